#!/usr/bin/env node
/**
 * `npm run check:static`: formatting (Prettier), types (astro check), lint (ESLint with no
 * warnings allowed) and dead code (knip). Each is one process on one core, so they run in two
 * lanes at once: astro check alone, the others one after another beside it (on the 2-core
 * machine about 100 s one after another, about 55 s in two lanes: docs/testing.md). A
 * command's output is printed as one block when it ends; the exit code is non-zero when any
 * command failed, and the last line names them.
 */
import { spawn } from 'node:child_process';
import { requireNode } from './node-version.mjs';

requireNode();

const CHECKS = {
  prettier: ['node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level', 'warn'],
  'astro check': ['node_modules/astro/bin/astro.mjs', 'check', '--minimumFailingSeverity', 'warning'],
  eslint: ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0'],
  knip: ['node_modules/knip/bin/knip.js'],
};
const LANES = [['astro check'], ['prettier', 'eslint', 'knip']];

function run(name) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, CHECKS[name], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`---- ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s ----\n${output}`);
      resolve(code === 0);
    });
  });
}

const failed = [];
await Promise.all(
  LANES.map(async (lane) => {
    for (const name of lane) if (!(await run(name))) failed.push(name);
  }),
);
if (failed.length) {
  process.stdout.write(`static checks failed: ${failed.join(', ')}\n`);
  process.exit(1);
}
process.stdout.write('static checks passed\n');

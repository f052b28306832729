#!/usr/bin/env node
/**
 * `npm test`: every tier through vitest, ending with the one line CI reads,
 * `N passed, N failed, N skipped`. With arguments (a file, `--project e2e`, ...) it is one
 * plain `vitest run` with them.
 *
 * Without arguments the tiers run as two vitest processes at once, the browser tier (e2e) on
 * two workers and the others (unit, component, integration, netlify) on one beside it, so that
 * neither waits for the other to finish (one vitest runs its projects one after another): on
 * the 2-core machine 560 s -> 501 s. The Netlify tier is mostly its build, which here runs
 * beside the e2e build instead of before the first e2e file (293 -> 262 s; docs/testing.md,
 * "Two processes"). The browser tier's files run in a shuffled order whose seed is printed
 * (E2E_SHUFFLE_SEED repeats it). The browser tier's output streams; the others' is printed as one block
 * when they finish. The Node lane measures v8 coverage of src/ and fails below the thresholds
 * in vitest.config.ts (docs/testing.md, "Coverage").
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDotEnv, requireNode } from './node-version.mjs';

requireNode();
loadDotEnv();
const baseEnv = { ...process.env, NO_COLOR: process.env.NO_COLOR ?? (process.env.CI ? '1' : undefined) };
const vitest = (args, env, stdio) => spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...args], { stdio, env: { ...baseEnv, ...env } });
const exitCode = (child) => new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

const args = process.argv.slice(2);
if (args.length) process.exit(await exitCode(vitest(args, {}, 'inherit')));

const countsDir = mkdtempSync(join(tmpdir(), 'charlotte-test-counts-'));
const browserCounts = join(countsDir, 'browser.json');
const nodeCounts = join(countsDir, 'node.json');
// A new file order each run: a test that leans on what another file left behind fails here, with the seed to rerun it.
const seed = Number(process.env.E2E_SHUFFLE_SEED) || Math.floor(Math.random() * 1e6) + 1;
process.stdout.write(`e2e files in shuffled order, seed ${seed} (the same order again: E2E_SHUFFLE_SEED=${seed} npm test)\n`);
const browser = vitest(['--project', 'e2e', '--sequence.shuffle.files', `--sequence.seed=${seed}`], { TEST_COUNTS_FILE: browserCounts }, 'inherit');
const node = vitest(
  ['--project', 'unit', '--project', 'component', '--project', 'integration', '--project', 'netlify', '--maxWorkers=1', '--coverage'],
  { TEST_COUNTS_FILE: nodeCounts },
  ['ignore', 'pipe', 'pipe'],
);
let nodeOutput = '';
node.stdout.on('data', (chunk) => (nodeOutput += chunk));
node.stderr.on('data', (chunk) => (nodeOutput += chunk));
const nodeDone = exitCode(node).then((code) => {
  process.stdout.write(
    `\n---- unit, component, integration and netlify tiers ----\n${nodeOutput}---- end of unit, component, integration and netlify tiers ----\n`,
  );
  return code;
});
const codes = await Promise.all([exitCode(browser), nodeDone]);

const total = { passed: 0, failed: 0, skipped: 0 };
for (const file of [browserCounts, nodeCounts]) {
  let counts;
  try {
    counts = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    counts = { passed: 0, failed: 1, skipped: 0 }; // that vitest ended before reporting: a failure
  }
  for (const key of Object.keys(total)) total[key] += counts[key];
}
rmSync(countsDir, { recursive: true, force: true });
process.stdout.write(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped\n`);
process.exit(codes.some((code) => code !== 0) || total.failed > 0 ? 1 : 0);

#!/usr/bin/env node
/**
 * `npm start`: prepares the database (embedded PGlite: migrated and seeded on first start),
 * builds the site, then serves it with the Node server on HOST:PORT (default localhost:4321).
 * `--no-build` serves the existing build. The steps run one after another because an
 * embedded database folder may be open in only one process at a time.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadDotEnv, requireNode } from './node-version.mjs';

requireNode();
loadDotEnv();
// Builds and the server run in production mode, whatever the shell says.
process.env.NODE_ENV = 'production';
process.env.HOST ||= 'localhost';
process.env.PORT ||= '4321';
process.env.PUBLIC_SITE_URL ||= `http://${process.env.HOST}:${process.env.PORT}`;

function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', env: process.env });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`step failed: node ${args.join(' ')}`))));
  });
}

const outDir = process.env.ASTRO_OUT_DIR || 'dist';
try {
  await run(['node_modules/tsx/dist/cli.mjs', 'scripts/db.ts', 'prepare']);
  if (!process.argv.includes('--no-build') || !existsSync(`${outDir}/server/entry.mjs`)) {
    await run(['node_modules/astro/bin/astro.mjs', 'build']);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(`\nCharlotte Directory is starting at http://${process.env.HOST}:${process.env.PORT}\n`);
const server = spawn(process.execPath, ['scripts/serve.mjs'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

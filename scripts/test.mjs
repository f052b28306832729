#!/usr/bin/env node
/** `npm test`: every tier (unit, integration, e2e) through vitest; extra arguments pass through. */
import { spawn } from 'node:child_process';
import { loadDotEnv, requireNode } from './node-version.mjs';

requireNode();
loadDotEnv();
const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NO_COLOR: process.env.NO_COLOR ?? (process.env.CI ? '1' : undefined) },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

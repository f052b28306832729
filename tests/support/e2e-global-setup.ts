import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { freePort } from './free-port';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './chromium';
import { E2E_KNOWN_ADDRESS, startFakeCensus } from './fake-census';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolveRun() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * Builds the production site against a fresh embedded database and serves it with the
 * real server, as `npm start` does. E2E_BASE_URL skips both and tests a running server.
 */
export default async function setup(project: TestProject) {
  chromiumPath();
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL);
    project.provide('dataDir', '');
    return;
  }
  const root = resolve('.data', `e2e-${process.pid}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const census = await startFakeCensus();
  census.add(E2E_KNOWN_ADDRESS.address, E2E_KNOWN_ADDRESS.point, E2E_KNOWN_ADDRESS.matchedAddress);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...census.env(),
    PGLITE_DATA_DIR: join(root, 'pglite'),
    ASTRO_OUT_DIR: join(root, 'dist'),
    ASTRO_CACHE_DIR: join(root, 'cache'),
    PUBLIC_SITE_URL: baseURL,
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
    // Every browser test posts from 127.0.0.1; the limits themselves are tested in tests/integration.
    RATE_LIMIT_SCALE: '20',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: '',
    NODE_ENV: 'production',
  };
  await run(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], env);
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForServer(`${baseURL}/api/subscription-plans`, server);
  project.provide('baseURL', baseURL);
  project.provide('dataDir', env.PGLITE_DATA_DIR ?? '');
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await census.stop();
    rmSync(root, { recursive: true, force: true });
  };
}

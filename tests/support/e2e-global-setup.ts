import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from './free-port';
import { PGLITE_TEST_NODE_FLAGS } from './node-flags';
import { waitForServer } from './wait-for-server';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { E2E_KNOWN_ADDRESS, startFakeCensus } from './fake-census';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared server: for files that only read the seed. */
    baseURL: string;
    /** The shared server's embedded database folder ('' with E2E_BASE_URL). */
    dataDir: string;
    /** The production build every server of the run serves ('' with E2E_BASE_URL). */
    distDir: string;
    /** The seeded database folder, taken once after the build, that each own site copies ('' with E2E_BASE_URL). */
    snapshotDir: string;
    /** Environment every own site starts with (geocoder double, admin password, ...). */
    siteEnv: Record<string, string>;
    /** The run's Chromium, which every file's `useBrowser()` connects to (tests/support/browser.ts). */
    browserEndpoint: string;
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolveRun() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * Builds the production site against a fresh embedded database, keeps a copy of that
 * seeded database (the snapshot each own site starts from, tests/support/site.ts), and
 * serves the build with the real server, as `npm start` does: the shared server, for files
 * that only read the seed. E2E_BASE_URL skips all of it and tests a running server. Last, it
 * starts the run's one Chromium, which each file's `useBrowser()` connects to.
 */
export default async function setup(project: TestProject) {
  chromiumPath();
  const launchBrowser = async () => {
    const browserServer = await chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    project.provide('browserEndpoint', browserServer.wsEndpoint());
    return browserServer;
  };
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL);
    project.provide('dataDir', '');
    project.provide('distDir', '');
    project.provide('snapshotDir', '');
    project.provide('siteEnv', {});
    const browserServer = await launchBrowser();
    return () => browserServer.close();
  }
  // E2E_BUILD_DIR (a developer's aid, never CI): keep the build and snapshot there and reuse
  // them on the next run, skipping the build. Stale when the sources changed: delete it then.
  const keep = process.env.E2E_BUILD_DIR;
  const root = keep ? resolve(keep) : resolve('.data', `e2e-${process.pid}`);
  const snapshotDir = join(root, 'snapshot');
  const portFile = join(root, 'port');
  const reuse = Boolean(keep && existsSync(join(root, 'dist', 'server', 'entry.mjs')) && existsSync(snapshotDir) && existsSync(portFile));
  if (!reuse) {
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
  }
  // The build wrote its origin into the pages: a reused build is served on the same port.
  const port = reuse ? Number(readFileSync(portFile, 'utf8')) : await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const census = await startFakeCensus();
  census.add(E2E_KNOWN_ADDRESS.address, E2E_KNOWN_ADDRESS.point, E2E_KNOWN_ADDRESS.matchedAddress);
  const siteEnv: Record<string, string> = {
    ...census.env(),
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    NODE_ENV: 'production',
  };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...siteEnv,
    PGLITE_DATA_DIR: join(root, 'pglite'),
    ASTRO_OUT_DIR: join(root, 'dist'),
    ASTRO_CACHE_DIR: join(root, 'cache'),
    SITE_BUILDS_DIR: join(root, 'site-builds'),
    OG_CACHE_DIR: join(root, 'og-cache'),
    PUBLIC_SITE_URL: baseURL,
    PORT: String(port),
    // The files that share this server only read, but they all read from 127.0.0.1: rate-limited
    // reads (share images, "my place" look-ups) must not add up to one file's 429. Own sites
    // (tests/support/site.ts) run with the real limits.
    RATE_LIMIT_SCALE: '20',
  };
  // The build opens the folder first (migrated and seeded); its copy, taken before any
  // server writes, is the seed every own site starts from (tests/support/site.ts).
  if (reuse) {
    rmSync(join(root, 'pglite'), { recursive: true, force: true });
    cpSync(snapshotDir, join(root, 'pglite'), { recursive: true });
  } else {
    await run(process.execPath, [...PGLITE_TEST_NODE_FLAGS, 'node_modules/astro/bin/astro.mjs', 'build'], env);
    cpSync(join(root, 'pglite'), snapshotDir, { recursive: true });
    writeFileSync(portFile, String(port));
  }
  const serverStart = performance.now();
  const server = spawn(process.execPath, [...PGLITE_TEST_NODE_FLAGS, 'scripts/serve.mjs'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForServer(`${baseURL}/api/subscription-plans`, server);
  process.stderr.write(`[shared site] ${baseURL} ready in ${Math.round(performance.now() - serverStart)} ms\n`);
  project.provide('baseURL', baseURL);
  project.provide('dataDir', env.PGLITE_DATA_DIR ?? '');
  project.provide('distDir', join(root, 'dist'));
  project.provide('snapshotDir', snapshotDir);
  project.provide('siteEnv', siteEnv);
  const browserServer = await launchBrowser();
  return async () => {
    await browserServer.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await census.stop();
    if (!keep) rmSync(root, { recursive: true, force: true });
  };
}

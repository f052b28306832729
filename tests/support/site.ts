/**
 * A server and database of the test file's own, for every browser test that writes, counts
 * or orders data. Usage, at the top of a test file:
 *
 * ```ts
 * import { useOwnSite } from '../support/site';
 * import { baseURL, useBrowser } from '../support/browser';
 *
 * const site = useOwnSite();              // beforeAll starts it, afterAll stops it
 * const browser = useBrowser();           // pages open on the file's own server
 * it('...', async () => {
 *   const page = await browser.newPage();
 *   await page.goto('/search');           // or fetch(new URL('/api/...', baseURL()))
 *   await site.setClock('2026-11-24T09:00:00-05:00'); // the server's clock, from now on
 * });
 * ```
 *
 * After `useOwnSite()`, `baseURL()` (tests/support/browser.ts) and every page from
 * `useBrowser()` point at the file's own server: a file converts with one line. For a
 * server in one test only, `const site = await startSite()` ... `await site.stop()`.
 *
 * How it works: the e2e global setup (tests/support/e2e-global-setup.ts) builds the site
 * once and copies the embedded database the build seeded (supabase/seed.sql) before any
 * server writes to it: the snapshot. Each own site copies that folder and serves the same
 * build with the production server script (scripts/serve.mjs) on a port of its own, so the
 * data a file sees is the seed plus its own writes: exact counts, orders and totals hold,
 * and per-client state kept in the database (rate limits, sign-in lockout) starts empty.
 * The server runs with the real rate limits (no RATE_LIMIT_SCALE) unless `env` says
 * otherwise. Files that only read the seed may use the shared server (no `useOwnSite`).
 *
 * Cost: docs/testing.md has the measured start time (copy + server start).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { freePort } from './free-port';
import { PGLITE_TEST_NODE_FLAGS } from './node-flags';
import { waitForServer } from './wait-for-server';

export interface SiteOptions {
  /** Start the server's clock at this instant (ISO 8601 with offset); default: the real time. */
  clock?: string;
  /** Extra environment for the server (e.g. `{ STRIPE_SECRET_KEY: ... }`, `{ RATE_LIMIT_SCALE: '5' }`). */
  env?: Record<string, string>;
}

export interface OwnSite {
  /** http://127.0.0.1:<port> of this server. */
  readonly baseURL: string;
  /** Its embedded database folder (a copy of the seeded snapshot). */
  readonly dataDir: string;
  /**
   * Sets the server's clock (src/server/clock.ts) to `instant` (ISO 8601 with offset, or a
   * Date); it runs on in real time from there. Takes effect on the server's next request.
   */
  setClock(instant: string | Date): void;
  /** Moves the server's clock `ms` milliseconds past what it reads now (e.g. past a Retry-After). */
  advanceClock(ms: number): void;
  /** Everything the server printed so far. */
  log(): string;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

let activeBaseURL: string | undefined;

/** The base URL of the file's own site when `useOwnSite()` started one, else undefined. */
export const ownSiteBaseURL = () => activeBaseURL;

/** Starts a server of its own on a copy of the seeded snapshot; resolves once it answers. */
export async function startSite(options: SiteOptions = {}): Promise<OwnSite> {
  const snapshotDir = inject('snapshotDir');
  const distDir = inject('distDir');
  if (!snapshotDir || !distDir) {
    throw new Error("An own site needs the e2e global setup's build and snapshot: this file cannot run against E2E_BASE_URL.");
  }
  const started = performance.now();
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const root = resolve('.data', `e2e-site-${process.pid}-${port}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const dataDir = join(root, 'pglite');
  cpSync(snapshotDir, dataDir, { recursive: true });
  const copied = performance.now();
  const clockFile = join(root, 'clock');
  let clock = { instant: 0, setAt: 0 };
  const setClock = (instant: string | Date) => {
    const at = typeof instant === 'string' ? new Date(instant) : instant;
    if (Number.isNaN(at.getTime())) throw new Error(`setClock: not an instant: ${String(instant)}`);
    writeFileSync(clockFile, at.toISOString());
    // Taken after the write: the server, counting from the file's modification time, is never behind this.
    clock = { instant: at.getTime(), setAt: Date.now() };
  };
  const advanceClock = (ms: number) => setClock(new Date(clock.instant + (Date.now() - clock.setAt) + ms));
  setClock(options.clock ?? new Date());

  let output = '';
  const server: ChildProcess = spawn(process.execPath, [...PGLITE_TEST_NODE_FLAGS, 'scripts/serve.mjs'], {
    env: {
      ...process.env,
      ...inject('siteEnv'),
      ASTRO_OUT_DIR: distDir,
      PGLITE_DATA_DIR: dataDir,
      SITE_BUILDS_DIR: join(root, 'site-builds'),
      OG_CACHE_DIR: join(root, 'og-cache'),
      TEST_CLOCK_FILE: clockFile,
      PUBLIC_SITE_URL: baseURL,
      PORT: String(port),
      RATE_LIMIT_SCALE: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${baseURL}/api/subscription-plans`, server, 90_000, () => output);
    const ms = (t: number) => Math.round(t);
    process.stderr.write(`[own site] ${baseURL} ready in ${ms(performance.now() - started)} ms (database copy ${ms(copied - started)} ms)\n`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, dataDir, setClock, advanceClock, log: () => output, stop };
}

/**
 * Starts an own site for the calling test file (beforeAll) and stops it after the file
 * (afterAll). Its fields are readable once the file's tests run; `baseURL()` and
 * `useBrowser()` pages use it.
 */
export function useOwnSite(options: SiteOptions = {}): OwnSite {
  let site: OwnSite | undefined;
  const started = () => {
    if (!site) throw new Error('useOwnSite(): the site starts in beforeAll; read it inside a test or hook');
    return site;
  };
  beforeAll(async () => {
    site = await startSite(options);
    activeBaseURL = site.baseURL;
  }, 120_000);
  afterAll(async () => {
    activeBaseURL = undefined;
    await site?.stop();
  });
  return {
    get baseURL() {
      return started().baseURL;
    },
    get dataDir() {
      return started().dataDir;
    },
    setClock: (instant) => started().setClock(instant),
    advanceClock: (ms) => started().advanceClock(ms),
    log: () => started().log(),
    stop: () => started().stop(),
  };
}

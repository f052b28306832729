/**
 * `npm run bench:load`: the production server under load, on each database.
 *
 * For PGlite (a temporary folder, migrated and seeded with supabase/seed.sql) and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set, PostgreSQL (a temporary database created
 * and dropped here, same seed):
 *  1. starts `node scripts/serve.mjs` (the real server: Astro's handler for pages, the API's
 *     own entry, security headers, compression) on 127.0.0.1 with NODE_ENV=production, serving the build in
 *     BENCH_OUT_DIR (default .data/bench-load/dist; built first when missing or with --build);
 *  2. drives it with autocannon, BENCH_CONNECTIONS (default 50) connections for
 *     BENCH_DURATION seconds (default 20) per scenario, after a second of the same load
 *     (BENCH_SCENARIOS=review,search... runs those whose names start so):
 *     - search API: GET /api/businesses with 8 different searches in turn;
 *     - category page: GET /charlotte/{category} over every category;
 *     - business page: GET /charlotte/listing/{slug} over 40 published businesses;
 *     - review posts: POST /api/businesses/{id}/reviews over the same 40 businesses.
 *     Pages are requested with `accept-encoding: br, gzip` as browsers do.
 *  3. prints requests/second, p50 / p97.5 / p99 latency, errors (connection errors and
 *     timeouts), non-2xx answers, and the server's peak RSS (VmHWM of its process, plus the
 *     highest RSS sampled during each scenario).
 *
 * Every connection comes from its own loopback address (127.0.x.y), as visitors do. Review
 * posts are made the way visitors make them: each visitor (connection) posts as many reviews
 * as the real rate limit allows (5 per 10 minutes) and leaves, and a new visitor, from a new
 * address, takes its place. The server runs with its real limits, so a refused post would
 * show as a non-2xx answer. autocannon does not record the answer on which a connection is
 * replaced (one post in 5 here): the latency figures are of the other 4, and the rate is
 * of the posts sent. Every post stores a pending review.
 *
 * The load client runs on the same machine as the server. Not part of `npm test`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { freePort } from '../tests/support/free-port';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CATEGORY_VALUES } from '../src/domain/catalog';
import { RATE_LIMITS } from '../src/server/security/rate-limit';
import { MAINTENANCE_TIMEOUTS, openPostgres } from '../src/server/db/client';

interface Result {
  requests: { average: number; total: number; sent: number };
  latency: { p50: number; p97_5: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Request = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: Request[];
  timeout?: number;
  reconnectRate?: number;
}) => Promise<Result>;
interface Scenario {
  name: string;
  requests: Request[];
  /** Requests per connection before it is replaced by a new one (a new visitor). */
  reconnectRate?: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/**
 * autocannon opens its connections with `net.connect(port, host)` and has no option for the
 * local address: each such connection is given the next loopback address instead (Linux
 * routes all of 127.0.0.0/8 to the loopback interface).
 */
function connectFromManyAddresses() {
  const connect = net.connect.bind(net) as (...args: unknown[]) => net.Socket;
  let next = 0;
  (net as { connect: unknown }).connect = (...args: unknown[]) => {
    if (typeof args[0] !== 'number' || typeof args[1] !== 'string') return connect(...args);
    const n = next++ % 250 ** 2;
    return connect({ port: args[0], host: args[1], localAddress: `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}` });
  };
}

const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const OUT_DIR = resolve(process.env.BENCH_OUT_DIR ?? '.data/bench-load/dist');
const TSX = 'node_modules/tsx/dist/cli.mjs';

/** RSS of a process in bytes (`VmRSS`), or its peak so far (`VmHWM`). */
function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

const mb = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;

function build() {
  console.log(`Building the site into ${OUT_DIR} ...`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-build-'));
  const result = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ASTRO_OUT_DIR: OUT_DIR,
      ASTRO_CACHE_DIR: resolve(OUT_DIR, '../cache'),
      PGLITE_DATA_DIR: join(dataDir, 'pglite'),
      DATABASE_URL: '',
    },
  });
  rmSync(dataDir, { recursive: true, force: true });
  if (result.status !== 0) throw new Error('build failed');
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ASTRO_OUT_DIR: OUT_DIR,
      PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    try {
      const response = await fetch(`${url}/api/neighborhoods`);
      if (response.ok) return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become ready:\n${log}`);
}

async function scenarios(url: string): Promise<Scenario[]> {
  const page = (await (await fetch(`${url}/api/businesses?limit=40&sortBy=rating`)).json()) as { businesses: Array<{ id: number; slug: string }> };
  const businesses = page.businesses.slice(0, 40);
  if (businesses.length < 10) throw new Error('the seed has too few published businesses');
  const browser = { 'accept-encoding': 'br, gzip', accept: 'text/html' };
  return [
    {
      name: 'search API (GET /api/businesses, 8 searches)',
      requests: [
        'search=movers',
        'search=cleaning&neighborhood=uptown',
        'category=movers-packers',
        'category=healthcare-doctors&minRating=4',
        'search=pet&sortBy=rating',
        'neighborhood=south-end',
        'search=school',
        'category=realtors-rentals&neighborhood=noda',
      ].map((query) => ({ method: 'GET', path: `/api/businesses?${query}`, headers: { 'accept-encoding': 'br, gzip' } })),
    },
    {
      name: `category page (GET /charlotte/{category}, ${CATEGORY_VALUES.length} categories)`,
      requests: CATEGORY_VALUES.map((category) => ({ method: 'GET', path: `/charlotte/${category}`, headers: browser })),
    },
    {
      name: `business page (GET /charlotte/listing/{slug}, ${businesses.length} businesses)`,
      requests: businesses.map((b) => ({ method: 'GET', path: `/charlotte/listing/${b.slug}`, headers: browser })),
    },
    {
      name: `review posts (POST /api/businesses/{id}/reviews, ${businesses.length} businesses, ${RATE_LIMITS.review.max} per visitor)`,
      reconnectRate: RATE_LIMITS.review.max,
      requests: businesses.map((b, i) => ({
        method: 'POST',
        path: `/api/businesses/${b.id}/reviews`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rating: (i % 5) + 1, reviewerEmail: `load-${i}@example.com`, reviewText: 'Load test review.' }),
      })),
    },
  ];
}

async function benchDatabase(label: string, env: Record<string, string>) {
  console.log(`\n${label}`);
  const { child, url } = await startServer(env);
  const rows: string[] = [];
  try {
    const wanted = process.env.BENCH_SCENARIOS?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const list = (await scenarios(url)).filter((s) => !wanted || wanted.some((w) => s.name.startsWith(w)));
    for (const scenario of list) {
      // warm-up: a second of load
      const load = { url, connections: CONNECTIONS, requests: scenario.requests, reconnectRate: scenario.reconnectRate };
      await autocannon({ ...load, duration: 1 });
      let peak = 0;
      const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(child.pid!, 'VmRSS'))), 100);
      const result = await autocannon({ ...load, duration: DURATION, timeout: 10 });
      clearInterval(sampler);
      const perSecond = scenario.reconnectRate ? result.requests.sent / DURATION : result.requests.average;
      rows.push(
        `| ${scenario.name} | ${Math.round(perSecond)} | ${result.latency.p50} / ${result.latency.p97_5} / ${result.latency.p99} ms | ${result.errors} (${result.timeouts} timeouts) | ${result.non2xx} | ${mb(peak)} |`,
      );
      console.log(rows.at(-1));
    }
    console.log(`\n${label}: ${CONNECTIONS} connections, ${DURATION} s per scenario; server peak RSS (VmHWM) ${mb(memoryOf(child.pid!, 'VmHWM'))}`);
    console.log('| Scenario | req/s | p50 / p97.5 / p99 | errors | non-2xx | peak RSS |');
    console.log('|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function main() {
  connectFromManyAddresses();
  if (process.argv.includes('--build') || !existsSync(join(OUT_DIR, 'server/entry.mjs'))) build();
  const only = process.env.BENCH_DB; // 'pglite' or 'postgres' to run one
  if (!only || only === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'bench-load-'));
    const dataDir = join(dir, 'pglite');
    try {
      const prepared = spawnSync(process.execPath, [TSX, 'scripts/db.ts', 'prepare'], {
        stdio: 'inherit',
        env: { ...process.env, PGLITE_DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: randomBytes(12).toString('hex') },
      });
      if (prepared.status !== 0) throw new Error('preparing the embedded database failed');
      await benchDatabase('PGlite (embedded, seeded temporary folder)', { PGLITE_DATA_DIR: dataDir, DATABASE_URL: '' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${dataDir}.lock`, { force: true });
    }
  }
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (only && only !== 'postgres') return;
  if (!adminUrl) {
    console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server where a database may be created.');
    return;
  }
  const name = `bench_load_${randomBytes(5).toString('hex')}`;
  const admin = openPostgres(adminUrl, { max: 1, timeouts: MAINTENANCE_TIMEOUTS });
  await admin.exec(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    for (const step of ['migrate', 'seed']) {
      const prepared = spawnSync(process.execPath, [TSX, 'scripts/db.ts', step], {
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URL: url.href },
      });
      if (prepared.status !== 0) throw new Error(`preparing the PostgreSQL database failed (${step})`);
    }
    await benchDatabase(`PostgreSQL (${url.host}, temporary database ${name})`, { DATABASE_URL: url.href });
  } finally {
    await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
}

await main();

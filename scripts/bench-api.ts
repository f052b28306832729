/**
 * `npm run bench:api`: GET /api/businesses at 100,000 businesses, through a real HTTP server.
 *
 * For each database (PGlite in a temporary folder, unless BENCH_SKIP_PGLITE=1; PostgreSQL too
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, in a temporary database created and
 * dropped here):
 *  1. migrates a fresh database and inserts BENCH_ROWS (default 100,000) synthetic
 *     businesses in all 12 categories and 12 neighborhoods (97% published, 5% premium),
 *     then VACUUM ANALYZE (what autovacuum does after a bulk load);
 *  2. starts the API (createRouter + the real route table, served by node:http on 127.0.0.1)
 *     in a CHILD process, so its memory is measured alone: peak RSS is the child's
 *     `process.resourceUsage().maxRSS`;
 *  3. drives it with autocannon for BENCH_DURATION seconds (default 10) per scenario with
 *     BENCH_CONNECTIONS concurrent connections (default 1, so latency is the service time
 *     rather than queueing), after a short warm-up, and prints p50/p95/p99 latency
 *     (computed from every response time) and requests/second.
 *
 * Scenarios: a text query (search=moving); a typo corrected to a broad query (search=movres,
 * searched as "movers"); a category + neighborhood filter (rotating over
 * 24 combinations); a filtered text query sorted by rating (search=moving, rotating
 * neighborhoods, minRating=3, sortBy=rating); the map's area (GET /api/map/businesses at
 * zoom 14 and GET /api/businesses with the same bbox, around 8 neighborhoods); the whole
 * city's clusters at zoom 11; distance-sorted searches from 8 ZIP codes (all businesses,
 * and movers within 3 miles open on Saturday at 10:00); open now (alone and with a
 * category). Synthetic businesses have coordinates around their neighborhood and one of a
 * few realistic weekly hours (with structured `open_week`). Loopback only; not part of
 * `npm test`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CATEGORY_VALUES, CREDENTIAL_TAG_VALUES, FILTER_NEIGHBORHOODS, MAP, SERVICE_TAG_VALUES } from '../src/domain/catalog';
import { openWeekLiteral } from '../src/domain/hours';
import { bboxText } from '../src/domain/bbox';
import { NEIGHBORHOODS as SEED_NEIGHBORHOODS } from './seed-data/neighborhoods';
import { MAINTENANCE_TIMEOUTS, openPglite, openPostgres, type Db, type Queryable } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';

/** The part of autocannon's API used here (the package ships no types). */
interface AutocannonInstance extends PromiseLike<{ duration: number }> {
  on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): void;
}
type Autocannon = (options: { url: string; connections: number; duration: number; requests: Array<{ method: 'GET'; path: string }> }) => AutocannonInstance;
const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as Autocannon;

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
/** BENCH_SKIP_PGLITE=1 measures PostgreSQL only (a shorter run on a shared machine). */
const SKIP_PGLITE = process.env.BENCH_SKIP_PGLITE === '1';
const WARMUP_REQUESTS = 60;

type Target = { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };

// ------------------------------------------------------------------ server (child process)

async function serve(target: Target) {
  const { createRouter } = await import('../src/server/api/router');
  const { routes } = await import('../src/server/api/routes');
  const { parseEnv } = await import('../src/server/env');
  const { toNodeHandler } = await import('../src/server/api/node-mount');
  const db = target.kind === 'pglite' ? await openPglite(target.dir) : openPostgres(target.url, { max: 10 });
  const env = parseEnv({ ADMIN_PASSWORD: randomBytes(16).toString('hex') });
  const handle = createRouter(routes, () => ({ db, env, now: () => new Date() }));

  const server = createServer(toNodeHandler(handle, handle.bodyLimit));
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  process.send?.({ type: 'ready', port, rssBytes: process.memoryUsage().rss });
  process.on('message', async (message: { type: string }) => {
    if (message.type === 'stats') {
      process.send?.({ type: 'stats', maxRssBytes: process.resourceUsage().maxRSS * 1024, rssBytes: process.memoryUsage().rss });
    } else if (message.type === 'stop') {
      // Let requests still in flight (autocannon abandons them at the deadline) finish first.
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000))]);
      await db.close();
      process.exit(0);
    }
  });
}

// ------------------------------------------------------------------ synthetic data

/** Small deterministic PRNG (mulberry32), so every run seeds the same data. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NEIGHBORHOODS = [...FILTER_NEIGHBORHOODS.map((n) => n.value), 'myers-park', 'elizabeth', 'matthews', 'cornelius'];
const PREFIXES = [
  'Queen City',
  'Carolina',
  'Crown Town',
  'Piedmont',
  'Catawba',
  'Blue Line',
  'Trade Street',
  'Tryon',
  'Freedom Park',
  'Greenway',
  'Lakeside',
  'Southpark',
  'Hornet',
  'Magnolia',
  'Oak Leaf',
  'Red Brick',
];
const NOUNS: Record<string, [string[], string]> = {
  'movers-packers': [
    ['Movers', 'Moving Co', 'Relocation', 'Moving & Storage'],
    'Local and long distance moving, packing and loading for households and offices.',
  ],
  'utility-setup': [['Utility Connect', 'Power & Internet Setup', 'Home Services'], 'Electric, gas, water and internet setup for new residents.'],
  'storage-junk-removal': [['Storage', 'Junk Haulers', 'Cleanout Crew'], 'Storage units, junk removal and cleanouts before and after a move.'],
  'cleaning-services': [['Cleaning', 'Maids', 'Janitorial'], 'Move-in and move-out cleaning, deep cleans and recurring service.'],
  'realtors-rentals': [['Realty', 'Homes', 'Property Group'], 'Real estate agents and rental search for people moving to Charlotte.'],
  'schools-childcare': [['Academy', 'Learning Center', 'Daycare'], 'Preschool, tutoring and after-school care for new families.'],
  'healthcare-doctors': [['Family Medicine', 'Pediatrics', 'Dental Care'], 'Primary care, pediatric and dental practices accepting new patients.'],
  'dmv-paperwork': [['Tag & Title', 'License Services'], 'Vehicle registration, tags, titles and license help for newcomers.'],
  'pet-services': [['Veterinary Clinic', 'Pet Grooming', 'Dog Walkers'], 'Veterinary care, grooming, boarding and walking.'],
  'neighborhood-guides': [['Neighborhood Tours', 'Area Guides'], 'Guided tours and area advice for choosing where to live.'],
  'social-newcomer-groups': [['Newcomers Club', 'Meetup'], 'Clubs and meetups for people new to Charlotte.'],
  'specialty-services': [['Piano Movers', 'Handyman', 'Locksmith'], 'Specialized help: pianos, repairs, locks and more.'],
};

/**
 * A business's point, so the map's boxes and clusters work on a realistic spread: three in
 * four around their neighborhood's centre (the seed's; the map's default centre for
 * 'charlotte-metro'), about 2 miles either way (normally distributed), the others anywhere
 * within about 15 miles of Uptown.
 */
function syntheticPoint(neighborhood: string, random: () => number) {
  const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
  if (random() < 0.25) {
    return { latitude: round6(MAP.center.lat + (random() - 0.5) * 0.44), longitude: round6(MAP.center.lng + (random() - 0.5) * 0.54) };
  }
  const centre = SEED_NEIGHBORHOODS.find((n) => n.slug === neighborhood);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return {
    latitude: round6((centre?.latitude ?? MAP.center.lat) + normal() * 0.03),
    longitude: round6((centre?.longitude ?? MAP.center.lng) + normal() * 0.036),
  };
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
const week = (weekday: string, saturday: string, sunday: string) => ({
  ...Object.fromEntries(WEEKDAYS.map((day) => [day, weekday])),
  Saturday: saturday,
  Sunday: sunday,
});
/** Weekly hours as the spec writes them: office, shop, split, late and round-the-clock. */
const HOURS = [
  week('8:00 AM - 6:00 PM', '9:00 AM - 1:00 PM', 'Closed'),
  week('9:00 AM - 5:00 PM', 'Closed', 'Closed'),
  week('7:00 AM - 7:00 PM', '8:00 AM - 5:00 PM', '10:00 AM - 4:00 PM'),
  week('9:00 AM - 12:00 PM, 1:00 PM - 5:00 PM', 'Closed', 'Closed'),
  week('11:00 AM - 2:00 AM', '11:00 AM - 2:00 AM', '12:00 PM - 10:00 PM'),
  week('Open 24 hours', 'Open 24 hours', 'Open 24 hours'),
].map((hours) => ({ json: JSON.stringify(hours), openWeek: openWeekLiteral(hours) }));

export function syntheticBusinesses(from: number, count: number) {
  const rows = [];
  for (let i = from; i < from + count; i++) {
    const random = prng(i * 2654435761);
    const category = CATEGORY_VALUES[Math.floor(random() * CATEGORY_VALUES.length)]!;
    const [nouns, description] = NOUNS[category]!;
    const name = `${PREFIXES[Math.floor(random() * PREFIXES.length)]} ${nouns[Math.floor(random() * nouns.length)]} ${i}`;
    // Ticked as before credentials were staff's to record: the self-declared ones stay tags, a
    // licence or an insurance becomes an approved credential ('verified' is is_verified).
    const ticked: string[] = SERVICE_TAG_VALUES.filter(() => random() < 0.35);
    const tags = ticked.filter((tag) => !(CREDENTIAL_TAG_VALUES as readonly string[]).includes(tag));
    const credentials = ticked.filter((tag) => tag === 'licensed' || tag === 'insured');
    const reviewCount = Math.floor(random() ** 2 * 200);
    const neighborhood = NEIGHBORHOODS[Math.floor(random() * NEIGHBORHOODS.length)]!;
    const hours = random() < 0.92 ? HOURS[Math.floor(random() * HOURS.length)]! : null;
    rows.push({
      slug: `bench-${i}`,
      business_name: name,
      category,
      address: `${100 + (i % 9000)} ${PREFIXES[i % PREFIXES.length]} Rd, Charlotte, NC`,
      zip_code: String(28202 + (i % 80)),
      phone: `704-555-${String(100 + (i % 100)).padStart(4, '0')}`,
      short_description: description,
      long_description: `${name}: ${description} Serving ${NEIGHBORHOODS[i % NEIGHBORHOODS.length]!.replace('-', ' ')} and all of Charlotte.`,
      service_tags: tags.join(','),
      credentials: credentials.join(','),
      neighborhood,
      is_premium: random() < 0.05,
      is_verified: random() < 0.4,
      user_rating: reviewCount ? Math.round((1 + random() * 4) * 100) / 100 : 0,
      review_count: reviewCount,
      status: random() < 0.97 ? 'published' : 'pending',
      ...syntheticPoint(neighborhood, random),
      business_hours: hours?.json ?? null,
      open_week: hours?.openWeek ?? null,
    });
  }
  return rows;
}

/**
 * Records the approved credentials of these synthetic businesses (inserted already, found by
 * slug), with the evidence staff record and an expiry years ahead.
 */
export async function recordCredentials(db: Queryable, rows: ReadonlyArray<{ slug: string; credentials: string }>) {
  const held = rows.filter((row) => row.credentials).map((row) => ({ slug: row.slug, credentials: row.credentials }));
  if (!held.length) return;
  await db.query(
    `insert into public.business_credentials (business_id, kind, status, source, requested_by, licence_number, issuing_authority, insurer, policy_number,
            expires_on, decided_at, decided_by)
     select b.id, k.kind, 'approved', 'staff', 'bench', case when k.kind = 'licensed' then 'L-' || b.id end,
            case when k.kind = 'licensed' then 'NC Licensing Board' end, case when k.kind = 'insured' then 'Bench Mutual' end,
            case when k.kind = 'insured' then 'P-' || b.id end, date '2099-12-31', now(), 'bench'
       from jsonb_to_recordset($1::text::jsonb) as r(slug text, credentials text)
       join public.businesses b on b.slug = r.slug
       cross join lateral unnest(string_to_array(r.credentials, ',')) as k(kind)`,
    [JSON.stringify(held)],
  );
}

/**
 * Inserts BENCH_ROWS synthetic businesses (5,000 per statement; triggers fill the search
 * documents and vocabulary), then VACUUM ANALYZE of those tables.
 */
export async function seedBusinesses(db: Db) {
  const batch = 5000;
  for (let from = 1; from <= ROWS; from += batch) {
    const rows = syntheticBusinesses(from, Math.min(batch, ROWS - from + 1));
    await db.query(
      `insert into public.businesses
         (slug, business_name, category, address, zip_code, phone, short_description, long_description,
          service_tags, neighborhood, is_premium, is_verified, user_rating, review_count, status, latitude, longitude,
          business_hours, open_week)
       select slug, business_name, category, address, zip_code, phone, short_description, long_description,
              string_to_array(service_tags, ','), neighborhood, is_premium, is_verified, user_rating, review_count, status,
              latitude, longitude, business_hours::jsonb, open_week::int4multirange
         from jsonb_to_recordset($1::text::jsonb) as r(
           slug text, business_name text, category text, address text, zip_code text, phone text,
           short_description text, long_description text, service_tags text, neighborhood text,
           is_premium boolean, is_verified boolean, user_rating numeric, review_count int, status text,
           latitude float8, longitude float8, business_hours text, open_week text)`,
      [JSON.stringify(rows)],
    );
    await recordCredentials(db, rows);
  }
  // What autovacuum does on a server after a bulk load (PGlite has no autovacuum): flushes the
  // GIN pending list, sets the visibility map (index-only counts) and refreshes statistics.
  await db.exec('vacuum analyze public.businesses, public.search_documents, public.search_vocabulary');
}

// ------------------------------------------------------------------ measuring

/** Places for the distance scenario: ZIP codes across the city. */
const PLACE_ZIPS = ['28202', '28203', '28205', '28207', '28209', '28210', '28226', '28262'];

/** Views of the map at zoom 14 around eight neighborhoods' centres. */
const MAP_AREAS = SEED_NEIGHBORHOODS.slice(0, 8).map((n) =>
  bboxText({ south: n.latitude - 0.021, west: n.longitude - 0.039, north: n.latitude + 0.021, east: n.longitude + 0.039 }),
);

const SCENARIOS: Array<{ name: string; paths: string[] }> = [
  { name: 'text query (search=moving)', paths: ['/api/businesses?search=moving'] },
  { name: 'typo query (search=movres)', paths: ['/api/businesses?search=movres'] },
  {
    name: 'category + neighborhood filter',
    paths: CATEGORY_VALUES.slice(0, 6).flatMap((category, i) =>
      NEIGHBORHOODS.slice(i % 4, (i % 4) + 4).map((n) => `/api/businesses?category=${category}&neighborhood=${n}`),
    ),
  },
  {
    name: 'filtered text query, by rating',
    paths: NEIGHBORHOODS.slice(0, 8).map((n) => `/api/businesses?search=moving&neighborhood=${n}&minRating=3&sortBy=rating`),
  },
  {
    // What "Search this area" costs: the map's clusters of a neighborhood-sized view at zoom
    // 14 (about 4.4 x 2.9 miles, a 900 x 600 px map) and the list of the same area, in turn.
    name: 'map area: clusters + list (z14)',
    paths: MAP_AREAS.flatMap((bbox) => [`/api/map/businesses?bbox=${bbox}&zoom=14`, `/api/businesses?bbox=${bbox}`]),
  },
  {
    // "My place": everything nearest first, and the example (movers within 3 miles
    // open on Saturday at 10:00), from 8 ZIP codes in turn.
    name: 'distance: nearest first (near=ZIP)',
    paths: PLACE_ZIPS.flatMap((zip) => [
      `/api/businesses?near=${zip}&sortBy=distance`,
      `/api/businesses?category=movers-packers&near=${zip}&radius=3&open=sat-10:00&sortBy=distance`,
    ]),
  },
  {
    name: 'open now (alone, with a category)',
    paths: ['/api/businesses?open=now', ...CATEGORY_VALUES.slice(0, 4).map((category) => `/api/businesses?open=now&category=${category}`)],
  },
  {
    name: 'map, whole city (z11 clusters)',
    paths: [`/api/map/businesses?bbox=${bboxText({ south: 35.0, west: -81.08, north: 35.45, east: -80.6 })}&zoom=11`],
  },
];

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface ScenarioResult {
  name: string;
  total: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
}

async function measure(port: number, scenario: { name: string; paths: string[] }): Promise<ScenarioResult> {
  const base = `http://127.0.0.1:${port}`;
  const first = await fetch(base + scenario.paths[0]);
  if (!first.ok) throw new Error(`${scenario.paths[0]} answered ${first.status}: ${await first.text()}`);
  const { total } = (await first.json()) as { total: number };
  for (let i = 0; i < WARMUP_REQUESTS; i++) await (await fetch(base + scenario.paths[i % scenario.paths.length])).arrayBuffer();

  const times: number[] = [];
  let non2xx = 0;
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: scenario.paths.map((path) => ({ method: 'GET' as const, path })),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    if (statusCode < 200 || statusCode > 299) non2xx++;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    name: scenario.name,
    total,
    requests: times.length,
    perSecond: times.length / (result.duration || DURATION),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx,
  };
}

function ask<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: { type: string } & T) => {
      if (message.type !== type) return;
      child.off('message', listener);
      resolve(message);
    };
    child.on('message', listener);
    if (type !== 'ready') child.send({ type });
  });
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function benchDatabase(label: string, target: Target, prepare: () => Promise<Db>) {
  console.log(`\n== ${label} ==`);
  let started = Date.now();
  const db = await prepare();
  await migrate(db);
  await seedBusinesses(db);
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from public.businesses');
  console.log(`seeded ${n.toLocaleString('en-US')} businesses in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await db.close();

  started = Date.now();
  const child = fork(fileURLToPath(import.meta.url), ['--serve', JSON.stringify(target)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const ready = await ask<{ port: number; rssBytes: number }>(child, 'ready');
    console.log(`server (pid ${child.pid}) up in ${((Date.now() - started) / 1000).toFixed(1)} s on 127.0.0.1:${ready.port}, RSS ${mb(ready.rssBytes)}`);
    console.log(`${DURATION} s per scenario, ${CONNECTIONS} connection(s)\n`);
    console.log(['scenario'.padEnd(34), 'matches', '   req/s', '    p50', '    p95', '    p99', 'non-2xx', 'peak RSS so far'].join(' '));
    const results: ScenarioResult[] = [];
    for (const scenario of SCENARIOS) {
      const r = await measure(ready.port, scenario);
      results.push(r);
      const sofar = await ask<{ maxRssBytes: number }>(child, 'stats');
      console.log(
        [
          r.name.padEnd(34),
          String(r.total).padStart(7),
          r.perSecond.toFixed(0).padStart(8),
          `${r.p50.toFixed(1)}ms`.padStart(7),
          `${r.p95.toFixed(1)}ms`.padStart(7),
          `${r.p99.toFixed(1)}ms`.padStart(7),
          String(r.non2xx).padStart(7),
          mb(sofar.maxRssBytes).padStart(15),
        ].join(' '),
      );
    }
    const stats = await ask<{ maxRssBytes: number; rssBytes: number }>(child, 'stats');
    console.log(`\nserver peak RSS ${mb(stats.maxRssBytes)} (now ${mb(stats.rssBytes)})`);
    return results;
  } finally {
    child.send({ type: 'stop' });
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function main() {
  console.log(`bench:api: ${ROWS.toLocaleString('en-US')} businesses, GET /api/businesses over HTTP (loopback)`);
  if (!SKIP_PGLITE) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
    try {
      const pgDir = join(dir, 'pglite');
      await benchDatabase('PGlite (embedded, temporary folder)', { kind: 'pglite', dir: pgDir }, () => openPglite(pgDir, { timeouts: MAINTENANCE_TIMEOUTS }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${join(dir, 'pglite')}.lock`, { force: true });
    }
  }

  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server where a database may be created.');
    return;
  }
  const name = `bench_api_${randomBytes(5).toString('hex')}`;
  const admin = openPostgres(adminUrl, { max: 1, timeouts: MAINTENANCE_TIMEOUTS });
  await admin.exec(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const label = `PostgreSQL (${url.host}, temporary database ${name})`;
    await benchDatabase(label, { kind: 'postgres', url: url.href }, async () => openPostgres(url.href, { max: 1, timeouts: MAINTENANCE_TIMEOUTS }));
  } finally {
    await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex >= 0) {
  await serve(JSON.parse(process.argv[serveIndex + 1] ?? '{}') as Target);
} else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}

/**
 * `npm run bench:alerts`: the alert run (src/server/alerts/run.ts) at 10,000 and 100,000
 * saved searches, on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL: a database
 * `charlotte_bench_alerts` is created there and dropped at the end).
 *
 *  1. migrates and seeds a fresh database, inserts BENCH_ROWS (default 100,000) synthetic
 *     businesses (scripts/bench-api.ts) and VACUUM ANALYZE;
 *  2. saves and confirms 10,000 saved searches of realistic shapes, indexes them as
 *     confirming does (timed apart: that cost is paid when a search is confirmed), publishes
 *     200 new businesses spread over the city's published neighborhoods and runs the job
 *     (the digests written, one row each, nothing sent), printing its time, the CPU it cost,
 *     its SQL statements, the pairs, digests and their messages, and the process's peak memory
 *     (BENCH_PROFILE=1: the statements that took longest); then writes every digest's messages
 *     into the outbox as the delivery does when it sends them, a provider call's worth (100)
 *     at a time, and prints what that cost per 100 messages (the provider call itself apart);
 *  3. adds 90,000 more (100,000 in all), publishes 200 more businesses, runs it again.
 *
 * Shapes (most saved searches are narrow): category + neighborhood 40%; text (one or two
 * words of business names) 20%, with a neighborhood in a quarter of them; category + minimum
 * rating 12%; category within 1-5 miles of a neighborhood 10%; category + service tag 8%;
 * text + category 5%; category + open filter 3%; minimum rating alone 1%; everything 1%.
 * Not part of `npm test`.
 */
import { readFileSync } from 'node:fs';
import { CATEGORY_VALUES, SERVICE_TAG_VALUES } from '../src/domain/catalog';
import { parseSavedQuery, savedQueryText } from '../src/domain/alerts';
import { runAlerts } from '../src/server/alerts/run';
import { MAINTENANCE_TIMEOUTS, openPostgres, type Db, type Executor } from '../src/server/db/client';
import { migrate, seed } from '../src/server/db/migrate';
import { parseEnv } from '../src/server/env';
import { DELIVERY } from '../src/server/email/delivery';
import { expandAlertDigests } from '../src/server/queries/alert-digests';
import { indexSavedSearches } from '../src/server/queries/alert-queries';
import { recordCredentials, seedBusinesses, syntheticBusinesses } from './bench-api';

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) {
  console.error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');
  process.exit(1);
}
const NAME = process.env.BENCH_DB_NAME ?? 'charlotte_bench_alerts';
const NEW_PER_DAY = Number(process.env.BENCH_NEW_PER_DAY ?? 200);
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
/** BENCH_KEEP_SEED=1 keeps the seeded database as a template (`<name>_seeded`) and starts from a copy of it next time. */
const KEEP_SEED = process.env.BENCH_KEEP_SEED === '1';
const NEW_RATED = process.env.BENCH_NEW_RATED === '1';

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Counts every statement the run sends (transactions included) and the time spent in each kind. */
function counting(db: Db): { db: Db; count: () => number; slowest: () => string } {
  let n = 0;
  const spent = new Map<string, number>();
  const timed = async <R>(sql: string, work: Promise<R>): Promise<R> => {
    const started = performance.now();
    try {
      return await work;
    } finally {
      const key = sql.replace(/\s+/g, ' ').trim().slice(0, 70);
      spent.set(key, (spent.get(key) ?? 0) + performance.now() - started);
    }
  };
  const wrap = <T extends Executor>(target: T): T =>
    new Proxy(target, {
      get(object, key, receiver) {
        if (key === 'query') return (sql: string, params?: readonly unknown[]) => (n++, timed(sql, object.query(sql, params)));
        if (key === 'transaction') return <R>(fn: (tx: Executor) => Promise<R>) => (db as Db).transaction((tx) => fn(wrap(tx)));
        return Reflect.get(object, key, receiver);
      },
    });
  const slowest = () =>
    [...spent]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([sql, ms]) => `    ${(ms / 1000).toFixed(2)} s  ${sql}`)
      .join('\n');
  return { db: wrap(db), count: () => n, slowest };
}

function savedQueries(from: number, count: number, neighborhoods: string[], words: string[]): string[] {
  const out: string[] = [];
  for (let i = from; i < from + count; i++) {
    const random = prng(i * 7919 + 17);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const r = random();
    const raw: Record<string, string> = {};
    if (r < 0.4) Object.assign(raw, { category: pick(CATEGORY_VALUES), neighborhood: pick(neighborhoods) });
    else if (r < 0.6) {
      raw.search = random() < 0.7 ? pick(words) : `${pick(words)} ${pick(words)}`;
      if (random() < 0.25) raw.neighborhood = pick(neighborhoods);
    } else if (r < 0.72) Object.assign(raw, { category: pick(CATEGORY_VALUES), minRating: pick(['3', '4', '4.5']) });
    else if (r < 0.82) Object.assign(raw, { category: pick(CATEGORY_VALUES), near: pick(neighborhoods), radius: pick(['1', '3', '5']) });
    else if (r < 0.9) Object.assign(raw, { category: pick(CATEGORY_VALUES), serviceTags: pick(SERVICE_TAG_VALUES) });
    else if (r < 0.95) Object.assign(raw, { search: pick(words), category: pick(CATEGORY_VALUES) });
    else if (r < 0.98) Object.assign(raw, { category: pick(CATEGORY_VALUES), open: pick(['now', 'sat-10:00', 'sun-14:30']) });
    else if (r < 0.99) raw.minRating = '4.5';
    if (random() < 0.2) raw.sortBy = pick(['rating', 'reviews']);
    const parsed = parseSavedQuery(new URLSearchParams(raw).toString());
    out.push(parsed ? savedQueryText(parsed) : '');
  }
  return out;
}

async function addSearches(db: Db, from: number, count: number, at: Date, neighborhoods: string[], words: string[]): Promise<number> {
  const queries = savedQueries(from, count, neighborhoods, words);
  let indexMs = 0;
  for (let start = 0; start < count; start += 5000) {
    const chunk = queries.slice(start, start + 5000).map((query, i) => ({ email: `bench${from + start + i}@example.com`, query }));
    const rows = await db.query<{ id: number; query: string }>(
      `with a as (
         insert into public.alert_addresses (email, created_at) select r.email, $2 from jsonb_to_recordset($1::text::jsonb) as r(email text, query text)
         returning id, email)
       insert into public.saved_searches (address_id, query, frequency, status, created_at, confirm_expires_at, confirmed_at, high_water_at)
       select a.id, r.query, case when a.id % 5 = 0 then 'weekly' else 'daily' end, 'confirmed', $2, $2, $2, $2
         from jsonb_to_recordset($1::text::jsonb) as r(email text, query text) join a on a.email = r.email
       returning id::int as id, query`,
      [JSON.stringify(chunk), at.toISOString()],
    );
    const started = performance.now();
    await indexSavedSearches(db, rows, at);
    indexMs += performance.now() - started;
  }
  return indexMs;
}

async function publishNew(db: Db, from: number, after: Date, until: Date, places: Array<{ slug: string; latitude: number; longitude: number }>): Promise<void> {
  const rows = syntheticBusinesses(from, NEW_PER_DAY).map((row, i) => ({
    ...row,
    // Spread over the whole city, as new businesses are (the bulk rows keep to 16 neighborhoods).
    ...(() => {
      const random = prng(from + i);
      const place = places[Math.floor(random() * places.length)]!;
      return { neighborhood: place.slug, latitude: place.latitude + (random() - 0.5) * 0.03, longitude: place.longitude + (random() - 0.5) * 0.036 };
    })(),
    // A business published today has no reviews on the site yet (its rating is the average of
    // its approved reviews, src/server/queries/reviews.ts); BENCH_NEW_RATED=1 rates them as
    // established ones, as earlier measurements did.
    ...(NEW_RATED ? {} : { user_rating: 0, review_count: 0 }),
    slug: `bench-new-${from + i}`,
    status: 'published',
    published_at: new Date(after.getTime() + ((i + 1) * (until.getTime() - after.getTime())) / (NEW_PER_DAY + 1)).toISOString(),
  }));
  await db.query(
    `insert into public.businesses (slug, business_name, category, address, zip_code, phone, short_description, long_description,
            service_tags, neighborhood, user_rating, review_count, status, latitude, longitude, business_hours, open_week, published_at)
     select slug, business_name, category, address, zip_code, phone, short_description, long_description, string_to_array(service_tags, ','),
            neighborhood, user_rating, review_count, status, latitude, longitude, business_hours::jsonb, open_week::int4multirange, published_at
       from jsonb_to_recordset($1::text::jsonb) as r(slug text, business_name text, category text, address text, zip_code text, phone text,
            short_description text, long_description text, service_tags text, neighborhood text, user_rating numeric, review_count int,
            status text, latitude float8, longitude float8, business_hours text, open_week text, published_at timestamptz)`,
    [JSON.stringify(rows)],
  );
  await recordCredentials(db, rows);
}

/**
 * CPU seconds the server's processes of the bench database have used (read from /proc: only
 * when the server runs on this machine and its processes are readable; null otherwise). On a
 * machine other work shares, this is what the run cost, whatever it waited for.
 */
async function serverCpuSeconds(): Promise<number | null> {
  const backends = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [NAME]);
  let ticks = 0;
  for (const { pid } of backends) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return null;
    }
  }
  return ticks / CLOCK_TICKS;
}
/** Linux's USER_HZ: /proc reports CPU time in hundredths of a second. */
const CLOCK_TICKS = 100;

const admin = openPostgres(url, { max: 1 });
await admin.exec(`drop database if exists ${NAME} with (force)`);
const seededName = `${NAME}_seeded`;
const reuse = KEEP_SEED && (await admin.query('select 1 from pg_database where datname = $1', [seededName])).length > 0;
await admin.exec(reuse ? `create database ${NAME} template ${seededName}` : `create database ${NAME}`);
if (process.env.BENCH_EXPLAIN) {
  // EXPLAIN ANALYZE of every statement slower than BENCH_EXPLAIN ms, in the server's log (auto_explain).
  await admin.exec(`alter database ${NAME} set session_preload_libraries = 'auto_explain'`);
  await admin.exec(`alter database ${NAME} set auto_explain.log_min_duration = '${Number(process.env.BENCH_EXPLAIN)}ms'`);
  await admin.exec(`alter database ${NAME} set auto_explain.log_analyze = on`);
  await admin.exec(`alter database ${NAME} set auto_explain.log_nested_statements = on`);
  await admin.exec(`alter database ${NAME} set auto_explain.log_triggers = on`);
}
const target = new URL(url);
target.pathname = `/${NAME}`;
// Migrating a seeded copy rewrites 100,000 rows: without the API's statement limits. The run
// itself has them (a statement of the match must stay under them on a real server).
const maintenance = openPostgres(target.href, { max: 1, timeouts: MAINTENANCE_TIMEOUTS });
let started = performance.now();
let refresh = KEEP_SEED && !reuse;
try {
  const applied = await migrate(maintenance);
  if (!reuse) {
    await seed(maintenance);
    await seedBusinesses(maintenance);
  } else if (applied.length) {
    // New migrations rewrote the seeded copy: what autovacuum would do, and a new template.
    await maintenance.exec('vacuum analyze public.businesses, public.search_documents, public.search_vocabulary');
    refresh = true;
  }
} finally {
  await maintenance.close();
}
if (refresh) {
  await admin.exec(`drop database if exists ${seededName}`);
  await admin.exec(`create database ${seededName} template ${NAME}`);
}
const db = openPostgres(target.href, { max: 4 });
try {
  console.log(
    `Seeded ${(await db.query<{ n: number }>('select count(*)::int as n from public.businesses'))[0]!.n} businesses in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const places = await db.query<{ slug: string; latitude: number; longitude: number }>(
    'select slug, latitude::float8 as latitude, longitude::float8 as longitude from public.neighborhoods where published and latitude is not null order by slug',
  );
  const neighborhoods = places.map((r) => r.slug);
  console.log(`${neighborhoods.length} published neighborhoods, ${CATEGORY_VALUES.length} categories, ${NEW_PER_DAY} new businesses a day`);
  const words = [
    ...new Set(
      (await db.query<{ business_name: string }>('select business_name from public.businesses order by id limit 2000'))
        .flatMap((r) => r.business_name.toLowerCase().split(/\s+/))
        .filter((w) => /^[a-z]{3,}$/.test(w)),
    ),
  ];
  const env = parseEnv({ ADMIN_PASSWORD: 'bench-admin-password', PUBLIC_SITE_URL: 'https://charlotte.example' });
  let day = new Date('2031-01-06T12:00:00Z');
  let saved = 0;
  const rows: string[] = [];
  for (const size of SIZES) {
    const indexMs = await addSearches(db, saved, size - saved, day, neighborhoods, words);
    saved = size;
    await db.exec('vacuum analyze public.saved_searches, public.alert_queries, public.alert_query_anchors');
    const until = new Date(day.getTime() + 24 * 3_600_000);
    await publishNew(db, 200_000 + rows.length * NEW_PER_DAY, day, until, places);
    await db.exec('analyze public.businesses');
    const { db: counted, count, slowest } = counting(db);
    // Every pooled connection open before the run, so the server processes measured are the run's.
    await Promise.all([1, 2, 3, 4].map(() => db.query('select pg_sleep(0.05)')));
    const serverCpuBefore = await serverCpuSeconds();
    const cpuBefore = process.cpuUsage();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    started = performance.now();
    let matchedAt = 0;
    let matchedStatements = 0;
    const result = await runAlerts({ db: counted, env, now: () => until }, 'command', {
      deliver: false,
      budgetMs: 600_000,
      onMatched: () => ((matchedAt = performance.now()), (matchedStatements = count())),
    });
    const seconds = (performance.now() - started) / 1000;
    const matchSeconds = (matchedAt - started) / 1000;
    const queueSeconds = seconds - matchSeconds;
    const cpu = process.cpuUsage(cpuBefore);
    const serverCpuAfter = await serverCpuSeconds();
    const cpuText =
      serverCpuBefore === null || serverCpuAfter === null
        ? ''
        : ` (CPU: PostgreSQL ${(serverCpuAfter - serverCpuBefore).toFixed(2)} s, Node ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s)`;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const [run] = await db.query<{ matched: number }>('select matched from public.alert_runs order by id desc limit 1');
    const [distinct] = await db.query<{ n: number }>('select count(*)::int as n from public.alert_queries');
    const [groups] = await db.query<{ n: number }>('select count(*)::int as n from public.alert_digests');
    const [load] = readFileSync('/proc/loadavg', 'utf8').split(' ');
    // The send's side: every digest's messages written into the outbox, a provider call's worth at a time.
    const sendServerBefore = await serverCpuSeconds();
    const sendCpuBefore = process.cpuUsage();
    const sendStarted = performance.now();
    let messages = 0;
    for (;;) {
      const { ids, digests } = await expandAlertDigests(db, DELIVERY.batchSize, until);
      if (digests === 0) break;
      messages += ids.length;
    }
    const sendSeconds = (performance.now() - sendStarted) / 1000;
    const sendCpu = process.cpuUsage(sendCpuBefore);
    const sendServerAfter = await serverCpuSeconds();
    const per100 = (value: number) => ((value / Math.max(1, messages)) * 100 * 1000).toFixed(1);
    const sendCpuText =
      sendServerBefore === null || sendServerAfter === null
        ? ''
        : `, CPU ${per100(sendServerAfter - sendServerBefore + (sendCpu.user + sendCpu.system) / 1e6)} ms (PostgreSQL ${(sendServerAfter - sendServerBefore).toFixed(2)} s, Node ${((sendCpu.user + sendCpu.system) / 1e6).toFixed(2)} s in all)`;
    const line = `${size.toLocaleString('en-US')} saved searches: run ${seconds.toFixed(2)} s${cpuText} [match, ranking and digests ${matchSeconds.toFixed(2)} s in ${matchedStatements} statements; the rest ${queueSeconds.toFixed(2)} s; load ${load}], ${count()} statements, ${distinct!.n.toLocaleString('en-US')} distinct queries, ${run!.matched} (query, business) pairs, ${groups!.n.toLocaleString('en-US')} digests for ${result.emails} subscribers (${((result.emails / size) * 100).toFixed(1)}% of the searches), ${result.searches.toLocaleString('en-US')} due searches served; peak RSS ${(peak / 2 ** 20).toFixed(0)} MiB (+${((peak - rssBefore) / 2 ** 20).toFixed(0)} MiB during the run); indexing when confirmed ${(indexMs / 1000).toFixed(1)} s (${((indexMs / (size - (rows.length ? SIZES[rows.length - 1]! : 0))) * 1000).toFixed(0)} µs a search)\n  sending: ${messages} messages written in ${sendSeconds.toFixed(2)} s, per 100 (one provider call): ${per100(sendSeconds)} ms wall${sendCpuText}`;
    console.log(line);
    if (process.env.BENCH_PROFILE) console.log(slowest());
    rows.push(line);
    if (!result.finished) throw new Error('the run did not finish');
    day = until;
  }
} finally {
  await db.close();
  if (process.env.BENCH_KEEP_DB !== '1') await admin.exec(`drop database if exists ${NAME} with (force)`);
  await admin.close();
}

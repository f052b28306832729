/**
 * The alert run's set-based match (src/server/queries/alert-match.ts) against the search
 * itself: on random new businesses (names, categories, neighborhoods, places, ratings, tags, languages,
 * opening hours) and random saved queries (words, prefixes, synonyms and typos, category,
 * neighborhood, place and radius, map area, rating, tags, languages, open filter, sort), the pairs the
 * run records for each saved search are exactly the businesses `searchBusinesses` finds for
 * that query among those published in the search's window; the digest lists the first of
 * them in the search's own order (every sort, names matching the words first), counts them
 * all, and reads as the template writes it. Also: a run cut off after any step loses nothing
 * and the next call finishes it, each digest sent to each subscriber once; a synonym added
 * after a search was saved reaches it; a place that moved is indexed again; a query whose
 * place is gone is told once. The digests' messages are written when they are sent: these
 * tests run the outbox sweep after the run, as production does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ALERT_LIMITS, describeSavedQuery, parseSavedQuery, savedQueryText, type SavedQuery } from '../../src/domain/alerts';
import { savedQueryResultsHref } from '../../src/domain/alert-results';
import { CATEGORY_VALUES, CREDENTIAL_TAG_VALUES, SERVICE_TAGS, categoryLabel } from '../../src/domain/catalog';
import { openFilterMinute } from '../../src/domain/hours';
import { ZIP_CENTRES } from '../../src/domain/zip-centres';
import { runAlerts } from '../../src/server/alerts/run';
import type { Db } from '../../src/server/db/client';
import { parseEnv } from '../../src/server/env';
import { sweepOutbox } from '../../src/server/email/delivery';
import { alertDigest, type AlertDigestPayload } from '../../src/server/email/templates/alert';
import { expandAlertDigests } from '../../src/server/queries/alert-digests';
import { finishAlertRun, matchAlertRun, openAlertRun, startAlertRun } from '../../src/server/queries/alert-match';
import { searchBusinesses } from '../../src/server/queries/business-search';
import { resolvePlace } from '../../src/server/queries/places';
import { indexSavedSearches } from '../../src/server/queries/alert-queries';
import { deleteSavedSearch, listAddressSearches, savedSearchView } from '../../src/server/queries/alerts';
import { describeEachDb } from '../support/db';

/** A deterministic random source (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick, chance: (p: number) => next() < p };
}

const NAME_WORDS = [
  'Queen',
  'City',
  'Movers',
  'Moving',
  'Plumbing',
  'Plumbers',
  'Sparkle',
  'Cleaning',
  'Electric',
  'Tryon',
  'Auto',
  'Repair',
  'Hvac',
  'Heating',
  'Cooling',
  'Roofing',
  'Painters',
  'Lawn',
  'Care',
  'Locksmith',
  'Pest',
  'Control',
  'Dental',
  'Bakery',
];
const TYPOS = ['movres', 'plumbign', 'cleanig', 'electirc', 'roffing'];
const CATEGORIES = CATEGORY_VALUES.slice(0, 5);
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

const W0 = new Date('2041-03-05T12:00:00Z');
const UNTIL = new Date('2041-03-06T12:00:00Z');
const ENV = parseEnv({ ADMIN_PASSWORD: 'local-admin-password-for-tests', PUBLIC_SITE_URL: 'https://charlotte.example' });

async function insertFresh(db: Db, rng: ReturnType<typeof random>, neighborhoods: string[], count: number, at: Date, tag: string) {
  for (let i = 0; i < count; i++) {
    const words = [rng.pick(NAME_WORDS), rng.pick(NAME_WORDS), rng.pick(NAME_WORDS)];
    const open = rng.chance(0.7)
      ? (() => {
          const start = Math.floor(rng.next() * 9000);
          return `{[${start},${start + 60 + Math.floor(rng.next() * 1000)})}`;
        })()
      : null;
    const slug = `${tag}-${i}`;
    const name = words.join(' ');
    const category = rng.pick(CATEGORIES);
    const description = rng.chance(0.5) ? `${rng.pick(NAME_WORDS)} and ${rng.pick(NAME_WORDS)} services` : null;
    const tags = SERVICE_TAGS.filter(() => rng.chance(0.3)).map((t) => t.value as string);
    // Credentials are staff-recorded facts: the drawn ones are recorded (current), 'verified' is the staff's verification.
    const credentials = tags.filter((t) => (CREDENTIAL_TAG_VALUES as readonly string[]).includes(t));
    const [row] = await db.query<{ id: number }>(
      `insert into public.businesses (slug, business_name, category, address, phone, short_description, service_tags, neighborhood,
              user_rating, review_count, latitude, longitude, open_week, status, published_at, languages, is_verified)
       values ($1, $2, $3, '1 Main St, Charlotte, NC', '704-555-0100', $4, string_to_array($5, ','), $6, $7, $8, $9, $10, $11::int4multirange, 'published', $12,
               coalesce(string_to_array(nullif($13, ''), ','), '{}'), $14)
       returning id`,
      [
        slug,
        name,
        category,
        description,
        tags.filter((t) => !credentials.includes(t)).join(','),
        rng.chance(0.9) ? rng.pick(neighborhoods) : null,
        Math.round(rng.next() * 50) / 10,
        Math.floor(rng.next() * 80),
        rng.chance(0.9) ? 35.15 + rng.next() * 0.15 : null,
        -80.9 + rng.next() * 0.15,
        open,
        new Date(at.getTime() - Math.floor(rng.next() * 20 * 3_600_000)).toISOString(),
        ['en', 'es', 'vi'].filter(() => rng.chance(0.35)).join(','),
        credentials.includes('verified'),
      ],
    );
    for (const kind of credentials.filter((t) => t !== 'verified')) {
      await db.query(
        `insert into public.business_credentials (business_id, kind, status, source, licence_number, issuing_authority, insurer, policy_number, expires_on, decided_at)
         values ($1, $2, 'approved', 'staff', 'L-1', 'Board', 'Insurer', 'P-1', '2099-12-31', now())`,
        [row!.id, kind],
      );
    }
  }
}

function randomQuery(rng: ReturnType<typeof random>, neighborhoods: string[], synonyms: string[]): SavedQuery | null {
  const raw: Record<string, string> = {};
  if (rng.chance(0.55)) {
    const word = () => {
      const r = rng.next();
      if (r < 0.45) return rng.pick(NAME_WORDS);
      if (r < 0.65) return rng.pick(NAME_WORDS).slice(0, 3 + Math.floor(rng.next() * 3));
      if (r < 0.85 && synonyms.length) return rng.pick(synonyms);
      return rng.pick(TYPOS);
    };
    raw.search = rng.chance(0.7) ? word() : `${word()} ${word()}`;
  }
  if (rng.chance(0.35)) raw.category = rng.pick(CATEGORIES);
  if (rng.chance(0.25)) raw.neighborhood = rng.pick(neighborhoods);
  if (rng.chance(0.2)) raw.minRating = rng.pick(['3', '4', '4.5']);
  if (rng.chance(0.15)) raw.serviceTags = rng.pick(SERVICE_TAGS).value;
  if (rng.chance(0.15)) raw.languages = rng.pick(['es', 'es', 'vi', 'es,vi']);
  if (rng.chance(0.15)) raw.open = rng.chance(0.5) ? 'now' : `${rng.pick(DAYS)}-${String(Math.floor(rng.next() * 24)).padStart(2, '0')}:30`;
  if (rng.chance(0.2)) {
    raw.near = rng.chance(0.5) ? rng.pick(neighborhoods) : `${(35.2 + rng.next() * 0.1).toFixed(4)},${(-80.88 + rng.next() * 0.1).toFixed(4)}`;
    if (rng.chance(0.8)) raw.radius = String(rng.pick([1, 3, 5, 10]));
  } else if (rng.chance(0.08)) {
    raw.bbox = `-80.9,35.15,${(-80.85 + rng.next() * 0.1).toFixed(3)},${(35.2 + rng.next() * 0.1).toFixed(3)}`;
  }
  raw.sortBy = rng.pick(['relevance', 'rating', 'reviews', ...(raw.near ? ['distance'] : [])]);
  return parseSavedQuery(new URLSearchParams(raw).toString());
}

async function saveConfirmed(db: Db, queries: SavedQuery[], at: Date, tag: string): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, query] of queries.entries()) {
    const [address] = await db.query<{ id: number }>(`insert into public.alert_addresses (email) values ($1) returning id::int as id`, [
      `${tag}${i}@example.com`,
    ]);
    const [row] = await db.query<{ id: number }>(
      `insert into public.saved_searches (address_id, query, frequency, status, confirm_expires_at, confirmed_at, high_water_at)
       values ($1, $2, 'daily', 'confirmed', $3, $3, $3) returning id::int as id`,
      [address!.id, savedQueryText(query), at.toISOString()],
    );
    ids.push(Number(row!.id));
  }
  await indexSavedSearches(
    db,
    ids.map((id, i) => ({ id, query: savedQueryText(queries[i]!) })),
    at,
  );
  return ids;
}

describeEachDb('the alert run', (getDb) => {
  let db: Db;
  let neighborhoods: string[];
  let synonyms: string[];

  beforeAll(async () => {
    db = getDb();
    neighborhoods = (await db.query<{ slug: string }>('select slug from public.neighborhoods where published order by slug limit 6')).map((r) => r.slug);
    synonyms = (await db.query<{ word: string }>('select distinct word from public.search_synonyms order by word limit 30')).map((r) => r.word);
  });

  describe('match', () => {
    it('records for every saved query exactly what the search finds among the new businesses', async () => {
      const rng = random(20261128);
      await insertFresh(db, rng, neighborhoods, 80, UNTIL, 'percolate');
      const queries = Array.from({ length: 220 }, () => randomQuery(rng, neighborhoods, synonyms)).filter((q): q is SavedQuery => q !== null);
      const ids = await saveConfirmed(db, queries, W0, 'percolate');
      const run = (await startAlertRun(db, UNTIL, 'command'))!;
      // Twelve businesses a statement: the match goes in several chunks.
      while (!(await matchAlertRun(db, (await openAlertRun(db))!, openFilterMinute({ kind: 'now' }, UNTIL), 12)));
      const pairs = await db.query<{ qid: number; bid: number }>(
        'select query_id::int as qid, business_id::int as bid from public.alert_run_pairs where run_id = $1',
        [run.id],
      );
      const queryOf = new Map(
        (
          await db.query<{ id: number; qid: number }>(
            `select id::int as id, query_id::int as qid from public.saved_searches where id = any(string_to_array($1, ',')::int[])`,
            [ids.join(',')],
          )
        ).map((r) => [Number(r.id), Number(r.qid)]),
      );
      const found = new Map<number, number[]>();
      for (const pair of pairs) found.set(Number(pair.qid), [...(found.get(Number(pair.qid)) ?? []), Number(pair.bid)]);

      // The digests' messages as they are written when sent, 37 subscribers at a time, then the outbox.
      while ((await expandAlertDigests(db, 37, UNTIL)).digests > 0);
      const queued = await db.query<{ saved_search_id: number; subject: string; payload: AlertDigestPayload | string }>(
        `select saved_search_id::int as saved_search_id, subject, payload from public.email_outbox
          where kind = 'alert_digest' and saved_search_id = any(string_to_array($1, ',')::int[])`,
        [ids.join(',')],
      );
      const digestOf = new Map(
        queued.map((d) => [
          Number(d.saved_search_id),
          { subject: d.subject, ...(typeof d.payload === 'string' ? JSON.parse(d.payload) : d.payload) } as AlertDigestPayload & { subject: string },
        ]),
      );

      let matchedSearches = 0;
      for (const [i, query] of queries.entries()) {
        const place = query.near ? await resolvePlace(db, query.near) : null;
        const expected = await searchBusinesses(
          db,
          { ...query, status: 'published', limit: 100, offset: 0 },
          { now: UNTIL, place, publishedSince: { after: W0, until: UNTIL } },
        );
        const label = savedQueryText(query);
        expect({ label, ids: (found.get(queryOf.get(ids[i]!)!) ?? []).sort((a, b) => a - b) }).toEqual({
          label,
          ids: expected.businesses.map((b) => b.id).sort((a, b) => a - b),
        });
        const digest = digestOf.get(ids[i]!);
        expect({ label, total: digest?.total ?? 0 }).toEqual({ label, total: expected.total });
        if (digest) {
          // The digest lists the first new businesses in the search's own order, whatever the sort.
          expect({ label, slugs: digest.businesses.map((b) => b.slug) }).toEqual({
            label,
            slugs: expected.businesses.slice(0, ALERT_LIMITS.digestSize).map((b) => b.slug),
          });
          // Built in SQL, the message is the one the template would write.
          expect(digest.subject).toBe(alertDigest.subject(digest));
          expect(digest.label).toBe(describeSavedQuery(query));
          expect(digest.resultsHref).toBe(savedQueryResultsHref(query));
          expect(digest.businesses.map((b) => b.categoryLabel)).toEqual(
            expected.businesses.slice(0, ALERT_LIMITS.digestSize).map((b) => categoryLabel(b.category)),
          );
        }
        if (expected.total > 0) matchedSearches++;
      }
      // The random data exercises both sides: many queries match something, many nothing.
      expect(matchedSearches).toBeGreaterThan(queries.length / 10);
      expect(matchedSearches).toBeLessThan(queries.length);
      await finishAlertRun(db, run, UNTIL);
    });
  });

  describe('cut off and resumed', () => {
    it('queues each digest once when every call is cut off after one step and the next one continues', async () => {
      const at = new Date('2041-06-10T11:00:00Z');
      const until = new Date('2041-06-11T11:30:00Z');
      const rng = random(7);
      await insertFresh(db, rng, neighborhoods, 5, until, 'resume');
      const [business] = await db.query<{ category: string }>(`select category from public.businesses where slug = 'resume-0'`);
      const queries = Array.from({ length: 7 }, () => parseSavedQuery(`category=${business!.category}`)!);
      const ids = await saveConfirmed(db, queries, at, 'resume');
      const deps = { db, env: ENV, now: () => until };
      // Each call does one unit of work (a match chunk of 2 businesses, or a batch of 3
      // digests), then finds its time budget spent, as a call cut off by the time limit.
      const oneStep = () => {
        let checks = 0;
        return { batchSize: 3, matchChunk: 2, deliver: false, elapsedMs: () => (checks++ === 0 ? 0 : Number.POSITIVE_INFINITY) };
      };
      const first = await runAlerts(deps, 'command', oneStep());
      expect(first.finished).toBe(false);
      let resumed = first;
      let calls = 1;
      let emails = 0;
      while (!resumed.finished && calls < 100) {
        emails += resumed.emails;
        resumed = await runAlerts({ ...deps, now: () => new Date(until.getTime() + calls * 60_000) }, 'command', oneStep());
        calls++;
      }
      expect(resumed.finished).toBe(true);
      // 5 new businesses in chunks of 2 (3 calls and the one that finds none left and writes the digests), then the one that finishes.
      expect(calls).toBe(5);
      await sweepOutbox(deps);
      // Saved searches of the other test answer these businesses too: the run's count is all of them, each once.
      const [queued] = await db.query<{ n: number; searches: number }>(
        `select count(*)::int as n, count(distinct saved_search_id)::int as searches from public.email_outbox where kind = 'alert_digest' and created_at >= $1`,
        [until.toISOString()],
      );
      expect(resumed.emails).toBe(queued!.n);
      expect(emails).toBe(queued!.n);
      expect(queued!.searches).toBe(queued!.n);
      const digests = await db.query<{ saved_search_id: number }>(
        `select saved_search_id::int as saved_search_id from public.email_outbox where kind = 'alert_digest' and saved_search_id = any(string_to_array($1, ',')::int[]) order by saved_search_id`,
        [ids.join(',')],
      );
      expect(digests.map((d) => Number(d.saved_search_id))).toEqual(ids);
      // The next day's run finds nothing new for them.
      const nextDay = await runAlerts({ ...deps, now: () => new Date(until.getTime() + 24 * 3_600_000) }, 'command', { deliver: false });
      expect(nextDay).toMatchObject({ emails: 0, finished: true });
    });
  });
  describe('searches without an index row', () => {
    it('are all indexed, over as many calls as it takes, before the match; each then gets its digest once', async () => {
      const at = new Date('2041-07-10T11:00:00Z');
      const until = new Date('2041-07-11T11:30:00Z');
      await insertFresh(db, random(11), neighborhoods, 3, until, 'unindexed');
      const [business] = await db.query<{ category: string }>(`select category from public.businesses where slug = 'unindexed-0'`);
      // Confirmed without an index row, as after a migration that drops the rows.
      const ids: number[] = [];
      for (const i of [0, 1, 2, 3, 4]) {
        const [address] = await db.query<{ id: number }>(`insert into public.alert_addresses (email) values ($1) returning id::int as id`, [
          `unindexed${i}@example.com`,
        ]);
        const [row] = await db.query<{ id: number }>(
          `insert into public.saved_searches (address_id, query, frequency, status, confirm_expires_at, confirmed_at, high_water_at)
           values ($1, $2, 'daily', 'confirmed', $3, $3, $3) returning id::int as id`,
          [address!.id, `category=${business!.category}`, at.toISOString()],
        );
        ids.push(Number(row!.id));
      }
      const oneStep = () => {
        let checks = 0;
        return { indexChunk: 1, deliver: false, elapsedMs: () => (checks++ === 0 ? 0 : Number.POSITIVE_INFINITY) };
      };
      const deps = { db, env: ENV, now: () => until };
      const first = await runAlerts(deps, 'command', oneStep());
      expect(first.finished).toBe(false);
      // Cut off while indexing: nothing matched yet.
      expect((await openAlertRun(db))!.matchCursor).toBe(0);
      let result = first;
      for (let calls = 1; !result.finished && calls < 100; calls++) result = await runAlerts(deps, 'command', oneStep());
      expect(result.finished).toBe(true);
      await sweepOutbox(deps);
      const digests = await db.query<{ saved_search_id: number }>(
        `select saved_search_id::int as saved_search_id from public.email_outbox where kind = 'alert_digest' and saved_search_id = any(string_to_array($1, ',')::int[]) order by saved_search_id`,
        [ids.join(',')],
      );
      expect(digests.map((d) => Number(d.saved_search_id))).toEqual(ids);
    });
  });

  describe('synonyms added after a search was saved', () => {
    it('reach the saved search: the next run matches the new synonym as the search does', async () => {
      const at = new Date('2041-10-01T11:00:00Z');
      const until = new Date('2041-10-02T11:30:00Z');
      const [id] = await saveConfirmed(db, [parseSavedQuery('search=quuxfixers')!], at, 'synonym');
      await db.query(
        `insert into public.businesses (slug, business_name, category, address, phone, short_description, neighborhood, status, published_at)
         values ('synonym-glass', 'Zebulon Glassworks', 'specialty-services', '1 Main St, Charlotte, NC', '704-555-0100', 'Glass repair', $1, 'published', $2)`,
        [neighborhoods[0], new Date(until.getTime() - 3_600_000).toISOString()],
      );
      await db.query(`insert into public.search_synonyms (word, expansion) values ('quuxfixers', 'glassworks')`);
      await runAlerts({ db, env: ENV, now: () => until }, 'command', { deliver: false });
      await sweepOutbox({ db, env: ENV, now: () => until });
      const [digest] = await db.query<{ payload: AlertDigestPayload | string }>(
        `select payload from public.email_outbox where kind = 'alert_digest' and saved_search_id = $1`,
        [id],
      );
      const payload = typeof digest!.payload === 'string' ? (JSON.parse(digest!.payload) as AlertDigestPayload) : digest!.payload;
      expect(payload.businesses.map((b) => b.slug)).toEqual(['synonym-glass']);
      const search = await searchBusinesses(db, { search: 'quuxfixers', status: 'published' }, { now: until, publishedSince: { after: at, until } });
      expect(search.businesses.map((b) => b.slug)).toEqual(['synonym-glass']);
    });
  });

  describe('a place that moved', () => {
    it('is indexed again at its new point before the next run matches', async () => {
      const at = new Date('2041-12-01T11:00:00Z');
      const slug = neighborhoods[1]!;
      const [before] = await db.query<{ latitude: number; longitude: number }>(
        'select latitude::float8 as latitude, longitude::float8 as longitude from public.neighborhoods where slug = $1',
        [slug],
      );
      const [id] = await saveConfirmed(db, [parseSavedQuery(`category=movers-packers&near=${slug}&radius=1`)!], at, 'moved');
      const place = () =>
        db.query<{ lat: number }>(
          'select q.place_lat::float8 as lat from public.alert_queries q join public.saved_searches s on s.query_id = q.id where s.id = $1',
          [id],
        );
      expect((await place())[0]!.lat).toBe(Number(before!.latitude));
      await db.query('update public.neighborhoods set latitude = latitude + 0.05 where slug = $1', [slug]);
      try {
        await runAlerts({ db, env: ENV, now: () => new Date('2041-12-02T11:30:00Z') }, 'command', { deliver: false });
        const [moved] = await db.query<{ latitude: number }>('select latitude::float8 as latitude from public.neighborhoods where slug = $1', [slug]);
        expect((await place())[0]!.lat).toBe(Number(moved!.latitude));
      } finally {
        await db.query('update public.neighborhoods set latitude = $2 where slug = $1', [slug, before!.latitude]);
      }
    });
  });

  describe('a query that no longer validates', () => {
    it('tells its subscriber once when its ZIP code is no longer known', async () => {
      const at = new Date('2041-11-01T11:00:00Z');
      const zips = ZIP_CENTRES as Record<string, readonly [number, number]>;
      const zip = '28205';
      const centre = zips[zip]!;
      const [id] = await saveConfirmed(db, [parseSavedQuery(`category=movers-packers&near=${zip}&radius=3`)!], at, 'zipgone');
      // A later table of ZIP codes without it (a deploy).
      delete zips[zip];
      try {
        const deps = { db, env: ENV, now: () => new Date('2041-11-02T11:30:00Z') };
        await runAlerts(deps, 'command', { deliver: false });
        await runAlerts({ ...deps, now: () => new Date('2041-11-03T11:30:00Z') }, 'command', { deliver: false });
      } finally {
        zips[zip] = centre;
      }
      const told = await db.query<{ subject: string }>(`select subject from public.email_outbox where kind = 'alert_broken' and saved_search_id = $1`, [id]);
      expect(told).toHaveLength(1);
      expect(told[0]!.subject).toContain(zip);
    });

    it('tells its subscriber once, and the manage page shows it as saved, marked as no longer working', async () => {
      const at = new Date('2041-09-01T11:00:00Z');
      const gone = neighborhoods.at(-1)!;
      const [id] = await saveConfirmed(db, [parseSavedQuery(`category=movers-packers&neighborhood=${gone}`)!], at, 'broken');
      await db.query('update public.neighborhoods set published = false where slug = $1', [gone]);
      const deps = { db, env: ENV, now: () => new Date('2041-09-02T11:30:00Z') };
      await runAlerts(deps, 'command', { deliver: false });
      await runAlerts({ ...deps, now: () => new Date('2041-09-03T11:30:00Z') }, 'command', { deliver: false });
      const told = await db.query<{ subject: string }>(`select subject from public.email_outbox where kind = 'alert_broken' and saved_search_id = $1`, [id]);
      expect(told).toHaveLength(1);
      expect(told[0]!.subject).toContain('no longer works');
      const [row] = await listAddressSearches(db, 'broken0@example.com');
      const view = savedSearchView(row!);
      expect(view.broken).toBe(true);
      expect(view.label).not.toBe('All businesses');
      expect(view.label).toContain('Movers');
    });
  });

  describe('windows', () => {
    it('gives each subscriber of one query the businesses new in its own window: since the last run, since its confirmation, since its weekday last ran', async () => {
      const hour = 3_600_000;
      const t0 = new Date('2047-03-01T12:00:00Z');
      const until1 = new Date(t0.getTime() + 24 * hour);
      const until2 = new Date(until1.getTime() + 24 * hour);
      const query = parseSavedQuery('search=zorblatt')!;
      const publish = (slug: string, at: Date) =>
        db.query(
          `insert into public.businesses (slug, business_name, category, address, phone, short_description, neighborhood, status, published_at)
           values ($1, $2, 'movers-packers', '1 Main St, Charlotte, NC', '704-555-0100', 'Moving help', $3, 'published', $4)`,
          [slug, `Zorblatt Movers ${slug}`, neighborhoods[0], at.toISOString()],
        );
      // daily since t0; weekly, confirmed a week before the second run (its weekday); daily, confirmed between the runs
      const [daily] = await saveConfirmed(db, [query], t0, 'window-daily');
      const [weekly] = await saveConfirmed(db, [query], new Date(until2.getTime() - 7 * 24 * hour), 'window-weekly');
      await db.query(`update public.saved_searches set frequency = 'weekly' where id = $1`, [weekly]);
      await publish('zorblatt-0', new Date(t0.getTime() + hour));
      await runAlerts({ db, env: ENV, now: () => until1 }, 'command', { deliver: false });
      await publish('zorblatt-1', new Date(until1.getTime() + hour));
      const [late] = await saveConfirmed(db, [query], new Date(until1.getTime() + 2 * hour), 'window-late');
      await publish('zorblatt-2', new Date(until1.getTime() + 3 * hour));
      // Batches of one subscriber: the cursor goes through the query's three windows.
      await runAlerts({ db, env: ENV, now: () => until2 }, 'command', { deliver: false });
      await sweepOutbox({ db, env: ENV, now: () => until2 });
      const digests = await db.query<{ saved_search_id: number; payload: AlertDigestPayload | string }>(
        `select saved_search_id::int as saved_search_id, payload from public.email_outbox
          where kind = 'alert_digest' and saved_search_id in ($1, $2, $3) order by id`,
        [daily, weekly, late],
      );
      const got = digests.map((d) => {
        const payload = typeof d.payload === 'string' ? (JSON.parse(d.payload) as AlertDigestPayload) : d.payload;
        const who = d.saved_search_id === daily ? 'daily' : d.saved_search_id === weekly ? 'weekly' : 'late';
        return `${who}: ${payload.total} ${payload.businesses
          .map((b) => b.slug)
          .sort()
          .join(' ')}`;
      });
      expect(got.sort()).toEqual(['daily: 1 zorblatt-0', 'daily: 2 zorblatt-1 zorblatt-2', 'late: 1 zorblatt-2', 'weekly: 3 zorblatt-0 zorblatt-1 zorblatt-2']);
    });
  });

  describe('subscribers gone between the run and the send', () => {
    it('get nothing, and the others of their digest and the next digests get theirs', async () => {
      const at = new Date('2048-05-10T11:00:00Z');
      const until = new Date('2048-05-11T11:30:00Z');
      await db.query(
        `insert into public.businesses (slug, business_name, category, address, phone, short_description, neighborhood, status, published_at)
         values ('gone-0', 'Quillfeather Cleaning', 'cleaning-services', '1 Main St, Charlotte, NC', '704-555-0100', 'Cleaning', $1, 'published', $2)`,
        [neighborhoods[0], new Date(until.getTime() - 3_600_000).toISOString()],
      );
      // Two queries, indexed in this order: the first one's digest comes first.
      const [first] = await saveConfirmed(db, [parseSavedQuery('search=quillfeather')!], at, 'gone-first');
      const others = await saveConfirmed(
        db,
        [parseSavedQuery('search=quillfeather&sortBy=rating')!, parseSavedQuery('search=quillfeather&sortBy=rating')!],
        at,
        'gone-other',
      );
      const deps = { db, env: ENV, now: () => until };
      const result = await runAlerts(deps, 'command', { deliver: false });
      expect(result.finished).toBe(true);
      // The run is over, nothing sent yet: the first digest's only subscriber leaves.
      expect(await deleteSavedSearch(db, first!)).toBe(true);
      await sweepOutbox(deps);
      const digests = await db.query<{ saved_search_id: number }>(
        `select saved_search_id::int as saved_search_id from public.email_outbox where kind = 'alert_digest' and saved_search_id = any(string_to_array($1, ',')::int[]) order by saved_search_id`,
        [[first, ...others].join(',')],
      );
      expect(digests.map((d) => Number(d.saved_search_id))).toEqual(others);
    });
  });

  describe('a saved query nobody saves any more', () => {
    it('leaves the index at the next run, and not while one of its searches is still saved', async () => {
      const at = new Date('2050-02-01T11:00:00Z');
      const queries = ['search=zephyrquill', 'search=zephyrquill', 'search=zephyrquill&sortBy=rating'].map((q) => parseSavedQuery(q)!);
      const [a, b, rated] = await saveConfirmed(db, queries, at, 'orphan');
      const indexed = async () =>
        (await db.query<{ query: string }>("select query from public.alert_queries where query like '%zephyrquill%' order by query")).map((r) => r.query);
      const run = async (day: number) => {
        const until = new Date(at.getTime() + day * 86_400_000);
        expect((await runAlerts({ db, env: ENV, now: () => until }, 'command', { deliver: false })).finished).toBe(true);
      };
      const both = await indexed();
      expect(both).toHaveLength(2);
      expect(await deleteSavedSearch(db, rated!)).toBe(true);
      expect(await deleteSavedSearch(db, a!)).toBe(true);
      await run(1);
      expect(await indexed()).toEqual(both.filter((q) => !q.includes('rating')));
      expect(await deleteSavedSearch(db, b!)).toBe(true);
      await run(2);
      expect(await indexed()).toEqual([]);
    });
  });
});

/**
 * The alert run's SQL (src/server/alerts/run.ts): the run's row, the set-based match of the
 * window's newly published businesses against the percolator index of distinct saved queries
 * (./alert-queries.ts), the digests ranked once per (query, window) and written once each
 * (their subscribers' messages are written when they are sent, ./alert-digests.ts), and the
 * batches that tell the subscribers of queries that no longer validate.
 *
 * A daily search's window is (greatest(its confirmation, the last finished run), until]; a
 * weekly search is due on its weekday and its window starts at the last finished run of that
 * weekday (runs are read up to this run's `until` only). A finished run therefore moves every
 * search's window on without writing to it: the run costs the (new business, matching query)
 * pairs and the digests it queues, not the searches waiting.
 */
import { ALERT_LIMITS } from '../../domain/alerts';
import { CATEGORY_VALUES, categoryLabel } from '../../domain/catalog';
import { SITE_TIME_ZONE, isoDay } from '../../domain/dates';
import { EARTH_RADIUS_MILES } from '../../domain/geo';
import type { Locale } from '../../i18n/locale';
import type { Queryable } from '../db/client';
import { BAYESIAN_RATING_SQL } from './business-search';

/** An alert run as the job reads it. */
export interface AlertRunRow {
  id: number;
  until: Date;
  weekday: number;
  matchedAt: Date | null;
  /** The last new business matched (the match goes a chunk of businesses at a time). */
  matchCursor: number;
  /** The messages of the digests the run has written (counted when the match ends). */
  emails: number;
}

type RawRun = {
  id: number;
  until: Date | string;
  weekday: number;
  matched_at: Date | string | null;
  match_cursor: number;
  emails: number;
};
const toRun = (row: RawRun): AlertRunRow => ({
  id: Number(row.id),
  until: new Date(row.until),
  weekday: Number(row.weekday),
  matchedAt: row.matched_at ? new Date(row.matched_at) : null,
  matchCursor: Number(row.match_cursor),
  emails: Number(row.emails),
});
const RUN_COLUMNS = 'id::int as id, until, weekday::int as weekday, matched_at, match_cursor::int as match_cursor, emails::int as emails';

/** The run not finished yet, if any (at most one: a unique index), locked for this transaction when `lock`. */
export async function openAlertRun(db: Queryable, lock = false): Promise<AlertRunRow | null> {
  const [row] = await db.query<RawRun>(`select ${RUN_COLUMNS} from public.alert_runs where finished_at is null${lock ? ' for update' : ''}`);
  return row ? toRun(row) : null;
}

/** Opens a run up to `until` (null when another call opened one first). */
export async function startAlertRun(db: Queryable, until: Date, trigger: string): Promise<AlertRunRow | null> {
  const [row] = await db.query<RawRun>(
    `insert into public.alert_runs (ran_at, until, trigger, searches, emails, weekday)
     values ($1, $1, $2, 0, 0, extract(dow from $1::timestamptz at time zone $3)::smallint)
     on conflict do nothing returning ${RUN_COLUMNS}`,
    [until.toISOString(), trigger, SITE_TIME_ZONE],
  );
  return row ? toRun(row) : null;
}

const greatCircle = (lat: string, lng: string) =>
  `(case when b.latitude is not null and b.longitude is not null then ${2 * EARTH_RADIUS_MILES} * asin(least(1::float8, sqrt(
    power(sin(radians(b.latitude - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(b.latitude)) * power(sin(radians(b.longitude - ${lng}) / 2), 2)))) end)`;

/**
 * Whether the saved query `q` selects the new business `b`: the rules of
 * src/server/queries/business-search.ts (`$6` is the minute of the week "open now" means).
 */
const SELECTS_SQL = `not q.broken
          and (q.category is null or b.category = q.category)
          and (q.neighborhood is null or b.neighborhood = q.neighborhood)
          and (q.min_rating is null or b.user_rating >= q.min_rating)
          and (q.service_tags is null or b.service_tags @> q.service_tags)
          and (q.languages is null or b.languages @> q.languages)
          and (q.open_minute is null or b.open_week @> q.open_minute)
          and (not q.open_now or b.open_week @> $6::int)
          and (q.area is null or b.geo <@ q.area)
          and (q.radius is null or (b.geo <@ q.radius_box and ${greatCircle('q.place_lat', 'q.place_lng')} <= q.radius))
          and (q.tsq is null or b.search @@ q.tsq)`;

/**
 * The match, one chunk of new businesses per call: every (distinct saved query, business
 * first published in the run's widest window) pair that the query selects, found set-wise: a
 * new business reaches its candidate queries through one index each (its lexemes' prefixes
 * against the text anchors, its category and neighborhood, its category, its neighborhood,
 * its point against the areas; queries with none of these are candidates of every new
 * business), then the query's whole filter (the rules of
 * src/server/queries/business-search.ts) decides. A query is matched once however many
 * people saved it. One call matches the next `chunk` new businesses (by id, after the run's
 * match cursor) and moves the cursor; the call that finds none left finishes the match
 * ({@link finishMatch}) and answers true. `openNowMinute` is the minute of the week "open
 * now" means.
 */
export async function matchAlertRun(db: Queryable, run: AlertRunRow, openNowMinute: number, chunk: number): Promise<boolean> {
  const until = run.until.toISOString();
  const windows = await runWindows(db, run);
  const [edge] = windows.lo
    ? await db.query<{ last: number | null }>(
        `select max(id)::int as last from (select b.id from public.businesses b
          where b.status = 'published' and b.published_at > $1::timestamptz and b.published_at <= $2::timestamptz and b.id > $3
          order by b.id limit $4) f`,
        [windows.lo, until, run.matchCursor, chunk],
      )
    : [];
  if (!windows.lo || edge?.last === null || edge?.last === undefined) {
    await finishMatch(db, run, windows);
    return true;
  }
  const last = Number(edge.last);
  // The prefixes' row estimate is far too high (unnest, generate_series): compiling the plan would cost more than running it.
  await db.query('set local jit = off');
  const [inserted] = await db.query<{ n: number }>(
    `with fresh as materialized (
       -- the tags a search filters on: what the business says, the credentials staff recorded
       -- that are current on the run's day, and 'verified' when staff verified it
       select b.id, b.category, b.neighborhood, b.geo, b.search, b.published_at, b.user_rating, b.languages, b.open_week, b.latitude, b.longitude,
              b.service_tags || array(select cr.kind from public.business_credentials cr
                                       where cr.business_id = b.id and cr.status = 'approved' and cr.expires_on >= $7::date)
                || case when b.is_verified then array['verified'] else '{}'::text[] end as service_tags
         from public.businesses b
        where b.status = 'published' and b.published_at > $2::timestamptz and b.published_at <= $3::timestamptz
          and b.id > $4 and b.id <= $5
     ),
     -- every prefix of every lexeme of each new business, probed against the text anchors in one join
     prefixes as materialized (
       select distinct f.id as bid, f.category, f.neighborhood, left(l, n) as prefix from fresh f, unnest(tsvector_to_array(f.search)) as l, generate_series(1, length(l)) as n
     ),
     -- a query's candidates come through its probe, each probe's rows straight to the query's
     -- whole filter; only the text probe (several anchors a query) can find a pair twice
     text_candidates as (
       select distinct x.query_id as qid, p.bid from prefixes p
         join public.alert_query_anchors x on x.anchor = p.prefix and (x.category is null or x.category = p.category)
          and (x.neighborhood is null or x.neighborhood = p.neighborhood)
     ),
     found as (
       insert into public.alert_run_pairs (run_id, query_id, business_id, published_at)
       select $1::int, q.id, b.id, b.published_at
         from text_candidates c join public.alert_queries q on q.id = c.qid join fresh b on b.id = c.bid
        where ${SELECTS_SQL}
       union all
       select $1::int, q.id, b.id, b.published_at from fresh b
         join public.alert_queries q on q.probe = 'category_neighborhood' and q.category = b.category and q.neighborhood = b.neighborhood
        where ${SELECTS_SQL}
       union all
       select $1::int, q.id, b.id, b.published_at from fresh b join public.alert_queries q on q.probe = 'category' and q.category = b.category
        where ${SELECTS_SQL}
       union all
       select $1::int, q.id, b.id, b.published_at from fresh b join public.alert_queries q on q.probe = 'neighborhood' and q.neighborhood = b.neighborhood
        where ${SELECTS_SQL}
       union all
       select $1::int, q.id, b.id, b.published_at from fresh b
         join public.alert_queries q on q.probe = 'area' and coalesce(q.radius_box, q.area) && box(b.geo, b.geo)
        where b.geo is not null and ${SELECTS_SQL}
       union all
       select $1::int, q.id, b.id, b.published_at from fresh b cross join public.alert_queries q where q.probe = 'all' and ${SELECTS_SQL}
       returning 1
     )
     select count(*)::int as n from found`,
    [run.id, windows.lo, until, run.matchCursor, last, openNowMinute, isoDay(run.until)],
  );
  await db.query('update public.alert_runs set match_cursor = $2, matched = matched + $3 where id = $1', [run.id, last, Number(inserted?.n ?? 0)]);
  return false;
}

/**
 * Where the run's windows start: a daily search's after its confirmation and the last
 * finished run (`daily`), a weekly one's after its confirmation and the last finished run of its
 * weekday (`weekly`); null when there was no such run. `lo` is the earliest start of any due
 * search (null when none is due).
 */
async function runWindows(db: Queryable, run: AlertRunRow): Promise<{ daily: string | null; weekly: string | null; lo: string | null }> {
  // The earliest confirmation of each frequency is the first entry of its due-set index.
  const [bounds] = await db.query<{ daily_from: string | null; weekly_from: string | null; lo: string | null }>(
    `with f as (
       select (select max(until) from public.alert_runs where finished_at is not null and until <= $2) as daily_run,
              (select max(until) from public.alert_runs where finished_at is not null and weekday = $1 and until <= $2) as weekly_run,
              (select high_water_at from public.saved_searches where status = 'confirmed' and frequency = 'daily' order by high_water_at limit 1) as daily_hw,
              (select high_water_at from public.saved_searches where status = 'confirmed' and frequency = 'weekly' and due_weekday = $1
                order by high_water_at limit 1) as weekly_hw)
     select daily_run as daily_from, weekly_run as weekly_from,
            least(greatest(daily_run, daily_hw), greatest(weekly_run, weekly_hw)) as lo from f`,
    [run.weekday, run.until.toISOString()],
  );
  const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);
  return { daily: iso(bounds?.daily_from), weekly: iso(bounds?.weekly_from), lo: iso(bounds?.lo) };
}

/** The categories' labels, as the digest shows them (categoryLabel of src/domain/catalog.ts). */
const CATEGORY_LABELS = JSON.stringify(Object.fromEntries(CATEGORY_VALUES.map((value) => [value, categoryLabel(value)])));

/**
 * The order of a digest's businesses: the search's own for the query's sort
 * (./business-search.ts): nearest first (the plane distance the search's index orders by)
 * from its place; highest rated; most reviews; relevance: names matching more of the words
 * first (text), then the review-weighted rating. Name and id break ties.
 */
const DIGEST_ORDER_SQL = `
  case when q.sort_by = 'distance' and q.place_x is not null then b.geo <-> point(q.place_x, q.place_y) end asc nulls last,
  case q.sort_by when 'rating' then b.user_rating when 'reviews' then b.review_count::numeric end desc,
  case q.sort_by when 'rating' then b.review_count::numeric when 'reviews' then b.user_rating end desc,
  case when q.sort_by in ('rating', 'reviews') or (q.sort_by = 'distance' and q.place_x is not null) then null
       else (select count(*) from unnest(q.name_tsqs) as t(tsq) where b.search @@ t.tsq) end desc,
  case when q.sort_by in ('rating', 'reviews') or (q.sort_by = 'distance' and q.place_x is not null) then null else ${BAYESIAN_RATING_SQL} end desc,
  b.business_name, b.id`;

/**
 * A query no longer validates when it was indexed so (its place gone), or its category was
 * retired or its neighborhood unpublished since (`categories`: the parameter holding the
 * current categories, comma-separated).
 */
const brokenSql = (categories: string) => `(q.broken or (q.category is not null and not (q.category = any(string_to_array(${categories}, ','))))
  or (q.neighborhood is not null and q.neighborhood not in (select n.slug from public.neighborhoods n where n.published)))`;

/**
 * Whether a saved search `s` is due in the run and which window it is in: a daily search's
 * starts after the later of its confirmation and `daily` (the last finished run), a weekly
 * one's after the later of its confirmation and `weekly` (the last finished run of its
 * weekday, `weekday`).
 */
const dueSql = (until: string, weekday: string) =>
  `s.status = 'confirmed' and s.broken_at is null and s.high_water_at < ${until} and (s.frequency = 'daily' or s.due_weekday = ${weekday})`;
const windowSql = (daily: string, weekly: string) =>
  `greatest(s.high_water_at, case when s.frequency = 'daily' then ${daily}::timestamptz else ${weekly}::timestamptz end)`;

/**
 * The end of the match, in the call that found no new business left: each (query, window)
 * that has a due subscriber and something new in it gets its digest in `alert_digests`,
 * ranked once for all its subscribers, with the query's wording and link and the due saved
 * searches it goes to (their ids, read from the due-set index, not written a row each); the
 * run's `emails` counts their messages. The due subscribers of queries that no longer
 * validate (not told yet) go to `alert_run_matches`. Most subscribers share the window that
 * starts at the last run (one index probe per matched query finds whether it has any); those
 * confirmed since then have their own. The digests' messages are written when they are sent
 * (./alert-digests.ts).
 */
async function finishMatch(db: Queryable, run: AlertRunRow, windows: { daily: string | null; weekly: string | null }): Promise<void> {
  const until = run.until.toISOString();
  // The digests' ranking sorts every (query, window, business) row at once: in memory, not spilled.
  await db.query('set local jit = off');
  await db.query(`set local work_mem = '64MB'`);
  // The pairs were all written by this run: without their count the planner takes them for a
  // few hundred and looks each one's query and business up apart.
  await db.query('analyze public.alert_run_pairs');
  await db.query(
    `with recursive
     -- the queries' distinct categories and neighborhoods, one index probe each (not a scan of every query)
     categories as (
       select min(category) as value from public.alert_queries
       union all
       select (select min(q.category) from public.alert_queries q where q.category > c.value) from categories c where c.value is not null
     ),
     neighborhoods as (
       select min(neighborhood) as value from public.alert_queries
       union all
       select (select min(q.neighborhood) from public.alert_queries q where q.neighborhood > n.value) from neighborhoods n where n.value is not null
     ),
     broken as (
       select q.id from public.alert_queries q where q.broken
       union
       select q.id from categories c join public.alert_queries q on q.category = c.value where not (c.value = any(string_to_array($3, ',')))
       union
       select q.id from neighborhoods n join public.alert_queries q on q.neighborhood = n.value
        where n.value not in (select p.slug from public.neighborhoods p where p.published)
     )
     insert into public.alert_run_matches (run_id, saved_search_id, query_id, broken)
     select $1, s.id, s.query_id, true
       from broken q
       cross join lateral (select s.id, s.query_id from public.saved_searches s
                            where s.query_id = q.id and s.status = 'confirmed' and s.broken_at is null and s.high_water_at <= $2 offset 0) s`,
    [run.id, until, CATEGORY_VALUES.join(',')],
  );
  await db.query(
    `with matched as materialized (
       -- the matched queries' rows, each read by its key (offset 0: a lookup each, not the whole index)
       select m.query_id, m.newest, q.sort_by, q.place_x, q.place_y, q.name_tsqs, q.label, q.label_es, q.subject_label, q.subject_label_es, q.results_href
         from (select x.query_id, max(x.published_at) as newest from public.alert_run_pairs x where x.run_id = $1 group by x.query_id) m
         cross join lateral (select q.* from public.alert_queries q where q.id = m.query_id and not ${brokenSql('$7')} offset 0) q
     ),
     -- the due subscribers of the matched queries, read once (not written) through each query's
     -- index entries: who is in each window with something new
     windows as materialized (
       select m.query_id, s.window_from, count(*)::int as subscribers, array_agg(s.id order by s.id) as saved_search_ids
         from matched m
         cross join lateral (
           select s.id, ${windowSql('$3', '$4')} as window_from from public.saved_searches s
            where s.query_id = m.query_id and ${dueSql('$2', '$5')} offset 0
         ) s
        where m.newest > s.window_from
        group by m.query_id, s.window_from
     ),
     ranked as (
       select r.query_id, r.window_from, count(*)::int as total,
              jsonb_agg(jsonb_build_object('businessName', r.business_name, 'slug', r.slug, 'categoryLabel', coalesce($8::text::jsonb ->> r.category, r.category),
                                           'category', r.category, 'neighborhood', r.neighborhood) order by r.rank) filter (where r.rank <= $6) as businesses
         from (
           select g.query_id, g.window_from, b.business_name, b.slug, b.category, b.neighborhood,
                  row_number() over (partition by g.query_id, g.window_from order by ${DIGEST_ORDER_SQL}) as rank
             from windows g
             join matched q on q.query_id = g.query_id
             join public.alert_run_pairs x on x.run_id = $1 and x.query_id = g.query_id and x.published_at > g.window_from
             join public.businesses b on b.id = x.business_id
         ) r
        group by r.query_id, r.window_from
     ),
     written as (
       insert into public.alert_digests (run_id, query_id, window_from, total, businesses, label, label_es, subject_label, subject_label_es, results_href,
                                         saved_search_ids, created_at)
       select $1, k.query_id, k.window_from, k.total, k.businesses, q.label, q.label_es, q.subject_label, q.subject_label_es, q.results_href,
              g.saved_search_ids, $9::timestamptz
         from ranked k
         join windows g on g.query_id = k.query_id and g.window_from = k.window_from
         join matched q on q.query_id = k.query_id
        order by k.query_id, k.window_from
       returning cardinality(saved_search_ids) as subscribers
     )
     update public.alert_runs set matched_at = $10, emails = emails + (select coalesce(sum(subscribers), 0) from written) where id = $1`,
    [
      run.id,
      until,
      windows.daily,
      windows.weekly,
      run.weekday,
      ALERT_LIMITS.digestSize,
      CATEGORY_VALUES.join(','),
      CATEGORY_LABELS,
      until,
      new Date().toISOString(),
    ],
  );
}

/**
 * The run's next batch of the subscribers whose query no longer validates (at most `size`),
 * taken off the run: the caller tells them, then {@link markBroken}, in the same transaction.
 * Empty when none is left.
 */
export async function takeBrokenBatch(
  db: Queryable,
  run: AlertRunRow,
  size: number,
): Promise<Array<{ id: number; email: string; query: string; locale: Locale }>> {
  const taken = await db.query<{ id: number; email: string | null; query: string | null; locale: Locale | null }>(
    `with batch as (
       select saved_search_id from public.alert_run_matches where run_id = $1 and broken order by saved_search_id limit $2
     ),
     taken as (
       delete from public.alert_run_matches m where m.run_id = $1 and m.broken and m.saved_search_id in (select saved_search_id from batch)
       returning m.saved_search_id
     )
     select t.saved_search_id::int as id, a.email, s.query, s.locale from taken t
       left join public.saved_searches s on s.id = t.saved_search_id and s.broken_at is null
       left join public.alert_addresses a on a.id = s.address_id`,
    [run.id, size],
  );
  return taken
    .filter((row) => row.email !== null && row.query !== null)
    .map((row) => ({ id: Number(row.id), email: row.email!, query: row.query!, locale: row.locale ?? 'en' }))
    .sort((a, b) => a.id - b.id);
}

/** Marks these saved searches' subscribers told that their query no longer works. */
export async function markBroken(db: Queryable, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length)
    await db.query("update public.saved_searches set broken_at = $2 where id = any(string_to_array($1, ',')::int[])", [ids.join(','), at.toISOString()]);
}

/** Finishes the run: how many due searches it served; its working rows and the queries nobody saves any more (of those that lost a search since the last run) are dropped. */
export async function finishAlertRun(db: Queryable, run: AlertRunRow, now: Date): Promise<{ searches: number; emails: number }> {
  // Counted in the due-set indexes alone (the query is in them), less the subscribers of
  // queries that no longer validate (few).
  const [row] = await db.query<{ searches: number; emails: number }>(
    `update public.alert_runs r set finished_at = $2,
            searches = (select count(*)::int from public.saved_searches s
                         where s.status = 'confirmed' and s.frequency = 'daily' and s.high_water_at <= r.until and s.query_id is not null)
                     + (select count(*)::int from public.saved_searches s
                         where s.status = 'confirmed' and s.frequency = 'weekly' and s.due_weekday = r.weekday and s.high_water_at <= r.until and s.query_id is not null)
                     - (select count(*)::int from public.alert_queries q join public.saved_searches s on s.query_id = q.id
                         where q.broken and s.status = 'confirmed' and s.high_water_at <= r.until and (s.frequency = 'daily' or s.due_weekday = r.weekday))
      where r.id = $1 returning searches, emails`,
    [run.id, now.toISOString()],
  );
  await db.query('delete from public.alert_run_pairs where run_id = $1', [run.id]);
  await db.query('delete from public.alert_run_matches where run_id = $1', [run.id]);
  // Only a query that lost a confirmed search since the last run can have none left (a
  // trigger on saved_searches notes it); only a confirmed search points at a query
  // (confirming indexes it).
  await db.query(
    `with left_by as (delete from public.alert_queries_left returning query_id)
     delete from public.alert_queries q using left_by l
      where q.id = l.query_id and not exists (select 1 from public.saved_searches s where s.query_id = q.id and s.status = 'confirmed')`,
  );
  return { searches: Number(row?.searches ?? 0), emails: Number(row?.emails ?? 0) };
}

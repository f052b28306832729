/**
 * The alert run's SQL (src/server/alerts/run.ts): the run's row, the set-based match of the
 * window's newly published businesses against the percolator index of distinct saved queries
 * (./alert-queries.ts), the digests ranked once per (query, window), and the batches
 * that queue them for the subscribers.
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
  /** The last subscriber queued: its digest's query and window, and its saved search (the batches go in that order). */
  cursor: { query: number; window: Date | null; search: number };
}

type RawRun = {
  id: number;
  until: Date | string;
  weekday: number;
  matched_at: Date | string | null;
  match_cursor: number;
  cursor: number;
  cursor_query: number;
  cursor_window: Date | string | null;
};
const toRun = (row: RawRun): AlertRunRow => ({
  id: Number(row.id),
  until: new Date(row.until),
  weekday: Number(row.weekday),
  matchedAt: row.matched_at ? new Date(row.matched_at) : null,
  matchCursor: Number(row.match_cursor),
  cursor: { query: Number(row.cursor_query), window: row.cursor_window ? new Date(row.cursor_window) : null, search: Number(row.cursor) },
});
const RUN_COLUMNS =
  'id::int as id, until, weekday::int as weekday, matched_at, match_cursor::int as match_cursor, cursor::int as cursor, cursor_query::int as cursor_query, cursor_window';

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
       select distinct f.id as bid, left(l, n) as prefix from fresh f, unnest(tsvector_to_array(f.search)) as l, generate_series(1, length(l)) as n
     ),
     -- each query has one probe: only the text probe (several anchors a query) can find a pair twice
     candidates as (
       select distinct x.query_id as qid, p.bid from prefixes p join public.alert_query_anchors x on x.anchor = p.prefix
       union all
       select q.id, f.id from fresh f
         join public.alert_queries q on q.probe = 'category_neighborhood' and q.category = f.category and q.neighborhood = f.neighborhood
       union all
       select q.id, f.id from fresh f join public.alert_queries q on q.probe = 'category' and q.category = f.category
       union all
       select q.id, f.id from fresh f join public.alert_queries q on q.probe = 'neighborhood' and q.neighborhood = f.neighborhood
       union all
       select q.id, f.id from fresh f
         join public.alert_queries q on q.probe = 'area' and coalesce(q.radius_box, q.area) && box(f.geo, f.geo)
        where f.geo is not null
       union all
       select q.id, f.id from fresh f cross join public.alert_queries q where q.probe = 'all'
     ),
     found as (
       insert into public.alert_run_pairs (run_id, query_id, business_id, published_at)
       select $1, q.id, b.id, b.published_at
         from candidates c
         join public.alert_queries q on q.id = c.qid
         join fresh b on b.id = c.bid
        where not q.broken
          and (q.category is null or b.category = q.category)
          and (q.neighborhood is null or b.neighborhood = q.neighborhood)
          and (q.min_rating is null or b.user_rating >= q.min_rating)
          and (q.service_tags is null or b.service_tags @> q.service_tags)
          and (q.languages is null or b.languages @> q.languages)
          and (q.open_minute is null or b.open_week @> q.open_minute)
          and (not q.open_now or b.open_week @> $6::int)
          and (q.area is null or b.geo <@ q.area)
          and (q.radius is null or (b.geo <@ q.radius_box and ${greatCircle('q.place_lat', 'q.place_lng')} <= q.radius))
          and (q.tsq is null or b.search @@ q.tsq)
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
 * that has a due subscriber and something new in it gets its digest in `alert_run_digests`,
 * ranked once for all its subscribers, and the due subscribers of queries that no longer
 * validate (not told yet) go to `alert_run_matches`. Nothing is written per subscriber who
 * gets a digest: most share the window that starts at the last run (one index probe per
 * matched query finds whether it has any), and those confirmed since then, who have their own,
 * are read from the due-set index from that run on; the batches read the subscribers
 * ({@link queueRunBatch}).
 */
async function finishMatch(db: Queryable, run: AlertRunRow, windows: { daily: string | null; weekly: string | null }): Promise<void> {
  const until = run.until.toISOString();
  // The digests' ranking sorts every (query, window, business) row at once: in memory, not spilled.
  await db.query('set local jit = off');
  await db.query(`set local work_mem = '64MB'`);
  await db.query(
    `insert into public.alert_run_matches (run_id, saved_search_id, query_id, broken)
     select $1, s.id, s.query_id, true
       from (select q.id from public.alert_queries q where ${brokenSql('$3')}) q
       join public.saved_searches s on s.query_id = q.id and s.status = 'confirmed'
      where s.broken_at is null and s.high_water_at <= $2`,
    [run.id, until, CATEGORY_VALUES.join(',')],
  );
  await db.query(
    `with matched as materialized (
       select x.query_id, max(x.published_at) as newest from public.alert_run_pairs x join public.alert_queries q on q.id = x.query_id
        where x.run_id = $1 and not ${brokenSql('$7')}
        group by x.query_id
     ),
     -- the due subscribers of the matched queries, read once (not written): how many are in each window with something new
     windows as (
       select s.query_id, w.window_from, count(*)::int as subscribers
         from matched m
         join public.saved_searches s on s.query_id = m.query_id
         cross join lateral (select ${windowSql('$3', '$4')} as window_from) w
        where ${dueSql('$2', '$5')} and m.newest > w.window_from
        group by s.query_id, w.window_from
     )
     insert into public.alert_run_digests (run_id, query_id, window_from, subscribers, total, businesses)
     select $1, r.query_id, r.window_from, r.subscribers, count(*)::int,
            jsonb_agg(jsonb_build_object('businessName', r.business_name, 'slug', r.slug, 'categoryLabel', coalesce($8::text::jsonb ->> r.category, r.category),
                                         'category', r.category, 'neighborhood', r.neighborhood) order by r.rank) filter (where r.rank <= $6)
       from (
         select g.query_id, g.window_from, g.subscribers, b.business_name, b.slug, b.category, b.neighborhood,
                row_number() over (partition by g.query_id, g.window_from order by ${DIGEST_ORDER_SQL}) as rank
           from windows g
           join public.alert_queries q on q.id = g.query_id
           join public.alert_run_pairs x on x.run_id = $1 and x.query_id = g.query_id and x.published_at > g.window_from
           join public.businesses b on b.id = x.business_id
       ) r
      group by r.query_id, r.window_from, r.subscribers`,
    [run.id, until, windows.daily, windows.weekly, run.weekday, ALERT_LIMITS.digestSize, CATEGORY_VALUES.join(','), CATEGORY_LABELS],
  );
  await db.query('update public.alert_runs set matched_at = $2 where id = $1', [run.id, new Date().toISOString()]);
}

/** The cursor's saved search once a digest is done: past every id. */
const LAST_SEARCH = 2_147_483_647;

/**
 * Queues the run's next batch (at most `size` messages): first the subscribers whose query
 * no longer validates (answered in `broken`, their rows taken off the run: the caller tells
 * them, then {@link markBroken}, in the same transaction); when none is left, whole digests
 * after the run's cursor in the order (query, window), as many as `size` subscribers hold (a
 * larger digest goes over several batches, by saved search), their subscribers read from
 * saved_searches through the query's index and their digests queued in one INSERT ...
 * SELECT into the outbox (the subject and payload built from the query's index row and its
 * window's digest, as the alert_digest template would), and the run's cursor (query, window,
 * saved search) and counter moved. Answers the queued messages' ids and the batch's last
 * saved search id (null when nothing was left).
 */
export async function queueRunBatch(
  db: Queryable,
  run: AlertRunRow,
  size: number,
  now: Date,
): Promise<{ ids: number[]; broken: Array<{ id: number; email: string; query: string; locale: Locale }>; last: number | null }> {
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
  if (taken.length) {
    return {
      ids: [],
      broken: taken
        .filter((row) => row.email !== null && row.query !== null)
        .map((row) => ({ id: Number(row.id), email: row.email!, query: row.query!, locale: row.locale ?? 'en' }))
        .sort((a, b) => a.id - b.id),
      last: Math.max(...taken.map((row) => Number(row.id))),
    };
  }
  const windows = await runWindows(db, run);
  // One statement: the batch, its digests queued, the run's cursor and counter moved.
  const rows = await db.query<{ kind: 'digest' | 'last'; id: number }>(
    `with chosen as materialized (
       -- whole digests after the cursor up to the batch's size (at least one: a digest larger than
       -- a batch goes over several, by saved search)
       select c.query_id, c.window_from from (
         select d.query_id, d.window_from,
                sum(d.subscribers) over (order by d.query_id, d.window_from rows unbounded preceding) as upto,
                row_number() over (order by d.query_id, d.window_from) as n
           from public.alert_run_digests d
          where d.run_id = $1
            and ((d.query_id, d.window_from) > ($6::int, coalesce($7::timestamptz, '-infinity'))
                 or ((d.query_id, d.window_from) = ($6::int, coalesce($7::timestamptz, '-infinity')) and $8 < ${LAST_SEARCH}))
       ) c
        where c.upto <= $9 or c.n = 1
     ),
     batch as materialized (
       select d.query_id, d.window_from, s.id as saved_search_id, s.address_id, s.locale
         from chosen d
         cross join lateral (
           select s.id, s.address_id, s.locale from public.saved_searches s
            where s.query_id = d.query_id and ${dueSql('$2::timestamptz', '$3')} and ${windowSql('$4', '$5')} = d.window_from
              and ((d.query_id, d.window_from) > ($6::int, coalesce($7::timestamptz, '-infinity')) or s.id > $8)
            order by s.id
            limit $9
         ) s
        order by d.query_id, d.window_from, s.id
        limit $9
     ),
     queued as (
       insert into public.email_outbox (kind, to_address, subject, payload, saved_search_id, created_at, next_attempt_at)
       select 'alert_digest', lower(trim(a.email)),
              case when m.locale = 'es' and q.label_es is not null
                   then d.total || ' ' || case when d.total = 1 then 'negocio nuevo' else 'negocios nuevos' end || ': ' || q.subject_label_es
                   else d.total || ' new ' || case when d.total = 1 then 'business' else 'businesses' end || ' for ' || q.subject_label end,
              jsonb_build_object('savedSearchId', m.saved_search_id, 'total', d.total, 'businesses', d.businesses, 'resultsHref', q.results_href)
                || case when m.locale = 'es' and q.label_es is not null then jsonb_build_object('label', q.label_es, 'locale', 'es')
                        else jsonb_build_object('label', q.label) end,
              m.saved_search_id, $10::timestamptz, $10::timestamptz
         from batch m
         join public.alert_run_digests d on d.run_id = $1 and d.query_id = m.query_id and d.window_from = m.window_from
         join public.alert_addresses a on a.id = m.address_id
         join public.alert_queries q on q.id = m.query_id
       returning id
     ),
     -- the batch's last subscriber; when the chosen digests had none left (unsubscribed since), past the last of them
     last as (
       (select query_id, window_from, saved_search_id from batch order by query_id desc, window_from desc, saved_search_id desc limit 1)
       union all
       (select query_id, window_from, ${LAST_SEARCH} from chosen where not exists (select 1 from batch) order by query_id desc, window_from desc limit 1)
     ),
     moved as (
       update public.alert_runs r set cursor_query = l.query_id, cursor_window = l.window_from, cursor = l.saved_search_id,
              emails = emails + (select count(*) from queued)
         from last l
        where r.id = $1
       returning r.cursor
     )
     select 'digest' as kind, id::int as id from queued
     union all
     select 'last', cursor::int from moved`,
    [
      run.id,
      run.until.toISOString(),
      run.weekday,
      windows.daily,
      windows.weekly,
      run.cursor.query,
      run.cursor.window?.toISOString() ?? null,
      run.cursor.search,
      size,
      now.toISOString(),
    ],
  );
  const last = rows.find((row) => row.kind === 'last');
  return {
    ids: rows
      .filter((row) => row.kind === 'digest')
      .map((row) => Number(row.id))
      .sort((a, b) => a - b),
    broken: [],
    last: last ? Number(last.id) : null,
  };
}

/** Marks these saved searches' subscribers told that their query no longer works. */
export async function markBroken(db: Queryable, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length)
    await db.query("update public.saved_searches set broken_at = $2 where id = any(string_to_array($1, ',')::int[])", [ids.join(','), at.toISOString()]);
}

/** Finishes the run: how many due searches it served; its working rows and the queries nobody saves any more are dropped. */
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
  await db.query('delete from public.alert_run_digests where run_id = $1', [run.id]);
  // Only a confirmed search points at a query (confirming indexes it): the probe is the
  // confirmed searches' index, not a scan of every saved search.
  await db.query(
    "delete from public.alert_queries q where not exists (select 1 from public.saved_searches s where s.query_id = q.id and s.status = 'confirmed')",
  );
  return { searches: Number(row?.searches ?? 0), emails: Number(row?.emails ?? 0) };
}

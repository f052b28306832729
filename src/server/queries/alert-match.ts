/**
 * The alert run's SQL (src/server/alerts/run.ts): the run's row, the one set-based match of
 * the window's newly published businesses against the percolator index
 * (./saved-search-index.ts), and the digests of a batch of matched searches.
 *
 * A daily search's window is (greatest(its high-water mark, the last finished run), until];
 * a weekly search is due on its weekday and its window starts at the last finished run of
 * that weekday (runs are read up to this run's `until` only). A finished run therefore moves every unmatched search's window on without
 * writing to it: the run costs the (new business, matching search) pairs, not the searches.
 */
import { ALERT_LIMITS } from '../../domain/alerts';
import { CATEGORY_VALUES } from '../../domain/catalog';
import { SITE_TIME_ZONE } from '../../domain/dates';
import { EARTH_RADIUS_MILES } from '../../domain/geo';
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
  cursor: number;
}

type RawRun = { id: number; until: Date | string; weekday: number; matched_at: Date | string | null; match_cursor: number; cursor: number };
const toRun = (row: RawRun): AlertRunRow => ({
  id: Number(row.id),
  until: new Date(row.until),
  weekday: Number(row.weekday),
  matchedAt: row.matched_at ? new Date(row.matched_at) : null,
  matchCursor: Number(row.match_cursor),
  cursor: Number(row.cursor),
});
const RUN_COLUMNS = 'id::int as id, until, weekday::int as weekday, matched_at, match_cursor::int as match_cursor, cursor::int as cursor';

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
 * The match: every (due saved search, business first published in its window) pair that its
 * query selects, found set-wise: a new business reaches its candidate searches through one
 * index each (its lexemes' prefixes against the text anchors, its category, its
 * neighborhood, its point against the areas; searches with none of these are candidates of
 * every new business), then the search's whole filter (the rules of
 * src/server/queries/business-search.ts) decides. One call matches the next `chunk` new
 * businesses (by id, after the run's match cursor) and moves the cursor; the call that finds
 * none left also records, once, each due search whose query no longer validates, and marks
 * the run matched (true). `openNowMinute` is the minute of the week "open now" means.
 */
export async function matchAlertRun(db: Queryable, run: AlertRunRow, openNowMinute: number, chunk: number): Promise<boolean> {
  const until = run.until.toISOString();
  const [bounds] = await db.query<{ daily_from: string | null; weekly_from: string | null; lo: string | null }>(
    `with f as (
       select (select max(until) from public.alert_runs where finished_at is not null and until <= $2) as daily_run,
              (select max(until) from public.alert_runs where finished_at is not null and weekday = $1 and until <= $2) as weekly_run,
              (select min(high_water_at) from public.saved_searches where status = 'confirmed' and frequency = 'daily') as daily_hw,
              (select min(high_water_at) from public.saved_searches where status = 'confirmed' and frequency = 'weekly') as weekly_hw)
     select daily_run as daily_from, weekly_run as weekly_from,
            least(greatest(daily_run, daily_hw), greatest(weekly_run, weekly_hw)) as lo from f`,
    [run.weekday, run.until.toISOString()],
  );
  // No finished run yet: null, which greatest() below leaves out.
  const dailyFrom = bounds?.daily_from ? new Date(bounds.daily_from).toISOString() : null;
  const weeklyFrom = bounds?.weekly_from ? new Date(bounds.weekly_from).toISOString() : null;
  const lo = bounds?.lo ? new Date(bounds.lo).toISOString() : null;
  const [edge] = lo
    ? await db.query<{ last: number | null }>(
        `select max(id)::int as last from (select b.id from public.businesses b
          where b.status = 'published' and b.published_at > $1::timestamptz and b.published_at <= $2::timestamptz and b.id > $3
          order by b.id limit $4) f`,
        [lo, until, run.matchCursor, chunk],
      )
    : [];
  if (lo && edge?.last !== null && edge?.last !== undefined) {
    const last = Number(edge.last);
    // The chunk's candidates are hashed and joined in memory rather than spilled to disk.
    await db.query(`set local work_mem = '64MB'`);
    const [inserted] = await db.query<{ n: number }>(
      `with fresh as materialized (
         select b.id, b.category, b.neighborhood, b.geo, b.search, b.published_at, b.user_rating, b.service_tags, b.open_week, b.latitude, b.longitude
           from public.businesses b
          where b.status = 'published' and b.published_at > $2::timestamptz and b.published_at <= $3::timestamptz
            and b.id > $8 and b.id <= $9
       ),
       -- each search has one probe: only the text probe (several anchors a search) can find a pair twice
       candidates as (
         select distinct x.saved_search_id as sid, f.id as bid from fresh f
           cross join lateral (select distinct left(l, n) as prefix from unnest(tsvector_to_array(f.search)) as l, generate_series(1, length(l)) as n) p
           join public.saved_search_anchors x on x.anchor = p.prefix
         union all
         select k.saved_search_id, f.id from fresh f
           join public.saved_search_keys k on k.probe = 'category_neighborhood' and k.category = f.category and k.neighborhood = f.neighborhood
         union all
         select k.saved_search_id, f.id from fresh f join public.saved_search_keys k on k.probe = 'category' and k.category = f.category
         union all
         select k.saved_search_id, f.id from fresh f join public.saved_search_keys k on k.probe = 'neighborhood' and k.neighborhood = f.neighborhood
         union all
         select k.saved_search_id, f.id from fresh f
           join public.saved_search_keys k on k.probe = 'area' and coalesce(k.radius_box, k.area) && box(f.geo, f.geo)
          where f.geo is not null
         union all
         select k.saved_search_id, f.id from fresh f cross join public.saved_search_keys k where k.probe = 'all'
       ),
       found as (
         insert into public.alert_run_matches (run_id, saved_search_id, business_id)
         select $1, c.sid, b.id
           from candidates c
           join public.saved_search_keys k on k.saved_search_id = c.sid
           join public.saved_searches s on s.id = c.sid and s.status = 'confirmed'
           join fresh b on b.id = c.bid
          where not k.broken
            and (s.frequency = 'daily' or k.weekday = $6)
            and b.published_at > greatest(s.high_water_at, case when s.frequency = 'daily' then $4::timestamptz else $5::timestamptz end)
            and (k.category is null or b.category = k.category)
            and (k.neighborhood is null or b.neighborhood = k.neighborhood)
            and (k.min_rating is null or b.user_rating >= k.min_rating)
            and (k.service_tags is null or b.service_tags @> k.service_tags)
            and (k.open_minute is null or b.open_week @> k.open_minute)
            and (not k.open_now or b.open_week @> $7::int)
            and (k.area is null or b.geo <@ k.area)
            and (k.radius is null or (b.geo <@ k.radius_box and ${greatCircle('k.place_lat', 'k.place_lng')} <= k.radius))
            and (k.tsq is null or b.search @@ k.tsq)
         returning 1
       )
       select count(*)::int as n from found`,
      [run.id, lo, until, dailyFrom, weeklyFrom, run.weekday, openNowMinute, run.matchCursor, last],
    );
    await db.query('update public.alert_runs set match_cursor = $2, matched = matched + $3 where id = $1', [run.id, last, Number(inserted?.n ?? 0)]);
    return false;
  }
  await db.query(
    `insert into public.alert_run_matches (run_id, saved_search_id, business_id)
     select $1, s.id, null from public.saved_searches s join public.saved_search_keys k on k.saved_search_id = s.id
      where s.status = 'confirmed' and s.broken_at is null and s.high_water_at <= $2
        and (k.broken or (k.category is not null and k.category <> all(string_to_array($3, ',')))
             or (k.neighborhood is not null and not exists (select 1 from public.neighborhoods n where n.published and n.slug = k.neighborhood)))`,
    [run.id, until, CATEGORY_VALUES.join(',')],
  );
  await db.query('update public.alert_runs set matched_at = $2 where id = $1', [run.id, new Date().toISOString()]);
  // The batches read the pairs by search: the planner needs to know how many there are now.
  await db.query('analyze public.alert_run_matches');
  return true;
}

/** A matched search of a batch: its digest's first businesses (in the search's order) and how many there are. */
export interface BatchDigest {
  id: number;
  email: string;
  query: string;
  total: number;
  businesses: Array<{ businessName: string; slug: string; category: string; neighborhood: string | null }>;
}

/**
 * The next batch of the run's matched searches after its cursor (at most `size`), each with
 * its first {@link ALERT_LIMITS.digestSize} new businesses in the search's sort (relevance:
 * the review-weighted rating; rating; reviews; distance from its place), and the batch's
 * searches to tell their query no longer works. `last` is the batch's last search id.
 */
export async function readRunBatch(
  db: Queryable,
  run: AlertRunRow,
  size: number,
): Promise<{ digests: BatchDigest[]; broken: Array<{ id: number; email: string; query: string }>; last: number | null }> {
  const [edge] = await db.query<{ last: number | null }>(
    `select max(sid)::int as last from (select distinct saved_search_id as sid from public.alert_run_matches
      where run_id = $1 and saved_search_id > $2 order by 1 limit $3) p`,
    [run.id, run.cursor, size],
  );
  const last = edge?.last === null || edge?.last === undefined ? null : Number(edge.last);
  if (last === null) return { digests: [], broken: [], last: null };
  const until = run.until.toISOString();
  const digests = await db.query<{ id: number; email: string; query: string; total: number; businesses: BatchDigest['businesses'] | string }>(
    `with ranked as (
       select m.saved_search_id as sid, b.business_name, b.slug, b.category, b.neighborhood,
              row_number() over (partition by m.saved_search_id order by
                case k.sort_by when 'rating' then b.user_rating when 'reviews' then b.review_count::numeric end desc nulls last,
                case k.sort_by when 'rating' then b.review_count::numeric when 'reviews' then b.user_rating end desc nulls last,
                case when k.sort_by = 'distance' then ${greatCircle('k.place_lat', 'k.place_lng')} end asc nulls last,
                case when k.sort_by = 'relevance' then ${BAYESIAN_RATING_SQL} end desc nulls last,
                b.business_name, b.id) as rank,
              count(*) over (partition by m.saved_search_id) as total
         from public.alert_run_matches m
         join public.saved_search_keys k on k.saved_search_id = m.saved_search_id
         join public.businesses b on b.id = m.business_id
        where m.run_id = $1 and m.saved_search_id > $2 and m.saved_search_id <= $3
     )
     select r.sid::int as id, a.email, s.query, r.total::int as total,
            jsonb_agg(jsonb_build_object('businessName', r.business_name, 'slug', r.slug, 'category', r.category, 'neighborhood', r.neighborhood) order by r.rank) as businesses
       from ranked r
       join public.saved_searches s on s.id = r.sid and s.status = 'confirmed' and s.high_water_at < $4
       join public.alert_addresses a on a.id = s.address_id
      where r.rank <= $5
      group by r.sid, a.email, s.query, r.total
      order by r.sid`,
    [run.id, run.cursor, last, until, ALERT_LIMITS.digestSize],
  );
  const broken = await db.query<{ id: number; email: string; query: string }>(
    `select s.id::int as id, a.email, s.query from public.alert_run_matches m
       join public.saved_searches s on s.id = m.saved_search_id and s.broken_at is null
       join public.alert_addresses a on a.id = s.address_id
      where m.run_id = $1 and m.saved_search_id > $2 and m.saved_search_id <= $3 and m.business_id is null
      order by s.id`,
    [run.id, run.cursor, last],
  );
  return {
    digests: digests.map((row) => ({
      ...row,
      id: Number(row.id),
      total: Number(row.total),
      businesses: typeof row.businesses === 'string' ? JSON.parse(row.businesses) : row.businesses,
    })),
    broken: broken.map((row) => ({ ...row, id: Number(row.id) })),
    last,
  };
}

/**
 * Records a batch: the digests' searches move their high-water mark to the run's `until`
 * (counting a sent alert), the broken ones are marked told, the run's cursor and counters move.
 */
export async function recordRunBatch(db: Queryable, run: AlertRunRow, batch: { digestIds: number[]; brokenIds: number[]; last: number }): Promise<void> {
  const until = run.until.toISOString();
  if (batch.digestIds.length) {
    await db.query(
      `update public.saved_searches set high_water_at = $2, last_run_at = $2, alerts_sent = alerts_sent + 1
        where id = any(string_to_array($1, ',')::int[]) and high_water_at < $2`,
      [batch.digestIds.join(','), until],
    );
  }
  if (batch.brokenIds.length)
    await db.query("update public.saved_searches set broken_at = $2 where id = any(string_to_array($1, ',')::int[])", [batch.brokenIds.join(','), until]);
  await db.query('update public.alert_runs set cursor = $2, emails = emails + $3 where id = $1', [run.id, batch.last, batch.digestIds.length]);
}

/** Finishes the run: how many due searches it served, and its pairs are dropped. */
export async function finishAlertRun(db: Queryable, run: AlertRunRow, now: Date): Promise<{ searches: number; emails: number }> {
  const [row] = await db.query<{ searches: number; emails: number }>(
    `update public.alert_runs r set finished_at = $2,
            searches = (select count(*)::int from public.saved_searches s join public.saved_search_keys k on k.saved_search_id = s.id
                         where s.status = 'confirmed' and s.high_water_at <= r.until and not k.broken and (s.frequency = 'daily' or k.weekday = r.weekday))
      where r.id = $1 returning searches, emails`,
    [run.id, now.toISOString()],
  );
  await db.query('delete from public.alert_run_matches where run_id = $1', [run.id]);
  return { searches: Number(row?.searches ?? 0), emails: Number(row?.emails ?? 0) };
}

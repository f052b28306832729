/**
 * Analytics counts: page views, searches and contact clicks, de-duplicated per visitor and
 * counted per day in the site's time zone; the report staff read. SQL runs unchanged on
 * PostgreSQL 15 and PGlite.
 */
import { ANALYTICS_DAYS, type AnalyticsDay, type AnalyticsReport, dateRange } from '../../domain/admin';
import { SITE_TIME_ZONE } from '../../domain/dates';
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/client';
import { LRUCache } from 'lru-cache';
import type { LISTING_CLICKS } from '../../domain/listing-clicks';

type BusinessAnalyticsKind = 'listing_view' | (typeof LISTING_CLICKS)[keyof typeof LISTING_CLICKS];
type AnalyticsKind = 'search' | BusinessAnalyticsKind;
const isBusinessKind = (kind: AnalyticsKind): kind is BusinessAnalyticsKind => kind !== 'search';

/** One client counts once per subject (business viewed, text searched) per window. */
const ANALYTICS_DEDUP_WINDOW_MS = 30 * 60_000;
/** De-duplication keys (hashed client addresses) are kept this long, then deleted. */
const ANALYTICS_RAW_RETENTION_MS = 2 * 86_400_000;
/** Daily counts are kept this long (View Analytics shows the last ANALYTICS_DAYS days). */
const ANALYTICS_DAILY_RETENTION_DAYS = 400;

/** Keys this process recorded lately, per database: repeats skip it (the table decides across processes). */
const recentlyCounted = new WeakMap<Queryable, LRUCache<string, true>>();
const lastPrune = new WeakMap<Queryable, number>();

export interface AnalyticsEvent {
  kind: AnalyticsKind;
  /** The business viewed, or whose contact link was clicked. */
  businessId?: number;
  /** The searched text (searches); counted once per client per text per window. */
  searchText?: string;
  /** The client's network address; hashed before it is stored. */
  client?: string;
}

/**
 * Records one search, listing view or contact-link click: the day's count for the business (or for searches) goes
 * up by one unless this client was already counted for it in the current
 * {@link ANALYTICS_DEDUP_WINDOW_MS} window. No raw row per view is kept beyond
 * {@link ANALYTICS_RAW_RETENTION_MS}. Never throws: analytics must not break a page or a
 * search, so a failure is only logged.
 */
export async function recordAnalyticsEvent(db: Queryable, event: AnalyticsEvent, now = new Date()): Promise<void> {
  const subject = isBusinessKind(event.kind)
    ? String(event.businessId ?? 0)
    : createHash('sha256')
        .update(`q:${(event.searchText ?? '').trim().toLowerCase()}`)
        .digest('base64url')
        .slice(0, 22);
  const client = createHash('sha256')
    .update(`analytics:${event.client ?? 'unknown'}`)
    .digest('base64url')
    .slice(0, 22);
  const windowStart = new Date(Math.floor(now.getTime() / ANALYTICS_DEDUP_WINDOW_MS) * ANALYTICS_DEDUP_WINDOW_MS).toISOString();
  const memo = `${event.kind}|${subject}|${client}|${windowStart}`;
  let counted = recentlyCounted.get(db);
  if (!counted) recentlyCounted.set(db, (counted = new LRUCache<string, true>({ max: 20_000 })));
  if (counted.has(memo)) return;
  try {
    await db.query(
      `with fresh as (
         insert into public.analytics_recent (kind, subject, client_key, window_start) values ($1, $2, $3, $4)
         on conflict do nothing
         returning 1
       )
       insert into public.analytics_daily (day, kind, business_id, count)
       select ($5::timestamptz at time zone $6)::date, $1, $7, 1 from fresh
       on conflict (day, kind, business_id) do update set count = public.analytics_daily.count + 1`,
      [event.kind, subject, client, windowStart, now.toISOString(), SITE_TIME_ZONE, isBusinessKind(event.kind) ? (event.businessId ?? 0) : 0],
    );
    counted.set(memo, true);
    if (Math.abs(now.getTime() - (lastPrune.get(db) ?? 0)) > 10 * 60_000) {
      lastPrune.set(db, now.getTime());
      await pruneAnalytics(db, now);
    }
  } catch (error) {
    console.warn(`[analytics] could not record a ${event.kind}:`, (error as Error).message);
  }
}

/** Deletes de-duplication keys older than the raw retention and daily counts older than a year and a bit. */
export async function pruneAnalytics(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from public.analytics_recent where window_start < $1', [new Date(now.getTime() - ANALYTICS_RAW_RETENTION_MS).toISOString()]);
  await db.query('delete from public.analytics_daily where day < ($1::timestamptz at time zone $2)::date - $3::int', [
    now.toISOString(),
    SITE_TIME_ZONE,
    ANALYTICS_DAILY_RETENTION_DAYS,
  ]);
}

/**
 * Counts per day over the last {@link ANALYTICS_DAYS} days (today included) in the city's
 * time zone: searches and listing views (daily counts, one per client per window), reviews
 * and claims submitted.
 */
export async function getAnalytics(db: Queryable, now: Date): Promise<AnalyticsReport> {
  const [today] = await db.query<{ day: string }>(`select to_char($1::timestamptz at time zone $2, 'YYYY-MM-DD') as day`, [now.toISOString(), SITE_TIME_ZONE]);
  const dates = dateRange(today!.day, ANALYTICS_DAYS);
  const from = dates[0]!;
  const rows = await db.query<{ day: string; kind: string; n: number }>(
    `with bounds as (select ($1::date)::timestamp at time zone $2 as since)
     select to_char(a.day, 'YYYY-MM-DD') as day, a.kind, sum(a.count)::int as n
       from public.analytics_daily a where a.day >= $1::date group by 1, 2
     union all
     select to_char(r.created_at at time zone $2, 'YYYY-MM-DD'), 'review', count(*)::int
       from public.reviews r, bounds where r.created_at >= bounds.since group by 1
     union all
     select to_char(c.submitted_at at time zone $2, 'YYYY-MM-DD'), 'claim', count(*)::int
       from public.business_claims c, bounds where c.submitted_at >= bounds.since group by 1`,
    [from, SITE_TIME_ZONE],
  );
  const byDay = new Map<string, AnalyticsDay>(dates.map((date) => [date, { date, searches: 0, listingViews: 0, reviews: 0, claims: 0 }]));
  const field = { search: 'searches', listing_view: 'listingViews', review: 'reviews', claim: 'claims' } as const;
  for (const row of rows) {
    const day = byDay.get(row.day);
    const key = field[row.kind as keyof typeof field];
    if (day && key) day[key] += Number(row.n);
  }
  const days = [...byDay.values()];
  const totals = { searches: 0, listingViews: 0, reviews: 0, claims: 0 };
  for (const day of days) {
    totals.searches += day.searches;
    totals.listingViews += day.listingViews;
    totals.reviews += day.reviews;
    totals.claims += day.claims;
  }
  return { timeZone: SITE_TIME_ZONE, days, totals };
}

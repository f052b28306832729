/** The owner dashboard's weekly insights: views and contact clicks per week, counted by Charlotte's calendar. */
import { insightWeekStarts, type InsightsWeek } from '../../domain/owner';
import type { Queryable } from '../db/client';
import { SITE_TIME_ZONE } from '../../domain/dates';

const INSIGHT_KINDS = { listing_view: 'views', call_click: 'calls', website_click: 'websiteClicks', directions_click: 'directionsClicks' } as const;

/** Counts per week (Monday start, Charlotte dates) for the last 12 weeks, oldest first; weeks without counts are zeros. */
export async function getInsights(db: Queryable, businessId: number, now: Date): Promise<InsightsWeek[]> {
  const [today] = await db.query<{ day: string }>(`select to_char(($1::timestamptz at time zone $2)::date, 'YYYY-MM-DD') as day`, [
    now.toISOString(),
    SITE_TIME_ZONE,
  ]);
  const starts = insightWeekStarts(today!.day);
  const rows = await db.query<{ week: string; kind: keyof typeof INSIGHT_KINDS; n: number }>(
    `select to_char(date_trunc('week', day::timestamp)::date, 'YYYY-MM-DD') as week, kind, sum(count)::int as n
       from public.analytics_daily
      where business_id = $1 and day >= $2::date and kind in ('listing_view', 'call_click', 'website_click', 'directions_click')
      group by 1, 2`,
    [businessId, starts[0]],
  );
  const weeks = new Map<string, InsightsWeek>(
    starts.map((weekStart) => [weekStart, { weekStart, views: 0, calls: 0, websiteClicks: 0, directionsClicks: 0, quoteRequests: 0 }]),
  );
  for (const row of rows) {
    const week = weeks.get(row.week);
    if (week) week[INSIGHT_KINDS[row.kind]] = Number(row.n);
  }
  const requests = await db.query<{ week: string; n: number }>(
    `select to_char(date_trunc('week', (delivered_at at time zone $3)::date::timestamp)::date, 'YYYY-MM-DD') as week, count(*)::int as n
       from public.quote_request_businesses
      where business_id = $1 and delivered_at is not null and (delivered_at at time zone $3)::date >= $2::date
      group by 1`,
    [businessId, starts[0], SITE_TIME_ZONE],
  );
  for (const row of requests) {
    const week = weeks.get(row.week);
    if (week) week.quoteRequests = Number(row.n);
  }
  return [...weeks.values()];
}

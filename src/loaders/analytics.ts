/**
 * Page views the admin analytics count: a business page view, a first-page text search. The
 * page puts its event in `Astro.locals.analytics`; src/middleware.ts records it for every
 * answer, including those served from the short page cache, once per client per half-hour.
 */
import { getDb } from '../server/db';
import { recordAnalyticsEvent } from '../server/queries/analytics';

export type PageAnalytics = { kind: 'listing_view'; businessId: number } | { kind: 'search'; searchText: string };

/** Counts `event` for the client at `client` (its address). Never throws. */
export async function recordPageAnalytics(event: PageAnalytics, client: string | undefined): Promise<void> {
  try {
    await recordAnalyticsEvent(await getDb(), { ...event, client });
  } catch {
    // The database is unavailable: the view goes uncounted.
  }
}

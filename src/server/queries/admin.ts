/** The admin dashboard's numbers. */
import type { AdminStats } from '../../domain/types';
import type { Queryable } from '../db/client';
import { alertCounts } from './alerts';

/**
 * The four stat cards: published businesses (what the directory lists), reviews awaiting
 * approval, claims awaiting verification, and published premium listings; and quote requests
 * confirmed in the last 30 days; confirmed saved searches and alert digests sent
 * in the last 30 days (docs/alerts.md).
 */
export async function getAdminStats(db: Queryable, now: Date): Promise<AdminStats> {
  const [row] = await db.query<AdminStats>(
    `select
       (select count(*)::int from public.businesses where status = 'published') as "totalBusinesses",
       (select count(*)::int from public.reviews where status = 'pending') as "pendingReviews",
       (select count(*)::int from public.business_claims where status = 'pending') as "pendingClaims",
       (select count(*)::int from public.businesses where status = 'published' and is_premium) as "premiumListings",
       (select count(*)::int from public.quote_requests where confirmed_at > now() - interval '30 days') as "quoteRequests30Days"`,
  );
  const alerts = await alertCounts(db, now);
  return {
    totalBusinesses: Number(row?.totalBusinesses ?? 0),
    pendingReviews: Number(row?.pendingReviews ?? 0),
    pendingClaims: Number(row?.pendingClaims ?? 0),
    premiumListings: Number(row?.premiumListings ?? 0),
    quoteRequests30Days: Number(row?.quoteRequests30Days ?? 0),
    ...alerts,
  };
}

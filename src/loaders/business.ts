/**
 * Data for the business detail page (/charlotte/listing/{slug}): the published business,
 * its approved reviews (newest first) and its neighborhood's name. Rendered on demand, so a
 * business published after the last build opens at once.
 */
import { serverNow } from '../server/clock';
import { getDb } from '../server/db';
import { getBusinessBySlug } from '../server/queries/businesses';
import { getNeighborhoodBySlug } from '../server/queries/neighborhoods';
import { listApprovedReviews } from '../server/queries/reviews';
import type { Business, Review } from '../domain/types';
import type { PageAnalytics } from './analytics';

export interface BusinessPageData {
  business: Business;
  reviews: Review[];
  /** The neighborhood's name from the neighborhoods table, when the business has one there. */
  neighborhoodName?: string;
  /** The listing view this render counts for the admin analytics (Astro.locals.analytics). */
  analytics: PageAnalytics;
  /** The time the page is rendered at (today's hours, open now): the server's clock. */
  now: Date;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The page data, or null when no published business has this slug. The page view counts as
 * a listing view for the admin analytics (`analytics`, recorded by the middleware once per
 * client per half-hour, for this server's cached renders too). Renders served from a CDN
 * cache (s-maxage) are not counted, so there the figure is a lower bound.
 */
export async function loadBusinessPage(slug: string | undefined): Promise<BusinessPageData | null> {
  if (!slug || slug.length > 120 || !SLUG.test(slug)) return null;
  const db = await getDb();
  const business = await getBusinessBySlug(db, slug);
  if (!business) return null;
  const [reviews, neighborhood] = await Promise.all([
    listApprovedReviews(db, business.id),
    business.neighborhood ? getNeighborhoodBySlug(db, business.neighborhood) : Promise.resolve(null),
  ]);
  return { business, reviews, neighborhoodName: neighborhood?.name, analytics: { kind: 'listing_view', businessId: business.id }, now: serverNow() };
}

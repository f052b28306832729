/**
 * Data for the business detail page (/charlotte/listing/{slug}): the published business,
 * its approved reviews (newest first) and its neighborhood's name. Rendered on demand, so a
 * business published after the last build opens at once.
 */
import { getDb } from '../server/db';
import { getBusinessBySlug } from '../server/queries/businesses';
import { recordAnalyticsEvent } from '../server/queries/moderation';
import { getNeighborhoodBySlug } from '../server/queries/neighborhoods';
import { listApprovedReviews } from '../server/queries/reviews';
import type { Business, Review } from '../domain/types';

export interface BusinessPageData {
  business: Business;
  reviews: Review[];
  /** The neighborhood's name from the neighborhoods table, when the business has one there. */
  neighborhoodName?: string;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The page data, or null when no published business has this slug. Each render counts as
 * one listing view for the admin analytics (recording never throws). Renders served from a
 * CDN cache (s-maxage) are not counted, so on a CDN the figure is a lower bound.
 */
export async function loadBusinessPage(slug: string | undefined): Promise<BusinessPageData | null> {
  if (!slug || slug.length > 120 || !SLUG.test(slug)) return null;
  const db = await getDb();
  const business = await getBusinessBySlug(db, slug);
  if (!business) return null;
  const [reviews, neighborhood] = await Promise.all([
    listApprovedReviews(db, business.id),
    business.neighborhood ? getNeighborhoodBySlug(db, business.neighborhood) : Promise.resolve(null),
    recordAnalyticsEvent(db, 'listing_view', business.id),
  ]);
  return { business, reviews, neighborhoodName: neighborhood?.name };
}

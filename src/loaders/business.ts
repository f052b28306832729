/**
 * Data for the business detail page (/charlotte/listing/{slug}): the published business,
 * its approved reviews (newest first) and its neighborhood's name. Rendered on demand, so a
 * business published after the last build opens at once.
 */
import { serverNow } from '../server/clock';
import { getDb } from '../server/db';
import { getEnv } from '../server/env';
import { photoStorageFor } from '../server/photos/storage';
import { listPhotos } from '../server/queries/photos';
import { galleryOrder, type BusinessPhoto } from '../domain/photos';
import { getBusinessBySlug } from '../server/queries/businesses';
import { withCurrentCredentials } from '../server/queries/credentials';
import { getNeighborhoodBySlug } from '../server/queries/neighborhoods';
import { listApprovedReviews } from '../server/queries/reviews';
import { responsivenessOf } from '../server/queries/responsiveness';
import { takesQuoteRequests } from '../domain/quote-categories';
import type { Responsiveness } from '../domain/responsiveness';
import type { Business, Review } from '../domain/types';
import type { PageAnalytics } from './analytics';
import { isSlug } from '../domain/slug';
import { UNAVAILABLE_HEADERS, isDatabaseUnavailable } from './availability';
import { businessCacheHeaders } from '../domain/cache-tags';

interface BusinessPageData {
  business: Business;
  reviews: Review[];
  /** The neighborhood's name from the neighborhoods table, when the business has one there. */
  neighborhoodName?: string;
  /** Its photos in gallery order (the cover first). */
  photos: BusinessPhoto[];
  /** The origin photos are served from when it is not this site's (Supabase Storage): the page's CSP allows it. */
  photoOrigin?: string;
  /** The share image: the cover photo's card when there is a cover, else the site's default. */
  ogImage?: string;
  /** The listing view this render counts for the admin analytics (Astro.locals.analytics). */
  analytics: PageAnalytics;
  /** How quickly it answers quote requests, when its category takes them (shown beside "Get Quote"). */
  responsiveness?: Responsiveness;
  /** The time the page is rendered at (today's hours, open now): the server's clock. */
  now: Date;
}

/** The origin of the photos' URLs when they are absolute (another host), else undefined. */
function photoOrigin(photos: BusinessPhoto[]): string | undefined {
  const url = photos[0]?.variants[0]?.url;
  return url && /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
}

/**
 * The page data, or null when no published business has this slug. The page view counts as
 * a listing view for the admin analytics (`analytics`, recorded by the middleware once per
 * client per half-hour, for this server's cached renders too). Renders served from a CDN
 * cache (s-maxage) are not counted, so there the figure is a lower bound.
 */
async function loadBusinessPage(slug: string | undefined): Promise<BusinessPageData | null> {
  if (!slug || slug.length > 120 || !isSlug(slug)) return null;
  const db = await getDb();
  const found = await getBusinessBySlug(db, slug);
  if (!found) return null;
  const storage = photoStorageFor(getEnv());
  const now = serverNow();
  const business = await withCurrentCredentials(db, found, now);
  const [reviews, neighborhood, photos, responsiveness] = await Promise.all([
    listApprovedReviews(db, business.id),
    business.neighborhood ? getNeighborhoodBySlug(db, business.neighborhood) : Promise.resolve(null),
    listPhotos(db, business.id, (key) => storage.publicUrl(key)),
    business.quoteReachable && takesQuoteRequests(business.category)
      ? responsivenessOf(db, [business.id], now).then((m) => m.get(business.id))
      : Promise.resolve(undefined),
  ]);
  const cover = photos.find((photo) => photo.isCover);
  return {
    business,
    reviews,
    neighborhoodName: neighborhood?.name,
    photos: galleryOrder(photos),
    photoOrigin: photoOrigin(photos),
    ogImage: cover ? `/api/og/photo/${cover.id}` : undefined,
    analytics: { kind: 'listing_view', businessId: business.id },
    responsiveness,
    now,
  };
}

/** A business page's data with the answer's status and headers (both languages' pages use it). */
export interface BusinessPageAnswer {
  /** Null when there is no such published business (404) or loading failed (503). */
  data: BusinessPageData | null;
  failed: boolean;
  status: 200 | 404 | 503;
  headers: Record<string, string>;
}

/**
 * Loads a business page and says how to answer: 200 with its cache headers, 404 for no such
 * business, and 503 "temporarily unavailable" when loading failed (never "not found").
 */
export async function answerBusinessPage(slug: string | undefined): Promise<BusinessPageAnswer> {
  try {
    const data = await loadBusinessPage(slug);
    if (data) return { data, failed: false, status: 200, headers: businessCacheHeaders(data.business) };
    return { data: null, failed: false, status: 404, headers: { 'Cache-Control': 'no-store' } };
  } catch (error) {
    if (isDatabaseUnavailable(error)) console.error(`Could not load business ${slug}: database unavailable: ${(error as Error).message}`);
    else console.error(`Could not load business ${slug}:`, error);
    return { data: null, failed: true, status: 503, headers: { 'Cache-Control': 'no-store', ...UNAVAILABLE_HEADERS } };
  }
}

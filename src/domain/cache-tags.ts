/**
 * Cache tags: the one rule that says what each cacheable answer shows and what each write
 * changes. Answers carry their tags (`Netlify-Cache-Tag` on Netlify's CDN; the same header
 * indexes the Node server's in-process caches), and a write that changes public data purges
 * exactly the tags {@link tagsForWrite} names, after its transaction commits
 * (src/server/cache/purge.ts), on the CDN and in this process alike.
 *
 * Tags:
 * - `business-{id}`: the business page and the business's API answers (details, reviews)
 * - `category-{slug}`: listings narrowed to one category (they show only its businesses)
 * - `neighborhood-{slug}`: answers about one neighborhood, and listings narrowed to it
 * - `listings`: listings not narrowed to a category (search, all businesses, the map),
 *   where any business may appear
 * - `neighborhoods`: answers that list neighborhoods (the neighborhood API, the listing
 *   pages' area filter and map, the compare page)
 */

export const LISTINGS_TAG = 'listings';
export const NEIGHBORHOODS_TAG = 'neighborhoods';

export const businessTag = (id: number): string => `business-${id}`;
const categoryTag = (slug: string): string => `category-${slug}`;
const neighborhoodTag = (slug: string): string => `neighborhood-${slug}`;

/** What a business's tags depend on: any business shape with these fields will do. */
export interface TaggedBusiness {
  id: number;
  category: string;
  neighborhood: string | null;
}

/** Each kind of write that changes what visitors see. */
export type PublicWrite =
  | { kind: 'review-approved'; business: TaggedBusiness }
  | { kind: 'business-published'; business: TaggedBusiness }
  /** An owner's or staff member's edit; `previous` when the category or area may have changed. */
  | { kind: 'business-changed'; business: TaggedBusiness; previous?: TaggedBusiness }
  | { kind: 'pin-moved'; business: TaggedBusiness }
  | { kind: 'premium-changed'; business: TaggedBusiness }
  | { kind: 'neighborhood-published'; neighborhood: string };

/**
 * The answers one business appears in: its own, the listings of its category and area, and
 * the unnarrowed listings.
 */
function tagsShowingBusiness(business: TaggedBusiness): string[] {
  const tags = [businessTag(business.id), categoryTag(business.category), LISTINGS_TAG];
  if (business.neighborhood) tags.push(neighborhoodTag(business.neighborhood));
  return tags;
}

/** Sorted and without repeats, so purges and headers are stable. */
function unique(tags: Iterable<string>): string[] {
  return [...new Set(tags)].sort();
}

/** The tags a write purges. */
export function tagsForWrite(write: PublicWrite): string[] {
  switch (write.kind) {
    case 'review-approved':
    case 'business-published':
    case 'pin-moved':
    case 'premium-changed':
      return unique(tagsShowingBusiness(write.business));
    case 'business-changed':
      return unique([...tagsShowingBusiness(write.business), ...(write.previous ? tagsShowingBusiness(write.previous) : [])]);
    case 'neighborhood-published':
      return unique([neighborhoodTag(write.neighborhood), NEIGHBORHOODS_TAG]);
  }
}

/**
 * The tags an edit of a business purges (for owners' and staff's edits): pass the business
 * as it was before the edit too when its category or neighborhood may have changed.
 */
export function tagsForBusinessChange(business: TaggedBusiness, previous?: TaggedBusiness): string[] {
  return tagsForWrite({ kind: 'business-changed', business, previous });
}

/** The tags of a listing (a search, a category or area page, the map) narrowed as given. */
export function tagsForListing(filters: { category?: string | null; neighborhood?: string | null }): string[] {
  const tags = [NEIGHBORHOODS_TAG, filters.category ? categoryTag(filters.category) : LISTINGS_TAG];
  if (filters.neighborhood) tags.push(neighborhoodTag(filters.neighborhood));
  return unique(tags);
}

/** How long each party may keep a public answer, in seconds. */
interface CachePolicy {
  /** Browsers: short, as they cannot be purged. */
  browser: number;
  /** Netlify's CDN (durable): long where purges keep it current, short where the clock changes the answer. */
  cdn: number;
  /** After `cdn`, the CDN may serve the old answer this long while it fetches a new one. */
  stale: number;
}

/** Answers that change only when a write purges them (neighborhood data). */
const PURGED_ONLY_POLICY: CachePolicy = { browser: 300, cdn: 86_400, stale: 86_400 };
/** Answers that also show today's hours ("Open" / "Closed" on pages and cards). */
export const HOURS_POLICY: CachePolicy = { browser: 60, cdn: 300, stale: 60 };
/** Answers filtered by "open now". */
const OPEN_NOW_POLICY: CachePolicy = { browser: 30, cdn: 60, stale: 30 };

/**
 * The headers of a public, cacheable answer showing `tags`: a short `Cache-Control` for
 * browsers, a durable CDN cache with stale-while-revalidate, and the tags to purge it by.
 */
export function publicCacheHeaders(tags: readonly string[], policy: CachePolicy): Record<string, string> {
  return {
    'cache-control': `public, max-age=${policy.browser}`,
    'netlify-cdn-cache-control': `public, durable, s-maxage=${policy.cdn}, stale-while-revalidate=${policy.stale}`,
    'netlify-cache-tag': unique(tags).join(','),
  };
}

/** The tags of an answer, read back from its `Netlify-Cache-Tag` header. */
export function tagsOfHeader(value: string | null): string[] {
  return value
    ? value
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean)
    : [];
}

/** The headers of a listing (API list and map, listing pages); "open now" changes with the clock. */
export function listingCacheHeaders(filters: { category?: string | null; neighborhood?: string | null }, openNow: boolean): Record<string, string> {
  return publicCacheHeaders(tagsForListing(filters), openNow ? OPEN_NOW_POLICY : HOURS_POLICY);
}

/** The headers of an answer about one business (its page, details, reviews): it names its area too. */
export function businessCacheHeaders(business: { id: number; neighborhood?: string | null }): Record<string, string> {
  const tags = [businessTag(business.id)];
  if (business.neighborhood) tags.push(neighborhoodTag(business.neighborhood));
  return publicCacheHeaders(tags, HOURS_POLICY);
}

/** The headers of neighborhood answers: all of them, or one (`slug`). */
export function neighborhoodCacheHeaders(slug?: string): Record<string, string> {
  return publicCacheHeaders(slug ? [NEIGHBORHOODS_TAG, neighborhoodTag(slug)] : [NEIGHBORHOODS_TAG], PURGED_ONLY_POLICY);
}

/** The headers of an on-demand guide page (the cost-of-living budget): it changes only with a deploy or HUD's fiscal year. */
export function guideCacheHeaders(): Record<string, string> {
  return publicCacheHeaders(['guides'], PURGED_ONLY_POLICY);
}

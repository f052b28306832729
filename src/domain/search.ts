/**
 * The business search: the query of `GET /api/businesses` (directory.md §7), its
 * validation, and the ranking rules. Pure: the SQL in src/server/queries/businesses.ts and
 * the islands that build search URLs both import from here.
 *
 * ## Relevance (sortBy=relevance, the default)
 * Results are ordered by, in turn (paid placement plays NO part: see {@link PAID_PLACEMENT_RULE}):
 * 1. **Text rank** (only when `search` is given): PostgreSQL `ts_rank` of the listing's
 *    search document against the query. The name weighs most, then category and service
 *    tags, then the short description and neighborhood, then the long description.
 * 2. **Review-weighted rating**: a Bayesian average
 *    `(reviewCount × userRating + m × C) / (reviewCount + m)` with `m` = {@link RELEVANCE.priorWeight}
 *    reviews at `C` = {@link RELEVANCE.priorMean} stars. Every listing starts as if it had `m`
 *    reviews of `C` stars, so one 5-star review (4.25) does not beat fifty 4.8-star
 *    reviews (4.68), and an unreviewed listing sits at 3.5.
 * 3. Name (A-Z), then id, so paging is stable.
 *
 * `sortBy=rating`: userRating, highest first, then reviewCount, then name and id.
 * `sortBy=reviews`: reviewCount, most first, then userRating, then name and id.
 *
 * ## Text search
 * `search` is split into words (letters and digits; everything else separates words), and
 * every word must match as a prefix after English stemming, so 'mov' finds 'Movers',
 * 'moving' and 'move', and 'eco clean' needs both words. Words that English full-text
 * search ignores (stop words such as 'the') are dropped; a search made only of such words
 * finds nothing.
 */
import { z } from 'zod';
import {
  ALL,
  CATEGORY_VALUES,
  DEFAULT_SORT,
  LIMITS,
  MAP,
  MAX_API_LIMIT,
  PAGE_SIZE,
  SERVICE_TAG_VALUES,
  SORT_VALUES,
  type SortBy,
} from './catalog';
import { MESSAGES, text } from './forms';
import { NEAR_MESSAGE, RADIUS_MESSAGE, parsePlace, parseRadius, placeText, type PlaceRef, type RadiusMiles } from './geo';
import { OPEN_FILTER_MESSAGE, openFilterText, parseOpenFilter, type OpenFilter } from './hours';
import { BBOX_MESSAGE, ZOOM_MESSAGE, bboxText, parseBbox, parseZoom, type Bbox } from './map-area';

export type { SortBy } from './catalog';

/**
 * The rule for paid placement, stated on /advertising and /premium-features: a premium
 * (featured) subscription buys a clearly labelled FEATURED marker and a larger map marker,
 * never a place in the order. Relevance and the other sorts rank premium and free listings
 * by the same rules.
 */
export const PAID_PLACEMENT_RULE =
  'Paid placement never changes the order of results: search results and rankings are sorted by relevance, rating and reviews alone, the same for every business. A Premium listing is marked FEATURED when it appears first, and its map marker is larger; it is never moved above a better match.';

/** The constants of the review-weighted rating used by relevance (see the module comment). */
export const RELEVANCE = {
  /** m: how many reviews every listing is assumed to start with. */
  priorWeight: 5,
  /** C: the star rating those assumed reviews have. */
  priorMean: 3.5,
} as const;

/** The review-weighted (Bayesian) rating relevance sorts by, after text rank. */
export function bayesianRating(userRating: number, reviewCount: number): number {
  const { priorWeight: m, priorMean: c } = RELEVANCE;
  return (reviewCount * userRating + m * c) / (reviewCount + m);
}

/** Longest search text accepted, and how many of its words are used. */
export const MAX_SEARCH_LENGTH = 200;
export const MAX_SEARCH_WORDS = 10;
const MAX_WORD_LENGTH = 50;

/**
 * Turns free text into a PostgreSQL `to_tsquery` source in which every word is a prefix
 * match and all words are required: 'Mov  eco-friendly!' -> 'mov:* & eco:* & friendly:*'.
 * Only letters and digits survive, so the result can never be a malformed tsquery.
 * Returns undefined when the text has no words.
 */
export function toPrefixTsQuery(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  if (!words) return undefined;
  const unique = [...new Set(words.map((word) => word.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_SEARCH_WORDS);
  return unique.map((word) => `${word}:*`).join(' & ');
}

/** What a business search asks for; every field optional (published, relevance, first page). */
export interface BusinessSearchParams {
  category?: string;
  neighborhood?: string;
  search?: string;
  minRating?: number;
  /** A business must have every one of these tags. */
  serviceTags?: string[];
  sortBy?: SortBy;
  limit?: number;
  offset?: number;
  /** 'pending' lists unpublished businesses (admins only); default 'published'. */
  status?: 'published' | 'pending';
  /** Open now, or open at a weekday and time, in Charlotte (src/domain/hours.ts). */
  open?: OpenFilter;
  /** "My place": distances are measured from it (src/domain/geo.ts). */
  near?: PlaceRef;
  /** Only businesses within this many miles of `near`. */
  radius?: RadiusMiles;
  /** Only businesses inside this box: the map's "Search this area" (src/domain/map-area.ts). */
  bbox?: Bbox;
}

export const QUERY_MESSAGES = {
  category: `Unknown category. Use one of: ${CATEGORY_VALUES.join(', ')}`,
  neighborhood: 'Neighborhood must be a neighborhood slug such as south-end',
  search: `Search text must be ${MAX_SEARCH_LENGTH} characters or less`,
  minRating: 'Minimum rating must be a number from 1 to 5',
  serviceTag: `Unknown service tag. Use any of: ${SERVICE_TAG_VALUES.join(', ')}`,
  serviceTags: MESSAGES.serviceTags,
  sortBy: `Sort must be one of: ${SORT_VALUES.join(', ')}`,
  limit: `Limit must be a whole number from 1 to ${MAX_API_LIMIT}`,
  offset: 'Offset must be a whole number of 0 or more',
  approved: 'approved must be true or false',
  open: OPEN_FILTER_MESSAGE,
  near: NEAR_MESSAGE,
  radius: RADIUS_MESSAGE,
  bbox: BBOX_MESSAGE,
  zoom: ZOOM_MESSAGE,
  distanceNeedsPlace: 'Sorting by distance needs a place (near)',
  radiusNeedsPlace: 'A radius needs a place (near)',
} as const;

/** Query values that mean "no filter": absent, empty, or 'all' (directory.md §5). */
const isOmitted = (value: unknown) =>
  value === undefined || (typeof value === 'string' && (value.trim() === '' || value.trim().toLowerCase() === ALL));

/** A filter parameter: omitted values become undefined before `schema` sees them. */
const filter = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (isOmitted(value) ? undefined : typeof value === 'string' ? value.trim() : value), schema.optional());

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const OFFSET_MAX = 1_000_000;

/**
 * The query string of `GET /api/businesses`, as strings in (use with `readQuery`) and
 * {@link BusinessSearchParams} out. Unknown parameters are ignored.
 */
export const BusinessSearchQuerySchema = z
  .object({
    category: filter(z.enum(CATEGORY_VALUES, { error: QUERY_MESSAGES.category })),
    neighborhood: filter(z.string().max(100, QUERY_MESSAGES.neighborhood).regex(SLUG, QUERY_MESSAGES.neighborhood)),
    search: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      text().trim().max(MAX_SEARCH_LENGTH, QUERY_MESSAGES.search).optional(),
    ),
    minRating: filter(
      z.coerce
        .number({ error: QUERY_MESSAGES.minRating })
        .refine(Number.isFinite, QUERY_MESSAGES.minRating)
        .pipe(z.number().min(1, QUERY_MESSAGES.minRating).max(5, QUERY_MESSAGES.minRating)),
    ),
    serviceTags: filter(
      z
        .string()
        .transform((value) => [...new Set(value.split(',').map((tag) => tag.trim()).filter(Boolean))])
        .superRefine((tags, ctx) => {
          const unknown = tags.find((tag) => !(SERVICE_TAG_VALUES as readonly string[]).includes(tag));
          if (unknown !== undefined) ctx.addIssue({ code: 'custom', message: QUERY_MESSAGES.serviceTag });
          else if (tags.length > LIMITS.serviceTags) ctx.addIssue({ code: 'custom', message: QUERY_MESSAGES.serviceTags });
        }),
    ),
    sortBy: filter(z.enum(SORT_VALUES, { error: QUERY_MESSAGES.sortBy })),
    open: filter(z.string().max(20, QUERY_MESSAGES.open).transform((value, ctx) => {
      const parsed = parseOpenFilter(value);
      if (!parsed) ctx.addIssue({ code: 'custom', message: QUERY_MESSAGES.open });
      return parsed ?? z.NEVER;
    })),
    near: filter(z.string().max(100, QUERY_MESSAGES.near).transform((value, ctx) => {
      const parsed = parsePlace(value);
      if (!parsed) ctx.addIssue({ code: 'custom', message: QUERY_MESSAGES.near });
      return parsed ?? z.NEVER;
    })),
    radius: filter(z.string().max(10, QUERY_MESSAGES.radius).transform((value, ctx) => {
      const parsed = parseRadius(value);
      if (parsed === undefined) ctx.addIssue({ code: 'custom', message: QUERY_MESSAGES.radius });
      return parsed ?? z.NEVER;
    })),
    bbox: filter(z.string().max(100, QUERY_MESSAGES.bbox).transform((value, ctx) => {
      const parsed = parseBbox(value);
      if (!parsed) ctx.addIssue({ code: 'custom', message: QUERY_MESSAGES.bbox });
      return parsed ?? z.NEVER;
    })),
    limit: filter(
      z.coerce
        .number({ error: QUERY_MESSAGES.limit })
        .int(QUERY_MESSAGES.limit)
        .min(1, QUERY_MESSAGES.limit)
        .max(MAX_API_LIMIT, QUERY_MESSAGES.limit),
    ),
    offset: filter(
      z.coerce
        .number({ error: QUERY_MESSAGES.offset })
        .int(QUERY_MESSAGES.offset)
        .min(0, QUERY_MESSAGES.offset)
        .max(OFFSET_MAX, `Offset must be at most ${OFFSET_MAX}`),
    ),
    approved: z
      .enum(['true', 'false'], { error: QUERY_MESSAGES.approved })
      .optional()
      .transform((value) => value !== 'false'),
  })
  .superRefine((query, ctx) => {
    if (query.sortBy === 'distance' && !query.near) ctx.addIssue({ code: 'custom', path: ['sortBy'], message: QUERY_MESSAGES.distanceNeedsPlace });
    if (query.radius !== undefined && !query.near) ctx.addIssue({ code: 'custom', path: ['radius'], message: QUERY_MESSAGES.radiusNeedsPlace });
  })
  .transform((query): Required<Pick<BusinessSearchParams, 'sortBy' | 'limit' | 'offset' | 'status'>> & BusinessSearchParams => {
    const params: Required<Pick<BusinessSearchParams, 'sortBy' | 'limit' | 'offset' | 'status'>> & BusinessSearchParams = {
      sortBy: query.sortBy ?? DEFAULT_SORT,
      limit: query.limit ?? PAGE_SIZE,
      offset: query.offset ?? 0,
      status: query.approved ? 'published' : 'pending',
    };
    if (query.category) params.category = query.category;
    if (query.neighborhood) params.neighborhood = query.neighborhood;
    if (query.search) params.search = query.search;
    if (query.minRating !== undefined) params.minRating = query.minRating;
    if (query.serviceTags?.length) params.serviceTags = query.serviceTags;
    if (query.open) params.open = query.open;
    if (query.near) params.near = query.near;
    if (query.radius !== undefined) params.radius = query.radius;
    if (query.bbox) params.bbox = query.bbox;
    return params;
  });

/**
 * The query string for `GET /api/businesses` from search params, leaving out what is
 * unset, empty or 'all' and non-finite ratings (directory.md §5), tags comma-joined.
 * Returns '' or a string starting with '?'.
 */
export function businessSearchQueryString(params: BusinessSearchParams & { approved?: boolean }): string {
  const query = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value === undefined || isOmitted(String(value))) return;
    query.set(key, String(value));
  };
  put('category', params.category);
  put('neighborhood', params.neighborhood);
  put('search', params.search?.trim());
  if (params.minRating !== undefined && Number.isFinite(params.minRating)) put('minRating', params.minRating);
  if (params.serviceTags?.length) put('serviceTags', params.serviceTags.join(','));
  if (params.sortBy && params.sortBy !== DEFAULT_SORT) put('sortBy', params.sortBy);
  if (params.open) put('open', openFilterText(params.open));
  if (params.near) put('near', placeText(params.near));
  if (params.near && params.radius !== undefined) put('radius', params.radius);
  if (params.bbox) put('bbox', bboxText(params.bbox));
  put('limit', params.limit);
  if (params.offset) put('offset', params.offset);
  if (params.status === 'pending' || params.approved === false) query.set('approved', 'false');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The map's own parameter of `GET /api/map/businesses` (the filters are those of
 * {@link BusinessSearchQuerySchema}): `zoom`, a whole number, default the map's 11.
 */
export const MapZoomQuerySchema = z.object({
  zoom: filter(z.string().max(10, QUERY_MESSAGES.zoom).transform((value, ctx) => {
    const parsed = parseZoom(value);
    if (parsed === undefined) ctx.addIssue({ code: 'custom', message: QUERY_MESSAGES.zoom });
    return parsed ?? z.NEVER;
  })),
}).transform((query) => ({ zoom: query.zoom ?? MAP.zoom }));

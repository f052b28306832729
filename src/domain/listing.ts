/**
 * The listing search and category pages (directory.md §2 "Listing search / category page",
 * §4, §5, §9): the page URL <-> filter state, the API query, paging, the result-card view
 * model and map marker placement. Pure and small: the server loader and the React island
 * both use it, so it imports only the catalog and the business page's contact links (never
 * zod, never src/server).
 *
 * ## Page URLs
 * Every listing route reads the same query parameters:
 *
 * | parameter    | meaning                                   | default / when left out        |
 * |--------------|-------------------------------------------|--------------------------------|
 * | q            | search text                               | no text                        |
 * | category     | category value (query routes only)        | all categories                 |
 * | neighborhood | neighborhood slug (query routes only)     | All Charlotte                  |
 * | minRating    | minimum rating, a number from 1 to 5      | any rating                     |
 * | tags         | service tag value, repeated per tag       | no tag filter                  |
 * | sort         | relevance, rating, reviews or distance    | relevance (distance needs near)|
 * | open         | 'now' or a day and time: sat-14:30        | no hours filter                |
 * | near         | my place: neighborhood slug, ZIP, lat,lng | no place (no distances)        |
 * | radius       | 1, 3, 5 or 10 miles from near             | any distance                   |
 * | bbox         | the map's area: south,west,north,east     | anywhere (src/domain/map-area) |
 * | view         | list or map                               | list                           |
 * | page         | whole number from 1                       | 1                              |
 *
 * 'all' and empty values mean "no filter". Unknown tags, ratings outside 1-5 and unknown
 * sorts are ignored; a page that is not a whole number of at least 1 reads as page 1, and a
 * page past the last one is shown as the last page (see {@link clampPage}). `tags` may also
 * be comma-joined (`tags=licensed,insured`).
 *
 * Routes whose path names the category (`/charlotte/{category}`, `/categories/{category}`)
 * or the category and neighborhood (`/charlotte/{category}/{neighborhood}`) take those from
 * the path; `/search` and `/charlotte` take them from the query; `/businesses` and
 * `/categories` list everything. {@link listingHref} keeps the visitor on the current path
 * while its fixed filters still hold, and otherwise goes to `/search` with every filter in
 * the query, which is also where the filter form submits without JavaScript.
 *
 * ## Result cards
 * - Description: the first non-empty of shortDescription, longDescription and
 *   websiteSummary (whitespace collapsed), else '{category label} serving Charlotte, NC.';
 *   longer than 100 characters it is cut at a word boundary (or mid-word when the last
 *   word boundary is in the first half) and ends with '…', 100 characters in all.
 * - Feature phrases: the first 3 true features of Highlights, then 2 of Popular for, then 2
 *   of Offerings, in that order, at most 4 in all.
 * - Stars: whole stars = floor(rating), 0-5; the accessible text reads 'Rated 4.3 out of 5'.
 * - FEATURED: only the first result of the whole result set (page 1, first card), and only
 *   if that business is premium.
 *
 * ## Map markers
 * A business with coordinates is drawn there. Otherwise it is drawn at its neighborhood's
 * centre (or the map's default centre when the neighborhood is unknown) plus an offset of at
 * most 0.005 degrees in latitude and in longitude, derived from a hash of its slug, so the
 * same business always lands in the same place and neighbours do not stack.
 */
import {
  ALL,
  CATEGORIES,
  DEFAULT_SORT,
  DETAIL_GROUPS,
  DISTANCE_SORT,
  LIMITS,
  MAP,
  MAX_CARD_FEATURES,
  MAX_PAGE_BUTTONS,
  PAGE_SIZE,
  SERVICE_TAGS,
  SITE,
  SORT_OPTIONS,
  type SortBy,
} from './catalog';
import { addressParts, mapSearchUrl, neighborhoodLabel, shortAddress, telHref } from './business-display';
import { parsePlace, parseRadius, placeText, type RadiusMiles } from './geo';
import { openFilterText, parseOpenFilter } from './hours';
import { bboxText, parseBbox } from './map-area';
import type { BusinessSearchParams } from './search';
import type { Business, BusinessDetails } from './types';
import { own } from './lookup';

// ---------------------------------------------------------------- state and routes

export type ListingView = 'list' | 'map';
export const VIEWS: readonly ListingView[] = ['list', 'map'];
export const DEFAULT_VIEW: ListingView = 'list';

/** What a listing page shows: its filters, sort, view and page. */
export interface ListingState {
  /** Search text, '' for none. */
  q: string;
  /** Category value, or null for all categories (may be unknown: the page then says so). */
  category: string | null;
  /** Neighborhood slug, or null for All Charlotte. */
  neighborhood: string | null;
  /** Minimum rating (1-5), or null for any rating. */
  minRating: number | null;
  /** Service tag values, in catalog order, no repeats. */
  tags: string[];
  sort: SortBy;
  view: ListingView;
  /** 1-based page number. */
  page: number;
  /** Open filter text: 'now' or 'sat-14:30' (src/domain/hours.ts), or null. */
  open: string | null;
  /** My place as `near` text (src/domain/geo.ts), or null. */
  near: string | null;
  /** Within this many miles of `near`, or null. */
  radius: RadiusMiles | null;
  /** The map's area ("Search this area") as `bbox` text (src/domain/map-area.ts), or null. */
  bbox: string | null;
}

export const DEFAULT_STATE: ListingState = {
  q: '',
  category: null,
  neighborhood: null,
  minRating: null,
  tags: [],
  sort: DEFAULT_SORT,
  view: DEFAULT_VIEW,
  page: 1,
  open: null,
  near: null,
  radius: null,
  bbox: null,
};

/** A listing route: its path and the filters the path itself fixes. */
export interface ListingRoute {
  path: string;
  /** Category fixed by the path. */
  category?: string;
  /** Neighborhood fixed by the path. */
  neighborhood?: string;
  /** True when category and neighborhood are read from the query string (/search, /charlotte). */
  queryFilters: boolean;
}

/** The route that lists everything with filters in the query. */
export const SEARCH_ROUTE: ListingRoute = { path: '/search', queryFilters: true };

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 100;
/** Longest search text kept from a URL (the API accepts up to 200 characters). */
export const MAX_QUERY_LENGTH = 200;

function segment(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * The listing route a path belongs to, or null when the path is not a listing page.
 * Fixed category and neighborhood segments are returned as written (lower-cased); the page
 * decides whether they exist.
 */
export function routeFromPath(pathname: string): ListingRoute | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const parts = path.split('/').slice(1).map(segment);
  if (parts.some((part) => part === undefined || part === '')) return null;
  const [first, second, third, ...rest] = (parts as string[]).map((part) => part.toLowerCase());
  if (rest.length > 0) return null;
  const clean = (value: string) => `/${encodeURIComponent(value)}`;
  if (first === 'search' && second === undefined) return { path: '/search', queryFilters: true };
  if (first === 'businesses' && second === undefined) return { path: '/businesses', queryFilters: false };
  if (first === 'categories') {
    if (second === undefined) return { path: '/categories', queryFilters: false };
    if (third === undefined) return { path: `/categories${clean(second)}`, category: second, queryFilters: false };
    return null;
  }
  if (first === 'charlotte') {
    if (second === undefined) return { path: '/charlotte', queryFilters: true };
    if (second === 'listing') return null;
    if (third === undefined) return { path: `/charlotte${clean(second)}`, category: second, queryFilters: false };
    return {
      path: `/charlotte${clean(second)}${clean(third)}`,
      category: second,
      neighborhood: third,
      queryFilters: false,
    };
  }
  return null;
}

/** Reads a page number: a whole number from 1; anything else (absent, 'abc', '0', '2.5') is 1. */
export function parsePage(raw: string | null | undefined): number {
  const text = raw?.trim() ?? '';
  if (!/^\d{1,9}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 ? page : 1;
}

/** The number of pages for `total` results (at least 1, so an empty result has page 1). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / PAGE_SIZE));
}

/**
 * Keeps a page inside the result: a page past the last becomes the last page and
 * `clamped` says so (the page then tells the visitor which page is shown).
 */
export function clampPage(page: number, total: number): { page: number; clamped: boolean } {
  const last = pageCount(total);
  return page > last ? { page: last, clamped: true } : { page, clamped: false };
}

/** The message shown when a requested page did not exist. */
export function clampedPageNotice(requested: number, shown: number): string {
  return `Page ${requested} does not exist. Showing page ${shown}, the last page.`;
}

/** 'all', empty or missing -> null; otherwise the trimmed, lower-cased value. */
function filterValue(raw: string | null | undefined): string | null {
  const value = raw?.trim().toLowerCase() ?? '';
  return value === '' || value === ALL ? null : value;
}

/** A neighborhood slug, or null when missing, 'all' or not shaped like a slug. */
export function parseNeighborhood(raw: string | null | undefined): string | null {
  const value = filterValue(raw);
  return value && value.length <= MAX_SLUG_LENGTH && SLUG.test(value) ? value : null;
}

/** A minimum rating: a finite number from 1 to 5, else null. */
export function parseMinRating(raw: string | null | undefined): number | null {
  const value = filterValue(raw);
  if (value === null) return null;
  const rating = Number(value);
  return Number.isFinite(rating) && rating >= 1 && rating <= 5 ? rating : null;
}

const TAG_ORDER: readonly string[] = SERVICE_TAGS.map((tag) => tag.value);

/** Known service tags from repeated and/or comma-joined values, in catalog order. */
export function parseTags(raw: readonly string[]): string[] {
  const wanted = new Set(raw.flatMap((value) => value.split(',')).map((value) => value.trim().toLowerCase()));
  return TAG_ORDER.filter((tag) => wanted.has(tag));
}

export function parseSort(raw: string | null | undefined, hasPlace = false): SortBy {
  const value = raw?.trim().toLowerCase();
  if (value === DISTANCE_SORT.value) return hasPlace ? DISTANCE_SORT.value : DEFAULT_SORT;
  return SORT_OPTIONS.find((option) => option.value === value)?.value ?? DEFAULT_SORT;
}

/** The open filter's canonical text ('now', 'sat-14:30'), or null when missing or unreadable. */
export function parseOpen(raw: string | null | undefined): string | null {
  const filter = parseOpenFilter(raw);
  return filter ? openFilterText(filter) : null;
}

/** My place's canonical `near` text, or null when missing or unreadable. */
export function parseNear(raw: string | null | undefined): string | null {
  const place = parsePlace(raw);
  return place ? placeText(place) : null;
}

export function parseView(raw: string | null | undefined): ListingView {
  return raw?.trim().toLowerCase() === 'map' ? 'map' : 'list';
}

/** The map area's canonical `bbox` text, or null when missing or unreadable. */
export function parseArea(raw: string | null | undefined): string | null {
  const box = parseBbox(raw);
  return box ? bboxText(box) : null;
}

/** The state a listing URL asks for. `route` says which filters the path fixes. */
export function parseListingState(query: URLSearchParams, route: ListingRoute = SEARCH_ROUTE): ListingState {
  const q = (query.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH);
  let category: string | null = null;
  let neighborhood: string | null = null;
  if (route.queryFilters) {
    category = filterValue(query.get('category'));
    neighborhood = parseNeighborhood(query.get('neighborhood'));
  } else {
    category = route.category ?? null;
    neighborhood = route.neighborhood ?? null;
  }
  const near = parseNear(query.get('near'));
  return {
    q,
    category,
    neighborhood,
    minRating: parseMinRating(query.get('minRating')),
    tags: parseTags(query.getAll('tags')),
    sort: parseSort(query.get('sort'), near !== null),
    view: parseView(query.get('view')),
    page: parsePage(query.get('page')),
    open: parseOpen(query.get('open')),
    near,
    radius: near ? (parseRadius(query.get('radius')) ?? null) : null,
    bbox: parseArea(query.get('bbox')),
  };
}

/** The query parameters of a state (defaults left out), without category and neighborhood when `withFilters` is false. */
function stateQuery(state: ListingState, withFilters: boolean): URLSearchParams {
  const query = new URLSearchParams();
  if (state.q.trim()) query.set('q', state.q.trim());
  if (withFilters && state.category) query.set('category', state.category);
  if (withFilters && state.neighborhood) query.set('neighborhood', state.neighborhood);
  if (state.minRating !== null && Number.isFinite(state.minRating)) query.set('minRating', String(state.minRating));
  for (const tag of state.tags) query.append('tags', tag);
  if (state.open) query.set('open', state.open);
  if (state.near) query.set('near', state.near);
  if (state.near && state.radius) query.set('radius', String(state.radius));
  if (state.bbox) query.set('bbox', state.bbox);
  if (state.sort !== DEFAULT_SORT && (state.sort !== DISTANCE_SORT.value || state.near)) query.set('sort', state.sort);
  if (state.view !== DEFAULT_VIEW) query.set('view', state.view);
  if (state.page > 1) query.set('page', String(state.page));
  return query;
}

/**
 * Whether two URLs (paths with query strings) name the same listing: the same path and the
 * same parameters in the same order, however each was percent-encoded ('+' or '%20').
 */
export function sameListingUrl(a: string, b: string): boolean {
  const normal = (href: string) => {
    const url = new URL(href, 'http://listing.invalid');
    return `${url.pathname}?${url.searchParams.toString()}`;
  };
  return normal(a) === normal(b);
}

/**
 * The page URL (path and query) showing `state`, starting from `route`: the same path while
 * the path's fixed filters still match the state (or the route reads its filters from the
 * query), else /search with every filter in the query.
 */
export function listingHref(state: ListingState, route: ListingRoute = SEARCH_ROUTE): string {
  let path: string;
  let query: URLSearchParams;
  if (route.queryFilters) {
    path = route.path;
    query = stateQuery(state, true);
  } else if ((route.category ?? null) === state.category && (route.neighborhood ?? null) === state.neighborhood) {
    path = route.path;
    query = stateQuery(state, false);
  } else {
    path = SEARCH_ROUTE.path;
    query = stateQuery(state, true);
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * What 'Clear Filters' leaves (issue 12): the filters the page's path fixes (the category of
 * /charlotte/{category}, and the neighborhood of /charlotte/{category}/{neighborhood}), the
 * sort and the view; every other filter is cleared and paging starts over.
 */
export function clearedState(state: ListingState, route: ListingRoute): ListingState {
  return {
    ...DEFAULT_STATE,
    category: route.queryFilters ? null : (route.category ?? null),
    neighborhood: route.queryFilters ? null : (route.neighborhood ?? null),
    sort: state.sort,
    view: state.view,
  };
}

/** The same state on another page. */
export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page };
}

/** Whether two states ask for the same results (the view does not change results). */
export function sameResults(a: ListingState, b: ListingState): boolean {
  return (
    a.q === b.q &&
    a.category === b.category &&
    a.neighborhood === b.neighborhood &&
    a.minRating === b.minRating &&
    a.sort === b.sort &&
    a.page === b.page &&
    a.tags.join(',') === b.tags.join(',') &&
    a.open === b.open &&
    a.near === b.near &&
    a.radius === b.radius &&
    a.bbox === b.bbox
  );
}

// ---------------------------------------------------------------- the API query

/** The search the state asks for, as the businesses query takes it. */
export function searchParamsFor(state: ListingState): BusinessSearchParams {
  const place = parsePlace(state.near);
  const params: BusinessSearchParams = {
    sortBy: state.sort === DISTANCE_SORT.value && !place ? DEFAULT_SORT : state.sort,
    limit: PAGE_SIZE,
    offset: (state.page - 1) * PAGE_SIZE,
  };
  if (state.category && state.category !== ALL) params.category = state.category;
  if (state.neighborhood && state.neighborhood !== ALL) params.neighborhood = state.neighborhood;
  if (state.q.trim()) params.search = state.q.trim();
  if (state.minRating !== null && Number.isFinite(state.minRating)) params.minRating = state.minRating;
  if (state.tags.length > 0) params.serviceTags = [...state.tags];
  const open = parseOpenFilter(state.open);
  if (open) params.open = open;
  if (place) {
    params.near = place;
    if (state.radius) params.radius = state.radius;
  }
  const area = parseBbox(state.bbox);
  if (area) params.bbox = area;
  return params;
}

/**
 * The query string of GET /api/businesses for a state (directory.md §7): filters equal to
 * 'all' are left out, minRating only when it is a finite number, tags comma-joined, the
 * default sort and offset 0 left out. Returns a string starting with '?'.
 */
export function apiQuery(state: ListingState): string {
  const params = searchParamsFor(state);
  const query = new URLSearchParams();
  if (params.category) query.set('category', params.category);
  if (params.neighborhood) query.set('neighborhood', params.neighborhood);
  if (params.search) query.set('search', params.search);
  if (params.minRating !== undefined) query.set('minRating', String(params.minRating));
  if (params.serviceTags?.length) query.set('serviceTags', params.serviceTags.join(','));
  if (params.sortBy && params.sortBy !== DEFAULT_SORT) query.set('sortBy', params.sortBy);
  if (params.open) query.set('open', openFilterText(params.open));
  if (params.near) query.set('near', placeText(params.near));
  if (params.radius) query.set('radius', String(params.radius));
  if (params.bbox) query.set('bbox', bboxText(params.bbox));
  query.set('limit', String(params.limit));
  if (params.offset) query.set('offset', String(params.offset));
  return `?${query.toString()}`;
}

/** The API path for a state's results. */
export function apiUrl(state: ListingState): string {
  return `/api/businesses${apiQuery(state)}`;
}

/**
 * The map's query for a state: its filters (not its area, sort or page), as
 * GET /api/map/businesses takes them, without the leading '?'; the map adds its own
 * visible `bbox` and `zoom`.
 */
export function mapFilterQuery(state: ListingState): string {
  const query = new URLSearchParams(apiQuery({ ...state, bbox: null, page: 1 }));
  for (const key of ['limit', 'offset', 'sortBy']) query.delete(key);
  return query.toString();
}

// ---------------------------------------------------------------- headings and texts

/** The category's label, or undefined when there is no category or it is unknown. */
export function categoryLabelOf(value: string | null | undefined): string | undefined {
  return CATEGORIES.find((category) => category.value === value)?.label;
}

/** A neighborhood's name: from `names` (the neighborhoods table), the filter list, else the slug in words. */
export { neighborhoodLabel as neighborhoodName } from './business-display';

export const ALL_BUSINESSES = 'All Businesses';

/** The page heading: the category label (or 'All Businesses'), then ' in {neighborhood}' when there is one. */
export function listingHeading(category?: string, neighborhood?: string): string {
  return `${category ?? ALL_BUSINESSES}${neighborhood ? ` in ${neighborhood}` : ''}`;
}

/** The main area's heading: '{category label} in Charlotte' or 'All Businesses in Charlotte'. */
export function resultsHeading(category?: string): string {
  return `${category ?? ALL_BUSINESSES} in Charlotte`;
}

/**
 * The page title: '{category label} - {neighborhood} - Charlotte, NC - Charlotte Directory';
 * without a category 'All Businesses' stands in, without a neighborhood that part is left out.
 */
export function listingTitle(category?: string, neighborhood?: string): string {
  return [category ?? ALL_BUSINESSES, neighborhood, SITE.city, SITE.name].filter(Boolean).join(' - ');
}

/** The meta description: find the category in the area, compare reviews, get quotes, contact local businesses. */
export function listingDescription(category?: string, neighborhood?: string): string {
  const what = category ?? 'local services';
  const where = neighborhood ? `${neighborhood}, ${SITE.city}` : SITE.city;
  return `Find ${what} in ${where}. Compare reviews, get quotes and contact local businesses on ${SITE.name}.`;
}

/** The result count: '{n} businesses found' ('1 business found' for one). */
export function countText(total: number): string {
  return total === 1 ? '1 business found' : `${total} businesses found`;
}

export const LOADING_TEXT = 'Loading...';
export const EMPTY_CATEGORY_TEXT = "Coming Soon! We're working on adding businesses in this category.";
export const EMPTY_TEXT = 'No results found. Try adjusting your search criteria.';
export const ERROR_TEXT = 'Failed to load businesses. Please try again.';
/** The internal error of a failed search fetch (directory.md §8). */
export const FETCH_ERROR = 'Failed to fetch businesses';
export const CATEGORY_NOT_FOUND = { heading: 'Category Not Found', text: 'The requested category does not exist.' } as const;
export const NEIGHBORHOOD_NOT_FOUND = { heading: 'Neighborhood Not Found', text: 'The requested neighborhood does not exist.' } as const;
export const MAP_TILE_ERROR = 'Map tiles could not be loaded. Markers are still shown.';

/** The empty-result message: 'Coming Soon!...' when a category is set and there is no search text, else 'No results found...'. */
export function emptyText(state: Pick<ListingState, 'category' | 'q'>): string {
  return state.category && !state.q.trim() ? EMPTY_CATEGORY_TEXT : EMPTY_TEXT;
}

// ---------------------------------------------------------------- pagination

export interface PageLink {
  page: number;
  current: boolean;
}

export interface Pagination {
  /** The page Previous goes to, or null on the first page. */
  previous: number | null;
  /** The page Next goes to, or null on the last page. */
  next: number | null;
  /** Up to 5 numbered pages around the current one. */
  pages: PageLink[];
  totalPages: number;
}

/**
 * Previous, up to {@link MAX_PAGE_BUTTONS} numbered pages with the current one centred where
 * possible (shifted at either end so there are always as many as exist), and Next.
 */
export function pagination(current: number, total: number): Pagination {
  const totalPages = pageCount(total);
  const page = Math.min(Math.max(1, current), totalPages);
  const span = Math.min(MAX_PAGE_BUTTONS, totalPages);
  const start = Math.max(1, Math.min(page - Math.floor(span / 2), totalPages - span + 1));
  const pages = Array.from({ length: span }, (_, i) => ({ page: start + i, current: start + i === page }));
  return {
    previous: page > 1 ? page - 1 : null,
    next: page < totalPages ? page + 1 : null,
    pages,
    totalPages,
  };
}

// ---------------------------------------------------------------- result cards

/** What a result card and a map marker need of a business (kept small: it is sent to the browser). */
export interface ResultCard {
  id: number;
  slug: string;
  name: string;
  category: string;
  address: string;
  phone: string;
  description: string;
  rating: number;
  reviewCount: number;
  /** Service tag labels. */
  tags: string[];
  features: string[];
  isPremium: boolean;
  neighborhood: string | null;
  /** Where it is, in short: 'South End · 1500 South Blvd' (neighborhood name, street, town when not Charlotte); '' when unknown. */
  location: string;
  latitude: number | null;
  longitude: number | null;
  /** True when the coordinates are only the neighborhood's centre: the map says 'Approximate location' (src/domain/location.ts). */
  locationApproximate: boolean;
  /** External map search (address, else name). */
  mapUrl: string;
  /** tel: link, or null when the phone has no digits. */
  telHref: string | null;
  /** Miles from my place, or null (no place, or no coordinates). */
  distanceMiles: number | null;
}

/** Shortens text to at most `max` characters, at a word boundary when one is in the second half, ending with '…'. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const kept = (space >= max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '');
  return `${kept}…`;
}

/** The card description: the fallback rule and the 100-character limit (see the module comment). */
export function cardDescription(business: Pick<Business, 'shortDescription' | 'longDescription' | 'websiteSummary' | 'category'>): string {
  const own = [business.shortDescription, business.longDescription, business.websiteSummary]
    .map((text) => (text ?? '').replace(/\s+/g, ' ').trim())
    .find((text) => text.length > 0);
  const text = own ?? `${categoryLabelOf(business.category) ?? 'Local business'} serving ${SITE.city}.`;
  return truncateText(text, LIMITS.cardDescription);
}

/** Up to 4 feature phrases: Highlights (3), then Popular for (2), then Offerings (2). */
export function featurePhrases(details: BusinessDetails | null | undefined): string[] {
  if (!details || typeof details !== 'object') return [];
  const phrases: string[] = [];
  for (const group of DETAIL_GROUPS) {
    const features = details[group.key];
    if (!features || typeof features !== 'object') continue;
    const taken = Object.entries(features)
      .filter(([name, on]) => on === true && name.trim() !== '')
      .map(([name]) => name.trim())
      .slice(0, group.take);
    phrases.push(...taken);
  }
  return phrases.slice(0, MAX_CARD_FEATURES);
}

/** Whole stars shown for a rating: the floor, 0-5. */
export function wholeStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.max(0, Math.min(5, Math.floor(rating)));
}

/** The rating to one decimal ('4.3'). */
export function ratingValue(rating: number): string {
  return (Number.isFinite(rating) ? rating : 0).toFixed(1);
}

/** The stars' accessible text: 'Rated 4.3 out of 5'. */
export function ratingLabel(rating: number): string {
  return `Rated ${ratingValue(rating)} out of 5`;
}

/** '(1 review)', '(12 reviews)'. */
export function reviewCountLabel(count: number): string {
  return `(${count} ${count === 1 ? 'review' : 'reviews'})`;
}

/** FEATURED: only the first result of the result set, and only if premium. */
export function isFeatured(card: Pick<ResultCard, 'isPremium'>, index: number, page: number): boolean {
  return page === 1 && index === 0 && card.isPremium;
}

const TAG_LABELS: Readonly<Record<string, string>> = Object.fromEntries(SERVICE_TAGS.map((tag) => [tag.value, tag.label]));

/** The card view model of a business. */
export function toResultCard(business: Business): ResultCard {
  return {
    id: business.id,
    slug: business.slug,
    name: business.businessName,
    category: business.category,
    address: business.address ?? '',
    phone: business.phone ?? '',
    description: cardDescription(business),
    rating: Number.isFinite(business.userRating) ? business.userRating : 0,
    reviewCount: business.reviewCount ?? 0,
    tags: (business.serviceTags ?? []).map((tag) => own(TAG_LABELS, tag) ?? tag),
    features: featurePhrases(business.details),
    isPremium: Boolean(business.isPremium),
    neighborhood: business.neighborhood ?? null,
    location: cardLocation(business),
    latitude: business.latitude ?? null,
    longitude: business.longitude ?? null,
    locationApproximate: business.locationApproximate === true,
    mapUrl: mapSearchUrl(business),
    telHref: telHref(business.phone) ?? null,
    distanceMiles: typeof business.distanceMiles === 'number' ? business.distanceMiles : null,
  };
}

/** The card's location line: neighborhood name and short address ('South End · 1500 South Blvd'). */
export function cardLocation(business: Pick<Business, 'neighborhood' | 'address' | 'zipCode'>): string {
  const area = neighborhoodLabel(business.neighborhood);
  // 'Matthews · 285 N Trade St', not 'Matthews · 285 N Trade St, Matthews'.
  const address = area && addressParts(business).locality.toLowerCase() === area.toLowerCase() ? addressParts(business).street : shortAddress(business);
  return [area, address].filter(Boolean).join(' · ');
}

/** The business page of a listing. */
export function businessHref(slug: string): string {
  return `/charlotte/listing/${encodeURIComponent(slug)}`;
}

// ---------------------------------------------------------------- map markers

export interface LatLng {
  lat: number;
  lng: number;
}

/** FNV-1a, 32 bits: a small, stable string hash. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The deterministic offset of a marker, each coordinate in [-0.005, 0.005] degrees. */
export function markerOffset(key: string, max: number = MAP.maxMarkerOffset): LatLng {
  const unit = (h: number) => (h / 0xffffffff) * 2 - 1;
  return { lat: unit(hash32(`${key}:lat`)) * max, lng: unit(hash32(`${key}:lng`)) * max };
}

/** A neighborhood the island can name and centre markers on: [slug, name, latitude, longitude]. */
export type NeighborhoodPoint = [slug: string, name: string, lat: number, lng: number];

/** The map's tile source (from configuration). */
export interface MapTiles {
  url: string;
  attribution: string;
}

/**
 * The Content-Security-Policy source that lets the map load its tiles: the tile URL's
 * scheme and host, a '{s}' subdomain placeholder becoming '*'. Undefined for tiles served by
 * the site itself (relative URLs), which 'self' already allows.
 */
export function tileCspSource(template: string): string | undefined {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return undefined;
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.toLowerCase().replace(/^\{s\}\./, '*.');
  if (/[{}\s;,'"]/.test(host)) return scheme;
  return `${scheme}//${host}`;
}

/** One page of results as a listing shows them. */
export interface ListingResult {
  cards: ResultCard[];
  total: number;
  /** The words searched instead of the visitor's when those found nothing (typos, a word left out). */
  correctedSearch?: string;
}

/** The line under the results heading for search text `q` (none without text). */
export function searchedForText(q: string, correctedSearch: string | undefined): string | null {
  if (!q.trim()) return null;
  return correctedSearch ? `Showing results for “${correctedSearch}” instead of “${q}”` : `Showing results for “${q}”`;
}

/** Neighborhood slug -> centre. */
export type NeighborhoodCentres = Readonly<Record<string, LatLng>>;

/** Where a business's marker goes: its coordinates, else its neighborhood's centre (or the map centre) plus its offset. */
export function markerPosition(
  card: Pick<ResultCard, 'slug' | 'latitude' | 'longitude' | 'neighborhood'>,
  centres: NeighborhoodCentres,
): LatLng & { exact: boolean } {
  if (card.latitude !== null && card.longitude !== null && Number.isFinite(card.latitude) && Number.isFinite(card.longitude)) {
    return { lat: card.latitude, lng: card.longitude, exact: true };
  }
  const centre = (card.neighborhood && own(centres, card.neighborhood)) || MAP.center;
  const offset = markerOffset(card.slug);
  return { lat: centre.lat + offset.lat, lng: centre.lng + offset.lng, exact: false };
}

/**
 * The south-west and north-east corners of the box holding every result's marker, or null
 * when there are no results (the map then stays on central Charlotte).
 */
export function markerBounds(
  cards: ReadonlyArray<Pick<ResultCard, 'slug' | 'latitude' | 'longitude' | 'neighborhood'>>,
  centres: NeighborhoodCentres,
): [[number, number], [number, number]] | null {
  if (cards.length === 0) return null;
  let [south, west, north, east] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const card of cards) {
    const { lat, lng } = markerPosition(card, centres);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return [
    [south, west],
    [north, east],
  ];
}

/** A marker on screen: its centre in pixels and its (square) size. */
export interface ScreenMarker {
  x: number;
  y: number;
  size: number;
}

/** Space kept between neighbouring markers, in pixels. */
export const MARKER_GAP_PX = 4;

/**
 * Moves markers apart on screen so that no two overlap (each keeps at least `gap` pixels
 * from the others, measured between their square outlines): markers of businesses placed
 * around one neighborhood centre would otherwise cover each other at the city-wide zoom,
 * leaving targets too small to click or tap. Markers are placed in the given order; a
 * marker that would overlap one already placed moves to the nearest free spot on
 * widening rings around its own position. Deterministic; markers that do not overlap stay
 * where they are. Used per zoom level, so zooming in shows the true positions again.
 */
export function spreadMarkers(markers: readonly ScreenMarker[], gap: number = MARKER_GAP_PX): Array<{ x: number; y: number }> {
  const placed: ScreenMarker[] = [];
  const free = (x: number, y: number, size: number) =>
    placed.every((p) => Math.max(Math.abs(p.x - x), Math.abs(p.y - y)) >= (p.size + size) / 2 + gap);
  const step = 6;
  const maxRings = 200;
  return markers.map((marker) => {
    let spot = { x: marker.x, y: marker.y };
    if (!free(spot.x, spot.y, marker.size)) {
      search: for (let ring = 1; ring <= maxRings; ring++) {
        const radius = ring * step;
        const count = Math.max(8, Math.ceil((2 * Math.PI * radius) / step));
        for (let i = 0; i < count; i++) {
          const angle = -Math.PI / 2 + (2 * Math.PI * i) / count;
          const x = marker.x + radius * Math.cos(angle);
          const y = marker.y + radius * Math.sin(angle);
          if (free(x, y, marker.size)) {
            spot = { x, y };
            break search;
          }
        }
      }
    }
    placed.push({ ...spot, size: marker.size });
    return spot;
  });
}

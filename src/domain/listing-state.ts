/**
 * The listing search and category pages' state: the page URL <-> filter state, the API query and paging. Pure and small:
 * the server loader and the React island both use it (never zod, never src/server).
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
 * | languages    | language code the staff speak (es), comma-joined or repeated | any language |
 * | sort         | relevance, rating, reviews or distance    | relevance (distance needs near)|
 * | open         | 'now' or a day and time: sat-14:30        | no hours filter                |
 * | near         | my place: neighborhood slug, ZIP, lat,lng | no place (no distances)        |
 * | radius       | 1, 3, 5 or 10 miles from near             | any distance                   |
 * | bbox         | the map's area: south,west,north,east     | anywhere (src/domain/bbox.ts)  |
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
 */
import { ALL, DEFAULT_SORT, DISTANCE_SORT, MAX_PAGE_BUTTONS, PAGE_SIZE, SERVICE_TAGS, SORT_OPTIONS, type SortBy } from './catalog';
import { parsePlace, parseRadius, placeText, type RadiusMiles } from './geo';
import { openFilterText, parseOpenFilter } from './open-filter';
import { bboxText, parseBbox } from './bbox';
import type { BusinessSearchParams } from './search';
import { isSlug } from './slug';
import { sortLanguages } from './language-codes';

export type ListingView = 'list' | 'map';
const DEFAULT_VIEW: ListingView = 'list';

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
  /** Language codes the business must say its staff speak (src/domain/languages.ts), in the list's order. */
  languages: string[];
  sort: SortBy;
  view: ListingView;
  /** 1-based page number. */
  page: number;
  /** Open filter text: 'now' or 'sat-14:30' (src/domain/open-filter.ts), or null. */
  open: string | null;
  /** My place as `near` text (src/domain/geo.ts), or null. */
  near: string | null;
  /** Within this many miles of `near`, or null. */
  radius: RadiusMiles | null;
  /** The map's area ("Search this area") as `bbox` text (src/domain/bbox.ts), or null. */
  bbox: string | null;
}

export const DEFAULT_STATE: ListingState = {
  q: '',
  category: null,
  neighborhood: null,
  minRating: null,
  tags: [],
  languages: [],
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

const MAX_SLUG_LENGTH = 100;
/** Longest search text kept from a URL (the API accepts up to 200 characters). */
const MAX_QUERY_LENGTH = 200;

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
  const spanish = /^\/es(?:\/|$)/.test(pathname);
  const route = englishRouteFromPath(spanish ? pathname.slice(3) || '/' : pathname);
  return route && spanish ? { ...route, path: `${SPANISH_PREFIX}${route.path}` } : route;
}

/** Where the Spanish listing pages are: the English path under /es (src/i18n/locale.ts). */
const SPANISH_PREFIX = '/es';

/** The search page in the language of `route` (/search or /es/search). */
export function searchPathOf(route: ListingRoute): string {
  return route.path === SPANISH_PREFIX || route.path.startsWith(`${SPANISH_PREFIX}/`) ? `${SPANISH_PREFIX}${SEARCH_ROUTE.path}` : SEARCH_ROUTE.path;
}

function englishRouteFromPath(pathname: string): ListingRoute | null {
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

/** 'all', empty or missing -> null; otherwise the trimmed, lower-cased value. */
function filterValue(raw: string | null | undefined): string | null {
  const value = raw?.trim().toLowerCase() ?? '';
  return value === '' || value === ALL ? null : value;
}

/** A neighborhood slug, or null when missing, 'all' or not shaped like a slug. */
function parseNeighborhood(raw: string | null | undefined): string | null {
  const value = filterValue(raw);
  return value && value.length <= MAX_SLUG_LENGTH && isSlug(value) ? value : null;
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

/** Known language codes from repeated and/or comma-joined values, in the list's order. */
function parseLanguages(raw: readonly string[]): string[] {
  return sortLanguages(raw.flatMap((value) => value.split(',')).map((value) => value.trim().toLowerCase()));
}

export function parseSort(raw: string | null | undefined, hasPlace = false): SortBy {
  const value = raw?.trim().toLowerCase();
  if (value === DISTANCE_SORT.value) return hasPlace ? DISTANCE_SORT.value : DEFAULT_SORT;
  return SORT_OPTIONS.find((option) => option.value === value)?.value ?? DEFAULT_SORT;
}

/** The open filter's canonical text ('now', 'sat-14:30'), or null when missing or unreadable. */
function parseOpen(raw: string | null | undefined): string | null {
  const filter = parseOpenFilter(raw);
  return filter ? openFilterText(filter) : null;
}

/** My place's canonical `near` text, or null when missing or unreadable. */
function parseNear(raw: string | null | undefined): string | null {
  const place = parsePlace(raw);
  return place ? placeText(place) : null;
}

function parseView(raw: string | null | undefined): ListingView {
  return raw?.trim().toLowerCase() === 'map' ? 'map' : 'list';
}

/** The map area's canonical `bbox` text, or null when missing or unreadable. */
function parseArea(raw: string | null | undefined): string | null {
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
    languages: parseLanguages(query.getAll('languages')),
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
  if (state.languages.length) query.set('languages', state.languages.join(','));
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
    path = searchPathOf(route);
    query = stateQuery(state, true);
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * What 'Clear Filters' leaves: the filters the page's path fixes (the category of
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
    a.languages.join(',') === b.languages.join(',') &&
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
  const languages = sortLanguages(state.languages);
  if (languages.length > 0) params.languages = languages;
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
 * The query string of GET /api/businesses for a state: filters equal to
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
  if (params.languages?.length) query.set('languages', params.languages.join(','));
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

// ---------------------------------------------------------------- pagination

interface PageLink {
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

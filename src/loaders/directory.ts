/**
 * Data for the listing search and category pages (/search, /businesses, /categories,
 * /categories/{category}, /charlotte, /charlotte/{category}, /charlotte/{category}/{neighborhood}).
 * Rendered on demand: the first paint already holds the results of the page's URL, which the
 * search island then takes over without fetching them again.
 */
import { NEIGHBORHOODS_TAG, listingCacheHeaders } from '../domain/cache-tags';
import { inProcessCaching, registerPurgeable, type Purgeable } from '../server/cache/purge';
import { DEFAULT_SORT, FILTER_NEIGHBORHOODS, MAP, SITE, findCategory } from '../domain/catalog';
import { clampedPageNotice, listingDescription, listingHeading, listingTitle, neighborhoodName } from '../domain/listing-text';
import {
  SEARCH_ROUTE,
  clampPage,
  listingHref,
  searchPathOf,
  parseListingState,
  routeFromPath,
  searchParamsFor,
  withPage,
  type ListingRoute,
  type ListingState,
} from '../domain/listing-state';
import { toResultCard, type ListingResult } from '../domain/result-card';
import type { MapTiles, NeighborhoodPoint } from '../domain/map-markers';
import { serverNow } from '../server/clock';
import { getEnv } from '../server/env';
import { geocoderName } from '../server/geocode';
import { getDb } from '../server/db';
import { isDatabaseUnavailable } from '../server/db/errors';
import { searchBusinesses } from '../server/queries/business-search';
import type { PageAnalytics } from './analytics';
import { listNeighborhoodCentres } from '../server/queries/neighborhoods';
import { resolvePlace } from '../server/queries/places';
import { parsePlace } from '../domain/geo';
import { CATEGORY_VALUES } from '../domain/catalog';
import { localeOfPath, type Locale } from '../i18n/locale';
import { messages } from '../i18n/messages';
import { categoryText } from '../i18n/categories';
import type { ListingMessages } from '../islands/search/listing-messages';

export interface ListingPageData {
  status: 200 | 404 | 500 | 503;
  /** The page's language (from its path: /es/... is Spanish). */
  locale: Locale;
  /** The listing island's words in that language. */
  t: ListingMessages;
  /** Category names in that language, by value. */
  categoryNames: Record<string, string>;
  /** Set when the database is unavailable for now: the page says so (503, retry soon). */
  unavailable?: boolean;
  /** Set when the category or neighborhood of the URL does not exist. */
  notFound?: { heading: string; text: string };
  route: ListingRoute;
  state: ListingState;
  heading: string;
  title: string;
  description: string;
  /** Canonical path and query of the page. */
  canonical: string;
  /** The results of the page's URL; null when the search failed. */
  result: ListingResult | null;
  /** Set when the URL's page did not exist and another page is shown. */
  notice?: string;
  /** The search this page view counts for the admin analytics (Astro.locals.analytics). */
  analytics?: PageAnalytics;
  neighborhoods: NeighborhoodPoint[];
  tiles: MapTiles;
  /** True when the server has a geocoder: "my place" then also takes a street address. */
  addressSearch: boolean;
  /** Cache-Control, and on Netlify the CDN's cache and tags (src/domain/cache-tags.ts). */
  cacheHeaders: Record<string, string>;
}

/** Pages that failed or do not exist are not cached. */
const NO_STORE = { 'cache-control': 'no-store' };

/** The canonical route: /categories/{category} shows the same listing as /charlotte/{category}. */
function canonicalRoute(route: ListingRoute): ListingRoute {
  const prefix = searchPathOf(route).slice(0, -'/search'.length);
  if (route.category && !route.neighborhood && route.path.startsWith(`${prefix}/categories/`)) {
    return { ...route, path: `${prefix}/charlotte/${encodeURIComponent(route.category)}` };
  }
  return route;
}

/** How long the neighborhood names and centres are reused before they are read again. */
const NEIGHBORHOOD_CACHE_MS = 60_000;
let neighborhoodCache: { at: number; points: Promise<NeighborhoodPoint[]> } | undefined;
/** Publishing neighborhoods purges the names and centres with the pages that show them. */
const neighborhoodPurge: Purgeable = {
  purgeTags: (tags) => {
    if (tags.has(NEIGHBORHOODS_TAG)) neighborhoodCache = undefined;
  },
};
registerPurgeable(neighborhoodPurge);

/**
 * Every neighborhood's slug, name and centre (only those columns: the profiles' long texts
 * are not needed here), plus the filter neighborhoods without a row of their own (Charlotte
 * Metro) at the map's centre. Reused for a minute by the Node server (until a neighborhood
 * publish purges them); read every time inside a Netlify function.
 */
function loadNeighborhoodPoints(): Promise<NeighborhoodPoint[]> {
  const now = Date.now();
  if (neighborhoodCache && inProcessCaching() && now - neighborhoodCache.at < NEIGHBORHOOD_CACHE_MS) return neighborhoodCache.points;
  const points = (async () => {
    const rows = await listNeighborhoodCentres(await getDb());
    const found: NeighborhoodPoint[] = rows.map((n) => [n.slug, n.name, n.latitude, n.longitude]);
    for (const filter of FILTER_NEIGHBORHOODS) {
      if (!found.some(([slug]) => slug === filter.value)) found.push([filter.value, filter.label, MAP.center.lat, MAP.center.lng]);
    }
    return found;
  })();
  neighborhoodCache = { at: now, points };
  // A failed read is not reused.
  points.catch(() => {
    if (neighborhoodCache?.points === points) neighborhoodCache = undefined;
  });
  return points;
}

/** Everything a listing page renders for `url`. Never throws: a failed search yields the error state. */
export async function loadListingPage(url: URL): Promise<ListingPageData> {
  const env = getEnv();
  const tiles: MapTiles = { url: env.PUBLIC_MAP_TILE_URL, attribution: env.PUBLIC_MAP_TILE_ATTRIBUTION };
  const pathRoute = routeFromPath(url.pathname);
  const route = pathRoute ?? SEARCH_ROUTE;
  const locale = localeOfPath(url.pathname);
  const catalog = messages(locale);
  const t: ListingMessages = { listing: catalog.listing, search: catalog.search };
  const words = t.listing;
  const categoryNames = Object.fromEntries(CATEGORY_VALUES.map((value) => [value, categoryText(value, locale).label]));
  let state = parseListingState(url.searchParams, route);
  const category = findCategory(state.category);

  let neighborhoods: NeighborhoodPoint[] = [];
  let neighborhoodsFailed = false;
  let unavailable = false;
  try {
    neighborhoods = await loadNeighborhoodPoints();
  } catch (error) {
    unavailable ||= isDatabaseUnavailable(error);
    if (!unavailable) console.error('Listing page: loading neighborhoods failed', error);
    neighborhoodsFailed = true;
  }
  const names: Record<string, string> = Object.fromEntries(neighborhoods.map(([slug, name]) => [slug, name]));
  const categoryLabel = category ? categoryNames[category.value] : undefined;
  const areaName = neighborhoodName(state.neighborhood, names);
  const base = {
    locale,
    t,
    categoryNames,
    route,
    neighborhoods,
    tiles,
    addressSearch: geocoderName(env) !== null,
    description: listingDescription(categoryLabel, areaName, words),
  };

  const notFound = (message: { heading: string; text: string }): ListingPageData => ({
    ...base,
    status: 404,
    notFound: message,
    state,
    heading: message.heading,
    title: `${message.heading} - ${SITE.name}`,
    canonical: route.path,
    result: null,
    cacheHeaders: NO_STORE,
  });

  // A path under /charlotte that is not a listing (e.g. /charlotte/listing) names no category.
  if (!pathRoute || (state.category !== null && !category)) return notFound({ heading: words.categoryNotFound, text: words.categoryNotFoundText });
  if (state.neighborhood !== null && !neighborhoodsFailed && !Object.hasOwn(names, state.neighborhood)) {
    return notFound({ heading: words.neighborhoodNotFound, text: words.neighborhoodNotFoundText });
  }

  let result: ListingResult | null = null;
  let notice: string | undefined;
  let analytics: PageAnalytics | undefined;
  try {
    const db = await getDb();
    // My place: an unknown neighborhood or ZIP code is dropped (the page shows no distances).
    const placeRef = parsePlace(state.near);
    const place = placeRef ? await resolvePlace(db, placeRef) : null;
    if (state.near && !place) state = { ...state, near: null, radius: null, sort: state.sort === 'distance' ? DEFAULT_SORT : state.sort };
    const search = (target: ListingState) => searchBusinesses(db, searchParamsFor(target), { place, now: serverNow() });
    let found = await search(state);
    const clamped = clampPage(state.page, found.total);
    if (clamped.clamped) {
      notice = clampedPageNotice(state.page, clamped.page, words);
      state = withPage(state, clamped.page);
      found = await search(state);
    }
    result = { cards: found.businesses.map((business) => toResultCard(business, locale)), total: found.total };
    if (found.correctedSearch) result.correctedSearch = found.correctedSearch;
    // A search with text counts for the admin analytics (first page only), once per client
    // and text per half-hour: the page hands it to the middleware, which records it.
    if (state.q.trim() && state.page === 1) analytics = { kind: 'search', searchText: state.q };
  } catch (error) {
    unavailable ||= isDatabaseUnavailable(error);
    if (unavailable) console.error(`Listing page: database unavailable: ${(error as Error).message}`);
    else console.error('Listing page: search failed', error);
  }

  if (unavailable && result === null) {
    return {
      ...base,
      status: 503,
      unavailable: true,
      state,
      heading: 'Temporarily Unavailable',
      title: `Temporarily Unavailable - ${SITE.name}`,
      canonical: route.path,
      result: null,
      cacheHeaders: NO_STORE,
    };
  }

  return {
    ...base,
    status: result === null ? 500 : 200,
    state,
    heading: listingHeading(categoryLabel, areaName, words),
    title: listingTitle(categoryLabel, areaName, words),
    canonical: listingHref({ ...state, view: 'list' }, canonicalRoute(route)),
    result,
    notice,
    analytics,
    cacheHeaders: result === null || neighborhoodsFailed ? NO_STORE : listingCacheHeaders(state, state.open === 'now'),
  };
}

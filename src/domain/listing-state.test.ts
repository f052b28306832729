import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from './catalog';
import {
  DEFAULT_STATE,
  apiQuery,
  apiUrl,
  mapFilterQuery,
  sameResults,
  clearedState,
  clampPage,
  listingHref,
  searchPathOf,
  sameListingUrl,
  pageCount,
  pagination,
  parseListingState,
  parseMinRating,
  parsePage,
  parseTags,
  routeFromPath,
  searchParamsFor,
  type ListingState,
} from './listing-state';
import { businessSearchQueryString } from './search';

const state = (patch: Partial<ListingState> = {}): ListingState => ({ ...DEFAULT_STATE, ...patch });

describe('routeFromPath', () => {
  it('knows the Spanish listings under /es, and keeps a Spanish search in Spanish', () => {
    expect(routeFromPath('/es/search')).toEqual({ path: '/es/search', queryFilters: true });
    expect(routeFromPath('/es/charlotte/movers-packers/noda')).toEqual({
      path: '/es/charlotte/movers-packers/noda',
      category: 'movers-packers',
      neighborhood: 'noda',
      queryFilters: false,
    });
    expect(routeFromPath('/es/charlotte/listing/queen-city-movers')).toBeNull();
    const route = routeFromPath('/es/charlotte/movers-packers')!;
    expect(searchPathOf(route)).toBe('/es/search');
    expect(searchPathOf(routeFromPath('/charlotte/movers-packers')!)).toBe('/search');
    expect(listingHref({ ...DEFAULT_STATE, category: 'pet-services' }, route)).toBe('/es/search?category=pet-services');
    expect(listingHref({ ...DEFAULT_STATE, category: 'movers-packers', page: 2 }, route)).toBe('/es/charlotte/movers-packers?page=2');
  });

  it('knows every listing route and which filters its path fixes', () => {
    expect(routeFromPath('/search')).toEqual({ path: '/search', queryFilters: true });
    expect(routeFromPath('/search/')).toEqual({ path: '/search', queryFilters: true });
    expect(routeFromPath('/businesses')).toEqual({ path: '/businesses', queryFilters: false });
    expect(routeFromPath('/categories')).toEqual({ path: '/categories', queryFilters: false });
    expect(routeFromPath('/charlotte')).toEqual({ path: '/charlotte', queryFilters: true });
    expect(routeFromPath('/charlotte/movers-packers')).toEqual({
      path: '/charlotte/movers-packers',
      category: 'movers-packers',
      queryFilters: false,
    });
    expect(routeFromPath('/categories/pet-services')).toEqual({
      path: '/categories/pet-services',
      category: 'pet-services',
      queryFilters: false,
    });
    expect(routeFromPath('/charlotte/movers-packers/south-end')).toEqual({
      path: '/charlotte/movers-packers/south-end',
      category: 'movers-packers',
      neighborhood: 'south-end',
      queryFilters: false,
    });
  });

  it('is not a listing for business pages and other paths', () => {
    expect(routeFromPath('/charlotte/listing/some-slug')).toBeNull();
    expect(routeFromPath('/charlotte/listing')).toBeNull();
    expect(routeFromPath('/')).toBeNull();
    expect(routeFromPath('/neighborhoods')).toBeNull();
    expect(routeFromPath('/charlotte/a/b/c')).toBeNull();
    expect(routeFromPath('/charlotte/%E0%A4%A')).toBeNull();
  });
});

describe('parsePage', () => {
  it('reads whole numbers from 1 and defaults to 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(' 12 ')).toBe(12);
    expect(parsePage(null)).toBe(1);
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('')).toBe(1);
  });

  it('reads malformed pages as page 1', () => {
    for (const raw of ['abc', '0', '-2', '2.5', '1e3', '3abc', '99999999999999999999']) expect(parsePage(raw)).toBe(1);
  });
});

describe('clampPage and pageCount', () => {
  it('counts pages of 20, at least one', () => {
    expect(PAGE_SIZE).toBe(20);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(205)).toBe(11);
  });

  it('clamps a page past the last to the last and says so', () => {
    expect(clampPage(9999, 205)).toEqual({ page: 11, clamped: true });
    expect(clampPage(11, 205)).toEqual({ page: 11, clamped: false });
    expect(clampPage(2, 0)).toEqual({ page: 1, clamped: true });
    expect(clampPage(1, 0)).toEqual({ page: 1, clamped: false });
  });
});

describe('parseListingState', () => {
  it('defaults to everything, relevance, list, page 1', () => {
    expect(parseListingState(new URLSearchParams(''))).toEqual(DEFAULT_STATE);
  });

  it('reads every parameter of a /search URL', () => {
    const query = new URLSearchParams(
      'q=+mov++ers+&category=movers-packers&neighborhood=south-end&minRating=4&tags=insured&tags=licensed&languages=vi,es,xx&sort=rating&view=map&page=2',
    );
    expect(parseListingState(query)).toEqual({
      q: 'mov ers',
      category: 'movers-packers',
      neighborhood: 'south-end',
      minRating: 4,
      tags: ['licensed', 'insured'],
      languages: ['es', 'vi'],
      sort: 'rating',
      view: 'map',
      page: 2,
      open: null,
      near: null,
      radius: null,
      bbox: null,
    });
  });

  it('keeps the languages filter ("Spanish spoken") in the page URL and the API query', () => {
    const state = parseListingState(new URLSearchParams('category=movers-packers&languages=es'));
    expect(state.languages).toEqual(['es']);
    expect(listingHref(state)).toBe('/search?category=movers-packers&languages=es');
    expect(apiQuery(state)).toBe('?category=movers-packers&languages=es&limit=20');
    expect(sameResults(state, { ...state, languages: [] })).toBe(false);
  });

  it("reads the map's area, keeps it in the URL and the API query, and drops a bad one", () => {
    const state = parseListingState(new URLSearchParams('category=movers-packers&bbox=35.19,-80.88,35.25,-80.8&page=2&view=map'));
    expect(state.bbox).toBe('35.19000,-80.88000,35.25000,-80.80000');
    expect(listingHref(state)).toBe('/search?category=movers-packers&bbox=35.19000%2C-80.88000%2C35.25000%2C-80.80000&view=map&page=2');
    expect(apiQuery(state)).toBe('?category=movers-packers&bbox=35.19000%2C-80.88000%2C35.25000%2C-80.80000&limit=20&offset=20');
    // The map asks for its own view: the filters only.
    expect(mapFilterQuery(state)).toBe('category=movers-packers');
    expect(sameResults(state, { ...state, bbox: null })).toBe(false);
    for (const bad of ['35.3,-80.9,35.2,-80.8', 'NaN,1,2,3', '1e400,0,1,1', '35,-80']) {
      expect(parseListingState(new URLSearchParams({ bbox: bad })).bbox, bad).toBeNull();
    }
    expect(clearedState(state, { path: '/search', queryFilters: true }).bbox).toBeNull();
  });

  it('reads the open filter, my place and the radius, dropping what needs a place when there is none', () => {
    const state = parseListingState(new URLSearchParams('open=SAT-10:00&near=28205&radius=3&sort=distance'));
    expect(state).toMatchObject({ open: 'sat-10:00', near: '28205', radius: 3, sort: 'distance' });
    expect(apiQuery(state)).toBe('?sortBy=distance&open=sat-10%3A00&near=28205&radius=3&limit=20');
    expect(listingHref(state)).toBe('/search?open=sat-10%3A00&near=28205&radius=3&sort=distance');
    expect(parseListingState(new URLSearchParams('near=35.2271,-80.8431'))).toMatchObject({ near: '35.22710,-80.84310' });
    const noPlace = parseListingState(new URLSearchParams('open=whenever&near=not+a+place!&radius=3&sort=distance'));
    expect(noPlace).toMatchObject({ open: null, near: null, radius: null, sort: 'relevance' });
    expect(parseListingState(new URLSearchParams('near=noda&radius=2'))).toMatchObject({ near: 'noda', radius: null });
  });

  it("treats 'all' and empty values as no filter and ignores unknown values", () => {
    const query = new URLSearchParams('category=all&neighborhood=&minRating=all&tags=bogus,24-7&sort=cheapest&view=grid');
    expect(parseListingState(query)).toEqual({ ...DEFAULT_STATE, tags: ['24-7'] });
  });

  it('keeps only finite ratings from 1 to 5', () => {
    expect(parseMinRating('3')).toBe(3);
    expect(parseMinRating('4.5')).toBe(4.5);
    for (const raw of ['0', '6', 'NaN', 'Infinity', 'abc', '', 'all', null]) expect(parseMinRating(raw)).toBeNull();
  });

  it('accepts repeated and comma-joined tags, in catalog order without repeats', () => {
    expect(parseTags(['insured,licensed', 'licensed'])).toEqual(['licensed', 'insured']);
    expect(parseTags([])).toEqual([]);
  });

  it('drops neighborhoods that are not slugs', () => {
    expect(parseListingState(new URLSearchParams('neighborhood=<script>')).neighborhood).toBeNull();
    expect(parseListingState(new URLSearchParams('neighborhood=Myers-Park')).neighborhood).toBe('myers-park');
  });

  it('takes category and neighborhood from the path on path routes, ignoring the query', () => {
    const route = routeFromPath('/charlotte/movers-packers/south-end')!;
    const parsed = parseListingState(new URLSearchParams('category=pet-services&neighborhood=noda&page=3'), route);
    expect(parsed).toMatchObject({ category: 'movers-packers', neighborhood: 'south-end', page: 3 });
    expect(parseListingState(new URLSearchParams('category=pet-services'), routeFromPath('/businesses')!).category).toBeNull();
  });
});

describe('clearedState (Clear Filters)', () => {
  const busy = state({ q: 'van', category: 'movers-packers', neighborhood: 'noda', minRating: 4, tags: ['licensed'], sort: 'rating', view: 'map', page: 3 });

  it('keeps the category of /charlotte/{category} and the page it is on', () => {
    const route = routeFromPath('/charlotte/movers-packers')!;
    const cleared = clearedState(busy, route);
    expect(cleared).toEqual({ ...DEFAULT_STATE, category: 'movers-packers', sort: 'rating', view: 'map' });
    expect(listingHref(cleared, route)).toBe('/charlotte/movers-packers?sort=rating&view=map');
  });

  it('keeps both on /charlotte/{category}/{neighborhood}, and nothing on /search', () => {
    const route = routeFromPath('/charlotte/movers-packers/noda')!;
    expect(clearedState(busy, route)).toMatchObject({ category: 'movers-packers', neighborhood: 'noda', q: '', minRating: null, tags: [], page: 1 });
    expect(clearedState(busy, routeFromPath('/search')!)).toEqual({ ...DEFAULT_STATE, sort: 'rating', view: 'map' });
  });
});

describe('listingHref', () => {
  it('round-trips a state through the URL', () => {
    const s = state({
      q: 'moving truck',
      category: 'movers-packers',
      neighborhood: 'noda',
      minRating: 3,
      tags: ['licensed', '24-7'],
      sort: 'reviews',
      view: 'map',
      page: 4,
    });
    const href = listingHref(s);
    expect(href.startsWith('/search?')).toBe(true);
    const url = new URL(href, 'http://x');
    expect(parseListingState(url.searchParams, routeFromPath(url.pathname)!)).toEqual(s);
  });

  it('leaves defaults out', () => {
    expect(listingHref(DEFAULT_STATE)).toBe('/search');
    expect(listingHref(state({ page: 1, sort: 'relevance', view: 'list' }))).toBe('/search');
    expect(listingHref(state({ page: 2 }))).toBe('/search?page=2');
  });

  it('stays on a path route while its fixed filters match, else goes to /search', () => {
    const route = routeFromPath('/charlotte/movers-packers')!;
    expect(listingHref(state({ category: 'movers-packers', page: 2, sort: 'rating' }), route)).toBe('/charlotte/movers-packers?sort=rating&page=2');
    expect(listingHref(state({ category: 'pet-services' }), route)).toBe('/search?category=pet-services');
    expect(listingHref(state({ category: 'movers-packers', neighborhood: 'noda' }), route)).toBe('/search?category=movers-packers&neighborhood=noda');
    expect(listingHref(state({ neighborhood: 'myers-park', page: 2 }), routeFromPath('/charlotte')!)).toBe('/charlotte?neighborhood=myers-park&page=2');
    expect(listingHref(state({ page: 3 }), routeFromPath('/categories')!)).toBe('/categories?page=3');
    expect(listingHref(state({ minRating: 4 }), routeFromPath('/businesses')!)).toBe('/businesses?minRating=4');
  });
});

describe('apiQuery', () => {
  it('builds the GET /api/businesses query, leaving out all and defaults', () => {
    expect(apiQuery(DEFAULT_STATE)).toBe('?limit=20');
    expect(apiUrl(state({ page: 3 }))).toBe('/api/businesses?limit=20&offset=40');
    expect(apiQuery(state({ q: 'mov', category: 'movers-packers', neighborhood: 'uptown', minRating: 4, tags: ['licensed', 'insured'], sort: 'rating' }))).toBe(
      '?category=movers-packers&neighborhood=uptown&search=mov&minRating=4&serviceTags=licensed%2Cinsured&sortBy=rating&limit=20',
    );
  });

  it('sends minRating only when finite', () => {
    expect(apiQuery(state({ minRating: Number.NaN }))).toBe('?limit=20');
    expect(apiQuery(state({ minRating: Number.POSITIVE_INFINITY }))).toBe('?limit=20');
  });

  it('asks exactly what the shared search query builder asks', () => {
    const states = [
      DEFAULT_STATE,
      state({ page: 5, sort: 'reviews' }),
      state({ q: '  eco clean ', category: 'cleaning-services', tags: ['eco-friendly'] }),
      state({ neighborhood: 'myers-park', minRating: 2.5, page: 2 }),
    ];
    for (const s of states) expect(apiQuery(s)).toBe(businessSearchQueryString(searchParamsFor(s)));
  });

  it('pages by offset = (page - 1) x 20', () => {
    expect(searchParamsFor(state({ page: 1 }))).toMatchObject({ limit: 20, offset: 0 });
    expect(searchParamsFor(state({ page: 4 }))).toMatchObject({ limit: 20, offset: 60 });
  });
});

describe('pagination', () => {
  it('shows Previous, up to 5 numbered pages around the current one, and Next', () => {
    expect(pagination(1, 205)).toEqual({
      previous: null,
      next: 2,
      totalPages: 11,
      pages: [1, 2, 3, 4, 5].map((page) => ({ page, current: page === 1 })),
    });
    expect(pagination(6, 205).pages.map((p) => p.page)).toEqual([4, 5, 6, 7, 8]);
    expect(pagination(6, 205)).toMatchObject({ previous: 5, next: 7 });
    expect(pagination(11, 205).pages.map((p) => p.page)).toEqual([7, 8, 9, 10, 11]);
    expect(pagination(11, 205).next).toBeNull();
    expect(pagination(10, 205).pages.map((p) => p.page)).toEqual([7, 8, 9, 10, 11]);
  });

  it('shows only the pages that exist', () => {
    expect(pagination(2, 45).pages.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(pagination(1, 0)).toEqual({ previous: null, next: null, totalPages: 1, pages: [{ page: 1, current: true }] });
  });
});

describe('sameListingUrl', () => {
  it('ignores how a query was percent-encoded but not what it says', () => {
    expect(sameListingUrl('/search?q=pet%20%26%20vet%20care', '/search?q=pet+%26+vet+care')).toBe(true);
    expect(sameListingUrl('/search?q=movers', '/search?q=movers&page=abc')).toBe(false);
    expect(sameListingUrl('/search?q=movers', '/charlotte/movers-packers?q=movers')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { LIMITS, MAP, PAGE_SIZE } from './catalog';
import {
  DEFAULT_STATE,
  EMPTY_CATEGORY_TEXT,
  EMPTY_TEXT,
  apiQuery,
  apiUrl,
  mapFilterQuery,
  sameResults,
  cardDescription,
  clearedState,
  clampPage,
  countText,
  emptyText,
  featurePhrases,
  hash32,
  isFeatured,
  listingDescription,
  listingHeading,
  listingHref,
  listingTitle,
  markerOffset,
  markerBounds,
  markerPosition,
  neighborhoodName,
  sameListingUrl,
  pageCount,
  pagination,
  parseListingState,
  parseMinRating,
  parsePage,
  parseTags,
  ratingLabel,
  resultsHeading,
  routeFromPath,
  searchParamsFor,
  spreadMarkers,
  tileCspSource,
  toResultCard,
  truncateText,
  wholeStars,
  type ListingState,
  searchedForText,
} from './listing';
import { businessSearchQueryString } from './search';
import type { Business } from './types';

const state = (patch: Partial<ListingState> = {}): ListingState => ({ ...DEFAULT_STATE, ...patch });

const business = (patch: Partial<Business> = {}): Business => ({
  id: 7,
  slug: 'queen-city-movers',
  businessName: 'Queen City Movers',
  category: 'movers-packers',
  address: '100 N Tryon St, Charlotte, NC 28202',
  zipCode: '28202',
  phone: '(704) 555-0123',
  email: null,
  website: null,
  shortDescription: 'Local and long-distance moves.',
  longDescription: null,
  websiteSummary: null,
  businessHours: null,
  serviceTags: ['licensed', 'free-quote'],
  neighborhood: 'uptown',
  isPremium: false,
  isVerified: true,
  isClaimed: false,
  userRating: 4.36,
  reviewCount: 12,
  details: null,
  latitude: null,
  longitude: null,
  locationApproximate: false,
  status: 'published',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...patch,
});

describe('routeFromPath', () => {
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
      'q=+mov++ers+&category=movers-packers&neighborhood=south-end&minRating=4&tags=insured&tags=licensed&sort=rating&view=map&page=2',
    );
    expect(parseListingState(query)).toEqual({
      q: 'mov ers',
      category: 'movers-packers',
      neighborhood: 'south-end',
      minRating: 4,
      tags: ['licensed', 'insured'],
      sort: 'rating',
      view: 'map',
      page: 2,
      open: null,
      near: null,
      radius: null,
      bbox: null,
    });
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
    const s = state({ q: 'moving truck', category: 'movers-packers', neighborhood: 'noda', minRating: 3, tags: ['licensed', '24-7'], sort: 'reviews', view: 'map', page: 4 });
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
    expect(listingHref(state({ category: 'movers-packers', neighborhood: 'noda' }), route)).toBe(
      '/search?category=movers-packers&neighborhood=noda',
    );
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

describe('headings, title and description', () => {
  it('names the category and neighborhood', () => {
    expect(listingHeading('Movers & Packers', 'Uptown')).toBe('Movers & Packers in Uptown');
    expect(listingHeading('Movers & Packers')).toBe('Movers & Packers');
    expect(listingHeading(undefined, 'Myers Park')).toBe('All Businesses in Myers Park');
    expect(listingHeading()).toBe('All Businesses');
    expect(resultsHeading('Pet Services')).toBe('Pet Services in Charlotte');
    expect(resultsHeading()).toBe('All Businesses in Charlotte');
  });

  it('builds the page title', () => {
    expect(listingTitle('Movers & Packers', 'Uptown')).toBe('Movers & Packers - Uptown - Charlotte, NC - Charlotte Directory');
    expect(listingTitle('Movers & Packers')).toBe('Movers & Packers - Charlotte, NC - Charlotte Directory');
    expect(listingTitle(undefined, 'NoDa')).toBe('All Businesses - NoDa - Charlotte, NC - Charlotte Directory');
    expect(listingTitle()).toBe('All Businesses - Charlotte, NC - Charlotte Directory');
  });

  it('says the page helps find, compare reviews, get quotes and contact', () => {
    const text = listingDescription('Movers & Packers', 'Uptown');
    expect(text).toContain('Movers & Packers in Uptown, Charlotte, NC');
    expect(text).toContain('Compare reviews, get quotes and contact local businesses');
  });

  it('names neighborhoods from the table, the filter list, else the slug', () => {
    expect(neighborhoodName('myers-park', { 'myers-park': 'Myers Park' })).toBe('Myers Park');
    expect(neighborhoodName('noda')).toBe('NoDa');
    expect(neighborhoodName('steele-creek')).toBe('Steele Creek');
    expect(neighborhoodName(null)).toBeUndefined();
  });

  it('counts results and picks the empty message', () => {
    expect(countText(42)).toBe('42 businesses found');
    expect(countText(0)).toBe('0 businesses found');
    expect(emptyText({ category: 'pet-services', q: '' })).toBe(EMPTY_CATEGORY_TEXT);
    expect(emptyText({ category: 'pet-services', q: 'zzz' })).toBe(EMPTY_TEXT);
    expect(emptyText({ category: null, q: '' })).toBe(EMPTY_TEXT);
    expect(EMPTY_CATEGORY_TEXT).toBe("Coming Soon! We're working on adding businesses in this category.");
    expect(EMPTY_TEXT).toBe('No results found. Try adjusting your search criteria.');
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

describe('result cards', () => {
  it('describes with shortDescription, else longDescription, else websiteSummary, else the category', () => {
    expect(cardDescription(business())).toBe('Local and long-distance moves.');
    expect(cardDescription(business({ shortDescription: '  ', longDescription: 'Long text.' }))).toBe('Long text.');
    expect(cardDescription(business({ shortDescription: null, longDescription: null, websiteSummary: 'From the website.' }))).toBe(
      'From the website.',
    );
    expect(cardDescription(business({ shortDescription: null }))).toBe('Movers & Packers serving Charlotte, NC.');
  });

  it('limits the description to 100 characters with an ellipsis', () => {
    const long = 'Full-service movers handling apartments, houses and offices across Charlotte with careful packing and storage.';
    const text = cardDescription(business({ shortDescription: long }));
    expect(LIMITS.cardDescription).toBe(100);
    expect(text.length).toBeLessThanOrEqual(100);
    expect(text.endsWith('…')).toBe(true);
    expect(long.startsWith(text.slice(0, -1))).toBe(true);
    expect(truncateText('x'.repeat(150), 100)).toBe(`${'x'.repeat(99)}…`);
    expect(truncateText('short', 100)).toBe('short');
    expect(truncateText('y'.repeat(100), 100)).toBe('y'.repeat(100));
  });

  it('takes up to 4 feature phrases: Highlights 3, Popular for 2, Offerings 2', () => {
    const details = {
      Highlights: { 'Family owned': true, 'Hidden': false, 'Same-day quotes': true, 'Bilingual staff': true, 'Fourth highlight': true },
      'Popular for': { 'Apartment moves': true, 'Piano moves': true },
      Offerings: { Packing: true, Storage: true },
    };
    expect(featurePhrases(details)).toEqual(['Family owned', 'Same-day quotes', 'Bilingual staff', 'Apartment moves']);
    expect(featurePhrases({ Offerings: { Packing: true, Storage: true, Crating: true }, 'Popular for': { Condos: true } })).toEqual([
      'Condos',
      'Packing',
      'Storage',
    ]);
    expect(featurePhrases(null)).toEqual([]);
  });

  it('shows whole stars from the floor, out of 5, with an accessible text', () => {
    expect(wholeStars(4.9)).toBe(4);
    expect(wholeStars(5)).toBe(5);
    expect(wholeStars(0)).toBe(0);
    expect(wholeStars(7)).toBe(5);
    expect(wholeStars(Number.NaN)).toBe(0);
    expect(ratingLabel(4.3)).toBe('Rated 4.3 out of 5');
    expect(ratingLabel(4.36)).toBe('Rated 4.4 out of 5');
  });

  it('marks FEATURED only on the first result of the first page, and only if premium', () => {
    expect(isFeatured({ isPremium: true }, 0, 1)).toBe(true);
    expect(isFeatured({ isPremium: false }, 0, 1)).toBe(false);
    expect(isFeatured({ isPremium: true }, 1, 1)).toBe(false);
    expect(isFeatured({ isPremium: true }, 0, 2)).toBe(false);
  });

  it('maps a business to a small card', () => {
    const card = toResultCard(business({ serviceTags: ['24-7', 'licensed'] }));
    expect(card).toMatchObject({
      id: 7,
      slug: 'queen-city-movers',
      name: 'Queen City Movers',
      description: 'Local and long-distance moves.',
      rating: 4.36,
      reviewCount: 12,
      tags: ['24/7 Service', 'Licensed'],
      features: [],
      isPremium: false,
      telHref: 'tel:+17045550123',
    });
    expect(Object.keys(card)).not.toContain('email');
  });

  it('shows where the business is: neighborhood and short address, with the town outside Charlotte', () => {
    expect(toResultCard(business()).location).toBe('Uptown · 100 N Tryon St');
    expect(toResultCard(business()).locationApproximate).toBe(false);
    expect(toResultCard(business({ locationApproximate: true })).locationApproximate).toBe(true);
    expect(toResultCard(business({ neighborhood: 'matthews', address: '285 N Trade St, Matthews, NC 28105', zipCode: '28105' })).location).toBe(
      'Matthews · 285 N Trade St',
    );
    expect(toResultCard(business({ neighborhood: 'charlotte-metro', address: '285 N Trade St, Matthews, NC 28105' })).location).toBe(
      'Charlotte Metro · 285 N Trade St, Matthews',
    );
    expect(toResultCard(business({ neighborhood: 'myers-park', address: '1900 Selwyn Ave' })).location).toBe('Myers Park · 1900 Selwyn Ave');
    expect(toResultCard(business({ neighborhood: null })).location).toBe('100 N Tryon St');
    expect(toResultCard(business({ neighborhood: null, address: '' })).location).toBe('');
  });
});

describe('tileCspSource', () => {
  it('allows the tile server of the configured tile URL', () => {
    expect(tileCspSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileCspSource('https://{s}.tile.example.com/{z}/{x}/{y}.png')).toBe('https://*.tile.example.com');
    expect(tileCspSource('http://localhost:8080/tiles/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
    expect(tileCspSource('https://tiles-{s}.example.com/{z}/{x}/{y}.png')).toBe('https:');
    expect(tileCspSource('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
  });
});

describe('map markers', () => {
  it('hashes deterministically', () => {
    expect(hash32('abc')).toBe(hash32('abc'));
    expect(hash32('abc')).not.toBe(hash32('abd'));
  });

  it('offsets each coordinate by at most 0.005 degrees, the same every time', () => {
    const slugs = Array.from({ length: 500 }, (_, i) => `business-${i}`);
    for (const slug of slugs) {
      const offset = markerOffset(slug);
      expect(Math.abs(offset.lat)).toBeLessThanOrEqual(MAP.maxMarkerOffset);
      expect(Math.abs(offset.lng)).toBeLessThanOrEqual(MAP.maxMarkerOffset);
      expect(markerOffset(slug)).toEqual(offset);
    }
    const distinct = new Set(slugs.map((slug) => JSON.stringify(markerOffset(slug))));
    expect(distinct.size).toBe(slugs.length);
  });

  it('places a marker at its coordinates, else its neighborhood centre plus the offset', () => {
    const centres = { uptown: { lat: 35.227, lng: -80.843 } };
    const exact = markerPosition({ slug: 'a', latitude: 35.1, longitude: -80.9, neighborhood: 'uptown' }, centres);
    expect(exact).toEqual({ lat: 35.1, lng: -80.9, exact: true });
    const offset = markerOffset('b');
    expect(markerPosition({ slug: 'b', latitude: null, longitude: null, neighborhood: 'uptown' }, centres)).toEqual({
      lat: 35.227 + offset.lat,
      lng: -80.843 + offset.lng,
      exact: false,
    });
    expect(markerPosition({ slug: 'b', latitude: null, longitude: null, neighborhood: 'charlotte-metro' }, centres)).toEqual({
      lat: MAP.center.lat + offset.lat,
      lng: MAP.center.lng + offset.lng,
      exact: false,
    });
  });

  it('bounds every marker of the results (placed ones at their neighborhood), none for no results', () => {
    const centres = { uptown: { lat: 35.227, lng: -80.843 } };
    const offset = markerOffset('c');
    const bounds = markerBounds(
      [
        { slug: 'a', latitude: 35.05, longitude: -80.7, neighborhood: 'uptown' },
        { slug: 'b', latitude: 35.4, longitude: -80.95, neighborhood: 'uptown' },
        { slug: 'c', latitude: null, longitude: null, neighborhood: 'uptown' },
      ],
      centres,
    );
    expect(bounds).toEqual([
      [35.05, -80.95],
      [35.4, -80.7],
    ]);
    const single = markerBounds([{ slug: 'c', latitude: null, longitude: null, neighborhood: 'uptown' }], centres);
    expect(single).toEqual([
      [35.227 + offset.lat, -80.843 + offset.lng],
      [35.227 + offset.lat, -80.843 + offset.lng],
    ]);
    expect(markerBounds([], centres)).toBeNull();
  });
});


describe('spreadMarkers', () => {
  const apart = (a: { x: number; y: number }, b: { x: number; y: number }, sizeA: number, sizeB: number, gap: number) =>
    Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) >= (sizeA + sizeB) / 2 + gap - 1e-9;

  it('leaves markers that do not overlap where they are', () => {
    const markers = [
      { x: 0, y: 0, size: 24 },
      { x: 100, y: 0, size: 24 },
      { x: 0, y: 100, size: 36 },
    ];
    expect(spreadMarkers(markers)).toEqual(markers.map(({ x, y }) => ({ x, y })));
  });

  it('moves overlapping markers apart, deterministically, keeping the gap', () => {
    const markers = Array.from({ length: 20 }, (_, i) => ({ x: 500 + (i % 4) * 3, y: 300 + (i % 5) * 2, size: i % 6 === 0 ? 36 : 24 }));
    const spread = spreadMarkers(markers, 4);
    expect(spreadMarkers(markers, 4)).toEqual(spread);
    expect(spread[0]).toEqual({ x: 500, y: 300 });
    for (let i = 0; i < spread.length; i++) {
      for (let j = i + 1; j < spread.length; j++) {
        expect(apart(spread[i]!, spread[j]!, markers[i]!.size, markers[j]!.size, 4)).toBe(true);
      }
    }
    // Moved markers stay near their own spot.
    for (let i = 0; i < spread.length; i++) expect(Math.hypot(spread[i]!.x - markers[i]!.x, spread[i]!.y - markers[i]!.y)).toBeLessThan(200);
  });
});

describe('sameListingUrl', () => {
  it('ignores how a query was percent-encoded but not what it says', () => {
    expect(sameListingUrl('/search?q=pet%20%26%20vet%20care', '/search?q=pet+%26+vet+care')).toBe(true);
    expect(sameListingUrl('/search?q=movers', '/search?q=movers&page=abc')).toBe(false);
    expect(sameListingUrl('/search?q=movers', '/charlotte/movers-packers?q=movers')).toBe(false);
  });
});

describe('searchedForText', () => {
  it('names the search text, and the words searched instead when they differ', () => {
    expect(searchedForText('movers', undefined)).toBe('Showing results for “movers”');
    expect(searchedForText('movres', 'movers')).toBe('Showing results for “movers” instead of “movres”');
    expect(searchedForText('  ', undefined)).toBeNull();
  });
});

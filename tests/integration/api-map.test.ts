/**
 * The map on both databases: the list's `bbox` filter ("Search this area"), the
 * clustered GET /api/map/businesses (every match, counts adding up to the list's total,
 * the marker cap), and clear 400s for bad areas and zooms.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bboxText, type Bbox } from '../../src/domain/bbox';
import { MAP_CLUSTERS, markerCount, type MapBusiness, type MapResult } from '../../src/domain/map-area';
import { QUERY_MESSAGES as QUERY_MESSAGES_MAP } from '../../src/domain/search';
import type { BusinessSearchResult } from '../../src/domain/types';
import { AREA_WALK, BAYESIAN_RATING_SQL } from '../../src/server/queries/business-search';
import { describeEachDb } from '../support/db';
import { errorOf, get, makeApi, send, type Api } from './api-support';

/** A 20 x 20 grid of test businesses, 0.01 degrees apart, south-west corner at (34, -79): far from the seed's Charlotte. */
const GRID = { south: 34, west: -79, step: 0.01, side: 20 } as const;
const at = (row: number, col: number) => ({ lat: GRID.south + row * GRID.step, lng: GRID.west + col * GRID.step });

async function json<T>(api: Api, path: string): Promise<T> {
  const response = await get(api, path);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

const HALF = GRID.step / 2;
/** Rows 2-6 and columns 3-7 of the grid (25 businesses), the edges half a step outside them. */
const AROUND_25 = { south: at(2, 0).lat - HALF, west: at(0, 3).lng - HALF, north: at(6, 0).lat + HALF, east: at(0, 7).lng + HALF };

const inside = (box: Bbox, p: { lat: number; lng: number }) => p.lat >= box.south && p.lat <= box.north && p.lng >= box.west && p.lng <= box.east;

describeEachDb('the map: area search and clusters', (getDb) => {
  let api: Api;
  beforeAll(async () => {
    const db = getDb();
    api = makeApi(db);
    // 400 published businesses on the grid (every fourth a pet service, every tenth premium),
    // one without coordinates, one pending inside the grid.
    await db.query(
      `insert into public.businesses (slug, business_name, category, address, phone, status, latitude, longitude, is_premium, user_rating, review_count)
       select 'quuxmap-' || i, 'Quuxmap ' || i, case when i % 4 = 0 then 'pet-services' else 'movers-packers' end, '1 Grid St',
              '704-555-0100', 'published', $1::float8 + (i / $3::int) * $4::float8, $2::float8 + (i % $3::int) * $4::float8, i % 10 = 0, 4, 3
         from generate_series(0, $3::int * $3::int - 1) as i`,
      [GRID.south, GRID.west, GRID.side, GRID.step],
    );
    await db.query(
      `insert into public.businesses (slug, business_name, category, address, phone, status, latitude, longitude)
       values ('quuxmap-nowhere', 'Quuxmap Nowhere', 'movers-packers', '1 Grid St', '704-555-0100', 'published', null, null),
              ('quuxmap-pending', 'Quuxmap Pending', 'movers-packers', '1 Grid St', '704-555-0100', 'pending', 34.05, -78.95)`,
    );
  });

  describe('GET /api/businesses?bbox= (Search this area)', () => {
    it('lists only the businesses inside the box, with the other filters kept', async () => {
      // Rows 2-6 and columns 3-7: 25 businesses, the edges half a step outside them.
      const box = AROUND_25;
      const result = await json<BusinessSearchResult>(api, `/api/businesses?search=quuxmap&bbox=${bboxText(box)}&limit=100`);
      expect(result.total).toBe(25);
      expect(result.businesses).toHaveLength(25);
      for (const b of result.businesses) expect(inside(box, { lat: b.latitude!, lng: b.longitude! }), b.businessName).toBe(true);
      expect(result.businesses.map((b) => b.businessName)).not.toContain('Quuxmap Pending');

      const pets = await json<BusinessSearchResult>(api, `/api/businesses?search=quuxmap&category=pet-services&bbox=${bboxText(box)}&limit=100`);
      expect(pets.total).toBe(result.businesses.filter((b) => b.category === 'pet-services').length);
      expect(pets.total).toBeGreaterThan(0);
      expect(pets.businesses.every((b) => b.category === 'pet-services')).toBe(true);
    });

    it('pages through the area, the total counting every match', async () => {
      const box = { south: GRID.south - HALF, west: GRID.west - HALF, north: at(9, 0).lat + HALF, east: at(0, 19).lng + HALF };
      const first = await json<BusinessSearchResult>(api, `/api/businesses?bbox=${bboxText(box)}&sortBy=reviews&limit=50`);
      const second = await json<BusinessSearchResult>(api, `/api/businesses?bbox=${bboxText(box)}&sortBy=reviews&limit=50&offset=50`);
      expect(first.total).toBe(200);
      expect(second.total).toBe(200);
      const ids = [...first.businesses, ...second.businesses].map((b) => b.id);
      expect(new Set(ids).size).toBe(100);
    });

    it('pages a crowded area in the same order as the whole list (the path that walks the order index)', async () => {
      const db = getDb();
      // 2,400 businesses in their own box (south of the grid), varied ratings and review counts.
      await db.query(
        `insert into public.businesses (slug, business_name, category, address, phone, status, latitude, longitude, user_rating, review_count)
         select 'walkmap-' || i, 'Walkmap ' || (i % 97), 'movers-packers', '1 Walk St', '704-555-0100', 'published',
                33 + (i % 50) * 0.001, -79 + (i / 50) * 0.001, 1 + (i * 7 % 41) / 10.0, i * 13 % 60
           from generate_series(1, 2400) as i`,
      );
      const box = '32.99,-79.01,33.1,-78.9';
      expect(2400).toBeGreaterThanOrEqual(AREA_WALK.minMatches);
      const orders = {
        relevance: `${BAYESIAN_RATING_SQL} desc`,
        rating: 'b.user_rating desc, b.review_count desc',
        reviews: 'b.review_count desc, b.user_rating desc',
      };
      for (const [sortBy, order] of Object.entries(orders)) {
        for (const offset of [0, 40, AREA_WALK.maxRows - 20, AREA_WALK.maxRows + 20]) {
          const page = await json<BusinessSearchResult>(api, `/api/businesses?bbox=${box}&sortBy=${sortBy}&limit=20&offset=${offset}`);
          const expected = await db.query<{ slug: string }>(
            `select b.slug from public.businesses b where b.slug like 'walkmap-%' order by ${order}, b.business_name, b.id limit 20 offset ${offset}`,
          );
          expect(page.total).toBe(2400);
          expect(
            page.businesses.map((b) => b.slug),
            `${sortBy} from ${offset}`,
          ).toEqual(expected.map((row) => row.slug));
        }
      }
      await db.query(`delete from public.businesses where slug like 'walkmap-%'`);
    });

    it('finds nothing in a box with no business, and a business without coordinates is in no box', async () => {
      const empty = await json<BusinessSearchResult>(api, `/api/businesses?bbox=-10,-10,-9,-9`);
      expect(empty).toEqual({ businesses: [], total: 0 });
      const world = await json<BusinessSearchResult>(api, `/api/businesses?search=quuxmap&bbox=-90,-180,90,180&limit=1`);
      expect(world.total).toBe(400);
      const everywhere = await json<BusinessSearchResult>(api, `/api/businesses?search=quuxmap&limit=1`);
      expect(everywhere.total).toBe(401);
    });
  });

  describe('GET /api/map/businesses', () => {
    it('shows each match as its own marker when there are few', async () => {
      const box = AROUND_25;
      const map = await json<MapResult>(api, `/api/map/businesses?search=quuxmap&bbox=${bboxText(box)}&zoom=14`);
      expect(map.clustered).toBe(false);
      expect(map.total).toBe(25);
      expect(map.markers).toHaveLength(25);
      const businesses = map.markers as MapBusiness[];
      for (const m of businesses) {
        expect(m.type).toBe('business');
        expect(inside(box, m)).toBe(true);
        expect(m).toMatchObject({ slug: expect.stringMatching(/^quuxmap-\d+$/), name: expect.stringMatching(/^Quuxmap \d+$/), rating: 4, reviewCount: 3 });
      }
      expect(businesses.filter((m) => m.premium).length).toBe(businesses.filter((m) => Number(m.slug.split('-')[1]) % 10 === 0).length);
    });

    it('clusters every match when there are many; the counts add up to the list total of the same box', async () => {
      const box = { south: GRID.south - 0.001, west: GRID.west - 0.001, north: at(19, 0).lat + 0.001, east: at(0, 19).lng + 0.001 };
      for (const [zoom, filters] of [
        [11, 'search=quuxmap'],
        [13, 'search=quuxmap'],
        [12, 'search=quuxmap&category=movers-packers'],
      ] as const) {
        const map = await json<MapResult>(api, `/api/map/businesses?${filters}&bbox=${bboxText(box)}&zoom=${zoom}`);
        const list = await json<BusinessSearchResult>(api, `/api/businesses?${filters}&bbox=${bboxText(box)}&limit=1`);
        expect(map.clustered, `${filters} at ${zoom}`).toBe(true);
        expect(map.zoom).toBe(zoom);
        expect(markerCount(map.markers)).toBe(list.total);
        expect(map.total).toBe(list.total);
        expect(map.markers.length).toBeLessThanOrEqual(MAP_CLUSTERS.maxItems);
        const clusters = map.markers.filter((m) => m.type === 'cluster');
        expect(clusters.length).toBeGreaterThan(0);
        for (const c of clusters) {
          expect(c.count).toBeGreaterThan(1);
          // The cluster's point and its own box lie inside the searched box.
          expect(inside(c.bounds, c)).toBe(true);
          expect(inside(box, { lat: c.bounds.south, lng: c.bounds.west }) && inside(box, { lat: c.bounds.north, lng: c.bounds.east })).toBe(true);
        }
      }
      // Closer in, clusters are smaller: more markers for the same businesses.
      const z11 = await json<MapResult>(api, `/api/map/businesses?search=quuxmap&bbox=${bboxText(box)}&zoom=11`);
      const z13 = await json<MapResult>(api, `/api/map/businesses?search=quuxmap&bbox=${bboxText(box)}&zoom=13`);
      expect(z13.markers.length).toBeGreaterThan(z11.markers.length);
    });

    it('never sends more than the cap, whatever box and zoom are asked for', async () => {
      // At zoom 20 every grid business would be a cell of its own: 400 > the cap of 300.
      for (const bbox of ['-90,-180,90,180', bboxText({ south: 33.99, west: -79.01, north: 34.2, east: -78.8 })]) {
        const map = await json<MapResult>(api, `/api/map/businesses?search=quuxmap&bbox=${bbox}&zoom=20`);
        expect(map.markers.length, bbox).toBeLessThanOrEqual(MAP_CLUSTERS.maxItems);
        expect(markerCount(map.markers)).toBe(400);
        expect(map.total).toBe(400);
      }
      const all = await json<MapResult>(api, `/api/map/businesses?bbox=-90,-180,90,180&zoom=20`);
      expect(all.markers.length).toBeLessThanOrEqual(MAP_CLUSTERS.maxItems);
      expect(markerCount(all.markers)).toBe(all.total);
    });

    it('without a box: every match with coordinates, their bounds, and how many have none', async () => {
      const map = await json<MapResult>(api, `/api/map/businesses?search=quuxmap&zoom=11`);
      expect(map.total).toBe(400);
      expect(map.unplaced).toBe(1);
      expect(markerCount(map.markers)).toBe(400);
      const corners = { south: GRID.south, west: GRID.west, north: at(19, 0).lat, east: at(0, 19).lng };
      for (const side of ['south', 'west', 'north', 'east'] as const) expect(map.bounds?.[side]).toBeCloseTo(corners[side], 6);
      const list = await json<BusinessSearchResult>(api, `/api/businesses?search=quuxmap&limit=1`);
      expect(map.total + map.unplaced).toBe(list.total);
      const none = await json<MapResult>(api, `/api/map/businesses?search=zzzqqqnothing`);
      expect(none).toEqual({ total: 0, unplaced: 0, bounds: null, clustered: false, zoom: 11, markers: [] });
    });

    it('shows published businesses only, approved=false included', async () => {
      const map = await json<MapResult>(api, `/api/map/businesses?search=quuxmap&approved=false&bbox=34.035,-78.965,34.065,-78.935&zoom=16`);
      expect((map.markers as MapBusiness[]).map((m) => m.slug)).not.toContain('quuxmap-pending');
      expect(map.total).toBe(9);
    });

    it('answers 405 with Allow for other methods, as JSON', async () => {
      const response = await send(api, 'POST', '/api/map/businesses', {});
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET');
      expect((await errorOf(response)).code).toBe('method_not_allowed');
    });
  });

  describe('bad values', () => {
    const BAD_BOXES = [
      '35.3,-80.9,35.2,-80.8',
      '35.2,-80.7,35.3,-80.8',
      '91,-80.9,92,-80.8',
      '35.2,-181,35.3,-80.8',
      'NaN,-80.9,35.3,-80.8',
      '35.2,-80.9,Infinity,-80.8',
      '1e308,0,1,1',
      '99999999999999999999,0,1,1',
      '35.2,-80.9,35.3',
      '35.2,-80.9,35.3,-80.8,1',
      '__proto__',
      '35.2%00,-80.9,35.3,-80.8',
    ];
    it.each(BAD_BOXES)('bbox=%s answers 400 naming bbox on both endpoints', async (bbox) => {
      for (const path of ['/api/businesses', '/api/map/businesses']) {
        const response = await get(api, `${path}?bbox=${bbox}`);
        expect(response.status, `${path}?bbox=${bbox}`).toBe(400);
        expect(response.headers.get('content-type')).toContain('application/json');
        const error = await errorOf(response);
        expect(Object.keys(error.fields ?? {})).toEqual(['bbox']);
        if (!bbox.includes('%00')) expect(error.fields?.bbox).toBe(QUERY_MESSAGES_MAP.bbox);
      }
    });

    it.each(['0', '21', '-1', '11.5', 'NaN', '1e1', '2147483648', 'x'])('zoom=%s answers 400 naming zoom', async (zoom) => {
      const response = await get(api, `/api/map/businesses?zoom=${zoom}`);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: 'validation_failed', fields: { zoom: QUERY_MESSAGES_MAP.zoom } });
    });

    it('checks the filters as the list does', async () => {
      const response = await get(api, `/api/map/businesses?category=nope&bbox=1,1,2,2`);
      expect(response.status).toBe(400);
      expect(Object.keys((await errorOf(response)).fields ?? {})).toEqual(['category']);
    });
  });
});

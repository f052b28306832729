/**
 * The search filters on both databases: open now / open at, "my place" (near), distance,
 * radius and nearest-first, and clear 400s for bad values.
 */
import { beforeAll, expect, it } from 'vitest';
import { CATEGORY_VALUES } from '../../src/domain/catalog';
import { haversineMiles } from '../../src/domain/geo';
import { openWeekLiteral } from '../../src/domain/hours';
import { QUERY_MESSAGES } from '../../src/domain/search';
import type { BusinessSearchResult } from '../../src/domain/types';
import { ZIP_CENTRES } from '../../src/domain/zip-centres';
import type { Db } from '../../src/server/db/client';
import { describeEachDb } from '../support/db';
import { errorOf, get, makeApi, post, type Api } from './api-support';

const UPTOWN = { lat: 35.2271, lng: -80.8431 };

async function add(db: Db, name: string, at: { lat: number; lng: number } | null, hours: Record<string, string> | null) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await db.query(
    `insert into public.businesses (slug, business_name, category, address, phone, neighborhood, status, latitude, longitude,
       business_hours, open_week)
     values ($1, $2, 'movers-packers', '1 Test St', '704-555-0100', 'uptown', 'published', $3, $4, $5::text::jsonb, $6::text::int4multirange)`,
    [slug, name, at?.lat ?? null, at?.lng ?? null, hours ? JSON.stringify(hours) : null, openWeekLiteral(hours)],
  );
}

async function search(api: Api, query: string): Promise<BusinessSearchResult> {
  const response = await get(api, `/api/businesses${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as BusinessSearchResult;
}
const names = (result: BusinessSearchResult) => result.businesses.map((b) => b.businessName);

// Points east of Uptown at about 0.5, 2, 4 and 8 miles (one degree of longitude is ~56.5 miles here).
const east = (miles: number) => ({ lat: UPTOWN.lat, lng: UPTOWN.lng + miles / 56.5 });

describeEachDb('near my place and open hours', (getDb) => {
  let api: Api;
  beforeAll(async () => {
    const db = getDb();
    api = makeApi(db);
    const weekdays = { Monday: '9:00 AM - 5:00 PM', Tuesday: '9:00 AM - 5:00 PM', Saturday: '9:00 AM - 1:00 PM', Sunday: 'Closed' };
    await add(db, 'Zorblat Half Mile', east(0.5), weekdays);
    await add(db, 'Zorblat Two Miles', east(2), { Friday: '6:00 PM - 2:00 AM', Saturday: 'Closed' });
    await add(db, 'Zorblat Four Miles', east(4), { Saturday: '9:00 AM - 12:00 PM, 1:00 PM - 5:00 PM' });
    await add(db, 'Zorblat Eight Miles', east(8), { Monday: 'Open 24 hours', Saturday: 'Open 24 hours' });
    await add(db, 'Zorblat Nowhere', null, null);
  });

  it('pages nearest first exactly as one long list would, with ties at one point in name order', async () => {
    // Five businesses at one point (approximate locations share their area's centre), among all the others.
    for (const letter of ['E', 'C', 'A', 'D', 'B']) await add(getDb(), `Qwixel Tie ${letter}`, east(1), null);
    const near = `${UPTOWN.lat},${UPTOWN.lng}`;
    const whole = await search(api, `?near=${near}&sortBy=distance&limit=60`);
    const paged: string[] = [];
    for (let offset = 0; offset < 60; offset += 7) {
      const page = await search(api, `?near=${near}&sortBy=distance&limit=7&offset=${offset}`);
      expect(page.total).toBe(whole.total);
      paged.push(...page.businesses.map((b) => b.slug));
    }
    expect(paged.slice(0, 60)).toEqual(whole.businesses.map((b) => b.slug));
    const ties = whole.businesses.filter((b) => b.businessName.startsWith('Qwixel Tie')).map((b) => b.businessName);
    expect(ties).toEqual(['Qwixel Tie A', 'Qwixel Tie B', 'Qwixel Tie C', 'Qwixel Tie D', 'Qwixel Tie E']);
    const miles = whole.businesses.map((b) => b.distanceMiles ?? Infinity);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  });

  it('counts open businesses the same from the narrow hours copy (hours alone) as from the listings, through changes', async () => {
    const same = async () => {
      for (const open of ['sat-10:00', 'sun-23:30', 'mon-09:30']) {
        const narrow = (await search(api, `?open=${open}&limit=1`)).total;
        // With a category the count reads the listings themselves: the categories add up.
        let wide = 0;
        for (const category of CATEGORY_VALUES) wide += (await search(api, `?open=${open}&category=${category}&limit=1`)).total;
        expect(narrow, open).toBe(wide);
      }
    };
    await same();
    const db = getDb();
    await add(db, 'Qwixel Weekend', east(3), { Saturday: '8:00 AM - 6:00 PM' });
    const before = (await search(api, '?open=sat-10:00&limit=1')).total;
    await db.query("update public.businesses set business_hours = null, open_week = null where slug = 'qwixel-weekend'");
    expect((await search(api, '?open=sat-10:00&limit=1')).total).toBe(before - 1);
    await db.query(`update public.businesses set open_week = $1::text::int4multirange where slug = 'qwixel-weekend'`, [
      openWeekLiteral({ Saturday: '8:00 AM - 6:00 PM' }),
    ]);
    expect((await search(api, '?open=sat-10:00&limit=1')).total).toBe(before);
    await db.query("update public.businesses set status = 'pending' where slug = 'qwixel-weekend'");
    expect((await search(api, '?open=sat-10:00&limit=1')).total).toBe(before - 1);
    await same();
  });

  it('open at a day and time uses the structured hours, split ranges and past-midnight closing included', async () => {
    expect(names(await search(api, '?search=zorblat&open=sat-10:00')).sort()).toEqual(['Zorblat Eight Miles', 'Zorblat Four Miles', 'Zorblat Half Mile']);
    expect(names(await search(api, '?search=zorblat&open=sat-12:30')).sort()).toEqual(['Zorblat Eight Miles', 'Zorblat Half Mile']);
    // Friday 6 PM - 2 AM is open early on Saturday.
    expect(names(await search(api, '?search=zorblat&open=sat-01:30')).sort()).toEqual(['Zorblat Eight Miles', 'Zorblat Two Miles']);
    expect(names(await search(api, '?search=zorblat&open=sun-10:00'))).toEqual([]);
  });

  it('open now reads the clock in Charlotte (daylight saving included)', async () => {
    // Monday 9 March 2026, 13:30 UTC = 9:30 AM EDT (the day after the change): open.
    api.setNow(new Date('2026-03-09T13:30:00Z'));
    expect(names(await search(api, '?search=zorblat&open=now')).sort()).toEqual(['Zorblat Eight Miles', 'Zorblat Half Mile']);
    // Monday 2 March 2026, 13:30 UTC = 8:30 AM EST: the 9-5 shop is still closed.
    api.setNow(new Date('2026-03-02T13:30:00Z'));
    expect(names(await search(api, '?search=zorblat&open=now'))).toEqual(['Zorblat Eight Miles']);
    const response = await get(api, '/api/businesses?search=zorblat&open=now');
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    api.setNow(new Date());
  });

  it('measures distance from a point and sorts nearest first, unlocated businesses last', async () => {
    const result = await search(api, `?search=zorblat&near=${UPTOWN.lat},${UPTOWN.lng}&sortBy=distance`);
    expect(names(result)).toEqual(['Zorblat Half Mile', 'Zorblat Two Miles', 'Zorblat Four Miles', 'Zorblat Eight Miles', 'Zorblat Nowhere']);
    expect(result.place).toEqual({ near: '35.22710,-80.84310', label: 'Chosen point', lat: 35.2271, lng: -80.8431 });
    const [first, , , eighth, nowhere] = result.businesses;
    expect(first!.distanceMiles).toBeCloseTo(haversineMiles(UPTOWN, east(0.5)), 6);
    expect(eighth!.distanceMiles).toBeCloseTo(8, 0);
    expect(nowhere!.distanceMiles).toBeNull();
  });

  it('keeps only businesses within the radius, by exact distance', async () => {
    const near = `near=${UPTOWN.lat},${UPTOWN.lng}`;
    expect(names(await search(api, `?search=zorblat&${near}&radius=1`))).toEqual(['Zorblat Half Mile']);
    expect(names(await search(api, `?search=zorblat&${near}&radius=3&sortBy=distance`))).toEqual(['Zorblat Half Mile', 'Zorblat Two Miles']);
    const five = await search(api, `?search=zorblat&${near}&radius=5&sortBy=distance`);
    expect(five.total).toBe(3);
    const ten = await search(api, `?search=zorblat&${near}&radius=10&open=sat-10:00&sortBy=distance`);
    expect(names(ten)).toEqual(['Zorblat Half Mile', 'Zorblat Four Miles', 'Zorblat Eight Miles']);
  });

  it('takes a neighborhood or a ZIP code as the place', async () => {
    const hood = await search(api, '?search=zorblat&near=uptown&sortBy=distance');
    expect(hood.place).toMatchObject({ near: 'uptown', label: 'Uptown' });
    expect(hood.businesses[0]!.distanceMiles).toEqual(expect.any(Number));
    const zip = await search(api, '?search=zorblat&near=28202&radius=3');
    expect(zip.place).toMatchObject({ near: '28202', label: 'ZIP 28202', lat: ZIP_CENTRES['28202']![0] });
    expect(names(zip).sort()).toEqual(['Zorblat Half Mile', 'Zorblat Two Miles']);
  });

  it('answers 400 with a clear message for each bad value', async () => {
    const cases: Array<[string, string, string]> = [
      ['open=later', 'open', QUERY_MESSAGES.open],
      ['open=sat-25:00', 'open', QUERY_MESSAGES.open],
      ['near=somewhere%20nice', 'near', QUERY_MESSAGES.near],
      ['near=51.5,-0.12', 'near', QUERY_MESSAGES.near],
      ['near=noda&radius=2', 'radius', QUERY_MESSAGES.radius],
      ['near=noda&radius=abc', 'radius', QUERY_MESSAGES.radius],
      ['sortBy=distance', 'sortBy', QUERY_MESSAGES.distanceNeedsPlace],
      ['radius=3', 'radius', QUERY_MESSAGES.radiusNeedsPlace],
    ];
    for (const [query, field, message] of cases) {
      const response = await get(api, `/api/businesses?${query}`);
      expect(response.status, query).toBe(400);
      const error = await errorOf(response);
      expect(error.fields?.[field], query).toBe(message);
    }
    for (const query of ['near=no-such-place', 'near=90210']) {
      const response = await get(api, `/api/businesses?${query}`);
      expect(response.status, query).toBe(400);
      expect((await errorOf(response)).message).toMatch(/^Unknown place/);
    }
  });

  it('refuses hours text it cannot read when a business is added', async () => {
    const response = await post(api, '/api/businesses', {
      businessName: 'Unreadable Hours LLC',
      category: 'movers-packers',
      address: '1 Test St',
      zipCode: '28202',
      phone: '704-555-0100',
      email: 'owner@example.com',
      serviceTags: [],
      businessHours: { Monday: '9 - 5', Tuesday: '9:00 AM - 5:00 PM' },
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(JSON.stringify(error)).toContain('needs AM or PM');
  });

  it('stores the structured hours of a new business', async () => {
    const response = await post(api, '/api/businesses', {
      businessName: 'Readable Hours LLC',
      category: 'movers-packers',
      address: '1 Test St',
      zipCode: '28202',
      phone: '704-555-0100',
      email: 'owner@example.com',
      serviceTags: [],
      businessHours: { Sunday: '8:00 PM - 2:00 AM' },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = await getDb().query<{ open_week: string }>('select open_week::text as open_week from public.businesses where id = $1', [id]);
    expect(row!.open_week).toBe('{[0,120),[9840,10080)}');
  });
});

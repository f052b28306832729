/**
 * Addresses and coordinates on each database: admin add, claim-form add and CSV
 * import geocoded through a local server speaking the Census geocoder's wire format
 * (tests/support/fake-census.ts); a geocoder that is down, stalls or finds nothing, and no
 * geocoder at all, leave the business at its neighborhood's centre marked approximate; the
 * admin's pin endpoints (list, move: validation, 404, audit, clears approximate); the fill of
 * rows stored without coordinates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessLocation, BusinessLocationList } from '../../src/domain/location-edit';
import type { Business } from '../../src/domain/types';
import { ZIP_CENTRES } from '../../src/domain/zip-centres';
import type { Db } from '../../src/server/db/client';
import { backfillApproximateLocations } from '../../src/server/db/backfills';
import { describeEachDb } from '../support/db';
import { startFakeCensus, type FakeCensus } from '../support/fake-census';
import { LOCAL_PASSWORD, errorOf, get, insertBusiness, localLogin, makeApi, post, send, unique, type Api } from './api-support';

const GEO_LONGITUDE_SCALE = 0.8168722;

async function centreOf(db: Db, slug: string) {
  const [row] = await db.query<{ latitude: number; longitude: number }>(
    'select latitude::float8 as latitude, longitude::float8 as longitude from public.neighborhoods where slug = $1',
    [slug],
  );
  return { latitude: Number(row!.latitude), longitude: Number(row!.longitude) };
}

async function stored(db: Db, id: number) {
  const [row] = await db.query<{ latitude: number | null; longitude: number | null; location_approximate: boolean; x: number | null; y: number | null }>(
    `select latitude::float8 as latitude, longitude::float8 as longitude, location_approximate, geo[0] as x, geo[1] as y
       from public.businesses where id = $1`,
    [id],
  );
  return row!;
}

const adminBody = (overrides: Record<string, unknown> = {}) => ({
  businessName: unique('Geocoded Movers'),
  category: 'movers-packers',
  address: '3200 N Davidson St, Charlotte, NC 28205',
  phone: '(704) 555-0142',
  email: 'hello@geocoded.example',
  longDescription: 'Moves in NoDa.',
  serviceTags: [],
  neighborhood: 'noda',
  publish: true,
  ...overrides,
});

describeEachDb('addresses and coordinates', (getDb) => {
  let census: FakeCensus;
  let geocoded: Api;
  let token: string;

  beforeAll(async () => {
    census = await startFakeCensus();
    geocoded = makeApi(getDb(), { ADMIN_PASSWORD: LOCAL_PASSWORD, ...census.env() });
    token = await localLogin(geocoded);
  });
  afterAll(async () => {
    await census?.stop();
  });

  const addAsAdmin = async (api: Api, body: Record<string, unknown>) => {
    const response = await post(api, '/api/admin/businesses', body, token);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as { id: number; slug: string; locationApproximate: boolean };
  };

  describe('geocoding on write', () => {
    it('admin add: the Census match is stored, not approximate, and geo follows it', async () => {
      census.mode = 'ok';
      const address = `${3200 + Math.floor(Math.random() * 100) * 2} N Davidson St, Charlotte, NC 28205`;
      census.add(address, { lat: 35.24731, lng: -80.80412 });
      const created = await addAsAdmin(geocoded, adminBody({ address }));
      expect(created.locationApproximate).toBe(false);
      expect(census.requests).toContain(address);
      const row = await stored(getDb(), created.id);
      expect(row).toMatchObject({ latitude: 35.24731, longitude: -80.80412, location_approximate: false });
      expect(row.x).toBeCloseTo(-80.80412 * GEO_LONGITUDE_SCALE, 6);
      expect(row.y).toBeCloseTo(35.24731, 6);
      const shown = (await (await get(geocoded, `/api/businesses/${created.slug}`)).json()) as Business;
      expect(shown).toMatchObject({ latitude: 35.24731, longitude: -80.80412, locationApproximate: false });
    });

    it("geocoder down, no match, or no geocoder: the neighborhood's centre, approximate", async () => {
      const noda = await centreOf(getDb(), 'noda');
      census.mode = 'down';
      const down = await addAsAdmin(geocoded, adminBody({ address: '3300 N Davidson St, Charlotte, NC 28205' }));
      expect(down.locationApproximate, 'the answer says so').toBe(true);
      expect(await stored(getDb(), down.id)).toMatchObject({ ...noda, location_approximate: true });

      census.mode = 'ok';
      const unknown = await addAsAdmin(geocoded, adminBody({ address: '1 Nowhere Lane, Charlotte, NC 28205' }));
      expect(await stored(getDb(), unknown.id)).toMatchObject({ ...noda, location_approximate: true });

      const before = census.requests.length;
      const plain = makeApi(getDb(), { ADMIN_PASSWORD: LOCAL_PASSWORD });
      const none = await addAsAdmin(plain, adminBody({ neighborhood: 'south-end', address: '1500 South Blvd, Charlotte, NC 28203' }));
      expect(census.requests.length, 'no request without a geocoder').toBe(before);
      expect(await stored(getDb(), none.id)).toMatchObject({ ...(await centreOf(getDb(), 'south-end')), location_approximate: true });
      const shown = (await (await get(plain, `/api/businesses/${none.slug}`)).json()) as Business;
      expect(shown.locationApproximate).toBe(true);
    });

    it('a geocoder that never answers: the write waits only the timeout, then stores the centre', async () => {
      census.mode = 'stall';
      const slow = makeApi(getDb(), { ADMIN_PASSWORD: LOCAL_PASSWORD, ...census.env({ GEOCODER_TIMEOUT_MS: '300' }) });
      const before = census.requests.length;
      // The stalled geocoder never answers: that the write answers at all is the timeout at work.
      const created = await addAsAdmin(slow, adminBody({ address: '3400 N Davidson St, Charlotte, NC 28205' }));
      census.mode = 'ok';
      expect(census.requests.length, 'the geocoder was asked').toBe(before + 1);
      expect(await stored(getDb(), created.id)).toMatchObject({ ...(await centreOf(getDb(), 'noda')), location_approximate: true });
    });

    it("claim form's add-and-claim: geocoded; without a match, at its ZIP code's centre (it has no neighborhood)", async () => {
      census.mode = 'ok';
      const address = '2100 South Blvd, Charlotte, NC 28203';
      census.add(address, { lat: 35.20644, lng: -80.86015 });
      const body = {
        businessName: unique('Claimed South End Cleaners'),
        category: 'cleaning-services',
        address,
        phone: '(704) 555-0143',
        email: 'owner@claimed.example',
        longDescription: 'Cleaning.',
        serviceTags: [],
        claim: { claimerName: 'Pat Owner', claimerEmail: 'pat@claimed.example' },
      };
      const response = await post(geocoded, '/api/businesses', body);
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: number };
      expect(await stored(getDb(), id)).toMatchObject({ latitude: 35.20644, longitude: -80.86015, location_approximate: false });

      const unmatched = await post(geocoded, '/api/businesses', {
        ...body,
        businessName: unique('Unmatched Cleaners'),
        address: '9 Unknown Rd',
        claim: undefined,
      });
      expect(unmatched.status).toBe(201);
      expect(census.requests).toContain('9 Unknown Rd, NC 28202');
      const zip = ZIP_CENTRES['28202']!;
      expect(await stored(getDb(), ((await unmatched.json()) as { id: number }).id)).toMatchObject({
        latitude: zip[0],
        longitude: zip[1],
        location_approximate: true,
      });
    });

    it('CSV import: rows geocoded before the transaction; a row without a match at its neighborhood centre', async () => {
      census.mode = 'ok';
      const known = `${unique('Import Geo A').replace(/\s/g, '-')}`;
      census.add('1 Import Geo Way, NC 28202', { lat: 35.2301, lng: -80.8402 });
      const csv = [
        'businessName,category,address,phone,email,neighborhood',
        `${known},movers-packers,1 Import Geo Way,(704) 555-0144,a@import.example,Uptown`,
        `${unique('Import Geo B')},movers-packers,2 Import Geo Way,(704) 555-0145,b@import.example,South End`,
      ].join('\r\n');
      const response = await geocoded(
        new Request('http://test/api/admin/import/businesses?publish=true', {
          method: 'POST',
          headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
          body: csv,
        }),
      );
      expect(response.status, await response.clone().text()).toBe(201);
      const { businesses } = (await response.json()) as { businesses: Array<{ id: number }> };
      expect(await stored(getDb(), businesses[0]!.id)).toMatchObject({ latitude: 35.2301, longitude: -80.8402, location_approximate: false });
      expect(await stored(getDb(), businesses[1]!.id)).toMatchObject({ ...(await centreOf(getDb(), 'south-end')), location_approximate: true });
    });
  });

  describe('the admin moves a pin', () => {
    it('lists approximate locations, moves the pin, clears approximate and audits it', async () => {
      const plain = makeApi(getDb(), { ADMIN_PASSWORD: LOCAL_PASSWORD });
      const name = unique('Pinless Plumbers');
      const created = await addAsAdmin(plain, adminBody({ businessName: name, neighborhood: 'dilworth' }));

      const listed = (await (await get(plain, `/api/admin/businesses/locations?q=${encodeURIComponent(name)}`, token)).json()) as BusinessLocationList;
      expect(listed.total).toBe(1);
      expect(listed.items[0]).toMatchObject({ id: created.id, businessName: name, locationApproximate: true, ...(await centreOf(getDb(), 'dilworth')) });

      const moved = await send(plain, 'PUT', `/api/admin/businesses/${created.id}/location`, { latitude: 35.2071234567, longitude: -80.8601 }, token);
      expect(moved.status).toBe(200);
      expect((await moved.json()) as BusinessLocation).toMatchObject({ id: created.id, latitude: 35.207123, longitude: -80.8601, locationApproximate: false });
      const row = await stored(getDb(), created.id);
      expect(row).toMatchObject({ latitude: 35.207123, longitude: -80.8601, location_approximate: false });
      expect(row.x).toBeCloseTo(-80.8601 * GEO_LONGITUDE_SCALE, 6);
      expect((await (await get(plain, `/api/businesses/${created.slug}`)).json()) as Business).toMatchObject({
        locationApproximate: false,
        latitude: 35.207123,
      });

      const after = (await (await get(plain, `/api/admin/businesses/locations?q=${encodeURIComponent(name)}`, token)).json()) as BusinessLocationList;
      expect(after.total, 'no longer listed as approximate').toBe(0);
      const all = (await (
        await get(plain, `/api/admin/businesses/locations?approximate=false&q=${encodeURIComponent(name)}`, token)
      ).json()) as BusinessLocationList;
      expect(all.items.map((item) => item.id)).toEqual([created.id]);

      const audit = await getDb().query<{ action: string; details: unknown }>(
        "select action, details from public.audit_log where action = 'business.location' and target_id = $1",
        [created.id],
      );
      expect(audit).toHaveLength(1);
      const details = typeof audit[0]!.details === 'string' ? JSON.parse(audit[0]!.details) : audit[0]!.details;
      expect(details).toMatchObject({ from: { approximate: true }, to: { latitude: 35.207123, longitude: -80.8601 } });
    });

    it('refuses bad values with a 400 naming the field, and answers 404 for an unknown business', async () => {
      const plain = makeApi(getDb(), { ADMIN_PASSWORD: LOCAL_PASSWORD });
      const { id } = await insertBusiness(getDb());
      const cases: Array<[unknown, string]> = [
        [{ latitude: 40.7, longitude: -80.8 }, 'latitude'],
        [{ latitude: 35.2, longitude: -79 }, 'longitude'],
        [{ latitude: '35.2', longitude: -80.8 }, 'latitude'],
        [{ latitude: 35.2 }, 'longitude'],
        [{ latitude: 1e309, longitude: -80.8 }, 'latitude'],
      ];
      for (const [body, field] of cases) {
        const response = await send(plain, 'PUT', `/api/admin/businesses/${id}/location`, body, token);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(Object.keys((await errorOf(response)).fields ?? {})).toEqual([field]);
      }
      expect((await send(plain, 'PUT', `/api/admin/businesses/${id}/location`, null, token)).status).toBe(400);
      expect((await send(plain, 'PUT', '/api/admin/businesses/999999/location', { latitude: 35.2, longitude: -80.8 }, token)).status).toBe(404);
      expect((await send(plain, 'PUT', '/api/admin/businesses/abc/location', { latitude: 35.2, longitude: -80.8 }, token)).status).toBe(404);
      expect((await send(plain, 'PUT', `/api/admin/businesses/${id}/location`, { latitude: 35.2, longitude: -80.8 })).status).toBe(401);
      expect((await get(plain, '/api/admin/businesses/locations?approximate=maybe', token)).status).toBe(400);
      expect((await get(plain, '/api/admin/businesses/locations?limit=0', token)).status).toBe(400);
      expect(await stored(getDb(), id)).toMatchObject({ latitude: null, longitude: null });
    });
  });

  it("fills rows stored without coordinates with their neighborhood's centre, approximate (rejected ones left alone)", async () => {
    const db = getDb();
    const listed = await insertBusiness(db, { neighborhood: 'plaza-midwood' });
    const rejected = await insertBusiness(db, { neighborhood: 'plaza-midwood', status: 'rejected' });
    expect(await backfillApproximateLocations(db)).toBeGreaterThanOrEqual(1);
    expect(await stored(db, listed.id)).toMatchObject({ ...(await centreOf(db, 'plaza-midwood')), location_approximate: true });
    expect(await stored(db, rejected.id)).toMatchObject({ latitude: null, longitude: null, location_approximate: false });
    expect(await backfillApproximateLocations(db)).toBe(0);
  });
});

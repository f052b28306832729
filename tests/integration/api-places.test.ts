/**
 * "My place" typed as a street address: GET /api/places/address geocodes it with
 * the configured geocoder (a local server speaking the Census geocoder's wire format) and
 * answers the point as `near` text that the business search accepts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADDRESS_NO_MATCH, ADDRESS_SERVICE_DOWN, ADDRESS_TOO_SHORT, type AddressPlace } from '../../src/domain/address-place';
import { createRouter } from '../../src/server/api/router';
import { routes } from '../../src/server/api/routes';
import { RATE_LIMITS } from '../../src/server/security/rate-limit';
import { startFakeCensus, type FakeCensus } from '../support/fake-census';
import { describeEachDb } from '../support/db';
import { LOCAL_PASSWORD, errorOf, get, makeApi, type Api } from './api-support';

const path = (address: string) => `/api/places/address?${new URLSearchParams({ address })}`;

describeEachDb('my place from a street address', (getDb) => {
  let census: FakeCensus;
  let api: Api;
  let impatient: Api;

  beforeAll(async () => {
    census = await startFakeCensus();
    census.add('600 E 4th St, Charlotte, NC', { lat: 35.219641, lng: -80.838316 }, '600 E 4TH ST, CHARLOTTE, NC, 28202');
    // A patient server for the answers (the fake geocoder may be slow on a busy machine), an impatient one for the stall.
    api = makeApi(getDb(), { ADMIN_PASSWORD: LOCAL_PASSWORD, ...census.env({ GEOCODER_TIMEOUT_MS: '10000' }) });
    impatient = makeApi(getDb(), { ADMIN_PASSWORD: LOCAL_PASSWORD, ...census.env({ GEOCODER_TIMEOUT_MS: '300' }) });
  });
  afterAll(async () => {
    await census?.stop();
  });

  it('answers the geocoded point as near text, which the search then sorts by distance from', async () => {
    const response = await get(api, path('  600 E 4th St, Charlotte, NC '));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const place = (await response.json()) as AddressPlace;
    expect(place).toEqual({ near: '35.21964,-80.83832', label: '600 E 4TH ST, CHARLOTTE, NC, 28202' });
    const search = await get(api, `/api/businesses?near=${place.near}&sortBy=distance&limit=5`);
    expect(search.status).toBe(200);
    const { businesses } = (await search.json()) as { businesses: Array<{ distanceMiles: number | null }> };
    const miles = businesses.map((b) => b.distanceMiles!);
    expect(miles.length).toBeGreaterThan(0);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles[0]!).toBeLessThan(2);
  });

  it('says so when no Charlotte-area address matches (404), and when the geocoder fails or stalls (503, Retry-After)', async () => {
    const none = await get(api, path('1 Nowhere Lane, Springfield'));
    expect(none.status).toBe(404);
    expect((await errorOf(none)).message).toBe(ADDRESS_NO_MATCH);
    for (const mode of ['down', 'stall'] as const) {
      census.mode = mode;
      const failed = await get(mode === 'stall' ? impatient : api, path('600 E 4th St, Charlotte, NC'));
      expect(failed.status, mode).toBe(503);
      expect(failed.headers.get('retry-after')).toBe('30');
      expect((await errorOf(failed)).message).toBe(ADDRESS_SERVICE_DOWN);
    }
    census.mode = 'ok';
  });

  it('refuses text that is no address before calling the geocoder, naming the field', async () => {
    const before = census.requests.length;
    for (const address of ['', 'ab', 'x'.repeat(201), 'Main\u0000St']) {
      const response = await get(api, path(address));
      expect(response.status, JSON.stringify(address)).toBe(400);
      expect(Object.keys((await errorOf(response)).fields ?? {})).toEqual(['address']);
    }
    expect((await errorOf(await get(api, path('ab')))).fields).toEqual({ address: ADDRESS_TOO_SHORT });
    expect(census.requests.length).toBe(before);
  });

  it('limits look-ups per client (each one calls the geocoder): 429 with Retry-After past the limit', async () => {
    const handle = createRouter(routes, api.deps);
    const fromOneClient = () => handle(new Request(`http://localhost${path('600 E 4th St, Charlotte, NC')}`), { clientAddress: '198.51.100.7' });
    for (let i = 0; i < RATE_LIMITS.geocode.max; i++) expect((await fromOneClient()).status).toBe(200);
    const refused = await fromOneClient();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 404 without a geocoder (the search page then offers no address field)', async () => {
    const plain = makeApi(getDb());
    const response = await get(plain, path('600 E 4th St, Charlotte, NC'));
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toContain('Address search is not available on this server');
  });
});

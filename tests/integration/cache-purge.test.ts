/**
 * What each write purges, through the API: the CDN purge request Netlify's API receives
 * (a double speaking its wire format: POST /api/v1/purge with `cache_tags`, reached through
 * `fetch`), and the same tags dropping answers from the server's own response cache.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { ResponseCache } from '../../src/server/cache/response-cache';
import { createRouter } from '../../src/server/api/router';
import { routes } from '../../src/server/api/routes';
import { describeEachDb } from '../support/db';
import { createOwnerWithBusiness } from '../support/owners';
import { insertBusiness, insertReview, localLogin, makeApi, put, send, type Api } from './api-support';

/** Every purge Netlify's API received, in order, as `cache_tags` lists. */
const purges: string[][] = [];

beforeAll(() => {
  vi.stubEnv('NETLIFY_PURGE_API_TOKEN', 'purge-test-token');
  vi.stubEnv('SITE_ID', 'purge-test-site');
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.href !== 'https://api.netlify.com/api/v1/purge' || init?.method !== 'POST') throw new Error(`unexpected fetch ${url.href}`);
    if (new Headers(init.headers).get('authorization') !== 'Bearer purge-test-token') return new Response(null, { status: 401 });
    const body = JSON.parse(String(init.body)) as { cache_tags: string[]; site_id: string };
    expect(body.site_id).toBe('purge-test-site');
    purges.push(body.cache_tags);
    return new Response(null, { status: 202 });
  });
});

afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** The purges `write` caused. */
async function purgedBy(write: () => Promise<Response>, status = 200): Promise<string[][]> {
  purges.length = 0;
  const response = await write();
  expect(response.status, await response.clone().text()).toBe(status);
  return [...purges];
}

describeEachDb(
  'cache purges after writes',
  (getDb) => {
    let api: Api;
    let token: string;

    beforeAll(async () => {
      api = makeApi(getDb());
      token = await localLogin(api);
    });

    it('approving a review purges the business and its listing tags, and nothing else', async () => {
      const { id } = await insertBusiness(getDb(), { category: 'home-services', neighborhood: 'south-end' });
      const reviewId = await insertReview(getDb(), id, { rating: 5, status: 'pending' });
      expect(await purgedBy(() => put(api, `/api/reviews/${reviewId}/approve`, token))).toEqual([
        [`business-${id}`, 'category-home-services', 'listings', 'neighborhood-south-end'],
      ]);
    });

    it('a refused approval (already decided) and a rejected review purge nothing', async () => {
      const { id } = await insertBusiness(getDb());
      const approved = await insertReview(getDb(), id, { rating: 4, status: 'approved' });
      expect(await purgedBy(() => put(api, `/api/reviews/${approved}/approve`, token), 409)).toEqual([]);
      const pending = await insertReview(getDb(), id, { rating: 1, status: 'pending' });
      expect(await purgedBy(() => send(api, 'PUT', `/api/reviews/${pending}/reject`, { reason: 'Spam or advertising' }, token))).toEqual([]);
    });

    it('publishing a business purges its page and the listings it joins', async () => {
      const { id } = await insertBusiness(getDb(), { status: 'pending', category: 'healthcare', neighborhood: null });
      expect(await purgedBy(() => put(api, `/api/businesses/${id}/publish`, token))).toEqual([[`business-${id}`, 'category-healthcare', 'listings']]);
    });

    it('moving a pin purges the business and the listings (their maps and distances)', async () => {
      const { id } = await insertBusiness(getDb(), { category: 'moving-storage', neighborhood: 'noda' });
      expect(await purgedBy(() => send(api, 'PUT', `/api/admin/businesses/${id}/location`, { latitude: 35.25, longitude: -80.81 }, token))).toEqual([
        [`business-${id}`, 'category-moving-storage', 'listings', 'neighborhood-noda'],
      ]);
    });

    it("an owner's edit purges the business and its listings; a reply to a review purges only the business page", async () => {
      const owner = await createOwnerWithBusiness(getDb(), { business: { category: 'home-services', neighborhood: 'noda' } });
      expect(await purgedBy(() => send(api, 'PATCH', `/api/owner/businesses/${owner.businessId}`, { phone: '(704) 555-0177' }, owner.token))).toEqual([
        [`business-${owner.businessId}`, 'category-home-services', 'listings', 'neighborhood-noda'],
      ]);
      const reviewId = await insertReview(getDb(), owner.businessId, { rating: 4, status: 'approved' });
      expect(
        await purgedBy(() => send(api, 'PUT', `/api/owner/reviews/${reviewId}/reply`, { text: 'Thank you for the kind words.' }, owner.token), 201),
      ).toEqual([[`business-${owner.businessId}`]]);
      expect(await purgedBy(() => send(api, 'DELETE', `/api/owner/reviews/${reviewId}/reply`, undefined, owner.token), 204)).toEqual([
        [`business-${owner.businessId}`],
      ]);
      expect(await purgedBy(() => send(api, 'PATCH', `/api/owner/businesses/${owner.businessId}`, { email: 'not an address' }, owner.token), 400)).toEqual([]);
    });

    it('the same tags drop answers from the server cache: the business and its listings go, other categories stay', async () => {
      const cache = new ResponseCache(60_000, 1024 * 1024);
      const cached = createRouter(routes, () => ({ ...api.deps(), cache }));
      const { id } = await insertBusiness(getDb(), { category: 'home-services', neighborhood: 'south-end' });
      const other = await insertBusiness(getDb(), { category: 'healthcare', neighborhood: 'noda' });
      const read = async (path: string) => (await cached(new Request(`http://test${path}`))).json();
      const reviewsOf = (business: number) => read(`/api/businesses/${business}/reviews`) as Promise<Array<{ id: number }>>;
      const healthcare = () => read('/api/businesses?category=healthcare&limit=100') as Promise<{ total: number }>;
      expect(await reviewsOf(id)).toEqual([]);
      expect(await reviewsOf(other.id)).toEqual([]);
      const before = await healthcare();

      // Written behind the API's back: cached answers are reused until a purge names them.
      const reviewId = await insertReview(getDb(), id, { rating: 5, status: 'pending' });
      await insertReview(getDb(), other.id, { rating: 5, status: 'approved' });
      await insertBusiness(getDb(), { category: 'healthcare' });
      expect(await reviewsOf(other.id)).toEqual([]);

      expect(
        (await cached(new Request(`http://test/api/reviews/${reviewId}/approve`, { method: 'PUT', headers: { authorization: `Bearer ${token}` } }))).status,
      ).toBe(200);
      expect((await reviewsOf(id)).map((r) => r.id)).toEqual([reviewId]);
      // Not named by the purge: still the cached answers.
      expect(await reviewsOf(other.id)).toEqual([]);
      expect(await healthcare()).toEqual(before);
    });
  },
  { seeded: false },
);

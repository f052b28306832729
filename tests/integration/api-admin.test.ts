import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '../../src/domain/types';
import { describeEachDb } from '../support/db';
import { errorOf, get, insertBusiness, insertReview, localLogin, makeApi, post, supabaseToken, SUPABASE_ENV, SUPABASE_SECRET, type Api } from './api-support';

/** Every admin-only call, as [method, path]. */
const ADMIN_CALLS: Array<[string, string]> = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/business-claims/pending'],
  ['GET', '/api/businesses?approved=false'],
  ['PUT', '/api/business-claims/999999/verify'],
  ['PUT', '/api/reviews/999999/approve'],
];

function call(api: Api, method: string, path: string, token?: string) {
  return api(new Request(`http://test${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} }));
}

describeEachDb(
  'admin API',
  (getDb) => {
    describe('GET /api/admin/stats', () => {
      it('counts published businesses, pending reviews, pending claims and published premium listings', async () => {
        const db = getDb();
        const api = makeApi(db);
        const token = await localLogin(api);
        const before = (await (await get(api, '/api/admin/stats', token)).json()) as AdminStats;

        const published = await insertBusiness(db, { businessName: 'Stats Published' });
        await insertBusiness(db, { businessName: 'Stats Premium', isPremium: true });
        await insertBusiness(db, { businessName: 'Stats Pending Premium', isPremium: true, status: 'pending' });
        await insertReview(db, published.id, { rating: 4, status: 'pending' });
        await insertReview(db, published.id, { rating: 4, status: 'pending' });
        await insertReview(db, published.id, { rating: 5, status: 'approved' });
        await post(api, '/api/business-claims', { businessId: published.id, claimerEmail: 'stats@example.com' });

        const response = await get(api, '/api/admin/stats', token);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        expect(await response.json()).toEqual({
          totalBusinesses: before.totalBusinesses + 2,
          pendingReviews: before.pendingReviews + 2,
          pendingClaims: before.pendingClaims + 1,
          premiumListings: before.premiumListings + 1,
          quoteRequests30Days: before.quoteRequests30Days,
          savedSearches: before.savedSearches,
          alertsSent30Days: before.alertsSent30Days,
        });
      });
    });

    describe('with Supabase Auth (HS256 project secret)', () => {
      let api: Api;
      beforeAll(() => {
        api = makeApi(getDb(), SUPABASE_ENV);
      });

      it.each(ADMIN_CALLS)('%s %s answers 401 without a token, with a challenge', async (method, path) => {
        const response = await call(api, method, path);
        expect(response.status).toBe(401);
        expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
        expect(await errorOf(response)).toMatchObject({ code: 'unauthorized' });
      });

      it.each(ADMIN_CALLS)('%s %s answers 403 for a signed-in user without the admin role', async (method, path) => {
        const response = await call(api, method, path, await supabaseToken({ admin: false }));
        expect(response.status).toBe(403);
        expect((await errorOf(response)).code).toBe('forbidden');
      });

      it.each(ADMIN_CALLS)('%s %s lets an admin through', async (method, path) => {
        const response = await call(api, method, path, await supabaseToken());
        // The PUT calls name no real record: past the guard they answer 404.
        expect(response.status).toBe(method === 'GET' ? 200 : 404);
      });

      it.each([
        ['a token signed with another secret', () => supabaseToken({ secret: 'another-secret-of-at-least-32-characters!' })],
        ['an expired token', () => supabaseToken({ expiresInSeconds: -60 })],
        ['a token for another audience', () => supabaseToken({ audience: 'service' })],
        ['a malformed token', async () => 'not.a.jwt'],
        ['an unsigned token', async () => unsignedToken()],
      ])('rejects %s with 401', async (_label, makeToken) => {
        const response = await get(api, '/api/admin/stats', await makeToken());
        expect(response.status).toBe(401);
        expect(JSON.stringify(await response.json())).not.toMatch(/stack|at .*\.ts/);
      });

      it('says when the session has expired', async () => {
        const response = await get(api, '/api/admin/stats', await supabaseToken({ expiresInSeconds: -60 }));
        expect((await errorOf(response)).message).toBe('Your session has expired. Please sign in again.');
      });

      it('ignores a local sign-in token while Supabase Auth is configured', async () => {
        const local = makeApi(getDb());
        const token = await localLogin(local);
        expect((await get(api, '/api/admin/stats', token)).status).toBe(401);
      });
    });

    describe('with the local sign-in (embedded default)', () => {
      let api: Api;
      beforeAll(() => {
        api = makeApi(getDb());
      });

      it.each(ADMIN_CALLS)('%s %s answers 401 without a token and works with a local sign-in token', async (method, path) => {
        expect((await call(api, method, path)).status).toBe(401);
        const response = await call(api, method, path, await localLogin(api));
        expect(response.status).toBe(method === 'GET' ? 200 : 404);
      });

      it('does not accept Supabase-style tokens signed with a secret it does not use', async () => {
        expect((await get(api, '/api/admin/stats', await supabaseToken({ secret: SUPABASE_SECRET }))).status).toBe(401);
      });

      it('stops accepting a token after its 8 hours', async () => {
        const token = await localLogin(api);
        const later = makeApi(getDb());
        later.setNow(new Date(Date.now() + 8 * 60 * 60 * 1000 + 60_000));
        const response = await get(later, '/api/admin/stats', token);
        expect(response.status).toBe(401);
        expect((await errorOf(response)).message).toBe('Your session has expired. Please sign in again.');
      });
    });

    describe('with Supabase Auth (project JWKS)', () => {
      let server: Server;
      let privateKey: CryptoKey;
      let api: Api;
      const kid = 'test-key-1';
      beforeAll(async () => {
        const pair = await generateKeyPair('ES256');
        privateKey = pair.privateKey;
        const jwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'ES256', use: 'sig' };
        server = createServer((_req, res) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ keys: [jwk] }));
        });
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        const { port } = server.address() as AddressInfo;
        api = makeApi(getDb(), {
          PUBLIC_SUPABASE_URL: SUPABASE_ENV.PUBLIC_SUPABASE_URL,
          PUBLIC_SUPABASE_ANON_KEY: SUPABASE_ENV.PUBLIC_SUPABASE_ANON_KEY,
          SUPABASE_JWKS_URL: `http://127.0.0.1:${port}/auth/v1/.well-known/jwks.json`,
        });
      });
      afterAll(async () => {
        await new Promise((resolve) => server.close(resolve));
      });

      const sign = (appMetadata: Record<string, unknown>) =>
        new SignJWT({ email: 'admin@example.com', role: 'authenticated', app_metadata: appMetadata })
          .setProtectedHeader({ alg: 'ES256', kid })
          .setSubject('b4c1f3f0-0000-4000-8000-000000000001')
          .setAudience('authenticated')
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(privateKey);

      it('accepts an admin token signed by a key of the project JWKS', async () => {
        expect((await get(api, '/api/admin/stats', await sign({ role: 'admin' }))).status).toBe(200);
      });

      it('answers 403 for a non-admin and 401 for an HS256 token it has no secret for', async () => {
        expect((await get(api, '/api/admin/stats', await sign({ provider: 'email' }))).status).toBe(403);
        expect((await get(api, '/api/admin/stats', await supabaseToken())).status).toBe(401);
      });
    });
  },
  { seeded: false },
);

function unsignedToken(): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: 'x', aud: 'authenticated', exp: now + 600, app_metadata: { role: 'admin' } })}.`;
}

/**
 * The site as Netlify runs it: the API function and the Astro SSR function from
 * `netlify build --offline` (tests/support/netlify-global-setup.ts), each called in-process
 * the way the Functions v2 runtime calls it (a Request and a context), against a test
 * database: the embedded one the build prerendered from, or a fresh PostgreSQL database
 * when TEST_DATABASE_URL is set. Netlify's purge API is a double speaking its wire format
 * (POST /api/v1/purge with `cache_tags`), reached through `fetch`; Netlify Blobs is the
 * library's own local server, announced to the function as the runtime announces it
 * (NETLIFY_BLOBS_CONTEXT).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openPostgres, type Db } from '../../src/server/db/client';
import { migrate, seed } from '../../src/server/db/migrate';
import type { Business, BusinessSearchResult } from '../../src/domain/types';
import type { OutboxMessage, Page } from '../../src/domain/admin';
import { categoryLabel } from '../../src/domain/catalog';
import { NETLIFY_TEST_OG_SECRET } from '../support/netlify-global-setup';
import { noisyPng, phoneJpeg } from '../support/images';
import { createOwnerWithBusiness } from '../support/owners';
import { insertBusiness } from '../integration/api-support';

type NetlifyFunction = (request: Request, context: Record<string, unknown>) => Promise<Response>;

const SITE = 'https://charlotte-directory.example';
const ADMIN_PASSWORD = 'netlify-tier-admin-password';
const functions = inject('netlifyFunctions');

/** What the runtime passes as the second argument (the fields these functions read). */
function runtimeContext(): Record<string, unknown> {
  return {
    ip: '203.0.113.7',
    requestId: randomBytes(8).toString('hex'),
    geo: {},
    site: { id: 'netlify-tier-site', name: 'charlotte-directory', url: SITE },
    deploy: { id: 'netlify-tier-deploy', context: 'production', published: true },
    params: {},
    cookies: { get: () => undefined, set: () => undefined, delete: () => undefined },
    waitUntil: () => undefined,
  };
}

/** Purge requests the functions sent to Netlify's API, as `cache_tags` lists. */
const purges: string[][] = [];
const realFetch = globalThis.fetch;

async function fakeNetlifyApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.origin !== 'https://api.netlify.com') return realFetch(input, init);
  if (url.pathname !== '/api/v1/purge' || init?.method !== 'POST') return new Response('not found', { status: 404 });
  const headers = new Headers(init.headers);
  if (headers.get('authorization') !== 'Bearer netlify-tier-purge-token') return new Response('unauthorized', { status: 401 });
  const body = JSON.parse(String(init.body)) as { cache_tags?: string[]; site_id?: string };
  if (body.site_id !== 'netlify-tier-site') return new Response('unknown site', { status: 404 });
  purges.push(body.cache_tags ?? []);
  return new Response(null, { status: 202 });
}

let api: NetlifyFunction;
let ssr: NetlifyFunction;
let alerts: NetlifyFunction;
let outbox: NetlifyFunction;
let postgres: { db: Db; name: string } | undefined;
const blobsDir = mkdtempSync(join(tmpdir(), 'cd-netlify-blobs-'));
const photoDir = mkdtempSync(join(tmpdir(), 'cd-netlify-photos-'));
const blobsToken = randomBytes(16).toString('hex');
const blobs = new BlobsServer({ directory: blobsDir, token: blobsToken });
let blobsUrl: string;

const call = (fn: NetlifyFunction, path: string, init?: RequestInit) => fn(new Request(`${SITE}${path}`, init), runtimeContext());
const callJson = async <T>(fn: NetlifyFunction, path: string, init?: RequestInit) => {
  const response = await call(fn, path, init);
  return { response, body: (await response.json()) as T };
};

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    const name = `cd_netlify_${randomBytes(6).toString('hex')}`;
    const admin = openPostgres(process.env.TEST_DATABASE_URL, { max: 1 });
    await admin.exec(`create database ${name}`);
    await admin.close();
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    const db = openPostgres(url.href, { max: 2 });
    await migrate(db);
    await seed(db);
    postgres = { db, name };
    process.env.DATABASE_URL = url.href;
  } else {
    process.env.DATABASE_URL = '';
    process.env.PGLITE_DATA_DIR = functions.pgliteDir;
  }
  blobsUrl = `http://localhost:${(await blobs.start()).port}`;
  const blobsContext = { siteID: 'netlify-tier-site', token: blobsToken, edgeURL: blobsUrl };
  Object.assign(process.env, {
    NETLIFY_BLOBS_CONTEXT: Buffer.from(JSON.stringify(blobsContext)).toString('base64'),
    OG_IMAGE_SECRET: NETLIFY_TEST_OG_SECRET,
    ADMIN_PASSWORD,
    PUBLIC_SITE_URL: SITE,
    SITE_ID: 'netlify-tier-site',
    NETLIFY_PURGE_API_TOKEN: 'netlify-tier-purge-token',
    OG_CACHE_DIR: '',
    PHOTO_STORAGE_DIR: photoDir,
  });
  // The runtime's global: its presence turns the in-process caches off (src/server/cache/purge.ts).
  vi.stubGlobal('Netlify', { env: { get: (name: string) => process.env[name], has: (name: string) => name in process.env }, context: null });
  vi.stubGlobal('fetch', fakeNetlifyApi);
  api = ((await import(functions.api)) as { default: NetlifyFunction }).default;
  ssr = ((await import(functions.ssr)) as { default: NetlifyFunction }).default;
  alerts = ((await import(functions.alerts)) as { default: NetlifyFunction; config: { schedule: string } }).default;
  outbox = ((await import(functions.outbox)) as { default: NetlifyFunction }).default;
}, 120_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await blobs.stop();
  rmSync(blobsDir, { recursive: true, force: true });
  rmSync(photoDir, { recursive: true, force: true });
  // The functions' shared database handle (src/server/db/index.ts keeps it on globalThis).
  const shared = (globalThis as Record<symbol, Promise<Db> | undefined>)[Symbol.for('charlotte-directory.db')];
  await (await shared?.catch(() => undefined))?.close();
  if (postgres) {
    await postgres.db.close();
    const admin = openPostgres(process.env.TEST_DATABASE_URL!, { max: 1 });
    await admin.exec(`drop database if exists ${postgres.name} with (force)`);
    await admin.close();
  }
});

describe('the Netlify build', () => {
  it(`bundled both functions (build took ${Math.round(functions.buildSeconds)} s)`, () => {
    expect(typeof api).toBe('function');
    expect(typeof ssr).toBe('function');
  });
});

describe('the scheduled alert function', () => {
  /** Calls it as the scheduler does (a POST with the next run), at `instant` by the function's clock. */
  async function runAt(instant: string) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
    try {
      const response = await alerts(
        new Request(`${SITE}/.netlify/functions/alerts`, { method: 'POST', body: JSON.stringify({ next_run: instant }) }),
        runtimeContext(),
      );
      expect(response.status).toBe(200);
      return (await response.json()) as { skipped?: true; searches?: number; emails?: number; finished?: boolean };
    } finally {
      vi.useRealTimers();
    }
  }

  it('is called every 15 minutes and opens a run once, in the 07:00 hour in Charlotte, standard and daylight time alike', async () => {
    const { config } = (await import(functions.alerts)) as { config: { schedule: string } };
    expect(config.schedule).toBe('*/15 * * * *');
    // December: 11:00 UTC is 06:00 in Charlotte, 12:00 UTC is 07:00.
    expect(await runAt('2027-12-01T11:00:05Z')).toEqual({ skipped: true });
    expect(await runAt('2027-12-01T12:00:05Z')).toMatchObject({ emails: 0, finished: true });
    expect(await runAt('2027-12-01T12:30:00Z')).toEqual({ skipped: true });
    // July: 11:00 UTC is 07:00 in Charlotte, 12:00 UTC is 08:00.
    expect(await runAt('2028-07-03T11:00:05Z')).toMatchObject({ emails: 0, finished: true });
    expect(await runAt('2028-07-03T12:00:05Z')).toEqual({ skipped: true });
  });
});

describe('an alert end to end through the functions', () => {
  /** Calls `fn` with the functions' clock at `instant` (the API stamps confirmations and publications with it). */
  async function at<T>(instant: string, fn: () => Promise<T>): Promise<T> {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
    try {
      return await fn();
    } finally {
      vi.useRealTimers();
    }
  }
  const json = (body: unknown, headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const fromProvider = (ip: string) => ({ ...runtimeContext(), ip });

  it('confirms, publishes, digests in the scheduled call, and unsubscribes in one click from a busy address', async () => {
    const email = `netlify-alert-${randomBytes(4).toString('hex')}@example.com`;
    const word = `Wombat${randomBytes(3).toString('hex')}`;
    // Staff signed in at the functions' clock (a token is short-lived).
    const signIn = async () => ({
      authorization: `Bearer ${(await callJson<{ token: string }>(api, '/api/auth/login', json({ password: ADMIN_PASSWORD }))).body.token}`,
    });
    const outboxFor = async (kind: string) =>
      (await callJson<Page<OutboxMessage>>(api, '/api/admin/outbox?limit=100', { headers: await signIn() })).body.items.filter(
        (m) => m.toAddress === email && m.kind === kind,
      );

    await at('2031-01-06T15:00:00Z', async () => {
      expect((await call(api, '/api/saved-searches', json({ email, frequency: 'daily', query: { search: word } }))).status).toBe(202);
      const confirmation = (await outboxFor('alert_confirmation'))[0]!;
      const token = /#confirm=([\w.-]+)/.exec(confirmation.text)![1]!;
      expect((await call(api, '/api/saved-searches/confirm', json({ token }))).status).toBe(200);
    });
    const db = await (globalThis as Record<symbol, Promise<Db>>)[Symbol.for('charlotte-directory.db')]!;
    const created = await insertBusiness(db, { businessName: `${word} Movers`, category: 'movers-packers', status: 'pending' });
    await at('2031-01-06T18:00:00Z', async () => {
      expect((await call(api, `/api/businesses/${created.id}/publish`, { method: 'PUT', headers: await signIn() })).status).toBe(200);
    });

    // 07:00 in Charlotte the next day (12:00 UTC in January): the scheduled call runs the day's alerts.
    const digest = await at('2031-01-07T12:00:05Z', async () => {
      const response = await alerts(
        new Request(`${SITE}/.netlify/functions/alerts`, { method: 'POST', body: '{"next_run":"2031-01-07T12:00:05Z"}' }),
        runtimeContext(),
      );
      expect(await response.json()).toMatchObject({ finished: true });
      return (await outboxFor('alert_digest'))[0];
    });
    expect(digest!.subject).toBe(`1 new business for “${word}”`);
    const unsubscribe = /<(.+)>/.exec(digest!.headers['List-Unsubscribe']!)![1]!;

    // A mail provider's server: 60 other requests from its address this hour, then the one-click POST.
    const busy = '198.51.100.25';
    for (let i = 0; i < 60; i++) {
      await api(new Request(`${SITE}/api/saved-searches/manage`, json({ token: 'am1.not-valid' })), fromProvider(busy));
    }
    const refused = await api(new Request(`${SITE}/api/saved-searches/manage`, json({ token: 'am1.not-valid' })), fromProvider(busy));
    expect(refused.status).toBe(429);
    const oneClick = await api(
      new Request(unsubscribe.replace(/^https?:\/\/[^/]+/, SITE), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
      fromProvider(busy),
    );
    expect(oneClick.status).toBe(200);
    expect(await at('2031-01-07T12:10:00Z', () => outboxFor('alert_digest'))).toEqual([]);
  });
});

describe('the scheduled outbox sweep', () => {
  it('runs every five minutes and, with no e-mail provider configured, leaves the outbox as it is', async () => {
    const { config } = (await import(functions.outbox)) as { config: { schedule: string } };
    expect(config.schedule).toBe('*/5 * * * *');
    const response = await outbox(new Request(`${SITE}/.netlify/functions/outbox`, { method: 'POST', body: '{}' }), runtimeContext());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: 0, failed: 0, givenUp: 0 });
  });
});

describe('the API function', () => {
  let plumber: Business;

  beforeAll(async () => {
    const { response, body } = await callJson<BusinessSearchResult>(api, '/api/businesses?search=plumbing&limit=5');
    expect(response.status).toBe(200);
    plumber = body.businesses[0]!;
  });

  it('answers a search with results, a short browser cache and the CDN cache tagged for listings', async () => {
    const { response, body } = await callJson<BusinessSearchResult>(api, `/api/businesses?search=plumbing&category=${plumber.category}`);
    expect(response.status).toBe(200);
    expect(body.total).toBeGreaterThan(0);
    expect(body.businesses.every((b) => b.category === plumber.category)).toBe(true);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.headers.get('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=300, stale-while-revalidate=60');
    expect(response.headers.get('netlify-cache-tag')).toBe(`category-${plumber.category},neighborhoods`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a malformed body with a JSON 400 and an unknown path with a JSON 404', async () => {
    const malformed = await call(api, `/api/businesses/${plumber.id}/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"rating": 5,',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBeTruthy();
    const unknown = await call(api, '/api/no-such-endpoint');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('stores a posted review as pending, and approving it purges the business and its listings, nothing else', async () => {
    const posted = await callJson<{ id: number; status: string }>(api, `/api/businesses/${plumber.id}/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rating: 5, reviewerEmail: 'netlify-tier@example.com', reviewerName: 'Netlify Tier', reviewText: 'Fixed it fast.' }),
    });
    expect(posted.response.status).toBe(201);
    expect(posted.body.status).toBe('pending');

    const login = await callJson<{ token: string }>(api, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: ADMIN_PASSWORD }),
    });
    expect(login.response.status).toBe(200);
    purges.length = 0;
    const approved = await call(api, `/api/reviews/${posted.body.id}/approve`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${login.body.token}` },
    });
    expect(approved.status).toBe(200);
    const expected = [`business-${plumber.id}`, `category-${plumber.category}`, 'listings'];
    if (plumber.neighborhood) expected.push(`neighborhood-${plumber.neighborhood}`);
    expect(purges).toEqual([expected.sort()]);

    const reviews = await callJson<Array<{ id: number }>>(api, `/api/businesses/${plumber.id}/reviews`);
    expect(reviews.body.map((r) => r.id)).toContain(posted.body.id);
    expect(reviews.response.headers.get('netlify-cache-tag')?.split(',')).toContain(`business-${plumber.id}`);
  });

  describe('pages from the SSR function', () => {
    it('renders a business page, tagged with the business, whose share image the API function draws as a PNG', async () => {
      const page = await call(ssr, `/charlotte/listing/${plumber.slug}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(plumber.businessName.replace(/&/g, '&amp;'));
      expect(page.headers.get('cache-control')).toBe('public, max-age=60');
      expect(page.headers.get('netlify-cdn-cache-control')).toMatch(/^public, durable, s-maxage=\d+, stale-while-revalidate=\d+$/);
      expect(page.headers.get('netlify-cache-tag')?.split(',')).toContain(`business-${plumber.id}`);

      const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
      expect(og).toMatch(/\/api\/og\?/);
      const image = await call(api, new URL(og!).pathname + new URL(og!).search);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await image.arrayBuffer());
      expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      // Kept in Netlify Blobs, not on the instance's disk: another instance finds it there.
      const ogStore = getStore({ name: 'og-images', siteID: 'netlify-tier-site', token: blobsToken, edgeURL: blobsUrl });
      const { blobs: kept } = await ogStore.list();
      const stored = await Promise.all(kept.map(async ({ key }) => new Uint8Array((await ogStore.get(key, { type: 'arrayBuffer' }))!)));
      expect(stored.some((png) => png.length === bytes.length && png.every((byte, i) => byte === bytes[i]))).toBe(true);
    });

    it('renders a category page tagged with its category', async () => {
      const page = await call(ssr, `/charlotte/${plumber.category}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(new RegExp(`<h1[^>]*>[^<]*${categoryLabel(plumber.category).replace(/&/g, '&amp;')}`));
      expect(page.headers.get('netlify-cache-tag')?.split(',')).toContain(`category-${plumber.category}`);
    });

    it('answers an unknown business and an unknown page with 404, never cached', async () => {
      const business = await call(ssr, '/charlotte/listing/no-such-business-anywhere');
      expect(business.status).toBe(404);
      expect(business.headers.get('cache-control')).toBe('no-store');
      expect(business.headers.get('netlify-cache-tag')).toBeNull();
      const page = await call(ssr, '/no/such/page');
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('Page Not Found');
    });
  });
});

/** Netlify's limit on a function's buffered request body, as the runtime receives it (base64 for binary). */
const NETLIFY_BODY_LIMIT = 6 * 1024 * 1024;

/**
 * A request as Netlify delivers it to a function: an event whose binary body is base64
 * (`isBase64Encoded`), turned into the Request the function gets by the rule of Netlify's
 * runtime (@netlify/serverless-functions-api: `Buffer.from(body, 'base64')`). Refuses a body
 * the platform would not deliver.
 */
async function asNetlifyDelivers(path: string, init: RequestInit): Promise<{ request: Request; base64Bytes: number }> {
  const original = new Request(`${SITE}${path}`, init);
  const event = {
    rawUrl: original.url,
    httpMethod: original.method,
    headers: Object.fromEntries(original.headers),
    body: Buffer.from(await original.arrayBuffer()).toString('base64'),
    isBase64Encoded: true,
  };
  const base64Bytes = Buffer.byteLength(event.body);
  if (base64Bytes > NETLIFY_BODY_LIMIT) throw new Error(`Netlify would not deliver a ${base64Bytes}-byte body`);
  const body = Buffer.from(event.body, 'base64');
  return {
    request: new Request(event.rawUrl, { method: event.httpMethod, headers: { ...event.headers, 'content-length': String(body.length) }, body }),
    base64Bytes,
  };
}

describe('photos through the API function', () => {
  it('takes a 3 MB JPEG and a 1 MB PNG delivered base64 within the 6 MB limit, and names its limit for a larger body', async () => {
    const db = await (globalThis as Record<symbol, Promise<Db>>)[Symbol.for('charlotte-directory.db')]!;
    const owner = await createOwnerWithBusiness(db, { business: { category: 'cleaning-services' } });
    const form = (bytes: Uint8Array, type: string) => {
      const data = new FormData();
      data.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), 'photo');
      data.set('alt', `A ${type} from a phone`);
      return data;
    };
    const path = `/api/owner/businesses/${owner.businessId}/photos`;
    const headers = { authorization: `Bearer ${owner.token}` };
    const jpeg = await phoneJpeg({ width: 2400, height: 1600, amplitude: 170, quality: 96 });
    const png = await noisyPng(720, 580, 64);
    expect(jpeg.byteLength).toBeGreaterThan(2.9 * 1024 * 1024);
    expect(png.byteLength).toBeGreaterThan(0.95 * 1024 * 1024);
    for (const [bytes, type, width] of [
      [jpeg, 'image/jpeg', 1600],
      [png, 'image/png', 720],
    ] as const) {
      const { request, base64Bytes } = await asNetlifyDelivers(path, { method: 'POST', headers, body: form(bytes, type) });
      expect(base64Bytes).toBeLessThan(NETLIFY_BODY_LIMIT);
      const response = await api(request, runtimeContext());
      expect(response.status, await response.clone().text()).toBe(201);
      expect(((await response.json()) as { photo: { width: number } }).photo.width).toBe(width);
    }
    // 4.3 MB of binary is 5.7 MB of base64: Netlify delivers it; the route's own limit refuses it.
    const { request } = await asNetlifyDelivers(path, {
      method: 'POST',
      headers,
      body: form(new Uint8Array(Math.round(4.3 * 1024 * 1024)).fill(0xff), 'image/jpeg'),
    });
    const tooBig = await api(request, runtimeContext());
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ error: { code: 'payload_too_large', message: 'The request body must be at most 4.1 MB.' } });
  }, 60_000);
});

import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { GENERIC_OG, ogRoutes } from '../../src/server/api/og';
import { createRouter } from '../../src/server/api/router';
import type { Db } from '../../src/server/db/client';
import { parseEnv } from '../../src/server/env';
import { signedOgPath } from '../../src/server/og/sign';
import { OG_RENDERS_PER_MINUTE } from '../../src/server/og/store';

/** Renders per client per minute here (RATE_LIMIT_SCALE 0.25). */
const RENDERS = OG_RENDERS_PER_MINUTE / 4;

vi.stubEnv('OG_IMAGE_SECRET', 'og-test-secret-0123456789abcdef0123456789');
const cacheDir = mkdtempSync(join(tmpdir(), 'cd-og-'));
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(cacheDir, { recursive: true, force: true });
});

/** The share image needs no database; the router is built with the og routes alone. */
const routerFor = (routes: typeof ogRoutes) =>
  createRouter(routes, () => ({ db: {} as Db, env: parseEnv({ OG_CACHE_DIR: cacheDir, RATE_LIMIT_SCALE: '0.25' }), now: () => new Date() }));
const handle = routerFor(ogRoutes);
let client = 0;
/** A request from its own client address (renders are limited per client). */
const ogFrom = (target: ReturnType<typeof routerFor>, path: string, from = `198.51.100.${++client % 250}:${client}`) =>
  target(new Request(`http://test${path}`), { clientAddress: from });
/** The signed URL the site's pages put in their share-image tags. */
const og = (query: Record<string, string>) =>
  query.title ? ogFrom(handle, signedOgPath({ title: query.title, subtitle: query.subtitle })) : ogFrom(handle, `/api/og?${new URLSearchParams(query)}`);
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the PNG's IHDR chunk (always the first chunk, right after the signature). */
function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunkType = new TextDecoder().decode(bytes.subarray(12, 16));
  return { chunkType, width: view.getUint32(16), height: view.getUint32(20) };
}

describe('GET /api/og', () => {
  it('renders a 1200x630 PNG for a title and subtitle, cacheable for a day', async () => {
    const response = await og({ title: 'Movers & Packers', subtitle: 'Uptown - Charlotte, NC' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=86400\b/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(bytes)).toEqual({ chunkType: 'IHDR', width: 1200, height: 630 });
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
    // A real picture, not an empty canvas: text and the gradient make it tens of kilobytes.
    expect(bytes.byteLength).toBeGreaterThan(20_000);
  });

  it('renders a title without subtitle, and the longest allowed texts', async () => {
    const short = await og({ title: 'Relocation Guide' });
    expect(short.status).toBe(200);
    expect(pngSize(new Uint8Array(await short.arrayBuffer()))).toMatchObject({ width: 1200, height: 630 });
    const long = await og({ title: 'W'.repeat(120), subtitle: 'Charlotte '.repeat(16) });
    expect(long.status).toBe(200);
    expect(pngSize(new Uint8Array(await long.arrayBuffer()))).toMatchObject({ width: 1200, height: 630 });
  });

  it('draws different texts differently and serves a repeated request from memory, byte for byte', async () => {
    const first = new Uint8Array(await (await og({ title: 'Dilworth', subtitle: 'Neighborhood profile' })).arrayBuffer());
    const other = new Uint8Array(await (await og({ title: 'NoDa', subtitle: 'Neighborhood profile' })).arrayBuffer());
    expect(Buffer.from(first).equals(Buffer.from(other))).toBe(false);
    // With the kept images gone, a repeat can only come from memory: a render would keep its image again.
    for (const entry of readdirSync(cacheDir)) rmSync(join(cacheDir, entry), { recursive: true, force: true });
    const again = new Uint8Array(await (await og({ title: 'Dilworth', subtitle: 'Neighborhood profile' })).arrayBuffer());
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    expect(readdirSync(cacheDir, { recursive: true })).toEqual([]);
  });

  it.each([
    [{}, 'title', 'title is required'],
    [{ title: '   ' }, 'title', 'title is required'],
    [{ title: 'x'.repeat(121) }, 'title', 'title must be 120 characters or less'],
    [{ title: 'Fine', subtitle: 'y'.repeat(161) }, 'subtitle', 'subtitle must be 160 characters or less'],
  ])('answers 400 JSON for %j', async (query, field, message) => {
    const response = await og(query as Record<string, string>);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const { error } = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({ [field]: message });
  });

  it('draws only signed titles: any other title gets the generic card, without a render of its own', async () => {
    const generic = await bytesOf(await og({ title: GENERIC_OG.title, subtitle: GENERIC_OG.subtitle! }));
    for (const path of [
      `/api/og?${new URLSearchParams({ title: 'Made up by someone', subtitle: 'Charlotte, NC' })}`,
      `/api/og?${new URLSearchParams({ title: 'Made up', sig: 'AAAAAAAAAAAAAAAAAAAAAA' })}`,
      // a real signature, another title
      signedOgPath({ title: 'Dilworth' }).replace('Dilworth', 'Dilworth2'),
    ]) {
      const response = await ogFrom(handle, path);
      expect(response.status).toBe(200);
      expect(Buffer.from(await bytesOf(response)).equals(Buffer.from(generic))).toBe(true);
    }
  });

  it('limits renders per client (429 with Retry-After), never cached images; keeps images on disk across restarts', async () => {
    const from = '203.0.113.50:1';
    const titles = Array.from({ length: RENDERS }, (_, i) => `Rate limited page ${i}`);
    for (const title of titles) expect((await ogFrom(handle, signedOgPath({ title }), from)).status).toBe(200);
    const refused = await ogFrom(handle, signedOgPath({ title: 'One render too many' }), from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    // Already rendered: served from the cache, whatever the limit.
    expect((await ogFrom(handle, signedOgPath({ title: titles[0]! }), from)).status).toBe(200);
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.png')).length).toBeGreaterThanOrEqual(titles.length);

    // A restarted server (fresh modules: empty memory, fresh counters) reads them from disk.
    vi.resetModules();
    const fresh = await import('../../src/server/api/og');
    const restarted = routerFor(fresh.ogRoutes);
    const sign = (await import('../../src/server/og/sign')).signedOgPath;
    const again = await Promise.all(titles.map((title) => ogFrom(restarted, sign({ title }), from)));
    expect(again.map((r) => r.status)).toEqual(titles.map(() => 200));
    // No render was needed: this client still has its whole allowance.
    for (let i = 0; i < RENDERS; i++) {
      expect((await ogFrom(restarted, sign({ title: `After restart ${i}` }), from)).status).toBe(200);
    }
    expect(existsSync(cacheDir)).toBe(true);
  }, 120_000);

  it('answers 405 for other methods', async () => {
    const response = await handle(new Request('http://test/api/og?title=x', { method: 'POST' }));
    expect(response.status).toBe(405);
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { purgeTags } from './purge';
import { ResponseCache } from './response-cache';

const answer = (body: string, cacheControl = 'public, max-age=60', status = 200) =>
  new Response(body, { status, headers: { 'cache-control': cacheControl, 'content-type': 'text/plain' } });

describe('ResponseCache', () => {
  it('reuses a public answer, and one render serves concurrent misses', async () => {
    const cache = new ResponseCache(10_000, 1024 * 1024);
    let renders = 0;
    let finishRender = () => {};
    const rendering = new Promise<void>((resolve) => (finishRender = resolve));
    const produce = async () => {
      renders++;
      await rendering;
      return answer(`render ${renders}`);
    };
    const pending = Array.from({ length: 20 }, () => cache.serve('/a', produce));
    finishRender();
    const outcomes = await Promise.all(pending);
    expect(renders).toBe(1);
    expect(new Set(await Promise.all(outcomes.map((o) => o.response.text())))).toEqual(new Set(['render 1']));
    expect(outcomes.filter((o) => o.hit)).toHaveLength(19);
    expect((await cache.serve('/a', produce)).hit).toBe(true);
    expect(renders).toBe(1);
  });

  it('never keeps private, no-store, error or cookie-carrying answers', async () => {
    const cache = new ResponseCache(10_000, 1024 * 1024);
    let renders = 0;
    for (const make of [
      () => answer('x', 'no-store'),
      () => answer('x', 'private, max-age=60'),
      () => answer('x', 'public, max-age=60', 404),
      () => new Response('x', { headers: { 'cache-control': 'public, max-age=60', 'set-cookie': 'a=b' } }),
    ]) {
      renders = 0;
      for (let i = 0; i < 3; i++) await cache.serve('/p', async () => (renders++, make()));
      expect(renders).toBe(3);
    }
  });

  it('expires entries after the shorter of its TTL and their max-age, and drops untagged ones on any purge', async () => {
    let now = 1_000;
    const cache = new ResponseCache(50, 1024 * 1024, undefined, () => now);
    let renders = 0;
    const produce = async () => (renders++, answer('x'));
    await cache.serve('/t', produce);
    now += 49;
    await cache.serve('/t', produce);
    expect(renders).toBe(1);
    now += 2;
    await cache.serve('/t', produce);
    expect(renders).toBe(2);
    await purgeTags(['business-1']);
    await cache.serve('/t', produce);
    expect(renders).toBe(3);
    const short = new ResponseCache(60_000, 1024 * 1024);
    await short.serve('/m', async () => answer('x', 'public, max-age=0'));
    expect(short.size).toBe(0);
  });

  it('a purge drops exactly the answers tagged with a purged tag, and a render started before it is not kept', async () => {
    const cache = new ResponseCache(60_000, 1024 * 1024);
    const tagged = (tags: string) => async () => new Response('x', { headers: { 'cache-control': 'public, max-age=60', 'netlify-cache-tag': tags } });
    let renders = 0;
    const count = (produce: () => Promise<Response>) => async () => (renders++, produce());
    await cache.serve('/business', count(tagged('business-1,neighborhood-noda')));
    await cache.serve('/healthcare', count(tagged('category-healthcare,neighborhoods')));
    await cache.serve('/search', count(tagged('listings,neighborhoods')));
    await purgeTags(['business-1', 'category-home-services', 'listings']);
    renders = 0;
    await cache.serve('/business', count(tagged('business-1')));
    await cache.serve('/healthcare', count(tagged('category-healthcare')));
    await cache.serve('/search', count(tagged('listings')));
    expect(renders).toBe(2);

    let release!: () => void;
    const slow = cache.serve('/slow', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return tagged('category-healthcare')();
    });
    await purgeTags(['listings']);
    release();
    await slow;
    renders = 0;
    await cache.serve('/slow', count(tagged('category-healthcare')));
    expect(renders).toBe(1);
  });

  it('is off inside a Netlify function, where the CDN caches and memory is per instance', async () => {
    const cache = new ResponseCache(60_000, 1024 * 1024);
    (globalThis as Record<string, unknown>).Netlify = { env: { get: () => undefined } };
    try {
      let renders = 0;
      for (let i = 0; i < 3; i++) await cache.serve('/n', async () => (renders++, answer('x')));
      expect(renders).toBe(3);
    } finally {
      delete (globalThis as Record<string, unknown>).Netlify;
    }
  });

  it('stays within its byte budget, dropping the least recently used entries', async () => {
    const cache = new ResponseCache(60_000, 10_000, 2_000);
    for (let i = 0; i < 50; i++) await cache.serve(`/k${i}`, async () => answer('y'.repeat(1_000)));
    expect(cache.totalBytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBe(10);
    await cache.serve('/big', async () => answer('z'.repeat(5_000)));
    expect(cache.totalBytes).toBeLessThanOrEqual(10_000);
    let renders = 0;
    await cache.serve('/k49', async () => (renders++, answer('y')));
    expect(renders).toBe(0);
    await cache.serve('/k0', async () => (renders++, answer('y')));
    expect(renders).toBe(1);
  });

  describe('on a server that compresses answers itself', () => {
    const flag = Symbol.for('charlotte-directory.server-compresses');
    const page = `<!doctype html><p>${'Charlotte '.repeat(500)}</p>`;
    const html = () => new Response(page, { headers: { 'cache-control': 'public, max-age=60', 'content-type': 'text/html' } });
    afterEach(() => delete (globalThis as Record<symbol, unknown>)[flag]);

    it('hands out the body compressed in the encoding asked for, compressed once per entry', async () => {
      (globalThis as Record<symbol, unknown>)[flag] = true;
      const cache = new ResponseCache(10_000, 1024 * 1024);
      const first = await cache.serve('/page', async () => html(), undefined, 'gzip, deflate, br');
      expect(first.response.headers.get('content-encoding')).toBe('br');
      expect(first.response.headers.get('vary')).toContain('accept-encoding');
      const br = Buffer.from(await first.response.arrayBuffer());
      expect(Number(first.response.headers.get('content-length'))).toBe(br.length);
      expect(brotliDecompressSync(br).toString()).toBe(page);
      const again = await cache.serve('/page', async () => html(), undefined, 'br');
      expect(Buffer.from(await again.response.arrayBuffer()).equals(br)).toBe(true);
      const gzip = await cache.serve('/page', async () => html(), undefined, 'gzip');
      expect(gzip.response.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gzip.response.arrayBuffer())).toString()).toBe(page);
      const plain = await cache.serve('/page', async () => html(), undefined, null);
      expect(plain.response.headers.get('content-encoding')).toBeNull();
      expect(await plain.response.text()).toBe(page);
    });

    it('leaves small or binary answers, and every answer where the server does not compress, plain', async () => {
      (globalThis as Record<symbol, unknown>)[flag] = true;
      const cache = new ResponseCache(10_000, 1024 * 1024);
      const small = await cache.serve('/small', async () => answer('tiny'), undefined, 'br');
      expect(small.response.headers.get('content-encoding')).toBeNull();
      const png = await cache.serve(
        '/png',
        async () => new Response(new Uint8Array(4096), { headers: { 'cache-control': 'public, max-age=60', 'content-type': 'image/png' } }),
        undefined,
        'br',
      );
      expect(png.response.headers.get('content-encoding')).toBeNull();
      delete (globalThis as Record<symbol, unknown>)[flag];
      const elsewhere = await new ResponseCache(10_000, 1024 * 1024).serve('/page', async () => html(), undefined, 'br');
      expect(elsewhere.response.headers.get('content-encoding')).toBeNull();
      expect(await elsewhere.response.text()).toBe(page);
    });
  });
});

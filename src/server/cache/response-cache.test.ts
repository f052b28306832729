import { describe, expect, it } from 'vitest';
import { ResponseCache, invalidateResponseCaches } from './response-cache';

const answer = (body: string, cacheControl = 'public, max-age=60', status = 200) =>
  new Response(body, { status, headers: { 'cache-control': cacheControl, 'content-type': 'text/plain' } });

describe('ResponseCache', () => {
  it('reuses a public answer, and one render serves concurrent misses', async () => {
    const cache = new ResponseCache(10_000, 1024 * 1024);
    let renders = 0;
    const produce = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return answer(`render ${renders}`);
    };
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => cache.serve('/a', produce)));
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

  it('expires entries after the shorter of its TTL and their max-age, and empties on a write', async () => {
    const cache = new ResponseCache(50, 1024 * 1024);
    let renders = 0;
    const produce = async () => (renders++, answer('x'));
    await cache.serve('/t', produce);
    await cache.serve('/t', produce);
    expect(renders).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await cache.serve('/t', produce);
    expect(renders).toBe(2);
    invalidateResponseCaches();
    await cache.serve('/t', produce);
    expect(renders).toBe(3);
    const short = new ResponseCache(60_000, 1024 * 1024);
    await short.serve('/m', async () => answer('x', 'public, max-age=0'));
    expect(short.size).toBe(0);
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
});

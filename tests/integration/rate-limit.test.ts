import { expect, it } from 'vitest';
import { ApiError } from '../../src/server/api/http';
import { createRouter, type ApiContext } from '../../src/server/api/router';
import { routes } from '../../src/server/api/routes';
import { parseEnv } from '../../src/server/env';
import { RATE_LIMITS, enforceRateLimit } from '../../src/server/security/rate-limit';
import { describeEachDb } from '../support/db';

describeEachDb(
  'rate limits stored in Postgres',
  (getDb) => {
    let clock = new Date('2026-03-02T10:00:00Z');
    const ctx = (clientAddress: string): ApiContext => ({
      request: new Request('http://test/api/x', { method: 'POST' }),
      url: new URL('http://test/api/x'),
      params: {},
      deps: { db: getDb(), env: parseEnv({}), now: () => clock },
      clientAddress,
    });

    it('lets a client post up to the limit, then answers 429 with Retry-After', async () => {
      const { max } = RATE_LIMITS.review;
      for (let i = 0; i < max; i++) await enforceRateLimit(ctx('203.0.113.7'), 'review');
      const error = await enforceRateLimit(ctx('203.0.113.7'), 'review').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(429);
      expect((error as ApiError).message).toMatch(/^Too many requests\. Please wait \d+ minutes? and try again\.$/);
      expect(Number((error as ApiError).headers?.['retry-after'])).toBeGreaterThan(0);
    });

    it('counts each client and each kind of post separately', async () => {
      await expect(enforceRateLimit(ctx('198.51.100.1'), 'review')).resolves.toBeUndefined();
      await expect(enforceRateLimit(ctx('203.0.113.7'), 'claim')).resolves.toBeUndefined();
    });

    it('slides: a full window after the first hits, they make room again (refused hits do not count)', async () => {
      clock = new Date(clock.getTime() + RATE_LIMITS.review.windowSeconds * 1000 + 1000);
      await expect(enforceRateLimit(ctx('203.0.113.7'), 'review')).resolves.toBeUndefined();
    });

    it('never lets more than the limit through in any window, across a fixed-window boundary too', async () => {
      const { max, windowSeconds } = RATE_LIMITS.review;
      // The last second of a clock-aligned window, then the first of the next one.
      const boundary = Math.ceil(clock.getTime() / (windowSeconds * 1000) + 1) * windowSeconds * 1000;
      clock = new Date(boundary - 1000);
      for (let i = 0; i < max; i++) await enforceRateLimit(ctx('192.0.2.77'), 'review');
      clock = new Date(boundary);
      const refused = await enforceRateLimit(ctx('192.0.2.77'), 'review').catch((e: unknown) => e);
      expect((refused as ApiError).status).toBe(429);
      expect(Number((refused as ApiError).headers?.['retry-after'])).toBe(windowSeconds - 1);
      clock = new Date(boundary - 1000 + windowSeconds * 1000 - 1);
      expect(((await enforceRateLimit(ctx('192.0.2.77'), 'review').catch((e: unknown) => e)) as ApiError).status).toBe(429);
      clock = new Date(boundary - 1000 + windowSeconds * 1000 + 1);
      await expect(enforceRateLimit(ctx('192.0.2.77'), 'review')).resolves.toBeUndefined();
    });

    it('holds under concurrent hits: exactly the limit passes', async () => {
      const { max } = RATE_LIMITS.claim;
      const results = await Promise.allSettled(Array.from({ length: max * 2 }, () => enforceRateLimit(ctx('192.0.2.88'), 'claim')));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(max);
    });

    it('stores no raw address', async () => {
      const rows = await getDb().query<{ client_key: string }>('select client_key from public.rate_limit_windows');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((r) => r.client_key.includes('203.0.113.7'))).toBe(false);
    });
  },
  { seeded: false },
);

describeEachDb('rate limits on the public posts', (getDb) => {
  const handle = createRouter(routes, () => ({ db: getDb(), env: parseEnv({ RATE_LIMIT_SCALE: '1' }), now: () => new Date() }));
  const postReview = (clientAddress: string, businessId: number) =>
    handle(
      new Request(`http://test/api/businesses/${businessId}/reviews`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rating: 4, reviewerEmail: 'visitor@example.com', reviewText: 'Prompt and careful.' }),
      }),
      { clientAddress },
    );

  it('answers the sixth review from one client within ten minutes with a JSON 429', async () => {
    const [business] = await getDb().query<{ id: number }>(`select id from public.businesses where status = 'published' order by id limit 1`);
    const id = business?.id ?? 0;
    for (let i = 0; i < RATE_LIMITS.review.max; i++) expect((await postReview('203.0.113.50', id)).status).toBe(201);
    const limited = await postReview('203.0.113.50', id);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await limited.json()).error.code).toBe('rate_limited');
    expect((await postReview('203.0.113.51', id)).status).toBe(201);
  });
});

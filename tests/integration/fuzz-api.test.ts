/**
 * The API fuzz tier: every endpoint of the route table (src/server/api/routes.ts), through
 * the router, with hostile path segments, query values, methods, bodies and content types,
 * signed in and not. Whatever is sent, no answer is a 5xx, every error is JSON, no answer
 * shows a stack, a source path or SQL, and nothing hangs. Bounded in time (the cases are
 * interleaved across routes, so a cut still reaches every route).
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { routes } from '../../src/server/api/routes';
import { describeEachDb } from '../support/db';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import {
  FIELD_NAMES,
  HOSTILE_CONTENT_TYPES,
  HOSTILE_RAW_BODIES,
  HOSTILE_STRINGS,
  HOSTILE_VALUES,
  ODD_METHODS,
  QUERY_NAMES,
  encodeHostile,
  interleave,
  FUZZ_SEED,
  problemsOf,
  runBounded,
  shuffled,
} from '../support/hostile';
import { LOCAL_PASSWORD, insertBusiness, localLogin, makeApi, type Api } from './api-support';

/** Time each database gets; the run reports how many requests it made. */
const BUDGET_MS = 20_000;
const REQUEST_TIMEOUT_MS = 10_000;

interface Case {
  method: string;
  path: string;
  body?: string;
  contentType?: string | null;
  admin: boolean;
}

describeEachDb('API fuzz', (getDb) => {
  let api: Api;
  let stripe: FakeStripe;
  let token: string;
  let business: { id: number; slug: string };

  beforeAll(async () => {
    stripe = await startFakeStripe();
    api = makeApi(getDb(), { ADMIN_PASSWORD: LOCAL_PASSWORD, RATE_LIMIT_SCALE: '1000', ...stripe.env() });
    token = await localLogin(api);
    business = await insertBusiness(getDb());
  });
  afterAll(async () => {
    await stripe?.stop();
  });

  /** The path of `route` with every `:param` set to `value` (already encoded), or to a real id/slug. */
  const pathOf = (path: string, value?: string) =>
    path.replace(/:(\w+)/g, (_, name: string) => value ?? (name === 'slug' ? business.slug : String(business.id)));

  function casesFor(route: { method: string; path: string }): Case[] {
    const cases: Case[] = [];
    const writes = route.method !== 'GET';
    const base = pathOf(route.path);
    for (const admin of [false, true]) {
      for (const method of ODD_METHODS) cases.push({ method, path: base, admin });
      if (route.path.includes(':')) {
        for (const value of HOSTILE_STRINGS) cases.push({ method: route.method, path: pathOf(route.path, encodeHostile(value)), admin });
      }
      for (const value of HOSTILE_STRINGS) {
        const query = QUERY_NAMES.map((name) => `${name}=${encodeHostile(value)}`).join('&');
        cases.push({ method: 'GET', path: `${base}?${query}`, admin });
        if (writes) {
          cases.push({
            method: route.method,
            path: base,
            body: JSON.stringify(Object.fromEntries(FIELD_NAMES.map((name) => [name, value]))),
            contentType: 'application/json',
            admin,
          });
        }
      }
      cases.push({ method: 'GET', path: `${base}?__proto__=1&constructor=x&limit=1&limit=2&offset=%00&title=%ED%A0%80`, admin });
      if (writes) {
        for (const value of HOSTILE_VALUES) {
          cases.push({
            method: route.method,
            path: base,
            body: JSON.stringify(Object.fromEntries(FIELD_NAMES.map((name) => [name, value]))),
            contentType: 'application/json',
            admin,
          });
        }
        for (const body of HOSTILE_RAW_BODIES) cases.push({ method: route.method, path: base, body, contentType: 'application/json', admin });
        for (const contentType of HOSTILE_CONTENT_TYPES) {
          cases.push({ method: route.method, path: base, body: 'businessName=x&rating=5\u0000', contentType, admin });
        }
      }
    }
    return cases;
  }

  it('answers every hostile request without a 5xx, a hang, a non-JSON error or internals', async () => {
    const quiet = vi.spyOn(console, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const paths = [...new Map(routes.map((route) => [`${route.method} ${route.path}`, route])).values()];
    const cases = interleave(paths.map((route) => shuffled(casesFor(route))));
    const problems: string[] = [];
    const started = Date.now();
    const ran = await runBounded(
      cases.map((c) => async () => {
        const label = `${c.method} ${c.path.slice(0, 120)}${c.body !== undefined ? ` body=${JSON.stringify(c.body.slice(0, 60))}` : ''}${c.admin ? ' (admin)' : ''}`;
        const headers: Record<string, string> = {};
        if (c.contentType) headers['content-type'] = c.contentType;
        if (c.admin) headers.authorization = `Bearer ${token}`;
        let timer: NodeJS.Timeout | undefined;
        try {
          const response = await Promise.race([
            api(new Request(`http://test${c.path}`, { method: c.method, headers, body: c.method === 'GET' || c.method === 'HEAD' ? undefined : c.body })),
            new Promise<never>((_, reject) => {
              timer = setTimeout(() => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS);
            }),
          ]);
          const body = await response.text();
          for (const problem of problemsOf(label, c.path, response.status, response.headers.get('content-type') ?? '', body, c.method)) {
            problems.push(`${label}: ${problem}`);
          }
        } catch (error) {
          problems.push(`${label}: ${(error as Error).message}`);
        } finally {
          clearTimeout(timer);
        }
      }),
      4,
      BUDGET_MS,
    );
    quiet.mockRestore();
    warn.mockRestore();
    console.info(
      `[fuzz] API (seed ${FUZZ_SEED}): ${ran} of ${cases.length} requests over ${paths.length} endpoints in ${Date.now() - started} ms, ${problems.length} problems`,
    );
    // Every endpoint was reached at least once (the interleaving guarantees it once ran >= endpoints).
    expect(ran).toBeGreaterThanOrEqual(paths.length * 20);
    expect(problems.slice(0, 25)).toEqual([]);
  });
});

/**
 * The API fuzz tier: every endpoint of the route table (src/server/api/routes.ts), through
 * the router, with hostile path segments, query values, methods, bodies and content types,
 * signed in and not. Whatever is sent, no answer is a 5xx, every error is JSON, no answer
 * shows a stack, a source path or SQL, and nothing hangs. Each endpoint gets the same fixed,
 * seeded sample of cases on every run (FUZZ_SEED draws another), and all of them run to the
 * end however busy the machine is: the only time limit is each request's, for a hang.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES, formatBytes } from '../../src/server/api/http';
import { routes } from '../../src/server/api/routes';
import { describeBothDbs } from '../support/db';
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
  FUZZ_SEED,
  problemsOf,
  runAll,
  sampleCases,
} from '../support/hostile';
import { LOCAL_PASSWORD, insertBusiness, localLogin, makeApi, type Api } from './api-support';

/**
 * The fixed sample each endpoint gets: every kind of case in turn (tests/support/hostile.ts),
 * 14 being each of a write route's 7 kinds signed out and signed in.
 */
const CASES_PER_ENDPOINT = 14;
/**
 * Only for a hang: an answer not complete by then is a problem (the sample still runs to the
 * end). Generous on purpose: on the 2-core machine under other runs' load an answer took over
 * 15 s, which is slow, not hung.
 */
const REQUEST_TIMEOUT_MS = 60_000;

interface Case {
  method: string;
  path: string;
  body?: string;
  contentType?: string | null;
  admin: boolean;
}

describeBothDbs('API fuzz', (getDb) => {
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

  /** The route's cases by kind (odd methods, path segments, queries, bodies, ...), each kind signed out and signed in. */
  function kindsOf(route: { method: string; path: string }): Case[][] {
    const kinds: Case[][] = [];
    // Signing out with the shared admin token would revoke it for every later case: sign-out is fuzzed signed out only.
    const signedIn = route.path !== '/api/auth/logout';
    const both = (make: (admin: boolean) => Case[]) => kinds.push(make(false), ...(signedIn ? [make(true)] : []));
    const writes = route.method !== 'GET';
    const base = pathOf(route.path);
    const jsonBody = (value: unknown) => JSON.stringify(Object.fromEntries(FIELD_NAMES.map((name) => [name, value])));
    both((admin) => ODD_METHODS.map((method) => ({ method, path: base, admin })));
    if (route.path.includes(':')) {
      both((admin) => HOSTILE_STRINGS.map((value) => ({ method: route.method, path: pathOf(route.path, encodeHostile(value)), admin })));
    }
    both((admin) => [
      ...HOSTILE_STRINGS.map((value) => ({ method: 'GET', path: `${base}?${QUERY_NAMES.map((name) => `${name}=${encodeHostile(value)}`).join('&')}`, admin })),
      { method: 'GET', path: `${base}?__proto__=1&constructor=x&limit=1&limit=2&offset=%00&title=%ED%A0%80`, admin },
    ]);
    if (writes) {
      both((admin) => HOSTILE_STRINGS.map((value) => ({ method: route.method, path: base, body: jsonBody(value), contentType: 'application/json', admin })));
      both((admin) => HOSTILE_VALUES.map((value) => ({ method: route.method, path: base, body: jsonBody(value), contentType: 'application/json', admin })));
      both((admin) => HOSTILE_RAW_BODIES.map((body) => ({ method: route.method, path: base, body, contentType: 'application/json', admin })));
      both((admin) =>
        HOSTILE_CONTENT_TYPES.map((contentType) => ({ method: route.method, path: base, body: 'businessName=x&rating=5\u0000', contentType, admin })),
      );
    }
    return kinds;
  }

  it('answers every hostile request without a 5xx, a hang, a non-JSON error or internals', async () => {
    const quiet = vi.spyOn(console, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const paths = [...new Map(routes.map((route) => [`${route.method} ${route.path}`, route])).values()];
    const cases = paths.flatMap((route) => sampleCases(kindsOf(route), CASES_PER_ENDPOINT, `${route.method} ${route.path}`));
    const problems: string[] = [];
    const started = Date.now();
    const ran = await runAll(
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
    );
    quiet.mockRestore();
    warn.mockRestore();
    console.info(`[fuzz] API (seed ${FUZZ_SEED}): ${ran} requests over ${paths.length} endpoints in ${Date.now() - started} ms, ${problems.length} problems`);
    expect(ran).toBe(paths.length * CASES_PER_ENDPOINT);
    expect(problems.slice(0, 25)).toEqual([]);
    // Only a guard against a hang of the run itself: the cases run to the end however slow the machine.
  }, 600_000);

  it("answers a body declared one byte over each write route's own limit with a JSON 413 naming the limit", async () => {
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      const limit = route.bodyLimit ?? MAX_BODY_BYTES;
      const response = await api(
        new Request(`http://test${pathOf(route.path)}`, {
          method: route.method,
          headers: { 'content-type': 'application/json', 'content-length': String(limit + 1), authorization: `Bearer ${token}` },
          body: '{}',
        }),
      );
      expect(response.status, `${route.method} ${route.path}`).toBe(413);
      expect(await response.json()).toEqual({ error: { code: 'payload_too_large', message: `The request body must be at most ${formatBytes(limit)}.` } });
    }
  });
});

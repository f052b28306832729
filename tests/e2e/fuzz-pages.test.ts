/**
 * The page fuzz tier: every on-demand route of the built site, served by the real server
 * (scripts/serve.mjs with compression on), with hostile path segments (prototype names,
 * NUL, lone surrogates, huge numbers, bad percent-encoding), hostile query values and odd
 * methods (TRACE, TRACK, CONNECT, PROPFIND...). No answer may be a 5xx, hang or end early,
 * show a stack, a source path or SQL, and /api answers stay JSON. Each route gets the same
 * fixed, seeded sample of cases on every run, all of them run to the end.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { baseURL } from '../support/browser';
import { FUZZ_SEED, HOSTILE_STRINGS, QUERY_NAMES, encodeHostile, problemsOf, runAll, sampleCases } from '../support/hostile';

/** The fixed sample each route gets (every kind of case in turn, tests/support/hostile.ts). */
const CASES_PER_ROUTE = 16;
/**
 * Only for a hang: an answer not complete by then is a problem (the sample still runs to the
 * end). Generous on purpose: on the 2-core machine under other runs' load a page took over
 * 15 s, which is slow, not hung.
 */
const REQUEST_TIMEOUT_MS = 60_000;

/** Every on-demand route (src/pages with `prerender = false`), `{}` marking a dynamic segment. */
const ROUTES = [
  '/charlotte',
  '/charlotte/{}',
  '/charlotte/movers-packers/{}',
  '/charlotte/{}/south-end',
  '/charlotte/listing/{}',
  '/search',
  '/businesses',
  '/categories',
  '/categories/{}',
  '/neighborhoods/{}/{}',
  '/admin',
  '/premium-upgrade',
  '/upgrade-success',
  '/verify-email',
  '/guides',
  '/guide/cost-of-living',
  '/shortlist',
  '/shortlist?b={},{},crown-town-moving-co&n={},noda',
  '/alerts',
  '/sitemap-directory.xml',
  '/api/businesses/{}',
  '/api/{}',
];

const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PROPFIND', 'TRACE', 'TRACK', 'CONNECT'];

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** One raw HTTP request (any method, the path exactly as given), brotli accepted; rejects when the answer does not end in time. */
function send(method: string, path: string): Promise<Answer> {
  const url = new URL(baseURL());
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, method, path, headers: { 'accept-encoding': 'br, gzip', accept: 'text/html,*/*' } });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no complete answer within ${REQUEST_TIMEOUT_MS} ms`));
    }, REQUEST_TIMEOUT_MS);
    // A CONNECT answer's body arrives as the tunnel's first bytes (`head`), up to Content-Length.
    req.on('connect', (res, socket, head) => {
      const length = Number(res.headers['content-length'] ?? 0);
      let body = head;
      const done = () => {
        clearTimeout(timer);
        socket.destroy();
        resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), body: body.subarray(0, length).toString('utf8') });
      };
      if (body.length >= length) return done();
      socket.on('data', (chunk: Buffer) => {
        body = Buffer.concat([body, chunk]);
        if (body.length >= length) done();
      });
      socket.on('end', done);
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      res.on('end', () => {
        clearTimeout(timer);
        if (!res.complete) return reject(new Error('the answer ended early'));
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), body: body.toString('utf8') });
      });
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end();
  });
}

/** The route's cases by kind: methods, hostile path segments, hostile queries. */
function kindsOf(route: string): Array<Array<[method: string, path: string]>> {
  const real = route.replace(/\{\}/g, 'movers-packers');
  const kinds: Array<Array<[string, string]>> = [PAGE_METHODS.map((method) => [method, real])];
  if (route.includes('{}')) kinds.push(HOSTILE_STRINGS.map((value) => ['GET', route.replace(/\{\}/g, encodeHostile(value) || 'x')]));
  kinds.push([
    ...HOSTILE_STRINGS.map((value): [string, string] => ['GET', `${real}?${QUERY_NAMES.map((name) => `${name}=${encodeHostile(value)}`).join('&')}`]),
    ['GET', `${real}?__proto__=1&constructor=2&page=2147483648&page=-1&view=map&q=%ED%A0%80`],
  ]);
  return kinds;
}

it('every on-demand route answers hostile requests without a 5xx, a hang, internals or a non-JSON API error', async () => {
  const cases = ROUTES.flatMap((route) => sampleCases(kindsOf(route), CASES_PER_ROUTE, route));
  const problems: string[] = [];
  const started = Date.now();
  const ran = await runAll(
    cases.map(([method, path]) => async () => {
      const label = `${method} ${path.slice(0, 140)}`;
      try {
        const answer = await send(method, path);
        for (const problem of problemsOf(label, path, answer.status, answer.contentType, answer.body, method)) problems.push(`${label}: ${problem}`);
      } catch (error) {
        problems.push(`${label}: ${(error as Error).message}`);
      }
    }),
    4,
  );
  console.info(`[fuzz] pages (seed ${FUZZ_SEED}): ${ran} requests over ${ROUTES.length} routes in ${Date.now() - started} ms, ${problems.length} problems`);
  expect(ran).toBe(ROUTES.length * CASES_PER_ROUTE);
  expect(problems.slice(0, 25)).toEqual([]);
  // Only a guard against a hang of the run itself: the cases run to the end however slow the machine.
}, 600_000);

it('the budget calculator answers every hostile household value with its page and a message, never a 4xx or 5xx', async () => {
  const statuses: string[] = [];
  // Bytes that are not UTF-8 (a lone surrogate) are refused by the server before any page (400, covered above).
  const clean = HOSTILE_STRINGS.filter((v) => !/%ED%A0/i.test(encodeHostile(v)) && !/^%/.test(encodeHostile(v)));
  for (const value of [...clean.slice(0, 12), '99999', '3', '-1', '1e400']) {
    for (const name of ['adults', 'children', 'bedrooms', 'zip']) {
      const path = `/guide/cost-of-living?${name}=${encodeHostile(value) || 'x'}`;
      const answer = await send('GET', path);
      if (answer.status !== 200 || !/data-budget-table/.test(answer.body)) statuses.push(`${path}: ${answer.status}`);
    }
  }
  expect(statuses).toEqual([]);
  const outside = await send('GET', '/guide/cost-of-living?zip=10001');
  expect(outside.body).toContain('ZIP 10001 is not in the Charlotte area');
});

it('a prototype name as a neighborhood or category is a plain 404, never a page about Object', async () => {
  for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
    for (const path of [`/charlotte/movers-packers/${name}`, `/charlotte/${name}`, `/categories/${name}`, `/charlotte/${name}/south-end`]) {
      const answer = await send('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).not.toMatch(/function Object|\[object Object\]|native code/);
    }
  }
});

it('TRACE and other odd methods: 405 JSON under /api, 405 on pages, never 500', async () => {
  for (const method of ['TRACE', 'CONNECT', 'PROPFIND']) {
    const api = await send(method, '/api/businesses');
    expect(api.status, `${method} /api`).toBe(405);
    expect(api.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(api.body)).toMatchObject({ error: { code: 'method_not_allowed' } });
    const page = await send(method, '/charlotte/movers-packers');
    expect(page.status, `${method} page`).toBe(405);
  }
  const malformed = await send('GET', '/api/businesses/%E0%A4%A');
  expect(malformed.status).toBe(400);
  expect(JSON.parse(malformed.body)).toMatchObject({ error: { code: 'bad_request' } });
});

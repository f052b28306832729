/**
 * Hostile input for the fuzz tests (tests/integration/fuzz-api.test.ts through the router,
 * tests/e2e/fuzz-pages.test.ts against the built server): strings, numbers, methods, bodies
 * and content types, and the checks every answer must pass whatever it was sent.
 */

/** Strings a field, query value or path segment may be sent. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740993',
  '99999999999999999999999999',
  '1e308',
  '1e400',
  '-1',
  '0',
  '1.5',
  '0x10',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  "' or '1'='1",
  '"; drop table public.businesses; --',
  '$1',
  '\\',
  '%',
  '%00',
  '%E0%A4%A',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '\u202Eevil',
  '\uFEFF',
  '😀'.repeat(50),
  'x'.repeat(5000),
];

/** Numbers (as JSON values) an id, rating, limit or offset may be sent. */
export const HOSTILE_NUMBERS: readonly number[] = [2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1, 0, 1.5, -0.0001];

/** Other JSON values. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  [],
  {},
  [null],
  { __proto__: null, constructor: 'x' },
  { $gt: '' },
  [['deep']],
  ...HOSTILE_NUMBERS,
];

/** Raw bodies that are not (usable) JSON objects. */
export const HOSTILE_RAW_BODIES: readonly string[] = [
  '',
  'not json',
  '{',
  '[',
  'null',
  '[]',
  '"text"',
  '1e400',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":true}}}',
  '{"a":"\\u0000","b":"\\ud800"}',
  '{"\\u0000":1,"\\ud800":2}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"x":"${'y'.repeat(300 * 1024)}"}`,
];

export const HOSTILE_CONTENT_TYPES: readonly (string | null)[] = [
  null,
  'text/plain',
  'text/csv',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/json; charset=utf-16',
  'application/merge-patch+json',
  'application/xml',
  'application/json, text/plain',
];

/** Methods fetch can send; TRACE, TRACK and CONNECT are sent raw by the page fuzz. */
export const ODD_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'MKCOL', 'PURGE'];

/** Every field name some form or call reads, to fill with hostile values at once. */
export const FIELD_NAMES: readonly string[] = [
  'rating',
  'reviewerEmail',
  'reviewerName',
  'reviewText',
  'website',
  'homepage',
  'businessName',
  'category',
  'address',
  'zipCode',
  'phone',
  'email',
  'shortDescription',
  'longDescription',
  'description',
  'businessHours',
  'serviceTags',
  'neighborhood',
  'claim',
  'submissionKey',
  'businessId',
  'planId',
  'customerName',
  'customerEmail',
  'claimerName',
  'claimerEmail',
  'claimerPhone',
  'reason',
  'note',
  'password',
  'publish',
  'agreeToTerms',
  'latitude',
  'longitude',
  'emails',
  'invitation',
  'token',
  'licenceNumber',
  'licenceAuthority',
];

/** Every query parameter some call or page reads. */
export const QUERY_NAMES: readonly string[] = [
  'q',
  'search',
  'category',
  'neighborhood',
  'minRating',
  'rating',
  'serviceTags',
  'tags',
  'sortBy',
  'sort',
  'view',
  'page',
  'limit',
  'offset',
  'approved',
  'status',
  'title',
  'subtitle',
  'token',
  'publish',
  'payment_intent',
  'payment_intent_client_secret',
  'redirect_status',
  'business',
  'approximate',
  'open',
  'near',
  'radius',
  'bbox',
  'adults',
  'children',
  'bedrooms',
  'zip',
  'zoom',
];

/** Percent-encodes a value for a path segment or query, except the deliberately malformed ones. */
export function encodeHostile(value: string): string {
  if (/^%(E0%A4%A)?$/.test(value)) return value;
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be UTF-8 encoded: send what a careless client would.
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD')) + '%ED%A0%80';
  }
}

/** Text in an answer that gives away internals: stack frames, source paths, SQL or database errors. */
const LEAKS: ReadonlyArray<[string, RegExp]> = [
  ['stack frame', /\n\s+at [\w.<>]+ \(|\bat (async )?[\w.]+ \((file:|node:|\/)/],
  ['source path', /node_modules\/|\/src\/server\/|\.ts:\d+:\d+/],
  ['SQL', /\b(select\s[^<>;]{1,120}\sfrom\s+public\.|insert\s+into\s+public\.|update\s+public\.\w+\s+set\b|delete\s+from\s+public\.|on\s+conflict\s*\()/i],
  [
    'database error',
    /syntax error at or near|violates (check|unique|foreign key|not-null) constraint|invalid input syntax for|out of range for type|relation "[^"]+"|PGlite|postgres(ql)? error|unsupported Unicode escape/i,
  ],
];

export interface AnswerProblem {
  request: string;
  problem: string;
}

/**
 * What every answer must hold: no 5xx, JSON (with an error code) for every /api error and
 * every /api answer that is not an image or a CSV file, and no internals in the body.
 */
export function problemsOf(request: string, path: string, status: number, contentType: string, body: string, method: string): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}: ${body.slice(0, 200)}`);
  const api = path === '/api' || path.startsWith('/api/') || path.startsWith('/api?');
  if (api && method !== 'HEAD' && status !== 303 && !(status < 300 && /^(image\/png|text\/csv)/.test(contentType))) {
    if (!/^application\/json/.test(contentType)) problems.push(`answered ${status} as ${contentType || 'no content type'}, not JSON`);
    else {
      try {
        const parsed = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
        if (status >= 400 && (typeof parsed.error?.code !== 'string' || typeof parsed.error?.message !== 'string')) {
          problems.push(`answered ${status} without {error: {code, message}}`);
        }
      } catch {
        problems.push(`answered ${status} with a body that does not parse as JSON`);
      }
    }
  }
  for (const [what, pattern] of LEAKS) {
    const match = pattern.exec(body);
    if (match) problems.push(`shows ${what}: ${JSON.stringify(body.slice(Math.max(0, match.index - 40), match.index + 80))}`);
  }
  void request;
  return problems;
}

/**
 * Runs every task, at most `concurrency` at once, to the end. A fuzz run is a fixed set of
 * cases (`sampleCases`), never "as many as fit in a time budget": a busy machine makes it
 * slower, not smaller. A hang is each request's own timeout, reported as a problem.
 */
export async function runAll(tasks: ReadonlyArray<() => Promise<void>>, concurrency: number): Promise<number> {
  let next = 0;
  let ran = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tasks.length) {
        const task = tasks[next++]!;
        await task();
        ran++;
      }
    }),
  );
  return ran;
}

/** Interleaves lists (list 1 item 1, list 2 item 1, ...), so a prefix of the result samples every list. */
function interleave<T>(lists: ReadonlyArray<readonly T[]>): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (i < list.length) out.push(list[i]!);
  return out;
}

/**
 * One endpoint's fixed sample: `count` of its cases, drawn from every kind in turn (odd
 * methods, hostile path segments, queries, bodies...), each kind in a seeded order. The
 * same seed gives the same cases on every run and machine; FUZZ_SEED draws another sample.
 */
export function sampleCases<T>(kinds: ReadonlyArray<readonly T[]>, count: number, label: string, seed: number = FUZZ_SEED): T[] {
  let salt = seed;
  for (const char of label) salt = Math.imul(salt ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return interleave(kinds.map((kind, i) => shuffled(kind, (salt + i) >>> 0))).slice(0, count);
}

/** The seed of the fuzz samples: FUZZ_SEED when set (to draw another sample), else a fixed one. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123) >>> 0;

/** A deterministic shuffle (mulberry32). */
function shuffled<T>(items: readonly T[], seed: number = FUZZ_SEED): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/browser';
import { GUIDE_SLUGS } from '../../src/components/guides/links';
import { localizedPath } from '../../src/i18n/locale';
import { TRANSLATED_PATHS } from '../../src/i18n/routes';
import { GUIDE_KEYS } from '../../src/domain/neighborhood-scoring';

/**
 * JavaScript budgets over the built site (decision 0002): the gzipped size of the JavaScript
 * a page loads without any user action, before and after the visitor scrolls to its
 * `client:visible` islands. Counted per page:
 * - inline scripts (except JSON-LD and other data blocks) and every <script src>,
 * - <link rel="modulepreload"> files,
 * - the component and renderer modules of each <astro-island> (loaded when it hydrates:
 *   at once, when idle, or, for `client="visible"` islands, only when scrolled to, so those
 *   count only in the "after scrolling" figure),
 * - and, recursively, the static imports of all of those. Dynamic import() chunks (code that
 *   loads later, such as the map when the map view is opened, or the review form's
 *   validation when it is opened) are not counted.
 * Each file is gzipped on its own (as it is sent) and counted once per page.
 */
const KB = 1024;
/** Content pages, neighborhood pages and business pages before the visitor scrolls to an island. */
const SMALL = 15 * KB;
/** Once scrolled to a React island (React DOM is about 58 KB on its own). */
const VISIBLE_ISLAND = 80 * KB;
/** Listing pages: React, the listing island, the header's save count and the cards' save buttons (decisions 0002, 0016). */
const LISTING = 90 * KB;
/** The four ranked neighborhood guides, each with the ranking island. */
const RANKED_GUIDES = GUIDE_KEYS.map((guide) => `/neighborhoods/guides/${guide}`);
/**
 * The owner dashboard signed out, the whole page: React, the sign-in island with the island
 * kit's fields, the header and the toaster (96.1 KB before its Spanish version, 97.5 KB with
 * it: docs/decisions/0029-owner-dashboard-in-spanish.md); the dashboard and the password
 * forms load as chunks of their own once needed.
 */
const OWNER_SIGN_IN = 98 * KB;

/** Leaflet's own code (class names and attribution link that only the library contains). */
const LEAFLET = /leaflet-(?:pane|container|zoom-animated)|leafletjs\.com/;

const origin = () => new URL(baseURL()).origin;

async function get(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(new URL(path, origin()));
  return { status: response.status, body: await response.text() };
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);
const unescape = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** Relative or root-relative .js/.mjs specifiers of the static imports and re-exports in a module. */
function staticImports(code: string): string[] {
  const specifiers = new Set<string>();
  for (const match of code.matchAll(/(?:[}\w$*]\s*)from\s*["']([^"']+\.m?js)["']/g)) if (match[1]) specifiers.add(match[1]);
  for (const match of code.matchAll(/(?:^|[^\w$.])import\s*["']([^"']+\.m?js)["']/g)) if (match[1]) specifiers.add(match[1]);
  return [...specifiers].filter((s) => s.startsWith('/') || s.startsWith('./') || s.startsWith('../'));
}

interface PageJs {
  path: string;
  /** Before the visitor scrolls to a `client:visible` island. */
  gzipBytes: number;
  /** Once every `client:visible` island has hydrated too. */
  afterScrollBytes: number;
  files: Array<{ name: string; gzip: number }>;
  leaflet: string[];
}

async function measure(path: string): Promise<PageJs> {
  const page = await get(path);
  expect(page.status, `${path} answers`).toBeLessThan(400);
  const html = page.body;
  const files: PageJs['files'] = [];
  const leaflet: string[] = [];
  const visited = new Set<string>();

  const addCode = (name: string, code: string) => {
    files.push({ name, gzip: gzipSync(code).length });
    if (LEAFLET.test(code)) leaflet.push(name);
  };
  const total = () => files.reduce((sum, file) => sum + file.gzip, 0);

  const addModule = async (url: string): Promise<void> => {
    if (visited.has(url)) return;
    visited.add(url);
    const response = await fetch(url);
    expect(response.status, `${url} (from ${path})`).toBe(200);
    const code = await response.text();
    addCode(new URL(url).pathname, code);
    for (const specifier of staticImports(code)) await addModule(new URL(specifier, url).href);
  };

  const pageUrl = new URL(path, origin()).href;
  const entries: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = match[1] ?? '';
    const type = (attr(tag, 'type') ?? '').toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue; // JSON-LD and other data blocks
    const src = attr(tag, 'src');
    if (src) entries.push(new URL(unescape(src), pageUrl).href);
    else if (match[2]?.trim()) {
      addCode(`inline script #${files.length + 1}`, match[2]);
      for (const specifier of staticImports(match[2])) entries.push(new URL(specifier, pageUrl).href);
    }
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const tag = match[1] ?? '';
    const href = attr(tag, 'href');
    if (href && /(^|\s)modulepreload(\s|$)/i.test(attr(tag, 'rel') ?? '')) entries.push(new URL(unescape(href), pageUrl).href);
  }
  const whenVisible: string[] = [];
  for (const match of html.matchAll(/<astro-island\b([^>]*)>/gi)) {
    const visible = attr(match[1] ?? '', 'client') === 'visible';
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attr(match[1] ?? '', name);
      if (url) (visible ? whenVisible : entries).push(new URL(unescape(url), pageUrl).href);
    }
  }
  for (const entry of entries) await addModule(entry);
  const gzipBytes = total();
  const upFront = files.length;
  for (const entry of whenVisible) await addModule(entry);
  const afterScrollBytes = total();

  const list = (from: number, to: number) =>
    files
      .slice(from, to)
      .map((f) => `${f.name.replace('/_astro/', '')} ${(f.gzip / KB).toFixed(1)}`)
      .join(', ');
  console.log(
    `${path}: ${(gzipBytes / KB).toFixed(1)} KB gzipped JS in ${upFront} file(s) [${list(0, upFront)}]` +
      (afterScrollBytes > gzipBytes ? `; ${(afterScrollBytes / KB).toFixed(1)} KB once scrolled to its islands [+ ${list(upFront, files.length)}]` : ''),
  );
  return { path, gzipBytes, afterScrollBytes, files, leaflet };
}

/** Finds the first link on a page whose path matches, e.g. a neighborhood profile on /neighborhoods. */
async function firstLink(path: string, pattern: RegExp): Promise<string> {
  const { body } = await get(path);
  const href = [...body.matchAll(/<a\b[^>]*?\shref="([^"]+)"/gi)].map((m) => m[1] ?? '').find((h) => pattern.test(h));
  expect(href, `a link matching ${pattern} on ${path}`).toBeTruthy();
  return href ?? '';
}

describe('JavaScript budgets (gzipped, built site)', () => {
  /** `budget` before scrolling; `afterScroll` once scrolled to its islands (default: the same). */
  const check = async (path: string, budget: number, afterScroll = budget) => {
    const result = await measure(path);
    expect(result.leaflet, `${path} must not load Leaflet up front`).toEqual([]);
    expect(result.gzipBytes, `${path}: ${result.gzipBytes} bytes > ${budget}`).toBeLessThanOrEqual(budget);
    expect(result.afterScrollBytes, `${path} once scrolled: ${result.afterScrollBytes} bytes > ${afterScroll}`).toBeLessThanOrEqual(afterScroll);
    return result;
  };

  it.each(['/relocation-guide', ...GUIDE_SLUGS.filter((slug) => slug !== 'cost-of-living').map((slug) => `/guide/${slug}`)])(
    '%s ships at most 15 KB',
    async (path) => {
      await check(path, SMALL);
    },
  );

  /** Spanish pages with an island of their own, checked with their English versions below. */
  const WITH_ISLAND = ['/guide/cost-of-living', '/neighborhoods', ...RANKED_GUIDES, '/claim-business'];

  // The other Spanish pages are content pages: the same budget as their English versions.
  it.each(TRANSLATED_PATHS.filter((path) => !WITH_ISLAND.includes(path)).map((path) => localizedPath(path, 'es')))(
    '%s (Spanish) ships at most 15 KB',
    async (path) => {
      await check(path, SMALL);
    },
  );

  it.each(['/guide/cost-of-living', '/es/guide/cost-of-living'])(
    '%s ships at most 15 KB before the budget island is scrolled to; the island itself is at most 15 KB',
    async (path) => {
      const result = await check(path, SMALL, VISIBLE_ISLAND);
      expect(result.afterScrollBytes, 'the budget island loads when visible').toBeGreaterThan(result.gzipBytes);
      const island = result.files.filter((f) => /BudgetCalculator/.test(f.name)).reduce((sum, f) => sum + f.gzip, 0);
      expect(island, 'the budget island module').toBeGreaterThan(0);
      expect(island, `the budget island: ${island} bytes`).toBeLessThanOrEqual(SMALL);
    },
  );

  it('a neighborhood profile, the comparison and the methodology (each in English and in Spanish) ship at most 15 KB', async () => {
    await check(await firstLink('/neighborhoods', /^\/neighborhoods\/(?!guides\/|methodology|compare)[a-z0-9-]+$/), SMALL);
    await check(await firstLink('/es/neighborhoods', /^\/es\/neighborhoods\/(?!guides\/|methodology|compare)[a-z0-9-]+$/), SMALL);
    await check('/neighborhoods/methodology', SMALL);
    await check('/es/neighborhoods/methodology', SMALL);
    await check('/neighborhoods/compare?n=uptown&n=dilworth', SMALL);
    await check('/es/neighborhoods/compare?n=uptown&n=dilworth', SMALL);
  });

  it('/neighborhoods and every ranked guide (each in English and in Spanish) ship at most 15 KB before the ranking island is scrolled to, 80 KB after', async () => {
    for (const path of ['/neighborhoods', ...RANKED_GUIDES].flatMap((english) => [english, localizedPath(english, 'es')])) {
      const result = await check(path, SMALL, VISIBLE_ISLAND);
      // The ranking island is React, loaded when visible: it must be there to load.
      expect(result.afterScrollBytes, `${path} has a client:visible island`).toBeGreaterThan(result.gzipBytes);
    }
  });

  it('/search and /charlotte/movers-packers ship at most 90 KB, in English and in Spanish', async () => {
    const english = await check('/search', LISTING);
    await check('/charlotte/movers-packers', LISTING);
    // The island's words come with the page's HTML: the Spanish page loads the same JavaScript.
    const spanish = await check('/es/search', LISTING);
    expect(spanish.gzipBytes).toBe(english.gzipBytes);
    await check('/es/charlotte/movers-packers', LISTING);
  });

  it.each(['/es/businesses', '/es/categories', '/es/categories/movers-packers', '/es/charlotte', '/es/charlotte/movers-packers/noda'])(
    '%s (a Spanish listing page) ships at most 90 KB',
    async (path) => {
      await check(path, LISTING);
    },
  );

  it.each(['/shortlist', '/es/shortlist'])('%s ships at most 15 KB', async (path) => {
    await check(path, SMALL);
  });

  it('/owner and /es/owner (signed out) ship at most 98 KB, the same JavaScript in both languages', async () => {
    const english = await check('/owner', OWNER_SIGN_IN);
    // The dashboard's words come with the page's HTML (src/i18n/owner-words.ts).
    const spanish = await check('/es/owner', OWNER_SIGN_IN);
    expect(spanish.files.map((f) => f.name).filter((name) => name.startsWith('/'))).toEqual(
      english.files.map((f) => f.name).filter((name) => name.startsWith('/')),
    );
  });

  // The visitor's forms take their words as props (src/i18n/quote-words.ts, claim-words.ts): the
  // Spanish page loads the very files of the English one, so its JavaScript costs what English costs.
  it.each(['/quotes/new', '/quotes/status', '/claim-business', '/alerts'])('%s ships the same JavaScript files in Spanish as in English', async (path) => {
    const english = await measure(path);
    const spanish = await measure(localizedPath(path, 'es'));
    const named = (page: PageJs) => page.files.filter((f) => f.name.startsWith('/'));
    expect(named(spanish).map((f) => f.name)).toEqual(named(english).map((f) => f.name));
    expect(spanish.gzipBytes - english.gzipBytes, 'only the inline scripts may differ, by a few bytes').toBeLessThanOrEqual(64);
  });

  it.each(['/charlotte/listing', '/es/charlotte/listing'])(
    'a business page (%s/…) ships at most 15 KB before the review form is scrolled to, 80 KB after',
    async (prefix) => {
      const response = await fetch(new URL('/api/businesses?limit=1', origin()));
      expect(response.status).toBe(200);
      const { businesses } = (await response.json()) as { businesses: Array<{ slug: string }> };
      expect(businesses.length).toBeGreaterThan(0);
      const result = await check(`${prefix}/${businesses[0]?.slug}`, SMALL, VISIBLE_ISLAND);
      expect(result.afterScrollBytes).toBeGreaterThan(result.gzipBytes);
    },
  );
});

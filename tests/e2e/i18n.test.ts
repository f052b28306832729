import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/browser';
import { parseHtml } from '../support/html';
import { en } from '../../src/i18n/en';
import { es } from '../../src/i18n/es';
import { enOwner } from '../../src/i18n/en-owner';
import { esOwner } from '../../src/i18n/es-owner';
import { enQuotes } from '../../src/i18n/en-quotes';
import { esQuotes } from '../../src/i18n/es-quotes';
import { enClaim } from '../../src/i18n/en-claim';
import { esClaim } from '../../src/i18n/es-claim';
import { enAlerts } from '../../src/i18n/en-alerts';
import { esAlerts } from '../../src/i18n/es-alerts';
import { enMethodology } from '../../src/i18n/en-methodology';
import { esMethodology } from '../../src/i18n/es-methodology';
import { guideRules } from '../../src/domain/scoring-rules-text';
import { TRANSLATED_PATHS } from '../../src/i18n/routes';
import { localizedPath, type Locale } from '../../src/i18n/locale';
import { PAID_PLACEMENT_RULE_ES } from '../../src/domain/search';
import { loadSpanishTexts } from '../../scripts/seed-data/neighborhoods-es';
import { NEIGHBORHOODS } from '../../scripts/seed-data/neighborhoods';
import { areaNoteIn } from '../../src/i18n/neighborhood-profile';
import { GUIDE_KEYS } from '../../src/domain/neighborhood-scoring';
import { GUIDE_CONTENT } from '../../src/components/neighborhoods/guide-content';
import { GUIDE_CONTENT_ES } from '../../src/components/neighborhoods/guide-content-es';

/**
 * Every page that exists in both languages, read as a crawler reads it (plain HTTP, no
 * browser): 200, its `lang`, hreflang links to both versions and x-default, the language
 * switch, and no interface text of the other language's catalog. Text marked with a `lang`
 * of its own (the switch, a business's own words), `translate="no"` (a business's name) or
 * `data-own-text` (a neighborhood's own texts) is left out of that check.
 */

/** Every message of a catalog but the language switch's (written in the other language on purpose). */
function interfaceStrings(catalog: object): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(catalog)) {
    if (key === 'language') continue;
    if (typeof value === 'string') out.push(value);
    else out.push(...interfaceStrings(value as object));
  }
  return out;
}

/**
 * Names the Spanish pages keep in English that hold a word of the English catalog: the county's
 * data product (credited on every neighborhood page) and the transit centre's name.
 */
const PROPER_NAMES = ['Mecklenburg County Quality of Life Explorer', 'Charlotte Transportation Center'];

/** The text a reader of the page's language sees or hears: body text and the labelling attributes, without scripts or parts in another language. */
function pageText(html: string): string {
  const doc = parseHtml(html);
  const pageLang = doc.documentElement.getAttribute('lang');
  for (const el of [...doc.querySelectorAll('script, style, template')]) el.remove();
  for (const el of [...doc.querySelectorAll('body [lang]')]) if (el.getAttribute('lang') !== pageLang) el.remove();
  // Names (a business's, marked translate="no") are the same in every language, wherever the
  // page repeats them ("Guardar {name} en su lista").
  const names = [...doc.querySelectorAll('body [translate="no"]')].map((el) => el.textContent?.trim() ?? '').filter(Boolean);
  for (const el of [...doc.querySelectorAll('body [translate="no"]')]) el.remove();
  // A neighborhood's own texts (data-own-text: written by editors, in the page's language) name
  // places and bodies as they are called ("Mecklenburg County", "Black Friday"); the page's meta
  // description repeats its hero's.
  names.push(...[...doc.querySelectorAll('body [data-own-text]')].map((el) => el.textContent?.trim() ?? '').filter(Boolean));
  for (const el of [...doc.querySelectorAll('body [data-own-text]')]) el.remove();
  const attributes = [...doc.querySelectorAll('[placeholder], [aria-label], [alt], [title]')].flatMap((el) =>
    ['placeholder', 'aria-label', 'alt', 'title'].map((name) => el.getAttribute(name) ?? ''),
  );
  const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  const text = [doc.title, description, doc.body.textContent ?? '', ...attributes].join('\n').replace(/\s+/g, ' ');
  return [...names, ...PROPER_NAMES].reduce((rest, name) => rest.replaceAll(name, ' '), text);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The strings of `catalog` found in `text` as whole words (a hyphenated name such as "T-Mobile" is one word). */
function foundIn(text: string, strings: string[]): string[] {
  // The plain substring test first: most strings are not there at all, and the regex is slow.
  return strings.filter((s) => text.includes(s) && new RegExp(`(?<![\\p{L}-])${escapeRegExp(s)}(?![\\p{L}-])`, 'u').test(text));
}

const CATALOGS: Record<Locale, object[]> = { en: [en], es: [es] };
/** The words a reader sees of the ranked guides' editorial text: not their keys, icons or links. */
const guideWords = (content: typeof GUIDE_CONTENT): object =>
  Object.values(content).map(({ key: _key, columns, factors, resources, ...words }) => ({
    ...words,
    columns: columns.map((c) => c.label),
    factors: factors.map(({ icon: _icon, ...factor }) => factor),
    resources: resources.map(({ href: _href, external: _external, ...resource }) => resource),
  }));
/** The owner dashboard's pages are read with its own catalogs too (src/i18n/en-owner.ts, es-owner.ts). */
const OWNER_CATALOGS: Record<Locale, object[]> = { en: [en, enOwner], es: [es, esOwner] };
/** Catalog strings that are words of both languages: 'Compare' is also Spanish (usted's 'compare'). */
const WORDS_OF_BOTH = new Set(['Compare']);
/** The interface strings of the other language's catalogs that this language's catalogs do not also use. */
const foreignTo = (locale: Locale, catalogs: Record<Locale, object[]>): string[] => {
  const own = new Set(catalogs[locale].flatMap(interfaceStrings));
  return catalogs[locale === 'es' ? 'en' : 'es'].flatMap(interfaceStrings).filter((s) => !own.has(s) && !WORDS_OF_BOTH.has(s));
};
// A word of three letters or fewer ('Day') is too often part of a name the other language
// keeps ('Memorial Day'): only longer strings are looked for.
const foreign = (catalogs: Record<Locale, object[]>): Record<Locale, string[]> => ({
  en: foreignTo('en', catalogs).filter((s) => s.length > 3),
  es: foreignTo('es', catalogs).filter((s) => s.length > 3),
});
const FOREIGN = foreign(CATALOGS);
/** Pages read with their own catalogs too (src/i18n/en-owner.ts, en-quotes.ts, en-claim.ts, en-alerts.ts, en-methodology.ts and their Spanish). */
const FOREIGN_ON_PAGE: Array<[RegExp, Record<Locale, string[]>]> = [
  [/^\/owner$/, foreign(OWNER_CATALOGS)],
  [/^\/quotes\//, foreign({ en: [en, enQuotes], es: [es, esQuotes] })],
  [/^\/(?:claim-business|verify-email)$/, foreign({ en: [en, enClaim], es: [es, esClaim] })],
  [/^\/alerts$/, foreign({ en: [en, enAlerts], es: [es, esAlerts] })],
  [/^\/neighborhoods\/methodology$/, foreign({ en: [en, enMethodology], es: [es, esMethodology] })],
  // The ranked guides' editorial text (src/components/neighborhoods/guide-content.ts, guide-content-es.ts): its words, not its links.
  [/^\/neighborhoods\/guides\//, foreign({ en: [en, guideWords(GUIDE_CONTENT)], es: [es, guideWords(GUIDE_CONTENT_ES)] })],
];
const foreignOn = (path: string) => FOREIGN_ON_PAGE.find(([pattern]) => pattern.test(path))?.[1] ?? FOREIGN;

/** Pages out of the sitemap (rendered on demand, or noindex) that exist in both languages, one of each form (src/i18n/routes.ts). */
const ON_DEMAND_SAMPLES = [
  '/search',
  '/businesses',
  '/categories',
  '/categories/pet-services',
  '/charlotte',
  '/charlotte/movers-packers',
  '/charlotte/movers-packers/noda',
  // A business with hours and reviews in the seed.
  '/charlotte/listing/blue-line-movers',
  '/shortlist',
  // The neighborhood comparison's picker (with neighborhoods: the test below).
  '/neighborhoods/compare',
  // The owner dashboard, signed out (its sign-in form is rendered on the server).
  '/owner',
  // The quote form and the visitor's status page (their islands render in the browser).
  '/quotes/new',
  '/quotes/status',
  // What the links of alert e-mails open (its island renders in the browser).
  '/alerts',
  // Where a claim's verification link lands (no JavaScript).
  '/verify-email',
];

/**
 * The neighborhood profiles with Spanish text in the seed (scripts/seed-data/neighborhoods-es/):
 * a profile exists in Spanish only when its neighborhood has Spanish text in the database.
 */
const SPANISH_PROFILES = [...loadSpanishTexts().keys()].map((slug) => `/neighborhoods/${slug}`);

describe('pages in English and Spanish', () => {
  for (const path of [...TRANSLATED_PATHS, ...ON_DEMAND_SAMPLES, ...SPANISH_PROFILES]) {
    for (const locale of ['en', 'es'] as const) {
      const url = localizedPath(path, locale);
      it(`${url}: ${locale}, both hreflang alternates, a switch to the other language, no ${locale === 'es' ? 'English' : 'Spanish'} interface text`, async () => {
        const response = await fetch(new URL(url, baseURL()));
        expect(response.status).toBe(200);
        const html = await response.text();
        const doc = parseHtml(html);
        expect(doc.documentElement.getAttribute('lang')).toBe(locale);

        const alternates = Object.fromEntries(
          [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
            link.getAttribute('hreflang'),
            new URL(link.getAttribute('href') ?? '').pathname,
          ]),
        );
        expect(alternates).toEqual({ en: path, es: localizedPath(path, 'es'), 'x-default': path });
        expect(doc.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe(locale === 'es' ? 'es_US' : 'en_US');

        const other: Locale = locale === 'es' ? 'en' : 'es';
        const switches = [...doc.querySelectorAll(`a[data-lang-switch="${other}"]`)];
        expect(switches.length).toBeGreaterThan(0);
        for (const link of switches) expect(link.getAttribute('href')).toBe(localizedPath(path, other));

        expect(foundIn(pageText(html), foreignOn(path)[locale])).toEqual([]);
      });
    }
  }

  it('the sitemap pairs each page with its Spanish version (xhtml:link alternates)', async () => {
    const index = await (await fetch(new URL('/sitemap-index.xml', baseURL()))).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    const xml = (await Promise.all(sitemaps.map(async (p) => (await fetch(new URL(p, baseURL()))).text()))).join('\n');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
    for (const path of TRANSLATED_PATHS) {
      const entry = entries.find((e) => new URL(/<loc>([^<]+)<\/loc>/.exec(e)?.[1] ?? 'http://x/none').pathname === path);
      expect(entry, path).toBeDefined();
      const links = Object.fromEntries([...(entry ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2] ?? '').pathname]));
      expect(links).toMatchObject({ 'en-US': path, 'es-US': localizedPath(path, 'es') });
    }
  });

  it.each(['/es/premium-features', '/es/advertising'])('%s states the paid-placement rule in Spanish', async (path) => {
    const doc = parseHtml(await (await fetch(new URL(path, baseURL()))).text());
    expect(doc.querySelector('[data-testid="paid-placement-rule"]')?.textContent?.replace(/\s+/g, ' ')).toContain(PAID_PLACEMENT_RULE_ES);
  });

  it.each([
    ['/es/no-such-page', 'es', es.notFound.heading],
    ['/es/guide/no-such-guide', 'es', es.notFound.heading],
    ['/no-such-page', 'en', en.notFound.heading],
  ] as const)('an unknown path %s answers 404 with the not-found page in its language', async (path, locale, heading) => {
    const response = await fetch(new URL(path, baseURL()));
    expect(response.status).toBe(404);
    const doc = parseHtml(await response.text());
    expect(doc.documentElement.getAttribute('lang')).toBe(locale);
    expect(doc.querySelector('h1')?.textContent?.trim()).toBe(heading);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
  });

  it('the sitemap pairs each neighborhood profile that has Spanish text with its Spanish version, and no other', async () => {
    const index = await (await fetch(new URL('/sitemap-index.xml', baseURL()))).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    const xml = (await Promise.all(sitemaps.map(async (p) => (await fetch(new URL(p, baseURL()))).text()))).join('\n');
    const spanish = new Set(
      [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((m) => new URL(m[1] ?? '').pathname)
        .filter((p) => /^\/es\/neighborhoods\/(?!guides|compare|methodology)[a-z0-9-]+$/.test(p)),
    );
    expect([...spanish].sort()).toEqual(SPANISH_PROFILES.map((p) => localizedPath(p, 'es')).sort());
    expect(SPANISH_PROFILES.length).toBeGreaterThan(0);
    expect(SPANISH_PROFILES.length).toBeLessThanOrEqual(NEIGHBORHOODS.length);
  });

  it("a Spanish profile shows the neighborhood's own Spanish texts, and an unknown one answers 404 in Spanish", async () => {
    const [path] = SPANISH_PROFILES;
    const slug = (path ?? '').split('/').pop() ?? '';
    const es = loadSpanishTexts().get(slug)!;
    const doc = parseHtml(await (await fetch(new URL(localizedPath(path ?? '', 'es'), baseURL()))).text());
    expect(doc.querySelector('[data-content-card="overview"] p')?.textContent).toBe(es.overview.split(/\n\s*\n/)[0]?.trim());
    expect([...doc.querySelectorAll('[data-key-features] li')].map((li) => li.textContent?.replace('✓', '').trim())).toEqual(es.keyFeatures);
    const missing = await fetch(new URL('/es/neighborhoods/no-such-place', baseURL()));
    expect(missing.status).toBe(404);
    expect(parseHtml(await missing.text()).documentElement.getAttribute('lang')).toBe('es');
  });

  it("a Spanish profile's data notices and safety caveat are in Spanish; only the sources' dataset names stay English", async () => {
    const doc = parseHtml(await (await fetch(new URL('/es/neighborhoods/south-end', baseURL()))).text());
    const notices = [...doc.querySelectorAll('[data-data-notice]')];
    expect(notices.map((el) => el.textContent?.trim())).toEqual([areaNoteIn('south-end', 'es')?.trim(), es.neighborhoodProfile.caveats.commercial]);
    const caveats = [...doc.querySelectorAll('[data-safety-caveat]')];
    expect(caveats.length).toBeGreaterThan(0);
    for (const el of caveats) expect(el.textContent?.trim()).toBe(`${es.neighborhoodProfile.safetyCommercial} ${areaNoteIn('south-end', 'es')?.trim()}`);
    for (const el of [...notices, ...caveats]) expect(el.closest('[lang="en"]')).toBeNull();
    const english = [...doc.querySelectorAll('main [lang="en"]')];
    expect(english.length).toBeGreaterThan(0);
    for (const el of english) expect(el.parentElement?.hasAttribute('data-source') || el.closest('[data-local-businesses]') !== null, el.outerHTML).toBe(true);
  });

  it('a Spanish business page asks for quotes and claims on the Spanish forms; the English one on the English forms', async () => {
    const { businesses } = (await (await fetch(new URL('/api/businesses?category=movers-packers&limit=20', baseURL()))).json()) as {
      businesses: Array<{ slug: string; quoteReachable: boolean }>;
    };
    const mover = businesses.find((b) => b.quoteReachable);
    expect(mover).toBeDefined();
    for (const locale of ['en', 'es'] as const) {
      const path = localizedPath(`/charlotte/listing/${mover?.slug}`, locale);
      const doc = parseHtml(await (await fetch(new URL(path, baseURL()))).text());
      const hrefs = [...doc.querySelectorAll('main a[href]')].map((a) => a.getAttribute('href') ?? '');
      const quotes = hrefs.filter((href) => /\/quotes\/new\?/.test(href));
      expect(quotes.length, path).toBeGreaterThan(0);
      for (const href of quotes) expect(href.startsWith(localizedPath('/quotes/new', locale) + '?'), href).toBe(true);
      const claims = hrefs.filter((href) => /\/claim-business/.test(href));
      for (const href of claims) expect(href.startsWith(localizedPath('/claim-business', locale)), href).toBe(true);
    }
  });

  it('the Spanish comparison shows the same figures with Spanish words, switches with its neighborhoods, and says an unknown one in Spanish', async () => {
    const query = '?n=uptown&n=dilworth';
    const [english, spanish] = await Promise.all(
      ['/neighborhoods/compare', '/es/neighborhoods/compare'].map(async (path) => parseHtml(await (await fetch(new URL(`${path}${query}`, baseURL()))).text())),
    );
    const cells = (doc: Document) => [...doc.querySelectorAll('[data-compare-table] td > span.font-semibold')].map((el) => el.textContent);
    const figures = (doc: Document) => cells(doc).filter((text) => /\d/.test(text ?? ''));
    expect(figures(spanish!)).toEqual(figures(english!));
    expect(spanish!.querySelector('[data-row="rent"] th')?.textContent).toContain(es.neighborhoodFigures.rent!.label);
    expect(spanish!.querySelector('a[data-lang-switch="en"]')?.getAttribute('href')).toBe(`/neighborhoods/compare${query}`);
    expect(spanish!.querySelector('[data-compare-table]')?.textContent).toContain(es.neighborhoodProfile.safetyCommercial);
    expect(foundIn(pageText(spanish!.documentElement.outerHTML), FOREIGN.es)).toEqual([]);
    const unknown = await fetch(new URL('/es/neighborhoods/compare?n=uptown&n=atlantis', baseURL()));
    expect(unknown.status).toBe(404);
    expect(parseHtml(await unknown.text()).querySelector('[data-compare-problems]')?.textContent).toContain('No tenemos ningún vecindario llamado “atlantis”');
  });

  it('the Spanish methodology states the Spanish scoring rules, keeps only the data’s own English marked, and the Spanish neighborhood pages link to it', async () => {
    const doc = parseHtml(await (await fetch(new URL('/es/neighborhoods/methodology', baseURL()))).text());
    for (const guide of guideRules(esMethodology.scoringRules).filter((g) => g.guide !== 'affordable')) {
      const items = [...doc.querySelectorAll(`[data-guide-rules="${guide.guide}"] li`)].map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
      expect(items).toEqual(guide.rules.map((r) => r.text));
    }
    expect(doc.querySelector('[data-figure="rent"] dt')?.textContent).toContain(es.neighborhoodFigures.rent!.label);
    // Only the reviewed mapping's reasons and the county's dataset names are English.
    const english = [...doc.querySelectorAll('main [lang="en"]')];
    expect(english.length).toBeGreaterThan(0);
    for (const el of english) expect(el.closest('[data-npa-table]') !== null || el.closest('[data-source]') !== null, el.outerHTML).toBe(true);
    const [profile] = SPANISH_PROFILES;
    for (const path of ['/es/neighborhoods', localizedPath(profile ?? '', 'es'), '/es/neighborhoods/compare?n=uptown&n=dilworth']) {
      const hrefs = [...parseHtml(await (await fetch(new URL(path, baseURL()))).text()).querySelectorAll('a[href*="/methodology"]')].map((a) =>
        a.getAttribute('href'),
      );
      expect(hrefs.length, path).toBeGreaterThan(0);
      for (const href of hrefs) expect(href?.startsWith('/es/neighborhoods/methodology'), `${path}: ${href}`).toBe(true);
    }
  });

  it('the Spanish ranked guides rank as the English ones, with reasons in Spanish and links to the Spanish pages', async () => {
    const hub = parseHtml(await (await fetch(new URL('/es/neighborhoods', baseURL()))).text());
    expect([...hub.querySelectorAll('[data-guide-links] a')].map((a) => a.getAttribute('href'))).toEqual(
      GUIDE_KEYS.map((guide) => `/es/neighborhoods/guides/${guide}`),
    );
    const spanishProfiles = new Set(SPANISH_PROFILES);
    const profileIn = (slug: string) => (spanishProfiles.has(`/neighborhoods/${slug}`) ? `/es/neighborhoods/${slug}` : `/neighborhoods/${slug}`);
    // The hub's ranking island links the Spanish profiles too.
    const hubRows = [...hub.querySelectorAll('[data-rank-row]')];
    expect(hubRows.length).toBeGreaterThan(0);
    for (const row of hubRows) expect(row.querySelector('a')?.getAttribute('href')).toBe(profileIn(row.getAttribute('data-rank-row') ?? ''));
    for (const guide of GUIDE_KEYS) {
      const [english, spanish] = await Promise.all(
        ['en', 'es'].map(async (locale) =>
          parseHtml(await (await fetch(new URL(localizedPath(`/neighborhoods/guides/${guide}`, locale as Locale), baseURL()))).text()),
        ),
      );
      const slugs = (doc: Document) => [...doc.querySelectorAll('[data-ranked-card], [data-guide-table] tbody tr')].map((el) => el.getAttribute('data-slug'));
      const scores = (doc: Document) => [...doc.querySelectorAll('[data-score]')].map((el) => el.textContent?.trim());
      expect(slugs(spanish!), guide).toEqual(slugs(english!));
      expect(scores(spanish!), guide).toEqual(scores(english!));
      const reasons = (doc: Document) => [...doc.querySelectorAll('[data-reasons] li')].map((li) => li.textContent?.replace('✓', '').trim());
      expect(reasons(spanish!).length, guide).toBe(reasons(english!).length);
      for (const [i, reason] of reasons(spanish!).entries()) expect(reason, guide).not.toBe(reasons(english!)[i]);
      // The cards' and the ranking island's links (its server-rendered list) go to the Spanish profiles.
      expect(spanish!.querySelectorAll('[data-rank-row] a').length, guide).toBeGreaterThan(0);
      for (const a of spanish!.querySelectorAll('[data-explore], [data-rank-row] a')) {
        const slug = a.closest('[data-ranked-card]')?.getAttribute('data-slug') ?? a.closest('[data-rank-row]')?.getAttribute('data-rank-row') ?? '';
        expect(a.getAttribute('href')).toBe(profileIn(slug));
      }
      const main = [...spanish!.querySelectorAll('main a[href^="/"]')].map((a) => a.getAttribute('href') ?? '');
      expect(main).toContain('/es/neighborhoods');
      for (const href of main) expect(href.startsWith('/es') || !TRANSLATED_PATHS.includes(href.replace(/[?#].*$/, '')), href).toBe(true);
      const list = [...spanish!.querySelectorAll('script[type="application/ld+json"]')]
        .map((el) => JSON.parse(el.textContent ?? '{}') as { '@type'?: string; name?: string; itemListElement?: Array<{ url: string }> })
        .find((item) => item['@type'] === 'ItemList');
      expect(list?.name).toBe(spanish!.querySelector('h1')?.textContent?.trim());
      expect(list?.itemListElement?.map((item) => new URL(item.url).pathname)).toEqual(
        slugs(spanish!)
          .slice(-(list?.itemListElement?.length ?? 0))
          .map((slug) => profileIn(slug ?? '')),
      );
    }
  });

  it('a page that exists only in English names no Spanish alternate and shows no switch', async () => {
    const html = await (await fetch(new URL('/admin', baseURL()))).text();
    const doc = parseHtml(html);
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.querySelectorAll('link[rel="alternate"][hreflang]').length).toBe(0);
    expect(doc.querySelectorAll('a[data-lang-switch]').length).toBe(0);
  });
});

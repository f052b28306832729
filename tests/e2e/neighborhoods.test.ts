import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, useBrowser } from '../support/browser';
import { expectNoAxeViolations } from '../support/axe';
import { parseHtml } from '../support/html';
import {
  FEATURED_HIGHLIGHTS,
  GUIDE_CARD_COUNT,
  GUIDE_KEYS,
  GUIDE_WORDS,
  GUIDE_TABLE_COUNT,
  HUB_TABLE_COUNT,
  MAX_REASONS,
  NOT_AVAILABLE,
  PRICES_NOT_AVAILABLE,
  baseView,
  bestForBadges,
  displayScore,
  displayWalkability,
  guideBadges,
  hasNoPrices,
  priceSummary,
  rankNeighborhoods,
  walkLabel,
} from '../../src/domain/neighborhood-scoring';
import { PROFILE_FIGURES } from '../../src/domain/qol';
import { NOT_FOUND, PROFILE_SECTIONS, profileDescription, profileSections } from '../../src/domain/neighborhood-view';
import { mappingNpaLists, NPA_MAPPING } from '../../src/domain/npa-mapping';
import { officialPriceTier } from '../../src/domain/price-tier';
import { figureCell, neighborhoodFigures } from '../../src/domain/qol';
import { readQolDataset } from '../../scripts/seed-data/sample-data';
import { GUIDE_CONTENT } from '../../src/components/neighborhoods/guide-content';
import type { Neighborhood } from '../../src/domain/types';
import { en } from '../../src/i18n/en';

/**
 * The neighborhood hub, profiles, the profile's not-found state and the four ranked guides,
 * checked against the API's data and the shared scoring module. What the server renders
 * (texts, cards, tables, links, titles, social tags, JSON-LD) is read from the HTML with
 * plain HTTP requests, no browser. In Chromium, what needs one: every view's axe scan (hub,
 * profile, not-found, one guide), images loading, labels shown in capitals by CSS, the hub's
 * section links, the profile's link to the directory nearest first, small screens.
 */

const { newPage } = useBrowser();
const qol = readQolDataset();
const npaLists = mappingNpaLists(NPA_MAPPING);
/** The county figures of a neighborhood's NPAs as the seed maps them (the reviewed table). */
const countyFigures = (slug: string) => neighborhoodFigures(qol, npaLists.find((m) => m.slug === slug)?.npaIds ?? []);
const DESKTOP = { viewport: { width: 1280, height: 900 } };

let all: Neighborhood[];
let featured: Neighborhood[];

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, baseURL()));
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function open(path: string) {
  const page = await newPage(DESKTOP);
  const response = await page.goto(path);
  return { page, status: response?.status() };
}

const texts = (page: Page, selector: string) =>
  page
    .locator(selector)
    .allInnerTexts()
    .then((list) => list.map((t) => t.trim()));
const meta = (page: Page, selector: string) => page.locator(selector).getAttribute('content');

/** Text as a visitor reads it: whitespace collapsed, trimmed. */
const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Reads under a parsed node; `text`, `attr` and `within` want exactly one match, as a Playwright locator does. */
interface Reader {
  count(selector: string): number;
  texts(selector: string): string[];
  attrs(selector: string, name: string): string[];
  text(selector: string): string;
  attr(selector: string, name: string): string | null;
  within(selector: string): Reader;
}

function reader(root: ParentNode): Reader {
  const one = (selector: string) => {
    const found = root.querySelectorAll(selector);
    expect(found.length, `one ${selector}`).toBe(1);
    return found[0]!;
  };
  return {
    count: (selector) => root.querySelectorAll(selector).length,
    texts: (selector) => [...root.querySelectorAll(selector)].map((el) => squash(el.textContent)),
    attrs: (selector, name) => [...root.querySelectorAll(selector)].map((el) => el.getAttribute(name) ?? ''),
    text: (selector) => squash(one(selector).textContent),
    attr: (selector, name) => one(selector).getAttribute(name),
    within: (selector) => reader(one(selector)),
  };
}

/** The server's HTML of a page, parsed without a browser (no JavaScript runs): for facts of the prerendered HTML. */
async function html(path: string) {
  const response = await fetch(new URL(path, baseURL()));
  const document = parseHtml(await response.text());
  return {
    ...reader(document),
    status: response.status,
    document,
    title: document.title,
    meta: (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null,
  };
}
type Html = Awaited<ReturnType<typeof html>>;

/** Every `<img>` on the page has loaded (no broken images). */
async function expectImagesLoaded(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    images.forEach((img) => (img.loading = 'eager'));
    await Promise.all(
      images.map((img) =>
        img.complete
          ? null
          : new Promise((done) => {
              img.addEventListener('load', done);
              img.addEventListener('error', done);
            }),
      ),
    );
  });
  const broken = await page.evaluate(() => [...document.images].filter((img) => img.naturalWidth === 0).map((img) => img.src));
  expect(broken).toEqual([]);
}

beforeAll(async () => {
  [all, featured] = await Promise.all([getJson<Neighborhood[]>('/api/neighborhoods'), getJson<Neighborhood[]>('/api/neighborhoods/featured')]);
  expect(all.length).toBeGreaterThan(HUB_TABLE_COUNT);
});

describe('neighborhood hub', () => {
  it('shows four stat tiles counted from the data, the featured grid, the comparison table of the first 8, every neighborhood and links to the four guides, local services and its three sections', async () => {
    const page = await html('/neighborhoods');
    expect(page.status).toBe(200);
    expect(page.text('h1')).toBe('Find Your Charlotte Neighborhood');

    // Stat tiles, counted from the data
    const { total: businesses } = await getJson<{ total: number }>('/api/businesses?limit=1');
    // Each tile is its figure and its label, two lines.
    const tiles = [...page.document.querySelectorAll('[data-hub-stats] li')].map((li) => [...li.children].map((part) => squash(part.textContent)).join(' '));
    expect(tiles).toEqual([
      `${all.length} Neighborhoods`,
      `${businesses.toLocaleString('en-US')} Local Businesses`,
      `${PROFILE_FIGURES.length} Official County Figures`,
      `${GUIDE_KEYS.length} Ranked Guides`,
    ]);

    // Only the featured neighborhoods in the featured grid, with 3 highlights and the hub price tier
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThan(all.length);
    expect(page.attrs('#featured-neighborhoods [data-neighborhood-card]', 'data-slug')).toEqual(featured.map((n) => n.slug));
    for (const n of featured) {
      const card = page.within(`#featured-neighborhoods [data-slug="${n.slug}"]`);
      const highlights = card.texts('[data-highlights] li').map((t) => t.replace(/^✓\s*/, '').trim());
      expect(highlights).toEqual(n.keyFeatures.slice(0, FEATURED_HIGHLIGHTS));
      // The tier is the county quarter of the official average sale price; rent and long commutes are the county's, with years
      const figures = countyFigures(n.slug);
      const tier = officialPriceTier(figures)!;
      expect(card.attr('[data-price-tier]', 'data-price-tier')).toBe(String(tier.tier));
      expect(card.text('[data-price-tier] [aria-hidden="true"]')).toBe(tier.symbols);
      expect(card.text('[data-rent]')).toBe(figureCell(figures, 'rent'));
      expect(card.text('[data-long-commute]')).toBe(figureCell(figures, 'long-commute'));
      expect(card.text('dl')).not.toContain('N/A');
      expect(card.text('[data-description]').length).toBeGreaterThan(0);
      expect(card.count(`a[href="/neighborhoods/${n.slug}"]`)).toBe(1);
    }

    // The first 8 compared: name, county median rent, long commutes and transit with years, best-for badges, view link
    expect(page.texts('#comparison-table thead th')).toEqual(['Neighborhood', 'Median rent', 'Long commutes', 'Near transit', 'Best For', 'Actions']);
    const expected = all.slice(0, HUB_TABLE_COUNT).map(baseView);
    expect(page.attrs('#comparison-table tbody tr', 'data-slug')).toEqual(expected.map((v) => v.slug));
    for (const v of expected) {
      const row = page.within(`#comparison-table tr[data-slug="${v.slug}"]`);
      const cells = row.texts('th, td');
      expect(cells[0]).toBe(v.name);
      expect(cells[1]).toBe(figureCell(countyFigures(v.slug), 'rent'));
      expect(cells[2]).toMatch(/^(\d+(\.\d+)?% \(\d{4}\)|No county data)$/);
      expect(cells[3]).toMatch(/^(\d+(\.\d+)?% \(\d{4}\)|No county data)$/);
      expect(row.texts('[data-badge]')).toEqual(bestForBadges(v, en.neighborhoodHub));
      expect(row.attr('a:not([data-compare-link])', 'href')).toBe(`/neighborhoods/${v.slug}`);
      // Each row also links to the side-by-side comparison
      expect(row.attr('a[data-compare-link]', 'href')).toBe(`/neighborhoods/compare?with=${v.slug}#picker-title`);
    }

    // Every neighborhood, the four ranked guides and local services
    expect(page.attrs('#all-neighborhoods [data-neighborhood-card]', 'data-slug')).toEqual(all.map((n) => n.slug));
    expect(page.attrs('[data-guide-links] a', 'href')).toEqual(GUIDE_KEYS.map((key) => `/neighborhoods/guides/${key}`));
    expect(page.count('main a[href="/categories"]')).toBeGreaterThan(0);
    expect(page.document.body.textContent).not.toContain('Loading neighborhoods...');

    // Links to its three sections
    for (const id of ['featured-neighborhoods', 'comparison-table', 'all-neighborhoods']) {
      expect(page.count(`#${id}`)).toBe(1);
      expect(page.count(`a[href="#${id}"]`)).toBe(1);
    }
  });

  it('has working images and no axe violations; its section links jump', async () => {
    const { page, status } = await open('/neighborhoods');
    expect(status).toBe(200);
    await expectImagesLoaded(page);
    await expectNoAxeViolations(page);
    await page.click('a[href="#comparison-table"]');
    await expect(page.evaluate(() => location.hash)).resolves.toBe('#comparison-table');
  });

  it('sets its title, description and social tags', async () => {
    const page = await html('/neighborhoods');
    expect(page.status).toBe(200);
    expect(page.title).toContain('Charlotte Neighborhoods');
    expect(page.meta('meta[property="og:title"]')).toBe(page.title);
    expect(page.meta('meta[name="description"]')).toMatch(/neighborhoods/i);
    expect(page.meta('meta[property="og:description"]')).toBe(page.meta('meta[name="description"]'));
    expect(page.meta('meta[property="og:type"]')).toBe('website');
    expect(page.meta('meta[property="og:url"]')).toBe(new URL('/neighborhoods', baseURL()).href);
  });
});

describe('neighborhood profile', () => {
  /** A neighborhood with every content card, images and more than 3 businesses. */
  let full: Neighborhood;
  let fullTotal: number;
  let noBusinesses: Neighborhood;
  /** How many businesses each neighborhood of `all` has (same order). */
  let totals: number[];

  beforeAll(async () => {
    totals = await Promise.all(all.map(async (n) => (await getJson<{ total: number }>(`/api/businesses?neighborhood=${n.slug}&limit=3`)).total));
    const index = all.findIndex((n, i) => profileSections(n).length === PROFILE_SECTIONS.length && n.images.length > 0 && (totals[i] ?? 0) > 3);
    expect(index, 'a neighborhood with every card, images and more than 3 businesses').toBeGreaterThanOrEqual(0);
    full = all[index] as Neighborhood;
    fullTotal = totals[index] as number;
    const none = all.findIndex((_, i) => totals[i] === 0);
    expect(none, 'a neighborhood without businesses').toBeGreaterThanOrEqual(0);
    noBusinesses = all[none] as Neighborhood;
  });

  it('shows the hero badges, stats strip, every content card, sidebar, photos, call to action and 3 local businesses linking to all of them and to the directory nearest first', async () => {
    const page = await html(`/neighborhoods/${full.slug}`);
    expect(page.status).toBe(200);
    expect(page.text('h1')).toBe(full.name);
    const expectedBadges = [
      ...(full.featured ? ['Featured'] : []),
      ...(full.familyFriendly ? ['Family Friendly'] : []),
      ...(full.youngProfessionalFriendly ? ['Young Professional Friendly'] : []),
      ...(full.petFriendly ? ['Pet Friendly'] : []),
    ];
    expect(page.texts('[data-hero-badges] li')).toEqual(expectedBadges);
    // Official figures (each with its year), then the safety rating; no editors' range beside the county's figure of the same thing, no Walk Score, no commute estimate.
    // (Shown in capitals by CSS: the browser test below reads them as the visitor sees them.)
    const strip = page.texts('[data-stats-strip] dt').map((label) => label.toUpperCase());
    expect(strip.at(-1)).toBe('SAFETY RATING');
    expect(strip).toContain('HUD FAIR MARKET RENT, 2 BEDROOMS');
    expect(strip.join(' ')).not.toMatch(/WALK SCORE|COMMUTE TO UPTOWN|ESTIMATE/);
    const notes = page.texts('[data-stats-strip] [data-estimate-note]');
    expect(notes.slice(0, -1).every((note) => /\d{4}/.test(note))).toBe(true);
    expect(page.attrs('[data-content-card]', 'data-content-card')).toEqual(PROFILE_SECTIONS.map((s) => s.id));
    const headings = page.texts('[data-content-card] h2').map((h) => h.replace(/^\S+\s+/, ''));
    expect(headings).toEqual(PROFILE_SECTIONS.map((s) => s.heading));
    expect(page.text('[data-content-card="overview"]')).toContain(squash(full.overview.slice(0, 60)));
    const features = page.texts('[data-key-features] li').map((t) => t.replace(/^✓\s*/, ''));
    expect(features).toEqual(full.keyFeatures);
    expect(page.count('[data-quick-facts]')).toBe(1);
    expect(page.count('aside [data-price-tier]')).toBe(1);
    expect(page.text('aside [data-price-tier-basis]')).toBe(`From the county's ${officialPriceTier(countyFigures(full.slug))!.basis}.`);
    expect(page.attr('[data-map-link]', 'href')).toBe(full.mapUrl);
    expect(page.attrs('[data-photos] img', 'src')).toEqual(full.images);
    for (const alt of page.attrs('[data-photos] img', 'alt')) expect(alt).toContain(full.name);
    expect(page.text('[data-cta] h2')).toBe(`Ready to Make ${full.name} Home?`);

    // 3 local businesses previewed, and a link to all of them since there are more
    const { businesses } = await getJson<{
      businesses: Array<{ slug: string; businessName: string; userRating: number; phone: string; shortDescription: string | null }>;
    }>(`/api/businesses?neighborhood=${full.slug}&limit=3`);
    const card = page.within('[data-local-businesses]');
    expect(card.text('h2')).toContain(`Local Businesses in ${full.name}`);
    expect(card.count('[data-business-preview]')).toBe(3);
    expect(page.attrs('[data-business-preview]', 'data-slug')).toEqual(businesses.map((b) => b.slug));
    const previews = [...page.document.querySelectorAll('[data-local-businesses] [data-business-preview]')].map(reader);
    for (const [i, business] of businesses.entries()) {
      const preview = previews[i]!;
      expect(preview.text(`a[href="/charlotte/listing/${business.slug}"]`)).toBe(business.businessName);
      expect(preview.text('[data-rating]')).toContain(business.userRating.toFixed(1));
      expect(preview.text('[data-phone]')).toContain(business.phone);
      expect(preview.attr('[data-phone]', 'href')).toMatch(/^tel:\+?\d+$/);
      if (business.shortDescription) expect(page.texts('[data-business-preview]')[i]).toContain(squash(business.shortDescription));
    }
    expect(card.text('[data-view-all]')).toBe(`View All ${fullTotal} Businesses`);
    expect(card.attr('[data-view-all]', 'href')).toBe(`/charlotte?neighborhood=${full.slug}`);
    const listing = await fetch(new URL(`/charlotte/listing/${businesses[0]!.slug}`, baseURL()));
    expect(listing.status).toBe(200);
    expect(card.text('[data-nearby-services]')).toContain(`Find services near ${full.name}, nearest first`);
  });

  it('shows the stats strip in capitals, with working images and no axe violations; "Find services near" opens the directory nearest first', async () => {
    const path = `/neighborhoods/${full.slug}`;
    const served = (await html(path)).texts('[data-stats-strip] dt');
    const { page, status } = await open(path);
    expect(status).toBe(200);
    expect(served.length).toBeGreaterThan(0);
    await expect(texts(page, '[data-stats-strip] dt')).resolves.toEqual(served.map((label) => label.toUpperCase()));
    await expectImagesLoaded(page);
    await expectNoAxeViolations(page);

    // The whole directory around the neighborhood, nearest first, with the distances shown.
    await page.locator('[data-local-businesses] [data-nearby-services]').click();
    await page.waitForURL((url) => url.pathname === '/charlotte' && url.searchParams.get('near') === full.slug);
    await expect.poll(() => page.getByTestId('distance').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const miles = (await page.getByTestId('distance').allTextContents()).map((text) => Number(/([\d.]+) mi away/.exec(text)?.[1]));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(await page.getByLabel('Sort by').inputValue()).toBe('distance');
  });

  it('sets title, description, canonical link, Open Graph tags and Place JSON-LD', async () => {
    const page = await html(`/neighborhoods/${full.slug}`);
    const url = new URL(`/neighborhoods/${full.slug}`, baseURL()).href;
    expect(page.status).toBe(200);
    expect(page.title).toContain(full.name);
    expect(page.meta('meta[name="description"]')).toBe(profileDescription(full));
    expect(full.metaDescription.startsWith(profileDescription(full).replace(/…$/, ''))).toBe(true);
    expect(page.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    expect(page.meta('meta[property="og:title"]')).toBe(page.title);
    expect(page.meta('meta[property="og:description"]')).toBe(profileDescription(full));
    expect(page.meta('meta[property="og:type"]')).toBe('website');
    expect(page.meta('meta[property="og:url"]')).toBe(url);
    // the generated art is SVG, which social sites do not show: the share image is a PNG from /api/og
    const shared = new URL(page.meta('meta[property="og:image"]') ?? '');
    expect(shared.pathname).toBe('/api/og');
    expect(shared.searchParams.get('title')).toBe(full.name);
    expect((await fetch(shared)).headers.get('content-type')).toMatch(/^image\/png/);
    const ld = [...page.document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
    const place = ld.find((item) => item['@type'] === 'Place');
    expect(place).toMatchObject({
      name: full.name,
      url,
      geo: { '@type': 'GeoCoordinates', latitude: full.latitude, longitude: full.longitude },
    });
  });

  it('shares a generated /api/og image when the neighborhood has no images', async () => {
    const bare = all.find((n) => n.images.length === 0);
    expect(bare, 'a neighborhood without images').toBeDefined();
    const page = await html(`/neighborhoods/${bare!.slug}`);
    expect(page.status).toBe(200);
    const image = new URL(page.meta('meta[property="og:image"]') ?? '');
    expect(image.pathname).toBe('/api/og');
    expect(image.searchParams.get('title')).toBe(bare!.name);
    expect(image.searchParams.get('subtitle')).toBe('Charlotte, NC neighborhood guide');
    // signed, so /api/og draws this title (unsigned titles get the generic card)
    expect(image.searchParams.get('sig')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(page.count('[data-photos]')).toBe(0);
    const og = await fetch(image);
    expect(og.status).toBe(200);
    expect(og.headers.get('content-type')).toMatch(/^image\/png/);
  });

  it('hides the local-businesses card for a neighborhood without businesses', async () => {
    const page = await html(`/neighborhoods/${noBusinesses.slug}`);
    expect(page.status).toBe(200);
    expect(page.count('[data-local-businesses]')).toBe(0);
    expect(page.document.body.textContent).not.toContain('Local Businesses in');
    expect(page.count('a[href^="/charlotte?neighborhood="]')).toBe(0);
  });

  it('has no "View All" link when a neighborhood has 3 businesses or fewer', async () => {
    const index = totals.findIndex((total) => total > 0 && total <= 3);
    expect(index, 'a neighborhood with 1 to 3 businesses').toBeGreaterThanOrEqual(0);
    const page = await html(`/neighborhoods/${all[index]!.slug}`);
    expect(page.status).toBe(200);
    expect(page.count('[data-business-preview]')).toBe(totals[index]);
    expect(page.count('[data-view-all]')).toBe(0);
  });

  it('answers an unknown neighborhood with HTTP 404 and the not-found state, with no axe violations', async () => {
    const { page, status } = await open('/neighborhoods/atlantis-heights');
    expect(status).toBe(404);
    await expect(page.locator('h1').innerText()).resolves.toBe(NOT_FOUND.heading);
    await expect(page.getByText(NOT_FOUND.text).count()).resolves.toBe(1);
    const back = page.getByRole('link', { name: NOT_FOUND.button });
    await expect(back.getAttribute('href')).resolves.toBe('/guide/neighborhoods');
    await expect(meta(page, 'meta[name="robots"]')).resolves.toBe('noindex');
    await expectNoAxeViolations(page);
    const guide = await fetch(new URL('/guide/neighborhoods', baseURL()));
    expect(guide.status).toBe(200);
  });
});

describe.each(GUIDE_KEYS)('ranked guide: %s', (guide) => {
  const content = GUIDE_CONTENT[guide];
  const path = `/neighborhoods/guides/${guide}`;

  /** The top 6 cards in the scoring module’s order, with every card part. */
  function expectRankedCards(page: Html) {
    if (guide === 'affordable') {
      // Ranked on official figures (src/domain/affordable-official.test.ts): scores fall, figures carry their years.
      const scores = page.texts('[data-ranked-card] [data-score]').map(Number);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      for (const line of page.texts('[data-ranked-card] [data-rent-line] dd, [data-ranked-card] [data-home-line] dd')) expect(line).toMatch(/\(\d{4}\)$/);
      expect(page.count('[data-ranked-card] [data-walk]')).toBe(0);
      return;
    }
    const ranked = rankNeighborhoods(all, guide);
    const top = ranked.slice(0, GUIDE_CARD_COUNT);
    expect(page.attrs('[data-ranked-card]', 'data-slug')).toEqual(top.map((v) => v.slug));
    for (const [i, v] of top.entries()) {
      const card = page.within(`[data-ranked-card][data-slug="${v.slug}"]`);
      expect(card.text('[data-rank]')).toBe(`#${i + 1}`);
      expect(card.text('[data-score]')).toBe(displayScore(v.score));
      // shown in capitals by CSS: the affordable guide's test reads it as the visitor sees it
      expect(card.text('[data-score-label]')).toBe(content.scoreLabel);
      expect(card.text('h3')).toBe(v.name);
      expect(card.text('[data-price-summary]')).toBe(priceSummary(v));
      const reasons = card.texts('[data-reasons] li').map((t) => t.replace(/^✓\s*/, '').trim());
      expect(reasons).toEqual(v.reasons.slice(0, MAX_REASONS));
      expect(card.texts('[data-badges] [data-badge]')).toEqual(guideBadges(v, guide));
      expect(card.count('[data-commute]')).toBe(v.commute === NOT_AVAILABLE ? 0 : 1);
      const walk = walkLabel(v.walkability);
      if (walk) expect(card.text('[data-walk]')).toContain(walk);
      else expect(card.count('[data-walk]')).toBe(0);
      expect(card.count('[data-rent-line]')).toBe(v.rentPrice === NOT_AVAILABLE ? 0 : 1);
      expect(card.count('[data-home-line]')).toBe(v.homePrice === NOT_AVAILABLE ? 0 : 1);
      expect(card.text('[data-explore]')).toBe(`Explore ${v.name}`);
      expect(card.attr('[data-explore]', 'href')).toBe(`/neighborhoods/${v.slug}`);
      expect(card.attr('[data-bar-width]', 'data-bar-width')).toBe(`${Math.min(Math.max(v.score, 0), 100)}%`);
    }
  }

  /** The top 8 compared with the guide’s columns, rounded scores and N/A rules. */
  function expectGuideTable(page: Html) {
    if (guide === 'affordable') {
      expect(content.columns.map((c) => c.label)).toEqual(['Neighborhood', 'Value Score', 'Median Rent', 'Average Sale Price', 'Long Commutes', 'Actions']);
      expect(page.texts('[data-guide-table] thead th')).toEqual(content.columns.map((c) => c.label));
      expect(page.count('[data-guide-table] tbody tr')).toBe(GUIDE_TABLE_COUNT);
      for (const cell of page.texts(
        '[data-guide-table] tbody td:nth-child(3), [data-guide-table] tbody td:nth-child(4), [data-guide-table] tbody td:nth-child(5)',
      )) {
        expect(cell).toMatch(/\(\d{4}\)$|^N\/A$|^Prices not available$|^No county data$/);
      }
      for (const row of page.document.querySelectorAll('[data-guide-table] tbody tr')) {
        expect([...row.querySelectorAll('[data-badge]')].map((b) => b.textContent?.trim())).toEqual([GUIDE_WORDS.budgetFriendly]);
      }
      return;
    }
    const rows = rankNeighborhoods(all, guide).slice(0, GUIDE_TABLE_COUNT);
    expect(page.texts('[data-guide-table] thead th')).toEqual(content.columns.map((c) => c.label));
    expect(page.attrs('[data-guide-table] tbody tr', 'data-slug')).toEqual(rows.map((v) => v.slug));
    for (const v of rows) {
      const row = page.within(`[data-guide-table] tr[data-slug="${v.slug}"]`);
      const cells = row.texts('th, td');
      content.columns.forEach((column, i) => {
        const cell = cells[i] ?? '';
        if (column.key === 'neighborhood') expect(cell).toContain(v.name);
        if (column.key === 'score') expect(cell).toBe(displayScore(v.score));
        if (column.key === 'commute') expect(cell).toBe(v.commute);
        if (column.key === 'long-commute') expect(cell).toBe(figureCell(countyFigures(v.slug), 'long-commute'));
        if (column.key === 'walkability') expect(cell).toBe(displayWalkability(v.walkability));
        if (column.key === 'housing' || column.key === 'rent') expect(cell).toBe(hasNoPrices(v) ? PRICES_NOT_AVAILABLE : v.rentPrice);
        if (column.key === 'home') expect(cell).toBe(v.homePrice);
        if (column.key === 'actions') expect(cell).toContain('View');
      });
      expect(row.attr('a', 'href')).toBe(`/neighborhoods/${v.slug}`);
      expect(row.texts('[data-badge]')).toEqual([]);
    }
    if (guide === 'young-professionals') {
      expect(content.columns.map((c) => c.label)).toEqual([
        'Neighborhood',
        'Prof Score',
        'Commute (estimate)',
        'Walkability (estimate)',
        'Housing (estimate)',
        'Actions',
      ]);
    }
    if (guide === 'near-uptown') {
      expect(content.columns.map((c) => c.label)).toEqual([
        'Neighborhood',
        'Proximity Score',
        'Commute (estimate)',
        'Walkability (estimate)',
        'Housing (estimate)',
        'Actions',
      ]);
    }
  }

  it(`shows the hero: back link, audience badge, "{year} Updated" from the data's own date, headline, intro; four factor cards; the top 6 ranked cards in the scoring module’s order with every card part; the top 8 compared with the guide’s columns, rounded scores and N/A rules${guide === 'near-uptown' ? '; Uptown marked Downtown Core' : ''}`, async () => {
    const page = await html(path);
    expect(page.status).toBe(200);
    expect(page.within('body').attr('[data-back-link]', 'href')).toBe('/neighborhoods');
    expect(page.within('body').text('[data-audience-badge]')).toBe(content.audienceBadge);
    const dataDate = page.within('body').attr('[data-updated]', 'data-updated');
    expect(page.within('body').text('[data-updated-badge]')).toBe(
      `${new Date(dataDate ?? '').toLocaleDateString('en-US', { timeZone: 'America/New_York', year: 'numeric' })} Updated`,
    );
    expect(page.within('body').text('h1')).toBe(content.headline);
    expect(page.document.body.textContent?.replace(/\s+/g, ' ').split(content.intro).length).toBe(2);
    expect(page.count('[data-factor]')).toBe(4);
    expect(page.texts('[data-factor] [data-points]')).toEqual(content.factors.map((f) => f.points));

    expectRankedCards(page);
    expectGuideTable(page);
    if (guide === 'near-uptown') {
      expect(page.texts('[data-ranked-card][data-slug="uptown"] [data-badge]')).toContain('Downtown Core');
    }
  });

  if (guide === 'affordable') {
    it('has no axe violations, and shows the ranked cards’ score labels in capitals', async () => {
      const { page, status } = await open(path);
      expect(status).toBe(200);
      const labels = await texts(page, '[data-ranked-card] [data-score-label]');
      expect(labels.length).toBeGreaterThan(0);
      expect(labels).toEqual(labels.map(() => content.scoreLabel.toUpperCase()));
      await expectNoAxeViolations(page);
    });
  }

  it('sets its title, description and social tags', async () => {
    const page = await html(path);
    expect(page.status).toBe(200);
    expect(page.title).toContain(content.title);
    expect(page.meta('meta[name="description"]')).toBe(content.description);
    expect(page.meta('meta[property="og:title"]')).toBe(page.title);
    expect(page.meta('meta[property="og:description"]')).toBe(content.description);
    expect(page.meta('meta[property="og:type"]')).toBe('website');
    expect(page.meta('meta[property="og:url"]')).toBe(new URL(path, baseURL()).href);
  });

  it('links its resources to working pages', async () => {
    const page = await html(path);
    const hrefs = page.attrs('[data-resources] ul:first-of-type a', 'href');
    expect(hrefs).toEqual(content.resources.map((r) => r.href));
    for (const href of new Set(hrefs.filter((h) => h.startsWith('/')))) {
      const response = await fetch(new URL(href, baseURL()));
      expect(response.status, href).toBe(200);
      const hash = new URL(href, baseURL()).hash;
      if (hash) expect(await response.text(), href).toContain(`id="${hash.slice(1)}"`);
    }
  });
});

describe('ranked guides', () => {
  it('give their top cards every guide-specific badge of the sample data (each guide’s test checks the cards show them)', () => {
    const young = rankNeighborhoods(all, 'young-professionals').slice(0, GUIDE_CARD_COUNT);
    const near = rankNeighborhoods(all, 'near-uptown').slice(0, GUIDE_CARD_COUNT);
    const shown = new Set([...young.flatMap((v) => guideBadges(v, 'young-professionals')), ...near.flatMap((v) => guideBadges(v, 'near-uptown'))]);
    // The sample data exercises every badge of both guides.
    for (const badge of ['Young Prof Friendly', 'Urban Core', 'Trendy', 'Downtown Core', 'Adjacent', 'Ultra Close']) {
      expect(shown.has(badge), badge).toBe(true);
    }
    expect(near.find((v) => v.slug === 'uptown')).toBeDefined();
  });
});

describe('small screens', () => {
  it('fit the hub, a profile and the ranked guides in a 390 px wide window (tables scroll inside their region)', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    for (const path of ['/neighborhoods', `/neighborhoods/${all[0]!.slug}`, ...GUIDE_KEYS.map((g) => `/neighborhoods/guides/${g}`)]) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
  });
});

/**
 * The listing search and category pages (/search, /businesses, /categories,
 * /categories/{category}, /charlotte, /charlotte/{category}, /charlotte/{category}/{neighborhood})
 * against the production build: routes, the server-rendered first paint and cards, text
 * search, every filter through Apply Filters, sort, paging, the URL round trip, Back/Forward
 * and reload, the empty states, the map view, keyboard-only use, small screens, the form
 * without JavaScript, hydration, axe and the search analytics. On a site of its own
 * (tests/support/site.ts): totals are the seed's (tests/support/seed.ts), and each page of
 * cards is the API's answer for it.
 *
 * Facts of the server-rendered HTML (status, headings, titles, texts, cards, links) are read
 * with a plain `fetch` (`pageFacts`); Chromium only for what needs the real browser and server.
 * What the island does against a stubbed API (the live count with its loading placeholders,
 * the error with Retry, Clear Filters on a category page, the address set to the page shown)
 * is in tests/components/search-results.test.tsx. To keep page opens few, a test that opens a
 * page checks everything that page in that state shows, in order (its name lists them), and
 * axe scans each distinct view once, in the test that has it open: /search in 'paging',
 * /charlotte/movers-packers in 'first paint', the empty results in 'search and filters', the
 * map view in 'map view', the not-found page in 'accessibility'.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILTER_NEIGHBORHOODS, MAP, SERVICE_TAGS } from '../../src/domain/catalog';
import type { MapResult } from '../../src/domain/map-area';
import type { BusinessSearchResult, Neighborhood } from '../../src/domain/types';
import { expectNoAxeViolations } from '../support/axe';
import { baseURL, searchHydrated, useBrowser } from '../support/browser';
import { cardNames, expectCards, namesOf, searchApi } from '../support/cards';
import { parseHtml } from '../support/html';
import { SEED } from '../support/seed';
import { useOwnSite } from '../support/site';

useOwnSite();
const browser = useBrowser();
const url = (path: string) => new URL(path, baseURL()).href;

const TITLE_SUFFIX = 'Charlotte, NC - Charlotte Directory';
const CACHE = 'public, max-age=60';
const TILE_MESSAGE = 'Map tiles could not be loaded. Markers are still shown.';

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await searchHydrated(page);
  return response;
}

const count = (page: Page) => page.getByTestId('result-count');

/** Waits for the count line to show a loaded result and returns it. */
async function loadedCount(page: Page): Promise<string> {
  await expect.poll(() => count(page).textContent(), { timeout: 10_000 }).toMatch(/business(es)? found$/);
  return (await count(page).textContent()) ?? '';
}

const countOf = (total: number) => (total === 1 ? '1 business found' : `${total} businesses found`);

async function ratingsShown(page: Page): Promise<number[]> {
  const labels = await page
    .getByTestId('result-card')
    .getByRole('img', { name: /^Rated / })
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  return labels.map((label) => Number(/Rated ([\d.]+) out of 5/.exec(label)?.[1]));
}

async function reviewCountsShown(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('result-card').locator('text=/^\\(\\d+ reviews?\\)$/').allTextContents();
  return texts.map((text) => Number(/\d+/.exec(text)?.[0]));
}

async function applyFilters(page: Page) {
  await page.getByRole('button', { name: 'Apply Filters' }).click();
}

let everything: BusinessSearchResult;
let neighborhoods: Neighborhood[] = [];

beforeAll(async () => {
  everything = await searchApi('?limit=20');
  const response = await fetch(url('/api/neighborhoods'));
  expect(response.status).toBe(200);
  const body = (await response.json()) as Neighborhood[] | { neighborhoods: Neighborhood[] };
  neighborhoods = Array.isArray(body) ? body : body.neighborhoods;
  expect(everything.total, 'the published businesses of the seed').toBe(SEED.publishedBusinesses);
});

/** What the server's HTML for `path` says, read without a browser. */
async function pageFacts(path: string) {
  const response = await fetch(url(path));
  const html = await response.text();
  const text = (pattern: RegExp) =>
    (pattern.exec(html)?.[1] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#39;|&#x27;/g, "'")
      .trim();
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    title: text(/<title>([^<]*)<\/title>/),
    h1: text(/<h1[^>]*>([\s\S]*?)<\/h1>/),
    resultsHeading: text(/<h2 id="results-heading"[^>]*>([\s\S]*?)<\/h2>/),
    count: text(/<p [^>]*data-testid="result-count"[^>]*>([\s\S]*?)<\/p>/),
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '',
    html,
    doc: parseHtml(html),
  };
}

/** The result cards of a server-rendered page. */
const cardsOf = (doc: Document) => [...doc.querySelectorAll('[data-testid="result-card"]')];

/** The names on a server-rendered page's result cards, in order. */
const htmlCardNames = (doc: Document) => cardsOf(doc).map((card) => card.querySelector('h3')?.textContent ?? '');

/** The elements under `root` without child elements whose whole text is `text` (what a text query finds). */
const textElements = (root: Element, text: string) =>
  [...root.querySelectorAll('*')].filter((el) => el.children.length === 0 && el.textContent?.trim() === text);

/** The one link under `root` whose text starts with `start` (its accessible name: the hidden part included). */
function linkStarting(root: Element, start: string): Element {
  const links = [...root.querySelectorAll('a')].filter((a) => (a.textContent ?? '').replace(/\s+/g, ' ').trim().startsWith(start));
  expect(links, `one link starting with ${start}`).toHaveLength(1);
  return links[0]!;
}

/** A text the HTML shows as an element's own text (not only in the island's serialized props). */
const shownText = (text: string) => new RegExp(`>${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "(?:'|&#39;|&#x27;)")}<`);

describe('routes', () => {
  it.each([
    ['/search', 'All Businesses', `All Businesses - ${TITLE_SUFFIX}`],
    ['/businesses', 'All Businesses', `All Businesses - ${TITLE_SUFFIX}`],
    ['/categories', 'All Businesses', `All Businesses - ${TITLE_SUFFIX}`],
    ['/charlotte', 'All Businesses', `All Businesses - ${TITLE_SUFFIX}`],
    ['/charlotte/movers-packers', 'Movers & Packers', `Movers & Packers - ${TITLE_SUFFIX}`],
    ['/categories/movers-packers', 'Movers & Packers', `Movers & Packers - ${TITLE_SUFFIX}`],
    ['/charlotte/realtors-rentals/south-end', 'Realtors & Rentals in South End', `Realtors & Rentals - South End - ${TITLE_SUFFIX}`],
    ['/charlotte?neighborhood=uptown', 'All Businesses in Uptown', `All Businesses - Uptown - ${TITLE_SUFFIX}`],
    ['/search?category=pet-services&neighborhood=noda', 'Pet Services in NoDa', `Pet Services - NoDa - ${TITLE_SUFFIX}`],
  ])('%s answers 200 with heading %j and its title', async (path, heading, title) => {
    const page = await pageFacts(path);
    expect(page.status).toBe(200);
    expect(page.h1).toBe(heading);
    expect(page.title).toBe(title);
    expect(page.cache).toBe(CACHE);
    expect(page.description).toMatch(/^Find .+ in (.+, )?Charlotte, NC\. Compare reviews, get quotes and contact local businesses/);
  });

  it('names any neighborhood of the neighborhoods table in /charlotte?neighborhood={slug}', async () => {
    const filterValues = new Set<string>(FILTER_NEIGHBORHOODS.map((n) => n.value));
    const other = neighborhoods.find((n) => !filterValues.has(n.slug));
    expect(other, 'a neighborhood outside the filter list').toBeDefined();
    const page = await pageFacts(`/charlotte?neighborhood=${other!.slug}`);
    expect(page.status).toBe(200);
    expect(page.h1).toBe(`All Businesses in ${other!.name}`);
    expect(page.title).toBe(`All Businesses - ${other!.name} - ${TITLE_SUFFIX}`);
    const { total } = await searchApi(`?neighborhood=${other!.slug}&limit=1`);
    expect(page.html).toContain(countOf(total));
  });

  it.each(['/charlotte/not-a-category', '/categories/not-a-category', '/search?category=not-a-category', '/charlotte/not-a-category/uptown'])(
    '%s is a 404 saying Category Not Found',
    async (path) => {
      const page = await pageFacts(path);
      expect(page.status).toBe(404);
      expect(page.h1).toBe('Category Not Found');
      expect(page.html).toContain('The requested category does not exist.');
      expect(page.cache).toBe('no-store');
    },
  );

  it('is a 404 for a neighborhood that does not exist', async () => {
    const page = await pageFacts('/charlotte/movers-packers/not-a-neighborhood');
    expect(page.status).toBe(404);
    expect(page.h1).toBe('Neighborhood Not Found');
  });

  it('shows the category in the main area', async () => {
    expect((await pageFacts('/charlotte/movers-packers')).resultsHeading).toBe('Movers & Packers in Charlotte');
    expect((await pageFacts('/search')).resultsHeading).toBe('All Businesses in Charlotte');
  });
});

describe('first paint', () => {
  it('has the results of the URL in the HTML, before any JavaScript runs, also for a shared ?view=map link (no map without JavaScript)', async () => {
    const expected = await searchApi('?category=movers-packers&limit=20');
    expect(expected.total).toBe(SEED.publishedByCategory['movers-packers']);
    const page = await pageFacts('/charlotte/movers-packers');
    expect(page.count).toBe(countOf(expected.total));
    expect(htmlCardNames(page.doc)).toEqual(namesOf(expected));
    expect(page.doc.querySelectorAll('[data-testid="placeholder-card"]')).toHaveLength(0);
    expect(page.doc.body.textContent).not.toContain('Loading...');
    const map = await pageFacts('/charlotte/movers-packers?view=map');
    expect(cardsOf(map.doc)).toHaveLength(20);
    expect(htmlCardNames(map.doc)).toEqual(namesOf(expected));
  });

  it('shows the filter form without JavaScript on a 390 px screen too, and it submits to /search', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await page.goto('/charlotte/movers-packers');
    await expect(page.getByLabel('Minimum Rating').isVisible()).resolves.toBe(true);
    await page.getByLabel('Minimum Rating').selectOption('4');
    await Promise.all([page.waitForURL((u) => u.pathname === '/search'), applyFilters(page)]);
    const target = new URL(page.url());
    expect(target.searchParams.get('category')).toBe('movers-packers');
    expect(target.searchParams.get('minRating')).toBe('4');
    const good = await searchApi('?category=movers-packers&minRating=4&limit=20');
    await expect(count(page).textContent()).resolves.toBe(countOf(good.total));
  });

  it('renders cards with link, description, stars, tags, features, FEATURED, View on Map and Call', async () => {
    const expected = await searchApi('?limit=20');
    const cards = cardsOf((await pageFacts('/search')).doc);
    expect(cards).toHaveLength(expected.businesses.length);
    const first = expected.businesses[0]!;
    const card = cards[0]!;
    const nameLinks = [...card.querySelectorAll('a')].filter((a) => a.textContent?.trim() === first.businessName);
    expect(nameLinks).toHaveLength(1);
    expect(nameLinks[0]!.getAttribute('href')).toBe(`/charlotte/listing/${first.slug}`);
    const description = card.querySelector('p')?.textContent ?? '';
    expect(description.length).toBeGreaterThan(0);
    expect(description.length).toBeLessThanOrEqual(100);
    const own = (first.shortDescription || first.longDescription || first.websiteSummary || '').replace(/\s+/g, ' ').trim();
    if (own.length <= 100) expect(description).toBe(own);
    else expect(description.endsWith('…') && own.startsWith(description.slice(0, -1))).toBe(true);
    const stars = [...card.querySelectorAll('[role="img"][aria-label^="Rated "]')];
    expect(stars.map((el) => el.getAttribute('aria-label'))).toEqual([`Rated ${first.userRating.toFixed(1)} out of 5`]);
    expect(stars[0]!.querySelectorAll('.text-amber-600')).toHaveLength(Math.floor(first.userRating));
    expect(textElements(card, `(${first.reviewCount} review${first.reviewCount === 1 ? '' : 's'})`)).toHaveLength(1);
    const declared = card.querySelector('[data-testid="declared-tags"]')?.textContent ?? null;
    const labels = first.serviceTags.map((tag) => SERVICE_TAGS.find((t) => t.value === tag)?.label ?? tag);
    expect(declared).toBe(labels.length ? `The business says: ${labels.join(' · ')}` : null);
    expect(card.querySelectorAll('ul[aria-label="Features"] li').length).toBeLessThanOrEqual(4);
    // FEATURED: the first result only, and only if premium.
    expect(textElements(card, 'FEATURED')).toHaveLength(first.isPremium ? 1 : 0);
    expect(cards.flatMap((c) => textElements(c, 'FEATURED'))).toHaveLength(first.isPremium ? 1 : 0);
    const mapLink = linkStarting(card, 'View on Map');
    const href = mapLink.getAttribute('href') ?? '';
    expect(href).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(decodeURIComponent(href.split('query=')[1] ?? '')).toContain(first.address);
    expect(mapLink.getAttribute('target')).toBe('_blank');
    expect(mapLink.getAttribute('rel')).toContain('noopener');
    expect(linkStarting(card, 'Call').getAttribute('href')).toBe(`tel:+1${first.phone.replace(/\D/g, '').slice(-10)}`);
    // Where it is: neighborhood and the short address (street; the town only outside Charlotte).
    for (const [i, business] of expected.businesses.entries()) {
      const location = cards[i]!.querySelector('[data-testid="card-location"]')?.textContent ?? '';
      expect(location, business.slug).toContain(business.address.split(',')[0]);
      expect(location, business.slug).not.toMatch(/, NC\b|\s\d{5}$/);
      if (business.neighborhood) expect(location.toLowerCase(), business.slug).toContain(business.neighborhood.split('-')[0]!);
    }
  });

  it('hydrates without fetching the results again and without moving the cards; has no axe violations', async () => {
    const page = await browser.newPage();
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/businesses') apiCalls.push(request.url());
    });
    // Hold the island's code back so the server-rendered cards can be measured before hydration.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/SearchResults*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/charlotte/movers-packers', { waitUntil: 'domcontentloaded' });
    const before = await page.getByTestId('result-card').first().boundingBox();
    expect(await page.locator('astro-island[ssr]').count(), 'measured before hydration').toBe(1);
    // Only shifts from hydration on count: on a busy machine Chromium may paint a page still
    // streaming in, and the header's right-hand box moves as its later parts arrive.
    const hydrationStart = await page.evaluate(() => performance.now());
    release();
    await searchHydrated(page);
    await page.waitForLoadState('networkidle');
    const after = await page.getByTestId('result-card').first().boundingBox();
    expect(apiCalls).toEqual([]);
    expect(after).toEqual(before);
    const layoutShift = await page.evaluate((since) => {
      const observer = new PerformanceObserver(() => {});
      // With `buffered`, the shifts so far are in the observer's buffer at once: takeRecords() reads them.
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
      observer.disconnect();
      return entries.filter((entry) => !entry.hadRecentInput && entry.startTime >= since).reduce((sum, entry) => sum + entry.value, 0);
    }, hydrationStart);
    expect(layoutShift).toBe(0);
    await expectNoAxeViolations(page);
  });
});

describe('search and filters', () => {
  it("corrects a typo and says what it searched instead; finds movers for 'mov' from the Keywords field with Apply Filters, and the link /search?q=mov opens the same; a text that finds nothing says 'No results found', a view with no axe violations", async () => {
    const page = await browser.newPage();
    const corrected = await searchApi('?search=movres&limit=20');
    expect(corrected.correctedSearch).toBe('movers');
    await open(page, '/search?q=movres');
    await expect(page.getByText('Showing results for “movers” instead of “movres”').count()).resolves.toBe(1);
    await expect(count(page).textContent()).resolves.toBe(countOf(corrected.total));
    await expectCards(page, namesOf(corrected));

    const expected = await searchApi('?search=mov&limit=20');
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.businesses.some((b) => b.category === 'movers-packers')).toBe(true);
    await page.getByLabel('Keywords').fill('mov');
    await applyFilters(page);
    await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === 'mov');
    await expect.poll(() => count(page).textContent()).toBe(countOf(expected.total));
    await expectCards(page, namesOf(expected));

    const link = await pageFacts('/search?q=mov');
    expect(link.count).toBe(countOf(expected.total));
    expect(htmlCardNames(link.doc)).toEqual(namesOf(expected));
    expect(link.doc.getElementById('filter-q')?.getAttribute('value')).toBe('mov');

    await page.getByLabel('Keywords').fill('zzzxqvw');
    await applyFilters(page);
    await page.waitForURL((u) => u.searchParams.get('q') === 'zzzxqvw');
    await expect.poll(() => page.getByText('No results found. Try adjusting your search criteria.').count()).toBe(1);
    await expect(count(page).textContent()).resolves.toBe('0 businesses found');
    await expectNoAxeViolations(page);
  });

  it('offers All Charlotte and the 8 neighborhoods, the 1+ to 5 star ratings, the tags and the sorts; filters by category, by neighborhood, by minimum rating and by service tags (all of the checked ones); sorts by highest rating and by most reviews', async () => {
    const page = await browser.newPage();
    await open(page, '/search');
    expect(await page.getByLabel('Neighborhood').locator('option').allTextContents()).toEqual(['All Charlotte', ...FILTER_NEIGHBORHOODS.map((n) => n.label)]);
    expect(await page.getByLabel('Minimum Rating').locator('option').allTextContents()).toEqual([
      'Any Rating',
      '1+ Stars',
      '2+ Stars',
      '3+ Stars',
      '4+ Stars',
      '5 Stars',
    ]);
    expect(await page.getByRole('group', { name: 'Service Tags' }).getByRole('checkbox').count()).toBe(SERVICE_TAGS.length);
    expect(await page.getByLabel('Sort by').locator('option').allTextContents()).toEqual(['Relevance', 'Highest Rated', 'Most Reviews']);

    // Category.
    await page.getByLabel('Category').selectOption({ label: 'Healthcare & Doctors' });
    await applyFilters(page);
    await page.waitForURL((u) => u.searchParams.get('category') === 'healthcare-doctors');
    const doctors = await searchApi('?category=healthcare-doctors&limit=20');
    expect(doctors.total).toBe(SEED.publishedByCategory['healthcare-doctors']);
    await expect.poll(() => count(page).textContent()).toBe(countOf(doctors.total));
    await expectCards(page, namesOf(doctors));
    await expect(page.locator('h1').textContent()).resolves.toBe('Healthcare & Doctors');
    await expect(page.title()).resolves.toBe(`Healthcare & Doctors - ${TITLE_SUFFIX}`);

    // Neighborhood (the category back to all).
    await page.getByLabel('Category').selectOption('all');
    await page.getByLabel('Neighborhood').selectOption({ label: 'South End' });
    await applyFilters(page);
    await page.waitForURL((u) => u.searchParams.get('neighborhood') === 'south-end' && !u.searchParams.has('category'));
    const southEnd = await searchApi('?neighborhood=south-end&limit=20');
    await expect.poll(() => count(page).textContent()).toBe(countOf(southEnd.total));
    await expectCards(page, namesOf(southEnd));
    await expect(page.locator('h1').textContent()).resolves.toBe('All Businesses in South End');

    // Minimum rating (the neighborhood back to all).
    await page.getByLabel('Neighborhood').selectOption('all');
    await page.getByLabel('Minimum Rating').selectOption({ label: '4+ Stars' });
    await applyFilters(page);
    await page.waitForURL((u) => u.searchParams.get('minRating') === '4' && !u.searchParams.has('neighborhood'));
    const good = await searchApi('?minRating=4&limit=20');
    expect(good.total).toBeLessThan(everything.total);
    await expect.poll(() => count(page).textContent()).toBe(countOf(good.total));
    const ratings = await ratingsShown(page);
    expect(ratings.length).toBe(Math.min(20, good.total));
    for (const rating of ratings) expect(rating).toBeGreaterThanOrEqual(4);

    // Service tags (the rating back to any).
    await page.getByLabel('Minimum Rating').selectOption('all');
    await page.getByRole('checkbox', { name: 'Licensed' }).check();
    await page.getByRole('checkbox', { name: 'Insured' }).check();
    await applyFilters(page);
    await page.waitForURL((u) => u.searchParams.getAll('tags').join(',') === 'licensed,insured' && !u.searchParams.has('minRating'));
    const tagged = await searchApi('?serviceTags=licensed,insured&limit=20');
    expect(tagged.total).toBeGreaterThan(0);
    await expect.poll(() => count(page).textContent()).toBe(countOf(tagged.total));
    const cards = page.getByTestId('result-card');
    for (let i = 0; i < (await cards.count()); i++) {
      const credentials = await cards.nth(i).getByRole('list', { name: 'Credentials recorded by our staff' }).locator('li').allTextContents();
      expect(credentials).toEqual(expect.arrayContaining(['Licensed', 'Insured']));
    }

    // Sort, on all businesses again.
    await page.getByRole('checkbox', { name: 'Licensed' }).uncheck();
    await page.getByRole('checkbox', { name: 'Insured' }).uncheck();
    await applyFilters(page);
    await page.waitForURL((u) => u.pathname === '/search' && u.search === '');
    await expect.poll(() => count(page).textContent()).toBe(countOf(everything.total));
    await page.getByLabel('Sort by').selectOption({ label: 'Highest Rated' });
    await page.waitForURL((u) => u.searchParams.get('sort') === 'rating');
    const byRating = await searchApi('?sortBy=rating&limit=20');
    await expectCards(page, namesOf(byRating));
    const sortedRatings = await ratingsShown(page);
    expect(sortedRatings).toEqual([...sortedRatings].sort((a, b) => b - a));

    await page.getByLabel('Sort by').selectOption({ label: 'Most Reviews' });
    await page.waitForURL((u) => u.searchParams.get('sort') === 'reviews');
    const byReviews = await searchApi('?sortBy=reviews&limit=20');
    await expectCards(page, namesOf(byReviews));
    const counts = await reviewCountsShown(page);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('applies the filters with the keyboard only', async () => {
    const page = await browser.newPage();
    await open(page, '/search');
    // Tab from the top of the page to the Keywords field.
    let reached = false;
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.id === 'filter-q');
    }
    expect(reached, 'Keywords is reachable with Tab').toBe(true);
    await page.keyboard.type('mov');
    await page.keyboard.press('Tab'); // Category
    await page.keyboard.press('ArrowDown'); // Movers & Packers, the first category
    await page.keyboard.press('Tab'); // Neighborhood
    await page.keyboard.press('Tab'); // Minimum Rating
    await page.keyboard.press('Tab'); // Hours
    await page.keyboard.press('Tab'); // Licensed
    await page.keyboard.press('Space');
    for (let i = 0; i < SERVICE_TAGS.length; i++) await page.keyboard.press('Tab'); // the other tags, then Apply Filters
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Apply Filters');
    await page.keyboard.press('Enter');
    await page.waitForURL(
      (u) => u.searchParams.get('q') === 'mov' && u.searchParams.get('category') === 'movers-packers' && u.searchParams.get('tags') === 'licensed',
    );
    const expected = await searchApi('?search=mov&category=movers-packers&serviceTags=licensed&limit=20');
    await expect.poll(() => count(page).textContent()).toBe(countOf(expected.total));
  });

  it('restores earlier searches with Back and Forward, and keeps the filters in the URL: reload shows the same search', async () => {
    const page = await browser.newPage();
    await open(page, '/search');
    const all = await loadedCount(page);
    await page.getByLabel('Category').selectOption('movers-packers');
    await applyFilters(page);
    await page.waitForURL((u) => u.searchParams.get('category') === 'movers-packers');
    const movers = await searchApi('?category=movers-packers&limit=20');
    expect(movers.total).toBe(SEED.publishedByCategory['movers-packers']);
    await expect.poll(() => count(page).textContent()).toBe(countOf(movers.total));
    await page.getByLabel('Minimum Rating').selectOption('4');
    await applyFilters(page);
    await page.waitForURL((u) => u.searchParams.get('minRating') === '4');
    const good = await searchApi('?category=movers-packers&minRating=4&limit=20');
    await expect.poll(() => count(page).textContent()).toBe(countOf(good.total));

    await page.goBack();
    await expect.poll(() => count(page).textContent()).toBe(countOf(movers.total));
    expect(new URL(page.url()).searchParams.get('minRating')).toBeNull();
    await expect(page.getByLabel('Minimum Rating').inputValue()).resolves.toBe('all');
    await expect(page.locator('h1').textContent()).resolves.toBe('Movers & Packers');

    await page.goBack();
    await expect.poll(() => count(page).textContent()).toBe(all);
    await expect(page.getByLabel('Category').inputValue()).resolves.toBe('all');
    await expect(page.locator('h1').textContent()).resolves.toBe('All Businesses');

    await page.goForward();
    await expect.poll(() => count(page).textContent()).toBe(countOf(movers.total));
    await expect(page.getByLabel('Category').inputValue()).resolves.toBe('movers-packers');

    // A new search from there, then reload.
    await page.getByLabel('Category').selectOption('realtors-rentals');
    await page.getByLabel('Minimum Rating').selectOption('3');
    await page.getByRole('checkbox', { name: 'Free Quote' }).check();
    await applyFilters(page);
    await page.waitForURL((u) => u.searchParams.get('category') === 'realtors-rentals' && u.searchParams.get('minRating') === '3');
    const realtors = await searchApi('?category=realtors-rentals&minRating=3&serviceTags=free-quote&limit=20');
    await expect.poll(() => count(page).textContent()).toBe(countOf(realtors.total));
    await expectCards(page, namesOf(realtors));
    await page.reload();
    await searchHydrated(page);
    await expect(count(page).textContent()).resolves.toBe(countOf(realtors.total));
    await expectCards(page, namesOf(realtors));
    await expect(page.getByLabel('Category').inputValue()).resolves.toBe('realtors-rentals');
    await expect(page.getByLabel('Minimum Rating').inputValue()).resolves.toBe('3');
    await expect(page.getByRole('checkbox', { name: 'Free Quote' }).isChecked()).resolves.toBe(true);
  });

  it('collapses the filter panel behind a button on small screens, and closes it after Apply Filters on a 390 px screen, with the results in view', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await open(page, '/search');
    const toggle = page.getByRole('button', { name: 'Show Filters' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.getByLabel('Category').isVisible()).resolves.toBe(false);
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide Filters' }).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.getByLabel('Category').isVisible()).resolves.toBe(true);

    await page.getByLabel('Category').selectOption('movers-packers');
    await applyFilters(page);
    await page.waitForURL((u) => u.searchParams.get('category') === 'movers-packers');
    await expect.poll(() => page.getByLabel('Category').isVisible()).toBe(false);
    await expect(page.getByRole('button', { name: 'Show Filters' }).getAttribute('aria-expanded')).resolves.toBe('false');
    const expected = await searchApi('?category=movers-packers&limit=20');
    expect(expected.total).toBe(SEED.publishedByCategory['movers-packers']);
    await expect.poll(() => count(page).textContent()).toBe(countOf(expected.total));
    const heading = await page.locator('#results-heading').boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(0);
    expect(heading!.y).toBeLessThan(844);
    const firstCard = await page.getByTestId('result-card').first().boundingBox();
    expect(firstCard!.y, 'the first result is on screen').toBeLessThan(844);
  });

  it('filters with the "Spanish spoken" chip at once; each card and the business page say what the business says its staff speak; the link works without JavaScript', async () => {
    const expected = await searchApi('?category=movers-packers&languages=es&limit=20');
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(SEED.publishedByCategory['movers-packers']);
    const page = await browser.newPage();
    await open(page, '/charlotte/movers-packers');
    await page.getByRole('checkbox', { name: 'Spanish spoken' }).check();
    await page.waitForURL((u) => u.pathname === '/charlotte/movers-packers' && u.searchParams.get('languages') === 'es');
    await expect.poll(() => count(page).textContent()).toBe(countOf(expected.total));
    await expectCards(page, namesOf(expected));
    const statements = await page.getByTestId('card-languages').allTextContents();
    expect(statements).toHaveLength(expected.businesses.length);
    for (const text of statements) expect(text).toMatch(/^The business says its staff speak .*Spanish/);

    const html = await pageFacts('/charlotte/movers-packers?languages=es');
    expect(htmlCardNames(html.doc)).toEqual(namesOf(expected));
    const chip = html.doc.querySelector<HTMLInputElement>('input[name="languages"][value="es"]');
    expect(chip?.hasAttribute('checked')).toBe(true);

    const business = await pageFacts(`/charlotte/listing/${expected.businesses[0]!.slug}`);
    expect(business.doc.querySelector('[data-languages]')?.textContent).toMatch(/^The business says its staff speak .*Spanish.*\.$/);
  });

  it('keeps the category of /charlotte/{category} in Clear Filters without JavaScript', async () => {
    const page = await pageFacts('/charlotte/movers-packers?minRating=4&tags=licensed');
    const clear = [...page.doc.querySelectorAll('a')].filter((a) => a.textContent?.trim() === 'Clear Filters');
    expect(clear.map((a) => a.getAttribute('href'))).toEqual(['/charlotte/movers-packers']);
  });
});

describe('paging', () => {
  it('shows Previous, up to 5 numbered pages and Next, and has no axe violations; page 2 shows the next 20, and Back the first again', async () => {
    const page = await browser.newPage();
    await open(page, '/search');
    await expectNoAxeViolations(page);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    const totalPages = Math.ceil(everything.total / 20);
    expect(await pager.getByRole('link', { name: /^Page \d+$/ }).count()).toBe(Math.min(5, totalPages));
    await expect(pager.getByText('Previous').getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(pager.getByRole('link', { name: 'Next' }).getAttribute('href')).resolves.toBe('/search?page=2');
    const first = await cardNames(page);

    const secondBefore = namesOf(await searchApi('?limit=20&offset=20'));
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    expect(secondBefore).toHaveLength(20);
    await expectCards(page, secondBefore);
    expect(secondBefore).not.toEqual(first);
    await expect(pager.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(pager.getByRole('link', { name: 'Previous' }).getAttribute('href')).resolves.toBe('/search');
    // FEATURED marks only the very first result, so not the first card of page 2.
    expect(await page.getByTestId('result-card').getByText('FEATURED', { exact: true }).count()).toBe(0);

    await page.goBack();
    await expectCards(page, first);
  });

  it('reads a malformed page as page 1, and shows the last page for a page past the end, and says so', async () => {
    const firstPage = namesOf(await searchApi('?limit=20'));
    const malformed = await pageFacts('/search?page=abc');
    expect(malformed.status).toBe(200);
    expect(htmlCardNames(malformed.doc)).toEqual(firstPage);

    const last = Math.ceil(SEED.publishedBusinesses / 20);
    const lastPage = namesOf(await searchApi(`?limit=20&offset=${(last - 1) * 20}`));
    const past = await pageFacts('/search?page=9999');
    expect(past.status).toBe(200);
    expect(past.html).toMatch(shownText(`Page 9999 does not exist. Showing page ${last}, the last page.`));
    expect(htmlCardNames(past.doc)).toEqual(lastPage);
    const current = [...past.doc.querySelectorAll('nav[aria-label="Pagination"] a[aria-current="page"]')];
    expect(current.map((a) => a.getAttribute('aria-label'))).toEqual([`Page ${last}`]);
  });
});

describe('states', () => {
  it("says 'Coming Soon!' for an empty category without search text", async () => {
    const tags = SERVICE_TAGS.map((t) => `tags=${t.value}`).join('&');
    const query = `category=dmv-paperwork&minRating=5&${tags}`;
    const expected = await searchApi(`?category=dmv-paperwork&minRating=5&serviceTags=${SERVICE_TAGS.map((t) => t.value).join(',')}`);
    expect(expected.total, 'this filter combination is empty in the seed').toBe(0);
    const page = await pageFacts(`/search?${query}`);
    expect(page.html).toMatch(shownText("Coming Soon! We're working on adding businesses in this category."));
    expect(page.count).toBe('0 businesses found');
  });

  it("says 'No results found' otherwise", async () => {
    for (const path of ['/search?q=zzzxqvw', '/charlotte/movers-packers?q=zzzxqvw']) {
      const page = await pageFacts(path);
      expect(page.html, path).toMatch(shownText('No results found. Try adjusting your search criteria.'));
      expect(page.count, path).toBe('0 businesses found');
    }
  });
});

describe('map view', () => {
  /** Opens /search?{query} with tiles refused (as offline) and switches to the map. */
  async function openMap(query = '') {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.route(/^https?:\/\/[^/]*tile\.openstreetmap\.org\//, (route) => route.abort());
    await open(page, `/search${query}`);
    await page.waitForLoadState('networkidle');
    const beforeMap = [...requested];
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await page.locator('.leaflet-marker-icon').first().waitFor({ state: 'attached' });
    return { page, beforeMap, requested };
  }

  /** A listing with premium and other businesses on its first page. */
  const MIXED = '?category=movers-packers';

  /** The map's answer for a listing's filters (every match, not only a page). */
  async function mapOf(query: string): Promise<MapResult> {
    const response = await fetch(url(`/api/map/businesses${query}`));
    expect(response.status).toBe(200);
    return (await response.json()) as MapResult;
  }

  /** How many businesses the map's markers stand for (a cluster counts its own). */
  const shownOnMap = (page: Page) =>
    page.locator('.leaflet-marker-icon').evaluateAll((els) => els.reduce((sum, el) => sum + Number((el as HTMLElement).dataset.count ?? 1), 0));

  /** A business marker inside the visible map (markers outside the view exist too), other than the one of `except` (a slug). */
  async function visibleMarker(page: Page, premium?: boolean, except?: string | null) {
    const box = (await page.locator('.leaflet-container').boundingBox())!;
    const markers = page.locator(premium === undefined ? '.leaflet-marker-icon[data-slug]' : `.leaflet-marker-icon[data-premium="${premium}"]`);
    for (let i = 0; i < (await markers.count()); i++) {
      const m = (await markers.nth(i).boundingBox())!;
      if (except && (await markers.nth(i).getAttribute('data-slug')) === except) continue;
      if (m.x > box.x + 60 && m.y > box.y + 80 && m.x + m.width < box.x + box.width - 20 && m.y + m.height < box.y + box.height - 40) return markers.nth(i);
    }
    throw new Error('no marker inside the visible map');
  }

  /**
   * Checks that the map draws every match of `query` with coordinates (clusters counting theirs),
   * 600 px high, with the view fitted so that every marker is on the map.
   */
  async function expectDrawn(page: Page, query: string) {
    const expected = await searchApi(`${query || '?'}&limit=1`);
    const map = await mapOf(query);
    // Every match is on the map, or counted as having no location.
    expect(map.total + map.unplaced).toBe(expected.total);
    await expect.poll(() => shownOnMap(page), { timeout: 10_000 }).toBe(map.total);
    if (map.unplaced) await expect.poll(() => page.getByTestId('map-status').textContent()).toContain(`${map.unplaced} listing`);
    const box = (await page.locator('.leaflet-container').boundingBox())!;
    expect(box.height).toBe(MAP.heightPx);
    const markers = page.locator('.leaflet-marker-icon');
    for (let i = 0; i < (await markers.count()); i++) {
      const m = (await markers.nth(i).boundingBox())!;
      const [cx, cy] = [m.x + m.width / 2, m.y + m.height / 2];
      expect(cx, `marker ${i} of ${query || 'all'} inside the map horizontally`).toBeGreaterThanOrEqual(box.x);
      expect(cx).toBeLessThanOrEqual(box.x + box.width);
      expect(cy, `marker ${i} of ${query || 'all'} inside the map vertically`).toBeGreaterThanOrEqual(box.y);
      expect(cy).toBeLessThanOrEqual(box.y + box.height);
    }
    // Never closer than a street-level view, even for results in one spot.
    const zoom = Number(/\/(\d+)\/\d+\/\d+\.png$/.exec((await page.locator('.leaflet-tile').first().getAttribute('src')) ?? '')?.[1]);
    expect(zoom).toBeGreaterThanOrEqual(9);
    expect(zoom).toBeLessThanOrEqual(MAP.maxFitZoom);
  }

  it('loads Leaflet only when Map is chosen; draws every match with coordinates (clusters counting theirs), 600 px high, fitted so that every marker is on the map, for all businesses and for one neighborhood; says when the map tiles cannot be loaded, and keeps the markers; has no axe violations', async () => {
    const { page, beforeMap, requested } = await openMap();
    const leafletFiles = (list: string[]) => list.filter((u) => /ResultsMap|leaflet/i.test(new URL(u).pathname));
    expect(leafletFiles(beforeMap)).toEqual([]);
    expect(leafletFiles(requested).length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Map', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.getByRole('button', { name: 'List', exact: true }).getAttribute('aria-pressed')).resolves.toBe('false');
    expect(new URL(page.url()).searchParams.get('view')).toBe('map');

    await expectDrawn(page, '');
    await expect.poll(() => page.getByTestId('tile-error').textContent()).toBe(TILE_MESSAGE);
    expect(await page.locator('.leaflet-marker-icon').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await open(page, '/search?neighborhood=ballantyne&view=map');
    await page.locator('.leaflet-marker-icon').first().waitFor({ state: 'attached' });
    await expectDrawn(page, '?neighborhood=ballantyne');
  });

  it('reopens in the map view from a shared ?view=map link, drawing every match fitted; tells premium markers from the others by size, colour and glyph, with a legend; opens an info window with name, rating and link on click, and closing it clears the selection; opens a marker with Enter and moves focus into the info window, also for one opened before; List returns to the cards', async () => {
    const page = await browser.newPage();
    await page.route(/^https?:\/\/[^/]*tile\.openstreetmap\.org\//, (route) => route.abort());
    await open(page, `/charlotte/movers-packers?view=map`);
    await page.locator('.leaflet-marker-icon').first().waitFor({ state: 'attached' });
    await expectDrawn(page, MIXED);

    // Premium markers and the legend.
    const expected = await mapOf(MIXED);
    expect(expected.clustered, 'few enough movers for one marker each').toBe(false);
    const premium = page.locator('.leaflet-marker-icon[data-premium="true"]');
    const standard = page.locator('.leaflet-marker-icon[data-premium="false"]');
    const premiumMarkers = expected.markers.filter((marker) => marker.type !== 'cluster' && marker.premium).length;
    expect(premiumMarkers).toBeGreaterThan(0);
    expect(premiumMarkers).toBeLessThan(expected.total);
    expect(await premium.count()).toBe(premiumMarkers);
    expect(await standard.count()).toBe(expected.total - premiumMarkers);
    const big = (await premium.first().boundingBox())!;
    const small = (await standard.first().boundingBox())!;
    expect(big.width).toBeGreaterThan(small.width);
    const colour = (locator: typeof premium) => locator.first().evaluate((el) => getComputedStyle(el).backgroundColor);
    const [blue, green] = [await colour(premium), await colour(standard)];
    const rgb = (text: string) => (text.match(/\d+/g) ?? []).map(Number);
    expect(rgb(blue)[2]).toBeGreaterThan(rgb(blue)[1]!); // blue
    expect(rgb(green)[1]).toBeGreaterThan(rgb(green)[0]!); // green
    await expect(premium.first().textContent()).resolves.toContain('★');
    await expect(standard.first().textContent()).resolves.not.toContain('★');
    await expect(page.getByText('Featured (premium) listing: large blue star').count()).resolves.toBe(1);

    // The info window, opened with a click and closed.
    const marker = await visibleMarker(page);
    const slug = await marker.getAttribute('data-slug');
    const business = (await searchApi(`${MIXED}&limit=100`)).businesses.find((b) => b.slug === slug)!;
    await marker.click();
    const popup = page.locator('.leaflet-popup');
    await popup.waitFor();
    await expect(popup.textContent()).resolves.toContain(business.businessName);
    await expect(popup.getByRole('img', { name: `Rated ${business.userRating.toFixed(1)} out of 5` }).count()).resolves.toBe(1);
    await expect(popup.getByRole('link', { name: /View business details/ }).getAttribute('href')).resolves.toBe(`/charlotte/listing/${business.slug}`);
    await expect(page.getByTestId('map-selection').textContent()).resolves.toBe(`Selected: ${business.businessName}`);
    await expect(marker.getAttribute('class')).resolves.toContain('is-selected');
    await popup.getByRole('button', { name: /close/i }).click();
    await expect.poll(() => popup.count()).toBe(0);
    await expect(page.getByTestId('map-selection').textContent()).resolves.toBe('');
    await expect(page.locator('.leaflet-marker-icon.is-selected').count()).resolves.toBe(0);

    // The info window of another marker, opened with Enter.
    const other = await visibleMarker(page, false, slug);
    const name = await other.getAttribute('title');
    await other.focus();
    await expect(other.getAttribute('role')).resolves.toBe('button');
    await page.keyboard.press('Enter');
    await popup.waitFor();
    await expect(popup.textContent()).resolves.toContain(name);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('View business details');
    // The first marker again with Enter: its info window was shown before, and focus still moves into it.
    await popup.getByRole('button', { name: /close/i }).click();
    await expect.poll(() => popup.count()).toBe(0);
    await marker.focus();
    await page.keyboard.press('Enter');
    await popup.waitFor();
    await expect(popup.textContent()).resolves.toContain(business.businessName);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(`View business details for ${business.businessName}`);

    // List returns to the cards.
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect.poll(() => page.getByTestId('result-card').count()).toBe(20);
    expect(new URL(page.url()).searchParams.get('view')).toBeNull();
  });
});

describe('accessibility', () => {
  it('has no axe violations on the not-found page', async () => {
    const page = await browser.newPage();
    await page.goto('/charlotte/not-a-category');
    await expectNoAxeViolations(page);
  });
});

describe('search analytics', () => {
  it('counts a text search when its page is opened, for the admin analytics', async () => {
    const login = await fetch(url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const searches = async () =>
      (
        (await (await fetch(url('/api/admin/analytics'), { headers: { authorization: `Bearer ${token}` } })).json()) as {
          totals: { searches: number };
        }
      ).totals.searches;
    const before = await searches();
    // The server counts the page it renders: a plain request is a visitor opening it. A client
    // counts once per search text per half-hour: a text no other test of this file uses.
    expect((await fetch(url('/search?q=piano+tuning+analytics'))).status).toBe(200);
    expect(await searches()).toBe(before + 1);
  });
});

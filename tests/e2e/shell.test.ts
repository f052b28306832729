import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, useBrowser } from '../support/browser';
import { expectNoAxeViolations } from '../support/axe';
import { parseHtml } from '../support/html';
import { toastWith } from '../support/site-api';
import { CATEGORIES, FILTER_NEIGHBORHOODS, FOOTER_CATEGORY_COUNT, SITE, categoryDescription } from '../../src/domain/catalog';
import { copyrightYear } from '../../src/domain/dates';
import { TOAST } from '../../src/domain/toast-behaviour';

/**
 * The site shell every page uses: header (nav, active state, search, mobile menu), footer,
 * home page, not-found page, the information pages and the toast region.
 *
 * Facts of the server-rendered HTML (status, headings, titles, meta, links, texts) are read
 * from the HTML itself (`htmlOf`: a plain request, parsed without running scripts); Chromium
 * is opened only for what needs it: layout and colours, scripts (search forms, menu, toasts),
 * focus and keyboard, JavaScript budgets and axe. The search forms are checked by the
 * navigation they start: /search answers 204 No Content there (`searchesOf`), so the page
 * stays and the next case runs on it; the /search page itself is tests/e2e/search.test.ts's.
 */

const { newPage } = useBrowser();
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const MOBILE = { viewport: { width: 390, height: 844 } };

const NAV = [
  { label: 'Business Directory', href: '/categories' },
  { label: 'Neighborhoods', href: '/neighborhoods' },
  { label: 'Relocation Guide', href: '/relocation-guide' },
];

const INFO_PAGES = [
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/premium-features', heading: 'Premium Features' },
  { path: '/business-support', heading: 'Business Support' },
  { path: '/advertising', heading: 'Advertising' },
];

/** Fetches `path` and parses its HTML as served (no scripts run): its status and document. */
async function htmlOf(path: string) {
  const response = await fetch(new URL(path, baseURL()));
  const document = parseHtml(await response.text());
  /** The links inside the elements `selector` matches, as [text, href] pairs. */
  const links = (selector: string) => [...document.querySelectorAll(`${selector} a`)].map((a) => [a.textContent?.trim(), a.getAttribute('href')]);
  /** The one link whose text is `text`. */
  const link = (text: string) => {
    const found = [...document.querySelectorAll('a')].filter((a) => a.textContent?.trim() === text);
    expect(found, `links named ${text}`).toHaveLength(1);
    return found[0]!;
  };
  /** The control labelled `text` (a <label for> with exactly that text). */
  const labelled = (text: string) => {
    const label = [...document.querySelectorAll('label[for]')].find((l) => l.textContent?.trim() === text);
    expect(label, `label ${text}`).toBeDefined();
    return document.getElementById(label!.getAttribute('for')!);
  };
  return { status: response.status, document, links, link, labelled };
}

/** Opens `path` in a fresh page. */
async function open(path: string, options = DESKTOP) {
  const page = await newPage(options);
  const response = await page.goto(path);
  return { page, status: response?.status() };
}

/**
 * Answers /search with 204 No Content, so a search leaves the page as it is, and records the
 * path and query of every navigation the page starts from now on (`started`). `after(submit)`
 * runs `submit` and answers the path and query of the /search navigation it started.
 */
async function searchesOf(page: Page) {
  const started: string[] = [];
  const pathOf = (address: string) => {
    const url = new URL(address);
    return `${url.pathname}${url.search}`;
  };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) started.push(pathOf(request.url()));
  });
  await page.route(
    (url) => url.pathname === '/search',
    (route) => route.fulfill({ status: 204 }),
  );
  return {
    started,
    async after(submit: () => Promise<void>) {
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/search', { timeout: 10_000 }),
        submit(),
      ]);
      return pathOf(request.url());
    },
  };
}

type ToastInput = { title: string; description?: string; variant?: 'default' | 'destructive' };

/** Shows a toast through the element's public API (which calls the shared store's showToast). */
async function showToast(page: Page, toast: ToastInput) {
  await page.waitForFunction(() => customElements.get('cd-toaster') !== undefined);
  await page.evaluate((t) => {
    (document.querySelector('cd-toaster') as unknown as { show(t: unknown): void }).show(t);
  }, toast);
}

const toastBox = (page: Page) => page.locator('cd-toaster [data-toast]');
const toastOpen = (page: Page) => toastBox(page).evaluate((box) => box.hasAttribute('data-open'));

describe('header', () => {
  it('is sticky with the brand link, the three nav links and Add Business; its search ignores empty or blank text and goes to /search?q={text}, trimmed and URL-encoded', async () => {
    const { page } = await open('/privacy');
    const header = page.locator('body > header');
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    expect(await header.getByRole('link', { name: SITE.name }).first().getAttribute('href')).toBe('/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const { label, href } of NAV) {
      const link = nav.getByRole('link', { name: label });
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('aria-current')).toBeNull();
    }
    const add = header.getByRole('link', { name: 'Add Business' }).first();
    expect(await add.isVisible()).toBe(true);
    expect(await add.getAttribute('href')).toBe('/claim-business#add');

    const searches = await searchesOf(page);
    const search = page.getByPlaceholder('Search services...').first();
    expect(await search.isVisible()).toBe(true);
    expect(await page.getByRole('searchbox', { name: 'Search services' }).first().isVisible()).toBe(true);
    await search.press('Enter');
    await search.fill('   ');
    await search.press('Enter');
    // Keys are handled in order: had an empty or blank search navigated, it would come before this one.
    await search.fill('movers');
    expect(await searches.after(() => search.press('Enter'))).toBe('/search?q=movers');
    await search.fill('  pet & vet care ');
    expect(await searches.after(() => search.press('Enter'))).toBe('/search?q=pet%20%26%20vet%20care');
    expect(searches.started).toEqual(['/search?q=movers', '/search?q=pet%20%26%20vet%20care']);
    expect(new URL(page.url()).pathname).toBe('/privacy');
  });

  it('highlights the link whose href the current path starts with', async () => {
    const { page } = await open('/neighborhoods');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const active = nav.getByRole('link', { name: 'Neighborhoods' });
    expect(await active.getAttribute('aria-current')).toBe('page');
    const inactive = nav.getByRole('link', { name: 'Relocation Guide' });
    expect(await inactive.getAttribute('aria-current')).toBeNull();
    const [activeBg, inactiveBg] = await Promise.all([
      active.evaluate((el) => getComputedStyle(el).backgroundColor),
      inactive.evaluate((el) => getComputedStyle(el).backgroundColor),
    ]);
    expect(activeBg).not.toBe(inactiveBg);
    expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
  });

  it('marks no link active on the home page', async () => {
    const { document } = await htmlOf('/');
    expect(document.querySelectorAll('header [aria-current="page"]')).toHaveLength(0);
  });
});

describe('mobile menu (390 px wide)', () => {
  it('opens and closes, holding the search, the nav links and Add Business; has no accessibility violations when open; searches from the menu', async () => {
    const { page } = await open('/', MOBILE);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.locator('#mobile-menu');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-controls')).toBe('mobile-menu');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    await menu.waitFor({ state: 'visible' });
    const search = menu.getByPlaceholder('Search services...');
    expect(await search.isVisible()).toBe(true);
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
    for (const { label, href } of NAV) {
      const link = menu.getByRole('link', { name: label });
      expect(await link.isVisible()).toBe(true);
      expect(await link.getAttribute('href')).toBe(href);
    }
    const add = menu.getByRole('link', { name: 'Add Business' });
    expect(await add.isVisible()).toBe(true);
    expect(await add.getAttribute('href')).toBe('/claim-business#add');

    // Escape closes it and gives focus back to the toggle.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    // The toggle opens and closes it too.
    await toggle.click();
    await menu.waitFor({ state: 'visible' });
    await close.click();
    await menu.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.click();
    await menu.waitFor({ state: 'visible' });
    // Checked once its opening transition has finished, as a reader sees it.
    await menu.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    await expectNoAxeViolations(page);

    const searches = await searchesOf(page);
    await search.press('Enter');
    // Keys are handled in order: had the empty search navigated, it would come before this one.
    await search.fill('cleaning');
    expect(await searches.after(() => search.press('Enter'))).toBe('/search?q=cleaning');
    expect(searches.started).toEqual(['/search?q=cleaning']);
  });
});

describe('footer', () => {
  it('lists the first 5 categories, the business links, the legal links and the copyright line', async () => {
    const { document, links } = await htmlOf('/');
    const footers = document.querySelectorAll('body > footer');
    expect(footers).toHaveLength(1);
    const heading = (text: string) => [...footers[0]!.querySelectorAll('nav h2')].find((h) => h.textContent?.trim() === text)?.id;
    expect(links(`body > footer nav[aria-labelledby="${heading('Popular Categories')}"]`)).toEqual(
      CATEGORIES.slice(0, FOOTER_CATEGORY_COUNT).map((category) => [category.label, `/charlotte/${category.value}`]),
    );
    expect(links(`body > footer nav[aria-labelledby="${heading('For Businesses')}"]`)).toEqual([
      ['Add Your Business', '/claim-business#add'],
      ['Claim Listing', '/claim-business#find'],
      ['Premium Features', '/premium-features'],
      ['Business Support', '/business-support'],
      ['Advertising', '/advertising'],
    ]);
    expect(links('body > footer nav[aria-label="Legal"]')).toEqual([
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Contact Us', '/contact'],
    ]);
    expect(footers[0]!.textContent).toContain(`© ${copyrightYear(new Date())} Charlotte Directory. All rights reserved.`);
  });

  it('has no link that leads nowhere: every header and footer href answers below 400', async () => {
    const { document } = await htmlOf('/');
    const hrefs = [...document.querySelectorAll('body > header a[href], body > footer a[href]')].map((a) => a.getAttribute('href') ?? '');
    const unique = [...new Set(hrefs)];
    expect(unique.length).toBeGreaterThan(0);
    expect(unique.every((href) => href.startsWith('/'))).toBe(true);
    const statuses = await Promise.all(unique.map(async (href) => [href, (await fetch(`${baseURL()}${href}`)).status] as const));
    expect(statuses.filter(([, status]) => status >= 400)).toEqual([]);
  });
});

describe('home page', () => {
  it('serves the hero with a labelled search and neighborhood dropdown defaulting to All Charlotte', async () => {
    const { status, document, labelled } = await htmlOf('/');
    expect(status).toBe(200);
    const h1 = document.querySelectorAll('h1');
    expect(h1).toHaveLength(1);
    expect(h1[0]!.textContent).toBe('Find Your Essential Charlotte Services');
    expect(document.querySelector('main')?.textContent).toContain('complete directory of trusted relocation services');
    const text = document.querySelector('[placeholder="Enter business name, service type..."]');
    expect(text?.getAttribute('id')).toBeTruthy();
    expect(labelled('What do you need?')?.getAttribute('placeholder')).toBe('Enter business name, service type...');
    const select = labelled('Neighborhood') as unknown as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('All Charlotte');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['All Charlotte', ...FILTER_NEIGHBORHOODS.map((n) => n.label)]);
    expect(document.querySelector('title')?.textContent).toContain(SITE.name);
  });

  it('serves the Browse by Category grid: 12 linked cards with icon, label, description and View listings', async () => {
    const { document } = await htmlOf('/');
    expect([...document.querySelectorAll('h2')].map((h) => h.textContent?.trim())).toContain('Browse by Category');
    const seen = [...document.querySelectorAll('[data-category-grid] a')].map((a) => ({
      href: a.getAttribute('href'),
      label: a.querySelector('h3')?.textContent,
      description: a.querySelector('p')?.textContent,
      cta: a.lastElementChild?.textContent,
      iconHidden: a.querySelector('svg')?.getAttribute('aria-hidden'),
    }));
    expect(seen).toHaveLength(12);
    expect(seen).toEqual(
      CATEGORIES.map((c) => ({
        href: `/charlotte/${c.value}`,
        label: c.label,
        description: categoryDescription(c.value),
        cta: 'View listings',
        iconHidden: 'true',
      })),
    );
  });

  it('points newcomers to the relocation guide and neighborhoods', async () => {
    const { document } = await htmlOf('/');
    const strip = [...document.querySelectorAll('section')].find((section) =>
      [...section.querySelectorAll('h1, h2, h3')].some((h) => h.textContent?.trim() === 'Moving to Charlotte?'),
    );
    expect(strip).toBeDefined();
    expect([...strip!.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/relocation-guide', '/neighborhoods']);
  });

  it('ships near-zero JavaScript and no React, shows the search button and the category grid, has no accessibility violations, and its hero search goes to /search with the trimmed, encoded text and the neighborhood unless All Charlotte', async () => {
    const page = await newPage(DESKTOP);
    const loading: Promise<{ url: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') loading.push(response.body().then((body) => ({ url: response.url(), bytes: body.length })));
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    // Every script's body is read before it is counted.
    const scripts = await Promise.all(loading);
    expect(scripts.some((s) => /react|client\./i.test(s.url))).toBe(false);
    // 12,000 until the header took its menu labels from the page's language (50 bytes); 12,100
    // until it took the language memory (about 300 bytes, an inline script of its own before,
    // which this count did not see).
    expect(scripts.reduce((sum, s) => sum + s.bytes, 0)).toBeLessThan(12_400);

    const button = page.getByRole('button', { name: 'Search Services' });
    expect(await button.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Browse by Category' }).isVisible()).toBe(true);
    expect(await page.locator('[data-category-grid] a').count()).toBe(12);
    await expectNoAxeViolations(page);

    const searches = await searchesOf(page);
    const cases = [
      { q: 'movers', neighborhood: 'south-end', expected: '/search?q=movers&neighborhood=south-end' },
      { q: 'moving truck', neighborhood: 'all', expected: '/search?q=moving%20truck' },
      { q: '   ', neighborhood: 'noda', expected: '/search?neighborhood=noda' },
      { q: '', neighborhood: 'all', expected: '/search' },
    ];
    for (const { q, neighborhood, expected } of cases) {
      await page.getByPlaceholder('Enter business name, service type...').fill(q);
      await page.getByLabel('Neighborhood', { exact: true }).selectOption(neighborhood);
      expect(await searches.after(() => button.click()), `q=${JSON.stringify(q)} neighborhood=${neighborhood}`).toBe(expected);
    }
    expect(searches.started).toEqual(cases.map((c) => c.expected));
  });
});

describe('not-found page', () => {
  it('answers unknown paths with HTTP 404 and a helpful page', async () => {
    const { status, document } = await htmlOf('/no-such-page');
    expect(status).toBe(404);
    expect([...document.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Page Not Found']);
    expect([...document.querySelectorAll('main a')].map((a) => a.getAttribute('href'))).toEqual(['/', '/categories', '/relocation-guide']);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelectorAll('body > header')).toHaveLength(1);
    expect(document.querySelectorAll('body > footer')).toHaveLength(1);
  });

  it('has no accessibility violations', async () => {
    const { page, status } = await open('/no-such-page');
    expect(status).toBe(404);
    await expectNoAxeViolations(page);
  });
});

describe('information pages', () => {
  it.each(INFO_PAGES)('$path has a heading, title, description and the support contact', async ({ path, heading }) => {
    const { status, document, link } = await htmlOf(path);
    expect(status).toBe(200);
    expect([...document.querySelectorAll('h1')].map((h) => h.textContent)).toEqual([heading]);
    expect(document.querySelector('title')?.textContent).toBe(`${heading} - ${SITE.name}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')?.length).toBeGreaterThan(40);
    expect(link(SITE.supportEmail).getAttribute('href')).toBe(`mailto:${SITE.supportEmail}`);
    expect(link(SITE.supportPhone).getAttribute('href')).toBe('tel:+17045550100');
  });

  it('says that the businesses are sample data', async () => {
    for (const path of ['/terms', '/contact', '/business-support']) {
      const { document } = await htmlOf(path);
      expect(document.querySelector('main')?.textContent, path).toContain('sample data');
    }
  });

  it('premium features explains the featured listing and links to the upgrade', async () => {
    const { document, link } = await htmlOf('/premium-features');
    const main = document.querySelector('main')?.textContent ?? '';
    expect(main).toContain('FEATURED');
    expect(main).toContain('test mode');
    expect(link('Upgrade to Premium').getAttribute('href')).toBe('/premium-upgrade');
  });

  it('have no accessibility violations', async () => {
    const { page } = await open('/privacy');
    await expectNoAxeViolations(page);
  });
});

describe('toasts', () => {
  it('shows one toast at a time with title and description in a polite live region; the labelled close button closes it, by pointer or by keyboard (F8 moves focus to the region, Tab reaches the button)', async () => {
    const { page } = await open('/privacy');
    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    expect(await region.count()).toBe(1);
    await showToast(page, { title: 'Review Submitted', description: 'Thank you for your review!' });
    const status = region.getByRole('status');
    expect(await status.getAttribute('aria-live')).toBe('polite');
    expect(await status.locator('p').allTextContents()).toEqual(['Review Submitted', 'Thank you for your review!']);
    expect(await toastBox(page).isVisible()).toBe(true);

    await showToast(page, { title: 'Saved', description: 'Replaces the first' });
    expect(await region.locator('[data-toast-title]').allTextContents()).toEqual(['Saved']);
    expect(await region.textContent()).not.toContain('Review Submitted');

    const close = page.getByRole('button', { name: 'Close notification' });
    await close.click();
    expect(await toastOpen(page)).toBe(false);
    expect(await close.isVisible()).toBe(false);
    expect(await region.textContent()).not.toContain('Saved');

    await showToast(page, { title: 'Keyboard' });
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Notifications (F8)');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close notification');
    await page.keyboard.press('Enter');
    expect(await toastOpen(page)).toBe(false);
  });

  it("toastWith (the tests' reader) finds a toast after it has closed itself, and the same words shown twice as two toasts", async () => {
    const { page } = await open('/privacy');
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await showToast(page, { title: 'Draft saved', description: 'Version 2.' });
    await page.clock.runFor(TOAST.durationMs + 100);
    expect(await toastOpen(page)).toBe(false);
    await showToast(page, { title: 'Draft saved', description: 'Version 3.' });
    await showToast(page, { title: 'Draft saved', description: 'Version 3.' });
    expect(await toastWith(page, 'Draft saved')).toBe('Draft savedVersion 2.');
    expect(await toastWith(page, 'Draft saved')).toBe('Draft savedVersion 3.');
    expect(await toastWith(page, 'Draft saved')).toBe('Draft savedVersion 3.');
    // Every toast shown has been read: the next wait fails, naming what the page did show.
    await expect(toastWith(page, 'Draft saved', { timeout: 500 })).rejects.toThrow(
      'No status toast "Draft saved" within 500 ms; the page showed status: Draft savedVersion 2. | status: Draft savedVersion 3. | status: Draft savedVersion 3.',
    );
  });

  it('shows destructive toasts in red with role="alert"', async () => {
    const { page } = await open('/privacy');
    await showToast(page, { title: 'Error', description: 'Failed to submit review. Please try again.', variant: 'destructive' });
    const alert = page.getByRole('alert');
    expect(await alert.locator('p').allTextContents()).toEqual(['Error', 'Failed to submit review. Please try again.']);
    expect(await page.getByRole('status').textContent()).toBe('');
    const background = await toastBox(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(185, 28, 28)');
    await expectNoAxeViolations(page);
  });

  it(`closes itself after ${TOAST.durationMs} ms, stays while hovered and closes after the pointer leaves, and is dismissed by a swipe right past ${TOAST.swipeThresholdPx} px, not by a shorter one`, async () => {
    const { page } = await open('/privacy');
    // The page's timers run on Playwright's clock, paused: the toast's time passes only when the test moves it.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await showToast(page, { title: 'Bye soon' });
    expect(await toastOpen(page)).toBe(true);
    await page.clock.runFor(TOAST.durationMs - 50);
    expect(await toastOpen(page)).toBe(true);
    await page.clock.runFor(100);
    expect(await toastOpen(page)).toBe(false);

    await showToast(page, { title: 'Hover me' });
    await toastBox(page).hover();
    await page.clock.runFor(TOAST.durationMs + 500);
    expect(await toastOpen(page)).toBe(true);
    await page.mouse.move(5, 5);
    // The countdown goes on from where it paused: no time had passed before the pointer came.
    await page.clock.runFor(TOAST.durationMs - 50);
    expect(await toastOpen(page)).toBe(true);
    await page.clock.runFor(100);
    expect(await toastOpen(page)).toBe(false);

    await showToast(page, { title: 'Swipe me' });
    const box = await toastBox(page).boundingBox();
    if (!box) throw new Error('toast not laid out');
    const y = box.y + box.height / 2;
    const x = box.x + 40;

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y, { steps: 5 });
    await page.mouse.up();
    expect(await toastOpen(page)).toBe(true);
    expect(await toastBox(page).evaluate((el) => (el as HTMLElement).style.transform)).toBe('');

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + TOAST.swipeThresholdPx + 30, y, { steps: 8 });
    await page.mouse.up();
    expect(await toastOpen(page)).toBe(false);
  });
});

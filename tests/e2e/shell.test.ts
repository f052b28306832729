import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, useBrowser } from '../support/browser';
import { expectNoAxeViolations } from '../support/axe';
import { CATEGORIES, FILTER_NEIGHBORHOODS, FOOTER_CATEGORY_COUNT, SITE, TOAST } from '../../src/domain/catalog';

/**
 * The site shell every page uses: header (nav, active state, search, mobile menu), footer,
 * home page, not-found page, the information pages and the toast region.
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

async function open(path: string, options = DESKTOP) {
  const page = await newPage(options);
  const response = await page.goto(path);
  return { page, status: response?.status() };
}

/** Runs `submit` and answers the path and query of the /search page it led to. */
async function pathAfterSubmit(page: Page, submit: () => Promise<void>) {
  await Promise.all([page.waitForURL((url) => url.pathname === '/search', { timeout: 10_000 }), submit()]);
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Counts main-frame navigations from now on. */
function countNavigations(page: Page) {
  let count = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) count += 1;
  });
  return () => count;
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
  it('has the brand link, the three nav links and Add Business', async () => {
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
    const { page } = await open('/');
    expect(await page.locator('header [aria-current="page"]').count()).toBe(0);
  });

  it('search does nothing for empty or blank text', async () => {
    const { page } = await open('/privacy');
    const navigations = countNavigations(page);
    const search = page.getByPlaceholder('Search services...').first();
    expect(await search.isVisible()).toBe(true);
    expect(await page.getByRole('searchbox', { name: 'Search services' }).first().isVisible()).toBe(true);
    await search.press('Enter');
    await search.fill('   ');
    await search.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/privacy');
    // Keys are handled in order: had a blank search navigated, it would come before this one.
    await search.fill('movers');
    expect(await pathAfterSubmit(page, () => search.press('Enter'))).toBe('/search?q=movers');
    expect(navigations()).toBe(1);
  });

  it('search goes to /search?q={text}, trimmed and URL-encoded', async () => {
    const { page } = await open('/privacy');
    const search = page.getByPlaceholder('Search services...').first();
    await search.fill('movers');
    expect(await pathAfterSubmit(page, () => search.press('Enter'))).toBe('/search?q=movers');

    await page.goto('/terms');
    const again = page.getByPlaceholder('Search services...').first();
    await again.fill('  pet & vet care ');
    expect(await pathAfterSubmit(page, () => again.press('Enter'))).toBe('/search?q=pet%20%26%20vet%20care');
  });
});

describe('mobile menu (390 px wide)', () => {
  it('opens and closes, holding the search, the nav links and Add Business', async () => {
    const { page } = await open('/privacy', MOBILE);
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
  });

  it('searches from the menu', async () => {
    const { page } = await open('/privacy', MOBILE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const search = page.locator('#mobile-menu').getByPlaceholder('Search services...');
    const navigations = countNavigations(page);
    await search.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/privacy');
    // Keys are handled in order: had the empty search navigated, it would come before this one.
    await search.fill('cleaning');
    expect(await pathAfterSubmit(page, () => search.press('Enter'))).toBe('/search?q=cleaning');
    expect(navigations()).toBe(1);
  });

  it('has no accessibility violations with the menu open', async () => {
    const { page } = await open('/', MOBILE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.waitFor({ state: 'visible' });
    // Checked once its opening transition has finished, as a reader sees it.
    await menu.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    await expectNoAxeViolations(page);
  });
});

describe('footer', () => {
  it('lists the first 5 categories, the business links, the legal links and the copyright line', async () => {
    const { page } = await open('/');
    const footer = page.locator('body > footer');
    const popular = footer.getByRole('navigation', { name: 'Popular Categories' }).getByRole('link');
    expect(await popular.count()).toBe(FOOTER_CATEGORY_COUNT);
    for (const [i, category] of CATEGORIES.slice(0, FOOTER_CATEGORY_COUNT).entries()) {
      expect(await popular.nth(i).textContent()).toBe(category.label);
      expect(await popular.nth(i).getAttribute('href')).toBe(`/charlotte/${category.value}`);
    }
    const business = footer.getByRole('navigation', { name: 'For Businesses' }).getByRole('link');
    const businessLinks = await business.evaluateAll((links) => links.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    expect(businessLinks).toEqual([
      ['Add Your Business', '/claim-business#add'],
      ['Claim Listing', '/claim-business#find'],
      ['Premium Features', '/premium-features'],
      ['Business Support', '/business-support'],
      ['Advertising', '/advertising'],
    ]);
    const legal = footer.getByRole('navigation', { name: 'Legal' }).getByRole('link');
    const legalLinks = await legal.evaluateAll((links) => links.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    expect(legalLinks).toEqual([
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Contact Us', '/contact'],
    ]);
    expect(await footer.textContent()).toContain('© 2025 Charlotte Directory. All rights reserved.');
  });

  it('has no link that leads nowhere: every header and footer href answers below 400', async () => {
    const { page } = await open('/');
    const hrefs = await page.locator('body > header a[href], body > footer a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const unique = [...new Set(hrefs)];
    expect(unique.every((href) => href.startsWith('/'))).toBe(true);
    const statuses = await Promise.all(unique.map(async (href) => [href, (await fetch(`${baseURL()}${href}`)).status] as const));
    expect(statuses.filter(([, status]) => status >= 400)).toEqual([]);
  });
});

describe('home page', () => {
  it('shows the hero with a labelled search and neighborhood dropdown defaulting to All Charlotte', async () => {
    const { page, status } = await open('/');
    expect(status).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Find Your Essential Charlotte Services');
    expect(await page.locator('main').textContent()).toContain('complete directory of trusted relocation services');
    const text = page.getByPlaceholder('Enter business name, service type...');
    expect(await text.getAttribute('id')).toBeTruthy();
    expect(await page.getByLabel('What do you need?').getAttribute('placeholder')).toBe('Enter business name, service type...');
    const select = page.getByLabel('Neighborhood', { exact: true });
    expect(await select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe('All Charlotte');
    const options = await select.locator('option').allTextContents();
    expect(options).toEqual(['All Charlotte', ...FILTER_NEIGHBORHOODS.map((n) => n.label)]);
    expect(await page.getByRole('button', { name: 'Search Services' }).isVisible()).toBe(true);
    expect(await page.title()).toContain(SITE.name);
  });

  it.each([
    { q: 'movers', neighborhood: 'south-end', expected: '/search?q=movers&neighborhood=south-end' },
    { q: 'moving truck', neighborhood: 'all', expected: '/search?q=moving%20truck' },
    { q: '   ', neighborhood: 'noda', expected: '/search?neighborhood=noda' },
    { q: '', neighborhood: 'all', expected: '/search' },
  ])('hero search with q=$q and neighborhood=$neighborhood goes to $expected', async ({ q, neighborhood, expected }) => {
    const { page } = await open('/');
    await page.getByPlaceholder('Enter business name, service type...').fill(q);
    await page.getByLabel('Neighborhood', { exact: true }).selectOption(neighborhood);
    const button = page.getByRole('button', { name: 'Search Services' });
    expect(await pathAfterSubmit(page, () => button.click())).toBe(expected);
  });

  it('shows the Browse by Category grid: 12 linked cards with icon, label, description and View listings', async () => {
    const { page } = await open('/');
    expect(await page.getByRole('heading', { name: 'Browse by Category' }).isVisible()).toBe(true);
    const cards = page.locator('[data-category-grid] a');
    expect(await cards.count()).toBe(12);
    const seen = await cards.evaluateAll((links) =>
      links.map((a) => ({
        href: a.getAttribute('href'),
        label: a.querySelector('h3')?.textContent,
        description: a.querySelector('p')?.textContent,
        cta: a.lastElementChild?.textContent,
        iconHidden: a.querySelector('svg')?.getAttribute('aria-hidden'),
      })),
    );
    expect(seen).toEqual(
      CATEGORIES.map((c) => ({
        href: `/charlotte/${c.value}`,
        label: c.label,
        description: c.description,
        cta: 'View listings',
        iconHidden: 'true',
      })),
    );
  });

  it('points newcomers to the relocation guide and neighborhoods', async () => {
    const { page } = await open('/');
    const strip = page.locator('section', { has: page.getByRole('heading', { name: 'Moving to Charlotte?' }) });
    const hrefs = await strip.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/relocation-guide', '/neighborhoods']);
  });

  it('ships near-zero JavaScript and no React', async () => {
    const page = await newPage(DESKTOP);
    const scripts: { url: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), bytes: (await response.body()).length });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(scripts.some((s) => /react|client\./i.test(s.url))).toBe(false);
    expect(scripts.reduce((sum, s) => sum + s.bytes, 0)).toBeLessThan(12_000);
  });

  it('has no accessibility violations', async () => {
    const { page } = await open('/');
    await expectNoAxeViolations(page);
  });
});

describe('not-found page', () => {
  it('answers unknown paths with HTTP 404 and a helpful page', async () => {
    expect((await fetch(`${baseURL()}/no-such-page`)).status).toBe(404);
    const { page, status } = await open('/no-such-page');
    expect(status).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
    const hrefs = await page.locator('main a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/categories', '/relocation-guide']);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('body > header').count()).toBe(1);
    expect(await page.locator('body > footer').count()).toBe(1);
  });

  it('has no accessibility violations', async () => {
    const { page } = await open('/no-such-page');
    await expectNoAxeViolations(page);
  });
});

describe('information pages', () => {
  it.each(INFO_PAGES)('$path has a heading, title, description and the support contact', async ({ path, heading }) => {
    const { page, status } = await open(path);
    expect(status).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    expect(await page.title()).toBe(`${heading} - ${SITE.name}`);
    expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(40);
    const email = page.getByRole('link', { name: SITE.supportEmail });
    expect(await email.getAttribute('href')).toBe(`mailto:${SITE.supportEmail}`);
    expect(await page.getByRole('link', { name: SITE.supportPhone }).getAttribute('href')).toBe('tel:+17045550100');
  });

  it('says that the businesses are sample data', async () => {
    for (const path of ['/terms', '/contact', '/business-support']) {
      const { page } = await open(path);
      expect(await page.locator('main').textContent(), path).toContain('sample data');
    }
  });

  it('premium features explains the featured listing and links to the upgrade', async () => {
    const { page } = await open('/premium-features');
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).toContain('FEATURED');
    expect(main).toContain('test mode');
    expect(await page.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/premium-upgrade');
  });

  it('have no accessibility violations', async () => {
    const { page } = await open('/privacy');
    await expectNoAxeViolations(page);
  });
});

describe('toasts', () => {
  it('shows one toast at a time with title and description in a polite live region', async () => {
    const { page } = await open('/privacy');
    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    expect(await region.count()).toBe(1);
    await showToast(page, { title: 'Review Submitted', description: 'Thank you for your review!' });
    const status = region.getByRole('status');
    expect(await status.getAttribute('aria-live')).toBe('polite');
    expect(await status.locator('p').allTextContents()).toEqual(['Review Submitted', 'Thank you for your review!']);
    expect(await toastBox(page).isVisible()).toBe(true);

    await showToast(page, { title: 'Second', description: 'Replaces the first' });
    expect(await region.locator('[data-toast-title]').allTextContents()).toEqual(['Second']);
    expect(await region.textContent()).not.toContain('Review Submitted');
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

  it('closes with the labelled close button', async () => {
    const { page } = await open('/privacy');
    await showToast(page, { title: 'Saved' });
    const close = page.getByRole('button', { name: 'Close notification' });
    await close.click();
    expect(await toastOpen(page)).toBe(false);
    expect(await close.isVisible()).toBe(false);
    expect(await page.getByRole('region', { name: 'Notifications (F8)' }).textContent()).not.toContain('Saved');
  });

  it(`closes itself after ${TOAST.durationMs} ms`, async () => {
    const { page } = await open('/privacy');
    await page.waitForFunction(() => customElements.get('cd-toaster') !== undefined);
    const elapsed = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const toaster = document.querySelector('cd-toaster') as unknown as HTMLElement & { show(t: unknown): void };
          const box = toaster.querySelector('[data-toast]')!;
          const start = performance.now();
          toaster.show({ title: 'Bye soon' });
          new MutationObserver((_, observer) => {
            if (!box.hasAttribute('data-open')) {
              observer.disconnect();
              resolve(performance.now() - start);
            }
          }).observe(box, { attributes: true });
        }),
    );
    expect(elapsed).toBeGreaterThanOrEqual(TOAST.durationMs - 50);
    expect(elapsed).toBeLessThan(TOAST.durationMs + 1000);
  });

  it('stays while hovered and closes after the pointer leaves', async () => {
    const { page } = await open('/privacy');
    // The page's timers run on Playwright's clock: the toast's time passes without waiting for it.
    await page.clock.install();
    await showToast(page, { title: 'Hover me' });
    await toastBox(page).hover();
    await page.clock.runFor(TOAST.durationMs + 500);
    expect(await toastOpen(page)).toBe(true);
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => !document.querySelector('cd-toaster [data-toast]')?.hasAttribute('data-open'), null, {
      timeout: TOAST.durationMs + 2000,
    });
  });

  it(`is dismissed by a swipe right past ${TOAST.swipeThresholdPx} px, not by a shorter one`, async () => {
    const { page } = await open('/privacy');
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

  it('F8 moves focus to the notifications region; Tab reaches the close button', async () => {
    const { page } = await open('/privacy');
    await showToast(page, { title: 'Keyboard' });
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Notifications (F8)');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close notification');
    await page.keyboard.press('Enter');
    expect(await toastOpen(page)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, useBrowser } from '../support/browser';
import { expectNoAxeViolations } from '../support/axe';

/**
 * The Spanish pages in a browser: Spanish words run longer, so the header keeps one line at
 * 390 and 1280 px in both languages; the language switch goes to the same page and is
 * remembered without redirecting anyone; axe finds nothing on the Spanish pages.
 */
const { newPage } = useBrowser();
/** Phone and desktop, where nothing in the header may wrap, and a tablet, where it must at least fit. */
const WIDTHS = [390, 1024, 1280];
const NO_WRAP = new Set([390, 1280]);
const PAGES = ['/', '/es', '/relocation-guide', '/es/relocation-guide', '/es/search', '/es/charlotte/listing/blue-line-movers'];

/** Visible header controls whose text runs onto a second line or overflows its box. */
async function wrappedHeaderControls(page: Page): Promise<string[]> {
  return page.$$eval('header > div:first-child a, header > div:first-child button', (elements) =>
    elements
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .filter((el) => {
        const lineHeight = parseFloat(getComputedStyle(el).fontSize) * 1.2;
        const tops: number[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          // Text of a visually hidden label (sr-only: a 1 px box) is not on screen.
          if (!node.textContent?.trim() || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
        }
        const lines = tops.sort((x, y) => x - y).filter((top, i, all) => i === 0 || top - (all[i - 1] ?? top) > lineHeight * 0.75).length;
        return lines > 1 || el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => el.textContent?.trim() ?? ''),
  );
}

describe('the header in both languages', () => {
  for (const width of WIDTHS) {
    it(`keeps one row${NO_WRAP.has(width) ? ' and unwrapped controls' : ''} at ${width} px on English and Spanish pages`, async () => {
      const page = await newPage({ viewport: { width, height: 900 } });
      for (const path of PAGES) {
        await page.goto(path);
        const row = await page.locator('header > div').first().boundingBox();
        expect(row?.height, path).toBe(64);
        if (NO_WRAP.has(width)) expect(await wrappedHeaderControls(page), path).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), path).toBe(true);
      }
    });
  }
});

/** Buttons, cards and tables whose content overflows their box (text cut off or spilling out). */
async function overflowingBoxes(page: Page): Promise<string[]> {
  return page.$$eval('main .btn-primary, main .btn-secondary, main [data-testid="result-card"], main table, main select, main label', (elements) =>
    elements
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.trim().slice(0, 40) ?? ''}`),
  );
}

describe('the Spanish listing, business and neighborhood pages keep their layout', () => {
  for (const width of [390, 1280]) {
    it(`at ${width} px: nothing runs past the page or out of its button, card or table`, async () => {
      const page = await newPage({ viewport: { width, height: 900 } });
      for (const path of [
        '/es/search',
        '/es/charlotte/movers-packers',
        '/es/charlotte/listing/blue-line-movers',
        '/es/neighborhoods',
        '/es/neighborhoods/guides/families',
        '/es/neighborhoods/guides/affordable',
      ]) {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), path).toBe(true);
        expect(await overflowingBoxes(page), path).toEqual([]);
      }
    });
  }
});

describe('the Spanish forms keep their layout', () => {
  /** Three movers that take quote requests (the seed has them), for the request form. */
  const movers = async (): Promise<string> => {
    const response = await fetch(new URL('/api/businesses?category=movers-packers&limit=20', baseURL()));
    const { businesses } = (await response.json()) as { businesses: Array<{ id: number; quoteReachable?: boolean }> };
    return businesses
      .filter((b) => b.quoteReachable)
      .slice(0, 3)
      .map((b) => b.id)
      .join(',');
  };
  for (const width of [390, 1280]) {
    it(`at ${width} px: the quote form, the claim page, alerts and the e-mail confirmation: nothing runs past the page or out of a button, field or label`, async () => {
      const page = await newPage({ viewport: { width, height: 900 } });
      await page.goto(`/es/quotes/new?category=movers-packers&ids=${await movers()}`);
      await page.locator('[data-quote-form]').waitFor();
      expect(await page.getByRole('button', { name: 'Enviar la solicitud a 3 negocios' }).isVisible()).toBe(true);
      for (const path of [null, '/es/claim-business', '/es/alerts', '/es/verify-email#link-expired']) {
        if (path) await page.goto(path);
        const where = path ?? '/es/quotes/new';
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), where).toBe(true);
        expect(await overflowingBoxes(page), where).toEqual([]);
      }
    });
  }
});

describe('the language switch', () => {
  it('goes to the same page in the other language and offers, never forces, the remembered language', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/relocation-guide');
    await expect(page.locator('[data-lang-suggestion]').isVisible()).resolves.toBe(false);
    await page.getByRole('link', { name: 'Español', exact: true }).click();
    await page.waitForURL('**/es/relocation-guide');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Guía de mudanza a Charlotte');

    // Back on an English page: still English (no redirect), with a one-line link to Spanish.
    await page.goto('/relocation-guide');
    expect(new URL(page.url()).pathname).toBe('/relocation-guide');
    const suggestion = page.locator('[data-lang-suggestion]');
    expect(await suggestion.isVisible()).toBe(true);
    expect(await suggestion.getByRole('link').getAttribute('href')).toBe('/es/relocation-guide');

    // A listing page remembers the choice too (the header's script: no script of its own).
    await page.goto('/es/charlotte/movers-packers');
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/charlotte/movers-packers');
    expect(await page.locator('[data-lang-suggestion]').isVisible()).toBe(false);
    await page.goto('/es/search');
    expect(new URL(page.url()).pathname).toBe('/es/search');
    expect(await page.locator('[data-lang-suggestion]').isVisible()).toBe(true);
    expect(await page.locator('[data-lang-suggestion]').getByRole('link').getAttribute('href')).toBe('/search');
    await page.goto('/search');
    await page.getByRole('link', { name: 'Español', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/es/search');
    await page.goto('/search?q=mudanza');
    expect(new URL(page.url()).pathname).toBe('/search');
    expect(await page.locator('[data-lang-suggestion]').isVisible()).toBe(true);
    expect(await page.locator('[data-lang-suggestion]').getByRole('link').getAttribute('href')).toBe('/es/search?q=mudanza');

    // Choosing English again removes it.
    await page.goto('/es');
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.locator('[data-lang-suggestion]').isVisible()).toBe(false);
  });
});

describe('the Spanish map view', () => {
  it('speaks Spanish: legend, help, the map region and its buttons', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/es/charlotte/movers-packers');
    await page.locator('[data-hydrated]').waitFor();
    await page.getByRole('button', { name: 'Mapa', exact: true }).click();
    await page.getByRole('region', { name: 'Mapa de resultados' }).waitFor();
    expect(await page.locator('#map-legend-title').textContent()).toBe('Leyenda del mapa');
    expect(await page.getByTestId('place-at-centre').textContent()).toBe('Usar el centro del mapa (+) como mi lugar');
    expect(new URL(page.url()).pathname).toBe('/es/charlotte/movers-packers');
  });
});

describe('the shortlist in Spanish', () => {
  it('a business saved on its Spanish page is on /es/shortlist, in Spanish and linking to Spanish pages', async () => {
    const page = await newPage({ viewport: { width: 390, height: 900 } });
    await page.goto('/es/charlotte/listing/blue-line-movers');
    await page.getByRole('button', { name: 'Guardar Blue Line Movers en su lista' }).click();
    // Saved once the button shows it (the store loads on the first click): only then leave the page.
    await expect.poll(() => page.locator('cd-save[slug="blue-line-movers"] button').first().getAttribute('aria-pressed')).toBe('true');
    await page.goto('/es/shortlist');
    await page.waitForURL((url) => url.pathname === '/es/shortlist' && url.searchParams.get('b') === 'blue-line-movers');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Mi lista');
    expect(await page.getByRole('link', { name: 'Blue Line Movers' }).getAttribute('href')).toBe('/es/charlotte/listing/blue-line-movers');
    await page.getByRole('button', { name: 'Vaciar' }).click();
    await page.getByRole('button', { name: 'Sí, vaciar mi lista' }).click();
    await page.waitForURL((url) => url.pathname === '/es/shortlist' && !url.search);
    expect(await page.locator('[data-nothing]').textContent()).toContain('Todavía no ha guardado nada');
  });
});

describe('accessibility of the Spanish pages (axe, WCAG 2.2 AA)', () => {
  it.each([
    '/es',
    '/es/relocation-guide',
    '/es/guide/charlotte-overview',
    '/es/guide/getting-settled',
    '/es/guide/cost-of-living',
    '/es/privacy',
    '/es/search',
    '/es/charlotte/movers-packers',
    '/es/charlotte/listing/blue-line-movers',
    '/es/shortlist',
    '/es/neighborhoods',
    '/es/neighborhoods/dilworth',
    '/es/neighborhoods/compare?n=dilworth&n=noda',
    '/es/neighborhoods/guides/families',
    '/es/neighborhoods/methodology',
    '/es/claim-business',
    '/es/alerts',
    '/es/quotes/new',
    '/es/owner',
  ])('%s has no violations', async (path) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
});

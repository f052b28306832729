/**
 * The pages' dead ends paint with the page: `/quotes/new` without a category that takes quote
 * requests and `/alerts` opened without a link say so in the page's HTML (the island's
 * fallback), shown or hidden by the URL before the first paint, not after the island's
 * JavaScript has run (their largest element, docs/performance.md). Seen here with the islands'
 * JavaScript blocked: what the page shows then is what it paints first.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enAlerts } from '../../src/i18n/en-alerts';
import { enQuotes } from '../../src/i18n/en-quotes';
import { esAlerts } from '../../src/i18n/es-alerts';
import { esQuotes } from '../../src/i18n/es-quotes';
import { islandsHydrated, useBrowser } from '../support/browser';

const browser = useBrowser();

/** A page whose islands never load. */
async function withoutIslands(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.route(/\/_astro\/[^/]+\.js(\?.*)?$/, (route) => route.abort());
  return page;
}

const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).isVisible();

describe('dead ends painted with the page', () => {
  it.each([
    ['', enQuotes.form.notQuoteCategory],
    ['/es', esQuotes.form.notQuoteCategory],
  ])('%s/quotes/new says which categories take quote requests unless the URL names one', async (prefix, deadEnd) => {
    const page = await withoutIslands();
    for (const query of ['', '?category=restaurants&ids=3']) {
      await page.goto(`${prefix}/quotes/new${query}`);
      expect(await visible(page, deadEnd), query).toBe(true);
    }
    await page.goto(`${prefix}/quotes/new?category=movers-packers&ids=3`);
    expect(await visible(page, deadEnd)).toBe(false);
  });

  it.each([
    ['', enAlerts.none],
    ['/es', esAlerts.none],
  ])('%s/alerts says how to get there unless a link brought the visitor', async (prefix, none) => {
    const page = await withoutIslands();
    await page.goto(`${prefix}/alerts`);
    expect(await visible(page, none)).toBe(true);
    await page.goto(`${prefix}/alerts#manage=am1.x.y`);
    await page.reload();
    expect(await visible(page, none)).toBe(false);
  });

  it('once the islands run, each dead end is said once', async () => {
    const page = await browser.newPage();
    await page.goto('/quotes/new');
    await islandsHydrated(page);
    await expect.poll(() => page.getByText(enQuotes.form.notQuoteCategory, { exact: true }).count()).toBe(1);
    await page.goto('/es/alerts');
    await islandsHydrated(page);
    await expect.poll(() => page.getByText(esAlerts.none, { exact: true }).count()).toBe(1);
  });
});

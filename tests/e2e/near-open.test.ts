/**
 * The search filters in Chromium, on one page of /search: setting and clearing "my place" (neighborhood
 * by mouse, ZIP code and street address by keyboard), distances on cards, nearest first,
 * within N miles, the open at filter by keyboard and open now, and axe with a place set and
 * with open at chosen. The business page's open badge and today's hours are read from the
 * server's HTML, without a browser. On a site of its own with the server's clock set
 * (tests/support/site.ts): open now is counted at known instants, across Charlotte's day
 * boundary, with the seed's hours. A ZIP code outside the area refused, the geocoder's "no
 * match" shown and the place remembered by the browser are in tests/components/my-place.test.tsx;
 * the API's answers for each filter in tests/integration/api-near-open.test.ts and api-places.test.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PLACE_STORAGE_KEY } from '../../src/domain/geo';
import type { BusinessSearchResult } from '../../src/domain/types';
import { expectNoAxeViolations } from '../support/axe';
import { baseURL, searchHydrated, useBrowser } from '../support/browser';
import { E2E_KNOWN_ADDRESS } from '../support/fake-census';
import { parseHtml } from '../support/html';
import { SEED } from '../support/seed';
import { useOwnSite } from '../support/site';

/** Tuesday 24 November 2026, 10:00 in Charlotte (EST). */
const TUESDAY_10AM = '2026-11-24T10:00:00-05:00';
/** Monday 23 November 2026, 22:30 in Charlotte: already Tuesday in UTC. */
const MONDAY_1030PM = '2026-11-24T03:30:00Z';

const site = useOwnSite({ clock: TUESDAY_10AM });
const browser = useBrowser();
const url = (path: string) => new URL(path, baseURL()).href;

async function api(query: string): Promise<BusinessSearchResult> {
  const response = await fetch(url(`/api/businesses${query}`));
  expect(response.status, query).toBe(200);
  return (await response.json()) as BusinessSearchResult;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await searchHydrated(page);
}

const countText = (total: number) => (total === 1 ? '1 business found' : `${total} businesses found`);
const query = (page: Page) => new URL(page.url()).searchParams;

async function distancesShown(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('distance').allTextContents();
  return texts.map((text) => Number(/([\d.]+) mi away/.exec(text)?.[1]));
}

async function waitForCount(page: Page, total: number) {
  await expect.poll(() => page.getByTestId('result-count').textContent(), { timeout: 10_000 }).toBe(countText(total));
}

describe('my place and the hours filters', () => {
  it(
    "sets my place by mouse (nearest first, within 3 miles) and clears it in one action, by ZIP code and by street address from the keyboard; then filters open at Saturday 10 AM by keyboard and open now by the server's clock",
    { timeout: 120_000 },
    async () => {
      site.setClock(TUESDAY_10AM);
      const page = await browser.newPage();
      await open(page, '/search?category=movers-packers');
      const place = page.getByTestId('my-place');

      // A neighborhood, by mouse.
      await place.getByLabel('Area of town').selectOption('noda');
      await place.getByRole('button', { name: 'Set my place' }).click();
      await expect.poll(() => query(page).get('near')).toBe('noda');
      expect(query(page).get('sort')).toBe('distance');
      const expected = await api('?category=movers-packers&near=noda&sortBy=distance');
      await waitForCount(page, expected.total);
      await expect.poll(() => page.getByTestId('my-place-label').textContent()).toBe('Distances from NoDa');
      const shown = await distancesShown(page);
      expect(shown.length).toBeGreaterThan(3);
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
      expect(shown[0]).toBeCloseTo(expected.businesses[0]!.distanceMiles!, 1);
      expect(await page.getByLabel('Sort by').inputValue()).toBe('distance');

      await place.getByLabel('Within').selectOption('3');
      await expect.poll(() => query(page).get('radius')).toBe('3');
      const within = await api('?category=movers-packers&near=noda&radius=3&sortBy=distance');
      await waitForCount(page, within.total);
      for (const miles of await distancesShown(page)) expect(miles).toBeLessThanOrEqual(3);
      expect(await page.evaluate((key) => window.localStorage.getItem(key), PLACE_STORAGE_KEY)).not.toBeNull();

      await page.getByRole('button', { name: 'Clear my place' }).click();
      await expect.poll(() => query(page).get('near')).toBeNull();
      expect(query(page).get('radius')).toBeNull();
      expect(query(page).get('sort')).toBeNull();
      await expect.poll(() => page.getByTestId('distance').count()).toBe(0);
      expect(await page.evaluate((key) => window.localStorage.getItem(key), PLACE_STORAGE_KEY)).toBeNull();

      // A ZIP code, from the keyboard.
      const zip = place.getByLabel('or ZIP code');
      await zip.focus();
      await page.keyboard.type('28205');
      await page.keyboard.press('Enter');
      await expect.poll(() => query(page).get('near')).toBe('28205');
      await expect.poll(() => page.getByTestId('my-place-label').textContent()).toBe('Distances from ZIP 28205');
      await expect.poll(() => page.getByTestId('distance').count()).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Clear my place' }).click();
      await expect.poll(() => query(page).get('near')).toBeNull();

      // A street address, through the geocoder, named as it matched it.
      const address = place.getByLabel('or street address');
      await address.fill(E2E_KNOWN_ADDRESS.address);
      await address.press('Enter');
      await expect.poll(() => query(page).get('near')).toBe('35.21964,-80.83832');
      await expect.poll(() => page.getByTestId('my-place-label').textContent()).toBe(`Distances from ${E2E_KNOWN_ADDRESS.matchedAddress}`);
      const fromAddress = await api('?category=movers-packers&near=35.21964,-80.83832&sortBy=distance');
      await waitForCount(page, fromAddress.total);
      const fromAddressShown = await distancesShown(page);
      expect(fromAddressShown).toEqual([...fromAddressShown].sort((a, b) => a - b));
      expect(fromAddressShown[0]).toBeCloseTo(fromAddress.businesses[0]!.distanceMiles!, 1);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Clear my place' }).click();
      await expect.poll(() => query(page).get('near')).toBeNull();

      // Open at Saturday 10:00 AM, by keyboard.
      await page.getByLabel('Hours').selectOption('at');
      await page.locator('#filter-open-day').selectOption('sat');
      await page.locator('#filter-open-time').focus();
      await page.keyboard.type('1000AM');
      await page.locator('#filter-open-time').press('Enter');
      await expect.poll(() => query(page).get('open')).toBe('sat-10:00');
      expect((await api('?category=movers-packers&open=sat-10:00')).total).toBe(SEED.moversOpenSaturday10am);
      await waitForCount(page, SEED.moversOpenSaturday10am);
      await expectNoAxeViolations(page);

      // Open now in every category, on Tuesday at 10 AM.
      await page.locator('#filter-category').selectOption('all');
      await page.getByLabel('Hours').selectOption('now');
      await page.getByRole('button', { name: 'Apply Filters' }).click();
      await expect.poll(() => query(page).get('open')).toBe('now');
      expect(query(page).get('category')).toBeNull();
      await waitForCount(page, SEED.openTuesday10am);

      // Late on Monday only the round-the-clock businesses are open (a query not asked before: answers are cached for a while).
      site.setClock(MONDAY_1030PM);
      await page.locator('#filter-category').selectOption('pet-services');
      await page.getByRole('button', { name: 'Apply Filters' }).click();
      await expect.poll(() => query(page).get('category')).toBe('pet-services');
      expect(query(page).get('open')).toBe('now');
      await waitForCount(page, SEED.openMonday1030pmPetServices);
    },
  );
});

describe('the business page', () => {
  it("says whether the business is open now and marks today's hours, in Charlotte's time zone", async () => {
    // Blue Line Movers: Monday to Saturday 8:00 AM - 6:00 PM, closed on Sunday (supabase/seed.sql).
    const path = '/charlotte/listing/blue-line-movers';
    // What the page shows without JavaScript, read from the server's HTML.
    const openState = async (address: string) => {
      const document = parseHtml(await (await fetch(url(address))).text());
      return {
        badge: document.querySelector('[data-open-state]')?.textContent?.trim(),
        today: document.querySelector('[data-today="true"]')?.getAttribute('data-day'),
      };
    };
    site.setClock(MONDAY_1030PM);
    expect(await openState(path)).toEqual({ badge: 'Closed now · opens Tuesday 8:00 AM', today: 'Monday' });
    // The server reuses a rendered page for up to 10 s (src/middleware.ts): the next instant is read at a new address.
    site.setClock(TUESDAY_10AM);
    expect(await openState(`${path}?on=tuesday`)).toEqual({ badge: 'Open now · closes 6:00 PM', today: 'Tuesday' });
  });
});

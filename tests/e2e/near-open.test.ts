/**
 * Issue 11 in Chromium: setting and clearing "my place" (neighborhood by mouse, ZIP code by
 * keyboard), distances on cards, nearest first, within N miles, the place remembered by the
 * browser, the open now / open at filters, the business page's open badge and today's
 * hours, and axe. On a site of its own with the server's clock set (tests/support/site.ts):
 * open now is counted at known instants, across Charlotte's day boundary, with the seed's hours.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADDRESS_NO_MATCH } from '../../src/domain/address-place';
import { PLACE_STORAGE_KEY } from '../../src/domain/geo';
import type { BusinessSearchResult } from '../../src/domain/types';
import { expectNoAxeViolations } from '../support/axe';
import { baseURL, useBrowser } from '../support/browser';
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
  await page.waitForSelector('[data-hydrated]', { state: 'attached' });
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

describe('my place', () => {
  it('sets a neighborhood by mouse, sorts nearest first, filters within 3 miles, is remembered and clears in one action', async () => {
    const page = await browser.newPage();
    await open(page, '/search?category=movers-packers');
    const place = page.getByTestId('my-place');
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

    // The next visit without a place in the URL gets it back from this browser.
    await open(page, '/search?category=movers-packers');
    await expect.poll(() => query(page).get('near')).toBe('noda');
    expect(query(page).get('radius')).toBe('3');
    await waitForCount(page, within.total);

    await page.getByRole('button', { name: 'Clear my place' }).click();
    await expect.poll(() => query(page).get('near')).toBeNull();
    expect(query(page).get('radius')).toBeNull();
    expect(query(page).get('sort')).toBeNull();
    await expect.poll(() => page.getByTestId('distance').count()).toBe(0);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), PLACE_STORAGE_KEY)).toBeNull();
  });

  it('sets a ZIP code from the keyboard and refuses one outside the area', async () => {
    const page = await browser.newPage();
    await open(page, '/search');
    const zip = page.getByTestId('my-place').getByLabel('or ZIP code');
    await zip.focus();
    await page.keyboard.type('90210');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('ZIP code 90210 is not in the Charlotte area.');
    await zip.fill('');
    await zip.focus();
    await page.keyboard.type('28205');
    await page.keyboard.press('Enter');
    await expect.poll(() => query(page).get('near')).toBe('28205');
    await expect.poll(() => page.getByTestId('my-place-label').textContent()).toBe('Distances from ZIP 28205');
    await expect.poll(() => page.getByTestId('distance').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });
  it('sets a typed street address through the geocoder and names it; an unknown address says so', async () => {
    const page = await browser.newPage();
    await open(page, '/search?category=movers-packers');
    const place = page.getByTestId('my-place');
    const address = place.getByLabel('or street address');
    await address.fill('1 Nowhere Lane, Springfield');
    await place.getByRole('button', { name: 'Set my place' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(ADDRESS_NO_MATCH);
    expect(await address.inputValue()).toBe('1 Nowhere Lane, Springfield');

    await address.fill(E2E_KNOWN_ADDRESS.address);
    await address.press('Enter');
    await expect.poll(() => query(page).get('near')).toBe('35.21964,-80.83832');
    await expect.poll(() => page.getByTestId('my-place-label').textContent()).toBe(`Distances from ${E2E_KNOWN_ADDRESS.matchedAddress}`);
    const expected = await api('?category=movers-packers&near=35.21964,-80.83832&sortBy=distance');
    await waitForCount(page, expected.total);
    const shown = await distancesShown(page);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(shown[0]).toBeCloseTo(expected.businesses[0]!.distanceMiles!, 1);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Clear my place' }).click();
    await expect.poll(() => query(page).get('near')).toBeNull();
  });
});

describe('open now and open at', () => {
  it("filters to businesses open now, by the server's clock: on Tuesday at 10 AM, then late on Monday in Charlotte (Tuesday in UTC)", async () => {
    site.setClock(TUESDAY_10AM);
    const page = await browser.newPage();
    await open(page, '/search');
    await page.getByLabel('Hours').selectOption('now');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => query(page).get('open')).toBe('now');
    await waitForCount(page, SEED.openTuesday10am);

    // Late on Monday only the round-the-clock businesses are open (a new address: pages and answers are cached for a while).
    site.setClock(MONDAY_1030PM);
    await open(page, '/search?open=now&category=pet-services');
    await waitForCount(page, SEED.openMonday1030pmPetServices);
  });

  it('filters to businesses open on Saturday at 10:00 AM, by keyboard', async () => {
    const page = await browser.newPage();
    await open(page, '/search?category=movers-packers');
    await page.getByLabel('Hours').selectOption('at');
    await page.locator('#filter-open-day').selectOption('sat');
    await page.locator('#filter-open-time').focus();
    await page.keyboard.type('1000AM');
    await page.locator('#filter-open-time').press('Enter');
    await expect.poll(() => query(page).get('open')).toBe('sat-10:00');
    expect((await api('?category=movers-packers&open=sat-10:00')).total).toBe(SEED.moversOpenSaturday10am);
    await waitForCount(page, SEED.moversOpenSaturday10am);
    await expectNoAxeViolations(page);
  });

  it("the business page says whether the business is open now and marks today's hours, in Charlotte's time zone", async () => {
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

/**
 * Issue 11 in Chromium: setting and clearing "my place" (neighborhood by mouse, ZIP code by
 * keyboard), distances on cards, nearest first, within N miles, the place remembered by the
 * browser, the open now / open at filters, the business page's open badge, and axe.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADDRESS_NO_MATCH } from '../../src/domain/address-place';
import { PLACE_STORAGE_KEY } from '../../src/domain/geo';
import type { BusinessSearchResult } from '../../src/domain/types';
import { expectNoAxeViolations } from '../support/axe';
import { baseURL, useBrowser } from '../support/browser';
import { E2E_KNOWN_ADDRESS } from '../support/fake-census';

const browser = useBrowser();
const url = (path: string) => new URL(path, baseURL()).href;

async function api(query: string): Promise<BusinessSearchResult> {
  const response = await fetch(url(`/api/businesses${query}`));
  expect(response.status, query).toBe(200);
  return (await response.json()) as BusinessSearchResult;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector('astro-island:not([ssr])', { state: 'attached' });
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
  it('filters to businesses open now', async () => {
    const page = await browser.newPage();
    await open(page, '/search');
    await page.getByLabel('Hours').selectOption('now');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => query(page).get('open')).toBe('now');
    await waitForCount(page, (await api('?open=now')).total);
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
    const expected = await api('?category=movers-packers&open=sat-10:00');
    expect(expected.total).toBeLessThan((await api('?category=movers-packers')).total);
    await waitForCount(page, expected.total);
    await expectNoAxeViolations(page);
  });

  it('the business page says whether the business is open now', async () => {
    const withHours = (await api('?limit=100')).businesses.find((b) => b.businessHours && Object.keys(b.businessHours).length === 7);
    expect(withHours).toBeDefined();
    const page = await browser.newPage();
    await page.goto(`/charlotte/listing/${withHours!.slug}`);
    const badge = page.locator('[data-open-state]');
    expect(await badge.textContent()).toMatch(/^(Open now · closes .+|Open 24 hours|Closed now( · opens .+)?)$/);
  });
});

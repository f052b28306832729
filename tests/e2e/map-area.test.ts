/**
 * The map in Chromium: "Search this area" after zooming or panning (by mouse and
 * by keyboard) restricts the count, the cards and the pages to the visible area, keeps the
 * other filters, puts the area in the URL (shared links reopen it) and clears in one
 * action; the map shows every match, clustered, and a cluster shows its count and zooms in
 * on click and on Enter; axe clean. On a site of its own: the whole map is the seed's
 * published businesses, and an area's results are the API's for that area.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MapResult } from '../../src/domain/map-area';
import type { BusinessSearchResult } from '../../src/domain/types';
import { expectNoAxeViolations } from '../support/axe';
import { baseURL, searchHydrated, useBrowser } from '../support/browser';
import { cardNames, namesOf } from '../support/cards';
import { SEED } from '../support/seed';
import { useOwnSite } from '../support/site';

useOwnSite();
const browser = useBrowser();
const url = (path: string) => new URL(path, baseURL()).href;

async function api<T = BusinessSearchResult>(path: string): Promise<T> {
  const response = await fetch(url(path));
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const countText = (total: number) => (total === 1 ? '1 business found' : `${total} businesses found`);
const count = (page: Page) => page.getByTestId('result-count');
const searchArea = (page: Page) => page.getByRole('button', { name: 'Search this area' });
const bboxOf = (page: Page) => new URL(page.url()).searchParams.get('bbox');
const zoomOf = async (page: Page) => Number(await page.locator('.leaflet-container').getAttribute('data-zoom'));
/** How many businesses the markers stand for (a cluster counts its own). */
const shownOnMap = (page: Page) =>
  page.locator('.leaflet-marker-icon').evaluateAll((els) => els.reduce((sum, el) => sum + Number((el as HTMLElement).dataset.count ?? 1), 0));

/** Opens `path` with tiles refused (as offline), switches to the map and waits until it shows its `expected` matches. */
async function openMap(path: string, expected?: number) {
  const page = await browser.newPage();
  await page.route(/^https?:\/\/[^/]*tile\.openstreetmap\.org\//, (route) => route.abort());
  await page.goto(path);
  await searchHydrated(page);
  if (!new URL(page.url()).searchParams.has('view')) await page.getByRole('button', { name: 'Map', exact: true }).click();
  await page.locator('.leaflet-marker-icon').first().waitFor({ state: 'attached' });
  if (expected !== undefined) await expect.poll(() => shownOnMap(page), { timeout: 10_000 }).toBe(expected);
  return page;
}

describe('search this area', () => {
  it('appears after zooming in; the count, the map, the cards and the pages then follow the area, and Clear map area undoes it', async () => {
    const everything = await api('/api/businesses?limit=1');
    expect(everything.total).toBe(SEED.publishedBusinesses);
    const page = await openMap('/search', SEED.publishedBusinesses);
    await expect(searchArea(page).count()).resolves.toBe(0);
    const before = await zoomOf(page);
    await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await expect.poll(() => zoomOf(page)).toBe(before + 1);
    await searchArea(page).waitFor();
    await expect(page.getByTestId('map-status').textContent()).resolves.toContain('The map has moved');

    await searchArea(page).click();
    await expect.poll(() => bboxOf(page)).not.toBeNull();
    const bbox = bboxOf(page)!;
    expect(bbox).toMatch(/^-?\d+\.\d{5},-?\d+\.\d{5},-?\d+\.\d{5},-?\d+\.\d{5}$/);
    const areaPath = `/api/businesses?bbox=${bbox}&limit=20`;
    const area = await api(areaPath);
    expect(area.total).toBeGreaterThan(0);
    expect(area.total).toBeLessThan(SEED.publishedBusinesses);
    await expect.poll(() => count(page).textContent(), { timeout: 10_000 }).toBe(countText(area.total));
    await expect(searchArea(page).count()).resolves.toBe(0);
    // The map shows the same area's matches: the markers add up to the list's count.
    await expect.poll(() => shownOnMap(page), { timeout: 10_000 }).toBe(area.total);
    await expect(page.getByTestId('area-note').textContent()).resolves.toContain('Showing businesses in the map area');

    // The list follows: the area's first page of cards, and its pages.
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect.poll(() => cardNames(page), { timeout: 10_000 }).toEqual(namesOf(area));
    expect(bboxOf(page)).toBe(bbox);
    if (area.total > 20) {
      const second = namesOf(await api(`/api/businesses?bbox=${bbox}&limit=20&offset=20`));
      await page
        .getByRole('navigation', { name: /pagination/i })
        .getByRole('link', { name: 'Next' })
        .click();
      await expect.poll(() => cardNames(page), { timeout: 10_000 }).toEqual(second);
      expect(bboxOf(page)).toBe(bbox);
    }

    // A shared link opens the same area.
    const shared = await browser.newPage();
    await shared.goto(page.url());
    expect(await shared.getByTestId('result-count').textContent()).toBe(countText(area.total));

    await page.getByRole('button', { name: 'Clear map area' }).click();
    await expect.poll(() => count(page).textContent()).toBe(countText(SEED.publishedBusinesses));
    expect(bboxOf(page)).toBeNull();
    await expect(page.getByTestId('area-note').count()).resolves.toBe(0);
  });

  it('keeps the other filters, and is reachable and announced by keyboard', async () => {
    const query = '?category=movers-packers';
    const page = await openMap(`/search${query}`, SEED.publishedByCategory['movers-packers']);
    // Pan with the arrow keys: the map is focusable.
    await page.locator('.leaflet-container').focus();
    await page.keyboard.press('ArrowRight');
    await searchArea(page).waitFor();
    await expect(page.getByTestId('map-status').textContent()).resolves.toContain('Search this area');
    // The button comes just before the map in the tab order.
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Search this area');
    await page.keyboard.press('Enter');
    await expect.poll(() => bboxOf(page)).not.toBeNull();
    const params = new URL(page.url()).searchParams;
    expect(params.get('category')).toBe('movers-packers');
    const areaPath = `/api/businesses?category=movers-packers&bbox=${params.get('bbox')}&limit=20`;
    const area = await api(areaPath);
    // The new count is announced by the result count's live region.
    await expect(count(page).getAttribute('role')).resolves.toBe('status');
    await expect.poll(() => count(page).textContent(), { timeout: 10_000 }).toBe(countText(area.total));
    for (const b of area.businesses) expect(b.category).toBe('movers-packers');
  });

  it('reopens a shared area in the map view, showing that area', async () => {
    const box = '35.20000,-80.87000,35.24000,-80.82000';
    const page = await openMap(`/search?bbox=${box}&view=map`);
    const area = await api(`/api/businesses?bbox=${box}&limit=1`);
    await expect.poll(() => count(page).textContent(), { timeout: 10_000 }).toBe(countText(area.total));
    // The view is fitted to the area: it holds it, so its markers count the area's matches (or a few more at the edges).
    await expect.poll(() => shownOnMap(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(area.total);
    await expect(page.getByTestId('area-note').count()).resolves.toBe(1);
    expect(bboxOf(page)).toBe(box);
  });
});

describe('clusters', () => {
  it('show their count and zoom in on click, and on Enter', async () => {
    const page = await openMap('/search', SEED.publishedBusinesses);
    const clusters = page.locator('.leaflet-marker-icon[data-cluster="true"]');
    await expect.poll(() => clusters.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const first = clusters.first();
    const n = Number(await first.getAttribute('data-count'));
    expect(n).toBeGreaterThan(1);
    await expect(first.textContent()).resolves.toContain(String(n));
    await expect(first.getAttribute('role')).resolves.toBe('button');
    await expect(first.getAttribute('title')).resolves.toBe(`${n} businesses here. Zoom in`);

    const z0 = await zoomOf(page);
    await first.click();
    await expect.poll(() => zoomOf(page), { timeout: 10_000 }).toBeGreaterThan(z0);

    // Back out, then by keyboard.
    const page2 = await openMap('/search', SEED.publishedBusinesses);
    const cluster = page2.locator('.leaflet-marker-icon[data-cluster="true"]').first();
    await cluster.waitFor();
    const z1 = await zoomOf(page2);
    await cluster.focus();
    await page2.keyboard.press('Enter');
    await expect.poll(() => zoomOf(page2), { timeout: 10_000 }).toBeGreaterThan(z1);
    // Focus stays on the map, so the markers of the closer view come next with Tab.
    await expect.poll(() => page2.evaluate(() => document.activeElement?.classList.contains('leaflet-container'))).toBe(true);
  });

  it('has no axe violations with clusters and the Search this area button shown', async () => {
    const page = await openMap('/search', SEED.publishedBusinesses);
    await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await searchArea(page).waitFor();
    await expectNoAxeViolations(page);
  });
});

describe('my place from the map', () => {
  it("makes the point under the map's centre mark my place, from the keyboard; distances then count from it", async () => {
    const page = await openMap('/search?category=movers-packers', SEED.publishedByCategory['movers-packers']);
    const button = page.getByRole('button', { name: 'Make the map’s centre (+) my place' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('near')).toMatch(/^\d+\.\d{5},-\d+\.\d{5}$/);
    const near = new URL(page.url()).searchParams.get('near')!;
    const [lat, lng] = near.split(',').map(Number);
    // The centre of the map as it opened: the view fitted to every mover.
    const all = await api<MapResult>('/api/map/businesses?category=movers-packers');
    expect(lat).toBeGreaterThan(all.bounds!.south - 0.01);
    expect(lat).toBeLessThan(all.bounds!.north + 0.01);
    expect(lng).toBeGreaterThan(all.bounds!.west - 0.01);
    expect(lng).toBeLessThan(all.bounds!.east + 0.01);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('distance');
    await expect.poll(() => page.getByTestId('my-place-label').textContent()).toBe('Distances from the point you chose');
    await expectNoAxeViolations(page);
  });
});

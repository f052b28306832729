/**
 * Addresses and coordinates in Chromium. The e2e server's geocoder (a local
 * Census double, tests/support/e2e-global-setup.ts) knows no business address, so a
 * business added through the admin API sits at its neighborhood's centre, marked approximate: its page and the results map's info window say "Approximate
 * location"; in /admin → Locations
 * the admin opens its Location editor (the map loads only then), moves the pin with the
 * keyboard (the coordinate fields) and with the mouse (a click on the map, a drag of the
 * pin), saves, and the
 * mark is gone from the API and the page. Axe on both pages. Each test makes its own business.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BusinessLocationList } from '../../src/domain/location-edit';
import type { Business } from '../../src/domain/types';
import { SESSION_KEYS } from '../../src/islands/kit/session';
import { expectNoAxeViolations } from '../support/axe';
import { baseURL, useBrowser } from '../support/browser';
import { parseHtml } from '../support/html';
import { useOwnSite } from '../support/site';
import { toastWith } from '../support/site-api';

useOwnSite();
const browser = useBrowser();
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password';
const api = (path: string, init?: RequestInit) => fetch(new URL(path, baseURL()), init);

let session: { token: string; expiresAt: string } | undefined;
async function adminSession() {
  if (!session) {
    const response = await api('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(response.status, 'admin sign-in').toBe(200);
    session = (await response.json()) as { token: string; expiresAt: string };
  }
  return session;
}

async function adminApi(path: string, init: RequestInit = {}) {
  const { token } = await adminSession();
  return api(path, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` } });
}

/** A published business added by the admin in NoDa: the geocoder finds no match, so approximate. */
async function addBusiness(name: string) {
  const response = await adminApi('/api/admin/businesses', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      businessName: name,
      category: 'movers-packers',
      address: '3101 N Davidson St',
      phone: '704-555-0147',
      email: 'office@location-e2e.example',
      longDescription: `${name} moves apartments in NoDa.`,
      neighborhood: 'noda',
      publish: true,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; slug: string };
}

async function business(slug: string) {
  return (await (await api(`/api/businesses/${slug}`)).json()) as Business;
}

async function openLocations(): Promise<Page> {
  const { token, expiresAt } = await adminSession();
  const page = await browser.newPage();
  await page.context().addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_KEYS.staff,
    value: JSON.stringify({ token, expiresAt, email: null, mode: 'local' }),
  });
  await page.goto('/admin#locations');
  await page.getByRole('heading', { name: 'Locations', level: 2 }).waitFor({ timeout: 20_000 });
  return page;
}

/** Finds the business by name in the Locations view and opens its editor. */
async function openEditor(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Business name' }).fill(name);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const row = page.locator('li[data-location-business]', { hasText: name });
  await row.waitFor({ timeout: 10_000 });
  expect(await row.textContent()).toContain('Approximate location');
  return row;
}

const word = () => `Zq${Math.random().toString(36).slice(2, 9)}`;

describe('approximate location and the admin pin editor', () => {
  it('the business page says "Approximate location" until the admin places the pin by keyboard', async () => {
    const name = `Pin Keyboard Movers ${word()}`;
    const created = await addBusiness(name);
    const before = await business(created.slug);
    expect(before.locationApproximate).toBe(true);

    const visitor = await browser.newPage();
    await visitor.goto(`/charlotte/listing/${created.slug}`);
    const label = visitor.locator('[data-location] [data-location-approximate]');
    expect(await label.textContent()).toContain('Approximate location');
    await expectNoAxeViolations(visitor);

    const page = await openLocations();
    // Leaflet is not loaded before an editor is opened.
    expect(await page.locator('link[data-map-style]').count()).toBe(0);
    const row = await openEditor(page, name);
    await row.getByRole('button', { name: `Edit location of ${name}` }).press('Enter');
    await row.locator('.leaflet-container').waitFor({ timeout: 15_000 });
    expect(await row.locator('.location-pin').count()).toBe(1);
    expect(await page.locator('link[data-map-style]').count()).toBe(2);
    await expectNoAxeViolations(page);

    const latitude = row.getByRole('spinbutton', { name: 'Latitude' });
    const longitude = row.getByRole('spinbutton', { name: 'Longitude' });
    expect(Number(await latitude.inputValue())).toBeCloseTo(before.latitude!, 5);

    // Out of the Charlotte area: the field says so and keeps the focus.
    await latitude.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('40.7128');
    await page.keyboard.press('Enter');
    await expect.poll(() => row.getByText(/^latitude must be a number between/).count()).toBe(1);
    expect(await latitude.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await latitude.getAttribute('aria-invalid')).toBe('true');

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('35.247312');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('-80.806721');
    expect(await longitude.inputValue(), 'Tab moves from Latitude to Longitude').toBe('-80.806721');
    await page.keyboard.press('Enter');
    await toastWith(page, 'Location Saved');

    const after = await business(created.slug);
    expect(after).toMatchObject({ latitude: 35.247312, longitude: -80.806721, locationApproximate: false });
    // What a new visitor gets (the first one's browser may keep the page for its max-age).
    const later = parseHtml(await (await api(`/charlotte/listing/${created.slug}`)).text());
    expect(later.querySelectorAll('[data-location]').length).toBe(1);
    expect(later.querySelectorAll('[data-location-approximate]').length).toBe(0);

    const listed = (await (await adminApi(`/api/admin/businesses/locations?q=${encodeURIComponent(name)}`)).json()) as BusinessLocationList;
    expect(listed.total).toBe(0);
  });

  it('the results map\'s info window says "Approximate location" until the pin is placed', async () => {
    const tag = word();
    const name = `Pin Popup Movers ${tag}`;
    const created = await addBusiness(name);
    const popupOf = async () => {
      const page = await browser.newPage();
      await page.route(/^https?:\/\/[^/]*tile\.openstreetmap\.org\//, (route) => route.abort());
      await page.goto(`/search?q=${tag}&view=map`);
      const marker = page.locator(`.leaflet-marker-icon[data-slug="${created.slug}"]`);
      await marker.waitFor({ timeout: 20_000 });
      await marker.click();
      const popup = page.locator('.leaflet-popup');
      await popup.waitFor();
      expect(await popup.textContent()).toContain(name);
      return popup;
    };
    expect(await (await popupOf()).textContent()).toContain('Approximate location');
    const moved = await adminApi(`/api/admin/businesses/${created.id}/location`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latitude: 35.2469, longitude: -80.8071 }),
    });
    expect(moved.status).toBe(200);
    expect(await (await popupOf()).textContent()).not.toContain('Approximate location');
  });

  it('a click on the map and a drag of the pin move it and fill the fields (mouse)', async () => {
    const name = `Pin Mouse Movers ${word()}`;
    const created = await addBusiness(name);
    const page = await openLocations();
    const row = await openEditor(page, name);
    await row.getByRole('button', { name: `Edit location of ${name}` }).click();
    const map = row.locator('.leaflet-container');
    await map.waitFor({ timeout: 15_000 });
    const latitude = row.getByRole('spinbutton', { name: 'Latitude' });
    const longitude = row.getByRole('spinbutton', { name: 'Longitude' });
    const start = { lat: Number(await latitude.inputValue()), lng: Number(await longitude.inputValue()) };
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    // Up and to the right of the centre, where the pin is.
    const at = { x: box.x + box.width / 2 + 80, y: box.y + box.height / 2 - 60 };
    await page.mouse.click(at.x, at.y);
    await expect.poll(async () => Number(await latitude.inputValue())).toBeGreaterThan(start.lat);
    expect(Number(await longitude.inputValue())).toBeGreaterThan(start.lng);
    const clicked = { lat: Number(await latitude.inputValue()), lng: Number(await longitude.inputValue()) };

    // Dragging the pin down and to the left moves it south-west.
    const pin = (await row.locator('.location-pin').boundingBox())!;
    await page.mouse.move(pin.x + pin.width / 2, pin.y + pin.height / 2);
    await page.mouse.down();
    await page.mouse.move(pin.x + pin.width / 2 - 60, pin.y + pin.height / 2 + 40, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => Number(await latitude.inputValue())).toBeLessThan(clicked.lat);
    expect(Number(await longitude.inputValue())).toBeLessThan(clicked.lng);
    const moved = { lat: Number(await latitude.inputValue()), lng: Number(await longitude.inputValue()) };
    await row.getByRole('button', { name: `Save location of ${name}` }).click();
    await expect.poll(async () => (await business(created.slug)).locationApproximate, { timeout: 10_000 }).toBe(false);
    const after = await business(created.slug);
    expect(after.latitude).toBeCloseTo(moved.lat, 6);
    expect(after.longitude).toBeCloseTo(moved.lng, 6);
  });
});

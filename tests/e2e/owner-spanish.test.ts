/**
 * The owner dashboard in Spanish in a real browser, on a server of this file's own: an owner
 * signs in on /es/owner, opens a tab and reloads (still Spanish, the same tab); the header's
 * switch goes to the same tab in English and is remembered, so /es/owner then opens in
 * English, and the other way round (docs/decisions/0029-owner-dashboard-in-spanish.md).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { baseURL, useBrowser } from '../support/browser';
import { useOwnSite } from '../support/site';
import { newOwner } from '../support/site-api';

useOwnSite();
const browser = useBrowser();

/** Buttons, fields, labels and tables whose content overflows their box (text cut off or spilling out). */
async function overflowingBoxes(page: Page): Promise<string[]> {
  return page.$$eval('main .btn-primary, main .btn-secondary, main select, main label, main table, main [role="tab"]', (elements) =>
    elements
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.trim().slice(0, 40) ?? ''}`),
  );
}

describe('the owner dashboard in Spanish', () => {
  it('signs in in Spanish, keeps the tab and the language over a reload, and remembers the switch', async () => {
    const owner = await newOwner('spanish-owner');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(new URL('/es/owner', baseURL()).href);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.getByRole('heading', { name: 'Acceso para dueños de negocios' }).waitFor();
    await page.getByRole('button', { name: 'Iniciar sesión' }).and(page.locator(':enabled')).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('Correo electrónico').fill(owner.email);
    await page.getByLabel('Contraseña').fill(owner.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('heading', { name: 'Panel del dueño' }).waitFor({ timeout: 20_000 });
    await page.getByRole('checkbox', { name: 'Cotización gratis' }).waitFor();

    await page.getByRole('tab', { name: 'Reseñas' }).click();
    await page.waitForURL(/\/es\/owner#reviews\/\d+$/);
    await page.reload();
    await page.getByRole('heading', { name: 'Panel del dueño' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('tab', { name: 'Reseñas' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');

    // The header's switch: the same tab in English, and the choice is remembered.
    await page.locator('header a[data-lang-switch="en"]:visible').first().click();
    await page.waitForURL(/\/owner#reviews\/\d+$/);
    expect(new URL(page.url()).pathname).toBe('/owner');
    await page.getByRole('heading', { name: 'Owner dashboard' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('tab', { name: 'Reviews' }).getAttribute('aria-selected')).toBe('true');
    await page.goto(new URL(`/es/owner#photos/${owner.business.id}`, baseURL()).href);
    await page.waitForURL(/\/owner#photos\/\d+$/);
    expect(new URL(page.url()).pathname).toBe('/owner');
    await page.getByRole('tab', { name: 'Photos', selected: true }).waitFor({ timeout: 20_000 });

    // Back to Spanish: /owner now opens the Spanish dashboard.
    await page.locator('header a[data-lang-switch="es"]:visible').first().click();
    await page.getByRole('tab', { name: 'Fotos', selected: true }).waitFor({ timeout: 20_000 });
    await page.goto(new URL('/owner', baseURL()).href);
    await page.waitForURL(/\/es\/owner$/);
    await page.getByRole('heading', { name: 'Panel del dueño' }).waitFor({ timeout: 20_000 });
  });

  it('keeps its layout at 390 and 1280 px in Spanish (nothing runs past the page or out of a button, field or table), and axe finds nothing on any tab', async () => {
    const owner = await newOwner('spanish-layout');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(new URL('/es/owner', baseURL()).href);
    await page.getByLabel('Correo electrónico').fill(owner.email);
    await page.getByLabel('Contraseña').fill(owner.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('heading', { name: 'Panel del dueño' }).waitFor({ timeout: 20_000 });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const tab of ['Editar la ficha', 'Fotos', 'Reseñas', 'Estadísticas', 'Solicitudes de cotización', 'Invitaciones a reseñar', 'Credenciales']) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tab', { name: tab, selected: true }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${tab} at ${width} px`).toBe(true);
        expect(await overflowingBoxes(page), `${tab} at ${width} px`).toEqual([]);
        if (width === 1280) await expectNoAxeViolations(page);
      }
    }
  });
});

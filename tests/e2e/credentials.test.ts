/**
 * Credentials in a real browser, on a server of this file's own: an owner cannot make
 * "Licensed" appear (no such tick in Edit listing; a request with the evidence shows nothing
 * by itself); staff approve it in /admin "Credentials"; the business page then shows the
 * badge with the licence, the category page's Licensed filter finds the business, and the day
 * after its expiry both are gone without anything run.
 */
import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser } from '../support/browser';
import { parseHtml } from '../support/html';
import { useOwnSite } from '../support/site';
import { api, newOwner, signInToAdmin, toastWith } from '../support/site-api';

const site = useOwnSite();
const browser = useBrowser();

async function html(path: string) {
  const response = await api(path);
  return parseHtml(await response.text());
}

describe('a credential only staff can grant', () => {
  it('an owner asks with the evidence; only the staff approval shows it, the Licensed filter finds it, and it expires by itself', async () => {
    const owner = await newOwner('credentials-owner', (b) => b.credentials.length === 0);
    const { business } = owner;
    const listing = `/charlotte/listing/${business.slug}`;
    const filtered = `/charlotte/${business.category}?q=${encodeURIComponent(business.businessName)}&tags=licensed`;

    // The owner: no credential to tick, a request sent with the evidence.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(new URL('/owner', baseURL()).href);
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('checkbox', { name: 'Free Quote' }).waitFor({ timeout: 20_000 });
    for (const credential of ['Licensed', 'Insured', 'Verified']) expect(await page.getByRole('checkbox', { name: credential }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Credentials' }).click();
    await page.getByLabel('Licence number').fill('NCUC C-4471');
    await page.getByLabel('Issued by').fill('North Carolina Utilities Commission');
    await page.getByLabel('Expiry date').fill('2027-01-15');
    await page.getByRole('button', { name: 'Send for checking' }).click();
    await page.getByText('Waiting for our staff to check the evidence.').waitFor({ timeout: 10_000 });
    expect((await html(`${listing}?asked=1`)).querySelector('[data-badge="licensed"]')).toBeNull();

    // Staff approve it in /admin.
    const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInToAdmin(staff);
    await staff.getByRole('link', { name: 'Credentials' }).click();
    const item = staff.getByRole('list', { name: 'Credential requests' }).getByRole('listitem').filter({ hasText: business.businessName });
    await item.waitFor({ timeout: 15_000 });
    expect(await item.getByLabel('Licence number').inputValue()).toBe('NCUC C-4471');
    await item.getByRole('button', { name: `Approve: I checked this evidence for ${business.businessName}` }).click();
    await toastWith(staff, 'Credential Recorded');

    // A visitor sees it on the page and finds it with the Licensed filter.
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(new URL(`${listing}?approved=1`, baseURL()).href);
    const badge = visitor.locator('[data-badges] [data-badge="licensed"]');
    expect(await badge.getAttribute('title')).toBe('Licence NCUC C-4471, issued by North Carolina Utilities Commission, valid until January 15, 2027');
    await visitor.goto(new URL(`${filtered}&approved=1`, baseURL()).href);
    const card = visitor.getByTestId('result-card').filter({ hasText: business.businessName });
    await card.waitFor();
    expect(await card.getByRole('list', { name: 'Credentials recorded by our staff' }).locator('li').allTextContents()).toContain('Licensed');

    // The day after its last day it is gone from the page and the filter.
    site.setClock('2027-01-16T09:00:00-05:00');
    await visitor.goto(new URL(`${listing}?expired=1`, baseURL()).href);
    expect(await visitor.locator('[data-badge="licensed"]').count()).toBe(0);
    await visitor.goto(new URL(`${filtered}&expired=1`, baseURL()).href);
    expect(await visitor.getByTestId('result-card').filter({ hasText: business.businessName }).count()).toBe(0);
  }, 180_000);
});

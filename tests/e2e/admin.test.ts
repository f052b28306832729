/**
 * /admin in Chromium against the production build: sign-in required (wrong
 * password, lock-out, sign-out), the four stats against the API, claims approve / deny,
 * reviews approve / reject and their effect on the public business page, publishing a
 * business and finding it in search, CSV export and import (good and bad rows), Add New
 * Business, the audit log and outbox panels, axe on the sign-in screen and the dashboard.
 * The public business page and the search results after a moderation are server-rendered:
 * they are read as HTML with plain requests (`publicPage`), without opening a page.
 *
 * On a site of its own (tests/support/site.ts): the stats are what this file's writes made
 * them, and the lock-out runs on the server's test clock, without waiting. It locks an
 * editor account of its own: the lockout counts per verified account, never per typed
 * e-mail, so the site administrator still signs in.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, parseCsv } from '../../src/domain/business-csv';
import { REVIEW_REJECTION_REASONS } from '../../src/domain/admin';
import type { AdminStats, Business, BusinessClaim } from '../../src/domain/types';
import { expectNoAxeViolations } from '../support/axe';
import { baseURL, downloadText, useBrowser } from '../support/browser';
import { SEED } from '../support/seed';
import { useOwnSite } from '../support/site';
import { parseHtml } from '../support/html';

const site = useOwnSite();
const browser = useBrowser();
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password';
const SESSION_KEY = 'charlotte-directory.admin-session';
const api = (path: string, init?: RequestInit) => fetch(new URL(path, baseURL()), init);
const word = () => `Zx${Math.random().toString(36).slice(2, 9)}`;
const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@admin-e2e.example`;

let tokenCache: { token: string; expiresAt: string; email: string } | undefined;
/** One API sign-in for the whole file (its own account), reused by the tests that need no sign-in screen. */
async function adminSession() {
  if (!tokenCache) {
    const response = await api('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(response.status, 'admin sign-in').toBe(200);
    tokenCache = { ...((await response.json()) as { token: string; expiresAt: string }), email: '' };
  }
  return tokenCache;
}

async function adminApi(path: string, init: RequestInit = {}) {
  const { token } = await adminSession();
  return api(path, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` } });
}

async function json<T>(response: Response | Promise<Response>): Promise<T> {
  const answer = await response;
  expect(answer.ok, `${answer.url} answered ${answer.status}`).toBe(true);
  return (await answer.json()) as T;
}

/** A business added through the admin API (published unless told otherwise). */
async function addBusiness(name: string, publish = true) {
  return json<{ id: number; slug: string; status: string }>(
    adminApi('/api/admin/businesses', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        businessName: name,
        category: 'cleaning-services',
        address: '400 S Tryon St',
        phone: '704-555-0142',
        email: 'office@admin-e2e.example',
        longDescription: `${name} cleans homes before and after a move.`,
        neighborhood: 'uptown',
        publish,
      }),
    }),
  );
}

/** The dashboard, signed in through a stored session (as after a sign-in earlier in the tab). */
async function openDashboard(view = ''): Promise<Page> {
  const session = await adminSession();
  const page = await browser.newPage();
  await page.context().addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_KEY,
    value: JSON.stringify({ token: session.token, expiresAt: session.expiresAt, email: session.email || null, mode: 'local' }),
  });
  await page.goto(`/admin${view ? `#${view}` : ''}`);
  await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor({ timeout: 20_000 });
  return page;
}

/** A server-rendered public page as a document (no browser: what it shows needs no JavaScript). */
async function publicPage(path: string) {
  const response = await api(path);
  expect(response.status, path).toBe(200);
  return parseHtml(await response.text());
}

async function openSignIn(): Promise<Page> {
  const page = await browser.newPage();
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(200);
  await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor({ timeout: 20_000 });
  return page;
}

async function toastWith(page: Page, role: 'status' | 'alert', title: string) {
  const region = page.locator('cd-toaster').getByRole(role);
  await expect.poll(() => region.textContent(), { timeout: 10_000 }).toContain(title);
  return (await region.textContent()) ?? '';
}

/** The queue item matching `selector`, paging forward with Next until it shows. */
async function findInQueue(page: Page, selector: string) {
  const item = page.locator(selector);
  for (let i = 0; i < 20; i++) {
    await page.waitForFunction(() => !document.querySelector('section[aria-busy="true"]'), undefined, { timeout: 15_000 });
    if (await item.count()) return item;
    const next = page.getByRole('button', { name: 'Next' });
    if (!(await next.count()) || (await next.isDisabled())) break;
    await next.click();
  }
  throw new Error(`${selector} is not in the queue`);
}

/** An editor account made the real way: invited by the admin, the link from the outbox, a password set. */
async function createEditor(email: string, password: string) {
  const invited = await adminApi('/api/admin/staff', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Lockout Editor', email, role: 'editor' }),
  });
  expect(invited.status).toBe(201);
  const outbox = await json<{ items: Array<{ toAddress: string; text: string }> }>(adminApi('/api/admin/outbox?limit=100'));
  const token = /#invite=([A-Za-z0-9_-]+)/.exec(outbox.items.find((m) => m.toAddress === email)?.text ?? '')?.[1];
  expect(token).toBeTruthy();
  const accepted = await api('/api/auth/invitation', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password }),
  });
  expect(accepted.status).toBe(200);
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail (empty for the site administrator)').fill(email);
  await page.getByLabel('Password').fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/auth/login')),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  return response;
}

describe('/admin sign-in', () => {
  it('shows a visitor only the sign-in screen (no admin data, not indexed; axe finds nothing), says so for a wrong password and stays there, then signs in, keeps the session for the tab only, and signs out', async () => {
    const page = await openSignIn();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.getByText('Admin Dashboard', { exact: true }).count()).toBe(0);
    expect(await page.locator('[data-stat]').count()).toBe(0);
    expect(await page.getByLabel('E-mail (empty for the site administrator)').isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    const wrong = await signInThroughForm(page, uniqueEmail('wrong'), 'not-the-admin-password');
    expect(wrong.status()).toBe(401);
    await expect.poll(() => page.locator('form [role="alert"]').textContent()).toBe('Wrong e-mail or password.');
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
    expect(await page.getByRole('heading', { name: 'Admin Sign In' }).count()).toBe(1);

    const response = await signInThroughForm(page, '', PASSWORD);
    expect(response.status()).toBe(200);
    await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
    expect(await page.getByText('Signed in as Site administrator (Admin)').count()).toBe(1);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)) ?? '{}') as { token?: string };
    expect(stored.token).toMatch(/^ey/);

    await page.reload();
    await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
    expect(await page.getByText('You have signed out.').count()).toBe(1);
    await toastWith(page, 'status', 'Signed Out');
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
    await page.reload();
    await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
    expect(await page.locator('[data-stat]').count()).toBe(0);
  });

  it('drops a session the server no longer accepts, before showing anything', async () => {
    const page = await browser.newPage();
    await page.context().addInitScript((key) => {
      if (!localStorage.getItem(`${key}.planted`)) {
        localStorage.setItem(`${key}.planted`, '1');
        localStorage.setItem(key, JSON.stringify({ token: 'eyJhbGciOiJIUzI1NiJ9.e30.forged', expiresAt: '2999-01-01T00:00:00Z', email: null, mode: 'local' }));
      }
    }, SESSION_KEY);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor({ timeout: 20_000 });
    expect(await page.getByText('Your session has expired. Please sign in again.').count()).toBe(1);
    expect(await page.locator('[data-stat]').count()).toBe(0);
  });
});

describe('/admin: a transient failure is not a sign-out', () => {
  it('keeps the session when the session check (GET /api/auth/me) fails once with a 500, offers Retry, and opens the dashboard on retry', async () => {
    const session = await adminSession();
    const page = await browser.newPage();
    await page.context().addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: SESSION_KEY,
      value: JSON.stringify({ token: session.token, expiresAt: session.expiresAt, email: session.email, mode: 'local' }),
    });
    let failures = 0;
    await page.route('**/api/auth/me', async (route) => {
      if (failures++ === 0)
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"Something went wrong."}}' });
      else await route.continue();
    });
    await page.goto('/admin');
    const panel = page.locator('[data-admin-unreachable]');
    await panel.waitFor({ timeout: 20_000 });
    expect(await panel.textContent()).toContain('You are still signed in.');
    expect(await page.getByRole('heading', { name: 'Admin Sign In' }).count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).not.toBeNull();
    await toastWith(page, 'alert', 'Failed to fetch stats');
    await panel.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor({ timeout: 20_000 });
    expect(failures).toBeGreaterThanOrEqual(2);
  });
});

describe('/admin dashboard', () => {
  it('shows each stat of the seed, Recent Activity with the 3 most recent pending claims, status and categories; axe finds nothing', async () => {
    // Nothing is written before this test in this file: the figures are the seed's.
    expect(await json<AdminStats>(adminApi('/api/admin/stats'))).toEqual(SEED.adminStats);
    const page = await openDashboard();
    const value = (key: keyof AdminStats) => page.locator(`[data-stat="${key}"] [data-stat-value]`);
    await expect.poll(() => value('totalBusinesses').textContent(), { timeout: 10_000 }).not.toBe('...');
    const tiles = ['totalBusinesses', 'pendingReviews', 'pendingClaims', 'premiumListings'] as const;
    const shown = Object.fromEntries(await Promise.all(tiles.map(async (k) => [k, (await value(k).textContent())?.replace(/,/g, '')])));
    expect(shown).toEqual(Object.fromEntries(tiles.map((key) => [key, String(SEED.adminStats[key])])));
    const labels = await page.locator('[data-stat] p:first-child').allTextContents();
    expect(labels).toEqual(['Total Businesses', 'Pending Reviews', 'Claim Requests', 'Premium Listings']);

    const pending = await json<BusinessClaim[]>(adminApi('/api/business-claims/pending'));
    const recent = page.getByRole('list', { name: 'Pending claims' }).locator(':scope > li');
    await expect.poll(() => recent.count()).toBe(Math.min(3, pending.length));
    const names = await recent.locator('p.font-semibold').allTextContents();
    const newestFirst = [...pending].sort((a, b) => Date.parse(b.submittedAt) - Date.parse(a.submittedAt) || b.id - a.id);
    expect(names).toEqual(newestFirst.slice(0, 3).map((c) => c.businessName));
    expect(
      await recent
        .first()
        .getByRole('button', { name: /^Approve/ })
        .count(),
    ).toBe(1);
    await recent.first().getByRole('button', { name: /^Deny/ }).click();
    expect(await recent.first().getByRole('combobox', { name: 'Reason' }).isVisible()).toBe(true);
    await recent.first().getByRole('button', { name: 'Cancel' }).click();

    expect(await page.getByRole('heading', { name: 'Status' }).count()).toBe(1);
    expect(await page.getByText('Not sent: kept in the Outbox').count()).toBe(1);
    // The local server rebuilds itself, so the action is offered.
    expect(await page.getByRole('button', { name: 'Rebuild site' }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Categories' }).getByText('Active').count()).toBe(12);
    for (const action of ['Add New Business', 'Bulk Import', 'Export Data', 'View Analytics']) {
      expect(await page.getByRole('button', { name: action }).count(), action).toBe(1);
    }
    await expectNoAxeViolations(page);
  });

  it('exports every business as CSV, from the Quick Actions and the Import & Export panel; there, imports a good CSV file (all rows) and refuses a file with bad rows (each listed, nothing imported)', async () => {
    const name = `${word()} Export Co, "Ltd"`;
    await addBusiness(name);
    const page = await openDashboard();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^charlotte-directory-businesses-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(await downloadText(download));
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows.some((row) => row[EXPORT_COLUMNS.indexOf('businessName')] === name)).toBe(true);

    await page.getByRole('link', { name: 'Import & Export' }).click();
    const [again] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export businesses (CSV)' }).click()]);
    expect(parseCsv(await downloadText(again))).toEqual(rows);

    // Still on the Import & Export panel.
    const key = word();
    const input = page.getByLabel('CSV file');
    const good = [
      'businessName,category,address,phone,email,serviceTags,neighborhood',
      `${key} Import One,Movers & Packers,1 Import Way,704-555-0101,one@import.example,licensed;insured,South End`,
      `"${key} Import Two, LLC",utility-setup,2 Import Way,704-555-0102,two@import.example,,noda`,
    ].join('\r\n');
    await input.setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => page.locator('[data-import-result="ok"]').textContent(), { timeout: 10_000 }).toBe('Imported 2 businesses.');
    await toastWith(page, 'status', 'Import Complete');
    const imported = await json<{ businesses: Business[] }>(api(`/api/businesses?search=${key}`));
    expect(imported.businesses.map((b) => b.businessName).sort()).toEqual([`${key} Import One`, `${key} Import Two, LLC`]);

    const badKey = word();
    const bad = [
      'businessName,category,address,phone,email',
      `${badKey} Fine Row,movers-packers,3 Import Way,704-555-0103,fine@import.example`,
      `,movers-packers,4 Import Way,704-555-0104,x@import.example`,
      `${badKey} Bad Row,space-travel,5 Import Way,704-555-0105,not-an-email`,
    ].join('\n');
    await input.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const table = page.locator('[data-import-result="errors"]');
    await table.waitFor({ timeout: 10_000 });
    expect(await table.textContent()).toContain('nothing was imported.');
    const cells = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent)));
    expect(cells).toEqual([
      ['3', 'businessName', 'Business name is required'],
      ['4', 'category', 'Please select a category'],
      ['4', 'email', 'Please enter a valid email address'],
    ]);
    await toastWith(page, 'alert', 'Failed to import businesses.');
    await expectNoAxeViolations(page);
    const none = await json<{ total: number }>(
      api(`/api/businesses?search=${badKey}&approved=false`, { headers: { authorization: `Bearer ${(await adminSession()).token}` } }),
    );
    expect(none.total).toBe(0);
    expect((await json<{ total: number }>(api(`/api/businesses?search=${badKey}`))).total).toBe(0);
  });

  it('moderates the three queues: approves one claim (business claimed and verified) and denies another with a reason, both in the audit log; approves a review (shown on the business page with the new rating) and rejects one for a content rule (not shown); publishes an unpublished business (it opens and is found by search at once) and rejects another', async () => {
    const name = `${word()} Claim Cleaners`;
    const business = await addBusiness(name);
    const claimFor = async (email: string) =>
      json<{ id: number }>(
        api('/api/business-claims', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ businessId: business.id, claimerEmail: email, claimerName: 'Casey Owner' }),
        }),
      );
    const approveMe = await claimFor(uniqueEmail('approve'));
    const denyMe = await claimFor(uniqueEmail('deny'));

    const page = await openDashboard('claims');
    const first = await findInQueue(page, `[data-claim-id="${approveMe.id}"]`);
    expect(await first.getByText('E-mail not confirmed').count()).toBe(1);
    await first.getByRole('button', { name: /^Approve/ }).click();
    const toast = await toastWith(page, 'status', 'Claim Verified');
    expect(toast).toContain('The business claim has been approved successfully.');
    await expect.poll(() => page.locator(`[data-claim-id="${approveMe.id}"]`).count()).toBe(0);
    const shown = await json<Business>(api(`/api/businesses/${business.slug}`));
    expect(shown).toMatchObject({ isClaimed: true, isVerified: true });

    const second = await findInQueue(page, `[data-claim-id="${denyMe.id}"]`);
    await second.getByRole('button', { name: /^Deny/ }).click();
    await second.getByRole('button', { name: 'Deny claim', exact: true }).click();
    expect(await second.getByText('Choose a reason from the list').count()).toBe(1);
    await second.getByRole('combobox', { name: 'Reason' }).selectOption('Duplicate claim');
    await second.getByLabel('Note for the audit log (optional)').fill('Same owner claimed twice');
    await second.getByRole('button', { name: 'Deny claim', exact: true }).click();
    await toastWith(page, 'status', 'Claim Denied');
    await expect.poll(() => page.locator(`[data-claim-id="${denyMe.id}"]`).count()).toBe(0);

    await page.getByRole('combobox', { name: 'Show' }).selectOption('denied');
    const denied = await findInQueue(page, `[data-claim-id="${denyMe.id}"]`);
    expect(await denied.textContent()).toContain('Duplicate claim');

    await page.getByRole('link', { name: 'Audit Log' }).click();
    const rows = page.locator('tr[data-audit-action]');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBeGreaterThan(1);
    const audit = (await page.locator('table').textContent()) ?? '';
    expect(audit).toContain('Denied claim');
    expect(audit).toContain('Approved claim');
    expect(audit).toContain('Same owner claimed twice');
    expect(audit).toContain(name);

    // Reviews, in the same tab.
    const reviewed = `${word()} Review Movers`;
    const reviewedBusiness = await addBusiness(reviewed);
    const review = (rating: number, text: string) =>
      json<{ id: number }>(
        api(`/api/businesses/${reviewedBusiness.id}/reviews`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ rating, reviewerEmail: 'reviewer@admin-e2e.example', reviewerName: 'Robin Reviewer', reviewText: text }),
        }),
      );
    const good = await review(5, 'Careful crew, on time and friendly.');
    const spam = await review(1, 'Visit cheap-moves.example for discount codes!');

    const before = await publicPage(`/charlotte/listing/${reviewedBusiness.slug}`);
    expect(before.querySelector('[data-rating-value]')?.textContent?.trim()).toMatch(/^No ratings yet/);

    await page.getByRole('link', { name: 'Reviews', exact: true }).click();
    await page.getByRole('heading', { name: 'Pending Reviews' }).waitFor();
    expect(await page.getByText("Under the FTC's 2024 rule on consumer reviews (16 CFR Part 465)", { exact: false }).count()).toBe(1);
    const goodItem = await findInQueue(page, `[data-review-id="${good.id}"]`);
    await goodItem.getByRole('button', { name: /^Approve/ }).click();
    expect(await toastWith(page, 'status', 'Review Approved')).toContain('The review has been published successfully.');
    await expect.poll(() => page.locator(`[data-review-id="${good.id}"]`).count()).toBe(0);

    const spamItem = await findInQueue(page, `[data-review-id="${spam.id}"]`);
    await spamItem.getByRole('button', { name: /^Reject/ }).click();
    const options = (await spamItem.getByRole('combobox', { name: 'Reason' }).locator('option').allTextContents()).slice(1);
    expect(options).toEqual([...REVIEW_REJECTION_REASONS]);
    await expectNoAxeViolations(page);
    await spamItem.getByRole('combobox', { name: 'Reason' }).selectOption('Spam or advertising');
    await spamItem.getByRole('button', { name: 'Reject review', exact: true }).click();
    await toastWith(page, 'status', 'Review Rejected');
    await expect.poll(() => page.locator(`[data-review-id="${spam.id}"]`).count()).toBe(0);

    const listing = await publicPage(`/charlotte/listing/${reviewedBusiness.slug}`);
    expect(listing.querySelector('[data-rating-value]')?.textContent).toBe('5.0');
    expect(listing.querySelector('[data-rating] [data-review-count]')?.textContent).toBe('(1 review)');
    const reviews = [...listing.querySelectorAll('[data-review]')].map((review) => review.textContent);
    expect(reviews.join('\n')).toContain('Careful crew, on time and friendly.');
    expect(reviews.join('\n')).not.toContain('cheap-moves');

    // Unpublished businesses, in the same tab.
    const key = word();
    const waiting = await addBusiness(`${key} Publish Helpers`, false);
    const refused = await addBusiness(`${word()} Refused Helpers`, false);
    expect((await api(`/api/businesses/${waiting.slug}`)).status).toBe(404);

    await page.getByRole('link', { name: 'Unpublished Businesses', exact: true }).click();
    await page.getByRole('heading', { name: 'Unpublished Businesses' }).waitFor();
    const item = await findInQueue(page, `[data-business-id="${waiting.id}"]`);
    await item.getByRole('button', { name: /^Publish/ }).click();
    expect(await toastWith(page, 'status', 'Business Published')).toContain('The business is now listed and searchable.');

    const other = await findInQueue(page, `[data-business-id="${refused.id}"]`);
    await other.getByRole('button', { name: /^Reject/ }).click();
    await other.getByRole('combobox', { name: 'Reason' }).selectOption('Could not verify the business exists');
    await other.getByRole('button', { name: 'Reject business', exact: true }).click();
    await toastWith(page, 'status', 'Business Rejected');

    const search = await publicPage(`/search?q=${key}`);
    const cards = [...search.querySelectorAll('[data-testid="result-card"] h3')].map((heading) => heading.textContent);
    expect(cards).toContain(`${key} Publish Helpers`);
    expect((await api(`/charlotte/listing/${waiting.slug}`)).status).toBe(200);
    const pending = await json<{ businesses: Business[] }>(adminApi('/api/businesses?approved=false&limit=100'));
    expect(pending.businesses.map((b) => b.id)).not.toContain(refused.id);
  });

  it('adds a new business from the admin form (the claim form rules), published at once', async () => {
    const page = await openDashboard('add-business');
    await page.getByRole('button', { name: 'Add business' }).click();
    expect(await page.getByText('Business name is required').count()).toBe(1);
    expect(await page.getByText('Please select a category').count()).toBe(1);
    expect(await page.getByText('Business address is required').count()).toBe(1);
    expect(await page.getByText('Phone number is required').count()).toBe(1);
    expect(await page.getByText('Please enter a valid email address').count()).toBe(1);

    const key = word();
    const form = page.getByRole('form', { name: 'Add New Business' });
    await form.getByLabel('Business name').fill(`${key} Added Pet Care`);
    await form.getByLabel('Category').selectOption('pet-services');
    await form.getByLabel('Address').fill('1200 Central Ave');
    await form.getByLabel('Phone').fill('704-555-0177');
    await form.getByLabel('E-mail').fill('hello@added.example');
    await form.getByLabel('Neighborhood').selectOption('plaza-midwood');
    await form.getByLabel('Insured').check();
    await form.getByLabel('Monday').fill('9:00 AM - 5:00 PM');
    await form.getByRole('button', { name: 'Add business' }).click();
    await toastWith(page, 'status', 'Business Added');
    const link = page.getByRole('link', { name: 'view its page' });
    await link.waitFor();
    const href = await link.getAttribute('href');
    const opened = await api(href!);
    expect(opened.status).toBe(200);
    const found = await json<{ businesses: Business[] }>(api(`/api/businesses?search=${key}`));
    expect(found.businesses.map((b) => b.businessName)).toEqual([`${key} Added Pet Care`]);
    expect(found.businesses[0]).toMatchObject({ neighborhood: 'plaza-midwood', serviceTags: ['insured'], businessHours: { Monday: '9:00 AM - 5:00 PM' } });
  });

  it('shows the claim e-mail in the outbox (no provider here); its link confirms the address; analytics for 30 days', async () => {
    const name = `${word()} Outbox Cleaners`;
    const business = await addBusiness(name);
    const email = uniqueEmail('outbox');
    await json(
      api('/api/business-claims', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ businessId: business.id, claimerEmail: email }),
      }),
    );
    const page = await openDashboard('outbox');
    const message = page.locator('[data-outbox-id]').filter({ hasText: email });
    await message.first().waitFor({ timeout: 10_000 });
    expect(await message.textContent()).toContain(`Confirm your claim of ${name} on Charlotte Directory`);
    expect(await message.textContent()).toContain('Not sent');
    await message.getByText('Show message').click();
    const text = (await message.locator('pre').textContent()) ?? '';
    const link = /https?:\/\/\S+\/api\/business-claims\/verify-email\?token=v1\.\S+/.exec(text)?.[0];
    expect(link).toBeTruthy();

    const claimer = await browser.newPage();
    await claimer.goto(link!);
    expect(new URL(claimer.url()).pathname + new URL(claimer.url()).hash).toBe('/verify-email#email-verified');
    expect(await claimer.getByRole('heading', { name: 'E-mail Address Confirmed' }).isVisible()).toBe(true);
    expect(await claimer.getByRole('heading', { name: 'Confirm Your E-mail' }).isVisible()).toBe(false);
    await expectNoAxeViolations(claimer);
    await claimer.goto('/verify-email#link-expired');
    expect(await claimer.getByRole('heading', { name: 'This Link Has Expired' }).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Analytics' }).click();
    await expect.poll(() => page.locator('tr[data-day]').count(), { timeout: 10_000 }).toBe(30);
    expect(await page.locator('[data-total="claims"]').textContent()).toMatch(/Claims\d/);
  });
});

describe('/admin lock-out', () => {
  // The order of the answers (401 three times, then waits of 1 s, 2 s ... then the 15-minute
  // lock) is API behaviour, asserted in tests/integration/api-staff.test.ts. Here: the form
  // shows each kind of answer, and the lock holds and ends by the server's clock.
  it("shows a wrong password, a slow-down (Retry-After by the server's clock) and the 15-minute lock of that account; other accounts still sign in; 15 minutes later it signs in", async () => {
    const email = uniqueEmail('lockout');
    await createEditor(email, 'lockout-editor-password');
    const page = await openSignIn();
    const alert = page.locator('form [role="alert"]');
    const viaForm = async (password: string) => {
      const response = await signInThroughForm(page, email, password);
      const { message } = ((await response.json()) as { error: { message: string } }).error;
      await expect.poll(() => alert.textContent()).toBe(message);
      return { status: response.status(), message, retryAfter: response.headers()['retry-after'] };
    };
    const viaApi = async () => {
      const response = await api('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'wrong-password-for-lockout' }),
      });
      const { message } = ((await response.json()) as { error: { message: string } }).error;
      return { status: response.status, message, retryAfter: response.headers.get('retry-after') ?? undefined };
    };
    const waitOut = (answer: { retryAfter?: string }) => site.advanceClock(Number(answer.retryAfter) * 1000);

    // LOCKOUT.account (src/server/auth/lockout.ts): slowed from the 3rd failure (1 s, then a
    // second more each time), locked at the 10th. The exact sequence is asserted in
    // tests/integration/api-staff.test.ts; the form shows one slow-down of 5 s or more, so that
    // filling it in on a busy machine stays inside it (the server's clock runs in real time).
    expect(await viaForm('wrong-password-for-lockout')).toMatchObject({ status: 401, message: 'Wrong e-mail or password.' });
    let answer = await viaApi();
    let slowedInForm = false;
    for (let attempt = 0; attempt < 20 && !answer.message.endsWith('minutes.'); attempt++) {
      if (!slowedInForm && Number(answer.retryAfter) >= 5) {
        const slowed = await viaForm('wrong-password-for-lockout');
        expect(slowed.status).toBe(429);
        expect(slowed.message).toBe(`Too many failed sign-in attempts. Try again in ${slowed.retryAfter} second${slowed.retryAfter === '1' ? '' : 's'}.`);
        slowedInForm = true;
      }
      if (answer.retryAfter) waitOut(answer);
      answer = await viaApi();
    }
    expect(slowedInForm, 'a slow-down shown in the form').toBe(true);
    expect(answer).toMatchObject({ status: 429, message: 'Too many failed sign-in attempts. Try again in 15 minutes.' });

    expect(await viaForm('lockout-editor-password')).toMatchObject({ status: 429, message: 'Too many failed sign-in attempts. Try again in 15 minutes.' });

    site.advanceClock(14 * 60_000);
    expect(await viaForm('lockout-editor-password')).toMatchObject({ status: 429, message: 'Too many failed sign-in attempts. Try again in 1 minute.' });

    const colleague = await signInThroughForm(page, '', PASSWORD);
    expect(colleague.status()).toBe(200);
    await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();

    site.advanceClock(60_000);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
    expect((await signInThroughForm(page, email, 'lockout-editor-password')).status()).toBe(200);
    await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
  });
});

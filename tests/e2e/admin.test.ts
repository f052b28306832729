/**
 * /admin against the production build, on a site of its own (tests/support/site.ts): what needs
 * the real server, its seed and Chromium, in two pages.
 * - The server's HTML of /admin, read without a browser: not indexed, no admin data.
 * - The sign-in page: the sign-in screen alone (axe); then an editor account of the file's own
 *   is shown a wrong password, a slow-down (Retry-After by the server's test clock) and the
 *   15-minute lock in the form; meanwhile the site administrator signs in (the lockout counts per
 *   verified account, never per typed e-mail) and sees the seed's stats, Recent Activity and
 *   the server's status (axe); the session survives a reload, in localStorage and never in a
 *   cookie, until sign-out; 15 minutes later by the test clock the editor signs in. The order of
 *   the lock-out's answers is tests/integration/api-staff.test.ts's.
 * - The dashboard at work, in one tab: CSV export as real downloads and the import of real files
 *   (all rows of a good one; a bad one's rows listed and nothing imported; axe), the three
 *   moderation queues against the real API (axe on a review's reject form) with the audit log,
 *   the public business page and search afterwards (server-rendered: read as HTML with plain
 *   requests, `publicPage`), Add Business stored as typed, the claim e-mail in the outbox and its
 *   link confirming the address (axe), analytics for 30 days.
 * The island's own rules against a stubbed API are in tests/components/: the session check
 * (dropped on a 401, kept with Retry on a 500) and the Overview in admin-shell, the queues'
 * forms, reasons, policy text and toasts in admin-queues, Add Business's messages in
 * admin-add-business.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, parseCsv } from '../../src/domain/business-csv';
import type { AdminStats, Business, BusinessClaim } from '../../src/domain/types';
import { SESSION_KEYS } from '../../src/islands/kit/session';
import { expectNoAxeViolations } from '../support/axe';
import { downloadText, useBrowser } from '../support/browser';
import { SEED } from '../support/seed';
import { useOwnSite } from '../support/site';
import { ADMIN_PASSWORD, api, toastWith } from '../support/site-api';
import { parseHtml } from '../support/html';

const site = useOwnSite();
const browser = useBrowser();
const word = () => `Zx${Math.random().toString(36).slice(2, 9)}`;
const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@admin-e2e.example`;

let tokenCache: { token: string; expiresAt: string } | undefined;
/** One API sign-in for the whole file (its own account), for setting up data and the dashboard opened without its sign-in screen. */
async function adminSession() {
  if (!tokenCache) {
    const response = await api('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: ADMIN_PASSWORD }),
    });
    expect(response.status, 'admin sign-in').toBe(200);
    tokenCache = (await response.json()) as { token: string; expiresAt: string };
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

/** A claim of `businessId` sent as an owner sends it. */
async function claimFor(businessId: number, claimerEmail: string) {
  return json<{ id: number }>(
    api('/api/business-claims', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ businessId, claimerEmail, claimerName: 'Casey Owner' }),
    }),
  );
}

/** The dashboard, signed in through a stored session (as after a sign-in earlier in the tab). */
async function openDashboard(): Promise<Page> {
  const session = await adminSession();
  const page = await browser.newPage();
  await page.context().addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_KEYS.staff,
    value: JSON.stringify({ token: session.token, expiresAt: session.expiresAt, email: null, mode: 'local' }),
  });
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor({ timeout: 20_000 });
  return page;
}

/** A server-rendered page as a document (no browser: what it shows needs no JavaScript). */
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

const storedSession = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SESSION_KEYS.staff);

describe('/admin as served', () => {
  it('is not indexed and holds no admin data before the island has signed anyone in', async () => {
    const response = await api('/admin');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const document = parseHtml(await response.text());
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelectorAll('[data-stat]')).toHaveLength(0);
    expect(document.body.textContent).not.toContain('Signed in as');
  });
});

describe('/admin sign-in', () => {
  // LOCKOUT.account (src/server/auth/lockout.ts): slowed from the 3rd failure (1 s, then a
  // second more each time), locked at the 10th. The exact sequence is asserted in
  // tests/integration/api-staff.test.ts; here the form shows each kind of answer once and the
  // lock is reached through the API. The form shows one slow-down of 5 s or more, so that
  // filling it in on a busy machine stays inside it (the server's clock runs in real time).
  it(
    "shows a visitor only the sign-in screen (axe finds nothing); shows an account a wrong password, a slow-down (Retry-After by the server's clock) and the 15-minute lock; the site administrator signs in meanwhile and sees the seed's stats, Recent Activity and status (axe finds nothing), keeps the session across a reload (localStorage, no cookie) and signs out; 15 minutes later the locked account signs in",
    { timeout: 180_000 },
    async () => {
      const email = uniqueEmail('lockout');
      await createEditor(email, 'lockout-editor-password');
      // Nothing this file wrote so far (an editor and its invitation) counts in a stat: the figures are the seed's.
      expect(await json<AdminStats>(adminApi('/api/admin/stats'))).toEqual(SEED.adminStats);

      const page = await openSignIn();
      expect(await page.getByText('Admin Dashboard', { exact: true }).count()).toBe(0);
      expect(await page.locator('[data-stat]').count()).toBe(0);
      expect(await page.getByLabel('E-mail (empty for the site administrator)').isVisible()).toBe(true);
      await expectNoAxeViolations(page);

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

      expect(await viaForm('wrong-password-for-lockout')).toMatchObject({ status: 401, message: 'Wrong e-mail or password.' });
      expect(await page.getByLabel('Password').inputValue()).toBe('');
      expect(await storedSession(page)).toBeNull();
      expect(await page.getByRole('heading', { name: 'Admin Sign In' }).count()).toBe(1);

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

      // Another account signs in while that one is locked.
      const admin = await signInThroughForm(page, '', ADMIN_PASSWORD);
      expect(admin.status()).toBe(200);
      await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
      expect(await page.getByText('Signed in as Site administrator (Admin)').count()).toBe(1);
      expect(await page.evaluate(() => document.cookie)).toBe('');
      const stored = JSON.parse((await storedSession(page)) ?? '{}') as { token?: string };
      expect(stored.token).toMatch(/^ey/);

      const value = (key: keyof AdminStats) => page.locator(`[data-stat="${key}"] [data-stat-value]`);
      await expect.poll(() => value('totalBusinesses').textContent(), { timeout: 10_000 }).not.toBe('...');
      const tiles = ['totalBusinesses', 'pendingReviews', 'pendingClaims', 'premiumListings'] as const;
      const shown = Object.fromEntries(await Promise.all(tiles.map(async (k) => [k, (await value(k).textContent())?.replace(/,/g, '')])));
      expect(shown).toEqual(Object.fromEntries(tiles.map((key) => [key, String(SEED.adminStats[key])])));

      const pending = await json<BusinessClaim[]>(adminApi('/api/business-claims/pending'));
      const recent = page.getByRole('list', { name: 'Pending claims' }).locator(':scope > li');
      await expect.poll(() => recent.count()).toBe(Math.min(3, pending.length));
      const newestFirst = [...pending].sort((a, b) => Date.parse(b.submittedAt) - Date.parse(a.submittedAt) || b.id - a.id);
      expect(await recent.locator('p.font-semibold').allTextContents()).toEqual(newestFirst.slice(0, 3).map((c) => c.businessName));
      // This server keeps e-mail in the outbox and rebuilds itself, so the action is offered.
      expect(await page.getByText('Not sent: kept in the Outbox').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Rebuild site' }).count()).toBe(1);
      await expectNoAxeViolations(page);

      await page.reload();
      await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
      expect(await page.getByText('You have signed out.').count()).toBe(1);
      await toastWith(page, 'Signed Out');
      expect(await storedSession(page)).toBeNull();
      await page.reload();
      await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
      expect(await page.locator('[data-stat]').count()).toBe(0);

      site.advanceClock(60_000);
      expect((await signInThroughForm(page, email, 'lockout-editor-password')).status()).toBe(200);
      await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
    },
  );
});

describe('/admin at work', () => {
  it(
    'exports every business as CSV (Quick Actions, Import & Export) and imports a good CSV file (all rows) and refuses one with bad rows (each listed, nothing imported); moderates the three queues (a claim approved: claimed and verified; one denied with a reason, both in the audit log; a review approved: on the business page with the new rating; one rejected for a content rule: not shown; a business published: it opens and search finds it; one rejected); adds a business as typed, published at once; shows the claim e-mail in the outbox (no provider here), whose link confirms the address; analytics for 30 days',
    { timeout: 180_000 },
    async () => {
      const exported = `${word()} Export Co, "Ltd"`;
      await addBusiness(exported);
      const claimed = `${word()} Claim Cleaners`;
      const claimedBusiness = await addBusiness(claimed);
      const approveMe = await claimFor(claimedBusiness.id, uniqueEmail('approve'));
      const denyMe = await claimFor(claimedBusiness.id, uniqueEmail('deny'));
      const reviewedBusiness = await addBusiness(`${word()} Review Movers`);
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
      const publishKey = word();
      const waiting = await addBusiness(`${publishKey} Publish Helpers`, false);
      const refused = await addBusiness(`${word()} Refused Helpers`, false);
      expect((await api(`/api/businesses/${waiting.slug}`)).status).toBe(404);
      const mailed = `${word()} Outbox Cleaners`;
      const mailedBusiness = await addBusiness(mailed);
      const claimerEmail = uniqueEmail('outbox');
      await json(
        api('/api/business-claims', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ businessId: mailedBusiness.id, claimerEmail }),
        }),
      );

      const page = await openDashboard();
      const section = (name: string) => page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name, exact: true });

      // Export and import.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Data' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^charlotte-directory-businesses-\d{4}-\d{2}-\d{2}\.csv$/);
      const rows = parseCsv(await downloadText(download));
      expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
      expect(rows.some((row) => row[EXPORT_COLUMNS.indexOf('businessName')] === exported)).toBe(true);

      await section('Import & Export').click();
      const [again] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export businesses (CSV)' }).click()]);
      expect(parseCsv(await downloadText(again))).toEqual(rows);

      const importKey = word();
      const input = page.getByLabel('CSV file');
      const goodFile = [
        'businessName,category,address,phone,email,serviceTags,neighborhood',
        `${importKey} Import One,Movers & Packers,1 Import Way,704-555-0101,one@import.example,free-quote;same-day,South End`,
        `"${importKey} Import Two, LLC",utility-setup,2 Import Way,704-555-0102,two@import.example,,noda`,
      ].join('\r\n');
      await input.setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(goodFile) });
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await expect.poll(() => page.locator('[data-import-result="ok"]').textContent(), { timeout: 10_000 }).toBe('Imported 2 businesses.');
      await toastWith(page, 'Import Complete');
      const imported = await json<{ businesses: Business[] }>(api(`/api/businesses?search=${importKey}`));
      expect(imported.businesses.map((b) => b.businessName).sort()).toEqual([`${importKey} Import One`, `${importKey} Import Two, LLC`]);

      const badKey = word();
      const badFile = [
        'businessName,category,address,phone,email',
        `${badKey} Fine Row,movers-packers,3 Import Way,704-555-0103,fine@import.example`,
        `,movers-packers,4 Import Way,704-555-0104,x@import.example`,
        `${badKey} Bad Row,space-travel,5 Import Way,704-555-0105,not-an-email`,
      ].join('\n');
      await input.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(badFile) });
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const table = page.locator('[data-import-result="errors"]');
      await table.waitFor({ timeout: 10_000 });
      expect(await table.textContent()).toContain('nothing was imported.');
      const cells = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
      expect(cells).toEqual([
        ['3', 'businessName', 'Business name is required'],
        ['4', 'category', 'Please select a category'],
        ['4', 'email', 'Please enter a valid email address'],
      ]);
      await toastWith(page, 'Failed to import businesses.', { role: 'alert' });
      await expectNoAxeViolations(page);
      const none = await json<{ total: number }>(adminApi(`/api/businesses?search=${badKey}&approved=false`));
      expect(none.total).toBe(0);
      expect((await json<{ total: number }>(api(`/api/businesses?search=${badKey}`))).total).toBe(0);

      // Claims, and their audit log.
      await section('Claims').click();
      const first = await findInQueue(page, `[data-claim-id="${approveMe.id}"]`);
      expect(await first.getByText('E-mail not confirmed').count()).toBe(1);
      await first.getByRole('button', { name: /^Approve/ }).click();
      expect(await toastWith(page, 'Claim Verified')).toContain('The business claim has been approved successfully.');
      await expect.poll(() => page.locator(`[data-claim-id="${approveMe.id}"]`).count()).toBe(0);
      expect(await json<Business>(api(`/api/businesses/${claimedBusiness.slug}`))).toMatchObject({ isClaimed: true, isVerified: true });

      const second = await findInQueue(page, `[data-claim-id="${denyMe.id}"]`);
      await second.getByRole('button', { name: /^Deny/ }).click();
      await second.getByRole('combobox', { name: 'Reason' }).selectOption('Duplicate claim');
      await second.getByLabel('Internal note (optional)').fill('Same owner claimed twice');
      await second.getByRole('button', { name: 'Deny claim', exact: true }).click();
      await toastWith(page, 'Claim Denied');
      await expect.poll(() => page.locator(`[data-claim-id="${denyMe.id}"]`).count()).toBe(0);

      await section('Audit Log').click();
      const auditRows = page.locator('tr[data-audit-action]');
      await expect.poll(() => auditRows.count(), { timeout: 10_000 }).toBeGreaterThan(1);
      const audit = (await page.locator('table').textContent()) ?? '';
      expect(audit).toContain('Denied claim');
      expect(audit).toContain('Approved claim');
      expect(audit).toContain('Same owner claimed twice');
      expect(audit).toContain(claimed);

      // Reviews, and the business page.
      const before = await publicPage(`/charlotte/listing/${reviewedBusiness.slug}`);
      expect(before.querySelector('[data-rating-value]')?.textContent?.trim()).toMatch(/^No ratings yet/);

      await section('Reviews').click();
      await page.getByRole('heading', { name: 'Pending Reviews' }).waitFor();
      const goodItem = await findInQueue(page, `[data-review-id="${good.id}"]`);
      await goodItem.getByRole('button', { name: /^Approve/ }).click();
      expect(await toastWith(page, 'Review Approved')).toContain('The review has been published successfully.');
      await expect.poll(() => page.locator(`[data-review-id="${good.id}"]`).count()).toBe(0);

      const spamItem = await findInQueue(page, `[data-review-id="${spam.id}"]`);
      await spamItem.getByRole('button', { name: /^Reject/ }).click();
      await spamItem.getByRole('combobox', { name: 'Reason' }).waitFor();
      await expectNoAxeViolations(page);
      await spamItem.getByRole('combobox', { name: 'Reason' }).selectOption('Spam or advertising');
      await spamItem.getByRole('button', { name: 'Reject review', exact: true }).click();
      await toastWith(page, 'Review Rejected');
      await expect.poll(() => page.locator(`[data-review-id="${spam.id}"]`).count()).toBe(0);

      const listing = await publicPage(`/charlotte/listing/${reviewedBusiness.slug}`);
      expect(listing.querySelector('[data-rating-value]')?.textContent).toBe('5.0');
      expect(listing.querySelector('[data-rating] [data-review-count]')?.textContent).toBe('(1 review)');
      const reviews = [...listing.querySelectorAll('[data-review]')].map((item) => item.textContent).join('\n');
      expect(reviews).toContain('Careful crew, on time and friendly.');
      expect(reviews).not.toContain('cheap-moves');

      // Unpublished businesses, and search.
      await section('Unpublished Businesses').click();
      await page.getByRole('heading', { name: 'Unpublished Businesses' }).waitFor();
      const item = await findInQueue(page, `[data-business-id="${waiting.id}"]`);
      await item.getByRole('button', { name: /^Publish/ }).click();
      expect(await toastWith(page, 'Business Published')).toContain('The business is now listed and searchable.');

      const other = await findInQueue(page, `[data-business-id="${refused.id}"]`);
      await other.getByRole('button', { name: /^Reject/ }).click();
      await other.getByRole('combobox', { name: 'Reason' }).selectOption('Could not verify the business exists');
      await other.getByRole('button', { name: 'Reject business', exact: true }).click();
      await toastWith(page, 'Business Rejected');

      const search = await publicPage(`/search?q=${publishKey}`);
      const cards = [...search.querySelectorAll('[data-testid="result-card"] h3')].map((heading) => heading.textContent);
      expect(cards).toContain(`${publishKey} Publish Helpers`);
      expect((await api(`/charlotte/listing/${waiting.slug}`)).status).toBe(200);
      const unpublished = await json<{ businesses: Business[] }>(adminApi('/api/businesses?approved=false&limit=100'));
      expect(unpublished.businesses.map((b) => b.id)).not.toContain(refused.id);

      // Add Business: what the form sends is stored as typed.
      await section('Add Business').click();
      const addKey = word();
      const form = page.getByRole('form', { name: 'Add New Business' });
      await form.getByLabel('Business name').fill(`${addKey} Added Pet Care`);
      await form.getByLabel('Category').selectOption('pet-services');
      await form.getByLabel('Address').fill('1200 Central Ave');
      await form.getByLabel('Phone').fill('704-555-0177');
      await form.getByLabel('E-mail').fill('hello@added.example');
      await form.getByLabel('Neighborhood').selectOption('plaza-midwood');
      await form.getByLabel('Same Day').check();
      await form.getByLabel('Monday').fill('9:00 AM - 5:00 PM');
      await form.getByRole('button', { name: 'Add business' }).click();
      await toastWith(page, 'Business Added');
      const pageLink = page.getByRole('link', { name: 'view its page' });
      await pageLink.waitFor();
      expect((await api((await pageLink.getAttribute('href'))!)).status).toBe(200);
      const added = await json<{ businesses: Business[] }>(api(`/api/businesses?search=${addKey}`));
      expect(added.businesses.map((b) => b.businessName)).toEqual([`${addKey} Added Pet Care`]);
      expect(added.businesses[0]).toMatchObject({ neighborhood: 'plaza-midwood', serviceTags: ['same-day'], businessHours: { Monday: '9:00 AM - 5:00 PM' } });

      // The outbox, analytics, and the claim e-mail's link.
      await section('Outbox').click();
      const message = page.locator('[data-outbox-id]').filter({ hasText: claimerEmail });
      await message.first().waitFor({ timeout: 10_000 });
      expect(await message.textContent()).toContain(`Confirm your claim of ${mailed} on Charlotte Directory`);
      expect(await message.textContent()).toContain('Not sent');
      await message.getByText('Show message').click();
      const text = (await message.locator('pre').textContent()) ?? '';
      const link = /https?:\/\/\S+\/api\/business-claims\/verify-email\?token=v1\.\S+/.exec(text)?.[0];
      expect(link).toBeTruthy();

      await section('Analytics').click();
      await expect.poll(() => page.locator('tr[data-day]').count(), { timeout: 10_000 }).toBe(30);
      expect(await page.locator('[data-total="claims"]').textContent()).toMatch(/Claims\d/);

      // The claimer opens the link (the page is public: this tab serves as theirs).
      await page.goto(link!);
      expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/verify-email#email-verified');
      expect(await page.getByRole('heading', { name: 'E-mail Address Confirmed' }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Confirm Your E-mail' }).isVisible()).toBe(false);
      await expectNoAxeViolations(page);
      await page.goto('/verify-email#link-expired');
      expect(await page.getByRole('heading', { name: 'This Link Has Expired' }).isVisible()).toBe(true);
    },
  );
});

/**
 * Claim Your Business (/claim-business) against the production build. The served HTML (no
 * browser): every field, the 12 categories, the 7 service tags, the hours, the terms link,
 * the honeypot, the links that lead here ("Claim Listing", "Add Business", a business page's
 * "Claim this business", which a claimed business does not show). In Chromium, one page
 * opened from a business page's "Claim this business": that business's claim form, the
 * honeypot off-screen, axe of the page as it opens, with the add form's messages and with a
 * claim sent; the add form's one call to the real API (a lost answer retried with the same
 * key gets the same business back; what the server stored), the form reset; the real search
 * as you type marking a claimed business; the listed business's claim, its toast (the e-mail
 * is on its way) and its sent state. The islands' own rules (each validation message, focus,
 * the counter, values kept after a failure, submit disabled while sending, the retry's key,
 * the reset, `?business=` of a claimed business): tests/components/claim.test.tsx. What the
 * API stores and refuses: tests/integration/api-businesses.test.ts and api-claims.test.ts.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, SELF_DECLARED_TAGS } from '../../src/domain/catalog';
import type { Business, BusinessClaim } from '../../src/domain/types';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { CLAIM_FORM_FILLED, CLAIM_FORM_STORED, CLAIM_FORM_TAG_LABELS } from '../support/claim-form';
import { useOwnSite } from '../support/site';
import { adminToken, api, bearer, toastWith } from '../support/site-api';
import { parseHtml } from '../support/html';

useOwnSite();
const browser = useBrowser();

async function served(path: string) {
  const response = await api(path);
  expect(response.status, path).toBe(200);
  const document = parseHtml(await response.text());
  /** The controls labelled exactly `text` (by `for` or by nesting), as getByLabel(text, { exact: true }) finds them. */
  const controlsLabelled = (text: string) =>
    [...document.querySelectorAll('label')].filter((label) => label.textContent.trim() === text).map((label) => label.control);
  /** The hrefs of the links whose text is `text`, inside `within`. */
  const hrefsOf = (text: string, within = 'body') =>
    [...document.querySelectorAll(`${within} a`)].filter((a) => a.textContent.trim() === text).map((a) => a.getAttribute('href'));
  return { document, controlsLabelled, hrefsOf };
}

async function listed(): Promise<Business[]> {
  const response = await api('/api/businesses?limit=100&sortBy=reviews');
  expect(response.status).toBe(200);
  return ((await response.json()) as { businesses: Business[] }).businesses;
}

async function adminJson<T>(path: string, token: string): Promise<T> {
  const response = await api(path, { headers: bearer(token) });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const SUCCESS_TITLE = 'Claim Submitted Successfully';
const SUCCESS_TEXT = "We've sent a verification email to your address. Please check your email to complete the claim process.";
const FAILURE_TITLE = 'Failed to submit claim. Please try again.';

const submitButton = (page: Page) => page.getByRole('button', { name: /Submit Claim|Submitting/ });
const field = (page: Page, id: string) => page.locator(`#claim-${id}`);
const errorOf = (page: Page, id: string) => page.locator(`#claim-${id}-error`);

/** A unique word, so that every business and claim this file adds has a name of its own. */
const token = () => `Zq${Math.random().toString(36).slice(2, 8)}`;

interface Filled {
  businessName: string;
  claimerEmail: string;
}

/** Fills in {@link CLAIM_FORM_FILLED} under another business name, with a claimer e-mail of its own. */
async function fillForm(page: Page, name: string): Promise<Filled> {
  const filled = { ...CLAIM_FORM_FILLED, businessName: name, claimerEmail: `${name.toLowerCase().replace(/\W+/g, '.')}@owner.example` };
  for (const [id, value] of Object.entries(filled)) {
    if (id === 'category') await field(page, id).selectOption(value);
    else await field(page, id).fill(value);
  }
  for (const label of CLAIM_FORM_TAG_LABELS) await page.getByLabel(label, { exact: true }).check();
  await field(page, 'agreeToTerms').check();
  return filled;
}

async function expectFilled(page: Page, filled: Filled) {
  for (const [id, value] of Object.entries({ ...CLAIM_FORM_FILLED, ...filled })) expect(await field(page, id).inputValue(), id).toBe(value);
  for (const label of CLAIM_FORM_TAG_LABELS) expect(await page.getByLabel(label, { exact: true }).isChecked(), label).toBe(true);
  expect(await field(page, 'agreeToTerms').isChecked()).toBe(true);
}

async function expectEmpty(page: Page) {
  for (const id of [
    'businessName',
    'category',
    'address',
    'phone',
    'email',
    'website',
    'description',
    'businessHours-Monday',
    'claimerName',
    'claimerEmail',
    'claimerPhone',
  ]) {
    expect(await field(page, id).inputValue(), id).toBe('');
  }
  expect(await page.locator('input[name="serviceTags"]:checked').count()).toBe(0);
  expect(await field(page, 'agreeToTerms').isChecked()).toBe(false);
  expect(await page.locator('[data-counter]').textContent()).toContain('0/800');
}

describe('the pages as served (HTML, no browser)', () => {
  it('/claim-business has its heading, both sections, every field, the 12 categories, the self-declared service-tag checkboxes (no credential to tick), hours for each weekday, the terms link and a honeypot hidden from people and out of the tab order', async () => {
    const { document, controlsLabelled } = await served('/claim-business');
    expect(document.querySelector('h1')?.textContent.trim()).toBe('Claim Your Business');
    expect(document.querySelector('#find h2')?.textContent).toMatch(/already listed/);
    expect(document.querySelector('#add h2')?.textContent).toMatch(/Add your business/);
    // A new owner learns where the claim leads: an account and its dashboard.
    expect(document.querySelector('[aria-labelledby="claim-steps-heading"]')?.textContent).toContain('we e-mail you a link to set your password');
    for (const id of ['businessName', 'address', 'phone', 'email', 'website', 'description', 'claimerName', 'claimerEmail', 'claimerPhone', 'agreeToTerms']) {
      expect(document.querySelector(`#claim-${id}`), id).not.toBeNull();
    }
    const options = [...document.querySelectorAll('#claim-category option')].map((option) => option.textContent);
    expect(options).toEqual(['Select a category', ...CATEGORIES.map((c) => c.label)]);
    for (const tag of SELF_DECLARED_TAGS)
      expect(
        controlsLabelled(tag.label).map((control) => control?.getAttribute('type')),
        tag.label,
      ).toEqual(['checkbox']);
    // Credentials are recorded by staff from evidence, never ticked.
    for (const credential of ['Licensed', 'Insured', 'Verified']) expect(controlsLabelled(credential), credential).toEqual([]);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      expect(
        controlsLabelled(day).map((control) => control?.id),
        day,
      ).toEqual([`claim-businessHours-${day}`]);
    }
    const terms = [...document.querySelectorAll('label[for="claim-agreeToTerms"] a')];
    expect(terms.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Terms of Service (opens in a new tab)', '/terms']]);
    // The honeypot is hidden from people (aria-hidden; off-screen, checked in the browser below) and out of the tab order.
    const honeypot = document.querySelector('#claim-homepage');
    expect(honeypot?.getAttribute('tabindex')).toBe('-1');
    expect(document.querySelectorAll('[aria-hidden="true"]:has(#claim-homepage)').length).toBe(1);
  });

  it('"Claim Listing" (footer) links to the finder and "Add Business" (header) to the add form', async () => {
    const home = await served('/');
    expect(home.hrefsOf('Claim Listing', 'footer')).toEqual(['/claim-business#find']);
    const addLinks = home.hrefsOf('Add Business', 'header');
    expect(addLinks.length).toBeGreaterThan(0);
    expect(new Set(addLinks)).toEqual(new Set(['/claim-business#add']));
  });

  it('an unclaimed business page links "Claim this business" to its claim form; a claimed one says "Claimed" and has no such link', async () => {
    const businesses = await listed();
    const unclaimed = businesses.find((b) => !b.isClaimed)!;
    const claimed = businesses.find((b) => b.isClaimed)!;
    const unclaimedPage = await served(`/charlotte/listing/${unclaimed.slug}`);
    expect(unclaimedPage.document.querySelectorAll('[data-claimed]').length).toBe(0);
    expect(unclaimedPage.hrefsOf('Claim this business')).toEqual([`/claim-business?business=${unclaimed.slug}#find`]);
    const claimedPage = await served(`/charlotte/listing/${claimed.slug}`);
    expect(claimedPage.hrefsOf('Claim this business')).toEqual([]);
    expect(claimedPage.document.querySelector('[data-claimed]')?.textContent).toContain('Claimed');
  });
});

describe('in the browser', () => {
  it(
    "from a business page's \"Claim this business\": its claim form; axe as opened, with the add form's messages and with a claim sent; the add form's one call (a lost answer retried with the same key gets the same business back; what the server stored) and reset; the real search marks a claimed business; the listed business's claim, its toast and sent state",
    { timeout: 180_000 },
    async () => {
      const businesses = await listed();
      const target = businesses.filter((b) => !b.isClaimed).at(-1)!;
      const claimed = businesses.find((b) => b.isClaimed)!;
      const [cta] = (await served(`/charlotte/listing/${target.slug}`)).hrefsOf('Claim this business');
      expect(cta).toBe(`/claim-business?business=${target.slug}#find`);

      const page = await browser.newPage();
      const posts: Request[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/')) posts.push(request);
      });
      expect((await page.goto(cta!))?.status()).toBe(200);
      const selected = page.locator(`[data-claim-selected="${target.slug}"]`);
      await selected.locator('[data-existing-claim-form]').waitFor({ timeout: 15_000 });
      expect(await selected.getByRole('heading', { name: `Claim ${target.businessName}` }).isVisible()).toBe(true);
      // The submit button is enabled once the island has hydrated.
      await expect.poll(() => submitButton(page).isEnabled(), { timeout: 15_000 }).toBe(true);
      await expectNoAxeViolations(page);
      const box = await page.locator('#claim-homepage').boundingBox();
      expect(box && box.x + box.width <= 0, 'the honeypot is off-screen').toBe(true);

      // The add form with its messages showing (each message: the component test).
      await submitButton(page).click();
      await expect.poll(() => errorOf(page, 'category').textContent()).toBe('Please select a category');
      expect(await errorOf(page, 'businessName').textContent()).toBe('Business name is required');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('claim-businessName');
      expect(posts).toHaveLength(0);
      await expectNoAxeViolations(page);

      // Add and claim. First try: the server stores it, but the answer is lost on the way back.
      const filled = await fillForm(page, `Sparkle Retry Cleaners ${token()}`);
      let firstAnswer: { status: number; body: { id: number; slug: string; claimId?: number } } | undefined;
      await page.route('**/api/businesses', async (route) => {
        const response = await route.fetch();
        firstAnswer = { status: response.status(), body: await response.json() };
        await route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad gateway' });
      });
      await submitButton(page).click();
      const failure = await toastWith(page, FAILURE_TITLE, { role: 'alert' });
      expect(failure).not.toContain('Bad gateway');
      expect(firstAnswer?.status).toBe(201);
      await expectFilled(page, filled);
      await page.unroute('**/api/businesses');

      // The retry sends the same submission key and gets the business already created
      // (passed through unchanged; the route only records the answer).
      let retryAnswer: { status: number; body: unknown } | undefined;
      await page.route('**/api/businesses', async (route) => {
        const response = await route.fetch();
        retryAnswer = { status: response.status(), body: await response.json() };
        await route.fulfill({ response });
      });
      await submitButton(page).click();
      // Read from the page's record of toasts, which marks it read: the next toastWith of the
      // same title finds the listed business's claim's own toast, not this one.
      const success = await toastWith(page, SUCCESS_TITLE);
      expect(success).toContain(SUCCESS_TEXT);
      expect(retryAnswer?.status).toBe(200);
      expect(retryAnswer?.body).toEqual(firstAnswer?.body);
      await page.unroute('**/api/businesses');
      await expectEmpty(page);

      expect(posts.map((r) => new URL(r.url()).pathname)).toEqual(['/api/businesses', '/api/businesses']);
      const [first, second] = posts.map((r) => r.postDataJSON() as { submissionKey?: string } & Record<string, unknown>);
      expect(first?.submissionKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
      expect(second?.submissionKey).toBe(first?.submissionKey);

      // What the server stored: one business, unpublished, and its claim waiting for staff.
      const admin = await adminToken();
      const stored = await adminJson<{ businesses: Business[] }>(
        `/api/businesses?approved=false&limit=100&search=${encodeURIComponent(filled.businessName)}`,
        admin,
      );
      expect(stored.businesses.filter((b) => b.businessName === filled.businessName)).toEqual([
        expect.objectContaining({
          id: firstAnswer?.body.id,
          slug: firstAnswer?.body.slug,
          ...CLAIM_FORM_STORED,
          serviceTags: expect.arrayContaining(CLAIM_FORM_STORED.serviceTags),
          status: 'pending',
        }),
      ]);
      const pendingClaims = () => adminJson<BusinessClaim[]>('/api/business-claims/pending', admin);
      expect((await pendingClaims()).filter((c) => c.businessId === firstAnswer?.body.id)).toEqual([
        expect.objectContaining({
          id: firstAnswer?.body.claimId,
          claimerName: CLAIM_FORM_FILLED.claimerName,
          claimerEmail: filled.claimerEmail,
          claimerPhone: CLAIM_FORM_FILLED.claimerPhone,
          status: 'pending',
        }),
      ]);

      // The real search as you type, over the seeded businesses: a claimed one is marked and offers no claim.
      await page.getByLabel('Find your business by name').pressSequentially(claimed.businessName, { delay: 20 });
      const row = page.locator(`[data-find-result="${claimed.slug}"]`);
      await row.waitFor({ timeout: 10_000 });
      // A search typed after the first one may still be running: wait for its answer.
      await expect.poll(() => page.locator('[data-find-status]').textContent(), { timeout: 10_000 }).toMatch(/listed business(es)? match/);
      expect(await row.locator('[data-claimed]').textContent()).toBe('Already claimed');
      expect(await row.getByRole('button').count()).toBe(0);

      // The claim of the listed business opened from its page: one call, the toast, the sent state.
      const email = `owner.${token().toLowerCase()}@listed.example`;
      await page.locator('#existing-claimerName').fill('Pat Owner');
      await page.locator('#existing-claimerEmail').fill(email);
      await page.locator('#existing-agreeToTerms').check();
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/business-claims') && r.request().method() === 'POST'),
        selected.getByRole('button', { name: 'Claim This Business' }).click(),
      ]);
      expect(response.status()).toBe(201);
      expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({ businessId: target.id, claimerName: 'Pat Owner', claimerEmail: email, locale: 'en' });
      const toast = await toastWith(page, SUCCESS_TITLE);
      expect(toast).toContain(SUCCESS_TEXT);
      await selected.locator('[data-claim-sent]').waitFor();
      await expectNoAxeViolations(page);
      expect(posts.map((r) => new URL(r.url()).pathname)).toEqual(['/api/businesses', '/api/businesses', '/api/business-claims']);
      // The e-mail's confirmation and the staff's review that follow: tests/integration/api-claims.test.ts.
      expect((await pendingClaims()).filter((c) => c.claimerEmail === email)).toEqual([
        expect.objectContaining({ businessId: target.id, claimerName: 'Pat Owner', status: 'pending' }),
      ]);
    },
  );
});

/**
 * Claim Your Business (/claim-business) against the production build. The served HTML (no
 * browser): every field, the 12 categories, the 7 service tags, the hours, the terms link,
 * the honeypot, the links that lead here ("Claim Listing", "Add Business", a business page's
 * "Claim this business"). In Chromium: every validation message (on blur and on submit) and
 * focus, the service tags, one add-and-claim call, success and reset, failure keeping what
 * was typed, a retry that sends the same submission key, finding and claiming a listed
 * business, axe of each state. What the API stores is asserted in
 * tests/integration/api-businesses.test.ts and api-claims.test.ts.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, SERVICE_TAGS } from '../../src/domain/catalog';
import type { Business } from '../../src/domain/types';
import { expectNoAxeViolations } from '../support/axe';
import { baseURL, useBrowser } from '../support/browser';
import { useOwnSite } from '../support/site';
import { parseHtml } from '../support/html';

useOwnSite();
const browser = useBrowser();
const api = (path: string, init?: RequestInit) => fetch(new URL(path, baseURL()), init);

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

async function toastWith(page: Page, role: 'status' | 'alert', title: string) {
  const region = page.locator('cd-toaster').getByRole(role);
  await expect.poll(() => region.textContent(), { timeout: 5000 }).toContain(title);
  return (await region.textContent()) ?? '';
}

const SUCCESS_TITLE = 'Claim Submitted Successfully';
const SUCCESS_TEXT = "We've sent a verification email to your address. Please check your email to complete the claim process.";
const FAILURE_TITLE = 'Failed to submit claim. Please try again.';

const submitButton = (page: Page) => page.getByRole('button', { name: /Submit Claim|Submitting/ });
const field = (page: Page, id: string) => page.locator(`#claim-${id}`);
const errorOf = (page: Page, id: string) => page.locator(`#claim-${id}-error`);

async function openClaimPage(): Promise<Page> {
  const page = await browser.newPage();
  const response = await page.goto('/claim-business');
  expect(response?.status()).toBe(200);
  // The submit button is enabled once the island has hydrated.
  await expect.poll(() => submitButton(page).isEnabled(), { timeout: 15_000 }).toBe(true);
  return page;
}

/** A unique word, so that every business this file adds has a name of its own. */
const token = () => `Zq${Math.random().toString(36).slice(2, 8)}`;

interface Filled {
  businessName: string;
  claimerEmail: string;
}

async function fillForm(page: Page, name: string): Promise<Filled> {
  const claimerEmail = `${name.toLowerCase().replace(/\W+/g, '.')}@owner.example`;
  await field(page, 'businessName').fill(name);
  await field(page, 'category').selectOption('cleaning-services');
  await field(page, 'address').fill('2100 South Blvd');
  await field(page, 'phone').fill('704-555-0199');
  await field(page, 'email').fill('office@sparkle.example');
  await field(page, 'website').fill('sparkle.example');
  await field(page, 'description').fill('Move-in and move-out cleaning across Charlotte.');
  await page.getByLabel('Insured', { exact: true }).check();
  await page.getByLabel('Same Day', { exact: true }).check();
  await field(page, 'businessHours-Monday').fill('8:00 AM - 6:00 PM');
  await field(page, 'businessHours-Sunday').fill('Closed');
  await field(page, 'claimerName').fill('Dana Owner');
  await field(page, 'claimerEmail').fill(claimerEmail);
  await field(page, 'claimerPhone').fill('704-555-0198');
  await field(page, 'agreeToTerms').check();
  return { businessName: name, claimerEmail };
}

async function expectFilled(page: Page, filled: Filled) {
  expect(await field(page, 'businessName').inputValue()).toBe(filled.businessName);
  expect(await field(page, 'category').inputValue()).toBe('cleaning-services');
  expect(await field(page, 'address').inputValue()).toBe('2100 South Blvd');
  expect(await field(page, 'phone').inputValue()).toBe('704-555-0199');
  expect(await field(page, 'email').inputValue()).toBe('office@sparkle.example');
  expect(await field(page, 'website').inputValue()).toBe('sparkle.example');
  expect(await field(page, 'description').inputValue()).toBe('Move-in and move-out cleaning across Charlotte.');
  expect(await page.getByLabel('Insured', { exact: true }).isChecked()).toBe(true);
  expect(await page.getByLabel('Same Day', { exact: true }).isChecked()).toBe(true);
  expect(await field(page, 'businessHours-Monday').inputValue()).toBe('8:00 AM - 6:00 PM');
  expect(await field(page, 'businessHours-Sunday').inputValue()).toBe('Closed');
  expect(await field(page, 'claimerName').inputValue()).toBe('Dana Owner');
  expect(await field(page, 'claimerEmail').inputValue()).toBe(filled.claimerEmail);
  expect(await field(page, 'claimerPhone').inputValue()).toBe('704-555-0198');
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
  it('/claim-business has its heading, both sections, every field, the 12 categories, the 7 service-tag checkboxes, hours for each weekday, the terms link and a honeypot hidden from people and out of the tab order', async () => {
    const { document, controlsLabelled } = await served('/claim-business');
    expect(document.querySelector('h1')?.textContent.trim()).toBe('Claim Your Business');
    expect(document.querySelector('#find h2')?.textContent).toMatch(/already listed/);
    expect(document.querySelector('#add h2')?.textContent).toMatch(/Add your business/);
    for (const id of ['businessName', 'address', 'phone', 'email', 'website', 'description', 'claimerName', 'claimerEmail', 'claimerPhone', 'agreeToTerms']) {
      expect(document.querySelector(`#claim-${id}`), id).not.toBeNull();
    }
    const options = [...document.querySelectorAll('#claim-category option')].map((option) => option.textContent);
    expect(options).toEqual(['Select a category', ...CATEGORIES.map((c) => c.label)]);
    for (const tag of SERVICE_TAGS)
      expect(
        controlsLabelled(tag.label).map((control) => control?.getAttribute('type')),
        tag.label,
      ).toEqual(['checkbox']);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      expect(
        controlsLabelled(day).map((control) => control?.id),
        day,
      ).toEqual([`claim-businessHours-${day}`]);
    }
    const terms = [...document.querySelectorAll('label[for="claim-agreeToTerms"] a')];
    expect(terms.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Terms of Service (opens in a new tab)', '/terms']]);
    // The honeypot is hidden from people (aria-hidden; off-screen, checked in the browser below) and out of the tab order.
    const honeypot = document.querySelector('#claim-website2');
    expect(honeypot?.getAttribute('tabindex')).toBe('-1');
    expect(document.querySelectorAll('[aria-hidden="true"]:has(#claim-website2)').length).toBe(1);
  });

  it('"Claim Listing" (footer) links to the finder and "Add Business" (header) to the add form', async () => {
    const home = await served('/');
    expect(home.hrefsOf('Claim Listing', 'footer')).toEqual(['/claim-business#find']);
    const addLinks = home.hrefsOf('Add Business', 'header');
    expect(addLinks.length).toBeGreaterThan(0);
    expect(new Set(addLinks)).toEqual(new Set(['/claim-business#add']));
  });
});

describe('claim form: validation', () => {
  it('validates on blur (website URL, e-mail, description length with its counter); on submit shows the spec message under each invalid field, focuses the first and sends nothing; fixing a field clears its message; service tags up to 7 (the whole list) and back; honeypot off-screen; no axe violations blank and with messages', async () => {
    const page = await openClaimPage();
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/')) posted += 1;
    });
    await expectNoAxeViolations(page);
    const box = await page.locator('#claim-website2').boundingBox();
    expect(box && box.x + box.width <= 0, 'the honeypot is off-screen').toBe(true);

    // On blur, before any submit.
    await field(page, 'businessName').focus();
    await field(page, 'businessName').blur();
    expect(await errorOf(page, 'businessName').textContent()).toBe('Business name is required');

    await field(page, 'website').fill('not a url');
    await field(page, 'website').blur();
    expect(await errorOf(page, 'website').textContent()).toBe('Please enter a valid website URL');
    await field(page, 'website').fill('www.example.com');
    expect(await errorOf(page, 'website').textContent()).toBe('');

    await field(page, 'email').fill('office@');
    await field(page, 'email').blur();
    expect(await errorOf(page, 'email').textContent()).toBe('Please enter a valid email address');

    expect(await page.locator('[data-counter]').textContent()).toContain('0/800');
    await field(page, 'description').fill('d'.repeat(801));
    await field(page, 'description').blur();
    expect(await page.locator('[data-counter]').textContent()).toContain('801/800');
    expect(await errorOf(page, 'description').textContent()).toBe('Description must be 800 characters or less');
    await field(page, 'description').fill('d'.repeat(800));
    expect(await page.locator('[data-counter]').textContent()).toContain('800/800');
    expect(await errorOf(page, 'description').textContent()).toBe('');

    // On submit: every invalid field (the e-mail still holds 'office@').
    await submitButton(page).click();
    const expected: Record<string, string> = {
      businessName: 'Business name is required',
      category: 'Please select a category',
      address: 'Business address is required',
      phone: 'Phone number is required',
      email: 'Please enter a valid email address',
      claimerEmail: 'Please enter a valid email address',
      agreeToTerms: 'You must agree to the terms',
    };
    await expect.poll(() => errorOf(page, 'category').textContent()).toBe('Please select a category');
    for (const [id, message] of Object.entries(expected)) {
      expect(await errorOf(page, id).textContent(), id).toBe(message);
      expect(await field(page, id).getAttribute('aria-invalid'), id).toBe('true');
      expect(await field(page, id).getAttribute('aria-describedby'), id).toContain(`claim-${id}-error`);
    }
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('claim-businessName');
    expect(posted).toBe(0);
    await expectNoAxeViolations(page);

    // Fixing a field clears its message at once.
    await field(page, 'businessName').fill('Sparkle Cleaners');
    expect(await errorOf(page, 'businessName').textContent()).toBe('');
    expect(await field(page, 'businessName').getAttribute('aria-invalid')).toBeNull();

    // Service tags: all 7 may be chosen (no limit toast), and unchosen.
    for (const tag of SERVICE_TAGS) await page.getByLabel(tag.label, { exact: true }).check();
    expect(await page.locator('input[name="serviceTags"]:checked').count()).toBe(7);
    expect(await page.locator('cd-toaster').textContent()).not.toContain('Tag Limit Reached');
    await page.getByLabel('Licensed', { exact: true }).uncheck();
    expect(await page.locator('input[name="serviceTags"]:checked').count()).toBe(6);
    expect(posted).toBe(0);
  });
});

describe('claim form: submitting', () => {
  it("keeps everything typed when the server fails (a 500's message; a 400's field messages under the fields, focus on the first), and disables submit while sending", async () => {
    const page = await openClaimPage();
    const filled = await fillForm(page, `Sparkle Failure ${token()}`);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/businesses', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal_error', message: 'The database is unavailable.' } }),
      });
    });
    await submitButton(page).click();
    await expect.poll(() => submitButton(page).textContent()).toBe('Submitting...');
    expect(await submitButton(page).isDisabled()).toBe(true);
    release();

    const toast = await toastWith(page, 'alert', FAILURE_TITLE);
    expect(toast).toContain('The database is unavailable.');
    await expectFilled(page, filled);
    await expect.poll(() => submitButton(page).isEnabled()).toBe(true);
    expect(await submitButton(page).textContent()).toBe('Submit Claim');
    await page.unroute('**/api/businesses');

    // A 400 with field messages: they go under the fields (the API's names mapped to the form's).
    await page.route('**/api/businesses', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'validation_failed',
            message: 'Some fields are invalid.',
            fields: { 'claim.claimerEmail': 'This e-mail address cannot receive mail', longDescription: 'Description must be 800 characters or less' },
          },
        }),
      }),
    );
    await submitButton(page).click();
    const fieldsToast = await toastWith(page, 'alert', 'Some fields are invalid.');
    expect(fieldsToast).toContain(FAILURE_TITLE);
    expect(await errorOf(page, 'claimerEmail').textContent()).toBe('This e-mail address cannot receive mail');
    expect(await errorOf(page, 'description').textContent()).toBe('Description must be 800 characters or less');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('claim-description');
    await expectFilled(page, filled);
    // Editing the field clears the server's message for it.
    await field(page, 'claimerEmail').fill('another@owner.example');
    expect(await errorOf(page, 'claimerEmail').textContent()).toBe('');
  });

  it('adds and claims in ONE call; a retry after a lost answer sends the same key and gets the same business back; success resets the form; the next form gets a new key', async () => {
    const page = await openClaimPage();
    const filled = await fillForm(page, `Sparkle Retry Cleaners ${token()}`);
    const posts: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/')) posts.push(request);
    });

    // First try: the server stores it, but the answer is lost on the way back.
    let firstAnswer: { status: number; body: { id: number; slug: string; claimId?: number } } | undefined;
    await page.route('**/api/businesses', async (route) => {
      const response = await route.fetch();
      firstAnswer = { status: response.status(), body: await response.json() };
      await route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad gateway' });
    });
    await submitButton(page).click();
    const failure = await toastWith(page, 'alert', FAILURE_TITLE);
    expect(failure).not.toContain('Bad gateway');
    expect(firstAnswer?.status).toBe(201);
    await expectFilled(page, filled);
    await page.unroute('**/api/businesses');

    // The retry sends the same submission key and gets the business already created
    // (passed through unchanged; the route only records the answer). That such a retry
    // stores no second business or claim: tests/integration/api-businesses.test.ts.
    let retryAnswer: { status: number; body: unknown } | undefined;
    await page.route('**/api/businesses', async (route) => {
      const response = await route.fetch();
      retryAnswer = { status: response.status(), body: await response.json() };
      await route.fulfill({ response });
    });
    await submitButton(page).click();
    const success = await toastWith(page, 'status', SUCCESS_TITLE);
    expect(success).toContain(SUCCESS_TEXT);
    expect(retryAnswer?.status).toBe(200);
    expect(retryAnswer?.body).toEqual(firstAnswer?.body);
    await page.unroute('**/api/businesses');
    await expectEmpty(page);

    expect(posts.map((r) => new URL(r.url()).pathname)).toEqual(['/api/businesses', '/api/businesses']);
    const [first, second] = posts.map((r) => r.postDataJSON() as { submissionKey?: string } & Record<string, unknown>);
    expect(first?.submissionKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(second?.submissionKey).toBe(first?.submissionKey);
    expect(first).toMatchObject({
      businessName: filled.businessName,
      category: 'cleaning-services',
      address: '2100 South Blvd',
      zipCode: '28202',
      phone: '704-555-0199',
      email: 'office@sparkle.example',
      website: 'https://sparkle.example',
      shortDescription: 'Move-in and move-out cleaning across Charlotte.',
      longDescription: 'Move-in and move-out cleaning across Charlotte.',
      businessHours: { Monday: '8:00 AM - 6:00 PM', Sunday: 'Closed' },
      serviceTags: ['same-day', 'insured'],
      claim: { claimerName: 'Dana Owner', claimerEmail: filled.claimerEmail, claimerPhone: '704-555-0198' },
    });

    // The next filled-in form gets a new submission key (answered here without the server).
    await page.route('**/api/businesses', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ id: 999999, slug: 'x', claimId: 1 }) }),
    );
    await fillForm(page, `Sparkle Next ${token()}`);
    const [next] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/businesses'),
      submitButton(page).click(),
    ]);
    expect((next.postDataJSON() as { submissionKey: string }).submissionKey).not.toBe(first?.submissionKey);
    await toastWith(page, 'status', SUCCESS_TITLE);
  });
});

describe('claiming a listed business', () => {
  it('finds the business as you type, then claims it: the spec messages, one claim call, the toast says the e-mail is on its way, and the form says it was sent', async () => {
    const target = (await listed()).filter((b) => !b.isClaimed).at(-1)!;
    const page = await browser.newPage();
    await page.goto('/claim-business');
    const find = page.getByLabel('Find your business by name');
    await expect.poll(() => find.isEnabled(), { timeout: 15_000 }).toBe(true);
    await find.pressSequentially(target.businessName.slice(0, 12), { delay: 20 });
    const result = page.locator(`[data-find-result="${target.slug}"]`);
    if (!(await result.count())) await find.fill(target.businessName);
    await result.waitFor({ timeout: 10_000 });
    // A search typed after the first one may still be running: wait for its answer.
    await expect.poll(() => page.locator('[data-find-status]').textContent(), { timeout: 10_000 }).toMatch(/listed business(es)? match/);
    await result.getByRole('button', { name: `Claim ${target.businessName}` }).click();
    const form = page.locator(`[data-claim-selected="${target.slug}"]`);
    await expect(form.getByRole('heading', { name: `Claim ${target.businessName}` }).isVisible()).resolves.toBe(true);

    // The spec's messages, then a good claim.
    await form.getByRole('button', { name: 'Claim This Business' }).click();
    await expect.poll(() => page.locator('#existing-claimerEmail-error').textContent()).toBe('Please enter a valid email address');
    expect(await page.locator('#existing-agreeToTerms-error').textContent()).toBe('You must agree to the terms');
    const email = `owner.${token().toLowerCase()}@listed.example`;
    await page.locator('#existing-claimerName').fill('Pat Owner');
    await page.locator('#existing-claimerEmail').fill(email);
    await page.locator('#existing-agreeToTerms').check();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/business-claims') && r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Claim This Business' }).click(),
    ]);
    // That the claim then waits in the admin queue: tests/integration/api-claims.test.ts.
    expect(response.status()).toBe(201);
    expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({ businessId: target.id, claimerName: 'Pat Owner', claimerEmail: email });
    const toast = await toastWith(page, 'status', SUCCESS_TITLE);
    expect(toast).toContain(SUCCESS_TEXT);
    await form.locator('[data-claim-sent]').waitFor();
    await expectNoAxeViolations(page);
  });

  it('"Claim this business" on an unclaimed business page opens the claim form for it; a claimed business says so instead', async () => {
    const businesses = await listed();
    const unclaimed = businesses.find((b) => !b.isClaimed)!;
    const claimed = businesses.find((b) => b.isClaimed)!;

    // The business pages as served.
    const unclaimedPage = await served(`/charlotte/listing/${unclaimed.slug}`);
    expect(unclaimedPage.document.querySelectorAll('[data-claimed]').length).toBe(0);
    const cta = unclaimedPage.hrefsOf('Claim this business');
    expect(cta).toEqual([`/claim-business?business=${unclaimed.slug}#find`]);
    const claimedPage = await served(`/charlotte/listing/${claimed.slug}`);
    expect(claimedPage.hrefsOf('Claim this business')).toEqual([]);
    expect(claimedPage.document.querySelector('[data-claimed]')?.textContent).toContain('Claimed');

    // Following the link opens the claim form of that business.
    const page = await browser.newPage();
    await page.goto(cta[0]!);
    await page.locator(`[data-claim-selected="${unclaimed.slug}"] [data-existing-claim-form]`).waitFor({ timeout: 15_000 });

    await page.goto(`/claim-business?business=${claimed.slug}`);
    await page.locator(`[data-claim-selected="${claimed.slug}"] [data-already-claimed]`).waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-existing-claim-form]').count()).toBe(0);
    const find = page.getByLabel('Find your business by name');
    await find.fill(claimed.businessName);
    const row = page.locator(`[data-find-result="${claimed.slug}"]`);
    await row.waitFor({ timeout: 10_000 });
    expect(await row.locator('[data-claimed]').textContent()).toBe('Already claimed');
    expect(await row.getByRole('button').count()).toBe(0);
  });
});

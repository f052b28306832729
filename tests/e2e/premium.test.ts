/**
 * Upgrade to Premium (/premium-upgrade) and the payment return page (/upgrade-success), in
 * Chromium against the production build. The e2e server runs WITHOUT Stripe keys, so:
 * - the no-keys behaviour is tested as it is;
 * - the paths that need keys (create-subscription errors, Stripe.js failing to load) are
 *   reached by serving the page with the island's `paymentsEnabled` prop switched on and
 *   the API answer stubbed; Stripe.js itself is blocked as it is offline.
 * The success path of a real payment needs Stripe and is covered by the integration tests
 * (fake Stripe server) for the API and the return page's loader.
 */
import type { Page, Request as PwRequest } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Business, SubscriptionPlan } from '../../src/domain/types';
import { expectNoAxeViolations } from '../support/axe';
import { baseURL, useBrowser } from '../support/browser';

const browser = useBrowser();
const api = (path: string) => fetch(new URL(path, baseURL()));

let plans: SubscriptionPlan[] = [];

beforeAll(async () => {
  plans = (await (await api('/api/subscription-plans')).json()) as SubscriptionPlan[];
  expect(plans.length, 'the seed has plans').toBeGreaterThan(0);
});

/** Opens the upgrade page and waits until the island has loaded the plans (so it is hydrated). */
async function openUpgrade(page: Page) {
  await page.goto('/premium-upgrade');
  await page.locator('[data-plan-card]').first().waitFor();
}

/** Serves /premium-upgrade as a server with Stripe keys would render it (the island's props only). */
async function withPaymentsEnabled(page: Page) {
  await page.route(/\/premium-upgrade(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace('&quot;paymentsEnabled&quot;:[0,false]', '&quot;paymentsEnabled&quot;:[0,true]')
      .replace('&quot;publishableKey&quot;:[0,&quot;&quot;]', '&quot;publishableKey&quot;:[0,&quot;pk_test_e2e_0123456789&quot;]');
    expect(html).toContain('&quot;paymentsEnabled&quot;:[0,true]');
    await route.fulfill({ response, body: html });
  });
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Matching businesses' }).getByRole('option');
const submit = (page: Page) => page.getByRole('button', { name: 'Continue to Payment' });

async function errorOf(page: Page, label: string) {
  const id = await field(page, label).getAttribute('aria-describedby');
  const errorId = id!.split(' ')[0]!;
  return (await page.locator(`[id="${errorId}"]`).textContent())?.trim() ?? '';
}

/** Picks `business` in the combobox by typing its name and choosing it with the keyboard. */
async function pickBusiness(page: Page, business: Pick<Business, 'id' | 'businessName'>) {
  const input = field(page, 'Business');
  await input.fill(business.businessName);
  await suggestions(page).first().waitFor();
  const names = await suggestions(page).evaluateAll((els) => els.map((el) => el.querySelector('span')?.textContent));
  const index = names.indexOf(business.businessName);
  expect(index, `${business.businessName} is among the suggestions`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= index; i++) await input.press('ArrowDown');
  await expect.poll(() => input.getAttribute('aria-activedescendant')).toBeTruthy();
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(business.businessName);
  await expect.poll(() => input.getAttribute('aria-expanded')).toBe('false');
}

async function fillValidForm(page: Page, business: Pick<Business, 'id' | 'businessName'>) {
  await pickBusiness(page, business);
  await field(page, 'Your name').fill('Jordan Owner');
  await field(page, 'E-mail').fill('jordan@example.com');
  await field(page, 'Subscription plan').selectOption(String(plans[0]!.id));
}

async function someBusiness(): Promise<Business> {
  const { businesses } = (await (await api('/api/businesses?limit=1')).json()) as { businesses: Business[] };
  return businesses[0]!;
}

async function toastText(page: Page, title: string) {
  const region = page.locator('cd-toaster').getByRole('alert');
  await expect.poll(() => region.textContent(), { timeout: 5000 }).toContain(title);
  return (await region.textContent()) ?? '';
}

describe('/premium-upgrade', () => {
  it('shows a card per plan with its monthly price and features, "Most Popular" on the Featured plan, and loads no Stripe.js', async () => {
    const page = await browser.newPage();
    const stripeRequests: string[] = [];
    page.on('request', (request: PwRequest) => {
      if (/stripe\.(com|network)/.test(request.url())) stripeRequests.push(request.url());
    });
    await openUpgrade(page);
    const cards = page.locator('[data-plan-card]');
    expect(await cards.count()).toBe(plans.length);
    expect(plans.some((p) => p.name.includes('Featured'))).toBe(true);
    for (const [index, plan] of plans.entries()) {
      const card = cards.nth(index);
      expect(await card.getByRole('heading').textContent()).toBe(plan.name);
      expect(await card.locator('[data-price]').textContent()).toBe(`$${(plan.priceMonthly / 100).toFixed(2)}/month`);
      for (const feature of plan.features) expect(await card.textContent()).toContain(feature);
      expect((await card.textContent())?.includes('Most Popular')).toBe(plan.name.includes('Featured'));
    }
    // Every request the page makes (the island's included) has settled: none went to Stripe.
    await page.waitForLoadState('networkidle');
    expect(stripeRequests).toEqual([]);
  });

  it('says plainly near the top that payments are not configured on this server', async () => {
    const page = await browser.newPage();
    await openUpgrade(page);
    const note = page.getByRole('note');
    expect(await note.textContent()).toContain('Payments are not configured on this server.');
    const noteBox = (await note.boundingBox())!;
    const formBox = (await page.getByRole('form', { name: 'Business information' }).boundingBox())!;
    expect(noteBox.y).toBeLessThan(formBox.y);
  });

  it("shows 'Error loading subscription plans' when the plans cannot be fetched", async () => {
    const page = await browser.newPage();
    await page.route('**/api/subscription-plans', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await page.goto('/premium-upgrade');
    await page.getByRole('alert').filter({ hasText: 'Error loading subscription plans' }).waitFor();
    expect(await page.locator('[data-plan-card]').count()).toBe(0);
  });

  it("keeps submit disabled until all four fields are valid and shows the spec's messages", async () => {
    const page = await browser.newPage();
    await openUpgrade(page);
    expect(await submit(page).isDisabled()).toBe(true);

    await field(page, 'Business').fill('zzqx no such business');
    await field(page, 'Your name').focus();
    await expect.poll(() => errorOf(page, 'Business')).toBe('Please select a business');
    await field(page, 'E-mail').focus();
    await expect.poll(() => errorOf(page, 'Your name')).toBe('Customer name is required');
    await field(page, 'E-mail').fill('jordan@');
    await field(page, 'Subscription plan').focus();
    await expect.poll(() => errorOf(page, 'E-mail')).toBe('Please enter a valid email address');
    await field(page, 'Your name').focus();
    await expect.poll(() => errorOf(page, 'Subscription plan')).toBe('Please select a subscription plan');
    expect(await field(page, 'E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(await submit(page).isDisabled()).toBe(true);

    await fillValidForm(page, await someBusiness());
    await expect.poll(() => submit(page).isDisabled()).toBe(false);
    for (const label of ['Business', 'Your name', 'E-mail', 'Subscription plan']) expect(await errorOf(page, label)).toBe('');

    // Editing the business text after a pick clears the pick.
    await field(page, 'Business').press('End');
    await field(page, 'Business').press('Backspace');
    await expect.poll(() => submit(page).isDisabled()).toBe(true);
  });

  it('choosing a plan card selects it in the form', async () => {
    const page = await browser.newPage();
    await openUpgrade(page);
    const featured = plans.find((p) => p.name.includes('Featured'))!;
    await page.getByRole('button', { name: `Choose ${featured.name}` }).click();
    expect(await field(page, 'Subscription plan').inputValue()).toBe(String(featured.id));
    expect(await page.getByRole('button', { name: `${featured.name} selected` }).getAttribute('aria-pressed')).toBe('true');
  });

  it('the business picker finds a business beyond the first 100 by typing, with the keyboard', async () => {
    const first100 = (await (await api('/api/businesses?limit=100')).json()) as { businesses: Business[]; total: number };
    expect(first100.total, 'the seed has more than 100 published businesses').toBeGreaterThan(100);
    const later = (await (await api('/api/businesses?limit=100&offset=100')).json()) as { businesses: Business[] };
    const firstIds = new Set(first100.businesses.map((b) => b.id));
    const target = later.businesses.find((b) => !firstIds.has(b.id))!;
    const page = await browser.newPage();
    await openUpgrade(page);
    await pickBusiness(page, target);
    await page.keyboard.press('Tab');
    expect(await errorOf(page, 'Business')).toBe('');
  });

  it('without keys, a valid submission explains that payments are not configured and sends nothing', async () => {
    const page = await browser.newPage();
    const posts: string[] = [];
    page.on('request', (request: PwRequest) => {
      if (request.url().includes('/api/create-subscription')) posts.push(request.url());
    });
    await openUpgrade(page);
    await fillValidForm(page, await someBusiness());
    await submit(page).click();
    const alert = page.getByRole('form', { name: 'Business information' }).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Payments are not configured on this server.');
    expect(posts).toEqual([]);
  });

  it("shows 'Subscription Error' with the server's message, or 'Failed to create subscription'", async () => {
    const page = await browser.newPage();
    await withPaymentsEnabled(page);
    let answer: { status: number; body: string; contentType: string } = {
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'service_unavailable', message: 'The payment provider could not process the request.' } }),
    };
    await page.route('**/api/create-subscription', (route) => route.fulfill(answer));
    await openUpgrade(page);
    await fillValidForm(page, await someBusiness());
    await submit(page).click();
    const first = await toastText(page, 'Subscription Error');
    expect(first).toContain('The payment provider could not process the request.');

    answer = { status: 500, contentType: 'text/html', body: '<h1>Bad gateway</h1>' };
    await page.locator('cd-toaster').getByRole('button', { name: 'Close notification' }).click();
    await submit(page).click();
    expect(await toastText(page, 'Subscription Error')).toContain('Failed to create subscription');
  });

  it('shows a clear message when Stripe.js cannot load at the payment step, not a blank form', async () => {
    const page = await browser.newPage();
    await withPaymentsEnabled(page);
    const stripeRequests: string[] = [];
    await page.route('**://js.stripe.com/**', (route) => {
      stripeRequests.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await page.route('**/api/create-subscription', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ clientSecret: 'pi_3E2e0123456789_secret_abcdef0123456789', subscriptionId: 'sub_e2e' }),
      }),
    );
    await openUpgrade(page);
    await fillValidForm(page, await someBusiness());
    await submit(page).click();
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't load the secure payment form. Check your connection and try again." });
    await alert.waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { name: 'Payment' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    // Back returns to the filled-in form.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => submit(page).isDisabled()).toBe(false);
  });

  it('has no axe violations', async () => {
    const page = await browser.newPage();
    await openUpgrade(page);
    await expectNoAxeViolations(page);
    await field(page, 'Your name').focus();
    await field(page, 'E-mail').focus();
    await expect.poll(() => errorOf(page, 'Your name')).toBe('Customer name is required');
    await field(page, 'Business').fill('mov');
    await suggestions(page).first().waitFor();
    await expectNoAxeViolations(page);
  });
});

describe('/upgrade-success', () => {
  it('without a payment in the link says there is nothing to show, and is not indexed', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/upgrade-success');
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('No payment to show');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expectNoAxeViolations(page);
  });

  it('with a payment but no keys on the server says payments are not configured', async () => {
    const page = await browser.newPage();
    await page.goto('/upgrade-success?payment_intent=pi_3E2e0123&payment_intent_client_secret=pi_3E2e0123_secret_abc&redirect_status=succeeded');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Payment status unavailable');
    expect(await page.locator('main').textContent()).toContain('Payments are not configured on this server.');
    // redirect_status=succeeded alone is not trusted.
    expect(await page.locator('main').textContent()).not.toContain('Payment Successful');
    await expectNoAxeViolations(page);
  });

  it('with a malformed payment link says the payment was not found', async () => {
    const page = await browser.newPage();
    await page.goto('/upgrade-success?payment_intent=<script>&payment_intent_client_secret=x');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Payment not found');
    expect(await page.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/premium-upgrade');
  });
});

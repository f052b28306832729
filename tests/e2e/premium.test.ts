/**
 * Upgrade to Premium (/premium-upgrade) and the payment return page (/upgrade-success)
 * against the production build. The e2e server runs WITHOUT Stripe keys, so:
 * - the no-keys page is tested as it is, in Chromium: the real plans, the server's notice,
 *   the business picker against the real API, no Stripe.js, axe;
 * - Stripe.js failing to load at the payment step needs keys: the page is served with the
 *   island's `paymentsEnabled` prop switched on and the API answer stubbed; Stripe.js itself
 *   is blocked as it is offline;
 * - the return page is server-rendered without an island: its facts are read from the HTML
 *   (a plain request, parsed without running scripts), Chromium only runs axe on it.
 * The island's own rules against a stubbed API (the form's checks and messages, the plan
 * cards, the errors of the plans and of create-subscription, submitting without keys) are
 * tests/components/premium.test.tsx's. The success path of a real payment needs Stripe and
 * is covered by the integration tests (fake Stripe server) for the API and the return
 * page's loader.
 */
import type { Page, Request as PwRequest } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Business, SubscriptionPlan } from '../../src/domain/types';
import { expectNoAxeViolations } from '../support/axe';
import { baseURL, useBrowser } from '../support/browser';
import { parseHtml } from '../support/html';

const browser = useBrowser();
const api = (path: string) => fetch(new URL(path, baseURL()));

let plans: SubscriptionPlan[] = [];

beforeAll(async () => {
  plans = (await (await api('/api/subscription-plans')).json()) as SubscriptionPlan[];
  expect(plans.length, 'the seed has plans').toBeGreaterThan(0);
});

/** A return from Stripe with a payment and a client-side "succeeded", to a server without keys. */
const NO_KEYS_RETURN = '/upgrade-success?payment_intent=pi_3E2e0123&payment_intent_client_secret=pi_3E2e0123_secret_abc&redirect_status=succeeded';

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

/** Fetches `path` and parses its HTML as served (no scripts run). */
async function htmlOf(path: string) {
  const response = await api(path);
  return { status: response.status, document: parseHtml(await response.text()) };
}

describe('/premium-upgrade', () => {
  it("shows the API's plans and the server's notice above the form, finds a business beyond the first 100 with the keyboard, has no axe violations, and loads no Stripe.js", async () => {
    const first100 = (await (await api('/api/businesses?limit=100')).json()) as { businesses: Business[]; total: number };
    expect(first100.total, 'the seed has more than 100 published businesses').toBeGreaterThan(100);
    const later = (await (await api('/api/businesses?limit=100&offset=100')).json()) as { businesses: Business[] };
    const firstIds = new Set(first100.businesses.map((b) => b.id));
    const target = later.businesses.find((b) => !firstIds.has(b.id))!;

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

    const note = page.getByRole('note');
    expect(await note.textContent()).toContain('Payments are not configured on this server.');
    const noteBox = (await note.boundingBox())!;
    const formBox = (await page.getByRole('form', { name: 'Business information' }).boundingBox())!;
    expect(noteBox.y).toBeLessThan(formBox.y);
    await expectNoAxeViolations(page);

    await pickBusiness(page, target);
    await page.keyboard.press('Tab');
    expect(await errorOf(page, 'Business')).toBe('');

    // The form again with a field's message and the picker's suggestions showing.
    await field(page, 'Your name').focus();
    await field(page, 'E-mail').focus();
    await expect.poll(() => errorOf(page, 'Your name')).toBe('Customer name is required');
    await field(page, 'Business').fill('mov');
    await suggestions(page).first().waitFor();
    await expectNoAxeViolations(page);

    // Every request the page makes (the island's included) has settled: none went to Stripe.
    await page.waitForLoadState('networkidle');
    expect(stripeRequests).toEqual([]);
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
});

describe('/upgrade-success', () => {
  it('without a payment in the link says there is nothing to show, and is not indexed', async () => {
    const { status, document } = await htmlOf('/upgrade-success');
    expect(status).toBe(200);
    expect([...document.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['No payment to show']);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('with a payment but no keys on the server says payments are not configured', async () => {
    const { document } = await htmlOf(NO_KEYS_RETURN);
    expect([...document.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Payment status unavailable']);
    const main = document.querySelector('main')?.textContent ?? '';
    expect(main).toContain('Payments are not configured on this server.');
    // redirect_status=succeeded alone is not trusted.
    expect(main).not.toContain('Payment Successful');
  });

  it('with a malformed payment link says the payment was not found', async () => {
    const { document } = await htmlOf('/upgrade-success?payment_intent=<script>&payment_intent_client_secret=x');
    expect([...document.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Payment not found']);
    const upgrade = [...document.querySelectorAll('a')].filter((a) => a.textContent?.toLowerCase().includes('upgrade to premium'));
    expect(upgrade.map((a) => a.getAttribute('href'))).toEqual(['/premium-upgrade']);
  });

  it('has no axe violations without a payment in the link, nor with a payment but no keys', async () => {
    const page = await browser.newPage();
    for (const [path, heading] of [
      ['/upgrade-success', 'No payment to show'],
      [NO_KEYS_RETURN, 'Payment status unavailable'],
    ] as const) {
      await page.goto(path);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      await expectNoAxeViolations(page);
    }
  });
});

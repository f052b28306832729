/**
 * The shortlist and saved-search alerts in a real browser, on this file's own server
 * (docs/alerts.md): save movers and neighborhoods, open the shared link in a fresh context,
 * compare and ask for quotes from it; save an alert from a search, confirm it, get the
 * digest of the new business in the outbox and unsubscribe with one POST. Axe at 390 and
 * 1280 px. E-mail is read from /admin's outbox (no provider is configured).
 */
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { baseURL, islandsHydrated, useBrowser } from '../support/browser';
import { useOwnSite } from '../support/site';
import { adminToken, api, bearer, jsonBody, ok } from '../support/site-api';

useOwnSite();
const browser = useBrowser();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

interface OutboxItem {
  kind: string;
  toAddress: string;
  text: string;
}

async function mail(token: string, kind: string, to: string): Promise<string> {
  const { items } = await ok<{ items: OutboxItem[] }>(api('/api/admin/outbox?limit=100', { headers: bearer(token) }), 'outbox');
  const found = items.find((item) => item.kind === kind && item.toAddress === to);
  if (!found) throw new Error(`no ${kind} e-mail to ${to}`);
  return found.text;
}

describe('shortlist', () => {
  it('saves movers and neighborhoods, shares the list, compares and asks for quotes from it', { timeout: 180_000 }, async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto('/charlotte/movers-packers');
    await islandsHydrated(page);
    const cards = page.getByTestId('result-card');
    const movers: Array<{ slug: string; name: string }> = [];
    for (const index of [0, 1]) {
      const card = cards.nth(index);
      movers.push({ slug: (await card.getAttribute('data-slug'))!, name: (await card.getByRole('heading').textContent())!.trim() });
      const save = card.getByRole('button', { name: /^Save .+ to your shortlist$/ });
      await save.click();
      // Saved once the button shows it (the store loads on the first click): only then leave the page.
      await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    }
    await page.goto('/neighborhoods');
    for (const name of ['NoDa', 'South End'])
      await page
        .locator('#all-neighborhoods')
        .getByRole('button', { name: `Save ${name} to your shortlist` })
        .click();
    await expect.poll(() => page.locator('[data-shortlist-count]').first().textContent()).toBe('4');

    // The empty /shortlist is filled from this browser.
    await page.goto('/shortlist');
    await page.waitForURL(/\/shortlist\?b=/);
    const link = await page.locator('#shortlist-link').inputValue();
    expect(new URL(link).search).toBe(`?b=${movers.map((m) => m.slug).join(',')}&n=noda,south-end`);
    await expectNoAxeViolations(page);

    // Another person opens the link: the same list, with a notice for what it cannot show.
    const other = await browser.newPage({ viewport: PHONE });
    await other.goto(`${new URL(link).pathname}${new URL(link).search.replace('b=', 'b=no-such-business,')}`);
    await expect.poll(() => other.locator('[data-notice]').textContent()).toContain('One item of this link is not shown');
    for (const mover of movers) await other.getByRole('link', { name: mover.name }).waitFor();
    expect(await other.locator('[data-shortlist-count]').first().textContent()).toBe('0');
    await expectNoAxeViolations(other);
    await other.getByText('Compare NoDa').click();
    await other.getByText('Compare South End').click();
    await other.getByRole('button', { name: 'Compare neighborhoods' }).click();
    await other.waitForURL(/\/neighborhoods\/compare\?n=noda&n=south-end$/);

    await page.getByRole('button', { name: /^Request quotes/ }).click();
    await page.waitForURL(/\/quotes\/new\?/);
    const quote = new URL(page.url());
    expect(quote.searchParams.get('category')).toBe('movers-packers');
    expect(quote.searchParams.get('ids')!.split(',')).toHaveLength(2);
  });
});

describe('saved-search alerts', () => {
  it('saves a search, confirms it, digests the new business and unsubscribes with one POST', { timeout: 180_000 }, async () => {
    const admin = await adminToken();
    const email = 'alert.dana@example.com';
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto('/charlotte/cleaning-services?q=zebra');
    await islandsHydrated(page);
    await page.getByRole('button', { name: 'Alert me' }).click();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('How often').selectOption('daily');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByText(`Almost done: open the link we sent to ${email}`).waitFor();

    const confirm = new URL(/https?:\/\/\S+#confirm=\S+/.exec(await mail(admin, 'alert_confirmation', email))![0]);
    const desk = await browser.newPage({ viewport: DESKTOP });
    await desk.goto(`${confirm.pathname}${confirm.hash}`);
    await desk.getByText('Your alert is on').waitFor();
    await expectNoAxeViolations(desk);

    const created = await ok<{ slug: string }>(
      api(
        '/api/admin/businesses',
        jsonBody(
          {
            businessName: 'Zebra Stripe Cleaners',
            category: 'cleaning-services',
            address: '500 S Tryon St',
            phone: '704-555-0177',
            email: 'office@zebra-cleaners.example',
            longDescription: 'Move-out cleaning.',
            neighborhood: 'uptown',
            publish: true,
          },
          admin,
        ),
      ),
      'add business',
    );
    expect(await ok(api('/api/admin/saved-searches/run', jsonBody({}, admin)), 'run')).toEqual({ searches: 1, emails: 1, finished: true });
    const digest = await mail(admin, 'alert_digest', email);
    expect(digest.split('\n').filter((line) => line.startsWith('- '))).toEqual([
      `- Zebra Stripe Cleaners (Cleaning Services): ${new URL(`/charlotte/listing/${created.slug}`, baseURL()).href}`,
    ]);

    const unsubscribe = /Unsubscribe from this alert: (\S+)/.exec(digest)![1]!;
    const answer = await fetch(unsubscribe, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    const manage = new URL(/Manage your saved searches: (\S+)/.exec(digest)![1]!);
    const later = await browser.newPage({ viewport: PHONE });
    await later.goto(`${manage.pathname}${manage.hash}`);
    await later.getByText('You have no saved searches').waitFor();
    await expectNoAxeViolations(later);
  });
});

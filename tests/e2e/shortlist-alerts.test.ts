/**
 * The shortlist and saved-search alerts in a real browser, on this file's own server
 * (docs/alerts.md): save movers and neighborhoods, open the shared link in a fresh context,
 * compare and ask for quotes from it; save an alert from a search, confirm it, get the
 * digest of the new business in the outbox and unsubscribe with one POST. Axe at 390 and
 * 1280 px. E-mail is read from /admin's outbox (no provider is configured).
 */
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { parseHtml } from '../support/html';
import { baseURL, islandsHydrated, useBrowser } from '../support/browser';
import { useOwnSite } from '../support/site';
import { adminToken, api, bearer, jsonBody, ok, toastWith } from '../support/site-api';

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
      const name = (await card.getByRole('heading').textContent())!.trim();
      movers.push({ slug: (await card.getAttribute('data-slug'))!, name });
      await card.getByRole('button', { name: `Save ${name} to your shortlist` }).click();
      // Saved once the button shows it (the store loads on the first click): only then leave the page.
      // Its name says so too, as on business pages.
      const saved = card.getByRole('button', { name: `Saved ${name} to your shortlist` });
      await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true');
    }
    await page.goto('/neighborhoods');
    for (const name of ['NoDa', 'South End'])
      await page
        .locator('#all-neighborhoods')
        .getByRole('button', { name: `Save ${name} to your shortlist` })
        .click();
    await expect.poll(() => page.locator('[data-shortlist-count]').first().textContent()).toBe('4');

    // The empty /shortlist is filled from this browser, and headed as this browser's.
    await page.goto('/shortlist');
    await page.waitForURL(/\/shortlist\?b=/);
    const link = await page.locator('#shortlist-link').inputValue();
    expect(new URL(link).search).toBe(`?b=${movers.map((m) => m.slug).join(',')}&n=noda,south-end`);
    await page.getByRole('heading', { level: 1, name: 'Your Shortlist' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save these to my shortlist' }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // Another person opens the link: the same list, headed as shared and laid out once (no
    // layout shift as the script runs), with a notice for what it cannot show.
    const other = await browser.newPage({ viewport: PHONE });
    await other.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await other.goto(`${new URL(link).pathname}${new URL(link).search.replace('b=', 'b=no-such-business,')}`);
    await expect.poll(() => other.locator('[data-notice]').textContent()).toContain('One item of this link is not shown');
    for (const mover of movers) await other.getByRole('link', { name: mover.name }).waitFor();
    await other.getByRole('heading', { level: 1, name: 'A shared shortlist' }).waitFor();
    await other.waitForLoadState('networkidle');
    expect(await other.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
    expect(await other.locator('[data-shortlist-count]').first().textContent()).toBe('0');
    // Clearing is for one's own list: a shared one offers to save it instead.
    expect(await other.getByRole('button', { name: 'Clear' }).count()).toBe(0);
    await expectNoAxeViolations(other);
    await other.getByText('Compare NoDa').click();
    await other.getByText('Compare South End').click();
    await other.getByRole('button', { name: 'Compare neighborhoods' }).click();
    await other.waitForURL(/\/neighborhoods\/compare\?n=noda&n=south-end$/);

    // Removing an item from a shared list changes the view, not this browser's own list.
    await other.evaluate((slug) => localStorage.setItem('cd-shortlist', JSON.stringify({ b: [slug], n: [] })), movers[0]!.slug);
    await other.goto(new URL(link).pathname + new URL(link).search);
    await other.getByRole('heading', { level: 1, name: 'A shared shortlist' }).waitFor();
    await other.getByRole('button', { name: `Remove ${movers[0]!.name}` }).click();
    await other.waitForURL((url) => !url.search.includes(movers[0]!.slug));
    expect(await other.evaluate(() => JSON.parse(localStorage.getItem('cd-shortlist') ?? 'null'))).toEqual({ b: [movers[0]!.slug], n: [] });

    // Nothing ticked asks nobody; the ticked ones are asked.
    const request = page.getByRole('button', { name: /^Request quotes/ });
    await request.click();
    await page.getByText('Tick the businesses to ask for a quote first.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/shortlist');
    for (const mover of movers) await page.getByRole('checkbox', { name: `Ask ${mover.name} for a quote` }).check();
    await request.click();
    await page.waitForURL(/\/quotes\/new\?/);
    const quote = new URL(page.url());
    expect(quote.searchParams.get('category')).toBe('movers-packers');
    expect(quote.searchParams.get('ids')!.split(',')).toHaveLength(2);

    // Clear asks first; keeping the list changes nothing.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('button', { name: 'Keep it' }).click();
    expect(await page.locator('[data-shortlist-count]').first().textContent()).toBe('4');
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('button', { name: 'Yes, clear my shortlist' }).click();
    await page.waitForURL(/\/shortlist$/);
    await page.locator('[data-nothing]').waitFor();
  });

  it('a heart pressed with a full shortlist says so on screen; a link of 60 tells the limit apart from unknown items', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const full = Array.from({ length: 50 }, (_, i) => `saved-business-${i + 1}`);
    await page.addInitScript((b) => localStorage.setItem('cd-shortlist', JSON.stringify({ b, n: [] })), full);
    await page.goto('/charlotte/listing/blue-line-movers');
    await page
      .getByRole('button', { name: /^Save .+ to your shortlist$/ })
      .first()
      .click();
    // The page's own record of its toasts (a 5 s toast can close before a busy machine's next look);
    // that a toast shows on screen, in the live region, is tests/e2e/shell.test.ts's.
    expect(await toastWith(page, 'Your shortlist is full', { role: 'alert' })).toContain('It holds at most 50 businesses.');

    // Saving a shared list into a full one keeps what fits and says how many did not.
    await page.goto('/shortlist?b=blue-line-movers');
    await page.getByRole('button', { name: 'Save these to my shortlist' }).click();
    await page.getByText('so 1 of this list was not saved').waitFor();

    const sixty = Array.from({ length: 60 }, (_, i) => `shared-business-${i + 1}`).join(',');
    const html = await (await fetch(new URL(`/shortlist?b=${sixty}`, baseURL()))).text();
    expect(parseHtml(html).querySelector('[data-notice]')?.textContent).toBe(
      '10 businesses of this link are not shown: a shortlist holds at most 50 businesses. 50 items of this link are not shown: they are unknown, no longer listed, or repeated.',
    );
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

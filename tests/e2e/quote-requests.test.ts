/**
 * Request quotes as a newcomer would, on this file's own server: pick three movers
 * from the listing, send, confirm the e-mail, the owner of one answers in the dashboard,
 * another answers through its e-mail link, and the visitor compares both on the status page
 * and marks one hired; requests sent and answered from one machine earn the business no
 * response time, and its owner is told what counts. E-mail is read from /admin's outbox (no
 * provider is configured).
 */
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { baseURL, islandsHydrated, useBrowser } from '../support/browser';
import { useOwnSite } from '../support/site';

useOwnSite();
const browser = useBrowser();

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password';
const OWNER = { email: 'owner@crown-town-moving-co.example', password: 'crown-town-owner-password' };
const VISITOR = 'newcomer.dana@example.com';
const CHOSEN = ['crown-town-moving-co', 'carolina-pines-moving-and-storage', 'mill-village-movers'];

async function api<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(new URL(path, baseURL()), {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface OutboxItem {
  kind: string;
  toAddress: string;
  text: string;
}

/** The link in the newest e-mail of `kind` to `to`, as a path on this server. */
async function mailLink(token: string, kind: string, to: string): Promise<string> {
  const { items } = await api<{ items: OutboxItem[] }>('/api/admin/outbox?limit=100', { token });
  const mail = items.find((item) => item.kind === kind && item.toAddress === to);
  if (!mail) throw new Error(`no ${kind} e-mail to ${to}`);
  const url = new URL(/https?:\/\/\S+(?:verify-email|#(?:confirm|token|invite)=)\S*/.exec(mail.text)![0]);
  return `${url.pathname}${url.search}${url.hash}`;
}

describe('request quotes', () => {
  it('takes a newcomer from three movers on the listing to a hired one', { timeout: 180_000 }, async () => {
    const admin = (await api<{ token: string }>('/api/auth/login', { body: { password: ADMIN_PASSWORD } })).token;

    // Crown Town's owner: claim, confirm the e-mail, staff verify, set a password from the invitation.
    const crown = await api<{ id: number }>(`/api/businesses/${CHOSEN[0]}`);
    const claim = await api<{ id: number }>('/api/business-claims', { body: { businessId: crown.id, claimerName: 'Casey Crown', claimerEmail: OWNER.email } });
    await api(await mailLink(admin, 'claim_verification', OWNER.email));
    await api(`/api/business-claims/${claim.id}/verify`, { method: 'PUT', token: admin });
    const invite = new URL(await mailLink(admin, 'owner_invitation', OWNER.email), baseURL()).hash.replace('#invite=', '');
    await api('/api/auth/invitation', { body: { token: invite, password: OWNER.password } });

    // The newcomer ticks three movers on the listing and sends one request.
    const visitor = await browser.newPage();
    await visitor.goto('/charlotte/movers-packers');
    await islandsHydrated(visitor);
    for (const slug of CHOSEN) await visitor.locator(`[data-slug="${slug}"] [data-quote-pick]`).check();
    await visitor.getByRole('link', { name: 'Request quotes from 3' }).click();
    await visitor.waitForURL(/\/quotes\/new\?/);
    await expect.poll(() => visitor.locator('[data-quote-recipients] li').count(), { timeout: 10_000 }).toBe(3);
    await visitor.getByLabel('Move date').fill('2027-06-05');
    await visitor.getByLabel('Moving from (ZIP code)').fill('30301');
    await visitor.getByLabel('Moving to (ZIP code)').fill('28205');
    await visitor.getByLabel('Home size').fill('2 bedrooms');
    await visitor.getByLabel('Your name').fill('Dana Newcomer');
    await visitor.getByLabel('E-mail address').fill(VISITOR);
    await expect.poll(() => visitor.locator('[data-contact-notice]').textContent()).toContain('Only the businesses you choose');
    await expectNoAxeViolations(visitor);
    const sent = visitor.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/quote-requests');
    await visitor.getByRole('button', { name: 'Send request to 3 businesses' }).click();
    const request = (await sent).postDataJSON() as Record<string, unknown>;
    await visitor.locator('[data-quote-sent]').waitFor({ timeout: 10_000 });

    // Confirming the e-mail delivers it, and opens the private status page.
    await visitor.goto(await mailLink(admin, 'quote_confirmation', VISITOR));
    await visitor.getByText('your e-mail address is confirmed').waitFor({ timeout: 10_000 });
    expect(await visitor.locator('[data-answer]').count()).toBe(3);

    // The owner answers in the dashboard.
    const owner = await browser.newPage();
    await owner.goto('/owner');
    await owner.getByLabel('E-mail').fill(OWNER.email);
    await owner.getByLabel('Password').fill(OWNER.password);
    await owner.getByRole('button', { name: /sign in/i }).click();
    await owner.locator('[data-quote-count]').waitFor({ timeout: 10_000 });
    expect(await owner.locator('[data-quote-count]').textContent()).toBe('1 quote request to answer');
    await owner.getByRole('tab', { name: 'Quote requests' }).click();
    await owner.getByLabel('Price (or lowest), $').fill('1200');
    await owner.getByLabel('Message to the customer').fill('Three movers and a 26-foot truck.');
    await owner.getByRole('button', { name: 'Send quote' }).click();
    await owner.locator('[data-sent-reply]').waitFor({ timeout: 10_000 });

    // Two more "newcomers" ask Crown Town alone, and its owner answers both: all of it from one machine (this test's), the one
    // the owner answers from too, so it earns no response time: one client cannot make "Usually replies within an hour" appear.
    const crownPage = `/charlotte/listing/${CHOSEN[0]}`;
    expect(await (await fetch(new URL(crownPage, baseURL()))).text()).toContain('New to quote requests');
    const ownerToken = (await api<{ token: string }>('/api/auth/login', { body: OWNER })).token;
    for (const name of ['Ari', 'Sam']) {
      const email = `newcomer.${name.toLowerCase()}@example.com`;
      await api('/api/quote-requests', { body: { ...request, businessIds: [crown.id], name: `${name} Newcomer`, email } });
      const confirmToken = new URL(await mailLink(admin, 'quote_confirmation', email), baseURL()).hash.replace('#confirm=', '');
      await api('/api/quote-requests/confirm', { body: { token: confirmToken } });
    }
    const { items } = await api<{ items: Array<{ requestId: number; status: string }> }>('/api/owner/quote-requests', { token: ownerToken });
    const waiting = items.filter((item) => item.status === 'waiting');
    expect(waiting).toHaveLength(2);
    for (const item of waiting) {
      await api(`/api/owner/quote-requests/${item.requestId}/reply`, { token: ownerToken, body: { kind: 'quote', priceLow: 1100, businessId: crown.id } });
    }
    const later = await browser.newPage();
    await later.goto(`${crownPage}?after=answers`);
    expect(await later.locator('[data-responsiveness]').textContent()).toMatch(/^New to quote requests/);
    // The owner is told exactly what counts and how many more customers are needed.
    await owner.reload();
    await owner.getByRole('tab', { name: 'Quote requests' }).click();
    const told = owner.locator('[data-owner-responsiveness]');
    await told.waitFor({ timeout: 10_000 });
    const text = (await told.textContent()) ?? '';
    expect(text).toContain('Counted so far: 0 customers of 5, on 0 days of 3; 5 more customers and requests on 3 more days needed.');
    expect(text).toContain('3 requests from your own addresses or devices, never counted');

    // Carolina Pines (no owner) answers through the one-time link in its e-mail.
    const business = await browser.newPage();
    await business.goto(await mailLink(admin, 'quote_request', 'office@carolina-pines-moving-and-storage.example'));
    await business.getByLabel('Price (or lowest), $').fill('950');
    await business.getByLabel('Highest price, $').fill('1100');
    await business.getByRole('button', { name: 'Send quote' }).click();
    await business.getByText('Your answer was sent to the customer.').waitFor({ timeout: 10_000 });

    // The newcomer compares both side by side and hires one.
    await visitor.reload();
    const crownCard = visitor.locator('[data-answer="Crown Town Moving Co."]');
    await expect.poll(() => crownCard.locator('[data-price]').textContent(), { timeout: 10_000 }).toBe('$1,200');
    expect(await visitor.locator('[data-answer="Carolina Pines Moving & Storage"] [data-price]').textContent()).toBe('$950 – $1,100');
    await expectNoAxeViolations(visitor);
    await visitor.getByRole('button', { name: 'Mark Carolina Pines Moving & Storage hired' }).click();
    await visitor.getByRole('button', { name: 'Yes, hire Carolina Pines Moving & Storage' }).click();
    await visitor.getByText('Marked as hired').waitFor({ timeout: 10_000 });
    expect(await visitor.locator('[data-quote-status]').getAttribute('data-quote-status')).toBe('closed');
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  });
});

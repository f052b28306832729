/**
 * Browser tests' calls to the site under test (its own server or the shared one): JSON
 * requests, the outbox, the admin sign-in, a cached page re-rendering, a toast, and a new
 * owner made the way a real one is (claim, e-mail confirmed, verified by staff, password set
 * from the invitation).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL, type ToastRecord } from './browser';

export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password';

export const api = (path: string, init?: RequestInit) => fetch(new URL(path, baseURL()), init);

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const jsonBody = (body: unknown, token?: string, method = 'POST'): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
  body: JSON.stringify(body),
});

/** The JSON of a successful answer; fails the test, with the body, on any other status. */
export async function ok<T>(response: Promise<Response>, what: string): Promise<T> {
  const answer = await response;
  expect(answer.status, `${what}: ${await answer.clone().text()}`).toBeLessThan(300);
  return (await answer.json()) as T;
}

export async function adminToken(): Promise<string> {
  return (await ok<{ token: string }>(api('/api/auth/login', jsonBody({ password: ADMIN_PASSWORD })), 'admin sign-in')).token;
}

/** The first match of `pattern` in a message to `to` in the outbox, once it is there. */
export async function outboxText(token: string, to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const outbox = await ok<{ items: Array<{ toAddress: string; text: string }> }>(
          api('/api/admin/outbox?limit=100', { headers: bearer(token) }),
          'outbox',
        );
        found = outbox.items.map((m) => (m.toAddress === to ? pattern.exec(m.text)?.[0] : undefined)).find(Boolean);
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** Asks the server until the page at `path` (re)renders with `expected` in it or not (rendered pages are reused for a few seconds). */
export async function pageHas(path: string, expected: string, present = true) {
  await expect.poll(async () => (await (await api(path)).text()).includes(expected), { timeout: 20_000, interval: 1000 }).toBe(present);
}

/**
 * The text of the first toast with `title` (`status`, or `alert` for failures) not read before,
 * once the page has shown it, even if it has closed itself since (the page's own record, kept by
 * `useBrowser().newPage()`, tests/support/browser.ts; a page opened otherwise is read live).
 */
export async function toastWith(page: Page, title: string, { role = 'status', timeout = 10_000 }: { role?: 'status' | 'alert'; timeout?: number } = {}) {
  const read = ({ title, role }: { title: string; role: string }) => {
    const log = (window as unknown as { __toasts?: ToastRecord[] }).__toasts;
    if (!log) {
      const text = document.querySelector(`cd-toaster [role="${role}"]`)?.textContent ?? '';
      return text.includes(title) ? text : null;
    }
    const entry = log.find((each) => !each.read && each.role === role && each.text.includes(title));
    if (!entry) return null;
    entry.read = true;
    return entry.text;
  };
  // Looked up at once first: a page on Playwright's paused clock runs no animation frames to poll on.
  const shown = await page.evaluate(read, { title, role });
  if (shown !== null) return shown;
  try {
    return String(await (await page.waitForFunction(read, { title, role }, { timeout })).jsonValue());
  } catch (failure) {
    // Say what the page showed instead: a different toast tells a lost edit or a failed request from a slow one.
    const shownInstead = await page
      .evaluate(() => ((window as unknown as { __toasts?: ToastRecord[] }).__toasts ?? []).map((each) => `${each.role}: ${each.text}`))
      .catch(() => ['(the page could not be read)']);
    throw new Error(`No ${role} toast "${title}" within ${timeout} ms; the page showed ${shownInstead.length ? shownInstead.join(' | ') : 'no toast'}`, {
      cause: failure,
    });
  }
}

/** Signs `page` in to /admin as the site administrator and waits for the dashboard. */
export async function signInToAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor({ timeout: 20_000 });
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor({ timeout: 20_000 });
}

export interface SiteOwner {
  email: string;
  password: string;
  token: string;
  business: { id: number; slug: string; businessName: string; category: string };
}

type Listed = { id: number; slug: string; businessName: string; category: string; isClaimed: boolean; credentials: unknown[] };

/**
 * A new owner of an unclaimed seeded business (the first that `fits`), through the API the
 * way a real one becomes one; `name` makes the e-mail unique.
 */
export async function newOwner(name: string, fits: (business: Listed) => boolean = () => true): Promise<SiteOwner> {
  const admin = await adminToken();
  const list = await ok<{ businesses: Listed[] }>(api('/api/businesses?limit=50'), 'businesses');
  const business = list.businesses.find((item) => !item.isClaimed && fits(item))!;
  const email = `${name}-${process.pid}@owner.example`;
  const claim = await ok<{ id: number }>(
    api('/api/business-claims', jsonBody({ businessId: business.id, claimerEmail: email, claimerName: 'Test Owner' })),
    'claim',
  );
  const confirm = new URL(await outboxText(admin, email, /https?:\/\/\S+\/api\/business-claims\/verify-email\?token=\S+/));
  expect((await api(confirm.pathname + confirm.search, { redirect: 'manual' })).status).toBeLessThan(400);
  await ok(api(`/api/business-claims/${claim.id}/verify`, { method: 'PUT', headers: bearer(admin) }), 'verify claim');
  const invite = /#invite=([A-Za-z0-9_-]+)/.exec(await outboxText(admin, email, /\S*#invite=[A-Za-z0-9_-]+/))![1]!;
  const password = `${name}-password-1`;
  await ok(api('/api/auth/invitation', jsonBody({ token: invite, password })), 'set password');
  const owner = await ok<{ token: string }>(api('/api/auth/login', jsonBody({ email, password })), 'owner sign-in');
  return {
    email,
    password,
    token: owner.token,
    business: { id: business.id, slug: business.slug, businessName: business.businessName, category: business.category },
  };
}

/**
 * /admin for editors, in Chromium on a server of its own: an admin
 * invites an editor from the Staff view, the invitation link (from the Outbox) sets a
 * password, the editor sees only Neighborhoods and My Account, edits a neighborhood (field
 * errors beside the fields with nothing typed lost, its NPA list checked against the county data, the ranking preview from the server, a draft save, the history with its differences) and meets a stale save.
 * axe on every new view. Nothing is published here: publishing rebuilds the server, which
 * tests/e2e/rebuild.test.ts does on a server of its own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GUIDE_LINKS } from '../../src/components/neighborhoods/guide-content';
import type { EditorNeighborhood, NeighborhoodData } from '../../src/domain/neighborhood-data';
import { rankNeighborhoods } from '../../src/domain/neighborhood-scoring';
import { SESSION_KEYS } from '../../src/islands/kit/session';
import { expectNoAxeViolations } from '../support/axe';
import { baseURL, useBrowser } from '../support/browser';
import { useOwnSite } from '../support/site';
import { toastWith } from '../support/site-api';

useOwnSite();
const browser = useBrowser();
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password';
const api = (path: string, init?: RequestInit) => fetch(new URL(path, baseURL()), init);

async function signIn(email: string | null, password: string) {
  const response = await api('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...(email ? { email } : {}), password }),
  });
  expect(response.status, 'sign-in').toBe(200);
  return (await response.json()) as { token: string; expiresAt: string; email: string | null; name: string };
}

async function dashboard(session: { token: string; expiresAt: string; email: string | null; name: string }, hash = ''): Promise<Page> {
  const page = await browser.newPage();
  await page.context().addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_KEYS.staff,
    value: JSON.stringify({ token: session.token, expiresAt: session.expiresAt, email: session.email, name: session.name, mode: 'local' }),
  });
  await page.goto(`/admin${hash}`);
  await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor({ timeout: 20_000 });
  return page;
}

const editorEmail = `editor-${Math.random().toString(36).slice(2, 8)}@editors-e2e.example`;
const editorPassword = 'editor-e2e-password';

describe('staff: invitation and roles', () => {
  it('an admin invites an editor; the link sets a password; the editor sees only what the role may use', { timeout: 90_000 }, async () => {
    const admin = await signIn(null, PASSWORD);
    const page = await dashboard(admin, '#staff');
    await page.getByRole('heading', { name: 'Staff', exact: true }).waitFor();
    await page.locator('[data-staff="local-admin"]').waitFor();
    expect(await page.locator('[data-staff="local-admin"]').count()).toBe(1);
    await expectNoAxeViolations(page);

    await page.getByLabel('Name').fill('Edie Editor');
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Edie Editor');
    await page.getByLabel('E-mail').fill(editorEmail);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.locator(`[data-staff="${editorEmail}"]`).getByText('Invited').waitFor();

    await page.getByRole('link', { name: 'Outbox' }).click();
    const message = page.locator('li[data-outbox-id]').filter({ hasText: editorEmail }).filter({ hasText: '#invite=' }).first();
    await message.waitFor();
    const link = /https?:\/\/\S+#invite=[A-Za-z0-9_-]+/.exec((await message.textContent()) ?? '')?.[0];
    expect(link).toBeTruthy();

    const invitee = await browser.newPage();
    await invitee.goto(`/admin${new URL(link!).hash}`);
    await invitee.getByRole('heading', { name: 'Set your password' }).waitFor();
    await expectNoAxeViolations(invitee);
    await invitee.getByLabel('New password').fill('short');
    await invitee.getByLabel('Repeat the password').fill('short');
    await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
    await invitee.getByText('Password must be at least 12 characters').waitFor();
    await invitee.getByLabel('New password').fill(editorPassword);
    await invitee.getByLabel('Repeat the password').fill(editorPassword);
    await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
    await invitee.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor({ timeout: 20_000 });
    expect(await invitee.getByText(`Signed in as ${editorEmail} (Editor)`).count()).toBe(1);
    const sections = await invitee.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link').allTextContents();
    expect(sections).toEqual(['Neighborhoods', 'My Account']);
    await invitee.getByRole('heading', { name: 'Neighborhoods', exact: true }).waitFor();
    await invitee.goto('/admin#claims');
    await invitee.getByRole('heading', { name: 'Neighborhoods', exact: true }).waitFor();
    expect(await invitee.getByRole('heading', { name: 'Claims' }).count()).toBe(0);
    await invitee.getByRole('link', { name: 'My Account' }).click();
    await invitee.getByRole('heading', { name: 'My Account' }).waitFor();
    await expectNoAxeViolations(invitee);
  });
});

describe('the neighborhood editor', () => {
  it(
    'shows field errors beside the fields without losing input, previews the ranking change, saves a draft and shows its history',
    { timeout: 120_000 },
    async () => {
      const session = await signIn(editorEmail, editorPassword);
      const auth = { authorization: `Bearer ${session.token}` };
      const list = (await (await api('/api/admin/neighborhoods', { headers: auth })).json()) as {
        neighborhoods: EditorNeighborhood[];
        published: NeighborhoodData[];
      };
      const target = list.published.find((n) => n.slug === 'dilworth') ?? list.published[0]!;
      const row = list.neighborhoods.find((n) => n.slug === target.slug)!;

      const page = await dashboard(session, '#neighborhoods');
      await page.getByRole('heading', { name: 'Neighborhoods', exact: true }).waitFor();
      await page.getByText(/^Changes waiting for the next build: \d+$/).waitFor();
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: target.name, exact: true }).click();
      await page.getByRole('heading', { name: `Edit ${target.name}` }).waitFor();
      await page.getByRole('list', { name: 'Ranking preview' }).waitFor();

      // A bad value: the error is beside the field and everything typed stays.
      await page.getByLabel('Average rent', { exact: true }).fill('$700 - $900');
      await page.getByLabel('Walkability', { exact: true }).fill('140');
      await page.getByRole('button', { name: 'Save draft' }).click();
      const walkError = page.getByText('Walkability must be between 0 and 100');
      await walkError.waitFor();
      const walkability = page.getByLabel('Walkability', { exact: true });
      expect(await walkability.getAttribute('aria-invalid')).toBe('true');
      // Beside the field: the input names the message as its description.
      expect((await walkability.getAttribute('aria-describedby'))?.split(' ')).toContain(await walkError.getAttribute('id'));
      expect(await page.getByLabel('Walkability', { exact: true }).inputValue()).toBe('140');
      expect(await page.getByLabel('Average rent', { exact: true }).inputValue()).toBe('$700 - $900');
      expect(await page.getByText('Fix the fields marked above to see the ranking preview.').count()).toBe(1);

      await page.getByLabel('Walkability', { exact: true }).fill(String(target.walkabilityScore ?? ''));

      // The NPA list as published; an NPA the county data lacks is refused by the server, beside the field.
      const mainNpa = page.getByLabel('Main NPA', { exact: true });
      expect(await mainNpa.inputValue()).toBe(target.mainNpa ?? '');
      expect(await page.getByLabel('Other NPAs', { exact: true }).inputValue()).toBe(target.otherNpas.join(', '));
      await mainNpa.fill('9999');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.getByText("NPA 9999 is not in the county's Quality of Life data").waitFor();
      expect(await mainNpa.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByLabel('Average rent', { exact: true }).inputValue()).toBe('$700 - $900');
      await mainNpa.fill(target.mainNpa ?? '');
      // The affordable guide ranks on the county's figures for the NPAs, which a rent estimate does not change.
      await expect.poll(() => page.locator('[data-guide="affordable"]').textContent()).toMatch(/^Most Affordable: #(\d+) -> #\1, score (\d+) -> \2$/);
      // The guides ranked on the editors' data move with it, as the scoring module says.
      const draft = { ...target, averageRentPrice: '$700 - $900', commuteToUptown: '5 min' };
      await page.getByLabel('Commute to Uptown', { exact: true }).fill(draft.commuteToUptown);
      const label = GUIDE_LINKS.find((g) => g.key === 'near-uptown')!.label;
      const nearUptown = (list: NeighborhoodData[]) => rankNeighborhoods(list, 'near-uptown').findIndex((v) => v.slug === target.slug) + 1;
      const rankAfter = nearUptown(list.published.map((n) => (n.slug === target.slug ? draft : n)));
      await expect
        .poll(() => page.locator('[data-guide="near-uptown"]').textContent())
        .toMatch(new RegExp(`^${label}: #${nearUptown(list.published)} -> #${rankAfter}, score`));

      await page.getByRole('button', { name: 'Save draft' }).click();
      await toastWith(page, 'Draft saved', { timeout: 30_000 });
      await page.getByRole('heading', { name: 'History' }).waitFor();
      const history = page.getByRole('table', { name: 'Saved versions' });
      await expect.poll(() => history.locator('[data-version]').count()).toBeGreaterThanOrEqual(2);
      const diff = page.getByRole('table', { name: /^Differences between versions/ });
      await diff.getByRole('rowheader', { name: 'Average rent' }).waitFor();
      expect(await diff.getByRole('row').filter({ hasText: 'Average rent' }).textContent()).toContain('$700 - $900');
      // The whole edit view: the same form and ranking preview as when it opened, with the history.
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Back to the list' }).click();
      const listed = page.locator(`[data-neighborhood="${row.slug}"]`);
      await listed.getByText('Unpublished changes').waitFor();
      expect(await listed.textContent()).toContain(editorEmail);
    },
  );

  it('answers a stale save with what changed meanwhile, and overwrites nothing', { timeout: 90_000 }, async () => {
    const editor = await signIn(editorEmail, editorPassword);
    const admin = await signIn(null, PASSWORD);
    const list = (await (await api('/api/admin/neighborhoods', { headers: { authorization: `Bearer ${editor.token}` } })).json()) as {
      neighborhoods: EditorNeighborhood[];
    };
    const row = list.neighborhoods.find((n) => n.slug === 'elizabeth') ?? list.neighborhoods[1]!;
    const mine = await dashboard(editor, `#neighborhoods/${row.id}`);
    const theirs = await dashboard(admin, `#neighborhoods/${row.id}`);
    for (const page of [mine, theirs]) await page.getByRole('heading', { name: `Edit ${row.name}` }).waitFor();

    await theirs.getByLabel('Commute to Uptown', { exact: true }).fill('12 min');
    await theirs.getByRole('button', { name: 'Save draft' }).click();
    await toastWith(theirs, 'Draft saved', { timeout: 30_000 });

    await mine.getByLabel('Page title', { exact: true }).fill(`${row.name} (stale edit)`);
    await mine.getByRole('button', { name: 'Save draft' }).click();
    const conflict = mine.getByRole('alert').filter({ hasText: 'while you were editing' });
    await conflict.waitFor();
    expect(await conflict.textContent()).toContain('Nothing was overwritten.');
    expect(await conflict.getByRole('row').filter({ hasText: 'Commute to Uptown' }).textContent()).toContain('12 min');
    expect(await mine.getByLabel('Page title', { exact: true }).inputValue()).toBe(`${row.name} (stale edit)`);
    await expectNoAxeViolations(mine);

    const saved = (await (await api(`/api/admin/neighborhoods/${row.id}`, { headers: { authorization: `Bearer ${editor.token}` } })).json()) as {
      data: NeighborhoodData;
    };
    expect(saved.data.commuteToUptown).toBe('12 min');
    expect(saved.data.title).not.toContain('stale edit');
  });
});

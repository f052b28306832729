/**
 * The local rebuild end to end, in Chromium against a server of its own
 * (tests/support/site.ts: the production server script, a copy of the seeded database and
 * a builds folder of its own, serving the e2e build to start with): an editor changes a
 * neighborhood's rent, commute and walkability, sees the ranking preview, publishes; /admin follows the rebuild; the old
 * pages are served until the switch; then the profile shows the new rent and the ranked guide the new order.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GUIDE_CARD_COUNT, rankNeighborhoods } from '../../src/domain/neighborhood-scoring';
import type { EditorNeighborhood, NeighborhoodData } from '../../src/domain/neighborhood-data';
import { SESSION_KEYS } from '../../src/islands/kit/session';
import { expectNoAxeViolations } from '../support/axe';
import { recordToasts } from '../support/browser';
import { toastWith } from '../support/site-api';
import { startSite, type OwnSite } from '../support/site';

const PASSWORD = 'rebuild-e2e-admin-password';
/** The builder's last phase: it switches to the new pages during it (scripts/site-builder.mjs). */
const SWITCHING_PHASE = 'Switching to the new pages';

// Only a run against E2E_BASE_URL has no build of its own to rebuild (reported as skipped);
// a run that built the site and lost its server entry fails instead.
const distDir = inject('distDir');

describe.skipIf(!distDir)('local rebuild (npm start)', () => {
  let site: OwnSite;
  let base = '';
  let browser: Browser;

  beforeAll(async () => {
    if (!existsSync(join(distDir, 'server', 'entry.mjs'))) throw new Error(`the e2e build has no server entry in ${distDir}`);
    site = await startSite({ env: { ADMIN_PASSWORD: PASSWORD } });
    base = site.baseURL;
    browser = await chromium.connect(inject('browserEndpoint'));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  const page = (path: string) => fetch(`${base}${path}`).then((r) => r.text());
  const cardOrder = (html: string) => [...html.matchAll(/data-ranked-card data-slug="([a-z0-9-]+)"/g)].map((m) => m[1]);

  it('edit a neighborhood, publish, follow the rebuild; old pages until the switch, then the new text and ranking order', { timeout: 420_000 }, async () => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    const session = (await login.json()) as { token: string; expiresAt: string; email: null; name: string };
    const auth = { authorization: `Bearer ${session.token}` };
    const list = (await (await fetch(`${base}/api/admin/neighborhoods`, { headers: auth })).json()) as {
      neighborhoods: EditorNeighborhood[];
      published: NeighborhoodData[];
    };

    // The neighborhood that ranks last for young professionals (a guide ranked on the editors'
    // data; the affordable one ranks on the county's figures) moves into the guide's cards.
    const before = rankNeighborhoods(list.published, 'young-professionals');
    const target = list.published.find((n) => n.slug === before.at(-1)!.slug)!;
    const row = list.neighborhoods.find((n) => n.slug === target.slug)!;
    const changed = {
      ...target,
      averageRentPrice: '$650 - $800',
      youngProfessionalFriendly: true,
      walkabilityScore: 95,
      commuteToUptown: '5 min',
      localAmenities: 'Cafes, a brewery and a grocery store on the main street.',
    };
    const after = rankNeighborhoods(
      list.published.map((n) => (n.slug === target.slug ? changed : n)),
      'young-professionals',
    );
    const newRank = after.findIndex((v) => v.slug === target.slug) + 1;
    // What the profile shows of the edit (it shows the county's rent, not the editors' estimate).
    const marker = changed.localAmenities;
    expect(newRank).toBeLessThanOrEqual(GUIDE_CARD_COUNT);
    const oldProfile = await page(`/neighborhoods/${target.slug}`);
    expect(oldProfile).not.toContain(marker);
    const oldOrder = cardOrder(await page('/neighborhoods/guides/young-professionals'));
    expect(oldOrder).toEqual(before.slice(0, oldOrder.length).map((v) => v.slug));

    const context = await browser.newContext({ baseURL: base });
    await context.addInitScript(recordToasts);
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: SESSION_KEYS.staff,
      value: JSON.stringify({ token: session.token, expiresAt: session.expiresAt, email: null, name: session.name, mode: 'local' }),
    });
    const admin = await context.newPage();
    await admin.goto(`/admin#neighborhoods/${row.id}`);
    await admin.getByRole('heading', { name: `Edit ${target.name}` }).waitFor({ timeout: 30_000 });
    await admin.getByLabel('Average rent', { exact: true }).fill(changed.averageRentPrice);
    await admin.getByLabel('Walkability', { exact: true }).fill(String(changed.walkabilityScore));
    await admin.getByLabel('Commute to Uptown', { exact: true }).fill(changed.commuteToUptown);
    await admin.getByLabel('Local amenities', { exact: true }).fill(changed.localAmenities);
    if (!target.youngProfessionalFriendly) await admin.getByLabel('Young-professional friendly', { exact: true }).check();
    await expect
      .poll(() => admin.locator('[data-guide="young-professionals"]').textContent())
      .toMatch(new RegExp(`^Best for Young Professionals: #${before.length} -> #${newRank}, score`));
    await admin.getByRole('button', { name: 'Save draft' }).click();
    await toastWith(admin, 'Draft saved', { timeout: 30_000 });
    await admin.getByRole('button', { name: 'Back to the list' }).click();
    await admin.getByText('Changes waiting for the next build: 1').waitFor();

    await admin.getByRole('button', { name: 'Publish' }).click();
    const state = admin.locator('[data-build-state]');
    await expect.poll(() => state.getAttribute('data-build-state'), { timeout: 20_000 }).toBe('building');
    await admin.getByText('Changes waiting for the next build: 0').waitFor();
    await expectNoAxeViolations(admin);

    // While it builds, every request still gets the old pages. The profile is read first, then
    // the state: the builder enters its last phase before it switches and is ready only after,
    // so a state read after the profile that is still short of that phase proves the profile
    // was served before the switch.
    let sawOldWhileBuilding = false;
    const started = Date.now();
    for (;;) {
      const profile = await page(`/neighborhoods/${target.slug}`);
      const status = (await (await fetch(`${base}/api/admin/builds`, { headers: auth })).json()) as {
        build: { state: string; phase: string | null; error: string | null; logTail: string[] };
      };
      if (status.build.state === 'failed') throw new Error(`rebuild failed: ${status.build.error}\n${status.build.logTail.join('\n')}`);
      if (status.build.state === 'ready') break;
      if (status.build.phase !== SWITCHING_PHASE) {
        expect(profile, 'the old profile until the switch').not.toContain(marker);
        sawOldWhileBuilding = true;
      }
      expect(Date.now() - started, 'the rebuild finishes').toBeLessThan(360_000);
      await new Promise((r) => setTimeout(r, 1000));
    }
    expect(sawOldWhileBuilding).toBe(true);
    await expect.poll(() => state.getAttribute('data-build-state'), { timeout: 10_000 }).toBe('ready');
    expect(await admin.getByRole('status').filter({ hasText: 'the new pages are live' }).count()).toBe(1);

    const newProfile = await page(`/neighborhoods/${target.slug}`);
    expect(newProfile).toContain(marker);
    expect(newProfile).toMatch(/Data updated [A-Z][a-z]+ \d{1,2}, \d{4}/);
    const newOrder = cardOrder(await page('/neighborhoods/guides/young-professionals'));
    expect(newOrder).toEqual(after.slice(0, newOrder.length).map((v) => v.slug));
    expect(newOrder[newRank - 1]).toBe(target.slug);
    expect(newOrder).not.toEqual(oldOrder);
    expect(site.log()).toMatch(/\[rebuild\] switched to the new build after [\d.]+ s/);
    await context.close();
  });
});

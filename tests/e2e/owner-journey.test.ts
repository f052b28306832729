/**
 * A new owner's whole journey through the real UI, on a server of this file's own
 * with the local Stripe double: the claim of a listed business (/claim-business?business=),
 * the verification link from the outbox, staff verifying the claim in /admin, the password
 * set from the owner invitation (/owner#invite=TOKEN), then in /owner: weekly hours (the
 * category listing's open-now filter follows, on the server's test clock), a photo with alt
 * text (in the business page's gallery), a public answer to a review ("Response from the
 * owner"), review invitations (a 1-star review from the invitation link reaches moderation,
 * labelled), Insights (chart and table, counting a visitor's call click) and the Featured plan ("Manage billing" opens Stripe's
 * customer portal). Axe on /owner at 390 px and 1280 px.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Business, BusinessSearchResult, SubscriptionPlan } from '../../src/domain/types';
import { SESSION_KEYS } from '../../src/islands/kit/session';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { jpegWithGps } from '../support/images';
import { useOwnSite } from '../support/site';
import { adminToken, api, jsonBody, ok, outboxText, pageHas, signInToAdmin, toastWith } from '../support/site-api';

/** Sunday 29 November 2026, 23:30 in Charlotte (EST). */
const SUNDAY_1130PM = '2026-11-29T23:30:00-05:00';
const photoDir = resolve('.data', `e2e-journey-photos-${process.pid}`);

let stripe: FakeStripe;
const siteEnv: Record<string, string> = { PHOTO_STORAGE_DIR: photoDir };
// Registered before useOwnSite's own beforeAll: the double runs before the site starts with its keys.
beforeAll(async () => {
  stripe = await startFakeStripe();
  Object.assign(siteEnv, stripe.env());
});
const site = useOwnSite({ clock: SUNDAY_1130PM, env: siteEnv });
const browser = useBrowser();
afterAll(async () => {
  await stripe?.stop();
  rmSync(photoDir, { recursive: true, force: true });
});

const listingLink = (slug: string) => `href="/charlotte/listing/${slug}"`;

describe("a new owner's journey", () => {
  it('claims, confirms, is verified by staff, sets a password and runs the listing from /owner', async () => {
    // A listed, unclaimed business that is closed now (Sunday 23:30 in Charlotte).
    const all = await ok<BusinessSearchResult>(api('/api/businesses?limit=100'), 'businesses');
    const openNow = await ok<BusinessSearchResult>(api('/api/businesses?limit=100&open=now'), 'open now');
    const business: Business = all.businesses.find((b) => !b.isClaimed && !openNow.businesses.some((o) => o.id === b.id))!;
    expect(business, 'an unclaimed business closed on Sunday night').toBeDefined();
    const categoryOpenNow = `/charlotte/${business.category}?open=now`;
    await pageHas(categoryOpenNow, listingLink(business.slug), false);

    // 1. The claim, from the business's own claim link.
    const email = `journey-owner-${process.pid}@owner.example`;
    const claimer = await browser.newPage();
    await claimer.goto(`/claim-business?business=${business.slug}`);
    const form = claimer.locator(`[data-claim-selected="${business.slug}"] [data-existing-claim-form]`);
    await form.waitFor({ timeout: 15_000 });
    await claimer.locator('#existing-claimerName').fill('Jamie Journey');
    await claimer.locator('#existing-claimerEmail').fill(email);
    await claimer.locator('#existing-agreeToTerms').check();
    await form.getByRole('button', { name: 'Claim This Business' }).click();
    await claimer.locator('[data-claim-sent]').waitFor({ timeout: 10_000 });

    // 2. The verification link from the outbox confirms the address.
    const admin = await adminToken();
    const confirm = await outboxText(admin, email, /https?:\/\/\S+\/api\/business-claims\/verify-email\?token=\S+/);
    await claimer.goto(new URL(confirm).pathname + new URL(confirm).search);
    expect(new URL(claimer.url()).pathname + new URL(claimer.url()).hash).toBe('/verify-email#email-verified');

    // 3. Staff verify the claim in /admin, signed in as the site administrator.
    const pending = await ok<Array<{ id: number; claimerEmail: string }>>(
      api('/api/business-claims/pending', { headers: { authorization: `Bearer ${admin}` } }),
      'pending claims',
    );
    const claimId = pending.find((c) => c.claimerEmail === email)!.id;
    const staff = await browser.newPage();
    await signInToAdmin(staff);
    await staff.goto('/admin#claims');
    const claim = staff.locator(`[data-claim-id="${claimId}"]`);
    for (let i = 0; i < 20 && !(await claim.count()); i++) {
      await staff.waitForFunction(() => !document.querySelector('section[aria-busy="true"]'), undefined, { timeout: 15_000 });
      if (await claim.count()) break;
      const next = staff.getByRole('button', { name: 'Next' });
      if (!(await next.count()) || (await next.isDisabled())) break;
      await next.click();
    }
    expect(await claim.getByText('E-mail confirmed').count()).toBe(1);
    await claim.getByRole('button', { name: /^Approve/ }).click();
    await toastWith(staff, 'Claim Verified');

    // 4. The owner invitation: the password is set on /owner#invite=TOKEN.
    const invite = /#invite=([A-Za-z0-9_-]+)/.exec(await outboxText(admin, email, /\S*#invite=[A-Za-z0-9_-]+/))![1]!;
    const owner = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await owner.goto(`/owner#invite=${invite}`);
    await owner.getByRole('heading', { name: 'Set your password' }).waitFor({ timeout: 20_000 });
    await owner.getByLabel('New password').fill('journey-owner-password-1');
    await owner.getByRole('button', { name: 'Set password and sign in' }).click();
    await owner.getByRole('heading', { name: 'Owner dashboard', level: 1 }).waitFor({ timeout: 20_000 });
    expect(new URL(owner.url()).hash).toBe('');
    const mine = owner.locator(`[data-owner-listing="${business.slug}"]`);
    await mine.waitFor({ timeout: 10_000 });
    expect(await mine.locator('p').first().textContent()).toBe(business.businessName);
    expect(await mine.getByRole('link', { name: /View public page/ }).getAttribute('href')).toBe(`/charlotte/listing/${business.slug}`);

    // 5. Hours: open on Sunday 10:00 PM to 2:00 AM (past midnight); the open-now filter follows.
    const sunday = owner.locator('[data-hours-editor] [data-day="Sunday"]');
    await sunday.getByLabel('Sunday', { exact: true }).selectOption('ranges');
    await sunday.getByLabel('Sunday range 1 opens').fill('22:00');
    await sunday.getByLabel('Sunday range 1 closes').fill('02:00');
    expect(await sunday.getByText('(closes the next day)').isVisible()).toBe(true);
    await owner.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => owner.getByRole('status').filter({ hasText: 'Saved.' }).textContent(), { timeout: 10_000 })
      .toBe('Saved. Your changes are live on your listing.');
    await pageHas(categoryOpenNow, listingLink(business.slug));
    // An hour later on Monday the range has ended: the filter drops the business again.
    site.setClock('2026-11-30T02:30:00-05:00');
    await pageHas(categoryOpenNow, listingLink(business.slug), false);
    site.setClock(SUNDAY_1130PM);

    // 6. Photos: an upload with alt text appears in the business page's gallery.
    await owner.getByRole('tab', { name: 'Photos' }).click();
    const photos = owner.locator('[data-owner-photos]');
    await photos.getByText('No photos yet.').waitFor({ timeout: 10_000 });
    await photos
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'storefront.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await jpegWithGps(1600, 1200)) });
    await photos.getByLabel('Alt text (what the photo shows)').fill('The storefront on a sunny morning');
    await photos.getByRole('button', { name: 'Upload photo' }).click();
    await photos.locator('[data-owner-photo]').getByRole('img', { name: 'The storefront on a sunny morning' }).waitFor({ timeout: 20_000 });
    const publicPage = `/charlotte/listing/${business.slug}`;
    await pageHas(publicPage, 'alt="The storefront on a sunny morning"');

    // 7. Reviews: an approved review of the business gets the owner's public answer.
    const review = await ok<{ id: number }>(
      api(
        `/api/businesses/${business.id}/reviews`,
        jsonBody({ rating: 4, reviewerName: 'Riley Reviewer', reviewerEmail: 'riley@review.example', reviewText: 'Friendly and quick, a little pricey.' }),
      ),
      'review',
    );
    await ok(api(`/api/reviews/${review.id}/approve`, { method: 'PUT', headers: { authorization: `Bearer ${admin}` } }), 'approve review');
    await owner.getByRole('tab', { name: 'Reviews' }).click();
    const card = owner.locator(`[data-owner-review="${review.id}"]`);
    await card.waitFor({ timeout: 10_000 });
    const answer = 'Thank you, Riley! Ask us about our weekday discount next time.';
    await card.getByLabel('Your public response').fill(answer);
    await card.getByRole('button', { name: 'Publish response' }).click();
    await expect.poll(() => owner.locator(`[data-owner-review="${review.id}"]`).textContent(), { timeout: 10_000 }).toContain('Response from the owner');
    await pageHas(publicPage, answer);
    // A new visitor: the first one's browser keeps the page it saw for a minute (Cache-Control).
    const reader = await browser.newPage();
    await reader.goto(publicPage);
    expect(await reader.locator('[data-photo-gallery]').getByRole('img', { name: 'The storefront on a sunny morning' }).count()).toBe(1);
    const reply = reader.locator('[data-owner-reply]');
    expect(await reply.textContent()).toContain('Response from the owner');
    expect(await reply.textContent()).toContain(answer);
    // The reader calls from the page: the click is counted for the owner's insights.
    const counted = reader.waitForResponse((r) => r.url().endsWith(`/api/businesses/${business.id}/clicks`));
    await reader.getByRole('link', { name: 'Call Now' }).click();
    expect((await counted).status()).toBe(204);

    // 7b. Fair review invitations: one fixed e-mail; its link opens the normal review form with no star
    // chosen, and a 1-star review from it reaches the moderation queue like any other, labelled.
    await owner.getByRole('tab', { name: 'Review invitations' }).click();
    const invitations = owner.locator('[data-review-invitations]');
    await invitations.locator('[data-invitation-link]').waitFor({ timeout: 10_000 });
    expect(await invitations.getByRole('img', { name: /^QR code of the review invitation link/ }).count()).toBe(1);
    const customer = `journey-customer-${process.pid}@customer.example`;
    await invitations.getByLabel('Customers’ e-mail addresses').fill(customer);
    await invitations.getByRole('button', { name: 'Send invitations' }).click();
    await expect.poll(() => invitations.locator('[data-invitations-status]').textContent(), { timeout: 10_000 }).toBe('1 invitation sent. 1 of 20 sent today.');
    await expectNoAxeViolations(owner);
    const invitation = new URL(await outboxText(admin, customer, /https?:\/\/\S+\?invite=ri1\.\S+#reviews/));
    const customerPage = await browser.newPage();
    await customerPage.goto(`${invitation.pathname}${invitation.search}${invitation.hash}`);
    await customerPage.locator('astro-island:not([ssr]) [data-review-form]').waitFor({ timeout: 20_000 });
    // Open without a click: the form reads the link once it has hydrated.
    await customerPage.locator('#review-form-panel').waitFor({ state: 'visible', timeout: 10_000 });
    expect(await customerPage.locator('input[name="rating"]:checked').count()).toBe(0);
    await customerPage.locator('label[for="review-rating-1"]').click();
    await customerPage.getByLabel('Email').fill(customer);
    await customerPage.getByLabel('Your review (optional)').fill('They came two hours late.');
    await customerPage.getByRole('button', { name: 'Submit Review' }).click();
    await toastWith(customerPage, 'Review Submitted');
    const moderation = await ok<{ items: Array<{ businessId: number; rating: number; reviewText: string | null; invited?: boolean }> }>(
      api('/api/reviews/pending?limit=100', { headers: { authorization: `Bearer ${admin}` } }),
      'pending reviews',
    );
    // The same queue as every other pending review; only the label tells it apart.
    expect(moderation.items.filter((r) => r.businessId === business.id && r.invited)).toEqual([
      expect.objectContaining({ rating: 1, reviewText: 'They came two hours late.' }),
    ]);

    // 8. Insights: the chart and the table of the last 12 weeks.
    await owner.getByRole('tab', { name: 'Insights' }).click();
    await owner.locator('[data-insights-table]').waitFor({ timeout: 10_000 });
    expect(await owner.locator('[data-insights-chart]').isVisible()).toBe(true);
    expect(await owner.locator('[data-insights-table] tbody tr').count()).toBe(12);
    const calls = await owner.locator('[data-insights-table] thead th').allTextContents();
    expect(
      await owner
        .locator('[data-insights-table] tbody tr')
        .last()
        .locator('td')
        .nth(calls.indexOf('Calls') - 1)
        .textContent(),
    ).toBe('1');

    // 9. Featured plan: the owner subscribes (the Stripe double), then "Manage billing" opens Stripe's customer portal.
    const billing = owner.getByRole('region', { name: 'Featured plan' });
    expect(await billing.getByText('None of your listings has a featured plan.').count()).toBe(1);
    const ownerToken = await owner.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string }).token ?? '', SESSION_KEYS.owner);
    expect(ownerToken).not.toBe('');
    const plans = await ok<SubscriptionPlan[]>(api('/api/subscription-plans'), 'plans');
    const featured = plans.find((p) => p.name.includes('Featured'))!;
    await ok(
      api(
        '/api/create-subscription',
        jsonBody({ businessId: business.id, customerName: 'Jamie Journey', customerEmail: email, planId: featured.id }, ownerToken),
      ),
      'subscribe',
    );
    await owner.reload();
    const plan = owner.locator(`[data-plan="${business.id}"]`);
    await plan.waitFor({ timeout: 20_000 });
    expect(await plan.textContent()).toContain(featured.name);
    await owner.route('https://billing.stripe.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Stripe customer portal</title>' }));
    await plan.getByRole('button', { name: 'Manage billing' }).click();
    await owner.waitForURL(/^https:\/\/billing\.stripe\.com\/p\/session\//, { timeout: 10_000 });
    expect(stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions').length).toBe(1);

    // 10. Axe on the dashboard, wide and narrow.
    await owner.goto('/owner');
    await owner.getByRole('heading', { name: 'Owner dashboard', level: 1 }).waitFor({ timeout: 20_000 });
    await owner.locator(`[data-plan="${business.id}"]`).waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(owner);
    await owner.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(owner);
  }, 300_000);
});

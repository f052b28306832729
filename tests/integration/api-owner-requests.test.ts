/**
 * Owners' requests, staff's side: owners' name, category and address changes approved (the address
 * geocoded then, the business listed in the neighborhood containing it) or rejected, and owners' reports of reviews upheld (the review removed, the
 * rating recounted) or dismissed. Each file owns its database, so queue totals are exact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/domain/admin';
import { zipInAddress } from '../../src/domain/location';
import { ADDRESS_NOT_PLACED_MESSAGE } from '../../src/domain/owner-requests';
import { type OwnerNotice } from '../../src/domain/owner-notices';
import type { AdminChangeRequest, AdminReviewReport } from '../../src/domain/owner-requests';
import type { Business } from '../../src/domain/types';
import { describeEachDb } from '../support/db';
import { startFakeCensus, type FakeCensus } from '../support/fake-census';
import { createOwnerWithBusiness } from '../support/owners';
import { LOCAL_PASSWORD, errorOf, get, insertReview, localLogin, makeApi, post, send, type Api } from './api-support';

const put = (api: Api, path: string, body: unknown, token?: string) => send(api, 'PUT', path, body, token);

async function page<T>(api: Api, path: string, token: string): Promise<Page<T>> {
  const response = await get(api, path, token);
  expect(response.status).toBe(200);
  return (await response.json()) as Page<T>;
}

async function publicBusiness(api: Api, slug: string): Promise<Business> {
  const response = await get(api, `/api/businesses/${slug}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Business;
}

describeEachDb('staff decide owners’ change requests and review reports', (getDb) => {
  let census: FakeCensus;
  let api: Api;
  let admin: string;
  beforeAll(async () => {
    census = await startFakeCensus();
    census.add('1200 Central Ave, Charlotte, NC 28205', { lat: 35.2201, lng: -80.8112 });
    // Ballantyne's centre (its main NPA, data/neighborhood-npas/mapping.json) and Fort Mill, SC (outside the county's NPAs).
    census.add('14815 Ballantyne Village Way, Charlotte, NC 28277', { lat: 35.0527, lng: -80.8487 });
    census.add('215 Main St, Fort Mill, SC 29715', { lat: 35.007, lng: -80.945 });
    census.add('1500 Central Ave, Charlotte, NC', { lat: 35.2195, lng: -80.8085 }, '1500 CENTRAL AVE, CHARLOTTE, NC, 28205');
    api = makeApi(getDb(), { ADMIN_PASSWORD: LOCAL_PASSWORD, ...census.env() });
    admin = await localLogin(api);
  });
  afterAll(() => census.stop());

  describe('listing changes', () => {
    it('a name, category and address change waits for staff; approving applies it, geocodes the address, lists it in the neighborhood there and audits both values', async () => {
      const owner = await createOwnerWithBusiness(getDb(), { business: { category: 'cleaning-services', neighborhood: 'uptown' } });
      const requested = await send(
        api,
        'PATCH',
        `/api/owner/businesses/${owner.businessId}`,
        { businessName: 'Sparkle & Co Cleaning', category: 'movers-packers', address: '1200 Central Ave, Charlotte, NC 28205' },
        owner.token,
      );
      expect(requested.status).toBe(200);
      expect(((await requested.json()) as { requested: boolean }).requested).toBe(true);
      expect((await publicBusiness(api, owner.slug)).businessName).toBe(owner.businessName);

      const queue = await page<AdminChangeRequest>(api, '/api/admin/change-requests', admin);
      expect(queue.total).toBe(1);
      const [item] = queue.items;
      expect(item).toMatchObject({
        businessId: owner.businessId,
        ownerEmail: owner.email,
        current: { businessName: owner.businessName, category: 'cleaning-services' },
        changes: { businessName: 'Sparkle & Co Cleaning', category: 'movers-packers', address: '1200 Central Ave, Charlotte, NC 28205' },
      });

      const approved = await put(api, `/api/admin/change-requests/${item!.id}/approve`, {}, admin);
      expect(approved.status).toBe(200);
      expect(await approved.json()).toEqual({
        id: item!.id,
        status: 'approved',
        businessId: owner.businessId,
        locationApproximate: false,
        neighborhood: 'plaza-midwood',
      });
      expect(census.requests.some((line) => /1200 Central Ave/i.test(line))).toBe(true);

      const shown = await publicBusiness(api, owner.slug);
      expect(shown).toMatchObject({
        businessName: 'Sparkle & Co Cleaning',
        category: 'movers-packers',
        address: '1200 Central Ave, Charlotte, NC 28205',
        neighborhood: 'plaza-midwood',
      });
      expect(shown.latitude).toBeCloseTo(35.2201, 6);
      expect(shown.longitude).toBeCloseTo(-80.8112, 6);
      expect((await page<AdminChangeRequest>(api, '/api/admin/change-requests', admin)).total).toBe(0);

      const again = await put(api, `/api/admin/change-requests/${item!.id}/approve`, {}, admin);
      expect(again.status).toBe(409);
      expect((await errorOf(again)).message).toBe('This change request is already approved.');

      const log = (await (await get(api, '/api/admin/audit-log?limit=5', admin)).json()) as {
        items: Array<{ action: string; targetId: number; details: Record<string, unknown> }>;
      };
      const entry = log.items.find((e) => e.action === 'change.approve' && e.targetId === owner.businessId);
      expect(entry?.details).toMatchObject({
        from: { businessName: owner.businessName, category: 'cleaning-services' },
        to: { businessName: 'Sparkle & Co Cleaning', category: 'movers-packers' },
        neighborhood: { from: 'uptown', to: 'plaza-midwood' },
      });

      const listing = (await (await get(api, '/api/owner/businesses', owner.token)).json()) as {
        businesses: Array<{ id: number; businessName: string; pendingChanges: unknown[] }>;
      };
      expect(listing.businesses.find((b) => b.id === owner.businessId)).toMatchObject({ businessName: 'Sparkle & Co Cleaning', pendingChanges: [] });
    });

    it('an address that cannot be placed (unknown to the geocoder, or no geocoder: the default install) waits for staff to choose the neighborhood', async () => {
      const defaultInstall = makeApi(getDb());
      for (const [client, address] of [
        [api, '1 Nowhere Lane'],
        [defaultInstall, '1200 Central Ave, Charlotte, NC 28205'],
      ] as const) {
        const owner = await createOwnerWithBusiness(getDb(), { business: { neighborhood: 'south-end' } });
        await send(client, 'PATCH', `/api/owner/businesses/${owner.businessId}`, { address }, owner.token);
        const [item] = (await page<AdminChangeRequest>(client, '/api/admin/change-requests', admin)).items;
        const unplaced = await put(client, `/api/admin/change-requests/${item!.id}/approve`, {}, admin);
        expect(unplaced.status).toBe(409);
        expect(await errorOf(unplaced)).toMatchObject({ message: ADDRESS_NOT_PLACED_MESSAGE, fields: { neighborhood: 'Choose the neighborhood' } });
        expect(await publicBusiness(client, owner.slug)).toMatchObject({ address: '100 N Tryon St, Charlotte, NC', neighborhood: 'south-end' });
        expect((await put(client, `/api/admin/change-requests/${item!.id}/approve`, { neighborhood: 'Atlantis' }, admin)).status).toBe(400);
        const approved = await put(client, `/api/admin/change-requests/${item!.id}/approve`, { neighborhood: 'noda' }, admin);
        expect(await approved.json()).toMatchObject({ locationApproximate: true, neighborhood: 'noda' });
        // The ZIP code is the one the new address names, or none: never the old address's.
        expect(await publicBusiness(client, owner.slug)).toMatchObject({
          address,
          neighborhood: 'noda',
          locationApproximate: true,
          zipCode: zipInAddress(address),
        });
      }
    });

    it('tells the owner each decision with its reason and staff’s message, on the dashboard and by e-mail; the internal note stays in the audit log', async () => {
      const owner = await createOwnerWithBusiness(getDb());
      await send(api, 'PATCH', `/api/owner/businesses/${owner.businessId}`, { businessName: 'Renamed Twice' }, owner.token);
      let [item] = (await page<AdminChangeRequest>(api, '/api/admin/change-requests', admin)).items;
      await put(
        api,
        `/api/admin/change-requests/${item!.id}/reject`,
        { reason: 'The new name does not match the business’s public records', message: 'Send the state filing', note: 'Third rename this month' },
        admin,
      );
      await send(api, 'PATCH', `/api/owner/businesses/${owner.businessId}`, { category: 'movers-packers' }, owner.token);
      [item] = (await page<AdminChangeRequest>(api, '/api/admin/change-requests', admin)).items;
      expect((await put(api, `/api/admin/change-requests/${item!.id}/approve`, {}, admin)).status).toBe(200);

      const notices = (await (await get(api, '/api/owner/notices', owner.token)).json()) as { items: OwnerNotice[] };
      expect(notices.items.map((n) => n.subject)).toEqual([
        `Your change to ${owner.businessName} is approved`,
        `Your change to ${owner.businessName} was not approved`,
      ]);
      expect(notices.items[1]!.body).toContain(
        'Reason: The new name does not match the business’s public records. Your listing keeps its details. Message from our staff: Send the state filing',
      );
      expect(notices.items[1]!.body).not.toContain('Third rename');
      const mail = (await page<{ kind: string; toAddress: string; subject: string; text: string }>(api, '/api/admin/outbox?limit=100', admin)).items.filter(
        (m) => m.kind === 'owner_decision' && m.toAddress === owner.email,
      );
      expect(mail.map((m) => m.subject)).toEqual(notices.items.map((n) => n.subject));
      expect(mail[1]!.text).toContain('Message from our staff: Send the state filing');
      expect(JSON.stringify(mail)).not.toContain('Third rename');
      const log = (await (await get(api, '/api/admin/audit-log?limit=10', admin)).json()) as {
        items: Array<{ action: string; targetId: number; note: string | null; details: Record<string, unknown> | null }>;
      };
      expect(log.items.find((e) => e.action === 'change.reject' && e.targetId === owner.businessId)).toMatchObject({
        note: 'Third rename this month',
        details: { toldOwner: 'Send the state filing' },
      });
      expect(mail[1]!.text).toMatch(/Decided \w+ \d+, \d{4} at \d+:\d\d [AP]M E[SD]T\./);
      // Another owner sees none of them.
      const other = await createOwnerWithBusiness(getDb());
      expect(((await (await get(api, '/api/owner/notices', other.token)).json()) as { items: unknown[] }).items).toEqual([]);
    });

    it('a business that moves is found under its new neighborhood, and outside the county’s areas under Charlotte Metro', async () => {
      const owner = await createOwnerWithBusiness(getDb(), { business: { neighborhood: 'noda' } });
      const approve = async (address: string) => {
        expect((await send(api, 'PATCH', `/api/owner/businesses/${owner.businessId}`, { address }, owner.token)).status).toBe(200);
        const [item] = (await page<AdminChangeRequest>(api, '/api/admin/change-requests', admin)).items;
        expect((await put(api, `/api/admin/change-requests/${item!.id}/approve`, {}, admin)).status).toBe(200);
      };
      const listedIn = async (neighborhood: string) => {
        const found = (await (await get(api, `/api/businesses?neighborhood=${neighborhood}&limit=100`)).json()) as { businesses: Business[] };
        return found.businesses.some((b) => b.id === owner.businessId);
      };
      expect(await listedIn('noda')).toBe(true);

      await approve('14815 Ballantyne Village Way, Charlotte, NC 28277');
      expect(await publicBusiness(api, owner.slug)).toMatchObject({ neighborhood: 'ballantyne', zipCode: '28277' });
      expect([await listedIn('ballantyne'), await listedIn('noda')]).toEqual([true, false]);

      await approve('215 Main St, Fort Mill, SC 29715');
      expect(await publicBusiness(api, owner.slug)).toMatchObject({ neighborhood: 'charlotte-metro', zipCode: '29715' });
      expect([await listedIn('charlotte-metro'), await listedIn('ballantyne')]).toEqual([true, false]);

      // An address without its ZIP code takes the geocoder's; the old one is never kept.
      await approve('1500 Central Ave, Charlotte, NC');
      expect(await publicBusiness(api, owner.slug)).toMatchObject({ neighborhood: 'plaza-midwood', zipCode: '28205' });
      expect(census.requests.at(-1)).not.toContain('29715');
    });

    it('rejecting needs a reason from the list, and keeps the listing as it was', async () => {
      const owner = await createOwnerWithBusiness(getDb());
      await send(api, 'PATCH', `/api/owner/businesses/${owner.businessId}`, { businessName: 'Best Movers Ever' }, owner.token);
      const [item] = (await page<AdminChangeRequest>(api, '/api/admin/change-requests', admin)).items;
      const bad = await put(api, `/api/admin/change-requests/${item!.id}/reject`, { reason: 'because' }, admin);
      expect(bad.status).toBe(400);
      expect((await errorOf(bad)).fields).toEqual({ reason: 'Choose a reason from the list' });
      const rejected = await put(
        api,
        `/api/admin/change-requests/${item!.id}/reject`,
        { reason: 'The new name does not match the business’s public records' },
        admin,
      );
      expect(rejected.status).toBe(200);
      expect((await publicBusiness(api, owner.slug)).businessName).toBe(owner.businessName);
      expect((await page<AdminChangeRequest>(api, '/api/admin/change-requests', admin)).total).toBe(0);
      expect((await put(api, `/api/admin/change-requests/${item!.id}/approve`, {}, admin)).status).toBe(409);
    });

    it('answers 404 for unknown or malformed ids, and owners and visitors may not decide', async () => {
      expect((await put(api, '/api/admin/change-requests/999999/approve', {}, admin)).status).toBe(404);
      expect((await put(api, '/api/admin/change-requests/constructor/approve', {}, admin)).status).toBe(404);
      const owner = await createOwnerWithBusiness(getDb());
      await send(api, 'PATCH', `/api/owner/businesses/${owner.businessId}`, { businessName: 'Renamed By Owner' }, owner.token);
      const [item] = (await page<AdminChangeRequest>(api, '/api/admin/change-requests', admin)).items;
      expect((await put(api, `/api/admin/change-requests/${item!.id}/approve`, {}, owner.token)).status).toBe(403);
      expect((await put(api, `/api/admin/change-requests/${item!.id}/approve`, {})).status).toBe(401);
      expect((await publicBusiness(api, owner.slug)).businessName).toBe(owner.businessName);
      await put(
        api,
        `/api/admin/change-requests/${item!.id}/reject`,
        { reason: 'Another change is needed first (see the message)', message: 'Send the new licence' },
        admin,
      );
    });
  });

  describe('review reports', () => {
    /** A business with two approved reviews (5 and 1 stars, so the rating is 3) through the moderation API. */
    async function reviewedBusiness() {
      const owner = await createOwnerWithBusiness(getDb());
      const ids = [
        await insertReview(getDb(), owner.businessId, { rating: 5, status: 'pending' }),
        await insertReview(getDb(), owner.businessId, { rating: 1, status: 'pending', reviewerName: 'Pat Critic' }),
      ];
      for (const id of ids) expect((await put(api, `/api/reviews/${id}/approve`, undefined, admin)).status).toBe(200);
      return { owner, fiveStar: ids[0]!, oneStar: ids[1]! };
    }

    it('upholding removes the review from the page, recounts the rating under the reported rule and closes the report', async () => {
      const { owner, fiveStar, oneStar } = await reviewedBusiness();
      expect(await publicBusiness(api, owner.slug)).toMatchObject({ userRating: 3, reviewCount: 2 });
      const reported = await post(api, `/api/owner/reviews/${oneStar}/report`, { reason: 'not_a_customer', note: 'No booking under this name' }, owner.token);
      expect(reported.status).toBe(201);

      const queue = await page<AdminReviewReport>(api, '/api/admin/review-reports', admin);
      expect(queue.total).toBe(1);
      expect(queue.items[0]).toMatchObject({
        reviewId: oneStar,
        ownerEmail: owner.email,
        reason: 'not_a_customer',
        reasonLabel: 'Not a real customer experience',
        rule: 'Not based on a real customer experience',
        note: 'No booking under this name',
        review: { reviewerName: 'Pat Critic', rating: 1 },
      });

      const upheld = await put(api, `/api/admin/review-reports/${queue.items[0]!.id}/uphold`, {}, admin);
      expect(upheld.status).toBe(200);
      expect(await publicBusiness(api, owner.slug)).toMatchObject({ userRating: 5, reviewCount: 1 });
      const reviews = (await (await get(api, `/api/businesses/${owner.businessId}/reviews`)).json()) as Array<{ id: number }>;
      expect(reviews.map((r) => r.id)).toEqual([fiveStar]);
      expect((await page<AdminReviewReport>(api, '/api/admin/review-reports', admin)).total).toBe(0);
      expect((await put(api, `/api/admin/review-reports/${queue.items[0]!.id}/dismiss`, {}, admin)).status).toBe(409);

      const [review] = await getDb().query<{ status: string; moderation_reason: string }>(
        'select status, moderation_reason from public.reviews where id = $1',
        [oneStar],
      );
      expect(review).toEqual({ status: 'rejected', moderation_reason: 'Not based on a real customer experience' });
    });

    it('dismissing keeps the review and its rating', async () => {
      const { owner, oneStar } = await reviewedBusiness();
      await post(api, `/api/owner/reviews/${oneStar}/report`, { reason: 'offensive' }, owner.token);
      const [item] = (await page<AdminReviewReport>(api, '/api/admin/review-reports', admin)).items;
      const dismissed = await put(
        api,
        `/api/admin/review-reports/${item!.id}/dismiss`,
        { message: 'Blunt but within the rules', note: 'Reviewer has 40 reviews, all real' },
        admin,
      );
      expect(dismissed.status).toBe(200);
      const [notice] = ((await (await get(api, '/api/owner/notices', owner.token)).json()) as { items: OwnerNotice[] }).items;
      expect(notice).toMatchObject({ subject: `The review you reported on ${owner.businessName} stays`, businessId: owner.businessId });
      expect(notice!.body).toContain('Message from our staff: Blunt but within the rules');
      expect(notice!.body).not.toContain('40 reviews');
      expect(((await dismissed.json()) as { status: string }).status).toBe('dismissed');
      expect(await publicBusiness(api, owner.slug)).toMatchObject({ userRating: 3, reviewCount: 2 });
      expect((await page<AdminReviewReport>(api, '/api/admin/review-reports', admin)).total).toBe(0);
    });

    it('refuses a note over 1,000 characters and a body that is not JSON, deciding nothing', async () => {
      const { owner, oneStar } = await reviewedBusiness();
      await post(api, `/api/owner/reviews/${oneStar}/report`, { reason: 'spam' }, owner.token);
      const [item] = (await page<AdminReviewReport>(api, '/api/admin/review-reports', admin)).items;
      const long = await put(api, `/api/admin/review-reports/${item!.id}/uphold`, { note: 'x'.repeat(1001) }, admin);
      expect(long.status).toBe(400);
      expect((await errorOf(long)).fields).toEqual({ note: 'A note must be 1000 characters or less' });
      const longMessage = await put(api, `/api/admin/review-reports/${item!.id}/uphold`, { message: 'x'.repeat(1001) }, admin);
      expect((await errorOf(longMessage)).fields).toEqual({ message: 'A message must be 1000 characters or less' });
      expect((await page<AdminReviewReport>(api, '/api/admin/review-reports', admin)).total).toBe(1);
      expect(await publicBusiness(api, owner.slug)).toMatchObject({ reviewCount: 2 });
      await put(api, `/api/admin/review-reports/${item!.id}/dismiss`, {}, admin);
    });
  });
});

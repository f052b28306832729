/**
 * Owners run their own listing. From a verified claim to an owner account (local
 * invitation through the outbox, an existing owner gaining a business, Supabase Auth users
 * taking over ownership by their e-mail), and every owner endpoint as the owner, another
 * owner, staff and a visitor; ownership Row Level Security with JWT claims as Supabase sets
 * them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLY_MAX, type OwnerListing, type OwnerReview, type OwnerInsights } from '../../src/domain/owner';
import { INVITATION_LINK_MESSAGES } from '../../src/domain/staff';
import type { Review } from '../../src/domain/types';
import { stripeClient } from '../../src/server/payments/stripe';
import type { Db, Executor } from '../../src/server/db/client';
import { describeEachDb } from '../support/db';
import { createRouter } from '../../src/server/api/router';
import { routes } from '../../src/server/api/routes';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { OWNER_PASSWORD, createOwnerWithBusiness, createSupabaseOwnerWithBusiness, type OwnerFixture } from '../support/owners';
import { SUPABASE_ENV, errorOf, get, insertBusiness, insertReview, localLogin, makeApi, post, send, staffLogin, supabaseToken, type Api } from './api-support';

const patch = (api: Api, id: number, body: unknown, token?: string) => send(api, 'PATCH', `/api/owner/businesses/${id}`, body, token);

interface OutboxItem {
  kind: string;
  toAddress: string;
  text: string;
}

async function outbox(api: Api, adminToken: string): Promise<OutboxItem[]> {
  const response = await get(api, '/api/admin/outbox?limit=100', adminToken);
  return ((await response.json()) as { items: OutboxItem[] }).items;
}

/** Claims `businessId` as `email`, optionally confirms the address from the outbox link, and has staff verify it. */
async function claimAndVerify(api: Api, adminToken: string, businessId: number, email: string, confirm = true) {
  const claimed = await post(api, '/api/business-claims', { businessId, claimerName: 'Casey Owner', claimerEmail: email });
  expect(claimed.status).toBe(201);
  const { id } = (await claimed.json()) as { id: number };
  if (confirm) {
    const message = (await outbox(api, adminToken)).find((m) => m.kind === 'claim_verification' && m.toAddress === email);
    expect(message, 'verification e-mail').toBeDefined();
    const link = new URL(/https?:\/\/\S+verify-email\S+/.exec(message!.text)![0]);
    const confirmed = await get(api, `${link.pathname}${link.search}`);
    expect(confirmed.status).toBeLessThan(400);
  }
  const verified = await send(api, 'PUT', `/api/business-claims/${id}/verify`, undefined, adminToken);
  expect(verified.status).toBe(200);
  return (await verified.json()) as { id: number; ownership: { granted: boolean; kind?: string; reason?: string } };
}

describeEachDb('owner accounts and the owner API', (getDb) => {
  let api: Api;
  let admin: string;
  let owner: OwnerFixture;
  let other: OwnerFixture;
  beforeAll(async () => {
    api = makeApi(getDb());
    admin = await localLogin(api);
    owner = await createOwnerWithBusiness(getDb());
    other = await createOwnerWithBusiness(getDb());
  });

  describe('from a verified claim to an owner account (local sign-in)', () => {
    it('a confirmed claimant gets /owner#invite=TOKEN in the outbox, sets a password with POST /api/auth/invitation and sees the business', async () => {
      const business = await insertBusiness(getDb());
      const email = `claimant-${Date.now()}@example.com`;
      const verified = await claimAndVerify(api, admin, business.id, email);
      expect(verified.ownership).toEqual({ granted: true, kind: 'invited' });
      const invitation = (await outbox(api, admin)).find((m) => m.kind === 'owner_invitation' && m.toAddress === email);
      const token = /\/owner#invite=([A-Za-z0-9_-]+)/.exec(invitation?.text ?? '')?.[1];
      expect(token, 'owner invitation link').toBeDefined();
      const accepted = await post(api, '/api/auth/invitation', { token, password: 'a-new-owner-password' });
      expect(accepted.status).toBe(200);
      const session = (await accepted.json()) as { token: string; role: string };
      expect(session.role).toBe('owner');
      expect((await post(api, '/api/auth/invitation', { token, password: 'a-new-owner-password' })).status).toBe(400);
      const list = await get(api, '/api/owner/businesses', session.token);
      expect(list.status).toBe(200);
      expect(((await list.json()) as { businesses: OwnerListing[] }).businesses.map((b) => b.id)).toEqual([business.id]);
      // Signs in again with the password like staff; the owner token opens no staff endpoint.
      const again = await staffLogin(api, email, 'a-new-owner-password');
      expect((await get(api, '/api/auth/me', again)).status).toBe(403);
      expect((await get(api, '/api/business-claims/pending', again)).status).toBe(403);
    });

    it("an owner's expired invitation points to Business Support, not to an administrator the owner does not know", async () => {
      const start = new Date('2031-05-01T09:00:00Z');
      const late = makeApi(getDb());
      late.setNow(start);
      const staff = await localLogin(late);
      const business = await insertBusiness(getDb());
      const email = `late-owner-${Date.now()}@example.com`;
      expect((await claimAndVerify(late, staff, business.id, email)).ownership).toEqual({ granted: true, kind: 'invited' });
      const invitation = (await outbox(late, staff)).find((m) => m.kind === 'owner_invitation' && m.toAddress === email);
      const token = /\/owner#invite=([A-Za-z0-9_-]+)/.exec(invitation?.text ?? '')?.[1];
      late.setNow(new Date(start.getTime() + 73 * 3_600_000));
      const checked = await post(late, '/api/auth/invitation/check', { token });
      expect([checked.status, (await errorOf(checked)).message]).toEqual([410, INVITATION_LINK_MESSAGES.ownerExpired]);
      const accepted = await post(late, '/api/auth/invitation', { token, password: 'a-late-owner-password' });
      expect([accepted.status, (await errorOf(accepted)).message]).toEqual([410, INVITATION_LINK_MESSAGES.ownerExpired]);
      expect(INVITATION_LINK_MESSAGES.ownerExpired).not.toMatch(/administrator/i);
    });

    it('a claimant who never confirmed the e-mail gets no ownership and no invitation', async () => {
      const business = await insertBusiness(getDb());
      const email = `unconfirmed-${Date.now()}@example.com`;
      const verified = await claimAndVerify(api, admin, business.id, email, false);
      expect(verified.ownership).toEqual({ granted: false, reason: 'email_unconfirmed' });
      expect((await outbox(api, admin)).some((m) => m.kind === 'owner_invitation' && m.toAddress === email)).toBe(false);
      const [row] = await getDb().query<{ n: number }>('select count(*)::int as n from public.business_owners where business_id = $1', [business.id]);
      expect(row!.n).toBe(0);
    });

    it('an existing owner (same e-mail) gets the business added, with a sign-in link instead of a password link', async () => {
      const business = await insertBusiness(getDb());
      const verified = await claimAndVerify(api, admin, business.id, owner.email);
      expect(verified.ownership).toEqual({ granted: true, kind: 'added' });
      const message = (await outbox(api, admin)).find((m) => m.kind === 'owner_invitation' && m.toAddress === owner.email);
      expect(message?.text).toContain('/owner');
      expect(message?.text).not.toContain('#invite=');
      const ids = ((await (await get(api, '/api/owner/businesses', owner.token)).json()) as { businesses: OwnerListing[] }).businesses.map((b) => b.id);
      expect(ids).toEqual(expect.arrayContaining([owner.businessId, business.id]));
    });

    it('an address that belongs to a staff account gets no ownership: staff accounts are not owners', async () => {
      const business = await insertBusiness(getDb());
      const email = `staffer-${Date.now()}@example.com`;
      await post(api, '/api/admin/staff', { name: 'Sam Staff', email, role: 'editor' }, admin);
      const verified = await claimAndVerify(api, admin, business.id, email);
      expect(verified.ownership).toEqual({ granted: false, reason: 'staff_email' });
    });

    it('a disabled owner account is refused at once (session_version revocation)', async () => {
      const solo = await createOwnerWithBusiness(getDb());
      expect((await get(api, '/api/owner/businesses', solo.token)).status).toBe(200);
      await getDb().query(`update public.staff_accounts set status = 'disabled', session_version = session_version + 1 where id = $1`, [solo.ownerId]);
      expect((await get(api, '/api/owner/businesses', solo.token)).status).toBe(401);
    });
  });

  describe('GET /api/owner/businesses', () => {
    it('owner: only their own listings; visitor 401; staff 403', async () => {
      const response = await get(api, '/api/owner/businesses', other.token);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toMatch(/private|no-store/);
      const body = (await response.json()) as { businesses: OwnerListing[] };
      expect(body.businesses.map((b) => b.id)).toEqual([other.businessId]);
      expect(body.businesses[0]).toMatchObject({ slug: other.slug, status: 'published', isPremium: false, pendingChanges: [] });
      expect((await get(api, '/api/owner/businesses')).status).toBe(401);
      expect((await get(api, '/api/owner/businesses', admin)).status).toBe(403);
    });
  });

  describe('PATCH /api/owner/businesses/{id}', () => {
    it('owner edits live fields; the structured hours reach the open-now filter and the public page data', async () => {
      const hours = {
        Monday: {
          kind: 'ranges',
          ranges: [
            { open: 540, close: 720 },
            { open: 780, close: 1020 },
          ],
        },
        Tuesday: { kind: 'closed' },
        Wednesday: { kind: 'open24' },
        Friday: { kind: 'ranges', ranges: [{ open: 1080, close: 120 }] },
      };
      const response = await patch(
        api,
        owner.businessId,
        {
          shortDescription: 'Family movers since 1999',
          phone: '704-555-0199',
          website: 'movers.example.com',
          email: 'HELLO@movers.example.com',
          hours,
          serviceTags: ['same-day', 'free-quote'],
          servicesOffered: ['Piano moving', 'Packing'],
        },
        owner.token,
      );
      expect(response.status).toBe(200);
      const { listing, requested } = (await response.json()) as { listing: OwnerListing; requested: boolean };
      expect(requested).toBe(false);
      expect(listing).toMatchObject({
        shortDescription: 'Family movers since 1999',
        phone: '704-555-0199',
        website: 'https://movers.example.com',
        email: 'hello@movers.example.com',
        serviceTags: ['same-day', 'free-quote'],
        businessHours: {
          Monday: '9:00 AM - 12:00 PM, 1:00 PM - 5:00 PM',
          Tuesday: 'Closed',
          Wednesday: 'Open 24 hours',
          Friday: '6:00 PM - 2:00 AM',
        },
      });
      expect([...listing.servicesOffered].sort()).toEqual(['Packing', 'Piano moving']);
      const openAt = async (when: string) => {
        const found = await get(api, `/api/businesses?open=${when}&search=${encodeURIComponent(owner.businessName)}&limit=100`);
        return ((await found.json()) as { businesses: Array<{ id: number }> }).businesses.some((b) => b.id === owner.businessId);
      };
      expect(await openAt('mon-12:30')).toBe(false);
      expect(await openAt('mon-13:30')).toBe(true);
      expect(await openAt('tue-10:00')).toBe(false);
      expect(await openAt('wed-03:00')).toBe(true);
      expect(await openAt('sat-01:30')).toBe(true);
      const page = (await (await get(api, `/api/businesses/${owner.slug}`)).json()) as { phone: string };
      expect(page.phone).toBe('704-555-0199');
      const [audit] = await getDb().query<{ actor_id: string; details: unknown }>(
        `select actor_id, details from public.audit_log where action = 'owner.listing_update' and target_id = $1 order by id desc limit 1`,
        [owner.businessId],
      );
      expect(audit?.actor_id).toBe(owner.ownerId);
      expect(JSON.stringify(audit?.details)).toContain('704-555-0199');
    });

    it('a save that sends every field changes and audits only those that differ; nothing differing writes nothing', async () => {
      const solo = await createOwnerWithBusiness(getDb());
      const mine = async () =>
        ((await (await get(api, '/api/owner/businesses', solo.token)).json()) as { businesses: OwnerListing[] }).businesses.find(
          (b) => b.id === solo.businessId,
        )!;
      const audits = async () =>
        getDb().query<{ action: string; details: Record<string, unknown> }>(
          `select action, details from public.audit_log where action like 'owner.listing_%' and target_id = $1 order by id`,
          [solo.businessId],
        );
      const before = await mine();
      const everything = {
        shortDescription: before.shortDescription ?? '',
        longDescription: before.longDescription ?? '',
        phone: before.phone,
        email: (before.email ?? '').toUpperCase(),
        website: before.website ?? '',
        hours: { Monday: { kind: 'ranges', ranges: [{ open: 540, close: 1020 }] } },
        serviceTags: before.serviceTags,
        servicesOffered: before.servicesOffered,
        businessName: before.businessName,
        category: before.category,
        address: before.address,
      };
      const first = await patch(api, solo.businessId, everything, solo.token);
      expect(await first.json()).toMatchObject({ requested: false, changed: ['hours'] });
      const second = await patch(api, solo.businessId, { ...everything, shortDescription: 'Careful movers' }, solo.token);
      expect(await second.json()).toMatchObject({ requested: false, changed: ['shortDescription'] });
      const unchanged = await patch(api, solo.businessId, { ...everything, shortDescription: 'Careful movers' }, solo.token);
      expect(await unchanged.json()).toMatchObject({ requested: false, changed: [] });
      expect((await audits()).map((a) => [a.action, Object.keys(a.details)])).toEqual([
        ['owner.listing_update', ['hours']],
        ['owner.listing_update', ['shortDescription']],
      ]);
    });

    it('name, category and address changes wait for staff; the listing keeps its name until then', async () => {
      const response = await patch(api, owner.businessId, { businessName: 'Renamed Movers', address: '1 S Tryon St, Charlotte, NC' }, owner.token);
      expect(response.status).toBe(200);
      const { listing, requested } = (await response.json()) as { listing: OwnerListing; requested: boolean };
      expect(requested).toBe(true);
      expect(listing.businessName).toBe(owner.businessName);
      expect(listing.pendingChanges.at(-1)?.changes).toEqual({ businessName: 'Renamed Movers', address: '1 S Tryon St, Charlotte, NC' });
    });

    it('400 names each bad field', async () => {
      const response = await patch(
        api,
        owner.businessId,
        {
          phone: '',
          website: 'not a url',
          serviceTags: ['nope'],
          hours: {
            Monday: {
              kind: 'ranges',
              ranges: [
                { open: 540, close: 720 },
                { open: 600, close: 800 },
              ],
            },
            Funday: { kind: 'closed' },
          },
          longDescription: 'x'.repeat(801),
          isPremium: true,
        },
        owner.token,
      );
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(Object.keys(error.fields ?? {})).toEqual(expect.arrayContaining(['phone', 'website', 'serviceTags.0', 'longDescription']));
      expect(JSON.stringify(error.fields)).toMatch(/Monday|Funday|_/);
    });

    it('another owner 404, staff 403, visitor 401; nothing changes', async () => {
      expect((await patch(api, owner.businessId, { phone: '704-555-0000' }, other.token)).status).toBe(404);
      expect((await patch(api, owner.businessId, { phone: '704-555-0000' }, admin)).status).toBe(403);
      expect((await patch(api, owner.businessId, { phone: '704-555-0000' })).status).toBe(401);
      expect((await patch(api, 2_000_000_000, { phone: '704-555-0000' }, owner.token)).status).toBe(404);
      const [row] = await getDb().query<{ phone: string }>('select phone from public.businesses where id = $1', [owner.businessId]);
      expect(row!.phone).not.toBe('704-555-0000');
    });
  });

  describe('review replies and reports', () => {
    let reviewId: number;
    beforeAll(async () => {
      reviewId = await insertReview(getDb(), owner.businessId, { rating: 2, reviewerName: 'Pat Reviewer' });
    });

    it('owner answers once (201), edits (200); the answer shows under the review in the public API; deleting removes it', async () => {
      const first = await send(api, 'PUT', `/api/owner/reviews/${reviewId}/reply`, { text: 'Sorry, Pat. We have fixed this.' }, owner.token);
      expect(first.status).toBe(201);
      const edited = await send(api, 'PUT', `/api/owner/reviews/${reviewId}/reply`, { text: 'Sorry, Pat. We fixed the scheduling.' }, owner.token);
      expect(edited.status).toBe(200);
      const publicReviews = (await (await get(api, `/api/businesses/${owner.businessId}/reviews`)).json()) as Review[];
      expect(publicReviews.find((r) => r.id === reviewId)?.ownerReply).toMatchObject({ text: 'Sorry, Pat. We fixed the scheduling.' });
      const [count] = await getDb().query<{ n: number }>('select count(*)::int as n from public.review_replies where review_id = $1', [reviewId]);
      expect(count!.n).toBe(1);
      const mine = (await (await get(api, `/api/owner/businesses/${owner.businessId}/reviews`, owner.token)).json()) as OwnerReview[];
      expect(mine.find((r) => r.id === reviewId)?.reply?.text).toBe('Sorry, Pat. We fixed the scheduling.');
      expect((await send(api, 'DELETE', `/api/owner/reviews/${reviewId}/reply`, undefined, owner.token)).status).toBe(204);
      expect((await send(api, 'DELETE', `/api/owner/reviews/${reviewId}/reply`, undefined, owner.token)).status).toBe(404);
      const after = (await (await get(api, `/api/businesses/${owner.businessId}/reviews`)).json()) as Review[];
      expect(after.find((r) => r.id === reviewId)?.ownerReply).toBeNull();
    });

    it(`a reply over ${REPLY_MAX} characters or empty is refused with 400`, async () => {
      const long = await send(api, 'PUT', `/api/owner/reviews/${reviewId}/reply`, { text: 'x'.repeat(REPLY_MAX + 1) }, owner.token);
      expect(long.status).toBe(400);
      expect((await errorOf(long)).fields?.text).toContain(String(REPLY_MAX));
      expect((await send(api, 'PUT', `/api/owner/reviews/${reviewId}/reply`, { text: '   ' }, owner.token)).status).toBe(400);
    });

    it('another owner 404, staff 403, visitor 401 for reply and report; the review stays as it is', async () => {
      for (const [token, status] of [
        [other.token, 404],
        [admin, 403],
        [undefined, 401],
      ] as const) {
        expect((await send(api, 'PUT', `/api/owner/reviews/${reviewId}/reply`, { text: 'Not mine' }, token)).status).toBe(status);
        expect((await send(api, 'DELETE', `/api/owner/reviews/${reviewId}/reply`, undefined, token)).status).toBe(status);
        expect((await post(api, `/api/owner/reviews/${reviewId}/report`, { reason: 'spam' }, token)).status).toBe(status);
      }
      const [row] = await getDb().query<{ status: string }>('select status from public.reviews where id = $1', [reviewId]);
      expect(row!.status).toBe('approved');
    });

    it('owner reports a review for a content rule: it reaches the staff queue with the reason; the review is not hidden', async () => {
      const bad = await post(api, `/api/owner/reviews/${reviewId}/report`, { reason: 'i-dont-like-it' }, owner.token);
      expect(bad.status).toBe(400);
      expect((await errorOf(bad)).fields?.reason).toBeDefined();
      const filed = await post(api, `/api/owner/reviews/${reviewId}/report`, { reason: 'conflict_of_interest', note: 'This is a competitor.' }, owner.token);
      expect(filed.status).toBe(201);
      expect((await post(api, `/api/owner/reviews/${reviewId}/report`, { reason: 'spam' }, owner.token)).status).toBe(200);
      const [report] = await getDb().query<{ reason: string; status: string; note: string }>(
        'select reason, status, note from public.review_reports where review_id = $1',
        [reviewId],
      );
      expect(report).toEqual({ reason: 'conflict_of_interest', status: 'open', note: 'This is a competitor.' });
      const publicReviews = (await (await get(api, `/api/businesses/${owner.businessId}/reviews`)).json()) as Review[];
      expect(publicReviews.some((r) => r.id === reviewId)).toBe(true);
    });

    it('a review of another business is not the owner’s to answer (404)', async () => {
      const foreign = await insertReview(getDb(), other.businessId, { rating: 5 });
      expect((await send(api, 'PUT', `/api/owner/reviews/${foreign}/reply`, { text: 'Hi' }, owner.token)).status).toBe(404);
      expect((await send(api, 'PUT', '/api/owner/reviews/not-a-number/reply', { text: 'Hi' }, owner.token)).status).toBe(404);
    });
  });

  describe('GET /api/owner/businesses/{id}/insights', () => {
    it('12 weeks of views and clicks per week from the daily analytics; other owner 404, staff 403, visitor 401', async () => {
      const now = new Date('2031-05-14T16:00:00Z'); // a Wednesday
      api.setNow(now);
      const watched = await createOwnerWithBusiness(getDb(), { now });
      const add = (day: string, kind: string, count: number) =>
        getDb().query('insert into public.analytics_daily (day, kind, business_id, count) values ($1, $2, $3, $4)', [day, kind, watched.businessId, count]);
      await add('2031-05-12', 'listing_view', 7);
      await add('2031-05-14', 'listing_view', 3);
      await add('2031-05-13', 'call_click', 2);
      await add('2031-05-06', 'website_click', 4);
      await add('2031-05-05', 'directions_click', 1);
      await add('2031-01-01', 'listing_view', 99);
      const response = await get(api, `/api/owner/businesses/${watched.businessId}/insights`, watched.token);
      const stranger = await createOwnerWithBusiness(getDb(), { now });
      const asStranger = await get(api, `/api/owner/businesses/${watched.businessId}/insights`, stranger.token);
      api.setNow(new Date());
      expect(asStranger.status).toBe(404);
      expect(response.status).toBe(200);
      const body = (await response.json()) as OwnerInsights;
      expect(body.weeks).toHaveLength(12);
      expect(body.weeks.at(-1)).toEqual({ weekStart: '2031-05-12', views: 10, calls: 2, websiteClicks: 0, directionsClicks: 0, quoteRequests: 0 });
      expect(body.weeks.at(-2)).toMatchObject({ weekStart: '2031-05-05', websiteClicks: 4, directionsClicks: 1 });
      expect(body.weeks.reduce((sum, w) => sum + w.views, 0)).toBe(10);
      expect((await get(api, `/api/owner/businesses/${watched.businessId}/insights`, admin)).status).toBe(403);
      expect((await get(api, `/api/owner/businesses/${watched.businessId}/insights`)).status).toBe(401);
    });
    it('the business page’s call, website and directions clicks count once per visitor per half-hour; bad kinds and unknown businesses are refused', async () => {
      const now = new Date('2031-06-11T15:00:00Z');
      const watched = await createOwnerWithBusiness(getDb(), { now });
      const handle = createRouter(routes, () => ({ ...api.deps(), now: () => now }));
      const click = (kind: string, client: string, id: number | string = watched.businessId) =>
        handle(
          new Request(`http://test/api/businesses/${id}/clicks`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ kind }),
          }),
          {
            clientAddress: client,
          },
        );
      expect((await click('call', '198.51.100.1')).status).toBe(204);
      expect((await click('call', '198.51.100.1')).status).toBe(204);
      await click('call', '198.51.100.2');
      await click('website', '198.51.100.1');
      await click('directions', '198.51.100.3');
      const bad = await click('email', '198.51.100.4');
      expect(bad.status).toBe(400);
      expect((await errorOf(bad)).fields).toEqual({ kind: 'kind must be call, website or directions' });
      expect((await click('call', '198.51.100.4', 999999)).status).toBe(404);
      expect((await click('call', '198.51.100.4', '__proto__')).status).toBe(404);
      const hidden = await insertBusiness(getDb(), { status: 'pending' });
      expect((await click('call', '198.51.100.4', hidden.id)).status).toBe(404);

      api.setNow(now);
      const response = await get(api, `/api/owner/businesses/${watched.businessId}/insights`, watched.token);
      api.setNow(new Date());
      const body = (await response.json()) as OwnerInsights;
      expect(body.weeks.at(-1)).toEqual({ weekStart: '2031-06-09', views: 0, calls: 2, websiteClicks: 1, directionsClicks: 1, quoteRequests: 0 });
    });
  });

  describe('featured plan and billing', () => {
    it('without Stripe keys: the plan from the database, no invoices, and the portal answers a clear 503', async () => {
      const billing = await get(api, '/api/owner/billing', owner.token);
      expect(billing.status).toBe(200);
      expect(((await billing.json()) as { paymentsConfigured: boolean }).paymentsConfigured).toBe(false);
      const portal = await post(api, '/api/owner/billing-portal', { businessId: owner.businessId }, owner.token);
      expect(portal.status).toBe(503);
      expect((await errorOf(portal)).message).toMatch(/Payments are not configured/);
      expect((await post(api, '/api/owner/billing-portal', { businessId: owner.businessId }, other.token)).status).toBe(404);
      expect((await post(api, '/api/owner/billing-portal', { businessId: owner.businessId }, admin)).status).toBe(403);
      expect((await post(api, '/api/owner/billing-portal', { businessId: owner.businessId })).status).toBe(401);
    });

    describe('with Stripe (the local double)', () => {
      let stripe: FakeStripe;
      let paid: Api;
      beforeAll(async () => {
        stripe = await startFakeStripe();
        paid = makeApi(getDb(), stripe.env());
      });
      afterAll(() => stripe.stop());

      it('shows plan, price, renewal and invoices, and "Manage billing" opens a customer portal session', async () => {
        const env = paid.deps().env;
        const customer = await stripeClient(env)!.customers.create({ email: owner.email });
        const [plan] = await getDb().query<{ id: number; price_monthly: number; name: string }>(
          'select id, price_monthly, name from public.subscription_plans order by id limit 1',
        );
        const renewal = new Date(Date.now() + 20 * 86_400_000);
        await getDb().query(
          `insert into public.subscriptions (business_id, plan_id, customer_name, customer_email, stripe_customer_id, stripe_subscription_id, status, current_period_end, owner_id)
           values ($1, $2, 'Owner', $3, $4, $5, 'active', $6, $7)`,
          [owner.businessId, plan!.id, owner.email, customer.id, `sub_owner_${owner.businessId}`, renewal.toISOString(), owner.ownerId],
        );
        const billing = (await (await get(paid, '/api/owner/billing', owner.token)).json()) as {
          plans: Array<{ businessId: number; planName: string; priceMonthly: number; nextRenewal: string }>;
          paymentsConfigured: boolean;
        };
        expect(billing.paymentsConfigured).toBe(true);
        expect(billing.plans).toEqual([
          expect.objectContaining({
            businessId: owner.businessId,
            planName: plan!.name,
            priceMonthly: plan!.price_monthly,
            nextRenewal: renewal.toISOString(),
          }),
        ]);
        const portal = await post(paid, '/api/owner/billing-portal', { businessId: owner.businessId }, owner.token);
        expect(portal.status).toBe(200);
        expect(((await portal.json()) as { url: string }).url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
        const request = stripe.requests.find((r) => r.path === '/v1/billing_portal/sessions');
        expect(request?.params).toMatchObject({ customer: customer.id, return_url: expect.stringMatching(/\/owner$/) });
        // The other owner has no plan: nothing to manage.
        expect((await post(paid, '/api/owner/billing-portal', { businessId: other.businessId }, other.token)).status).toBe(409);
      });
    });
  });

  describe('Supabase Auth mode', () => {
    let supa: Api;
    beforeAll(() => {
      supa = makeApi(getDb(), SUPABASE_ENV);
    });

    it('a verified claim waits for the claimant; their Supabase token with that e-mail takes it over', async () => {
      const business = await insertBusiness(getDb());
      const email = `supa-${Date.now()}@example.com`;
      const claimed = await post(supa, '/api/business-claims', { businessId: business.id, claimerEmail: email });
      const { id } = (await claimed.json()) as { id: number };
      await getDb().query('update public.business_claims set email_verified_at = now() where id = $1', [id]);
      const staff = await supabaseToken({ role: 'admin' });
      const verified = await send(supa, 'PUT', `/api/business-claims/${id}/verify`, undefined, staff);
      expect(((await verified.json()) as { ownership: unknown }).ownership).toEqual({ granted: true, kind: 'pending' });
      const stranger = await supabaseToken({ admin: false, email: 'someone-else@example.com', subject: '11111111-2222-4333-8444-555555555555' });
      expect((await get(supa, '/api/owner/businesses', stranger)).status).toBe(403);
      const userId = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
      const claimant = await supabaseToken({ admin: false, email, subject: userId });
      const list = await get(supa, '/api/owner/businesses', claimant);
      expect(list.status).toBe(200);
      expect(((await list.json()) as { businesses: OwnerListing[] }).businesses.map((b) => b.id)).toEqual([business.id]);
      const [row] = await getDb().query<{ owner_id: string }>('select owner_id from public.business_owners where business_id = $1', [business.id]);
      expect(row!.owner_id).toBe(userId);
      expect((await get(supa, '/api/owner/businesses', staff)).status).toBe(403);
    });

    it('a Supabase owner edits only their own business', async () => {
      const mine = await createSupabaseOwnerWithBusiness(getDb());
      const theirs = await createSupabaseOwnerWithBusiness(getDb());
      expect((await patch(supa, mine.businessId, { shortDescription: 'Ours' }, mine.token)).status).toBe(200);
      expect((await patch(supa, theirs.businessId, { shortDescription: 'Ours' }, mine.token)).status).toBe(404);
    });
  });

  describe('ownership Row Level Security (JWT claims as Supabase sets them)', () => {
    async function asUser<T>(db: Db, sub: string, fn: (tx: Executor) => Promise<T>): Promise<T | Error> {
      const rollback = new Error('rollback');
      let result: T | Error = rollback;
      try {
        await db.transaction(async (tx) => {
          await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub, role: 'authenticated', aud: 'authenticated' })]);
          await tx.query('set local role authenticated');
          try {
            result = await fn(tx);
          } catch (error) {
            result = error as Error;
          }
          throw rollback;
        });
      } catch (error) {
        if (error !== rollback) throw error;
      }
      return result;
    }

    it('an owner reads only their own ownership rows and writes replies only on their own reviews', async () => {
      const mine = await createSupabaseOwnerWithBusiness(getDb());
      const theirs = await createSupabaseOwnerWithBusiness(getDb());
      const myReview = await insertReview(getDb(), mine.businessId, { rating: 4 });
      const theirReview = await insertReview(getDb(), theirs.businessId, { rating: 4 });
      const owned = await asUser(getDb(), mine.ownerId, (tx) => tx.query<{ business_id: number }>('select business_id from public.business_owners'));
      expect(owned).toEqual([{ business_id: mine.businessId }]);
      const ownWrite = await asUser(getDb(), mine.ownerId, (tx) =>
        tx.query(`insert into public.review_replies (review_id, business_id, owner_id, reply_text) values ($1, $2, $3, 'Thanks!') returning review_id`, [
          myReview,
          mine.businessId,
          mine.ownerId,
        ]),
      );
      expect(ownWrite).toEqual([{ review_id: myReview }]);
      const foreignWrite = await asUser(getDb(), mine.ownerId, (tx) =>
        tx.query(`insert into public.review_replies (review_id, business_id, owner_id, reply_text) values ($1, $2, $3, 'Hijack')`, [
          theirReview,
          theirs.businessId,
          mine.ownerId,
        ]),
      );
      expect(String(foreignWrite)).toMatch(/row-level security/);
      const spoofed = await asUser(getDb(), mine.ownerId, (tx) =>
        tx.query(`insert into public.review_replies (review_id, business_id, owner_id, reply_text) values ($1, $2, $3, 'Spoof')`, [
          theirReview,
          theirs.businessId,
          theirs.ownerId,
        ]),
      );
      expect(String(spoofed)).toMatch(/row-level security/);
      const grant = await asUser(getDb(), mine.ownerId, (tx) =>
        tx.query('insert into public.business_owners (business_id, owner_id) values ($1, $2)', [theirs.businessId, mine.ownerId]),
      );
      expect(String(grant)).toMatch(/permission denied|row-level security/);
    });
  });

  it('the owner fixture signs in with its password like any account', async () => {
    const token = await staffLogin(api, owner.email, OWNER_PASSWORD);
    expect((await get(api, '/api/owner/businesses', token)).status).toBe(200);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/forms';
import { ALREADY_CLAIMED_MESSAGE } from '../../src/server/api/claims';
import type { Business, BusinessClaim } from '../../src/domain/types';
import { describeEachDb } from '../support/db';
import { errorOf, get, insertBusiness, localLogin, makeApi, post, put, supabaseToken, SUPABASE_ENV, type Api } from './api-support';

describeEachDb(
  'business claims API',
  (getDb) => {
    let api: Api;
    let adminToken: string;
    beforeAll(async () => {
      api = makeApi(getDb());
      adminToken = await localLogin(api);
    });

    const claimCount = async (businessId: number) => {
      const [row] = await getDb().query<{ n: number }>('select count(*)::int as n from public.business_claims where business_id = $1', [businessId]);
      return row!.n;
    };
    const pending = async () => (await (await get(api, '/api/business-claims/pending', adminToken)).json()) as BusinessClaim[];

    describe('POST /api/business-claims', () => {
      it('stores a pending claim: 201 {id, status}', async () => {
        const { id } = await insertBusiness(getDb(), { businessName: 'Claimable Realty' });
        const response = await post(api, '/api/business-claims', {
          businessId: id,
          claimerName: 'Robin Owner',
          claimerEmail: 'robin@claimable.example',
          claimerPhone: '704-555-0177',
        });
        expect(response.status).toBe(201);
        const body = (await response.json()) as { id: number; status: string };
        expect(body).toEqual({ id: expect.any(Number), status: 'pending', emailSent: true });
        expect((await pending()).find((c) => c.id === body.id)).toMatchObject({
          businessId: id,
          businessName: 'Claimable Realty',
          businessSlug: 'claimable-realty',
          claimerName: 'Robin Owner',
          claimerEmail: 'robin@claimable.example',
          claimerPhone: '704-555-0177',
          status: 'pending',
        });
      });

      it("answers a repeated claim (any letter case) 200 without the existing claim's id or status; no duplicate", async () => {
        const { id } = await insertBusiness(getDb(), { businessName: 'Claimed Twice Movers' });
        const first = await post(api, '/api/business-claims', { businessId: id, claimerEmail: 'sam@twice.example' });
        const again = await post(api, '/api/business-claims', { businessId: id, claimerEmail: 'Sam@Twice.example' });
        expect(first.status).toBe(201);
        expect(again.status).toBe(200);
        expect(await again.json()).toEqual({ received: true, emailSent: false });
        expect(await claimCount(id)).toBe(1);
      });

      it('accepts a claim for a business just added (still unpublished), as the claim form sends it', async () => {
        const added = await post(api, '/api/businesses', {
          businessName: 'Fresh Listing Cleaners',
          category: 'cleaning-services',
          address: '1 Main St',
          phone: '704-555-0190',
          email: 'hi@fresh.example',
        });
        const { id } = (await added.json()) as { id: number };
        const response = await post(api, '/api/business-claims', { businessId: id, claimerEmail: 'owner@fresh.example' });
        expect(response.status).toBe(201);
      });

      it('refuses a claim of a business its owner already claimed: 409, nothing stored, no e-mail', async () => {
        const { id } = await insertBusiness(getDb(), { businessName: 'Already Owned Movers' });
        await getDb().query('update public.businesses set is_claimed = true where id = $1', [id]);
        const outboxBefore = await getDb().query<{ n: number }>('select count(*)::int as n from public.email_outbox');
        const response = await post(api, '/api/business-claims', { businessId: id, claimerEmail: 'someone@else.example' });
        expect(response.status).toBe(409);
        const error = await errorOf(response);
        expect(error.code).toBe('conflict');
        expect(error.message).toBe(ALREADY_CLAIMED_MESSAGE);
        expect(await claimCount(id)).toBe(0);
        const outboxAfter = await getDb().query<{ n: number }>('select count(*)::int as n from public.email_outbox');
        expect(outboxAfter[0]!.n).toBe(outboxBefore[0]!.n);
      });

      it('answers 404 for a business that does not exist', async () => {
        const response = await post(api, '/api/business-claims', { businessId: 999999, claimerEmail: 'x@example.com' });
        expect(response.status).toBe(404);
        expect((await errorOf(response)).code).toBe('not_found');
      });

      it.each([
        ['businessId: abc', { businessId: 'abc' }, 'businessId'],
        ['businessId: -3', { businessId: -3 }, 'businessId', 'Business id must be a positive whole number'],
        ['businessId missing', { businessId: undefined }, 'businessId'],
        ['claimerEmail: nope', { claimerEmail: 'nope' }, 'claimerEmail', MESSAGES.email],
        ['claimerEmail missing', { claimerEmail: undefined }, 'claimerEmail', expect.any(String)],
        ['claimerName: n x101', { claimerName: 'n'.repeat(101) }, 'claimerName', 'Name must be 100 characters or less'],
        ['claimerPhone: 5 x41', { claimerPhone: '5'.repeat(41) }, 'claimerPhone', 'Phone number must be 40 characters or less'],
      ])('answers 400 for %s', async (_label, overrides, field, message?: unknown) => {
        const { id } = await insertBusiness(getDb());
        const response = await post(api, '/api/business-claims', {
          businessId: id,
          claimerEmail: 'valid@example.com',
          ...overrides,
        });
        expect(response.status).toBe(400);
        const error = await errorOf(response);
        expect(error.code).toBe('validation_failed');
        expect(error.fields?.[field]).toBeTypeOf('string');
        if (message) expect(error.fields?.[field]).toEqual(message);
        expect(await claimCount(id)).toBe(0);
      });
    });

    describe('GET /api/business-claims/pending', () => {
      it('requires an admin: 401 without a token, 403 for a non-admin', async () => {
        expect((await get(api, '/api/business-claims/pending')).status).toBe(401);
        const supabaseApi = makeApi(getDb(), SUPABASE_ENV);
        expect((await get(supabaseApi, '/api/business-claims/pending', await supabaseToken({ admin: false }))).status).toBe(403);
      });

      it('lists pending claims oldest first, privately', async () => {
        const a = await insertBusiness(getDb(), { businessName: 'Order Test A' });
        const b = await insertBusiness(getDb(), { businessName: 'Order Test B' });
        api.setNow(new Date('2030-01-02T10:00:00Z'));
        await post(api, '/api/business-claims', { businessId: b.id, claimerEmail: 'later@example.com' });
        api.setNow(new Date('2030-01-01T10:00:00Z'));
        await post(api, '/api/business-claims', { businessId: a.id, claimerEmail: 'earlier@example.com' });
        api.setNow(new Date());

        const response = await get(api, '/api/business-claims/pending', adminToken);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        const claims = (await response.json()) as BusinessClaim[];
        const times = claims.map((c) => c.submittedAt);
        expect(times).toEqual([...times].sort());
        const ours = claims.filter((c) => c.businessName?.startsWith('Order Test'));
        expect(ours.map((c) => [c.businessName, c.submittedAt])).toEqual([
          ['Order Test A', '2030-01-01T10:00:00.000Z'],
          ['Order Test B', '2030-01-02T10:00:00.000Z'],
        ]);
      });
    });

    describe('PUT /api/business-claims/{id}/verify', () => {
      it('requires an admin: 401 without a token, 403 for a non-admin', async () => {
        const { id } = await insertBusiness(getDb(), { businessName: 'Verify Guarded' });
        const claim = (await (await post(api, '/api/business-claims', { businessId: id, claimerEmail: 'g@example.com' })).json()) as {
          id: number;
        };
        expect((await put(api, `/api/business-claims/${claim.id}/verify`)).status).toBe(401);
        const supabaseApi = makeApi(getDb(), SUPABASE_ENV);
        expect((await put(supabaseApi, `/api/business-claims/${claim.id}/verify`, await supabaseToken({ admin: false }))).status).toBe(403);
        expect((await pending()).some((c) => c.id === claim.id)).toBe(true);
      });

      it('approves the claim and marks the business claimed and verified', async () => {
        const business = await insertBusiness(getDb(), { businessName: 'Verified Owner Plumbing' });
        const claim = (await (await post(api, '/api/business-claims', { businessId: business.id, claimerEmail: 'o@vop.example' })).json()) as {
          id: number;
        };
        const response = await put(api, `/api/business-claims/${claim.id}/verify`, adminToken);
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({ id: claim.id, businessId: business.id, status: 'verified' });

        const shown = (await (await get(api, `/api/businesses/${business.slug}`)).json()) as Business;
        expect(shown).toMatchObject({ isClaimed: true, isVerified: true });
        expect((await pending()).some((c) => c.id === claim.id)).toBe(false);

        const again = await put(api, `/api/business-claims/${claim.id}/verify`, adminToken);
        expect(again.status).toBe(409);
        expect((await errorOf(again)).code).toBe('conflict');
      });

      it('answers 404 for an unknown claim', async () => {
        expect((await put(api, '/api/business-claims/999999/verify', adminToken)).status).toBe(404);
        expect((await put(api, '/api/business-claims/x/verify', adminToken)).status).toBe(404);
      });

      it('answers 405 for GET', async () => {
        expect((await get(api, '/api/business-claims/1/verify', adminToken)).status).toBe(405);
      });
    });
  },
  { seeded: false },
);

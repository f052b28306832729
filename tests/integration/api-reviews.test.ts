import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/forms';
import type { Business, Review } from '../../src/domain/types';
import { createRouter } from '../../src/server/api/router';
import { routes } from '../../src/server/api/routes';
import { ResponseCache } from '../../src/server/cache/response-cache';
import { describeEachDb } from '../support/db';
import { errorOf, get, insertBusiness, insertReview, localLogin, makeApi, post, put, supabaseToken, SUPABASE_ENV, type Api } from './api-support';

describeEachDb(
  'reviews API',
  (getDb) => {
    let api: Api;
    let adminToken: string;
    beforeAll(async () => {
      api = makeApi(getDb());
      adminToken = await localLogin(api);
    });

    const pendingCount = async (businessId: number) => {
      const [row] = await getDb().query<{ n: number }>("select count(*)::int as n from public.reviews where business_id = $1 and status = 'pending'", [
        businessId,
      ]);
      return row!.n;
    };

    describe('GET /api/businesses/{id}/reviews', () => {
      it('lists approved reviews only, newest first, without e-mail addresses', async () => {
        const { id } = await insertBusiness(getDb(), { businessName: 'Review List Movers' });
        await insertReview(getDb(), id, { rating: 4, reviewerName: 'Older', createdAt: '2025-03-01T12:00:00Z' });
        await insertReview(getDb(), id, { rating: 5, reviewerName: 'Newer', createdAt: '2025-06-01T12:00:00Z' });
        await insertReview(getDb(), id, { rating: 1, reviewerName: 'Waiting', status: 'pending' });
        await insertReview(getDb(), id, { rating: 1, reviewerName: 'Refused', status: 'rejected' });

        const response = await get(api, `/api/businesses/${id}/reviews`);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('public, max-age=60');
        const reviews = (await response.json()) as Review[];
        expect(reviews.map((r) => r.reviewerName)).toEqual(['Newer', 'Older']);
        expect(reviews[0]).toEqual({
          id: expect.any(Number),
          businessId: id,
          reviewerName: 'Newer',
          rating: 5,
          reviewText: 'Fixture review',
          createdAt: '2025-06-01T12:00:00.000Z',
          invited: false,
          ownerReply: null,
        });
        expect(JSON.stringify(reviews)).not.toContain('reviewer@example.com');
      });

      it('answers an empty list for a business without reviews', async () => {
        const { id } = await insertBusiness(getDb(), { businessName: 'Quiet Business' });
        expect(await (await get(api, `/api/businesses/${id}/reviews`)).json()).toEqual([]);
      });

      it('answers 404 for unknown, unpublished and malformed business ids', async () => {
        const pending = await insertBusiness(getDb(), { businessName: 'Unpublished Reviewed', status: 'pending' });
        for (const id of ['999999', String(pending.id), 'abc', '0', '99999999999']) {
          const response = await get(api, `/api/businesses/${id}/reviews`);
          expect(response.status, id).toBe(404);
          expect((await errorOf(response)).code).toBe('not_found');
        }
      });
    });

    describe('POST /api/businesses/{id}/reviews', () => {
      it('stores a retried review once: the same submission key answers 200 with the first id', async () => {
        const { id } = await insertBusiness(getDb(), { businessName: 'Retry Review Movers' });
        const body = { rating: 4, reviewerEmail: 'retry@example.com', reviewText: 'Sent twice', submissionKey: 'key-review-0001' };
        const first = await post(api, `/api/businesses/${id}/reviews`, body);
        expect(first.status).toBe(201);
        const stored = (await first.json()) as { id: number; status: string };
        // The answer was lost; the form sends the same review again, twice at once.
        const retries = await Promise.all([post(api, `/api/businesses/${id}/reviews`, body), post(api, `/api/businesses/${id}/reviews`, body)]);
        for (const retry of retries) {
          expect(retry.status).toBe(200);
          expect(await retry.json()).toEqual({ id: stored.id, status: 'pending' });
        }
        expect(await pendingCount(id)).toBe(1);
        // Another review (another key) is a new one; the same key on another business too.
        expect((await post(api, `/api/businesses/${id}/reviews`, { ...body, submissionKey: 'key-review-0002' })).status).toBe(201);
        const other = await insertBusiness(getDb(), { businessName: 'Retry Review Cleaners' });
        expect((await post(api, `/api/businesses/${other.id}/reviews`, body)).status).toBe(201);
        expect(await pendingCount(id)).toBe(2);
      });

      it('refuses a malformed submission key', async () => {
        const { id } = await insertBusiness(getDb(), { businessName: 'Bad Key Movers' });
        const response = await post(api, `/api/businesses/${id}/reviews`, { rating: 4, reviewerEmail: 'a@example.com', submissionKey: 'no spaces' });
        expect(response.status).toBe(400);
        expect((await errorOf(response)).fields).toHaveProperty('submissionKey');
      });

      let businessId: number;
      beforeAll(async () => {
        businessId = (await insertBusiness(getDb(), { businessName: 'Reviewable Cleaners' })).id;
      });

      it('stores a review as pending (201) and does not publish it', async () => {
        const response = await post(api, `/api/businesses/${businessId}/reviews`, {
          reviewerName: 'Pat Newcomer',
          reviewerEmail: 'pat@example.com',
          rating: 5,
          reviewText: 'Spotless move-out clean.',
        });
        expect(response.status).toBe(201);
        expect(await response.json()).toEqual({ id: expect.any(Number), status: 'pending' });
        expect(await pendingCount(businessId)).toBe(1);
        expect(await (await get(api, `/api/businesses/${businessId}/reviews`)).json()).toEqual([]);
      });

      it('accepts a review with only a rating and an e-mail address', async () => {
        const response = await post(api, `/api/businesses/${businessId}/reviews`, {
          reviewerEmail: 'quiet@example.com',
          rating: '3',
        });
        expect(response.status).toBe(201);
      });

      it.each([
        ['rating missing', { rating: undefined }, 'rating', MESSAGES.rating],
        ['rating: 0', { rating: 0 }, 'rating', MESSAGES.rating],
        ['rating: 6', { rating: 6 }, 'rating', MESSAGES.rating],
        ['rating: 4.5', { rating: 4.5 }, 'rating', MESSAGES.rating],
        ['reviewerEmail: not-an-email', { reviewerEmail: 'not-an-email' }, 'reviewerEmail', MESSAGES.email],
        ['reviewerEmail missing', { reviewerEmail: undefined }, 'reviewerEmail', expect.any(String)],
        ['reviewerName: n x101', { reviewerName: 'n'.repeat(101) }, 'reviewerName', MESSAGES.reviewerName],
        ['reviewText: t x301', { reviewText: 't'.repeat(301) }, 'reviewText', MESSAGES.reviewText],
      ])('answers 400 for %s and stores nothing', async (_label, overrides, field, message) => {
        const before = await pendingCount(businessId);
        const response = await post(api, `/api/businesses/${businessId}/reviews`, {
          reviewerEmail: 'valid@example.com',
          rating: 4,
          ...overrides,
        });
        expect(response.status).toBe(400);
        const error = await errorOf(response);
        expect(error.code).toBe('validation_failed');
        expect(error.fields?.[field]).toEqual(message);
        expect(await pendingCount(businessId)).toBe(before);
      });

      it('accepts the longest allowed name and text', async () => {
        const response = await post(api, `/api/businesses/${businessId}/reviews`, {
          reviewerEmail: 'long@example.com',
          rating: 4,
          reviewerName: 'n'.repeat(100),
          reviewText: 't'.repeat(300),
        });
        expect(response.status).toBe(201);
      });

      it('answers 202 as to every form when the hidden honeypot field is filled, storing nothing', async () => {
        const before = await pendingCount(businessId);
        const response = await post(api, `/api/businesses/${businessId}/reviews`, {
          reviewerEmail: 'bot@example.com',
          rating: 5,
          homepage: 'http://spam.example',
        });
        expect(response.status).toBe(202);
        expect(await response.json()).toEqual({ received: true });
        expect(await pendingCount(businessId)).toBe(before);
      });

      it('answers 404 for a business that does not exist or is not published', async () => {
        const pending = await insertBusiness(getDb(), { businessName: 'Unpublished Review Target', status: 'pending' });
        for (const id of [999999, pending.id]) {
          const response = await post(api, `/api/businesses/${id}/reviews`, { reviewerEmail: 'a@example.com', rating: 4 });
          expect(response.status).toBe(404);
        }
      });

      it('answers 415 for a form-encoded body', async () => {
        const response = await api(
          new Request(`http://test/api/businesses/${businessId}/reviews`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'rating=5',
          }),
        );
        expect(response.status).toBe(415);
      });
    });

    describe("the server's short cache of public reads", () => {
      it('reuses a public list, and shows an approval at once (a write empties the cache)', async () => {
        const db = getDb();
        const cache = new ResponseCache(60_000, 1024 * 1024);
        const cached = createRouter(routes, () => ({ ...api.deps(), cache }));
        const { id } = await insertBusiness(db, { businessName: 'Cached Review Movers' });
        const list = async () => (await (await cached(new Request(`http://test/api/businesses/${id}/reviews`))).json()) as Review[];
        expect(await list()).toEqual([]);
        const reviewId = await insertReview(db, id, { rating: 5, status: 'pending' });
        // Written behind the API's back: the cached answer is reused.
        await db.query("update public.reviews set status = 'approved' where id = $1", [reviewId]);
        expect(await list()).toEqual([]);
        await db.query("update public.reviews set status = 'pending' where id = $1", [reviewId]);
        const approved = await cached(
          new Request(`http://test/api/reviews/${reviewId}/approve`, { method: 'PUT', headers: { authorization: `Bearer ${adminToken}` } }),
        );
        expect(approved.status).toBe(200);
        expect((await list()).map((r) => r.id)).toEqual([reviewId]);
      });
    });

    describe('PUT /api/reviews/{id}/approve', () => {
      it('requires an admin: 401 without a token, 403 for a non-admin', async () => {
        const { id } = await insertBusiness(getDb(), { businessName: 'Approval Guarded' });
        const reviewId = await insertReview(getDb(), id, { rating: 5, status: 'pending' });
        expect((await put(api, `/api/reviews/${reviewId}/approve`)).status).toBe(401);
        const supabaseApi = makeApi(getDb(), SUPABASE_ENV);
        expect((await put(supabaseApi, `/api/reviews/${reviewId}/approve`, await supabaseToken({ admin: false }))).status).toBe(403);
        expect(await pendingCount(id)).toBe(1);
      });

      it('publishes the review and recomputes the rating (2 decimals) and count', async () => {
        const business = await insertBusiness(getDb(), { businessName: 'Recount Movers', userRating: 4.5, reviewCount: 2 });
        await insertReview(getDb(), business.id, { rating: 5 });
        await insertReview(getDb(), business.id, { rating: 4 });
        const submitted = await post(api, `/api/businesses/${business.id}/reviews`, {
          reviewerEmail: 'new@example.com',
          rating: 4,
          reviewerName: 'Approved Later',
        });
        const { id } = (await submitted.json()) as { id: number };

        const response = await put(api, `/api/reviews/${id}/approve`, adminToken);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({
          id,
          status: 'approved',
          businessId: business.id,
          userRating: 4.33,
          reviewCount: 3,
        });

        const shown = (await (await get(api, `/api/businesses/${business.slug}`)).json()) as Business;
        expect(shown).toMatchObject({ userRating: 4.33, reviewCount: 3 });
        const reviews = (await (await get(api, `/api/businesses/${business.id}/reviews`)).json()) as Review[];
        expect(reviews.map((r) => r.reviewerName)).toContain('Approved Later');
      });

      it('answers 409 for a review already decided and 404 for an unknown one', async () => {
        const { id } = await insertBusiness(getDb(), { businessName: 'Decided Reviews' });
        const approved = await insertReview(getDb(), id, { rating: 3 });
        const rejected = await insertReview(getDb(), id, { rating: 1, status: 'rejected' });
        for (const reviewId of [approved, rejected]) {
          const response = await put(api, `/api/reviews/${reviewId}/approve`, adminToken);
          expect(response.status).toBe(409);
          expect((await errorOf(response)).code).toBe('conflict');
        }
        expect((await put(api, '/api/reviews/999999/approve', adminToken)).status).toBe(404);
        expect((await put(api, '/api/reviews/abc/approve', adminToken)).status).toBe(404);
      });

      it('counts every review when approvals run at the same time', async () => {
        const business = await insertBusiness(getDb(), { businessName: 'Concurrent Approvals' });
        const ids = await Promise.all([5, 4, 3, 5].map((rating) => insertReview(getDb(), business.id, { rating, status: 'pending' })));
        const responses = await Promise.all(ids.map((id) => put(api, `/api/reviews/${id}/approve`, adminToken)));
        expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
        const shown = (await (await get(api, `/api/businesses/${business.slug}`)).json()) as Business;
        expect(shown).toMatchObject({ userRating: 4.25, reviewCount: 4 });
      });
    });
  },
  { seeded: false },
);

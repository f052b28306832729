/**
 * Response time and rate through the API on each database (the rule itself is unit-tested
 * in src/domain/responsiveness.test.ts): GET /api/businesses/{id}/responsiveness, the cards
 * of a search in a quote category, and the owner's list (unanswered requests oldest first,
 * with the figures). A featured business and a free one with the same timings get the same
 * figures and the same text everywhere.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Responsiveness } from '../../src/domain/responsiveness';
import type { BusinessSearchResult } from '../../src/domain/types';
import type { Db } from '../../src/server/db/client';
import { describeEachDb } from '../support/db';
import { createOwnerWithBusiness, type OwnerFixture } from '../support/owners';
import { get, insertBusiness, makeApi, unique, type Api } from './api-support';

const NOW = new Date('2027-01-20T12:00:00-05:00');
const MINUTE = 60_000;

/** A delivered request to `businessId`: delivered at `delivered`, answered `minutes` later (or not). */
async function deliver(db: Db, businessId: number, delivered: string, minutes: number | null): Promise<number> {
  const [request] = await db.query<{ id: number }>(
    `insert into public.quote_requests (category, answers, customer_name, customer_email, contact_by, status, created_at, confirmed_at)
     values ('movers-packers', '{}', 'Newcomer', $1, 'email', 'open', $2, $2) returning id::int as id`,
    [`${unique('newcomer')}@example.com`, delivered],
  );
  const answeredAt = minutes === null ? null : new Date(new Date(delivered).getTime() + minutes * MINUTE).toISOString();
  await db.query(
    `insert into public.quote_request_businesses (request_id, business_id, delivered_at, status, answered_at, answered_by)
     values ($1, $2, $3, $4, $5, $6)`,
    [request!.id, businessId, delivered, minutes === null ? 'waiting' : 'declined', answeredAt, minutes === null ? null : 'email-link'],
  );
  return Number(request!.id);
}

describeEachDb('response time and rate', (getDb) => {
  let api: Api;
  let featured: OwnerFixture;
  let free: OwnerFixture;
  const figuresOf = async (id: number) => {
    const response = await get(api, `/api/businesses/${id}/responsiveness`);
    expect(response.status).toBe(200);
    return (await response.json()) as Responsiveness & { businessId: number };
  };

  beforeAll(async () => {
    api = makeApi(getDb());
    api.setNow(NOW);
    const name = unique('Even Movers');
    featured = await createOwnerWithBusiness(getDb(), {
      business: { category: 'movers-packers', businessName: `${name} Featured`, isPremium: true },
      now: NOW,
    });
    free = await createOwnerWithBusiness(getDb(), { business: { category: 'movers-packers', businessName: `${name} Free` }, now: NOW });
  });

  it('is "New to quote requests" under 3 requests, then the same figures for a featured and a free business with the same timings', async () => {
    for (const owner of [featured, free]) {
      await deliver(getDb(), owner.businessId, '2027-01-11T10:00:00-05:00', 30);
      await deliver(getDb(), owner.businessId, '2027-01-12T17:55:00-05:00', 95);
    }
    expect(await figuresOf(featured.businessId)).toMatchObject({ requests: 2, label: 'New to quote requests', medianMinutes: null });

    for (const owner of [featured, free]) await deliver(getDb(), owner.businessId, '2027-01-13T10:00:00-05:00', 50);
    const [paid, unpaid] = [await figuresOf(featured.businessId), await figuresOf(free.businessId)];
    // 17:55 answered 19:30 counts 5 minutes: the median of 30, 5 and 50 is 30.
    expect(paid).toMatchObject({ requests: 3, answered: 3, medianMinutes: 30, responseRate: 1, label: 'Usually replies within an hour' });
    expect(paid.window).toEqual({ from: '2026-10-22T17:00:00.000Z', to: '2027-01-20T17:00:00.000Z', days: 90 });
    expect({ ...unpaid, businessId: 0 }).toEqual({ ...paid, businessId: 0 });

    const search = await get(api, `/api/businesses?category=movers-packers&search=${encodeURIComponent(featured.businessName.replace(/ Featured$/, ''))}`);
    const { businesses } = (await search.json()) as BusinessSearchResult;
    const labels = Object.fromEntries(businesses.map((b) => [b.id, b.responseLabel]));
    expect(labels[featured.businessId]).toBe('Usually replies within an hour');
    expect(labels[free.businessId]).toBe('Usually replies within an hour');
  });

  it("lists the owner's unanswered requests first, oldest first, with the figures", async () => {
    const owner = await createOwnerWithBusiness(getDb(), { business: { category: 'movers-packers' }, now: NOW });
    const answered = await deliver(getDb(), owner.businessId, '2027-01-19T09:00:00-05:00', 20);
    const newer = await deliver(getDb(), owner.businessId, '2027-01-18T09:00:00-05:00', null);
    const older = await deliver(getDb(), owner.businessId, '2027-01-10T09:00:00-05:00', null);
    const response = await get(api, '/api/owner/quote-requests', owner.token);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: Array<{ requestId: number }>; responsiveness: Record<string, Responsiveness> };
    expect(body.items.map((item) => item.requestId)).toEqual([older, newer, answered]);
    expect(body.responsiveness[owner.businessId]).toMatchObject({ requests: 3, answered: 1, medianMinutes: null, label: null });
  });

  describe('refusals', () => {
    it('answers 404 for an unknown business, an id that is not one, and a category without quote requests', async () => {
      for (const path of ['/api/businesses/999999999/responsiveness', '/api/businesses/abc/responsiveness']) {
        expect((await get(api, path)).status, path).toBe(404);
      }
      const utility = await insertBusiness(getDb(), { category: 'utility-setup' });
      expect((await get(api, `/api/businesses/${utility.id}/responsiveness`)).status).toBe(404);
    });
  });
});

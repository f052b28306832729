import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessSearchResult } from '../../src/domain/types';
import { createRouter } from '../../src/server/api/router';
import { routes } from '../../src/server/api/routes';
import type { Db } from '../../src/server/db/client';
import { parseEnv } from '../../src/server/env';
import { describeEachDb } from '../support/db';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { ownerTokenFor } from '../support/owners';
import { insertBusiness, unique } from './api-support';

const SECRET = 'whsec_fake_stripe_test_secret';

/** A Stripe event envelope around `object`, created at `created` (Unix seconds). */
function event(type: string, object: Record<string, unknown>, created: number) {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

const invoicePaid = (subscriptionId: string, created: number, type = 'invoice.paid') =>
  event(
    type,
    {
      id: `in_${randomBytes(8).toString('hex')}`,
      object: 'invoice',
      status: 'paid',
      billing_reason: 'subscription_create',
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscriptionId, metadata: {} } },
      lines: { object: 'list', data: [{ object: 'line_item', period: { start: created, end: created + 30 * 86_400 } }] },
    },
    created,
  );

const subscriptionEvent = (type: string, subscriptionId: string, status: string, created: number) =>
  event(
    type,
    {
      id: subscriptionId,
      object: 'subscription',
      status,
      items: { object: 'list', data: [{ object: 'subscription_item', current_period_end: created + 30 * 86_400 }] },
    },
    created,
  );

describeEachDb('Stripe webhook: signed, idempotent, order-safe premium switching', (getDb) => {
  let stripe: FakeStripe;
  const clock = new Date();
  let handle: ReturnType<typeof createRouter>;
  let clientCount = 0;
  const T0 = Math.floor(Date.now() / 1000) - 3600;

  const call = (path: string, init: RequestInit = {}, env: Record<string, string> = stripe.env()) =>
    createRouter(routes, () => ({ db: getDb(), env: parseEnv(env), now: () => clock }))(new Request(`http://test${path}`, init), {
      clientAddress: `192.0.2.${++clientCount}`,
    });

  /** Delivers `payload` as Stripe does: raw JSON body, signed with the endpoint secret. */
  function deliver(payload: unknown, options: { secret?: string; timestamp?: number; body?: string; env?: Record<string, string> } = {}) {
    const body = options.body ?? JSON.stringify(payload, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(payload, null, 2),
      secret: options.secret ?? SECRET,
      timestamp: options.timestamp ?? Math.floor(clock.getTime() / 1000),
    });
    return call('/api/stripe/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body }, options.env);
  }

  async function subscribe(businessId: number, planId: number): Promise<string> {
    const owner = await ownerTokenFor(getDb(), businessId, clock);
    const response = await call('/api/create-subscription', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
      body: JSON.stringify({ businessId, customerName: 'Pat Owner', customerEmail: 'pat@example.com', planId }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { subscriptionId: string }).subscriptionId;
  }

  const premium = async (db: Db, businessId: number) =>
    (await db.query<{ is_premium: boolean }>('select is_premium from public.businesses where id = $1', [businessId]))[0]!.is_premium;
  const statusOf = async (subscriptionId: string) =>
    (await getDb().query<{ status: string }>('select status from public.subscriptions where stripe_subscription_id = $1', [subscriptionId]))[0]!.status;

  let planId: number;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    handle = createRouter(routes, () => ({ db: getDb(), env: parseEnv(stripe.env()), now: () => clock }));
    const [plan] = await getDb().query<{ id: number }>(
      `insert into public.subscription_plans (name, price_monthly, features, sort_order) values ($1, 4900, array['FEATURED badge'], 9100) returning id`,
      [unique('Featured Webhook Plan')],
    );
    planId = plan!.id;
  });

  afterAll(async () => {
    await stripe?.stop();
  });

  describe('signature checks', () => {
    it('answers 400 for a body signed with another secret, a tampered body, or no signature, and records nothing', async () => {
      const payload = event('invoice.paid', { id: 'in_x', object: 'invoice' }, T0);
      const other = await deliver(payload, { secret: 'whsec_someone_else' });
      expect(other.status).toBe(400);
      expect(await other.json()).toEqual({ error: { code: 'bad_request', message: 'The webhook signature is not valid.' } });

      const tampered = await deliver(payload, { body: JSON.stringify({ ...payload, type: 'customer.subscription.deleted' }) });
      expect(tampered.status).toBe(400);

      const unsigned = await call('/api/stripe/webhook', { method: 'POST', body: JSON.stringify(payload) });
      expect(unsigned.status).toBe(400);
      expect(((await unsigned.json()) as { error: { message: string } }).error.message).toBe('Missing Stripe-Signature header.');

      const [row] = await getDb().query<{ n: number }>('select count(*)::int as n from public.stripe_events where id = $1', [payload.id]);
      expect(row!.n).toBe(0);
    });

    it('answers 400 for a correctly signed delivery whose timestamp is more than five minutes old (a replay)', async () => {
      const payload = event('invoice.paid', { id: 'in_y', object: 'invoice' }, T0);
      const stale = await deliver(payload, { timestamp: Math.floor(clock.getTime() / 1000) - 301 });
      expect(stale.status).toBe(400);
      expect(await stale.json()).toEqual({
        error: { code: 'bad_request', message: 'The webhook signature has expired (timestamp outside the tolerance).' },
      });
      const fresh = await deliver(payload, { timestamp: Math.floor(clock.getTime() / 1000) - 60 });
      expect(fresh.status).toBe(200);
    });

    it('answers 400 for a correctly signed delivery dated more than five minutes in the future', async () => {
      const payload = event('invoice.paid', { id: 'in_z', object: 'invoice' }, T0);
      const future = await deliver(payload, { timestamp: Math.floor(clock.getTime() / 1000) + 301 });
      expect(future.status).toBe(400);
      expect(((await future.json()) as { error: { message: string } }).error.message).toMatch(/future/);
      const [row] = await getDb().query<{ n: number }>('select count(*)::int as n from public.stripe_events where id = $1', [payload.id]);
      expect(row!.n).toBe(0);
      expect((await deliver(payload, { timestamp: Math.floor(clock.getTime() / 1000) + 60 })).status).toBe(200);
    });

    it('answers 400 (logged, nothing recorded) for a signed event it cannot use, 200 for one it ignores', async () => {
      const good = invoicePaid('sub_shape_check', T0);
      const { data: _data, ...withoutData } = good;
      const { created: _created, ...withoutCreated } = good;
      const unusable: unknown[] = [
        [],
        [good],
        {},
        null,
        'evt',
        42,
        withoutData,
        withoutCreated,
        { ...good, created: 'yesterday' },
        { ...good, created: 1e300 },
        { ...good, data: { object: null } },
        { ...good, data: { object: [] } },
        { ...good, data: null },
        { ...good, id: 12345 },
        { ...good, id: { $ne: null } },
        { ...good, id: 'evt_' + 'x'.repeat(300) },
        { ...good, type: ['invoice.paid'] },
        { ...good, data: { object: { parent: 'sub_x' } } },
        { ...good, data: { object: { lines: { data: 'none' } } } },
        { ...subscriptionEvent('customer.subscription.updated', 'sub_y', 'active', T0), data: { object: { status: 'active' } } },
        { ...subscriptionEvent('customer.subscription.deleted', 'sub_y', 'canceled', T0), data: { object: { id: 7, status: 'canceled' } } },
      ];
      for (const payload of unusable) {
        const response = await deliver(payload);
        expect(response.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe('bad_request');
      }
      const [row] = await getDb().query<{ n: number }>(`select count(*)::int as n from public.stripe_events where id like 'evt_x%'`);
      expect(row!.n).toBe(0);
      // An event of a type this server does not act on needs only a sound envelope.
      const ignored = await deliver(event('charge.refunded', { id: 'ch_1', object: 'charge', amount: 'odd' }, T0));
      expect(ignored.status).toBe(200);
      expect(await ignored.json()).toEqual({ received: true, ignored: true });
    });

    it('answers 503 when the server has no webhook secret', async () => {
      const response = await deliver(event('invoice.paid', {}, T0), { env: {} });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: { code: 'service_unavailable', message: 'Payments are not configured on this server.' },
      });
    });

    it('answers 200 and does nothing for event types it does not act on', async () => {
      const response = await deliver(event('customer.created', { id: 'cus_123', object: 'customer' }, T0));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, ignored: true });
    });

    it('answers 200 for an event about a subscription this server did not create', async () => {
      const response = await deliver(invoicePaid('sub_from_elsewhere', T0));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, unknownSubscription: true });
    });
  });

  describe('effects', () => {
    it('a paid invoice makes the business premium (FEATURED), without moving it above the better match', async () => {
      const token = `zq${randomBytes(4).toString('hex')}`;
      const rival = await insertBusiness(getDb(), {
        businessName: `${token} Rival Movers`,
        category: 'movers-packers',
        shortDescription: `${token} moving`,
        userRating: 4.9,
        reviewCount: 120,
      });
      const ours = await insertBusiness(getDb(), {
        businessName: unique('Upgraded Movers'),
        category: 'movers-packers',
        shortDescription: `${token} moving`,
        userRating: 3.1,
        reviewCount: 4,
      });
      const search = async () => {
        const response = await handle(new Request(`http://test/api/businesses?category=movers-packers&search=${token}&sortBy=relevance`));
        expect(response.status).toBe(200);
        return ((await response.json()) as BusinessSearchResult).businesses.map((b) => ({ id: b.id, isPremium: b.isPremium }));
      };
      expect(await search()).toEqual([
        { id: rival.id, isPremium: false },
        { id: ours.id, isPremium: false },
      ]);

      const subscriptionId = await subscribe(ours.id, planId);
      expect(await premium(getDb(), ours.id)).toBe(false);
      const response = await deliver(invoicePaid(subscriptionId, T0 + 10));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true });

      expect(await statusOf(subscriptionId)).toBe('active');
      expect(await premium(getDb(), ours.id)).toBe(true);
      const [row] = await getDb().query<{ ends: string | null }>(
        'select current_period_end::text as ends from public.subscriptions where stripe_subscription_id = $1',
        [subscriptionId],
      );
      expect(row!.ends).not.toBeNull();
      // Paid placement buys the label, never the rank.
      expect(await search()).toEqual([
        { id: rival.id, isPremium: false },
        { id: ours.id, isPremium: true },
      ]);
    });

    it('invoice.payment_succeeded counts as paid too', async () => {
      const business = await insertBusiness(getDb());
      const subscriptionId = await subscribe(business.id, planId);
      expect((await deliver(invoicePaid(subscriptionId, T0 + 10, 'invoice.payment_succeeded'))).status).toBe(200);
      expect(await premium(getDb(), business.id)).toBe(true);
    });

    it('a deleted subscription ends premium; a redelivered old event is a duplicate with no second effect', async () => {
      const business = await insertBusiness(getDb());
      const subscriptionId = await subscribe(business.id, planId);
      const paid = invoicePaid(subscriptionId, T0 + 10);
      await deliver(paid);
      expect(await premium(getDb(), business.id)).toBe(true);

      const deleted = subscriptionEvent('customer.subscription.deleted', subscriptionId, 'canceled', T0 + 20);
      expect(await (await deliver(deleted)).json()).toEqual({ received: true });
      expect(await statusOf(subscriptionId)).toBe('canceled');
      expect(await premium(getDb(), business.id)).toBe(false);

      const again = await deliver(paid);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ received: true, duplicate: true });
      expect(await premium(getDb(), business.id)).toBe(false);
      const [row] = await getDb().query<{ n: number }>('select count(*)::int as n from public.stripe_events where id = $1', [paid.id]);
      expect(row!.n).toBe(1);
    });

    it('the same event delivered twice at once is applied once', async () => {
      const business = await insertBusiness(getDb());
      const subscriptionId = await subscribe(business.id, planId);
      const paid = invoicePaid(subscriptionId, T0 + 10);
      const answers = await Promise.all([deliver(paid), deliver(paid)].map(async (r) => (await r).json()));
      expect(answers).toContainEqual({ received: true });
      expect(answers).toContainEqual({ received: true, duplicate: true });
      expect(await premium(getDb(), business.id)).toBe(true);
    });

    it('out of order: a deletion created later, delivered first, is not undone by an older paid invoice', async () => {
      const business = await insertBusiness(getDb());
      const subscriptionId = await subscribe(business.id, planId);
      const T1 = T0 + 100;
      const T2 = T0 + 200;
      await deliver(subscriptionEvent('customer.subscription.deleted', subscriptionId, 'canceled', T2));
      const late = await deliver(invoicePaid(subscriptionId, T1));
      expect(late.status).toBe(200);
      expect(await late.json()).toEqual({ received: true, stale: true });
      expect(await statusOf(subscriptionId)).toBe('canceled');
      expect(await premium(getDb(), business.id)).toBe(false);
    });

    it('after a paid invoice, subscription updates switch premium with the status: past_due and unpaid off, active and trialing on', async () => {
      const business = await insertBusiness(getDb());
      const subscriptionId = await subscribe(business.id, planId);
      let created = T0 + 1000;
      await deliver(invoicePaid(subscriptionId, created));
      const steps: Array<[string, boolean]> = [
        ['active', true],
        ['past_due', false],
        ['trialing', true],
        ['unpaid', false],
        ['active', true],
      ];
      for (const [status, expected] of steps) {
        created += 10;
        const response = await deliver(subscriptionEvent('customer.subscription.updated', subscriptionId, status, created));
        expect(await response.json()).toEqual({ received: true });
        expect(await statusOf(subscriptionId)).toBe(status);
        expect(await premium(getDb(), business.id)).toBe(expected);
      }
    });

    it('active or trialing without any paid invoice does not make a business premium', async () => {
      const business = await insertBusiness(getDb());
      const subscriptionId = await subscribe(business.id, planId);
      await deliver(subscriptionEvent('customer.subscription.created', subscriptionId, 'trialing', T0 + 10));
      expect(await premium(getDb(), business.id)).toBe(false);
      await deliver(subscriptionEvent('customer.subscription.updated', subscriptionId, 'active', T0 + 20));
      expect(await statusOf(subscriptionId)).toBe('active');
      expect(await premium(getDb(), business.id)).toBe(false);
      // The paid invoice arrives late (created before the update): it still counts.
      const late = await deliver(invoicePaid(subscriptionId, T0 + 15));
      expect(await late.json()).toEqual({ received: true, stale: true });
      expect(await statusOf(subscriptionId)).toBe('active');
      expect(await premium(getDb(), business.id)).toBe(true);
    });

    it('a deleted subscription stays off: a newer paid invoice or update does not turn premium back on', async () => {
      const business = await insertBusiness(getDb());
      const subscriptionId = await subscribe(business.id, planId);
      await deliver(invoicePaid(subscriptionId, T0 + 10));
      expect(await premium(getDb(), business.id)).toBe(true);
      await deliver(subscriptionEvent('customer.subscription.deleted', subscriptionId, 'canceled', T0 + 20));
      const newer = await deliver(invoicePaid(subscriptionId, T0 + 30));
      expect(newer.status).toBe(200);
      expect(await newer.json()).toEqual({ received: true, ended: true });
      const update = await deliver(subscriptionEvent('customer.subscription.updated', subscriptionId, 'active', T0 + 40));
      expect(await update.json()).toEqual({ received: true, ended: true });
      expect(await statusOf(subscriptionId)).toBe('canceled');
      expect(await premium(getDb(), business.id)).toBe(false);
    });

    it('premium stays on while another subscription of the business is still active', async () => {
      const business = await insertBusiness(getDb());
      const first = await subscribe(business.id, planId);
      const second = await subscribe(business.id, planId);
      await deliver(invoicePaid(first, T0 + 10));
      await deliver(invoicePaid(second, T0 + 11));
      await deliver(subscriptionEvent('customer.subscription.deleted', first, 'canceled', T0 + 20));
      expect(await premium(getDb(), business.id)).toBe(true);
      await deliver(subscriptionEvent('customer.subscription.deleted', second, 'canceled', T0 + 30));
      expect(await premium(getDb(), business.id)).toBe(false);
    });
  });
});

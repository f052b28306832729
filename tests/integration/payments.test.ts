import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionPlan } from '../../src/domain/types';
import { createRouter } from '../../src/server/api/router';
import { routes } from '../../src/server/api/routes';
import { signLocalToken } from '../../src/server/auth/local-admin';
import { parseEnv } from '../../src/server/env';
import { RATE_LIMITS } from '../../src/server/security/rate-limit';
import { describeEachDb } from '../support/db';
import { ownerTokenFor } from '../support/owners';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { insertBusiness, insertStaff, unique } from './api-support';

let clients = 0;
/** A fresh client address per request, so the per-client rate limit never interferes unless a test wants it to. */
const nextClient = () => `198.51.100.${(clients++ % 250) + 1}-${clients}`;

async function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface PlanFixture {
  id: number;
  name: string;
  priceMonthly: number;
}

describeEachDb('premium upgrade API: plans, create-subscription, payment status', (getDb) => {
  let stripe: FakeStripe;
  let basic: PlanFixture;
  let featured: PlanFixture;
  let retired: PlanFixture;
  let business: { id: number; businessName: string };
  let hidden: { id: number };

  const api = (env: Record<string, string>) => {
    const handle = createRouter(routes, () => ({ db: getDb(), env: parseEnv(env), now: () => new Date() }));
    return (path: string, init: RequestInit = {}, clientAddress = nextClient()) => handle(new Request(`http://test${path}`, init), { clientAddress });
  };
  let ownerToken = '';
  /** A POST as the signed-in owner of `business` (only its owner may upgrade a claimed business). */
  const postJson = (body: unknown, token: string | null = ownerToken) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const withStripe = () => api(stripe.env());
  const withoutStripe = () => api({});

  async function insertPlan(name: string, price: number, active: boolean, sortOrder: number): Promise<PlanFixture> {
    const [row] = await getDb().query<{ id: number }>(
      `insert into public.subscription_plans (name, description, price_monthly, features, active, sort_order)
       values ($1, $2, $3, array['Listed in search', 'FEATURED badge'], $4, $5) returning id`,
      [name, `${name} for one month`, price, active, sortOrder],
    );
    return { id: row!.id, name, priceMonthly: price };
  }

  beforeAll(async () => {
    stripe = await startFakeStripe();
    retired = await insertPlan(unique('Retired Plan'), 500, false, 9000);
    basic = await insertPlan(unique('Basic Listing'), 2999, true, 9001);
    featured = await insertPlan(unique('Featured Listing'), 7950, true, 9002);
    business = await insertBusiness(getDb(), { category: 'movers-packers' });
    ownerToken = await ownerTokenFor(getDb(), business.id);
    hidden = await insertBusiness(getDb(), { status: 'pending' });
  });

  afterAll(async () => {
    await stripe?.stop();
  });

  describe('GET /api/subscription-plans', () => {
    it('lists the active plans in display order, in the API shape, without Stripe ids', async () => {
      const response = await withoutStripe()('/api/subscription-plans');
      expect(response.status).toBe(200);
      const plans = (await response.json()) as SubscriptionPlan[];
      const [active] = await getDb().query<{ n: number }>('select count(*)::int as n from public.subscription_plans where active');
      expect(plans).toHaveLength(active!.n);
      expect(plans.map((p) => p.id)).not.toContain(retired.id);
      const ours = plans.filter((p) => p.id === basic.id || p.id === featured.id);
      expect(ours).toEqual([
        { id: basic.id, name: basic.name, description: `${basic.name} for one month`, priceMonthly: 2999, features: ['Listed in search', 'FEATURED badge'] },
        {
          id: featured.id,
          name: featured.name,
          description: `${featured.name} for one month`,
          priceMonthly: 7950,
          features: ['Listed in search', 'FEATURED badge'],
        },
      ]);
      for (const plan of plans) expect(Object.keys(plan).sort()).toEqual(['description', 'features', 'id', 'name', 'priceMonthly']);
      const order = await getDb().query<{ id: number; sort_order: number }>('select id, sort_order from public.subscription_plans');
      const sortOf = new Map(order.map((row) => [row.id, row.sort_order]));
      const sorts = plans.map((p) => sortOf.get(p.id)!);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    });
  });

  describe('POST /api/create-subscription', () => {
    const valid = () => ({ businessId: business.id, customerName: 'Dana Owner', customerEmail: 'dana@example.com', planId: featured.id });

    it('answers 503 with a clear message when the server has no Stripe keys', async () => {
      const response = await withoutStripe()('/api/create-subscription', postJson(valid()));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: { code: 'service_unavailable', message: 'Payments are not configured on this server.' },
      });
    });

    it("rejects an empty form with the spec's message for each of the four fields", async () => {
      const response = await withStripe()('/api/create-subscription', postJson({}));
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(error.code).toBe('validation_failed');
      expect(error.fields).toEqual({
        businessId: 'Please select a business',
        customerName: 'Customer name is required',
        customerEmail: 'Please enter a valid email address',
        planId: 'Please select a subscription plan',
      });
    });

    it.each([
      ['businessId', '', 'Please select a business'],
      ['businessId', 0, 'Please select a business'],
      ['customerName', '   ', 'Customer name is required'],
      ['customerEmail', 'not-an-email', 'Please enter a valid email address'],
      ['planId', '', 'Please select a subscription plan'],
      ['planId', 'gold', 'Please select a subscription plan'],
    ])('rejects %s = %j with "%s"', async (field, value, message) => {
      const response = await withStripe()('/api/create-subscription', postJson({ ...valid(), [field]: value }));
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
      expect(error.fields).toEqual({ [field]: message });
    });

    it('answers 415 for a body that is not JSON', async () => {
      const response = await withStripe()('/api/create-subscription', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'businessId=1',
      });
      expect(response.status).toBe(415);
    });

    it('answers 404 for an unknown or unpublished business and for an unknown or retired plan, without calling Stripe', async () => {
      const before = stripe.requests.length;
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ businessId: 987654321 }, 'Business not found.'],
        [{ businessId: hidden.id }, 'Business not found.'],
        [{ planId: 987654321 }, 'Subscription plan not found.'],
        [{ planId: retired.id }, 'Subscription plan not found.'],
      ];
      for (const [change, message] of cases) {
        const response = await withStripe()('/api/create-subscription', postJson({ ...valid(), ...change }));
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: { code: 'not_found', message } });
      }
      expect(stripe.requests.length).toBe(before);
    });

    it('creates the customer, a monthly price once, and an incomplete subscription, stores it, and answers the client secret', async () => {
      const before = stripe.requests.length;
      const response = await withStripe()('/api/create-subscription', postJson(valid()));
      expect(response.status).toBe(200);
      const body = (await response.json()) as { clientSecret: string; subscriptionId: string };
      expect(body.clientSecret).toMatch(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
      expect(body.subscriptionId).toMatch(/^sub_/);

      const sent = stripe.requests.slice(before);
      expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/products', 'POST /v1/prices', 'POST /v1/customers', 'POST /v1/subscriptions']);
      for (const request of sent) {
        expect(request.authorization).toBe(`Bearer ${stripe.secretKey}`);
        expect(request.stripeVersion).toMatch(/^\d{4}-\d{2}-\d{2}/);
      }
      const [product, price, customer, subscription] = sent;
      expect(product!.params).toMatchObject({ name: `Charlotte Directory ${featured.name}`, metadata: { planId: String(featured.id) } });
      expect(price!.params).toMatchObject({
        product: stripe.products.keys().next().value,
        currency: 'usd',
        unit_amount: '7950',
        recurring: { interval: 'month' },
      });
      expect(product!.idempotencyKey).toBeTruthy();
      expect(price!.idempotencyKey).toBeTruthy();
      expect(customer!.params).toMatchObject({
        name: 'Dana Owner',
        email: 'dana@example.com',
        metadata: { businessId: String(business.id) },
      });
      const priceId = [...stripe.prices.keys()][0];
      expect(subscription!.params).toMatchObject({
        customer: [...stripe.customers.keys()].at(-1),
        items: [{ price: priceId }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret'],
        metadata: { businessId: String(business.id), planId: String(featured.id) },
      });

      const rows = await getDb().query<Record<string, unknown>>(
        `select business_id, plan_id, customer_name, customer_email, stripe_customer_id, status
           from public.subscriptions where stripe_subscription_id = $1`,
        [body.subscriptionId],
      );
      expect(rows).toEqual([
        {
          business_id: business.id,
          plan_id: featured.id,
          customer_name: 'Dana Owner',
          customer_email: 'dana@example.com',
          stripe_customer_id: [...stripe.customers.keys()].at(-1),
          status: 'incomplete',
        },
      ]);
      const [plan] = await getDb().query<{ stripe_price_id: string }>('select stripe_price_id from public.subscription_plans where id = $1', [featured.id]);
      expect(plan!.stripe_price_id).toBe(priceId);
      const [biz] = await getDb().query<{ is_premium: boolean }>('select is_premium from public.businesses where id = $1', [business.id]);
      expect(biz!.is_premium).toBe(false);
    });

    it("reuses the plan's stored Stripe price on the next subscription", async () => {
      // Its own first subscription stores the plan's price (whether or not the test above ran).
      expect((await withStripe()('/api/create-subscription', postJson({ ...valid(), customerEmail: 'first@example.com' }))).status).toBe(200);
      const before = stripe.requests.length;
      const response = await withStripe()('/api/create-subscription', postJson({ ...valid(), customerEmail: 'second@example.com' }));
      expect(response.status).toBe(200);
      expect(stripe.requests.slice(before).map((r) => r.path)).toEqual(['/v1/customers', '/v1/subscriptions']);
      expect(stripe.prices.size).toBe(1);
    });

    it('only the signed-in owner upgrades a claimed business; an unclaimed one must be claimed first; the subscription is the owner’s', async () => {
      const visitor = await withStripe()('/api/create-subscription', postJson(valid(), null));
      expect(visitor.status).toBe(401);
      const staffId = await insertStaff(getDb(), { email: `${unique('admin').replace(/\W/g, '')}@example.com`, password: 'staff-password-123', role: 'admin' });
      const { token: staffToken } = await signLocalToken(getDb(), { id: staffId, email: null, name: 'Admin', role: 'admin', sessionVersion: 1 }, new Date());
      expect((await withStripe()('/api/create-subscription', postJson(valid(), staffToken))).status).toBe(403);
      const stranger = await insertBusiness(getDb());
      const strangerToken = await ownerTokenFor(getDb(), stranger.id);
      const notTheirs = await withStripe()('/api/create-subscription', postJson(valid(), strangerToken));
      expect(notTheirs.status).toBe(403);
      const unclaimed = await insertBusiness(getDb());
      const claimFirst = await withStripe()('/api/create-subscription', postJson({ ...valid(), businessId: unclaimed.id }));
      expect(claimFirst.status).toBe(409);
      expect(((await claimFirst.json()) as { error: { message: string } }).error.message).toContain('Claim this business first');
      // Its own plan: the tests above count the plans' Stripe prices.
      const own = await insertPlan(unique('Owner Plan'), 1999, true, 9003);
      const mine = await withStripe()('/api/create-subscription', postJson({ ...valid(), planId: own.id }));
      expect(mine.status).toBe(200);
      const { subscriptionId } = (await mine.json()) as { subscriptionId: string };
      const [row] = await getDb().query<{ owner_id: string | null }>('select owner_id from public.subscriptions where stripe_subscription_id = $1', [
        subscriptionId,
      ]);
      const [owner] = await getDb().query<{ owner_id: string }>('select owner_id from public.business_owners where business_id = $1', [business.id]);
      expect(row!.owner_id).toBe(owner!.owner_id);
    });

    it('answers 503 with a clean message when Stripe cannot be reached, and stores nothing', async () => {
      const [{ n: before }] = (await getDb().query<{ n: number }>('select count(*)::int as n from public.subscriptions')) as [{ n: number }];
      const down = api({ ...stripe.env(), STRIPE_API_BASE: `http://127.0.0.1:${await closedPort()}` });
      const response = await down('/api/create-subscription', postJson({ ...valid(), planId: basic.id }));
      expect(response.status).toBe(503);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        error: { code: 'service_unavailable', message: 'The payment provider could not be reached. Please try again in a moment.' },
      });
      expect(text).not.toMatch(/\bat \S+:\d+|Stripe\w*Error|ECONNREFUSED/);
      const [{ n: after }] = (await getDb().query<{ n: number }>('select count(*)::int as n from public.subscriptions')) as [{ n: number }];
      expect(after).toBe(before);
    });

    it("answers 502 when Stripe refuses the subscription, passing on a card decline's message", async () => {
      stripe.failNext('POST /v1/subscriptions', 402, { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' });
      const declined = await withStripe()('/api/create-subscription', postJson(valid()));
      expect(declined.status).toBe(502);
      expect(await declined.json()).toEqual({ error: { code: 'bad_gateway', message: 'Your card was declined.' } });

      stripe.failNext('POST /v1/customers', 400, { type: 'invalid_request_error', message: 'Invalid email address: internal detail', param: 'email' });
      const refused = await withStripe()('/api/create-subscription', postJson(valid()));
      expect(refused.status).toBe(502);
      expect(await refused.json()).toEqual({
        error: { code: 'bad_gateway', message: 'The payment provider could not process the request. Please try again later.' },
      });
    });

    it('answers 503 when the Stripe key is rejected', async () => {
      const wrongKey = api({ ...stripe.env(), STRIPE_SECRET_KEY: 'sk_test_not_the_right_key' });
      const response = await wrongKey('/api/create-subscription', postJson(valid()));
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        'Payments are not set up correctly on this server. Please contact support.',
      );
    });

    it(`limits one client to ${RATE_LIMITS.subscription.max} attempts per hour`, async () => {
      const call = withStripe();
      const client = '203.0.113.99';
      const body = postJson({ ...valid(), planId: 987654321 });
      for (let i = 0; i < RATE_LIMITS.subscription.max; i++) {
        expect((await call('/api/create-subscription', body, client)).status).toBe(404);
      }
      const limited = await call('/api/create-subscription', body, client);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    });
  });

  describe('GET /api/subscriptions/status', () => {
    let intentId: string;
    let secret: string;

    beforeAll(async () => {
      const response = await withStripe()(
        '/api/create-subscription',
        postJson({ businessId: business.id, customerName: 'Status Check', customerEmail: 'status@example.com', planId: basic.id }),
      );
      secret = ((await response.json()) as { clientSecret: string }).clientSecret;
      intentId = secret.split('_secret_')[0]!;
    });

    const status = (query: Record<string, string>, call = withStripe()) => call(`/api/subscriptions/status?${new URLSearchParams(query)}`);

    it("reports Stripe's real status of the payment", async () => {
      stripe.updatePaymentIntent(intentId, { status: 'processing' });
      let response = await status({ payment_intent: intentId, payment_intent_client_secret: secret });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ state: 'processing', status: 'processing' });

      stripe.updatePaymentIntent(intentId, { status: 'succeeded' });
      response = await status({ payment_intent: intentId, payment_intent_client_secret: secret });
      expect(await response.json()).toEqual({ state: 'succeeded', status: 'succeeded' });
      expect(stripe.calls(`GET /v1/payment_intents/${intentId}`).length).toBe(2);
    });

    it("passes on the provider's message when the payment failed", async () => {
      stripe.updatePaymentIntent(intentId, {
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card has insufficient funds.' },
      });
      const response = await status({ payment_intent: intentId, payment_intent_client_secret: secret });
      expect(await response.json()).toEqual({
        state: 'failed',
        status: 'requires_payment_method',
        message: 'Your card has insufficient funds.',
      });
    });

    it('answers 404 unless the client secret belongs to the payment, and 400 for malformed ids', async () => {
      const wrong = await status({ payment_intent: intentId, payment_intent_client_secret: `${intentId}_secret_wrong` });
      expect(wrong.status).toBe(404);
      const missing = await status({ payment_intent: 'pi_doesnotexist', payment_intent_client_secret: 'pi_doesnotexist_secret_x' });
      expect(missing.status).toBe(404);
      const malformed = await status({ payment_intent: 'ch_123', payment_intent_client_secret: 'nope' });
      expect(malformed.status).toBe(400);
      const { error } = (await malformed.json()) as { error: { fields: Record<string, string> } };
      expect(Object.keys(error.fields).sort()).toEqual(['payment_intent', 'payment_intent_client_secret']);
    });

    it('answers 503 without Stripe keys', async () => {
      const response = await status({ payment_intent: intentId, payment_intent_client_secret: secret }, withoutStripe());
      expect(response.status).toBe(503);
    });
  });
});

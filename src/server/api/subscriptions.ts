import { SubscriptionFormSchema } from '../../domain/forms';
import { listActivePlans } from '../payments/plans';
import { PaymentReturnSchema, createSubscription, getPaymentStatus } from '../payments/subscriptions';
import { enforceRateLimit } from '../security/rate-limit';
import { json, readJson, readQuery } from './http';
import type { Route } from './router';
import { webhookRoutes } from './stripe-webhook';

/** Premium upgrade: plans, subscription creation, the payment return check, and Stripe's webhook. */
export const paymentRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/subscription-plans',
    handler: async ({ deps }) => json(await listActivePlans(deps.db), { headers: { 'cache-control': 'public, max-age=60' } }),
  },
  {
    method: 'POST',
    path: '/api/create-subscription',
    handler: async (ctx) => {
      const { request, deps } = ctx;
      const form = await readJson(request, SubscriptionFormSchema);
      // Each attempt creates a customer and a subscription at Stripe: limit them per client.
      await enforceRateLimit(ctx, 'subscription');
      return json(await createSubscription(deps, form));
    },
  },
  {
    method: 'GET',
    path: '/api/subscriptions/status',
    handler: async ({ url, deps }) => {
      const query = readQuery(url, PaymentReturnSchema);
      return json(await getPaymentStatus(deps.env, query.payment_intent, query.payment_intent_client_secret));
    },
  },
  ...webhookRoutes,
];

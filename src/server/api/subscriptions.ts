import { SubscriptionFormSchema } from '../../domain/forms';
import { listActivePlans } from '../queries/subscription-plans';
import { PaymentReturnSchema, createSubscription, getPaymentStatus } from '../payments/subscriptions';
import { enforceRateLimit } from '../security/rate-limit';
import { requireOwnerOf } from '../auth/owner';
import { ApiError, json, readJson, readQuery } from './http';
import type { Route } from './router';
import { webhookRoutes } from './stripe-webhook';

/** A signed-in owner of another business may not upgrade this one (403 rather than the owner API's 404: the business is public). */
function notOwner(error: unknown): never {
  if (error instanceof ApiError && error.status === 404) {
    throw new ApiError(403, 'forbidden', 'Only the owner of this business can upgrade it. Sign in with the owner account of this business.');
  }
  throw error;
}

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
      return json(await createSubscription(deps, form, (businessId) => requireOwnerOf(ctx, businessId).catch(notOwner)));
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

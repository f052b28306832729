import { purgeBusinessWrite } from '../cache/purge';
import { processEvent, verifyEvent } from '../payments/webhook';
import { PAYMENTS_NOT_CONFIGURED } from '../payments/stripe';
import { ApiError, json, readBodyText } from './http';
import type { ApiContext, Route } from './router';

/**
 * POST /api/stripe/webhook: Stripe's event deliveries. The raw body is verified against the
 * Stripe-Signature header before anything is parsed; see payments/webhook.ts for the effects.
 */
async function stripeWebhook({ request, deps }: ApiContext): Promise<Response> {
  const secret = deps.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new ApiError(503, 'service_unavailable', PAYMENTS_NOT_CONFIGURED);
  const raw = await readBodyText(request);
  const event = verifyEvent(raw, request.headers.get('stripe-signature'), secret, deps.now());
  const changed: number[] = [];
  const outcome = await processEvent(deps.db, event, (businessId) => changed.push(businessId));
  await purgeBusinessWrite(deps.db, 'premium-changed', changed);
  return json(outcome);
}

export const webhookRoutes: Route[] = [{ method: 'POST', path: '/api/stripe/webhook', handler: stripeWebhook }];

/**
 * Data for /premium-upgrade and /upgrade-success, both rendered on demand so that the
 * payment configuration and the payment's status are read at request time.
 */
import { ApiError } from '../server/errors';
import { getEnv, type Env } from '../server/env';
import { PaymentReturnSchema, getPaymentStatus } from '../server/payments/subscriptions';

export interface PremiumPageConfig {
  /** True when the browser can pay: a publishable key for Stripe.js and a secret key on the server. */
  paymentsEnabled: boolean;
  /** The publishable key ('' when payments are off). */
  publishableKey: string;
}

/** Whether this server can take payments, and the key Stripe.js needs. */
export function loadPremiumConfig(env: Env = getEnv()): PremiumPageConfig {
  const enabled = Boolean(env.PUBLIC_STRIPE_PUBLISHABLE_KEY && env.STRIPE_SECRET_KEY);
  return { paymentsEnabled: enabled, publishableKey: enabled ? (env.PUBLIC_STRIPE_PUBLISHABLE_KEY ?? '') : '' };
}

/** What /upgrade-success shows. */
export type UpgradeResult =
  /** Stripe says the payment went through. */
  | { kind: 'succeeded' }
  /** The bank has not answered yet (some payment methods take a while). */
  | { kind: 'processing' }
  /** The payment failed; `message` is the provider's. */
  | { kind: 'failed'; message: string }
  /** The payment still needs the customer (for example 3-D Secure was abandoned). */
  | { kind: 'requires_action'; message?: string }
  | { kind: 'canceled' }
  /** The page was opened without a payment to look up. */
  | { kind: 'missing' }
  /** The return parameters do not name a payment of this site. */
  | { kind: 'not_found' }
  | { kind: 'not_configured' }
  /** Stripe could not be asked right now. */
  | { kind: 'unavailable'; message: string };

/**
 * The real status of the payment named in the return URL's query (payment_intent and
 * payment_intent_client_secret), asked of Stripe. `redirect_status` is not trusted.
 */
export async function loadUpgradeResult(params: URLSearchParams, env: Env = getEnv()): Promise<UpgradeResult> {
  if (!params.has('payment_intent') && !params.has('payment_intent_client_secret')) return { kind: 'missing' };
  const parsed = PaymentReturnSchema.safeParse({
    payment_intent: params.get('payment_intent') ?? '',
    payment_intent_client_secret: params.get('payment_intent_client_secret') ?? '',
  });
  if (!parsed.success) return { kind: 'not_found' };
  if (!loadPremiumConfig(env).paymentsEnabled) return { kind: 'not_configured' };
  try {
    const status = await getPaymentStatus(env, parsed.data.payment_intent, parsed.data.payment_intent_client_secret);
    switch (status.state) {
      case 'succeeded':
      case 'processing':
      case 'canceled':
        return { kind: status.state };
      case 'requires_action':
        return status.message ? { kind: 'requires_action', message: status.message } : { kind: 'requires_action' };
      case 'failed':
        return { kind: 'failed', message: status.message ?? 'The payment was not completed.' };
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'not_found' };
    if (error instanceof ApiError) return { kind: 'unavailable', message: error.message };
    throw error;
  }
}

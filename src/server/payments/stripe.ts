import Stripe from 'stripe';
import type { Env } from '../env';
import { ApiError } from '../errors';

/** The answer when the server has no Stripe keys (README "Environment variables"). */
export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured on this server.';

const clients = new Map<string, Stripe>();

/**
 * The Stripe SDK for this environment, or undefined without STRIPE_SECRET_KEY.
 * STRIPE_API_BASE points the SDK at another server speaking Stripe's wire format (tests).
 */
export function stripeClient(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>): Stripe | undefined {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) return undefined;
  const cacheKey = `${key}\n${env.STRIPE_API_BASE ?? ''}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const config: Stripe.StripeConfig = {
      maxNetworkRetries: 1,
      timeout: 20_000,
      appInfo: { name: 'Charlotte Directory' },
    };
    if (env.STRIPE_API_BASE) {
      const base = new URL(env.STRIPE_API_BASE);
      config.host = base.hostname;
      config.protocol = base.protocol === 'http:' ? 'http' : 'https';
      config.port = base.port || (base.protocol === 'http:' ? 80 : 443);
    }
    client = new Stripe(key, config);
    clients.set(cacheKey, client);
  }
  return client;
}

/** The SDK, or a 503 saying payments are not configured. */
export function requireStripe(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>): Stripe {
  const client = stripeClient(env);
  if (!client) throw new ApiError(503, 'service_unavailable', PAYMENTS_NOT_CONFIGURED);
  return client;
}

/**
 * Turns an error thrown by the Stripe SDK into an API error with a clear message and no
 * internals: 503 when Stripe cannot be reached or is busy, 502 when it refused the request.
 * Anything that is not a Stripe error is rethrown as it is.
 */
export function stripeFailure(error: unknown): ApiError {
  if (!(error instanceof Stripe.errors.StripeError)) throw error;
  console.error(`[payments] Stripe ${error.type}${error.code ? ` (${error.code})` : ''}: ${error.message}`);
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return new ApiError(503, 'service_unavailable', 'The payment provider could not be reached. Please try again in a moment.');
  }
  if (error instanceof Stripe.errors.StripeRateLimitError) {
    return new ApiError(503, 'service_unavailable', 'The payment provider is busy. Please try again in a moment.');
  }
  if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError) {
    return new ApiError(503, 'service_unavailable', 'Payments are not set up correctly on this server. Please contact support.');
  }
  if (error instanceof Stripe.errors.StripeCardError) {
    return new ApiError(502, 'bad_gateway', error.message || 'The payment provider declined the payment.');
  }
  return new ApiError(502, 'bad_gateway', 'The payment provider could not process the request. Please try again later.');
}

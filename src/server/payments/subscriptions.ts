import { timingSafeEqual } from 'node:crypto';
import type Stripe from 'stripe';
import type { SubscriptionForm } from '../../domain/forms';
import { CLAIM_FIRST_TEXT } from '../../domain/owner';
import { SITE } from '../../domain/catalog';
import type { Db } from '../db';
import { ApiError, notFound } from '../errors';
import { findActivePlan, recordPlanPrice, type StoredPlan } from '../queries/subscription-plans';
import { findPublishedForUpgrade, insertSubscription } from '../queries/subscriptions';
import { requireStripe, stripeFailure } from './stripe';
import type { Env } from '../env';
import { z } from 'zod';

/**
 * What Stripe appends to the return URL after confirming a payment (the PaymentIntent id and
 * its client secret); /upgrade-success and GET /api/subscriptions/status read it.
 */
export const PaymentReturnSchema = z.object({
  payment_intent: z.string().regex(/^pi_[A-Za-z0-9_]{1,250}$/, 'payment_intent must be a PaymentIntent id (pi_...)'),
  payment_intent_client_secret: z
    .string()
    .regex(/^pi_[A-Za-z0-9_]{1,250}_secret_[A-Za-z0-9_]{1,250}$/, 'payment_intent_client_secret must be the client secret of that payment'),
});

export interface CreatedSubscription {
  /** The client secret of the first invoice's payment, for the Payment Element. */
  clientSecret: string;
  /** Stripe's subscription id (sub_...). */
  subscriptionId: string;
}

/**
 * The Stripe price of a plan: the one stored on the plan, or a new monthly Product + Price
 * created once and stored. The idempotency keys make concurrent first requests share one
 * price instead of creating two.
 */
async function ensurePrice(db: Db, stripe: Stripe, plan: StoredPlan): Promise<string> {
  if (plan.stripePriceId) return plan.stripePriceId;
  const key = `charlotte-directory-plan-${plan.id}-${plan.priceMonthly}`;
  const product = await stripe.products.create(
    {
      name: `${SITE.name} ${plan.name}`,
      description: plan.description || undefined,
      metadata: { planId: String(plan.id) },
    },
    { idempotencyKey: `${key}-product` },
  );
  const price = await stripe.prices.create(
    {
      product: product.id,
      currency: 'usd',
      unit_amount: plan.priceMonthly,
      recurring: { interval: 'month' },
      metadata: { planId: String(plan.id) },
    },
    { idempotencyKey: `${key}-price` },
  );
  return recordPlanPrice(db, plan.id, price.id);
}

/** The confirmation secret of the subscription's first invoice (expanded on create). */
function confirmationSecret(subscription: Stripe.Subscription): string | undefined {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string') return undefined;
  return invoice.confirmation_secret?.client_secret ?? undefined;
}

/**
 * Starts a premium subscription: a Stripe customer,
 * an incomplete subscription whose first invoice the browser pays with the Payment Element,
 * and a `subscriptions` row (status incomplete). Premium itself turns on only when the
 * signed webhook reports the paid invoice. Only the signed-in owner of the business may
 * upgrade it (`ownerOf` throws otherwise); a business nobody owns answers 409
 * {@link CLAIM_FIRST_TEXT}. The subscription belongs to the owner's account.
 */
export async function createSubscription(
  deps: { db: Db; env: Env },
  form: SubscriptionForm,
  ownerOf: (businessId: number) => Promise<{ ownerId: string }>,
): Promise<CreatedSubscription> {
  const { db, env } = deps;
  const stripe = requireStripe(env);
  const business = await findPublishedForUpgrade(db, form.businessId);
  if (!business) throw notFound('Business not found.');
  if (!business.owned)
    throw new ApiError(409, 'conflict', `${CLAIM_FIRST_TEXT}: claim it at /claim-business; once staff verify the claim, its owner can upgrade it.`);
  const { ownerId } = await ownerOf(business.id);
  const plan = await findActivePlan(db, form.planId);
  if (!plan) throw notFound('Subscription plan not found.');

  let subscription: Stripe.Subscription;
  try {
    const priceId = await ensurePrice(db, stripe, plan);
    const customer = await stripe.customers.create({
      name: form.customerName,
      email: form.customerEmail,
      description: `${business.business_name} (business ${business.id})`,
      metadata: { businessId: String(business.id) },
    });
    subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: priceId }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.confirmation_secret'],
      metadata: { businessId: String(business.id), planId: String(plan.id) },
    });
  } catch (error) {
    throw stripeFailure(error);
  }

  const clientSecret = confirmationSecret(subscription);
  if (!clientSecret) {
    console.error(`[payments] subscription ${subscription.id} came back without a payment to confirm`);
    throw new ApiError(502, 'bad_gateway', 'The payment provider did not return a payment to confirm. Please try again later.');
  }
  const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  await insertSubscription(db, {
    businessId: business.id,
    planId: plan.id,
    customerName: form.customerName,
    customerEmail: form.customerEmail,
    customerId,
    subscriptionId: subscription.id,
    status: subscription.status,
    ownerId,
  });
  return { clientSecret, subscriptionId: subscription.id };
}

type PaymentState = 'succeeded' | 'processing' | 'requires_action' | 'failed' | 'canceled';

export interface PaymentStatus {
  state: PaymentState;
  /** Stripe's PaymentIntent status, as reported. */
  status: string;
  /** The provider's message when the payment failed. */
  message?: string;
}

/** Maps a PaymentIntent to what the return page says. */
function paymentState(intent: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>): PaymentStatus {
  const message = intent.last_payment_error?.message ?? undefined;
  switch (intent.status) {
    case 'succeeded':
      return { state: 'succeeded', status: intent.status };
    case 'processing':
      return { state: 'processing', status: intent.status };
    case 'requires_action':
    case 'requires_confirmation':
      return { state: 'requires_action', status: intent.status, ...(message ? { message } : {}) };
    case 'canceled':
      return { state: 'canceled', status: intent.status, ...(message ? { message } : {}) };
    default:
      return {
        state: 'failed',
        status: intent.status,
        message: message ?? 'The payment was not completed. Please try another payment method.',
      };
  }
}

function sameSecret(expected: string | null, given: string): boolean {
  if (!expected) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The real status of a payment, asked of Stripe. The client secret must match, so that
 * knowing a PaymentIntent id alone reveals nothing.
 */
export async function getPaymentStatus(env: Env, paymentIntentId: string, clientSecret: string): Promise<PaymentStatus> {
  const stripe = requireStripe(env);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(paymentIntentId);
  } catch (error) {
    if (error instanceof Error && (error as { statusCode?: number }).statusCode === 404) throw notFound('Payment not found.');
    throw stripeFailure(error);
  }
  if (!sameSecret(intent.client_secret, clientSecret)) throw notFound('Payment not found.');
  return paymentState(intent);
}

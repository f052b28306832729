import Stripe from 'stripe';
import type { Db, Executor } from '../db';
import { ApiError } from '../api/http';

/** Subscription statuses that make a business premium. */
export const PREMIUM_STATUSES = ['active', 'trialing'] as const;

/** What the webhook endpoint answers (always 200 once the signature is good). */
export interface WebhookOutcome {
  received: true;
  /** The event id was processed before; nothing was done again. */
  duplicate?: true;
  /** The event type is not one this server acts on. */
  ignored?: true;
  /** The event is older than one already applied to its subscription (delivered out of order). */
  stale?: true;
  /** The event names a subscription this server did not create. */
  unknownSubscription?: true;
}

/** Oldest signature timestamp accepted, in seconds (Stripe's default tolerance). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Verifies the `stripe-signature` header against the raw body: 400 when the signature does
 * not match or its timestamp is older than the tolerance (replays).
 */
export function verifyEvent(rawBody: string, signature: string | null, secret: string, now: Date): Stripe.Event {
  if (!signature) throw new ApiError(400, 'bad_request', 'Missing Stripe-Signature header.');
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS, undefined, now.getTime());
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      const stale = /tolerance/i.test(error.message);
      throw new ApiError(
        400,
        'bad_request',
        stale ? 'The webhook signature has expired (timestamp outside the tolerance).' : 'The webhook signature is not valid.',
      );
    }
    throw new ApiError(400, 'bad_request', 'The webhook payload is not a valid Stripe event.');
  }
}

/** The subscription an invoice belongs to (API 2025+ `parent.subscription_details`, or the older `subscription`). */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | undefined {
  const fromParent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  const ref = fromParent ?? legacy;
  if (!ref) return undefined;
  return typeof ref === 'string' ? ref : ref.id;
}

function invoicePeriodEnd(invoice: Stripe.Invoice): number | undefined {
  const ends = (invoice.lines?.data ?? []).map((line) => line.period?.end).filter((end): end is number => typeof end === 'number');
  return ends.length ? Math.max(...ends) : undefined;
}

function subscriptionPeriodEnd(subscription: Stripe.Subscription): number | undefined {
  const ends = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === 'number');
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  if (ends.length) return Math.max(...ends);
  return typeof legacy === 'number' ? legacy : undefined;
}

interface Change {
  subscriptionId: string;
  status: string;
  periodEnd?: number;
}

/** What an event changes, or undefined for event types this server does not act on. */
function changeFor(event: Stripe.Event): Change | null | undefined {
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_succeeded': {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscriptionId(invoice);
      if (!subscriptionId) return null;
      return { subscriptionId, status: 'active', periodEnd: invoicePeriodEnd(invoice) };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      return { subscriptionId: subscription.id, status: subscription.status, periodEnd: subscriptionPeriodEnd(subscription) };
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return { subscriptionId: subscription.id, status: 'canceled', periodEnd: subscriptionPeriodEnd(subscription) };
    }
    default:
      return undefined;
  }
}

/** Premium while any subscription of the business is active or trialing, and only then. */
async function refreshPremium(tx: Executor, businessId: number) {
  await tx.query(
    `update public.businesses b
        set is_premium = exists (
          select 1 from public.subscriptions s
           where s.business_id = b.id and s.status in (${PREMIUM_STATUSES.map((s) => `'${s}'`).join(', ')}))
      where b.id = $1`,
    [businessId],
  );
}

/**
 * Applies a verified event exactly once. The event id is recorded in the same transaction
 * as its effect, so a redelivery does nothing, and an event is applied to a subscription
 * only when it is newer than the last one applied (Stripe does not guarantee order). Two
 * events created in the same second: the later delivery wins, except that nothing
 * reactivates a subscription already canceled in that second.
 */
export async function processEvent(db: Db, event: Stripe.Event): Promise<WebhookOutcome> {
  const createdAt = new Date(event.created * 1000).toISOString();
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `insert into public.stripe_events (id, type, event_created_at) values ($1, $2, $3)
       on conflict (id) do nothing returning id`,
      [event.id, event.type, createdAt],
    );
    if (!inserted.length) return { received: true, duplicate: true };

    const change = changeFor(event);
    if (change === undefined) return { received: true, ignored: true };
    if (change === null) return { received: true, unknownSubscription: true };

    const [current] = await tx.query<{ id: number; business_id: number }>(
      'select id, business_id from public.subscriptions where stripe_subscription_id = $1 for update',
      [change.subscriptionId],
    );
    if (!current) {
      console.warn(`[payments] ${event.type} ${event.id} names subscription ${change.subscriptionId}, which this server did not create`);
      return { received: true, unknownSubscription: true };
    }
    const applied = await tx.query(
      `update public.subscriptions
          set status = $2,
              last_event_at = $3,
              current_period_end = coalesce(to_timestamp($4::float8), current_period_end)
        where id = $1
          and (last_event_at is null or last_event_at < $3::timestamptz
               or (last_event_at = $3::timestamptz and status <> 'canceled'))
        returning id`,
      [current.id, change.status, createdAt, change.periodEnd ?? null],
    );
    if (!applied.length) return { received: true, stale: true };
    await refreshPremium(tx, current.business_id);
    return { received: true };
  });
}

import Stripe from 'stripe';
import { z } from 'zod';
import type { Db } from '../db';
import { applySubscriptionChange, cancelSubscription, lockSubscription, recordStripeEvent, refreshPremium } from '../queries/subscriptions';
import { ApiError } from '../errors';

/** What the webhook endpoint answers (200 once the signature and the event's shape are good). */
export interface WebhookOutcome {
  received: true;
  /** The event id was processed before; nothing was done again. */
  duplicate?: true;
  /** The event type is not one this server acts on. */
  ignored?: true;
  /** The event is older than one already applied to its subscription (delivered out of order). */
  stale?: true;
  /** The subscription was deleted (canceled) before: nothing brings it back. */
  ended?: true;
  /** The event names a subscription this server did not create. */
  unknownSubscription?: true;
}

/** Oldest (and furthest in the future) signature timestamp accepted, in seconds (Stripe's default tolerance). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

// ---------------------------------------------------------------- the event's shape

/** Unix seconds, as Stripe sends them. */
const unixSeconds = z.number().int().min(0).max(253_402_300_799);
const stripeId = (prefix: string) => z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9_]{1,250}$`), `must be a Stripe id (${prefix}_...)`);
const reference = z.union([z.string().min(1).max(255), z.object({ id: z.string().min(1).max(255) })]);

/** Every event: the envelope this server reads. Fields it does not read are not checked. */
const EventSchema = z.object({
  id: stripeId('evt'),
  type: z.string().min(1).max(200),
  created: unixSeconds,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const InvoiceSchema = z.object({
  parent: z.object({ subscription_details: z.object({ subscription: reference.nullish() }).nullish() }).nullish(),
  /** Before API version 2025-03-31. */
  subscription: reference.nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: unixSeconds.nullish() }).nullish() })) }).nullish(),
});

const SubscriptionSchema = z.object({
  id: z.string().min(1).max(255),
  status: z.string().min(1).max(40),
  items: z.object({ data: z.array(z.object({ current_period_end: unixSeconds.nullish() })) }).nullish(),
  /** Before API version 2025-03-31. */
  current_period_end: unixSeconds.nullish(),
});

type Invoice = z.infer<typeof InvoiceSchema>;
type Subscription = z.infer<typeof SubscriptionSchema>;

/** A verified event in the shape this server reads. */
export interface WebhookEvent {
  id: string;
  type: string;
  created: number;
  change: Change | null | undefined;
}

interface Change {
  kind: 'paid' | 'status' | 'deleted';
  subscriptionId: string;
  status: string;
  periodEnd?: number;
}

const unusable = (why: string): ApiError => new ApiError(400, 'bad_request', `The webhook event cannot be used: ${why}.`);

function issuesOf(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'event'} ${issue.message}`)
    .join('; ');
}

const refId = (ref: z.infer<typeof reference> | null | undefined) => (ref == null ? undefined : typeof ref === 'string' ? ref : ref.id);
const latest = (ends: Array<number | null | undefined>) => {
  const known = ends.filter((end): end is number => typeof end === 'number');
  return known.length ? Math.max(...known) : undefined;
};

function invoiceChange(invoice: Invoice): Change | null {
  const subscriptionId = refId(invoice.parent?.subscription_details?.subscription) ?? refId(invoice.subscription);
  if (!subscriptionId) return null;
  return { kind: 'paid', subscriptionId, status: 'active', periodEnd: latest((invoice.lines?.data ?? []).map((line) => line.period?.end)) };
}

function subscriptionPeriodEnd(subscription: Subscription): number | undefined {
  return latest((subscription.items?.data ?? []).map((item) => item.current_period_end)) ?? subscription.current_period_end ?? undefined;
}

/**
 * Reads a parsed event body: 400 (and a line in the log) when it is not an event this server
 * can use (not an object, no id or `created`, `data.object` missing or null, or a handled
 * type whose object lacks what is needed); `change` undefined for types it ignores.
 */
function readEvent(body: unknown): WebhookEvent {
  const envelope = EventSchema.safeParse(body);
  if (!envelope.success) throw logged(unusable(issuesOf(envelope.error)), body);
  const { id, type, created, data } = envelope.data;
  const object = (schema: z.ZodType) => {
    const parsed = schema.safeParse(data.object);
    if (!parsed.success) throw logged(unusable(issuesOf(parsed.error).replace(/^/, 'data.object ')), body);
    return parsed.data;
  };
  switch (type) {
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
      return { id, type, created, change: invoiceChange(object(InvoiceSchema) as Invoice) };
    case 'customer.subscription.created':
    case 'customer.subscription.updated': {
      const subscription = object(SubscriptionSchema) as Subscription;
      return {
        id,
        type,
        created,
        change: { kind: 'status', subscriptionId: subscription.id, status: subscription.status, periodEnd: subscriptionPeriodEnd(subscription) },
      };
    }
    case 'customer.subscription.deleted': {
      const subscription = object(SubscriptionSchema) as Subscription;
      return {
        id,
        type,
        created,
        change: { kind: 'deleted', subscriptionId: subscription.id, status: 'canceled', periodEnd: subscriptionPeriodEnd(subscription) },
      };
    }
    default:
      return { id, type, created, change: undefined };
  }
}

function logged(error: ApiError, body: unknown): ApiError {
  const id = body && typeof body === 'object' && 'id' in body && typeof body.id === 'string' ? body.id.slice(0, 80) : 'without an id';
  console.warn(`[payments] refused a signed webhook event ${id}: ${error.message}`);
  return error;
}

// ---------------------------------------------------------------- the signature

/** Every `t=` timestamp of a Stripe-Signature header. */
function signatureTimestamps(header: string): number[] {
  return header
    .split(',')
    .map((part) => /^\s*t=(\d{1,15})\s*$/.exec(part)?.[1])
    .filter((t): t is string => t !== undefined)
    .map(Number);
}

/**
 * Verifies the `stripe-signature` header against the raw body, then reads the event: 400
 * when the signature does not match, when its timestamp is further than the tolerance from
 * now (older: a replay; newer: a forged clock), or when the event is unusable (see {@link readEvent}).
 */
export function verifyEvent(rawBody: string, signature: string | null, secret: string, now: Date): WebhookEvent {
  if (!signature) throw new ApiError(400, 'bad_request', 'Missing Stripe-Signature header.');
  let body: unknown;
  try {
    body = Stripe.webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS, undefined, now.getTime());
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
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (signatureTimestamps(signature).some((t) => t > nowSeconds + SIGNATURE_TOLERANCE_SECONDS)) {
    throw new ApiError(400, 'bad_request', 'The webhook signature is dated in the future (timestamp outside the tolerance).');
  }
  return readEvent(body);
}

// ---------------------------------------------------------------- the effect

/**
 * Applies a verified event exactly once. The event id is recorded in the same transaction
 * as its effect, so a redelivery does nothing. Stripe does not guarantee order, so:
 *
 * - a status (created/updated, or the 'active' a paid invoice implies) applies only when the
 *   event is newer than the last one applied (same second: the later delivery wins);
 * - a paid invoice is recorded whatever its order (premium needs one, and then follows the status);
 * - a deletion is final: the subscription stays canceled, and nothing after it (a newer
 *   paid invoice included) turns premium back on.
 *
 * `premiumChanged` hears of a business whose premium status the event changed (before the
 * commit: act on it once this resolves).
 */
export async function processEvent(db: Db, event: WebhookEvent, premiumChanged?: (businessId: number) => void): Promise<WebhookOutcome> {
  const createdAt = new Date(event.created * 1000).toISOString();
  return db.transaction(async (tx) => {
    if (!(await recordStripeEvent(tx, event.id, event.type, createdAt))) return { received: true, duplicate: true };

    const { change } = event;
    if (change === undefined) return { received: true, ignored: true };
    if (change === null) return { received: true, unknownSubscription: true };

    const current = await lockSubscription(tx, change.subscriptionId, createdAt);
    if (!current) {
      console.warn(`[payments] ${event.type} ${event.id} names subscription ${change.subscriptionId}, which this server did not create`);
      return { received: true, unknownSubscription: true };
    }
    if (current.status === 'canceled') return current.newer ? { received: true, ended: true } : { received: true, stale: true };

    if (change.kind === 'deleted') {
      await cancelSubscription(tx, current.id, createdAt, change.periodEnd ?? null);
    } else {
      const paid = change.kind === 'paid';
      await applySubscriptionChange(tx, current.id, { status: change.status, createdAt, periodEnd: change.periodEnd ?? null, newer: current.newer, paid });
      if (!current.newer && !paid) return { received: true, stale: true };
    }
    if (await refreshPremium(tx, current.business_id)) premiumChanged?.(current.business_id);
    return current.newer ? { received: true } : { received: true, stale: true };
  });
}

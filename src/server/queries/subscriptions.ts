/**
 * `public.subscriptions` and `public.stripe_events`: featured-plan subscriptions, the Stripe
 * events applied to them, and the premium flag they set (../payments/ talks to Stripe).
 */
import type { Executor, Queryable } from '../db';

/** Subscription statuses that keep a business premium, once an invoice of it is paid. */
const PREMIUM_STATUSES = ['active', 'trialing'] as const;

/**
 * Premium while some subscription of the business is active or trialing AND has a paid
 * invoice, and only then. True when that changed the business's premium status.
 */
export async function refreshPremium(tx: Executor, businessId: number): Promise<boolean> {
  const changed = await tx.query(
    `update public.businesses b
        set is_premium = exists (
          select 1 from public.subscriptions s
           where s.business_id = b.id
             and s.status in (${PREMIUM_STATUSES.map((s) => `'${s}'`).join(', ')})
             and s.last_paid_invoice_at is not null)
      where b.id = $1 and b.is_premium is distinct from exists (
          select 1 from public.subscriptions s
           where s.business_id = b.id
             and s.status in (${PREMIUM_STATUSES.map((s) => `'${s}'`).join(', ')})
             and s.last_paid_invoice_at is not null)
      returning b.id`,
    [businessId],
  );
  return changed.length > 0;
}

/** Records a Stripe event's id; false when it was recorded before (a redelivery). */
export async function recordStripeEvent(tx: Executor, id: string, type: string, createdAt: string): Promise<boolean> {
  const inserted = await tx.query(
    `insert into public.stripe_events (id, type, event_created_at) values ($1, $2, $3)
     on conflict (id) do nothing returning id`,
    [id, type, createdAt],
  );
  return inserted.length > 0;
}

/** The subscription Stripe calls `subscriptionId`, locked for the transaction; `newer` when an event at `createdAt` is not older than the last applied. */
export async function lockSubscription(
  tx: Executor,
  subscriptionId: string,
  createdAt: string,
): Promise<{ id: number; business_id: number; status: string; newer: boolean } | null> {
  const [current] = await tx.query<{ id: number; business_id: number; status: string; newer: boolean }>(
    `select id, business_id, status,
            (last_event_at is null or last_event_at <= $2::timestamptz) as newer
       from public.subscriptions where stripe_subscription_id = $1 for update`,
    [subscriptionId, createdAt],
  );
  return current ?? null;
}

/** Ends a subscription for good (a deletion event at `createdAt`). */
export async function cancelSubscription(tx: Executor, id: number, createdAt: string, periodEnd: number | null): Promise<void> {
  await tx.query(
    `update public.subscriptions
        set status = 'canceled',
            last_event_at = greatest(coalesce(last_event_at, $2::timestamptz), $2::timestamptz),
            current_period_end = coalesce(to_timestamp($3::float8), current_period_end)
      where id = $1`,
    [id, createdAt, periodEnd],
  );
}

/** Applies a status (when `newer`) and records a paid invoice (when `paid`), as of `createdAt`. */
export async function applySubscriptionChange(
  tx: Executor,
  id: number,
  change: { status: string; createdAt: string; periodEnd: number | null; newer: boolean; paid: boolean },
): Promise<void> {
  await tx.query(
    `update public.subscriptions
        set status = case when $5 then $2 else status end,
            last_event_at = case when $5 then $3::timestamptz else last_event_at end,
            current_period_end = case when $5 then coalesce(to_timestamp($4::float8), current_period_end) else current_period_end end,
            last_paid_invoice_at = case when $6 then greatest(coalesce(last_paid_invoice_at, $3::timestamptz), $3::timestamptz)
                                        else last_paid_invoice_at end
      where id = $1`,
    [id, change.status, change.createdAt, change.periodEnd, change.newer, change.paid],
  );
}

/** A published business by id, with whether someone owns it; null when there is none. */
export async function findPublishedForUpgrade(db: Queryable, businessId: number): Promise<{ id: number; business_name: string; owned: boolean } | null> {
  const [business] = await db.query<{ id: number; business_name: string; owned: boolean }>(
    `select id, business_name, exists (select 1 from public.business_owners o where o.business_id = b.id) as owned
       from public.businesses b where id = $1 and status = 'published'`,
    [businessId],
  );
  return business ?? null;
}

/** Stores a subscription Stripe created (once per Stripe subscription). */
export async function insertSubscription(
  db: Queryable,
  row: {
    businessId: number;
    planId: number;
    customerName: string;
    customerEmail: string;
    customerId: string;
    subscriptionId: string;
    status: string;
    ownerId: string;
  },
): Promise<void> {
  await db.query(
    `insert into public.subscriptions
       (business_id, plan_id, customer_name, customer_email, stripe_customer_id, stripe_subscription_id, status, owner_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (stripe_subscription_id) do nothing`,
    [row.businessId, row.planId, row.customerName, row.customerEmail, row.customerId, row.subscriptionId, row.status, row.ownerId],
  );
}

export interface OwnerPlanRow {
  business_id: number;
  business_name: string;
  plan_name: string;
  price_monthly: number;
  status: string;
  current_period_end: Date | string | null;
  stripe_customer_id: string | null;
}

/** The newest subscription of each business the owner owns (whoever bought it first, it is the owner's now). */
export async function ownerSubscriptions(db: Queryable, ownerId: string): Promise<OwnerPlanRow[]> {
  return db.query<OwnerPlanRow>(
    `select distinct on (s.business_id) s.business_id, b.business_name, p.name as plan_name, p.price_monthly, s.status,
            s.current_period_end, s.stripe_customer_id
       from public.subscriptions s
       join public.business_owners o on o.business_id = s.business_id and o.owner_id = $1
       join public.businesses b on b.id = s.business_id
       join public.subscription_plans p on p.id = s.plan_id
      order by s.business_id, (s.status in ('active', 'trialing', 'past_due')) desc, s.created_at desc`,
    [ownerId],
  );
}

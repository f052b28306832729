/**
 * The owner's featured plan: what they pay for, when it renews, past invoices
 * (asked of Stripe), and a Stripe customer portal session to change the card or cancel.
 * Cancelling ends premium when Stripe's webhook says the subscription ended (./webhook.ts).
 */
import type Stripe from 'stripe';
import { ApiError } from '../errors';
import type { Db } from '../db';
import type { Env } from '../env';
import { ownerSubscriptions } from '../queries/subscriptions';
import { requireStripe, stripeClient, stripeFailure } from './stripe';
import { isoTimeOrNull } from '../db/columns';

interface OwnerPlan {
  businessId: number;
  businessName: string;
  planName: string;
  /** Cents a month. */
  priceMonthly: number;
  status: string;
  /** When the plan renews next (ISO 8601), while it is active. */
  nextRenewal: string | null;
}

interface OwnerInvoice {
  id: string;
  businessId: number | null;
  created: string;
  /** Cents. */
  amount: number;
  currency: string;
  status: string | null;
  url: string | null;
}

export interface OwnerBilling {
  plans: OwnerPlan[];
  invoices: OwnerInvoice[];
  /** False when this server has no Stripe keys: no invoices and no portal. */
  paymentsConfigured: boolean;
}

export async function getOwnerBilling(deps: { db: Db; env: Env }, ownerId: string): Promise<OwnerBilling> {
  const rows = await ownerSubscriptions(deps.db, ownerId);
  const plans = rows.map((row) => ({
    businessId: Number(row.business_id),
    businessName: row.business_name,
    planName: row.plan_name,
    priceMonthly: Number(row.price_monthly),
    status: row.status,
    nextRenewal: ['active', 'trialing', 'past_due'].includes(row.status) ? isoTimeOrNull(row.current_period_end) : null,
  }));
  const stripe = stripeClient(deps.env);
  if (!stripe) return { plans, invoices: [], paymentsConfigured: false };
  const invoices: OwnerInvoice[] = [];
  try {
    for (const row of rows) {
      if (!row.stripe_customer_id) continue;
      const list = await stripe.invoices.list({ customer: row.stripe_customer_id, limit: 24 });
      for (const invoice of list.data) invoices.push(toInvoice(invoice, Number(row.business_id)));
    }
  } catch (error) {
    throw stripeFailure(error);
  }
  invoices.sort((a, b) => b.created.localeCompare(a.created));
  return { plans, invoices, paymentsConfigured: true };
}

function toInvoice(invoice: Stripe.Invoice, businessId: number): OwnerInvoice {
  return {
    id: invoice.id ?? '',
    businessId,
    created: new Date(invoice.created * 1000).toISOString(),
    amount: invoice.amount_paid || invoice.amount_due,
    currency: invoice.currency,
    status: invoice.status ?? null,
    url: invoice.hosted_invoice_url ?? null,
  };
}

/**
 * A Stripe customer portal session for the featured plan of `businessId` (owned by the
 * caller): its URL. 503 when payments are not configured; 409 when the business has no plan.
 */
export async function createPortalSession(deps: { db: Db; env: Env }, ownerId: string, businessId: number): Promise<{ url: string }> {
  const stripe = requireStripe(deps.env);
  const row = (await ownerSubscriptions(deps.db, ownerId)).find((r) => Number(r.business_id) === businessId);
  if (!row?.stripe_customer_id) throw new ApiError(409, 'conflict', 'This business has no featured plan to manage yet.');
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer: row.stripe_customer_id,
      return_url: new URL('/owner', deps.env.PUBLIC_SITE_URL).href,
    });
    return { url: session.url };
  } catch (error) {
    throw stripeFailure(error);
  }
}

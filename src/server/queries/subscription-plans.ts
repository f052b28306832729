import type { SubscriptionPlan } from '../../domain/types';
/** `public.subscription_plans`: the featured plans on offer and their Stripe prices. */
import type { Queryable } from '../db';

interface PlanRow {
  id: number;
  name: string;
  description: string;
  price_monthly: number;
  features: string[] | null;
  stripe_price_id: string | null;
}

/** A plan as the server uses it: the public shape plus its Stripe price, when one exists. */
export interface StoredPlan extends SubscriptionPlan {
  stripePriceId: string | null;
}

const COLUMNS = 'id, name, description, price_monthly, features, stripe_price_id';

function toPlan(row: PlanRow): StoredPlan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    priceMonthly: row.price_monthly,
    features: row.features ?? [],
    stripePriceId: row.stripe_price_id,
  };
}

/** The plans on offer (active ones), in their display order. */
export async function listActivePlans(db: Queryable): Promise<SubscriptionPlan[]> {
  const rows = await db.query<PlanRow>(`select ${COLUMNS} from public.subscription_plans where active order by sort_order, price_monthly, id`);
  return rows.map((row) => {
    const { stripePriceId: _hidden, ...plan } = toPlan(row);
    return plan;
  });
}

/** One active plan, or undefined. */
export async function findActivePlan(db: Queryable, id: number): Promise<StoredPlan | undefined> {
  const [row] = await db.query<PlanRow>(`select ${COLUMNS} from public.subscription_plans where id = $1 and active`, [id]);
  return row ? toPlan(row) : undefined;
}

/**
 * Records the Stripe price of a plan unless another request recorded one first; returns
 * the price id the plan now has.
 */
export async function recordPlanPrice(db: Queryable, planId: number, priceId: string): Promise<string> {
  const [updated] = await db.query<{ stripe_price_id: string }>(
    `update public.subscription_plans set stripe_price_id = $2
      where id = $1 and stripe_price_id is null returning stripe_price_id`,
    [planId, priceId],
  );
  if (updated) return updated.stripe_price_id;
  const [row] = await db.query<{ stripe_price_id: string | null }>('select stripe_price_id from public.subscription_plans where id = $1', [planId]);
  return row?.stripe_price_id ?? priceId;
}

/**
 * The upgrade flow's pure parts (directory.md §2 "Upgrade to Premium", §5, §8, §9): prices,
 * the 'Most Popular' rule, validation with the shared SubscriptionFormSchema, and reading
 * the API's error answers. No React here, so the rules are easy to test.
 */
import { SubscriptionFormSchema, type SubscriptionForm } from '../../domain/forms';
import type { SubscriptionPlan } from '../../domain/types';

export const TEXT = {
  plansError: 'Error loading subscription plans',
  mostPopular: 'Most Popular',
  subscriptionErrorTitle: 'Subscription Error',
  subscriptionErrorFallback: 'Failed to create subscription',
  paymentFailedTitle: 'Payment Failed',
  notConfigured: 'Payments are not configured on this server.',
  stripeLoadFailed: "We couldn't load the secure payment form. Check your connection and try again.",
} as const;

/** The four fields of the business information form, in screen order. */
export const FIELDS = ['businessId', 'customerName', 'customerEmail', 'planId'] as const;
export type Field = (typeof FIELDS)[number];

export interface UpgradeValues {
  /** The chosen business's id as text ('' until one is picked from the list). */
  businessId: string;
  customerName: string;
  customerEmail: string;
  /** The chosen plan's id as text ('' until one is chosen). */
  planId: string;
}

export type UpgradeErrors = Partial<Record<Field, string>>;

export const emptyValues = (): UpgradeValues => ({ businessId: '', customerName: '', customerEmail: '', planId: '' });

/** `$49.99/month`: priceMonthly is in cents, shown divided by 100 with two decimals (§9). */
export function formatPrice(priceMonthly: number): { amount: string; period: string } {
  return { amount: `$${(priceMonthly / 100).toFixed(2)}`, period: '/month' };
}

/** The plan highlighted as 'Most Popular': its name contains 'Featured' (§9). */
export function isMostPopular(plan: Pick<SubscriptionPlan, 'name'>): boolean {
  return plan.name.includes('Featured');
}

/** Validates the form with the shared schema: the parsed form, or one message per field. */
export function validateUpgrade(values: UpgradeValues): { ok: true; form: SubscriptionForm } | { ok: false; errors: UpgradeErrors } {
  const result = SubscriptionFormSchema.safeParse(values);
  if (result.success) return { ok: true, form: result.data };
  const errors: UpgradeErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && (FIELDS as readonly string[]).includes(key)) errors[key as Field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** An error answer of the API: its message and per-field messages, when it sent them. */
export interface ApiFailure {
  status: number;
  message?: string;
  fields?: Record<string, string>;
}

/** Reads `{"error": {"message", "fields"}}` from a failed response; tolerates any other body. */
export async function readApiFailure(response: Response): Promise<ApiFailure> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown; fields?: unknown } };
    const message = typeof body.error?.message === 'string' ? body.error.message : undefined;
    const fields = body.error?.fields && typeof body.error.fields === 'object' ? (body.error.fields as Record<string, string>) : undefined;
    return { status: response.status, message, fields };
  } catch {
    return { status: response.status };
  }
}

/** The URL Stripe returns to after the payment is confirmed. */
export const returnUrl = (origin: string) => `${origin}/upgrade-success`;

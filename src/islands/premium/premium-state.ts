/**
 * The upgrade flow's pure parts: prices, the 'Most Popular' rule, and the business
 * information form's starting values and readiness, both by the shared
 * SubscriptionFormSchema (the one POST /api/create-subscription checks with). No React here,
 * so the rules are easy to test.
 */
import { SubscriptionFormSchema, type SubscriptionFormInput } from '../../domain/forms';
import type { SubscriptionPlan } from '../../domain/types';
import { formatCents } from '../../domain/money';

export const TEXT = {
  plansError: 'Error loading subscription plans',
  mostPopular: 'Most Popular',
  subscriptionErrorTitle: 'Subscription Error',
  subscriptionErrorFallback: 'Failed to create subscription',
  paymentFailedTitle: 'Payment Failed',
  notConfigured: 'Payments are not configured on this server.',
  stripeLoadFailed: "We couldn't load the secure payment form. Check your connection and try again.",
} as const;

/** A field of the business information form. */
export type Field = keyof SubscriptionFormInput;

/** The form's values as the fields hold them: the ids as text ('' until one is chosen). */
interface UpgradeValues extends SubscriptionFormInput {
  businessId: string;
  customerName: string;
  customerEmail: string;
  planId: string;
}

export const emptyValues = (): UpgradeValues => ({ businessId: '', customerName: '', customerEmail: '', planId: '' });

/** True when the shared schema takes the form as it is: until then submit stays disabled. */
export const isComplete = (values: SubscriptionFormInput): boolean => SubscriptionFormSchema.safeParse(values).success;

/** `$49.99/month`: priceMonthly is in cents. */
export function planPrice(priceMonthly: number): { amount: string; period: string } {
  return { amount: formatCents(priceMonthly), period: '/month' };
}

/** The plan highlighted as 'Most Popular': its name contains 'Featured'. */
export function isMostPopular(plan: Pick<SubscriptionPlan, 'name'>): boolean {
  return plan.name.includes('Featured');
}

/** The URL Stripe returns to after the payment is confirmed. */
export const returnUrl = (origin: string) => `${origin}/upgrade-success`;

/**
 * Which categories take quote requests and the limits of a request: the light
 * part of src/domain/quote-requests.ts, which listing islands import without the form
 * schemas.
 */
import type { CategoryValue } from './catalog';

/** The categories whose businesses can be asked for a quote; every other category keeps its contact links. */
export const QUOTE_CATEGORIES = [
  'movers-packers',
  'cleaning-services',
  'storage-junk-removal',
  'realtors-rentals',
  'pet-services',
  'specialty-services',
] as const satisfies readonly CategoryValue[];

export type QuoteCategory = (typeof QUOTE_CATEGORIES)[number];

export function takesQuoteRequests(category: string | null | undefined): category is QuoteCategory {
  return (QUOTE_CATEGORIES as readonly string[]).includes(category ?? '');
}

/** The request form for `businessIds` of `category` (at most five are kept). */
export function quoteRequestHref(category: QuoteCategory, businessIds: readonly number[]): string {
  return `/quotes/new?category=${category}&ids=${businessIds.slice(0, 5).join(',')}`;
}

export const QUOTE_LIMITS = {
  /** Businesses one request may go to. */
  businesses: 5,
  /** Requests one e-mail address may send per day. */
  perEmailPerDay: 3,
  /** Characters of the visitor's details. */
  details: 2000,
  /** Characters of a business's answer message. */
  replyMessage: 2000,
  /** Hours the confirmation link stays valid. */
  confirmHours: 72,
} as const;

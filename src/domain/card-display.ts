/**
 * How a result card shows its business (src/domain/result-card.ts makes the cards):
 * - Stars: whole stars = floor(rating), 0-5; the accessible text reads 'Rated 4.3 out of 5'.
 * - FEATURED: only the first result of the whole result set (page 1, first card), and only
 *   if that business is premium.
 */
import type { ResultCard } from './result-card';

/** Whole stars shown for a rating: the floor, 0-5. */
export function wholeStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.max(0, Math.min(5, Math.floor(rating)));
}

/** The rating to one decimal ('4.3'). */
export function ratingValue(rating: number): string {
  return (Number.isFinite(rating) ? rating : 0).toFixed(1);
}

/** The stars' accessible text: 'Rated 4.3 out of 5'. */
export function ratingLabel(rating: number): string {
  return `Rated ${ratingValue(rating)} out of 5`;
}

/** FEATURED: only the first result of the result set, and only if premium. */
export function isFeatured(card: Pick<ResultCard, 'isPremium'>, index: number, page: number): boolean {
  return page === 1 && index === 0 && card.isPremium;
}

/** The business page of a listing. */
export function businessHref(slug: string): string {
  return `/charlotte/listing/${encodeURIComponent(slug)}`;
}

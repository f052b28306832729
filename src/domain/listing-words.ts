/**
 * The listing pages' words in English, copied from the spec (src/i18n/en.ts `listing`;
 * src/i18n/es.ts has them in Spanish). `{name}` marks where a value goes (./template.ts).
 * The functions of ./listing-text.ts take the words of the page's language.
 */
import { SITE } from './catalog';

export const LISTING_WORDS = {
  allBusinesses: 'All Businesses',
  headingIn: '{what} in {where}',
  city: SITE.city,
  cityName: 'Charlotte',
  siteName: SITE.name,
  localServices: 'local services',
  description: 'Find {what} in {where}. Compare reviews, get quotes and contact local businesses on {site}.',
  countOne: '1 business found',
  countMany: '{count} businesses found',
  loading: 'Loading...',
  emptyCategory: "Coming Soon! We're working on adding businesses in this category.",
  empty: 'No results found. Try adjusting your search criteria.',
  error: 'Failed to load businesses. Please try again.',
  showingFor: 'Showing results for “{q}”',
  showingInstead: 'Showing results for “{corrected}” instead of “{q}”',
  pageClamped: 'Page {requested} does not exist. Showing page {shown}, the last page.',
  categoryNotFound: 'Category Not Found',
  categoryNotFoundText: 'The requested category does not exist.',
  neighborhoodNotFound: 'Neighborhood Not Found',
  neighborhoodNotFoundText: 'The requested neighborhood does not exist.',
  browseAll: 'Browse all businesses',
  returnHome: 'Return Home',
} as const;

/** The listing words of one language: {@link LISTING_WORDS}' keys, any text. */
export type ListingWords = { readonly [K in keyof typeof LISTING_WORDS]: string };

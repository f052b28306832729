/**
 * The listing pages' words: headings, title, description, the result
 * count and the loading, empty and error messages, copied from the spec.
 */
import { CATEGORIES, SITE } from './catalog';
import type { ListingState } from './listing-state';

/** The category's label, or undefined when there is no category or it is unknown. */
export function categoryLabelOf(value: string | null | undefined): string | undefined {
  return CATEGORIES.find((category) => category.value === value)?.label;
}

/** A neighborhood's name: from `names` (the neighborhoods table), the filter list, else the slug in words. */
export { neighborhoodLabel as neighborhoodName } from './neighborhood-label';

const ALL_BUSINESSES = 'All Businesses';

/** The page heading: the category label (or 'All Businesses'), then ' in {neighborhood}' when there is one. */
export function listingHeading(category?: string, neighborhood?: string): string {
  return `${category ?? ALL_BUSINESSES}${neighborhood ? ` in ${neighborhood}` : ''}`;
}

/** The main area's heading: '{category label} in Charlotte' or 'All Businesses in Charlotte'. */
export function resultsHeading(category?: string): string {
  return `${category ?? ALL_BUSINESSES} in Charlotte`;
}

/**
 * The page title: '{category label} - {neighborhood} - Charlotte, NC - Charlotte Directory';
 * without a category 'All Businesses' stands in, without a neighborhood that part is left out.
 */
export function listingTitle(category?: string, neighborhood?: string): string {
  return [category ?? ALL_BUSINESSES, neighborhood, SITE.city, SITE.name].filter(Boolean).join(' - ');
}

/** The meta description: find the category in the area, compare reviews, get quotes, contact local businesses. */
export function listingDescription(category?: string, neighborhood?: string): string {
  const what = category ?? 'local services';
  const where = neighborhood ? `${neighborhood}, ${SITE.city}` : SITE.city;
  return `Find ${what} in ${where}. Compare reviews, get quotes and contact local businesses on ${SITE.name}.`;
}

/** The result count: '{n} businesses found' ('1 business found' for one). */
export function countText(total: number): string {
  return total === 1 ? '1 business found' : `${total} businesses found`;
}

export const LOADING_TEXT = 'Loading...';
export const EMPTY_CATEGORY_TEXT = "Coming Soon! We're working on adding businesses in this category.";
export const EMPTY_TEXT = 'No results found. Try adjusting your search criteria.';
export const ERROR_TEXT = 'Failed to load businesses. Please try again.';
/** The internal error of a failed search fetch. */
export const FETCH_ERROR = 'Failed to fetch businesses';
export const CATEGORY_NOT_FOUND = { heading: 'Category Not Found', text: 'The requested category does not exist.' } as const;
export const NEIGHBORHOOD_NOT_FOUND = { heading: 'Neighborhood Not Found', text: 'The requested neighborhood does not exist.' } as const;
export const MAP_TILE_ERROR = 'Map tiles could not be loaded. Markers are still shown.';

/** The empty-result message: 'Coming Soon!...' when a category is set and there is no search text, else 'No results found...'. */
export function emptyText(state: Pick<ListingState, 'category' | 'q'>): string {
  return state.category && !state.q.trim() ? EMPTY_CATEGORY_TEXT : EMPTY_TEXT;
}

/** The line under the results heading for search text `q` (none without text). */
export function searchedForText(q: string, correctedSearch: string | undefined): string | null {
  if (!q.trim()) return null;
  return correctedSearch ? `Showing results for “${correctedSearch}” instead of “${q}”` : `Showing results for “${q}”`;
}

/**
 * The listing pages' words: headings, title, description, the result
 * count and the loading, empty and error messages, copied from the spec.
 */
import { CATEGORIES } from './catalog';
import type { ListingState } from './listing-state';
import type { ListingWords } from './listing-words';

/**
 * `template` with its `{name}` placeholders filled, as ./fill.ts does. The listing island's
 * copy: ./fill.ts is shared with the budget island, so the listing page would load it as a
 * chunk of its own (about 100 bytes more of its 90 KB).
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** The category's label, or undefined when there is no category or it is unknown. */
export function categoryLabelOf(value: string | null | undefined): string | undefined {
  return CATEGORIES.find((category) => category.value === value)?.label;
}

/** A neighborhood's name: from `names` (the neighborhoods table), the filter list, else the slug in words. */
export { neighborhoodLabel as neighborhoodName } from './neighborhood-label';

/** The page heading: the category label (or 'All Businesses'), then ' in {neighborhood}' when there is one. */
export function listingHeading(category: string | undefined, neighborhood: string | undefined, words: ListingWords): string {
  const what = category ?? words.allBusinesses;
  return neighborhood ? fill(words.headingIn, { what, where: neighborhood }) : what;
}

/** The main area's heading: '{category label} in Charlotte' or 'All Businesses in Charlotte'. */
export function resultsHeading(category: string | undefined, words: ListingWords): string {
  return fill(words.headingIn, { what: category ?? words.allBusinesses, where: words.cityName });
}

/**
 * The page title: '{category label} - {neighborhood} - Charlotte, NC - Charlotte Directory';
 * without a category 'All Businesses' stands in, without a neighborhood that part is left out.
 */
export function listingTitle(category: string | undefined, neighborhood: string | undefined, words: ListingWords): string {
  return [category ?? words.allBusinesses, neighborhood, words.city, words.siteName].filter(Boolean).join(' - ');
}

/** The meta description: find the category in the area, compare reviews, get quotes, contact local businesses. */
export function listingDescription(category: string | undefined, neighborhood: string | undefined, words: ListingWords): string {
  const what = category ?? words.localServices;
  const where = neighborhood ? `${neighborhood}, ${words.city}` : words.city;
  return fill(words.description, { what, where, site: words.siteName });
}

/** The result count: '{n} businesses found' ('1 business found' for one). */
export function countText(total: number, words: ListingWords): string {
  return total === 1 ? words.countOne : fill(words.countMany, { count: total });
}

/** The notice when the URL's page did not exist: 'Page 9 does not exist. Showing page 3, the last page.' */
export function clampedPageNotice(requested: number, shown: number, words: ListingWords): string {
  return fill(words.pageClamped, { requested, shown });
}

/** The empty-result message: 'Coming Soon!...' when a category is set and there is no search text, else 'No results found...'. */
export function emptyText(state: Pick<ListingState, 'category' | 'q'>, words: ListingWords): string {
  return state.category && !state.q.trim() ? words.emptyCategory : words.empty;
}

/** The line under the results heading for search text `q` (none without text). */
export function searchedForText(q: string, correctedSearch: string | undefined, words: ListingWords): string | null {
  if (!q.trim()) return null;
  return correctedSearch ? fill(words.showingInstead, { corrected: correctedSearch, q }) : fill(words.showingFor, { q });
}

/**
 * The search island's results from an answer of GET /api/businesses. The page's own results
 * arrive as cards, so src/islands/search/SearchResults.tsx imports this module (and with it
 * what turns businesses into cards) only when it fetches results itself.
 */
import { toResultCard, type ListingResult } from '../../domain/result-card';
import type { BusinessSearchResult } from '../../domain/types';
import { localeOfPath } from '../../i18n/locale';

/** The cards (in the page's language), the total and the corrected search of an answer. */
export function listingResult(data: BusinessSearchResult): ListingResult {
  const locale = localeOfPath(window.location.pathname);
  const result: ListingResult = { cards: data.businesses.map((business) => toResultCard(business, locale)), total: data.total };
  if (data.correctedSearch) result.correctedSearch = data.correctedSearch;
  return result;
}

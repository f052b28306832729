/**
 * The search island's results from an answer of GET /api/businesses. The page's own results
 * arrive as cards, so src/islands/search/SearchResults.tsx imports this module (and with it
 * what turns businesses into cards) only when it fetches results itself.
 */
import { toResultCard, type ListingResult } from '../../domain/result-card';
import type { BusinessSearchResult } from '../../domain/types';

/** The cards, the total and the corrected search of an answer. */
export function listingResult(data: BusinessSearchResult): ListingResult {
  const result: ListingResult = { cards: data.businesses.map((business) => toResultCard(business)), total: data.total };
  if (data.correctedSearch) result.correctedSearch = data.correctedSearch;
  return result;
}

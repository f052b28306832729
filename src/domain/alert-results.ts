/**
 * The results link of a saved search (e-mail digests and /alerts). Kept apart from
 * src/domain/alerts.ts so that the "Alert me" form, which imports that module, does not
 * share the listing state with the listing island: a module shared by the island and its
 * lazily loaded form becomes a chunk of its own, which costs the listing pages JavaScript.
 */
import { DEFAULT_SORT } from './catalog';
import type { SavedQuery } from './alerts';
import { placeText } from './geo';
import { openFilterText } from './open-filter';
import { bboxText } from './bbox';
import { DEFAULT_STATE, listingHref, type ListingState } from './listing-state';

/** The /search page (path and query) showing every result of a saved query. */
export function savedQueryResultsHref(query: SavedQuery): string {
  const state: ListingState = {
    ...DEFAULT_STATE,
    q: query.search ?? '',
    category: query.category ?? null,
    neighborhood: query.neighborhood ?? null,
    minRating: query.minRating ?? null,
    tags: query.serviceTags ?? [],
    languages: query.languages ?? [],
    sort: query.sortBy ?? DEFAULT_SORT,
    open: query.open ? openFilterText(query.open) : null,
    near: query.near ? placeText(query.near) : null,
    radius: query.radius ?? null,
    bbox: query.bbox ? bboxText(query.bbox) : null,
  };
  return listingHref(state);
}

import { render } from '@testing-library/react';
import { DEFAULT_STATE, SEARCH_ROUTE, routeFromPath, type ListingState } from '../../../src/domain/listing-state';
import { toResultCard } from '../../../src/domain/result-card';
import type { Business } from '../../../src/domain/types';
import SearchResults from '../../../src/islands/search/SearchResults';
import { CATEGORY_VALUES } from '../../../src/domain/catalog';
import { categoryText } from '../../../src/i18n/categories';
import { messages } from '../../../src/i18n/messages';
import type { Locale } from '../../../src/i18n/locale';

/**
 * Renders the search island as the server would for the address `path` (its route from the
 * path): `businesses` as the first page's cards, `total` matches, NoDa as the one neighborhood.
 * `addressSearch` offers a street address for "my place", as when a geocoder is configured;
 * `locale` is the page's language (a path under /es is a Spanish page).
 */
export function renderSearch(
  businesses: Business[],
  total = businesses.length,
  state: Partial<ListingState> = {},
  path = '/search',
  { addressSearch = false, locale = 'en' as Locale } = {},
) {
  const catalog = messages(locale);
  window.history.replaceState(null, '', path);
  return render(
    <SearchResults
      route={routeFromPath(new URL(path, window.location.href).pathname) ?? SEARCH_ROUTE}
      state={{ ...DEFAULT_STATE, ...state }}
      result={{ cards: businesses.map((business) => toResultCard(business)), total }}
      neighborhoods={[['noda', 'NoDa', 35.2468, -80.8062]]}
      tiles={{ url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'Tiles' }}
      addressSearch={addressSearch}
      t={{ listing: catalog.listing, search: catalog.search }}
      spanishSpoken={catalog.businessLanguages.spanishSpoken}
      locale={locale}
      categoryNames={Object.fromEntries(CATEGORY_VALUES.map((value) => [value, categoryText(value, locale).label]))}
    />,
  );
}

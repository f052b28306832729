/**
 * The listing island's words in the page's language. The page passes its catalog's `listing`
 * and `search` sections as the island's `t` prop (rendered into the page's HTML), so the
 * browser's JavaScript holds no catalog; the island's parts read them from this context.
 */
import { createContext, useContext } from 'react';
import type { Messages } from '../../i18n/en';
import type { Locale } from '../../i18n/locale';

export type ListingMessages = Pick<Messages, 'listing' | 'search'>;

/** What the island's parts read: the words, and the page's language (for links to pages in it). */
export type ListingContext = ListingMessages & { locale: Locale };

export const ListingMessagesContext = createContext<ListingContext | null>(null);

/** The words (and language) of the listing island around this component. */
export function useListingMessages(): ListingContext {
  // The island's root always provides it (SearchResults).
  return useContext(ListingMessagesContext) as ListingContext;
}

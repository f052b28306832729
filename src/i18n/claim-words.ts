import { CATEGORIES } from '../domain/catalog';
import { categoryText } from './categories';
import { enClaim, type ClaimMessages } from './en-claim';
import { esClaim } from './es-claim';
import type { Locale } from './locale';
import { linkIn } from './routes';

/**
 * What the claim page's islands are given by their page: the catalog of the page's language,
 * with `messages` (the schemas' and the API's English texts translated) only where they
 * differ from English, the categories' names by value, and where its links go.
 */
export type ClaimWords = Omit<ClaimMessages, 'messages' | 'verify'> & {
  messages: Readonly<Partial<Record<string, string>>>;
  categories: Readonly<Record<string, string>>;
  /** `listing` is followed by a business's slug. */
  paths: { terms: string; listing: string };
  /** The page's language: the claim's, whose verification e-mail is written in it. */
  locale: Locale;
};

/** The claim page's islands' words in `locale` (the verification page's are the catalog's `verify`). For its pages (src/components/ClaimPage.astro). */
export function claimWords(locale: Locale): ClaimWords {
  const { messages, verify: _verify, ...catalog } = locale === 'es' ? esClaim : enClaim;
  return {
    ...catalog,
    messages: locale === 'es' ? messages : {},
    categories: Object.fromEntries(CATEGORIES.map((c) => [c.value, categoryText(c.value, locale).label])),
    paths: { terms: linkIn('/terms', locale), listing: linkIn('/charlotte/listing/x', locale).slice(0, -1) },
    locale,
  };
}

import { CATEGORIES } from '../domain/catalog';
import { LANGUAGES, languageList } from '../domain/languages';
import { categoryText } from './categories';
import { enOwner, type OwnerMessages } from './en-owner';
import { esOwner } from './es-owner';
import { localizedPath, type Locale } from './locale';
import { linkIn } from './routes';

/**
 * What the owner dashboard's island is given by its page: the catalog of the page's language,
 * with `messages` (the domain's and the API's English texts translated) only where they
 * differ from English, the names of categories and languages by value, and where its links go.
 */
export type OwnerWords = Omit<OwnerMessages, 'messages'> & {
  messages: Readonly<Partial<Record<string, string>>>;
  categories: Readonly<Record<string, string>>;
  languages: Readonly<Record<string, string>>;
  /** `listing` is followed by a business's slug. */
  paths: { owner: string; claim: string; support: string; listing: string; premium: string };
};

const capitalized = (name: string) => name.charAt(0).toLocaleUpperCase('es') + name.slice(1);

/** The owner dashboard's words in `locale`. For its pages (src/pages/owner.astro, src/pages/es/owner.astro). */
export function ownerWords(locale: Locale): OwnerWords {
  const catalog: OwnerMessages = locale === 'es' ? esOwner : enOwner;
  return {
    ...catalog,
    messages: locale === 'es' ? esOwner.messages : {},
    categories: Object.fromEntries(CATEGORIES.map((c) => [c.value, categoryText(c.value, locale).label])),
    languages: Object.fromEntries(LANGUAGES.map((l) => [l.code, locale === 'es' ? capitalized(languageList([l.code], 'es')) : l.label])),
    paths: {
      owner: localizedPath('/owner', locale),
      claim: linkIn('/claim-business', locale),
      support: linkIn('/business-support', locale),
      listing: linkIn('/charlotte/listing/x', locale).slice(0, -1),
      premium: linkIn('/premium-upgrade', locale),
    },
  };
}

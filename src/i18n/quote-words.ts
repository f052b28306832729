import { QUESTIONS } from '../domain/quote-requests';
import { QUOTE_CATEGORIES } from '../domain/quote-categories';
import { fillTemplate } from '../domain/fill';
import { categoryText } from './categories';
import { enQuotes, type QuoteMessages } from './en-quotes';
import { esQuotes } from './es-quotes';
import { localizedPath, type Locale } from './locale';

/**
 * What the quote pages' islands are given by their pages: the catalog of the page's language,
 * with `messages` (the domain's and the API's English texts translated) only where they
 * differ from English, the quote categories' names, and where its links go.
 */
export type QuoteWords = Omit<QuoteMessages, 'messages'> & {
  locale: Locale;
  messages: Readonly<Partial<Record<string, string>>>;
  categories: Readonly<Record<string, string>>;
  /** Each is followed by a slug (a business's, a category's). */
  paths: { listing: string; category: string };
};

/**
 * The date questions' messages name the question: "Move date cannot be in the past". Their
 * Spanish, with the question's Spanish label, before the catalog's general templates (which
 * would keep the English label).
 */
function dateMessages(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const question of Object.values(QUESTIONS).flat()) {
    if (question.kind !== 'date') continue;
    const label = esQuotes.messages[question.label as keyof typeof esQuotes.messages] ?? question.label;
    out[`${question.label} cannot be in the past`] = fillTemplate(esQuotes.messages['{label} cannot be in the past'], { label });
    out[`${question.label} must be within {months} months (by {date})`] = fillTemplate(
      esQuotes.messages['{label} must be within {months} months (by {date})'],
      {
        label,
      },
    );
  }
  return out;
}

/** The quote pages' words in `locale`. For their pages (src/components/quotes/). */
export function quoteWords(locale: Locale): QuoteWords {
  const { messages, ...catalog } = locale === 'es' ? esQuotes : enQuotes;
  return {
    ...catalog,
    locale,
    messages: locale === 'es' ? { ...dateMessages(), ...messages } : {},
    categories: Object.fromEntries(QUOTE_CATEGORIES.map((value) => [value, categoryText(value, locale).label])),
    paths: { listing: `${localizedPath('/charlotte/listing', locale)}/`, category: `${localizedPath('/charlotte', locale)}/` },
  };
}

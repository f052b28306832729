/**
 * The languages a business says its staff can serve customers in: a fixed list, English and
 * the ten languages the City of Charlotte names as the ones spoken most often at home other
 * than English (Spanish, Vietnamese, French, Chinese, Arabic, Tamil, Telugu, Tai languages,
 * Hindi and Russian: "Meaningful Language Access Initiatives", charlottenc.gov, with the
 * language access policy of November 2021). The census's "Tai languages" are Thai and Lao,
 * listed apart because a customer asks for one of them. Codes are ISO 639-1, as in
 * `GET /api/businesses?languages=es`. This module owns the list, the names in both site
 * languages and the sentence that presents them as the business's own statement; the forms'
 * and the API's schema is in ./languages-schema.ts, the codes alone in ./language-codes.ts (the
 * listing island loads only those).
 */

import { LANGUAGE_CODES, sortLanguages, type LanguageCode } from './language-codes';

/** Each language's name in English and in Spanish. */
const NAMES: Readonly<Record<LanguageCode, readonly [en: string, es: string]>> = {
  en: ['English', 'inglés'],
  es: ['Spanish', 'español'],
  vi: ['Vietnamese', 'vietnamita'],
  fr: ['French', 'francés'],
  zh: ['Chinese', 'chino'],
  ar: ['Arabic', 'árabe'],
  ta: ['Tamil', 'tamil'],
  te: ['Telugu', 'telugu'],
  th: ['Thai', 'tailandés'],
  lo: ['Lao', 'lao'],
  hi: ['Hindi', 'hindi'],
  ru: ['Russian', 'ruso'],
};

/** The list with its English names (the forms' checkboxes, the CSV import). */
export const LANGUAGES = /* @__PURE__ */ LANGUAGE_CODES.map((code) => ({ code, label: NAMES[code][0] }));

/** A language's name as a visitor of `locale` reads it ('Spanish', 'español'). */
function languageName(code: LanguageCode, locale: 'en' | 'es' = 'en'): string {
  return NAMES[code][locale === 'es' ? 1 : 0];
}

/** 'English, Spanish and Vietnamese' / 'inglés, español y vietnamita'. */
export function languageList(codes: readonly string[], locale: 'en' | 'es' = 'en'): string {
  const names = sortLanguages(codes).map((code) => languageName(code, locale));
  return new Intl.ListFormat(locale === 'es' ? 'es-US' : 'en-US', { style: 'long', type: 'conjunction' }).format(names).replace(', and ', ' and ');
}

/**
 * What a business page and a result card say, in the business's name (a self-declared
 * attribute, shown as such); undefined when the business has said nothing.
 */
export function languagesStatement(codes: readonly string[], locale: 'en' | 'es' = 'en'): string | undefined {
  if (!sortLanguages(codes).length) return undefined;
  const list = languageList(codes, locale);
  return locale === 'es' ? `El negocio dice que su personal habla ${list}.` : `The business says its staff speak ${list}.`;
}

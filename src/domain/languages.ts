/**
 * The languages a business says its staff can serve customers in: a fixed list, English and
 * the ten languages the City of Charlotte names as the ones spoken most often at home other
 * than English (Spanish, Vietnamese, French, Chinese, Arabic, Tamil, Telugu, Tai languages,
 * Hindi and Russian: "Meaningful Language Access Initiatives", charlottenc.gov, with the
 * language access policy of November 2021). The census's "Tai languages" are Thai and Lao,
 * listed apart because a customer asks for one of them. Codes are ISO 639-1, as in
 * `GET /api/businesses?languages=es`. This module owns the list, the names in both site
 * languages and the sentence that presents them as the business's own statement.
 */
import { z } from 'zod';

export const LANGUAGES = [
  { code: 'en', label: 'English', labelEs: 'inglés' },
  { code: 'es', label: 'Spanish', labelEs: 'español' },
  { code: 'vi', label: 'Vietnamese', labelEs: 'vietnamita' },
  { code: 'fr', label: 'French', labelEs: 'francés' },
  { code: 'zh', label: 'Chinese', labelEs: 'chino' },
  { code: 'ar', label: 'Arabic', labelEs: 'árabe' },
  { code: 'ta', label: 'Tamil', labelEs: 'tamil' },
  { code: 'te', label: 'Telugu', labelEs: 'telugu' },
  { code: 'th', label: 'Thai', labelEs: 'tailandés' },
  { code: 'lo', label: 'Lao', labelEs: 'lao' },
  { code: 'hi', label: 'Hindi', labelEs: 'hindi' },
  { code: 'ru', label: 'Russian', labelEs: 'ruso' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

const LANGUAGE_CODES = /* @__PURE__ */ LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

/** The language the listing pages' chip filters by ("Spanish spoken" / "Se habla español"). */
export const SPANISH: LanguageCode = 'es';

export const LANGUAGE_MESSAGES = {
  unknown: `Unknown language. Use any of: ${LANGUAGE_CODES.join(', ')}`,
} as const;

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The codes in the list's order, each once: how they are stored and shown. */
export function sortLanguages(codes: readonly string[]): LanguageCode[] {
  return LANGUAGE_CODES.filter((code) => codes.includes(code));
}

/** The languages field of the owner's and staff's forms: known codes, each once, in the list's order. */
export const LanguagesSchema = z
  .array(z.enum(LANGUAGE_CODES, { error: LANGUAGE_MESSAGES.unknown }))
  .max(LANGUAGES.length, LANGUAGE_MESSAGES.unknown)
  .transform(sortLanguages);

/** A language's name as a visitor of `locale` reads it ('Spanish', 'español'). */
function languageName(code: string, locale: 'en' | 'es' = 'en'): string {
  const language = LANGUAGES.find((l) => l.code === code);
  if (!language) return code;
  return locale === 'es' ? language.labelEs : language.label;
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

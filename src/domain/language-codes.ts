/**
 * The codes (ISO 639-1) of the languages a business may say its staff speak, without their
 * names: what the listing pages' URL and chip need (./languages.ts has the names and the
 * statement, and explains the list).
 */

/** The codes, in the order forms and statements list them. */
export const LANGUAGE_CODES = ['en', 'es', 'vi', 'fr', 'zh', 'ar', 'ta', 'te', 'th', 'lo', 'hi', 'ru'] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The language the listing pages' chip filters by ("Spanish spoken" / "Se habla español"). */
export const SPANISH: LanguageCode = 'es';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The known codes among `codes`, each once, in the list's order: how they are stored and shown. */
export function sortLanguages(codes: readonly string[]): LanguageCode[] {
  return LANGUAGE_CODES.filter((code) => codes.includes(code));
}

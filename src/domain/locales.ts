/**
 * The site's languages: English, and Spanish under `/es/` (how a path carries its language:
 * src/i18n/locale.ts). A visitor's form sends the language of its page, stored with the request.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The site's languages and how a page's path carries its language: English at the root (its
 * URLs never change), Spanish under `/es/` (astro.config.mjs `i18n`, prefixDefaultLocale
 * false). Nobody is redirected by language; the header's switch links the two versions.
 * The languages themselves are listed in src/domain/locales.ts.
 */
import { longDate, longDateEs } from '../domain/dates';
import type { Locale } from '../domain/locales';

export type { Locale };

/** Open Graph's `og:locale` of each language. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_US' };

/** The language a path is in: `/es` and `/es/...` are Spanish, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return /^\/es(?:\/|$)/.test(pathname) ? 'es' : 'en';
}

/** The English path of a page in either language (`/es/privacy` -> `/privacy`, `/es` -> `/`). */
export function englishPath(pathname: string): string {
  const path = localeOfPath(pathname) === 'es' ? pathname.slice(3) : pathname;
  return path.replace(/\/+$/, '') || '/';
}

/** The path of the English page `path` in `locale` (`/privacy` -> `/es/privacy`, `/` -> `/es`). */
export function localizedPath(path: string, locale: Locale): string {
  const english = englishPath(path);
  if (locale === 'en') return english;
  return english === '/' ? '/es' : `/es${english}`;
}

/** A date as a visitor of `locale` reads it: "November 28, 2026" / "28 de noviembre de 2026". */
export function formatDate(date: Date, locale: Locale): string {
  return locale === 'es' ? longDateEs(date) : longDate(date);
}

import { englishPath, localizedPath, type Locale } from './locale';

/**
 * The pages that exist in Spanish too, by English path. The layout links a page's other
 * language (hreflang, the header's switch) only when it is listed here, so no link leads to
 * a Spanish page that does not exist; src/pages/es/ holds them.
 */
export const TRANSLATED_PATHS: readonly string[] = [
  '/',
  '/relocation-guide',
  '/privacy',
  '/terms',
  '/contact',
  '/premium-features',
  '/business-support',
  '/advertising',
  '/guide/charlotte-overview',
  '/guide/moving-checklist',
  '/guide/getting-settled',
  '/guide/neighborhoods',
  '/guide/local-services',
  '/guide/schools-childcare',
  '/guide/healthcare',
  '/guide/transportation',
  '/guide/culture-community',
  '/guide/faq',
  '/guide/cost-of-living',
  '/neighborhoods',
];

/**
 * The on-demand pages that exist in Spanish too, by the form of their English path: the
 * listings and the business pages (whose categories, neighborhoods and slugs are data), the
 * shortlist and the owner dashboard.
 */
const TRANSLATED_PATTERNS: readonly RegExp[] = [
  /^\/(?:search|businesses|categories|charlotte)$/,
  /^\/categories\/[^/]+$/,
  /^\/charlotte\/(?!listing(?:\/|$))[^/]+(?:\/[^/]+)?$/,
  /^\/charlotte\/listing\/[^/]+$/,
  /^\/shortlist$/,
  // The owner dashboard (noindex): /admin stays English.
  /^\/owner$/,
];

/** Whether the English page `path` exists in Spanish too. */
function isTranslated(path: string): boolean {
  const english = englishPath(path);
  return TRANSLATED_PATHS.includes(english) || TRANSLATED_PATTERNS.some((pattern) => pattern.test(english));
}

/** The page's path in each language when it exists in both, else undefined. */
export function alternatesOf(pathname: string): Record<Locale, string> | undefined {
  const english = englishPath(pathname);
  if (!isTranslated(english)) return undefined;
  return { en: english, es: localizedPath(english, 'es') };
}

/** Where a link to the English page `path` goes on a page in `locale`: its Spanish version when there is one. */
export function linkIn(path: string, locale: Locale): string {
  const [pathname = '/', hash] = path.split('#');
  if (locale === 'en' || !isTranslated(pathname)) return path;
  return `${localizedPath(pathname, 'es')}${hash === undefined ? '' : `#${hash}`}`;
}

import { GUIDE_KEYS } from '../domain/neighborhood-scoring';
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
  '/neighborhoods/methodology',
  ...GUIDE_KEYS.map((guide) => `/neighborhoods/guides/${guide}`),
  '/claim-business',
];

/**
 * The pages that exist in Spanish too and are not in the sitemap, by the form of their English
 * path: the on-demand listings and business pages (whose categories, neighborhoods and slugs
 * are data), and the noindex pages (the shortlist, the quote pages, alerts, the claim's e-mail confirmation, the owner dashboard).
 */
const TRANSLATED_PATTERNS: readonly RegExp[] = [
  /^\/(?:search|businesses|categories|charlotte)$/,
  /^\/categories\/[^/]+$/,
  /^\/charlotte\/(?!listing(?:\/|$))[^/]+(?:\/[^/]+)?$/,
  /^\/charlotte\/listing\/[^/]+$/,
  /^\/shortlist$/,
  // The neighborhood comparison (its neighborhoods are in the query).
  /^\/neighborhoods\/compare$/,
  // The visitor's quote form and status page (noindex); the business's one-time answer page
  // (/quotes/reply) stays in the business's language, English.
  /^\/quotes\/(?:new|status)$/,
  // What the links of alert e-mails open, and where a claim's verification link lands (noindex).
  /^\/(?:alerts|verify-email)$/,
  // The owner dashboard (noindex): /admin stays English.
  /^\/owner$/,
];

/** Whether the English page `path` exists in Spanish too. */
function isTranslated(path: string): boolean {
  const english = englishPath(path);
  return TRANSLATED_PATHS.includes(english) || TRANSLATED_PATTERNS.some((pattern) => pattern.test(english));
}

/**
 * The page's path in each language when it exists in both, else undefined. `translated` says
 * it for a page whose data decides (a neighborhood profile exists in Spanish only when it has
 * Spanish text, src/domain/types.ts `Neighborhood.es`); otherwise the lists above do.
 */
export function alternatesOf(pathname: string, translated?: boolean): Record<Locale, string> | undefined {
  const english = englishPath(pathname);
  if (!(translated ?? isTranslated(english))) return undefined;
  return { en: english, es: localizedPath(english, 'es') };
}

/** Where a link to a neighborhood's profile goes on a page in `locale`: its Spanish profile when it has Spanish text, else the English one. */
export function profileLinkIn(n: { slug: string; es: object | null }, locale: Locale): string {
  return `${locale === 'es' && n.es ? '/es' : ''}/neighborhoods/${n.slug}`;
}

/** Where a link to the English page `path` (with its query and fragment) goes on a page in `locale`: its Spanish version when there is one. */
export function linkIn(path: string, locale: Locale): string {
  // The query and the fragment ride along unchanged.
  const cut = path.search(/[?#]/);
  const pathname = (cut < 0 ? path : path.slice(0, cut)) || '/';
  const rest = cut < 0 ? '' : path.slice(cut);
  if (locale === 'en' || !isTranslated(pathname)) return path;
  return `${localizedPath(pathname, 'es')}${rest}`;
}

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
];

/** The page's path in each language when it exists in both, else undefined. */
export function alternatesOf(pathname: string): Record<Locale, string> | undefined {
  const english = englishPath(pathname);
  if (!TRANSLATED_PATHS.includes(english)) return undefined;
  return { en: english, es: localizedPath(english, 'es') };
}

/** Where a link to the English page `path` goes on a page in `locale`: its Spanish version when there is one. */
export function linkIn(path: string, locale: Locale): string {
  const [pathname = '/', hash] = path.split('#');
  if (locale === 'en' || !TRANSLATED_PATHS.includes(englishPath(pathname))) return path;
  return `${localizedPath(pathname, 'es')}${hash === undefined ? '' : `#${hash}`}`;
}

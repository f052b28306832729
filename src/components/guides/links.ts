/**
 * Which internal links guide content may use. The content schema (src/content/guides/schema.ts)
 * rejects any other, so a content edit cannot add a link to a page that does not exist.
 */
import { isCategoryValue } from '../../domain/catalog';

/** Guide routes that exist (each has an entry below); links between guides must use one of them. */
export const GUIDE_SLUGS = [
  'charlotte-overview',
  'moving-checklist',
  'getting-settled',
  'neighborhoods',
  'local-services',
  'schools-childcare',
  'healthcare',
  'transportation',
  'culture-community',
  'faq',
  'cost-of-living',
] as const;

/** Other internal paths guide content may link to (owned by other parts of the site). */
const OTHER_PAGES = ['/', '/relocation-guide', '/categories', '/neighborhoods', '/search', '/claim-business'];
const RANKED_GUIDES = ['families', 'young-professionals', 'affordable', 'near-uptown'];

/**
 * An internal link that is known to land on a working page: a guide, the hub, the
 * neighborhood pages, or a directory page for a category in the fixed list
 * (src/domain/catalog.ts). Categories outside that list are mapped to the nearest working
 * page, see docs/decisions/0004-guide-links-outside-category-list.md.
 */
export function isKnownInternalHref(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const url = new URL(href, 'http://site.invalid');
  const parts = url.pathname.split('/').filter(Boolean);
  if (OTHER_PAGES.includes(url.pathname)) return true;
  if (parts[0] === 'guide') return parts.length === 2 && (GUIDE_SLUGS as readonly string[]).includes(parts[1] ?? '');
  if (parts[0] === 'neighborhoods' && parts[1] === 'guides') return parts.length === 3 && RANKED_GUIDES.includes(parts[2] ?? '');
  if (url.pathname === '/charlotte') return url.searchParams.has('neighborhood');
  if (parts[0] === 'charlotte' || parts[0] === 'categories') {
    return parts.length >= 2 && parts.length <= 3 && isCategoryValue(parts[1]);
  }
  return false;
}

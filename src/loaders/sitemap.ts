import { CATEGORIES } from '../domain/catalog';
import { getDb } from '../server/db';
import { listPublishedBusinessSlugs } from '../server/queries/sitemap';

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/**
 * The pages rendered on demand (so not in the build-time sitemap): directory listings and
 * every published business, read at request time so new listings appear at once.
 */
export async function loadDirectorySitemap(): Promise<SitemapEntry[]> {
  const businesses = await listPublishedBusinessSlugs(await getDb());
  return [
    { path: '/categories' },
    { path: '/businesses' },
    ...CATEGORIES.map((category) => ({ path: `/charlotte/${category.value}` })),
    ...businesses.map((business) => ({ path: `/charlotte/listing/${business.slug}`, lastModified: business.updatedAt })),
  ];
}

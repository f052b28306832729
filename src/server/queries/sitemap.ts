import type { Queryable } from '../db';

export interface SitemapBusiness {
  slug: string;
  updatedAt: Date;
}

/** Every published business's slug and last change, for the directory sitemap. */
export async function listPublishedBusinessSlugs(db: Queryable): Promise<SitemapBusiness[]> {
  const rows = await db.query<{ slug: string; updated_at: Date | string }>(
    `select slug, updated_at from public.businesses where status = 'published' order by slug`,
  );
  return rows.map((row) => ({ slug: row.slug, updatedAt: new Date(row.updated_at) }));
}

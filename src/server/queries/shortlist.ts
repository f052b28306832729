/** The published businesses a shortlist link names (slugs only come in; public facts go out). */
import type { Queryable } from '../db/client';
import { USABLE_EMAIL_SQL } from './business-rows';

export interface ShortlistBusiness {
  id: number;
  slug: string;
  businessName: string;
  category: string;
  neighborhood: string | null;
  userRating: number;
  reviewCount: number;
  /** Whether a quote request can reach it (a usable e-mail address, or an owner). */
  quoteReachable: boolean;
}

export async function findPublishedBusinesses(db: Queryable, slugs: readonly string[]): Promise<ShortlistBusiness[]> {
  if (!slugs.length) return [];
  const rows = await db.query<{
    id: number;
    slug: string;
    business_name: string;
    category: string;
    neighborhood: string | null;
    user_rating: number;
    review_count: number;
    quote_reachable: boolean;
  }>(
    `select id::int as id, slug, business_name, category, neighborhood, user_rating::float8 as user_rating, review_count::int as review_count,
            (${USABLE_EMAIL_SQL} is not null or exists (select 1 from public.business_owners o where o.business_id = b.id)) as quote_reachable
       from public.businesses b where status = 'published' and slug = any(string_to_array($1, ','))`,
    [slugs.join(',')],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    slug: row.slug,
    businessName: row.business_name,
    category: row.category,
    neighborhood: row.neighborhood,
    userRating: Number(row.user_rating),
    reviewCount: Number(row.review_count),
    quoteReachable: row.quote_reachable === true,
  }));
}

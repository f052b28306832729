import type { TaggedBusiness } from '../../domain/cache-tags';
import type { Queryable } from '../db/client';

/** What the cache tags of these businesses depend on (src/domain/cache-tags.ts); unknown ids are left out. */
export async function taggedBusinesses(db: Queryable, ids: readonly number[]): Promise<TaggedBusiness[]> {
  const wanted = [...new Set(ids)].filter(Number.isSafeInteger);
  if (!wanted.length) return [];
  // Parameters are scalars (docs/architecture.md): the ids travel as one comma-separated text.
  return db.query<TaggedBusiness>(
    `select id, category, neighborhood from public.businesses
      where id = any(string_to_array($1, ',')::int[]) order by id`,
    [wanted.join(',')],
  );
}

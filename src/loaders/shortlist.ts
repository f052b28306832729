/**
 * Data for /shortlist?b=slug,slug&n=slug,slug: the published businesses and neighborhoods
 * the link names, in its order; unknown, unpublished and repeated slugs, and those past a
 * shortlist's limit, are dropped and counted apart for the page's notice (never an error).
 */
import { droppedNotice, parseSlugList } from '../domain/shortlist';
import type { Neighborhood } from '../domain/types';
import { getDb } from '../server/db';
import { findPublishedBusinesses, type ShortlistBusiness } from '../server/queries/shortlist';
import { loadNeighborhoods } from './neighborhoods';

export interface ShortlistPageData {
  businesses: ShortlistBusiness[];
  neighborhoods: Neighborhood[];
  notice: string | null;
  /** True when the URL names nothing: the page's script fills it from this browser's shortlist. */
  empty: boolean;
}

export async function loadShortlist(url: URL): Promise<ShortlistPageData> {
  const b = parseSlugList(url.searchParams.get('b'), 'b');
  const n = parseSlugList(url.searchParams.get('n'), 'n');
  const found = await findPublishedBusinesses(await getDb(), b.slugs);
  const businesses = b.slugs.flatMap((slug) => found.filter((business) => business.slug === slug));
  const all = n.slugs.length ? await loadNeighborhoods() : [];
  const neighborhoods = n.slugs.flatMap((slug) => all.filter((neighborhood) => neighborhood.slug === slug));
  const unknown = b.dropped + n.dropped + (b.slugs.length - businesses.length) + (n.slugs.length - neighborhoods.length);
  return {
    businesses,
    neighborhoods,
    notice: droppedNotice({ overLimit: { b: b.overLimit, n: n.overLimit }, unknown }),
    empty: !url.searchParams.get('b') && !url.searchParams.get('n'),
  };
}

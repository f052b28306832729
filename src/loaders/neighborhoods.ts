/**
 * Build-time data for the neighborhood hub, profiles and ranked guides. The pages are
 * prerendered, so these run once per build against the configured database.
 */
import { BUSINESS_PREVIEW_LIMIT, type NeighborhoodBusinesses } from '../domain/neighborhood-view';
import type { Neighborhood } from '../domain/types';
import { getDb } from '../server/db';
import { searchBusinesses } from '../server/queries/business-search';
import { getNeighborhoodBySlug, listFeaturedNeighborhoods, listNeighborhoods } from '../server/queries/neighborhoods';

/** Every neighborhood, ordered by name. */
export async function loadNeighborhoods(): Promise<Neighborhood[]> {
  return listNeighborhoods(await getDb());
}

/** The featured neighborhoods, ordered by name. */
export async function loadFeaturedNeighborhoods(): Promise<Neighborhood[]> {
  return listFeaturedNeighborhoods(await getDb());
}

/** One neighborhood, or null. */
export async function loadNeighborhood(slug: string): Promise<Neighborhood | null> {
  return getNeighborhoodBySlug(await getDb(), slug);
}

/** Up to three published businesses in the neighborhood (the directory's relevance order) and how many there are. */
export async function loadNeighborhoodBusinesses(slug: string): Promise<NeighborhoodBusinesses> {
  const { businesses, total } = await searchBusinesses(await getDb(), { neighborhood: slug, limit: BUSINESS_PREVIEW_LIMIT });
  return {
    businesses: businesses.map(({ id, slug: businessSlug, businessName, shortDescription, userRating, phone }) => ({
      id,
      slug: businessSlug,
      businessName,
      shortDescription,
      userRating,
      phone,
    })),
    total,
  };
}

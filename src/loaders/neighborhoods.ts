/**
 * Build-time data for the neighborhood hub, profiles and ranked guides. The pages are
 * prerendered, so these run once per build against the configured database. Every
 * neighborhood comes with its safety rating made from its own county crime figures (three years pooled)
 * (src/domain/safety.ts), so the stats strip, the comparison and the ranked guides agree.
 */
import { areaNote, hasCaveat } from '../domain/npa-mapping';
import { BUSINESS_PREVIEW_LIMIT, type NeighborhoodBusinesses } from '../domain/neighborhood-view';
import { pooledCrime, safetyEvidence } from '../domain/safety';
import type { Locale } from '../domain/locales';
import type { Neighborhood } from '../domain/types';
import { dataNoticesIn } from '../i18n/neighborhood-profile';
import { getDb } from '../server/db';
import { searchBusinesses } from '../server/queries/business-search';
import { listFeaturedNeighborhoods, listNeighborhoods } from '../server/queries/neighborhoods';
import { loadQol } from './qol';

/** The neighborhoods with their safety rating from the county figures of their own NPAs. */
async function withCountySafety(list: Neighborhood[]): Promise<Neighborhood[]> {
  const { dataset, npas } = await loadQol();
  return list.map((n) => {
    const npaIds = npas.find((m) => m.slug === n.slug)?.npaIds ?? [];
    const safety = safetyEvidence(pooledCrime(dataset, npaIds), n.safetyRating, { commercial: hasCaveat(n.slug, 'commercial'), areaNote: areaNote(n.slug) });
    return { ...n, safety, safetyRating: safety.rating };
  });
}

/** Every neighborhood, ordered by name. */
export async function loadNeighborhoods(): Promise<Neighborhood[]> {
  return withCountySafety(await listNeighborhoods(await getDb()));
}

/** The featured neighborhoods, ordered by name. */
export async function loadFeaturedNeighborhoods(): Promise<Neighborhood[]> {
  return withCountySafety(await listFeaturedNeighborhoods(await getDb()));
}

/** How many businesses the directory lists (the hub's stat tile). */
export async function loadListedBusinessCount(): Promise<number> {
  return (await searchBusinesses(await getDb(), { limit: 1 })).total;
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

/**
 * The profile pages' paths and props: every neighborhood in English, those with Spanish text in
 * Spanish; each with the others (for "Compare with...") and its data notices.
 */
export async function profilePaths(locale: Locale) {
  const all = await loadNeighborhoods();
  const others = all.map(({ slug, name }) => ({ slug, name }));
  const { npas } = await loadQol();
  const names = new Map(all.map((x) => [x.slug, x.name]));
  return all
    .filter((neighborhood) => locale === 'en' || neighborhood.es !== null)
    .map((neighborhood) => {
      const notices = dataNoticesIn(neighborhood.slug, npas, names, locale);
      return { params: { slug: neighborhood.slug }, props: { neighborhood, others, notices } };
    });
}

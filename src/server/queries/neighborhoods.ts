/**
 * Neighborhoods: the list, the featured list and one by slug. SQL runs unchanged on
 * PostgreSQL 15 and PGlite; row -> API shape mapping ({@link Neighborhood}) lives here.
 */
import type { Neighborhood, NeighborhoodSpanishText } from '../../domain/types';
import type { Queryable } from '../db/client';

export const NEIGHBORHOOD_COLUMNS = `
  n.id, n.name, n.slug, n.title, n.meta_description, n.overview, n.history, n.housing_options,
  n.lifestyle, n.demographics, n.local_amenities, n.schools_childcare, n.parks_recreation,
  n.transportation, n.average_rent_price, n.average_home_price, n.commute_to_uptown,
  n.walkability_score::int as walkability_score, n.safety_rating::float8 as safety_rating,
  n.key_features, n.images, n.map_url, n.latitude::float8 as latitude,
  n.longitude::float8 as longitude, n.featured, n.family_friendly,
  n.young_professional_friendly, n.pet_friendly, n.published,
  n.title_es, n.meta_description_es, n.overview_es, n.history_es, n.housing_options_es,
  n.lifestyle_es, n.demographics_es, n.local_amenities_es, n.schools_childcare_es,
  n.parks_recreation_es, n.transportation_es, n.key_features_es,
  coalesce(n.published_at, n.updated_at) as data_updated_at`;

export interface NeighborhoodRow {
  id: number;
  name: string;
  slug: string;
  title: string;
  meta_description: string;
  overview: string;
  history: string;
  housing_options: string;
  lifestyle: string;
  demographics: string;
  local_amenities: string;
  schools_childcare: string;
  parks_recreation: string;
  transportation: string;
  average_rent_price: string | null;
  average_home_price: string | null;
  commute_to_uptown: string | null;
  walkability_score: number | null;
  safety_rating: number | null;
  key_features: unknown;
  images: unknown;
  map_url: string | null;
  latitude: number;
  longitude: number;
  featured: boolean;
  family_friendly: boolean;
  young_professional_friendly: boolean;
  pet_friendly: boolean;
  published: boolean;
  title_es: string | null;
  meta_description_es: string | null;
  overview_es: string | null;
  history_es: string | null;
  housing_options_es: string | null;
  lifestyle_es: string | null;
  demographics_es: string | null;
  local_amenities_es: string | null;
  schools_childcare_es: string | null;
  parks_recreation_es: string | null;
  transportation_es: string | null;
  key_features_es: unknown;
  data_updated_at: Date | string | null;
}

/** A `text[]` column as a string array (both drivers return arrays; literal text is tolerated). */
function textList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.startsWith('{') && value.endsWith('}')) {
    const inner = value.slice(1, -1);
    return inner ? inner.split(',').map((item) => item.replace(/^"|"$/g, '')) : [];
  }
  return [];
}

/** The Spanish texts of a row: null when it has no Spanish title (the columns are written together). */
function spanishText(row: NeighborhoodRow): NeighborhoodSpanishText | null {
  if (row.title_es === null) return null;
  return {
    title: row.title_es,
    metaDescription: row.meta_description_es ?? '',
    overview: row.overview_es ?? '',
    history: row.history_es ?? '',
    housingOptions: row.housing_options_es ?? '',
    lifestyle: row.lifestyle_es ?? '',
    demographics: row.demographics_es ?? '',
    localAmenities: row.local_amenities_es ?? '',
    schoolsChildcare: row.schools_childcare_es ?? '',
    parksRecreation: row.parks_recreation_es ?? '',
    transportation: row.transportation_es ?? '',
    keyFeatures: textList(row.key_features_es),
  };
}

export function toNeighborhood(row: NeighborhoodRow): Neighborhood {
  return {
    id: Number(row.id),
    name: row.name,
    slug: row.slug,
    title: row.title,
    metaDescription: row.meta_description,
    overview: row.overview,
    history: row.history,
    housingOptions: row.housing_options,
    lifestyle: row.lifestyle,
    demographics: row.demographics,
    localAmenities: row.local_amenities,
    schoolsChildcare: row.schools_childcare,
    parksRecreation: row.parks_recreation,
    transportation: row.transportation,
    averageRentPrice: row.average_rent_price,
    averageHomePrice: row.average_home_price,
    commuteToUptown: row.commute_to_uptown,
    walkabilityScore: row.walkability_score === null ? null : Number(row.walkability_score),
    safetyRating: row.safety_rating === null ? null : Number(row.safety_rating),
    keyFeatures: textList(row.key_features),
    images: textList(row.images),
    mapUrl: row.map_url,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    featured: row.featured,
    familyFriendly: row.family_friendly,
    youngProfessionalFriendly: row.young_professional_friendly,
    petFriendly: row.pet_friendly,
    es: spanishText(row),
    dataUpdatedAt: row.data_updated_at === null ? null : new Date(row.data_updated_at).toISOString(),
  };
}

/** Every published neighborhood (unpublished ones are on no page), ordered by name (then id, so equal names keep one order). */
export async function listNeighborhoods(db: Queryable): Promise<Neighborhood[]> {
  const rows = await db.query<NeighborhoodRow>(`select ${NEIGHBORHOOD_COLUMNS} from public.neighborhoods n where n.published order by n.name, n.id`);
  return rows.map(toNeighborhood);
}

/** The neighborhoods flagged featured, ordered by name. */
export async function listFeaturedNeighborhoods(db: Queryable): Promise<Neighborhood[]> {
  const rows = await db.query<NeighborhoodRow>(
    `select ${NEIGHBORHOOD_COLUMNS} from public.neighborhoods n where n.published and n.featured order by n.name, n.id`,
  );
  return rows.map(toNeighborhood);
}

/** The neighborhood with this slug, or null. */
export async function getNeighborhoodBySlug(db: Queryable, slug: string): Promise<Neighborhood | null> {
  const [row] = await db.query<NeighborhoodRow>(`select ${NEIGHBORHOOD_COLUMNS} from public.neighborhoods n where n.published and n.slug = $1`, [slug]);
  return row ? toNeighborhood(row) : null;
}

/** Every published neighborhood's slug, name and centre (only those columns: not the profiles' long texts), by name. */
export async function listNeighborhoodCentres(db: Queryable): Promise<Array<{ slug: string; name: string; latitude: number; longitude: number }>> {
  const rows = await db.query<{ slug: string; name: string; latitude: number; longitude: number }>(
    'select n.slug, n.name, n.latitude::float8 as latitude, n.longitude::float8 as longitude from public.neighborhoods n where n.published order by n.name, n.id',
  );
  return rows.map((n) => ({ slug: n.slug, name: n.name, latitude: Number(n.latitude), longitude: Number(n.longitude) }));
}

/** Every neighborhood with a centre (published or not): slug, latitude, longitude. */
export function listNeighborhoodCoordinates(db: Queryable): Promise<Array<{ slug: string; latitude: number | null; longitude: number | null }>> {
  return db.query<{ slug: string; latitude: number | null; longitude: number | null }>(
    'select slug, latitude::float8 as latitude, longitude::float8 as longitude from public.neighborhoods where latitude is not null and longitude is not null',
  );
}

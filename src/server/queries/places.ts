/**
 * "My place" (src/domain/geo.ts): where a `near` text points. Neighborhoods come from the
 * neighborhoods table (their profile's centre), ZIP codes from the Census-derived table in
 * src/domain/zip-centres.ts, points are themselves.
 */
import { neighborhoodLabel } from '../../domain/neighborhood-label';
import { FILTER_NEIGHBORHOODS, MAP } from '../../domain/catalog';
import type { PlaceRef, Point } from '../../domain/geo';
import { ZIP_CENTRES } from '../../domain/zip-centres';
import type { Queryable } from '../db/client';

export interface ResolvedPlace extends Point {
  /** 'NoDa', 'ZIP 28205', 'Chosen point'. */
  label: string;
}

/** The place's centre and label, or null when the neighborhood or ZIP code is not known. */
export async function resolvePlace(db: Queryable, place: PlaceRef): Promise<ResolvedPlace | null> {
  if (place.kind === 'point') return { lat: place.lat, lng: place.lng, label: 'Chosen point' };
  if (place.kind === 'zip') {
    const centre = ZIP_CENTRES[place.zip];
    return centre ? { lat: centre[0], lng: centre[1], label: `ZIP ${place.zip}` } : null;
  }
  const [row] = await db.query<{ name: string; latitude: number; longitude: number }>(
    'select name, latitude::float8 as latitude, longitude::float8 as longitude from public.neighborhoods where slug = $1',
    [place.slug],
  );
  if (row) return { lat: Number(row.latitude), lng: Number(row.longitude), label: row.name || neighborhoodLabel(place.slug) || place.slug };
  // A filter neighborhood without a profile of its own (Charlotte Metro) stands at the map's centre, as on the map.
  const filter = FILTER_NEIGHBORHOODS.find((n) => n.value === place.slug);
  return filter ? { lat: MAP.center.lat, lng: MAP.center.lng, label: filter.label } : null;
}

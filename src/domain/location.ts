/**
 * A business's coordinates. Pure: the API, the write
 * paths, the admin's pin editor, the business page and the results map use these.
 *
 * A business is placed at its geocoded address when a geocoder is configured and finds it
 * (src/server/geocode). Otherwise it sits at a fallback centre ({@link fallbackLocation})
 * and is marked approximate (`businesses.location_approximate`), which the business page
 * and the map's info window say ({@link APPROXIMATE_LOCATION_LABEL}) until an admin moves
 * its pin (src/domain/location-edit.ts).
 */
import { MAP } from './catalog';
import type { Point } from './geo';
import { own } from './lookup';
import { ZIP_CENTRES } from './zip-centres';

/** What the business page and the map's info window say of an approximate location. */
export const APPROXIMATE_LOCATION_LABEL = 'Approximate location';
/** The business page's explanation beside {@link APPROXIMATE_LOCATION_LABEL}. */
export const APPROXIMATE_LOCATION_NOTE = 'Shown at the centre of its area until the address is confirmed.';

/** Where a business is stored: coordinates and whether they are only a fallback centre. */
export interface StoredLocation {
  latitude: number;
  longitude: number;
  approximate: boolean;
  /** The ZIP code of the geocoder's match, when it named one. */
  zipCode?: string;
}

/** The five-digit ZIP code an address ends with ('..., Charlotte, NC 28205' or '28205-1234'), or null. */
export function zipInAddress(address: string): string | null {
  return /\b(\d{5})(?:-\d{4})?\s*$/.exec(address.trim())?.[1] ?? null;
}

/** Which centre a fallback location came from. */
export type FallbackSource = 'neighborhood' | 'zip' | 'city';

/**
 * The centre an ungeocoded business sits at: its neighborhood's centre (from the
 * neighborhoods table: `centres`, slug -> point) when the neighborhood has a profile, else
 * its ZIP code's centre (src/domain/zip-centres.ts: the 'charlotte-metro' value and
 * businesses without a neighborhood, such as those added through the claim form), else
 * central Charlotte ({@link MAP}.center). Never throws on hostile keys (`own`).
 */
export function fallbackLocation(
  business: { neighborhood?: string | null; zipCode?: string | null },
  centres: Readonly<Record<string, Point>>,
): Point & { source: FallbackSource } {
  const centre = business.neighborhood ? own(centres, business.neighborhood) : undefined;
  if (centre && Number.isFinite(centre.lat) && Number.isFinite(centre.lng)) return { lat: centre.lat, lng: centre.lng, source: 'neighborhood' };
  const zip = business.zipCode ? own(ZIP_CENTRES, business.zipCode) : undefined;
  if (zip) return { lat: zip[0], lng: zip[1], source: 'zip' };
  return { lat: MAP.center.lat, lng: MAP.center.lng, source: 'city' };
}

/**
 * The one-line address sent to a geocoder: the stored address when it already ends with a
 * ZIP code ('1500 South Blvd, Charlotte, NC 28203'), else the address with the ZIP code
 * (and ', NC' when no state is named), e.g. '1500 South Blvd, NC 28203'.
 */
export function oneLineAddress(address: string, zipCode?: string | null): string {
  const text = address.trim().replace(/\s+/g, ' ');
  if (/\b\d{5}(-\d{4})?$/.test(text) || !zipCode) return text;
  return /,\s*(NC|North Carolina)$/i.test(text) ? `${text} ${zipCode}` : `${text}, NC ${zipCode}`;
}

/** Coordinates rounded to 6 decimals (about 10 cm): what is stored. */
export const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

/** Neighborhood centres as a lookup, slug -> point (rows with no coordinates are left out by the query). */
export function centresBySlug(
  rows: ReadonlyArray<{ slug: string; latitude: number | string | null; longitude: number | string | null }>,
): Record<string, Point> {
  const centres: Record<string, Point> = Object.create(null) as Record<string, Point>;
  for (const row of rows) centres[row.slug] = { lat: Number(row.latitude), lng: Number(row.longitude) };
  return centres;
}

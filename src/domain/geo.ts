/**
 * Distances and "my place". Pure: the API, the SQL builder,
 * the search island and the tests use these.
 *
 * ## My place
 * A visitor's place is written in URLs and the API's `near` parameter as one text:
 * - a neighborhood slug: `near=noda` (the neighborhood's centre from the database),
 * - a Charlotte-area ZIP code: `near=28205` (its centre from src/domain/zip-centres.ts),
 * - a point: `near=35.22710,-80.84310` (latitude,longitude, five decimals kept), chosen on
 *   the map or found for a typed address.
 * Points must lie in the Charlotte area ({@link AREA}); anything else is refused with
 * `NEAR_MESSAGE` (src/domain/search.ts, with the API's other messages: the search island
 * loads this module at once, and not the messages).
 *
 * ## Distance
 * Shown distances are great-circle distances ({@link haversineMiles}, the SQL in
 * src/server/queries/business-search.ts is the same formula), in miles to one decimal.
 * "Nearest first" orders by the GiST index's planar distance on `businesses.geo`, a point
 * of (longitude × cos 35.2271°, latitude): across the metro area it differs from the
 * great-circle distance by under 0.3%, and it lets the index return the nearest rows first.
 */
import { isSlug } from './slug';

/** Earth's mean radius in miles. */
export const EARTH_RADIUS_MILES = 3958.8;
/** Charlotte's latitude, at which `businesses.geo` scales longitudes (cos of it). */
export const GEO_REFERENCE_LATITUDE = 35.2271;
/**
 * cos 35.2271°, to 7 decimals: exactly the factor migration 20261123120100 computes
 * `businesses.geo` with, so points and boxes built here match the column to the last bit
 * (a map area's edges, the map's cluster bounds).
 */
export const GEO_LONGITUDE_SCALE = 0.8168722;
/** Miles per degree of latitude (and per scaled degree of longitude) near Charlotte. */
const MILES_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_MILES;

/** The distance filter's choices, in miles. */
export const RADIUS_CHOICES = [1, 3, 5, 10] as const;
export type RadiusMiles = (typeof RADIUS_CHOICES)[number];

/** The Charlotte area a place may lie in (about 45 miles around Uptown). */
export const AREA = { south: 34.6, north: 35.85, west: -81.6, east: -80.1 } as const;

export interface Point {
  lat: number;
  lng: number;
}

export type PlaceRef = { kind: 'neighborhood'; slug: string } | { kind: 'zip'; zip: string } | { kind: 'point'; lat: number; lng: number };

export function inArea(point: Point): boolean {
  return point.lat >= AREA.south && point.lat <= AREA.north && point.lng >= AREA.west && point.lng <= AREA.east;
}

/** Reads the `near` text; undefined when it is none of the three forms (or a point outside the area). */
export function parsePlace(raw: string | null | undefined): PlaceRef | undefined {
  const text = raw?.trim().toLowerCase();
  if (!text || text.length > 100) return undefined;
  if (/^\d{5}$/.test(text)) return { kind: 'zip', zip: text };
  const point = /^(-?\d{1,3}(?:\.\d{1,8})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,8})?)$/.exec(text);
  if (point) {
    const p = { lat: Number(point[1]), lng: Number(point[2]) };
    return inArea(p) ? { kind: 'point', lat: round5(p.lat), lng: round5(p.lng) } : undefined;
  }
  if (isSlug(text)) return { kind: 'neighborhood', slug: text };
  return undefined;
}

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** The `near` text of a place. */
export function placeText(place: PlaceRef): string {
  if (place.kind === 'neighborhood') return place.slug;
  if (place.kind === 'zip') return place.zip;
  return `${place.lat.toFixed(5)},${place.lng.toFixed(5)}`;
}

export function parseRadius(raw: string | number | null | undefined): RadiusMiles | undefined {
  const value = Number(raw);
  return (RADIUS_CHOICES as readonly number[]).includes(value) ? (value as RadiusMiles) : undefined;
}

/** Mean Earth radius in kilometres (the unit of the NPA geometry, src/domain/npa-geometry.ts). */
const EARTH_RADIUS_KM = 6371;

/** The angle between two points seen from the Earth's centre, in radians (the haversine formula). */
function centralAngle(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Great-circle distance in miles. */
export function haversineMiles(a: Point, b: Point): number {
  return EARTH_RADIUS_MILES * centralAngle(a, b);
}

/** Great-circle distance in kilometres. */
export function haversineKm(a: Point, b: Point): number {
  return EARTH_RADIUS_KM * centralAngle(a, b);
}

/** '0.4 mi', '12.0 mi': miles to one decimal. */
export function formatMiles(miles: number): string {
  return `${(Math.round(miles * 10) / 10).toFixed(1)} mi`;
}

/**
 * The latitude/longitude box that holds every point within `miles` of `centre` (a little
 * larger, never smaller): the indexed prefilter before the exact distance.
 */
export function boundingBox(centre: Point, miles: number): { south: number; north: number; west: number; east: number } {
  const dLat = (miles / MILES_PER_DEGREE) * 1.01;
  const cos = Math.cos(((Math.abs(centre.lat) + dLat) * Math.PI) / 180);
  const dLng = (miles / (MILES_PER_DEGREE * Math.max(cos, 0.01))) * 1.01;
  return { south: centre.lat - dLat, north: centre.lat + dLat, west: centre.lng - dLng, east: centre.lng + dLng };
}

/** A point's coordinates in the `businesses.geo` plane: (longitude × cos 35.2271°, latitude). */
export function geoPlane(point: Point): { x: number; y: number } {
  return { x: point.lng * GEO_LONGITUDE_SCALE, y: point.lat };
}

/**
 * A place's name: the neighborhood's (from `names`, else the slug in words), else the words
 * of the page's language for a ZIP code ('ZIP {zip}') and a point on the map.
 */
export function placeLabel(place: PlaceRef, names: Readonly<Record<string, string>>, words: { zipLabel: string; pointChosen: string }): string {
  if (place.kind === 'zip') return words.zipLabel.replace('{zip}', place.zip);
  if (place.kind === 'point') return words.pointChosen;
  return (
    names[place.slug] ??
    place.slug
      .split('-')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ')
  );
}

/** Where the browser remembers my place between visits (localStorage). */
export const PLACE_STORAGE_KEY = 'charlotte-directory:my-place';

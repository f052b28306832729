/**
 * The US Census Bureau's geocoder (https://geocoding.geo.census.gov/geocoder/, no key): its
 * "onelineaddress" call of the `locations` service and the JSON it answers with.
 *
 * Request: GET {base}/geocoder/locations/onelineaddress?address=...&benchmark=Public_AR_Current&format=json
 * Answer (200): `{"result": {"input": {...}, "addressMatches": [{"matchedAddress": "...",
 * "coordinates": {"x": <longitude>, "y": <latitude>}, "tigerLine": {...},
 * "addressComponents": {...}}]}}`; no match is an empty `addressMatches`. Errors are 400
 * with `{"errors": ["..."], "status": "400"}` (or an HTML page from a proxy).
 */
import { inArea, type Point } from '../../domain/geo';

export const CENSUS_BASE_URL = 'https://geocoding.geo.census.gov';
/** The address ranges the geocoder matches against: the current public benchmark. */
const CENSUS_BENCHMARK = 'Public_AR_Current';

/** A geocoded address: where it is and how the geocoder wrote it. */
export interface GeocodeMatch extends Point {
  matchedAddress: string;
}

/** The request URL for `address` (one line) on the geocoder at `base`. */
export function censusUrl(base: string, address: string): URL {
  const url = new URL('/geocoder/locations/onelineaddress', base);
  url.searchParams.set('address', address);
  url.searchParams.set('benchmark', CENSUS_BENCHMARK);
  url.searchParams.set('format', 'json');
  return url;
}

/**
 * The first match of a Census answer that lies in the Charlotte area, or null: no match, a
 * match elsewhere (a street of the same name in another state), or a body of another shape.
 * Never throws.
 */
export function parseCensusResponse(body: unknown): GeocodeMatch | null {
  const matches = (body as { result?: { addressMatches?: unknown } } | null)?.result?.addressMatches;
  if (!Array.isArray(matches)) return null;
  for (const match of matches as unknown[]) {
    const coordinates = (match as { coordinates?: { x?: unknown; y?: unknown } } | null)?.coordinates;
    const lng = coordinates?.x;
    const lat = coordinates?.y;
    if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    if (!inArea({ lat, lng })) continue;
    const matched = (match as { matchedAddress?: unknown }).matchedAddress;
    return { lat, lng, matchedAddress: typeof matched === 'string' ? matched : '' };
  }
  return null;
}

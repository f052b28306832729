/**
 * Geocoding of business addresses, through the geocoder the environment names
 * (`GEOCODER`: 'census' or 'none', `GEOCODER_URL`, `GEOCODER_TIMEOUT_MS`; README.md,
 * "Addresses and coordinates").
 *
 * Callers geocode BEFORE opening a transaction ({@link locateBusiness}), never inside one,
 * and a geocoder that fails, times out or finds nothing never fails the write: the business
 * then sits at its fallback centre (src/domain/location.ts) marked approximate.
 */
import { centresBySlug, fallbackLocation, oneLineAddress, roundCoordinate, zipInAddress, type StoredLocation } from '../../domain/location';
import type { Point } from '../../domain/geo';
import type { Queryable } from '../db/client';
import type { Env } from '../env';
import { listNeighborhoodCoordinates } from '../queries/neighborhoods';
import { CENSUS_BASE_URL, censusUrl, parseCensusResponse, type GeocodeMatch } from './census';

/** Why an address has no geocoded point. */
type GeocodeFailure = 'not_configured' | 'no_match' | 'timeout' | 'error';

export type GeocodeOutcome = { ok: true; match: GeocodeMatch } | { ok: false; reason: GeocodeFailure };

type GeocoderEnv = Pick<Env, 'GEOCODER' | 'GEOCODER_URL' | 'GEOCODER_TIMEOUT_MS'>;

/** The configured geocoder's name, or null when none is set. */
export function geocoderName(env: GeocoderEnv): 'census' | null {
  return env.GEOCODER === 'census' ? 'census' : null;
}

/** Largest answer read from the geocoder (a real one is about 1 KB per match). */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * Geocodes one address with the configured geocoder, within `GEOCODER_TIMEOUT_MS` (the
 * request and reading its answer together). Never throws: failures are outcomes, logged
 * without the address.
 */
export async function geocodeAddress(env: GeocoderEnv, address: string, zipCode?: string | null): Promise<GeocodeOutcome> {
  if (!geocoderName(env)) return { ok: false, reason: 'not_configured' };
  const signal = AbortSignal.timeout(env.GEOCODER_TIMEOUT_MS);
  try {
    const response = await fetch(censusUrl(env.GEOCODER_URL ?? CENSUS_BASE_URL, oneLineAddress(address, zipCode)), {
      headers: { accept: 'application/json' },
      signal,
    });
    const body = await response.text();
    if (!response.ok) {
      console.warn(`[geocode] the geocoder answered ${response.status}`);
      return { ok: false, reason: 'error' };
    }
    if (body.length > MAX_BODY_BYTES) return { ok: false, reason: 'error' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      console.warn('[geocode] the geocoder answered something other than JSON');
      return { ok: false, reason: 'error' };
    }
    const match = parseCensusResponse(parsed);
    return match ? { ok: true, match } : { ok: false, reason: 'no_match' };
  } catch (error) {
    const timedOut = signal.aborted;
    console.warn(`[geocode] ${timedOut ? `no answer within ${env.GEOCODER_TIMEOUT_MS} ms` : `request failed: ${(error as Error).message}`}`);
    return { ok: false, reason: timedOut ? 'timeout' : 'error' };
  }
}

/** What a business's location is computed from. */
export interface LocatableBusiness {
  address: string;
  zipCode?: string | null;
  neighborhood?: string | null;
}

/** Profile neighborhoods' centres, slug -> point (one query). */
async function neighborhoodCentres(db: Queryable): Promise<Record<string, Point>> {
  return centresBySlug(await listNeighborhoodCoordinates(db));
}

/** Where a business is stored when its address is not geocoded: its fallback centre, approximate. */
function approximateLocation(business: LocatableBusiness, centres: Readonly<Record<string, Point>>): StoredLocation {
  const centre = fallbackLocation(business, centres);
  return { latitude: centre.lat, longitude: centre.lng, approximate: true };
}

/**
 * Where to store each business: the geocoded address, else its fallback centre marked
 * approximate. Runs before the write's transaction. At most `concurrency` requests at once;
 * requests not started within `budgetMs` are not made (those businesses are approximate),
 * so a large import cannot wait on the geocoder for long.
 */
export async function locateBusinesses(
  db: Queryable,
  env: GeocoderEnv,
  businesses: readonly LocatableBusiness[],
  options: { concurrency?: number; budgetMs?: number } = {},
): Promise<StoredLocation[]> {
  const centres = await neighborhoodCentres(db);
  const located: StoredLocation[] = businesses.map((business) => approximateLocation(business, centres));
  if (!geocoderName(env) || !businesses.length) return located;
  const deadline = Date.now() + (options.budgetMs ?? Number.POSITIVE_INFINITY);
  let next = 0;
  const worker = async () => {
    while (next < businesses.length && Date.now() < deadline) {
      const index = next++;
      const business = businesses[index]!;
      const outcome = await geocodeAddress(env, business.address, business.zipCode);
      if (outcome.ok) {
        const zipCode = zipInAddress(outcome.match.matchedAddress);
        located[index] = {
          latitude: roundCoordinate(outcome.match.lat),
          longitude: roundCoordinate(outcome.match.lng),
          approximate: false,
          ...(zipCode ? { zipCode } : {}),
        };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 4, businesses.length)) }, worker));
  return located;
}

/** {@link locateBusinesses} for one business. */
export async function locateBusiness(db: Queryable, env: GeocoderEnv, business: LocatableBusiness): Promise<StoredLocation> {
  const [location] = await locateBusinesses(db, env, [business]);
  return location!;
}

/**
 * GET /api/places/address?address=...: a typed street address as "my place".
 * 200 `{near, label}` (near: the point as `lat,lng` text); 400 for bad text; 404 when no
 * Charlotte-area address matches or the server has no geocoder; 503 with Retry-After when
 * the geocoder fails or is slow; 429 past the per-client limit (each lookup is a request
 * to the geocoder).
 */
import { z } from 'zod';
import { ADDRESS_NO_MATCH, ADDRESS_SERVICE_DOWN, ADDRESS_TOO_SHORT, addressProblem, type AddressPlace } from '../../domain/address-place';
import { text } from '../../domain/forms';
import { placeText } from '../../domain/geo';
import { geocodeAddress, geocoderName } from '../geocode';
import { enforceRateLimit } from '../security/rate-limit';
import { ApiError, privateJson, readQuery } from './http';
import type { ApiContext, Route } from './router';

/** The query: the same rule as the island's ({@link addressProblem}), plus the shared text checks. */
const AddressPlaceSchema = z.object({
  address: text({ error: ADDRESS_TOO_SHORT })
    .trim()
    .superRefine((address, ctx) => {
      const problem = addressProblem(address);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

async function addressPlace(ctx: ApiContext): Promise<Response> {
  const { address } = readQuery(ctx.url, AddressPlaceSchema);
  if (!geocoderName(ctx.deps.env))
    throw new ApiError(404, 'not_found', 'Address search is not available on this server. Choose an area of town or a ZIP code.');
  await enforceRateLimit(ctx, 'geocode');
  const outcome = await geocodeAddress(ctx.deps.env, address);
  if (!outcome.ok) {
    if (outcome.reason === 'no_match') throw new ApiError(404, 'not_found', ADDRESS_NO_MATCH);
    throw new ApiError(503, 'service_unavailable', ADDRESS_SERVICE_DOWN, undefined, { 'retry-after': '30' });
  }
  const { lat, lng, matchedAddress } = outcome.match;
  const answer: AddressPlace = { near: placeText({ kind: 'point', lat, lng }), label: matchedAddress || address };
  return privateJson(answer);
}

export const placeRoutes: Route[] = [{ method: 'GET', path: '/api/places/address', handler: addressPlace }];

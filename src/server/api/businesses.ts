/**
 * GET /api/businesses, GET /api/businesses/{slug}, POST /api/businesses,
 * and POST /api/businesses/{id}/clicks `{kind}` (a contact link followed on the business page).
 */
import { z } from 'zod';
import { enforceRateLimit } from '../security/rate-limit';
import { businessCacheHeaders, listingCacheHeaders } from '../../domain/cache-tags';
import { NewBusinessSchema } from '../../domain/forms';
import { BusinessSearchQuerySchema, NEAR_MESSAGE, type BusinessSearchParams } from '../../domain/search';
import { requireAdmin } from '../auth';
import { deliverEmailsOf } from '../email/delivery';
import { locateBusiness } from '../geocode';
import { createBusiness, getBusinessBySlug, isPublished, parseId } from '../queries/businesses';
import { withCurrentCredentials } from '../queries/credentials';
import { recordAnalyticsEvent } from '../queries/analytics';
import { LISTING_CLICKS, LISTING_CLICK_VALUES } from '../../domain/listing-clicks';
import { searchBusinesses } from '../queries/business-search';
import { ApiError, honeypotAnswer, json, notFound, PRIVATE_NO_STORE, readJson, readQuery } from './http';
import { resolvePlace, type ResolvedPlace } from '../queries/places';
import { placeText } from '../../domain/geo';
import type { BusinessSearchResult } from '../../domain/types';
import type { ApiContext, Route } from './router';
import { isSlug } from '../../domain/slug';
import { filledHoneypot } from '../../domain/honeypot';

/**
 * Search and list. Only published businesses; `approved=false` lists unpublished
 * (pending) ones instead and needs an admin token. Query rules: src/domain/search.ts.
 */
async function listBusinesses(ctx: ApiContext): Promise<Response> {
  const params = readQuery(ctx.url, BusinessSearchQuerySchema);
  const adminList = params.status === 'pending';
  if (adminList) await requireAdmin(ctx);
  const place = await searchPlace(ctx, params);
  const result: BusinessSearchResult = await searchBusinesses(ctx.deps.db, params, { now: ctx.deps.now(), place });
  if (place && params.near) result.place = { near: placeText(params.near), label: place.label, lat: place.lat, lng: place.lng };
  const headers = adminList ? { 'cache-control': PRIVATE_NO_STORE } : listingCacheHeaders(params, params.open?.kind === 'now');
  return json(result, { headers });
}

/** The search's place (`near`) resolved to a point; null without one; 400 when it names no known place. */
export async function searchPlace(ctx: ApiContext, params: BusinessSearchParams): Promise<ResolvedPlace | null> {
  if (!params.near) return null;
  const place = await resolvePlace(ctx.deps.db, params.near);
  if (!place) throw new ApiError(400, 'validation_failed', `Unknown place "${placeText(params.near)}". ${NEAR_MESSAGE}`, { near: NEAR_MESSAGE });
  return place;
}

/** One published business by slug; 404 when unknown or not published. */
async function getBusiness(ctx: ApiContext): Promise<Response> {
  const slug = ctx.params.slug ?? '';
  const found = isSlug(slug) ? await getBusinessBySlug(ctx.deps.db, slug) : null;
  if (!found) throw notFound('Business not found.');
  const business = await withCurrentCredentials(ctx.deps.db, found, ctx.deps.now());
  return json(business, { headers: businessCacheHeaders(business) });
}

/**
 * Adds a business, unpublished until an admin approves it, with its claim when `claim` is
 * sent (one transaction). 201 `{id, slug, claimId?}`; a retry with the same
 * `submissionKey` answers 200 with the same ids and stores nothing new. A filled honeypot
 * gets 202 `{received}` and nothing is stored.
 */
async function addBusiness(ctx: ApiContext): Promise<Response> {
  const input = await readJson(ctx.request, NewBusinessSchema);
  await enforceRateLimit(ctx, 'business');
  if (filledHoneypot(input)) return honeypotAnswer();
  // Geocoded before the transaction opens; a failed geocoding stores the fallback centre.
  const location = await locateBusiness(ctx.deps.db, ctx.deps.env, input);
  const result = await createBusiness(ctx.deps.db, input, ctx.deps.now(), location);
  if (result.claimId !== undefined) await deliverEmailsOf(ctx.deps, { claimId: result.claimId });
  const body: { id: number; slug: string; claimId?: number } = { id: result.id, slug: result.slug };
  if (result.claimId !== undefined) body.claimId = result.claimId;
  return json(body, { status: result.created ? 201 : 200 });
}

const ClickSchema = z.object({ kind: z.enum(LISTING_CLICK_VALUES, { error: 'kind must be call, website or directions' }) });

/**
 * Counts a click on a published business's phone, website or directions link for its
 * owner's insights (once per visitor per link per half-hour, like page views). 204.
 */
async function recordClick(ctx: ApiContext): Promise<Response> {
  const id = parseId(ctx.params.id);
  if (id === null) throw notFound('Business not found.');
  const { kind } = await readJson(ctx.request, ClickSchema);
  if (!(await isPublished(ctx.deps.db, id))) throw notFound('Business not found.');
  await recordAnalyticsEvent(ctx.deps.db, { kind: LISTING_CLICKS[kind], businessId: id, client: ctx.clientAddress }, ctx.deps.now());
  return new Response(null, { status: 204, headers: { 'cache-control': PRIVATE_NO_STORE } });
}

export const businessRoutes: Route[] = [
  { method: 'GET', path: '/api/businesses', handler: listBusinesses },
  { method: 'POST', path: '/api/businesses', handler: addBusiness },
  { method: 'GET', path: '/api/businesses/:slug', handler: getBusiness },
  { method: 'POST', path: '/api/businesses/:id/clicks', handler: recordClick },
];

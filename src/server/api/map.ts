/** GET /api/map/businesses: the results map's markers and clusters (rules in src/domain/map-area.ts). */
import { BusinessSearchQuerySchema, MapZoomQuerySchema } from '../../domain/search';
import { mapMarkers } from '../queries/map';
import { listingCacheHeaders } from '../../domain/cache-tags';
import { searchPlace } from './businesses';
import { json, readQuery } from './http';
import type { ApiContext, Route } from './router';

/**
 * Every published match of the search's filters (those of GET /api/businesses: category,
 * neighborhood, search, minRating, serviceTags, open, near, radius) inside `bbox`, at
 * `zoom`: `{total, unplaced, bounds, clustered, zoom, markers}`. Sort and paging
 * parameters are ignored; `approved` too (the map shows published businesses only).
 */
async function mapBusinesses(ctx: ApiContext): Promise<Response> {
  const params = readQuery(ctx.url, BusinessSearchQuerySchema);
  const { zoom } = readQuery(ctx.url, MapZoomQuerySchema);
  const place = await searchPlace(ctx, params);
  const result = await mapMarkers(ctx.deps.db, { ...params, status: 'published' }, zoom, { now: ctx.deps.now(), place });
  return json(result, { headers: listingCacheHeaders(params, params.open?.kind === 'now') });
}

export const mapRoutes: Route[] = [{ method: 'GET', path: '/api/map/businesses', handler: mapBusinesses }];

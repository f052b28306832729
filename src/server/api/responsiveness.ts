/**
 * GET /api/businesses/{id}/responsiveness: how quickly a published business in a quote
 * category answers quote requests (src/domain/responsiveness.ts): the window, the requests
 * judged, the median counted minutes, the share answered within 24 hours and the text shown.
 * 404 for an unknown or unpublished business or one whose category takes no quote requests.
 */
import { businessCacheHeaders } from '../../domain/cache-tags';
import { takesQuoteRequests } from '../../domain/quote-categories';
import { getBusinessById, parseId } from '../queries/businesses';
import { responsivenessOf } from '../queries/responsiveness';
import { json, notFound } from './http';
import type { ApiContext, Route } from './router';

async function getResponsiveness(ctx: ApiContext): Promise<Response> {
  const id = parseId(ctx.params.id);
  const business = id === null ? null : await getBusinessById(ctx.deps.db, id);
  if (!business || business.status !== 'published' || !takesQuoteRequests(business.category))
    throw notFound('Business not found among those taking quote requests.');
  const figures = (await responsivenessOf(ctx.deps.db, [business.id], ctx.deps.now())).get(business.id)!;
  return json({ businessId: business.id, ...figures }, { headers: businessCacheHeaders(business) });
}

export const responsivenessRoutes: Route[] = [{ method: 'GET', path: '/api/businesses/:id/responsiveness', handler: getResponsiveness }];

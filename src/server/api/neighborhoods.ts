/**
 * GET /api/neighborhoods, /api/neighborhoods/featured, /api/neighborhoods/{slug}
 * (relocation-guides.md §7). Public data, cached by browsers and CDNs for five minutes.
 */
import { z } from 'zod';
import { getNeighborhoodBySlug, listFeaturedNeighborhoods, listNeighborhoods } from '../queries/neighborhoods';
import { json, notFound } from './http';
import type { Route } from './router';

const CACHE_HEADERS = { 'cache-control': 'public, max-age=300' };

const SlugParams = z.object({
  slug: z
    .string()
    .max(100, { message: 'must be at most 100 characters' })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'must be lowercase letters, digits and hyphens' }),
});

/** `featured` is listed before `:slug`, so it is never read as a slug. */
export const neighborhoodRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/neighborhoods',
    handler: async ({ deps }) => json(await listNeighborhoods(deps.db), { headers: CACHE_HEADERS }),
  },
  {
    method: 'GET',
    path: '/api/neighborhoods/featured',
    handler: async ({ deps }) => json(await listFeaturedNeighborhoods(deps.db), { headers: CACHE_HEADERS }),
  },
  {
    method: 'GET',
    path: '/api/neighborhoods/:slug',
    handler: async ({ deps, params }) => {
      // A malformed slug names no neighborhood either: 404, like an unknown one.
      const parsed = SlugParams.safeParse(params);
      const neighborhood = parsed.success ? await getNeighborhoodBySlug(deps.db, parsed.data.slug) : null;
      if (!neighborhood) throw notFound('No neighborhood has that slug.');
      return json(neighborhood, { headers: CACHE_HEADERS });
    },
  },
];

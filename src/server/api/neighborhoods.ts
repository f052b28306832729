/**
 * GET /api/neighborhoods, /api/neighborhoods/featured, /api/neighborhoods/{slug}
 *. Public data: browsers keep it five minutes, the CDN until a
 * publish purges it (src/domain/cache-tags.ts).
 */
import { z } from 'zod';
import { neighborhoodCacheHeaders } from '../../domain/cache-tags';
import { neighborhoodNumbers } from '../../domain/neighborhood-numbers';
import { QOL_CREDIT, QOL_LICENSE } from '../../domain/qol';
import { getNeighborhoodBySlug, listFeaturedNeighborhoods, listNeighborhoods } from '../queries/neighborhoods';
import { listNeighborhoodNpas } from '../queries/qol';
import { qolDataset } from '../qol-dataset';
import { json, notFound } from './http';
import type { Route } from './router';
import { SLUG_PATTERN } from '../../domain/slug';

const SlugParams = z.object({
  slug: z.string().max(100, { message: 'must be at most 100 characters' }).regex(SLUG_PATTERN, { message: 'must be lowercase letters, digits and hyphens' }),
});

/** `featured` is listed before `:slug`, so it is never read as a slug. `/figures` is the official county data. */
export const neighborhoodRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/neighborhoods',
    handler: async ({ deps }) => json(await listNeighborhoods(deps.db), { headers: neighborhoodCacheHeaders() }),
  },
  {
    method: 'GET',
    path: '/api/neighborhoods/featured',
    handler: async ({ deps }) => json(await listFeaturedNeighborhoods(deps.db), { headers: neighborhoodCacheHeaders() }),
  },
  {
    method: 'GET',
    path: '/api/neighborhoods/:slug',
    handler: async ({ deps, params }) => {
      // A malformed slug names no neighborhood either: 404, like an unknown one.
      const parsed = SlugParams.safeParse(params);
      const neighborhood = parsed.success ? await getNeighborhoodBySlug(deps.db, parsed.data.slug) : null;
      if (!neighborhood) throw notFound('No neighborhood has that slug.');
      return json(neighborhood, { headers: neighborhoodCacheHeaders(neighborhood.slug) });
    },
  },
  {
    method: 'GET',
    path: '/api/neighborhoods/:slug/figures',
    handler: async ({ deps, params }) => {
      const parsed = SlugParams.safeParse(params);
      const neighborhood = parsed.success ? await getNeighborhoodBySlug(deps.db, parsed.data.slug) : null;
      if (!neighborhood) throw notFound('No neighborhood has that slug.');
      const [dataset, npas] = await Promise.all([qolDataset(deps.db), listNeighborhoodNpas(deps.db)]);
      const mapping = npas.find((m) => m.slug === neighborhood.slug) ?? { slug: neighborhood.slug, main: null, npaIds: [] };
      const { allFigures, credit } = neighborhoodNumbers(dataset, mapping, neighborhood);
      return json(
        {
          slug: neighborhood.slug,
          npas: mapping.npaIds,
          mainNpa: mapping.main,
          figures: allFigures,
          source: { name: QOL_CREDIT, license: QOL_LICENSE, credit },
        },
        { headers: neighborhoodCacheHeaders(neighborhood.slug) },
      );
    },
  },
];

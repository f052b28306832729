import { z } from 'zod';
import { cachedOgPng } from '../og/image';
import { readQuery } from './http';
import type { Route } from './router';

const OgQuery = z.object({
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, 'title is required')
    .max(120, 'title must be 120 characters or less'),
  subtitle: z
    .string()
    .trim()
    .max(160, 'subtitle must be 160 characters or less')
    .optional()
    .transform((value) => value || undefined),
});

/** One day in the browser and CDN; the same query always draws the same picture. */
export const OG_CACHE_CONTROL = 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=86400';

/** GET /api/og?title=...&subtitle=...: the 1200x630 PNG share image of a page. */
export const ogRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/og',
    handler: async ({ url }) => {
      const query = readQuery(url, OgQuery);
      const png = await cachedOgPng(query);
      return new Response(png as Uint8Array<ArrayBuffer>, {
        headers: {
          'content-type': 'image/png',
          'content-length': String(png.byteLength),
          'cache-control': OG_CACHE_CONTROL,
        },
      });
    },
  },
];

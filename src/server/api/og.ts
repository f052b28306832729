import { z } from 'zod';
import { SITE } from '../../domain/catalog';
import { text } from '../../domain/forms';
import type { OgText } from '../og/image';
import { verifyOgSignature } from '../og/sign';
import { ogImageStore } from '../og/image-store';
import { OG_RENDERS_PER_MINUTE, OgRateLimitedError, ogPng } from '../og/store';
import { ApiError, readQuery } from './http';
import type { Route } from './router';

const OgQuery = z.object({
  title: text({ error: 'title is required' }).trim().min(1, 'title is required').max(120, 'title must be 120 characters or less'),
  subtitle: text()
    .trim()
    .max(160, 'subtitle must be 160 characters or less')
    .optional()
    .transform((value) => value || undefined),
  sig: z.string().max(64).optional(),
});

/** One day in the browser and CDN; the same query always draws the same picture. */
export const OG_CACHE_CONTROL = 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=86400';

/** The card drawn for a URL that is not signed (a title the site did not make). */
export const GENERIC_OG: OgText = { title: SITE.name, subtitle: SITE.city };

/**
 * GET /api/og?title=...&subtitle=...&sig=...: the 1200x630 PNG share image of a page. Only
 * signed title/subtitle pairs (the site's own pages sign theirs, src/server/og/sign.ts) are
 * drawn; others get the generic card. Images are kept in memory and in ../og/image-store.ts
 * (a folder locally, Netlify Blobs on Netlify); a client may cause at most
 * OG_RENDERS_PER_MINUTE (times RATE_LIMIT_SCALE) renders a minute (429 after that).
 */
export const ogRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/og',
    handler: async ({ url, deps, clientAddress }) => {
      const query = readQuery(url, OgQuery);
      const requested: OgText = { title: query.title, subtitle: query.subtitle };
      const card = verifyOgSignature(requested, query.sig) ? requested : GENERIC_OG;
      let png: Uint8Array;
      try {
        png = await ogPng(card, {
          store: ogImageStore(deps.env.OG_CACHE_DIR),
          client: clientAddress,
          rendersPerMinute: Math.max(1, Math.round(OG_RENDERS_PER_MINUTE * deps.env.RATE_LIMIT_SCALE)),
        });
      } catch (error) {
        if (!(error instanceof OgRateLimitedError)) throw error;
        throw new ApiError(429, 'rate_limited', 'Too many share images requested. Please try again in a minute.', undefined, {
          'retry-after': String(error.retryAfterSeconds),
        });
      }
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

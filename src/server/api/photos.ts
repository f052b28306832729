import { ApiError, notFound } from './http';
import type { Route } from './router';
import { OG_RENDERS_PER_MINUTE, OgRateLimitedError } from '../og/store';
import { photoOgPng } from '../og/photo';
import { OG_CACHE_CONTROL } from './og';
import { PHOTO_CACHE_CONTROL, isPhotoKey, photoStorageFor } from '../photos/storage';
import { parseId } from '../queries/businesses';
import { getPublishedCover } from '../queries/photos';
import { largestVariant, variantKey } from '../../domain/photos';

const webp = (bytes: Uint8Array) =>
  new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: { 'content-type': 'image/webp', 'content-length': String(bytes.byteLength), 'cache-control': PHOTO_CACHE_CONTROL },
  });

/**
 * Public photo files and share images:
 * - GET /api/photos/{businessId}/{file}.webp: a photo file from the local folder
 *   (PHOTO_STORAGE=local), cached for a year (a file never changes under its name). With
 *   Supabase Storage, browsers fetch Supabase's public URLs instead and this answers 404.
 * - GET /api/og/photo/{photoId}: the 1200x630 PNG share image of a published business whose
 *   cover that photo is (404 for any other photo).
 */
export const photoRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/photos/:business/:file',
    handler: async ({ params, deps }) => {
      const key = `${params.business}/${params.file}`;
      if (deps.env.PHOTO_STORAGE !== 'local' || !isPhotoKey(key)) throw notFound('No such photo.');
      const bytes = await photoStorageFor(deps.env).get(key);
      if (!bytes) throw notFound('No such photo.');
      return webp(bytes);
    },
  },
  {
    method: 'GET',
    path: '/api/og/photo/:id',
    handler: async ({ params, deps, clientAddress }) => {
      const photoId = parseId(params.id);
      if (photoId === null) throw notFound('No such photo.');
      const storage = photoStorageFor(deps.env);
      const cover = await getPublishedCover(deps.db, photoId, (key) => storage.publicUrl(key));
      if (!cover) throw notFound('No such photo.');
      let png: Uint8Array | null;
      try {
        png = await photoOgPng(cover.storageKey, cover.businessName, () => storage.get(variantKey(cover.storageKey, largestVariant(cover.photo).width)), {
          client: clientAddress,
          rendersPerMinute: Math.max(1, Math.round(OG_RENDERS_PER_MINUTE * deps.env.RATE_LIMIT_SCALE)),
        });
      } catch (error) {
        if (!(error instanceof OgRateLimitedError)) throw error;
        throw new ApiError(429, 'rate_limited', 'Too many share images requested. Please try again in a minute.', undefined, {
          'retry-after': String(error.retryAfterSeconds),
        });
      }
      if (!png) throw notFound('No such photo.');
      return new Response(png as Uint8Array<ArrayBuffer>, {
        headers: { 'content-type': 'image/png', 'content-length': String(png.byteLength), 'cache-control': OG_CACHE_CONTROL },
      });
    },
  },
];

import { ResponseCache } from '../cache/response-cache';
import { getDb } from '../db';
import { serverNow } from '../clock';
import { getEnv } from '../env';
import { createRouter, type ApiDeps } from './router';
import { routes } from './routes';

/** Public API reads are reused for up to 5 seconds (and never beyond their own max-age). */
const API_CACHE = { ttlMs: 5_000, maxBytes: 16 * 1024 * 1024 };
const cache = new ResponseCache(API_CACHE.ttlMs, API_CACHE.maxBytes);

async function productionDeps(): Promise<ApiDeps> {
  return { db: await getDb(), env: getEnv(), now: serverNow, cache };
}

/** The API as one `Request -> Response` function, mounted by Netlify and by the local server. */
export const handleApi = createRouter(routes, productionDeps);

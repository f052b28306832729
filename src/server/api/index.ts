import { getDb } from '../db';
import { getEnv } from '../env';
import { createRouter, type ApiDeps } from './router';
import { routes } from './routes';

async function productionDeps(): Promise<ApiDeps> {
  return { db: await getDb(), env: getEnv(), now: () => new Date() };
}

/** The API as one `Request -> Response` function, mounted by Netlify and by the local server. */
export const handleApi = createRouter(routes, productionDeps);

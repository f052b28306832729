import type { ResponseCache } from './cache/response-cache';
import type { Db } from './db';
import type { Env } from './env';

/**
 * What a request handler gets. Ground floor: auth, security and builds take these without
 * importing the HTTP layer (src/server/api/), which builds them per request.
 */

/** What every handler may use; tests build their own. */
export interface ApiDeps {
  db: Db;
  env: Env;
  /** The clock, so tests can move time. */
  now: () => Date;
  /** Public GET answers are reused briefly from here (the Node server); unset: never cached. */
  cache?: ResponseCache;
}

export interface ApiContext {
  request: Request;
  url: URL;
  /** Named path segments, e.g. `{ slug }` for `/api/businesses/:slug`. */
  params: Record<string, string>;
  deps: ApiDeps;
  /** The caller's network address as the mount saw it (rate limits key on it). */
  clientAddress: string;
}

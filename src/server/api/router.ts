import type { ResponseCache } from '../cache/response-cache';
import type { Db } from '../db';
import { isDatabaseUnavailable } from '../db/errors';
import { DB_RETRY_AFTER_SECONDS } from '../db/limits';
import type { Env } from '../env';
import { ApiError, errorResponse, notFound } from './http';

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

/** What the mount knows about the connection, beyond the request itself. */
export interface RequestMeta {
  clientAddress?: string;
}

export type Handler = (ctx: ApiContext) => Promise<Response> | Response;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  method: Method;
  /** A path such as `/api/businesses/:id/reviews`; `:name` matches one segment. */
  path: string;
  handler: Handler;
}

/** A path segment, percent-decoded: 400 (JSON, like every API answer) when the encoding is malformed. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new ApiError(400, 'bad_request', 'The request path has malformed percent-encoding.');
  }
}

interface CompiledRoute extends Route {
  regex: RegExp;
  names: string[];
}

function compile(route: Route): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { ...route, regex: new RegExp(`^${source}/?$`), names };
}

/** The 503 every endpoint answers while the database is unreachable, busy or not yet open. */
function databaseUnavailable(): ApiError {
  return new ApiError(503, 'service_unavailable', 'The directory is temporarily unavailable. Please try again in a moment.', undefined, {
    'retry-after': String(DB_RETRY_AFTER_SECONDS),
  });
}

/**
 * Builds the API: a web-standard `Request -> Response` function shared by the Netlify
 * function and the local server. Unknown paths answer 404, known paths with another
 * method 405, thrown {@link ApiError}s their status, an unavailable database 503 with
 * `Retry-After`, and anything else a 500 without details.
 */
export function createRouter(routes: Route[], getDeps: () => Promise<ApiDeps> | ApiDeps) {
  const compiled = routes.map(compile);
  return async function handle(request: Request, meta: RequestMeta = {}): Promise<Response> {
    const url = new URL(request.url);
    try {
      const allowed: string[] = [];
      for (const route of compiled) {
        const match = route.regex.exec(url.pathname);
        if (!match) continue;
        if (route.method !== request.method && !(request.method === 'HEAD' && route.method === 'GET')) {
          allowed.push(route.method);
          continue;
        }
        const params: Record<string, string> = Object.create(null) as Record<string, string>;
        route.names.forEach((name, i) => {
          params[name] = decodeSegment(match[i + 1] ?? '');
        });
        const clientAddress = meta.clientAddress ?? 'unknown';
        const deps = await getDeps();
        const run = () => Promise.resolve(route.handler({ request, url, params, deps, clientAddress }));
        if (request.method === 'GET' && deps.cache && !request.headers.has('authorization')) {
          return (await deps.cache.serve(`${url.pathname}${url.search}`, run, undefined, request.headers.get('accept-encoding'))).response;
        }
        // A write that changes public data purges what it changed itself (../cache/purge.ts).
        return await run();
      }
      if (allowed.length) {
        throw new ApiError(405, 'method_not_allowed', `Use ${allowed.join(' or ')} for this path.`, undefined, {
          allow: allowed.join(', '),
        });
      }
      throw notFound(`No API endpoint at ${url.pathname}.`);
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error);
      if (isDatabaseUnavailable(error)) {
        console.error(`[api] ${request.method} ${url.pathname}: database unavailable: ${(error as Error).message}`);
        return errorResponse(databaseUnavailable());
      }
      console.error(`[api] ${request.method} ${url.pathname} failed:`, error);
      return errorResponse(new ApiError(500, 'internal_error', 'Something went wrong on our side. Please try again.'));
    }
  };
}

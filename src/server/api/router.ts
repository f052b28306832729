import type { ApiContext, ApiDeps } from '../context';
import { isDatabaseUnavailable } from '../db/errors';
import { DB_RETRY_AFTER_SECONDS } from '../db/limits';
import { ApiError, notFound } from '../errors';
import { MAX_BODY_BYTES, bodyTooLarge, errorResponse } from './http';

export type { ApiContext, ApiDeps } from '../context';

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
  /**
   * Largest request body this route reads, in bytes ({@link MAX_BODY_BYTES} when unset). The
   * mounts read a body up to it (node-mount.ts), a declared length over it is answered 413
   * before the handler runs, and the handler's reader uses the same figure.
   */
  bodyLimit?: number;
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

/** The handle createRouter returns: the API, and the body limit of the route a request goes to. */
export interface RouterHandle {
  (request: Request, meta?: RequestMeta): Promise<Response>;
  /** The declared body limit of the route `method` `pathname` reaches ({@link MAX_BODY_BYTES} for none). */
  bodyLimit(method: string, pathname: string): number;
}

/**
 * Builds the API: a web-standard `Request -> Response` function shared by the Netlify
 * function and the local server. Unknown paths answer 404, known paths with another
 * method 405, thrown {@link ApiError}s their status, an unavailable database 503 with
 * `Retry-After`, and anything else a 500 without details.
 */
export function createRouter(routes: Route[], getDeps: () => Promise<ApiDeps> | ApiDeps): RouterHandle {
  const compiled = routes.map(compile);
  const bodyLimit = (method: string, pathname: string) =>
    compiled.find((route) => route.method === method && route.regex.test(pathname))?.bodyLimit ?? MAX_BODY_BYTES;
  return Object.assign(handle, { bodyLimit });

  async function handle(request: Request, meta: RequestMeta = {}): Promise<Response> {
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
        const limit = route.bodyLimit ?? MAX_BODY_BYTES;
        if (Number(request.headers.get('content-length') ?? '0') > limit) throw bodyTooLarge(limit);
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
  }
}

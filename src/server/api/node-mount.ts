import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, MAX_BODY_BYTES, errorResponse } from './http';
import { handleApi } from './index';
import type { RequestMeta } from './router';
import { getEnv } from '../env';
import { startJobSchedule } from '../alerts/schedule';
import { serverNow } from '../clock';
import { getDb } from '../db';

// The server loads this entry when it starts: an invalid environment stops it there.
getEnv();

/**
 * Reads a request body, keeping at most one byte past `limit` (the body limit the route
 * declares): enough for the router's reader to answer 413, without holding a large body in
 * memory. A longer body is left unread (the request paused) and the connection is closed
 * after the answer.
 */
function readBody(req: IncomingMessage, limit: number): Promise<{ body: Buffer; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (outcome: { body: Buffer; truncated: boolean } | Error) => {
      req.off('data', onData).off('end', onEnd).off('error', finish).off('close', onClose);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size <= limit) return;
      req.pause();
      finish({ body: Buffer.concat(chunks).subarray(0, limit + 1), truncated: true });
    };
    const onEnd = () => finish({ body: Buffer.concat(chunks), truncated: false });
    const onClose = () => finish(new Error('The client closed the connection before the body ended.'));
    req.on('data', onData).on('end', onEnd).on('error', finish).on('close', onClose);
  });
}

function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * A `Request -> Response` handler of the API's shape (the router's) as a Node request
 * listener: the body capped as above at the limit `bodyLimit` gives for the request's route
 * (never below the route's own), the client address the connection's, as Astro gives it
 * (forwarded-for headers are not trusted).
 */
export function toNodeHandler(
  handle: (request: Request, meta: RequestMeta) => Promise<Response>,
  bodyLimit: (method: string, pathname: string) => number = () => MAX_BODY_BYTES,
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let response: Response;
    let truncated = false;
    try {
      const method = req.method ?? 'GET';
      const clientAddress = req.socket.remoteAddress;
      const hasBody = method !== 'GET' && method !== 'HEAD';
      // Only the path and query matter to the router (links are built from PUBLIC_SITE_URL).
      const url = new URL(req.url ?? '/', 'http://localhost');
      const read = hasBody ? await readBody(req, bodyLimit(method, url.pathname)) : undefined;
      truncated = read?.truncated ?? false;
      const request = new Request(url, {
        method,
        headers: requestHeaders(req),
        body: read ? (read.body as Uint8Array<ArrayBuffer>) : undefined,
      });
      response = await handle(request, { clientAddress });
    } catch (error) {
      // The router answers every error itself; this is a request that broke before it got there.
      if (res.headersSent || res.destroyed) {
        res.destroy();
        return;
      }
      console.error(`[api] ${req.method} ${req.url} failed before an answer:`, error);
      response = errorResponse(new ApiError(400, 'bad_request', 'The request could not be read.'));
      truncated = true;
    }
    const headers: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') headers[name] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) headers['set-cookie'] = cookies;
    if (truncated) headers.connection = 'close';
    const payload = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
    if (res.destroyed) return;
    res.writeHead(response.status, headers);
    res.end(payload);
  };
}

/**
 * The API on the local Node server (scripts/serve.mjs), without Astro's page pipeline: the
 * same router the Astro endpoint and the Netlify function call (decision 0009). Built as its
 * own entry, `server/api.mjs`, sharing every module with the pages (astro.config.mjs), so
 * caches and the database handle are the same objects.
 */
export const handleNodeApi = toNodeHandler(handleApi, handleApi.bodyLimit);

/**
 * Starts the local server's scheduled jobs: the outbox's retry sweep and the daily alert job
 * (../alerts/schedule.ts; on Netlify: netlify/functions/outbox.ts and alerts.ts). Called by
 * the server script (scripts/serve.mjs) once it listens; loading this module starts nothing,
 * so a benchmark or test that mounts the API runs no job.
 */
export function startServerJobs(): void {
  startJobSchedule(async () => ({ db: await getDb(), env: getEnv(), now: serverNow }));
}

#!/usr/bin/env node
/**
 * Serves a production build (`$ASTRO_OUT_DIR`, default dist/) on HOST:PORT with Astro's
 * Node handler (static files, on-demand pages, the API), adding the security headers to
 * every answer, static files included, and compressing text answers.
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { DatabaseLockedError, acquireFolderLock } from '../src/server/db/folder-lock.js';
import { SERVER_COMPRESSES } from '../src/server/cache/compression.js';
import { securityHeaders } from '../src/server/security/headers.js';
import { compressResponse } from './compress.mjs';
import { loadDotEnv } from './node-version.mjs';
import { createSiteHost } from './site-host.mjs';

// A production build is served in production mode (React's server renderer, among others,
// picks its build from NODE_ENV). The build's entry sets it too (astro.config.mjs).
process.env.NODE_ENV = 'production';
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
// Every answer goes through compressResponse, so the page and API caches may hand over
// answers they compressed once (src/server/cache/compression.js).
/** @type {Record<symbol, unknown>} */ (globalThis)[SERVER_COMPRESSES] = true;
loadDotEnv();
// The embedded database folder may be open in one process only: refuse clearly at start (as
// `npm start` does) instead of answering every request with an error. This process keeps
// the lock; the server's database client takes it over when it opens the folder.
if (!process.env.DATABASE_URL) {
  try {
    acquireFolderLock(resolve(process.env.PGLITE_DATA_DIR || '.data/pglite'));
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
// The served build can change at run time: the local rebuild (/admin, Publish) switches to
// a new build folder when its build succeeds (scripts/site-host.mjs).
const site = await createSiteHost({ outDir: resolve(process.env.ASTRO_OUT_DIR || 'dist') });
const host = process.env.HOST || 'localhost';
const port = Number(process.env.PORT || 4321);

/** Methods a web-standard Request cannot carry: Astro's handler would answer 500 with a stack. */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
/** Pages and static files are only read. */
const PAGE_METHODS = 'GET, HEAD';
/** Every method some API endpoint takes (the router names the exact ones per path). */
const API_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';

const isApiPath = (url) => /^\/api(?:[/?#]|$)/.test(url ?? '/');

/** A plain answer written before Astro sees the request: JSON under /api, text elsewhere. */
function answer(res, api, status, code, message, headers = {}) {
  const body = api ? JSON.stringify({ error: { code, message } }) : `${message}\n`;
  res.writeHead(status, {
    ...headers,
    'content-type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

const server = createServer((req, res) => {
  const api = isApiPath(req.url);
  let pathname = '/';
  try {
    pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    // answered below
  }
  for (const [name, value] of Object.entries(securityHeaders(api ? '/api/' : pathname))) res.setHeader(name, value);
  const method = req.method ?? 'GET';
  if (api ? FORBIDDEN_METHODS.has(method) : method !== 'GET' && method !== 'HEAD') {
    const allow = api ? API_METHODS : PAGE_METHODS;
    answer(res, api, 405, 'method_not_allowed', `${method} is not allowed here. Use ${allow.replace(/, (?=[^,]+$)/, ' or ')}.`, { allow });
    return;
  }
  try {
    decodeURI(req.url ?? '/');
  } catch {
    answer(res, api, 400, 'bad_request', 'The request path has malformed percent-encoding.');
    return;
  }
  compressResponse(req, res);
  site.handle(req, res, api);
});
// Requests Node's parser refuses (unknown methods such as TRACK, malformed lines): a plain
// 400 (JSON when the request line names an /api path) instead of Node's bare default.
server.on('clientError', (error, socket) => {
  if (!socket.writable || /** @type {{code?: string}} */ (error).code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const line = /** @type {{rawPacket?: Buffer}} */ (error).rawPacket?.toString('latin1').split('\r\n', 1)[0] ?? '';
  const api = isApiPath(line.split(' ')[1]);
  const body = api ? JSON.stringify({ error: { code: 'bad_request', message: 'The request could not be read.' } }) : 'Bad request.\n';
  const type = api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8';
  socket.end(`HTTP/1.1 400 Bad Request\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
});
// CONNECT (a proxy tunnel) is no method this site serves.
server.on('connect', (req, socket) => {
  const api = isApiPath(req.url);
  const body = api ? JSON.stringify({ error: { code: 'method_not_allowed', message: 'CONNECT is not allowed here.' } }) : 'Method not allowed.\n';
  const type = api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8';
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${api ? API_METHODS : PAGE_METHODS}\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
});
server.listen(port, host, () => {
  console.log(`Listening on http://${host}:${port}`);
  // The scheduled jobs run in this server process only (not in a process that merely loads the API).
  site.startJobs();
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}

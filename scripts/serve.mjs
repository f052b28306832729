#!/usr/bin/env node
/**
 * Serves a production build (`$ASTRO_OUT_DIR`, default dist/) on HOST:PORT with Astro's
 * Node handler (static files, on-demand pages, the API), adding the security headers to
 * every answer, static files included, and compressing text answers.
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { securityHeaders } from '../src/server/security/headers.js';
import { compressResponse } from './compress.mjs';

// A production build is served in production mode (React's server renderer, among others,
// picks its build from NODE_ENV). The build's entry sets it too (astro.config.mjs).
process.env.NODE_ENV = 'production';
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const outDir = resolve(process.env.ASTRO_OUT_DIR || 'dist');
const { handler } = await import(pathToFileURL(resolve(outDir, 'server/entry.mjs')).href);
const host = process.env.HOST || 'localhost';
const port = Number(process.env.PORT || 4321);

const server = createServer((req, res) => {
  let pathname = '/';
  try {
    pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    // the handler answers malformed URLs itself
  }
  for (const [name, value] of Object.entries(securityHeaders(pathname))) res.setHeader(name, value);
  compressResponse(req, res);
  handler(req, res);
});
server.listen(port, host, () => console.log(`Listening on http://${host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}

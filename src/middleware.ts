import { defineMiddleware } from 'astro:middleware';
import { recordPageAnalytics, type PageAnalytics } from './loaders/analytics';
import { UNAVAILABLE_HEADERS, isDatabaseUnavailable } from './loaders/availability';
import { ResponseCache } from './server/cache/response-cache';
import { securityHeaders, withAppPolicy } from './server/security/headers.js';

const PAGE_METHODS = new Set(['GET', 'HEAD']);

/** The page answered when rendering threw because the database is unavailable for now. */
function unavailablePage(): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Temporarily Unavailable - Charlotte Directory</title></head><body><main><h1>Temporarily Unavailable</h1><p>The directory is temporarily unavailable. Nothing is wrong with your request; please try again in a moment.</p><p><a href="/">Return Home</a></p></main></body></html>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', ...UNAVAILABLE_HEADERS } });
}

/**
 * On-demand pages that say they may be cached (`Cache-Control: public, max-age`: listings and
 * business pages) are reused for up to 10 seconds by this server; a write through the API
 * empties the cache. 32 MB at most.
 */
export const PAGE_CACHE = { ttlMs: 10_000, maxBytes: 32 * 1024 * 1024 };
const pageCache = new ResponseCache(PAGE_CACHE.ttlMs, PAGE_CACHE.maxBytes);

/** Renders the page (from the short page cache when it may) and counts its analytics event. */
async function renderPage(context: Parameters<Parameters<typeof defineMiddleware>[0]>[0], next: () => Promise<Response>) {
  const { pathname } = context.url;
  try {
    if (context.request.method === 'GET' && !context.isPrerendered && !context.request.headers.has('authorization')) {
      const outcome = await pageCache.serve(
        `${pathname}${context.url.search}`,
        () => next(),
        () => context.locals.analytics,
        context.request.headers.get('accept-encoding'),
      );
      const analytics = outcome.meta as PageAnalytics | undefined;
      if (analytics) await recordPageAnalytics(analytics, context.clientAddress);
      return outcome.response;
    }
    return await next();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error(`[page] ${pathname}: database unavailable: ${(error as Error).message}`);
    return unavailablePage();
  }
}

/**
 * Adds the security headers to every on-demand page and API answer (on Netlify, static
 * files get them from the generated `_headers`; locally scripts/serve.mjs sets them too).
 * An on-demand page comes with Astro's own Content Security Policy header, which replaces
 * the app's: it is completed with the app's directives (`frame-ancestors 'none'`...).
 * Pages are only read: other methods answer 405 (the API answers its own methods).
 * A page that cannot reach the database answers 503 "temporarily unavailable" with
 * Retry-After, whether it rendered that itself or threw. The page's analytics event
 * (Astro.locals.analytics) is recorded for every answer, cached ones included.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { pathname } = context.url;
  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  const response = isApi
    ? await next()
    : !PAGE_METHODS.has(context.request.method)
      ? new Response('Method not allowed.\n', { status: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' } })
      : await renderPage(context, next);
  const headers = securityHeaders(pathname);
  if (response.status === 503 && !isApi) Object.assign(headers, UNAVAILABLE_HEADERS);
  const apply = (target: Headers) => {
    for (const [name, value] of Object.entries(headers)) {
      const current = target.get(name);
      if (current === null) target.set(name, value);
      else if (name === 'content-security-policy') target.set(name, withAppPolicy(current, pathname));
    }
  };
  try {
    apply(response.headers);
    return response;
  } catch {
    // Responses such as Response.redirect() have immutable headers: copy them.
    const copy = new Response(response.body, response);
    apply(copy.headers);
    return copy;
  }
});

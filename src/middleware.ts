import { defineMiddleware } from 'astro:middleware';
import { securityHeaders, withAppPolicy } from './server/security/headers.js';

const PAGE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Adds the security headers to every on-demand page and API answer (on Netlify, static
 * files get them from the generated `_headers`; locally scripts/serve.mjs sets them too).
 * An on-demand page comes with Astro's own Content Security Policy header, which replaces
 * the app's: it is completed with the app's directives (`frame-ancestors 'none'`...).
 * Pages are only read: other methods answer 405 (the API answers its own methods).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { pathname } = context.url;
  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  const response =
    !isApi && !PAGE_METHODS.has(context.request.method)
      ? new Response('Method not allowed.\n', { status: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' } })
      : await next();
  const headers = securityHeaders(pathname);
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

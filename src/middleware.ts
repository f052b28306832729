import { defineMiddleware } from 'astro:middleware';
import { securityHeaders } from './server/security/headers.js';

/**
 * Adds the security headers to every on-demand page and API answer (on Netlify, static
 * files get them from the generated `_headers`; locally scripts/serve.mjs sets them too).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const headers = securityHeaders(context.url.pathname);
  try {
    for (const [name, value] of Object.entries(headers)) if (!response.headers.has(name)) response.headers.set(name, value);
    return response;
  } catch {
    // Responses such as Response.redirect() have immutable headers: copy them.
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) if (!copy.headers.has(name)) copy.headers.set(name, value);
    return copy;
  }
});

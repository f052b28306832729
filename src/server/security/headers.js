// Plain JavaScript (typed with JSDoc) so that the Node serve script, the Astro config, the
// Astro middleware and the Netlify function all read the same rules without a build step.

/**
 * Security headers for every answer. The page Content Security Policy (scripts, styles,
 * images, connections) is emitted per page by Astro (`security.csp` in astro.config.mjs);
 * `frame-ancestors` cannot live in a meta tag, so the header carries it.
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function securityHeaders(pathname) {
  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  return {
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    'content-security-policy': isApi
      ? "default-src 'none'; frame-ancestors 'none'"
      : "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  };
}

/**
 * A page's own Content Security Policy (Astro sends one with every on-demand page, and it
 * replaces the app's header) completed with every directive of the app's policy it lacks,
 * `frame-ancestors 'none'` above all: a meta tag cannot carry that one, the header must.
 * @param {string} pagePolicy
 * @param {string} pathname
 * @returns {string}
 */
export function withAppPolicy(pagePolicy, pathname) {
  const split = (policy) =>
    policy
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean);
  const nameOf = (directive) => directive.split(/\s+/, 1)[0].toLowerCase();
  const directives = split(pagePolicy);
  const present = new Set(directives.map(nameOf));
  for (const directive of split(securityHeaders(pathname)['content-security-policy'])) {
    if (!present.has(nameOf(directive))) directives.push(directive);
  }
  return directives.join('; ');
}

/**
 * The same rules in Netlify's `_headers` format, for the static files Netlify serves itself.
 * @returns {string}
 */
export function netlifyHeadersFile() {
  const block = (path) =>
    `${path}\n${Object.entries(securityHeaders(path.replace('*', '')))
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}\n`;
  return `${block('/*')}${block('/api/*')}`;
}

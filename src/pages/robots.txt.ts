import type { APIRoute } from 'astro';

/** robots.txt: everything public may be crawled; the admin area and payment return may not. */
export const GET: APIRoute = ({ site }) => {
  const origin = site ?? new URL('http://localhost:4321');
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /upgrade-success',
    '',
    `Sitemap: ${new URL('/sitemap-index.xml', origin).href}`,
    `Sitemap: ${new URL('/sitemap-directory.xml', origin).href}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};

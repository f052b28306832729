import type { APIRoute } from 'astro';
import { loadDirectorySitemap } from '../loaders/sitemap';
import { alternatesOf } from '../i18n/routes';

export const prerender = false;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Sitemap of the on-demand directory pages (listings and businesses), in English and Spanish. */
export const GET: APIRoute = async ({ site, url }) => {
  const origin = site ?? new URL(url.origin);
  const entries = await loadDirectorySitemap();
  const href = (path: string) => escapeXml(new URL(path, origin).href);
  // Each page and its Spanish version, each naming both (as the build-time sitemap does).
  const urls = entries.flatMap((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
    const both = alternatesOf(entry.path);
    if (!both) return [`  <url><loc>${href(entry.path)}</loc>${lastmod}</url>`];
    const links = `<xhtml:link rel="alternate" hreflang="en-US" href="${href(both.en)}"/><xhtml:link rel="alternate" hreflang="es-US" href="${href(both.es)}"/><xhtml:link rel="alternate" hreflang="x-default" href="${href(both.en)}"/>`;
    return [both.en, both.es].map((path) => `  <url><loc>${href(path)}</loc>${lastmod}${links}</url>`);
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
};

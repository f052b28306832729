import type { APIRoute } from 'astro';
import { loadDirectorySitemap } from '../loaders/sitemap';

export const prerender = false;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Sitemap of the on-demand directory pages (listings and businesses). */
export const GET: APIRoute = async ({ site, url }) => {
  const origin = site ?? new URL(url.origin);
  const entries = await loadDirectorySitemap();
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries
  .map(
    (entry) =>
      `  <url><loc>${escapeXml(new URL(entry.path, origin).href)}</loc>${
        entry.lastModified ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>` : ''
      }</url>`,
  )
  .join('\n')}
</urlset>
`;
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
};

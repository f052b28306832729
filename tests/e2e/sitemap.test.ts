import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/browser';
import { SEED } from '../support/seed';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

describe('sitemaps and robots.txt', () => {
  it('robots.txt points crawlers at both sitemaps and keeps them out of the admin area', async () => {
    const robots = await (await fetch(`${baseURL()}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toMatch(/Sitemap: \S+\/sitemap-index\.xml/);
    expect(robots).toMatch(/Sitemap: \S+\/sitemap-directory\.xml/);
  });

  it('the build-time sitemap covers the guides and neighborhoods but not the 404 or admin pages', async () => {
    const index = await (await fetch(`${baseURL()}/sitemap-index.xml`)).text();
    const pages = (await Promise.all(locs(index).map(async (loc) => locs(await (await fetch(`${baseURL()}${new URL(loc).pathname}`)).text()))))
      .flat()
      .map((loc) => new URL(loc).pathname.replace(/\/$/, '') || '/');
    expect(pages).toEqual(expect.arrayContaining(['/', '/relocation-guide', '/guide/faq', '/neighborhoods', '/neighborhoods/noda']));
    expect(pages.some((p) => p === '/404' || p.startsWith('/admin'))).toBe(false);
  });

  it('the directory sitemap lists every published business, and each of them opens', async () => {
    // The shared server only serves files that read: its businesses are the seed's.
    const xml = await (await fetch(`${baseURL()}/sitemap-directory.xml`)).text();
    const listings = locs(xml).filter((loc) => new URL(loc).pathname.startsWith('/charlotte/listing/'));
    expect(listings.length).toBe(SEED.publishedBusinesses);
    // Each also in Spanish, the two naming each other.
    expect(locs(xml).filter((loc) => new URL(loc).pathname.startsWith('/es/charlotte/listing/')).length).toBe(SEED.publishedBusinesses);
    const entry = /<url><loc>[^<]*\/es\/charlotte\/movers-packers<\/loc>(.*?)<\/url>/.exec(xml)?.[1] ?? '';
    expect(entry).toContain('hreflang="en-US" href="' + new URL('/charlotte/movers-packers', locs(xml)[0]).href + '"');
    expect(entry).toContain('hreflang="es-US" href="' + new URL('/es/charlotte/movers-packers', locs(xml)[0]).href + '"');
    for (const loc of listings.slice(0, 5)) {
      expect((await fetch(`${baseURL()}${new URL(loc).pathname}`)).status).toBe(200);
    }
    expect(locs(xml)).toContain(new URL('/charlotte/movers-packers', locs(xml)[0]).href);
  });
});

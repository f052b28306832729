import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/browser';

/**
 * Crawls the built site from / and follows every internal <a href> on every HTML page, so a
 * link to a page that does not exist (or fails) shows up here. Fragments (#comparison-table)
 * must name an element on the target page. Bounded: at most MAX_URLS pages, and only a sample
 * of business pages (there are hundreds and they share one template).
 */
const MAX_URLS = 1500;
const LISTING_SAMPLE = 40;
const CONCURRENCY = 8;

interface Result {
  url: string;
  status: number;
  error?: string;
  from: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'", '#x2F': '/' };
const decode = (value: string) => value.replace(/&(#x?[0-9a-f]+|\w+);/gi, (match, name: string) => ENTITIES[name] ?? match);

/** The href of every <a> element in the page (scripts and JSON-LD carry none). */
function anchorHrefs(html: string): string[] {
  const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  return [...withoutScripts.matchAll(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) => decode(m[1] ?? m[2] ?? ''));
}

/** Every id (and <a name>) on the page: the targets a #fragment may point at. */
function anchorTargets(html: string): Set<string> {
  const ids = [...html.matchAll(/\s(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) => decode(m[1] ?? m[2] ?? ''));
  return new Set(ids);
}

describe('internal links', () => {
  it('every internal link of the built site answers below 400, and every #fragment exists', { timeout: 900_000 }, async () => {
    const origin = new URL(baseURL()).origin;
    const queue: Array<{ url: string; from: string }> = [{ url: `${origin}/`, from: '(start)' }];
    const seen = new Set<string>([`${origin}/`]);
    const fragments: Array<{ url: string; fragment: string; from: string }> = [];
    const targets = new Map<string, Set<string>>();
    const results: Result[] = [];
    let listings = 0;
    let skippedListings = 0;
    let capped = 0;

    const enqueue = (href: string, from: string) => {
      const trimmed = href.trim();
      if (!trimmed || /^(mailto|tel|javascript|data|sms):/i.test(trimmed)) return;
      let url: URL;
      try {
        url = new URL(trimmed, from);
      } catch {
        results.push({ url: trimmed, status: 0, error: 'unparseable href', from });
        return;
      }
      if (url.origin !== origin) return;
      const fragment = decodeURIComponent(url.hash.slice(1));
      url.hash = '';
      const key = url.href;
      if (fragment) fragments.push({ url: key, fragment, from });
      if (seen.has(key)) return;
      if (url.pathname.startsWith('/charlotte/listing/')) {
        if (listings >= LISTING_SAMPLE) {
          skippedListings += 1;
          return;
        }
        listings += 1;
      }
      if (seen.size >= MAX_URLS) {
        capped += 1;
        return;
      }
      seen.add(key);
      queue.push({ url: key, from });
    };

    const visit = async ({ url, from }: { url: string; from: string }) => {
      try {
        const response = await fetch(url, { redirect: 'follow', headers: { accept: 'text/html,*/*' } });
        results.push({ url, status: response.status, from });
        const type = response.headers.get('content-type') ?? '';
        if (response.status >= 400 || !type.includes('text/html')) {
          await response.body?.cancel();
          return;
        }
        const html = await response.text();
        targets.set(url, anchorTargets(html));
        for (const href of anchorHrefs(html)) enqueue(href, response.url || url);
      } catch (error) {
        results.push({ url, status: 0, error: String(error), from });
      }
    };

    let active = 0;
    await new Promise<void>((resolve) => {
      const pump = () => {
        while (active < CONCURRENCY && queue.length) {
          const next = queue.shift();
          if (!next) break;
          active += 1;
          void visit(next).finally(() => {
            active -= 1;
            pump();
          });
        }
        if (active === 0 && queue.length === 0) resolve();
      };
      pump();
    });

    console.log(
      `crawled ${results.length} URLs (${listings} business pages sampled, ${skippedListings} more skipped` +
        `${capped ? `, ${capped} beyond the ${MAX_URLS}-URL cap` : ''}); ${fragments.length} fragment links`,
    );

    const paths = new Set(results.map((r) => new URL(r.url).pathname));
    for (const path of ['/', '/relocation-guide', '/guide/faq', '/guide/moving-checklist']) expect(paths, `crawl reached ${path}`).toContain(path);

    const broken = results
      .filter((r) => r.status === 0 || r.status >= 400)
      .map((r) => `${r.status || r.error} ${r.url.replace(origin, '')} (linked from ${r.from.replace(origin, '')})`);
    expect(broken).toEqual([]);

    const missing = fragments
      .filter(({ url, fragment }) => targets.has(url) && !targets.get(url)?.has(fragment))
      .map(({ url, fragment, from }) => `${url.replace(origin, '')}#${fragment} (linked from ${from.replace(origin, '')})`);
    expect([...new Set(missing)]).toEqual([]);
  });
});

/**
 * A short-lived, bounded cache of public GET answers (API reads and on-demand pages) for the
 * Node server: under load, 50 visitors asking for the same category page within a few
 * seconds cost one render instead of 50. Only answers the site already lets browsers and the
 * CDN reuse are kept (200, `Cache-Control: public` with a max-age, no cookies), for at most
 * `ttlMs` or their max-age, whichever is shorter. Concurrent misses of one key share one
 * render. A write purges the entries whose `Netlify-Cache-Tag` names a tag it changed
 * (./purge.ts, src/domain/cache-tags.ts: the same rule as on the CDN), so staff and
 * visitors see their own changes at once. Memory is bounded by `maxBytes` of plain bodies
 * (least recently used entries go first, lru-cache), plus their compressed copies, which
 * are smaller. Inside a Netlify function the cache is off: the CDN caches there.
 *
 * On the Node server, which compresses answers itself ({@link serverCompresses}), an entry
 * also keeps its body compressed in the encoding a client asked for, made once: a cached
 * answer then costs neither a compression nor moving the whole plain body.
 */
import { LRUCache } from 'lru-cache';
import { tagsOfHeader } from '../../domain/cache-tags';
import { COMPRESSIBLE, MIN_BYTES, compressBody, pickEncoding, serverCompresses } from './compression.js';
import { inProcessCaching, registerPurgeable, type Purgeable } from './purge';

type Encoding = 'br' | 'gzip';

interface Entry {
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array<ArrayBuffer>;
  /** What the answer shows (its Netlify-Cache-Tag); an untagged entry goes with any purge. */
  tags: string[];
  /** Whatever the producer attached (pages: the analytics event to count on every hit). */
  meta?: unknown;
  /** The body compressed, per encoding, made on first demand. */
  compressed?: Partial<Record<Encoding, Promise<Buffer | null>>>;
}

export interface CacheOutcome {
  response: Response;
  /** True when the answer came from the cache (or from a concurrent render of the same key). */
  hit: boolean;
  meta?: unknown;
}

function maxAgeMs(cacheControl: string): number {
  if (!/\bpublic\b/i.test(cacheControl) || /\b(no-store|no-cache|private)\b/i.test(cacheControl)) return 0;
  const match = /\bmax-age=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) * 1000 : 0;
}

export class ResponseCache implements Purgeable {
  private readonly entries: LRUCache<string, Entry>;
  private readonly inflight = new Map<string, Promise<Entry | null>>();
  /** Bumped by every purge: a render that started before one is not kept. */
  private generation = 0;

  /** `now` (milliseconds) is for tests: the clock entries expire on, read afresh on every check. */
  constructor(
    readonly ttlMs: number,
    readonly maxBytes: number,
    readonly maxEntryBytes = Math.max(1, Math.floor(maxBytes / 16)),
    now?: () => number,
  ) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      maxEntrySize: maxEntryBytes,
      sizeCalculation: (entry) => Math.max(1, entry.body.byteLength),
      ttl: ttlMs,
      ...(now && { perf: { now }, ttlResolution: 0 }),
    });
    registerPurgeable(this);
  }

  get size() {
    return this.entries.size;
  }

  get totalBytes() {
    return this.entries.calculatedSize;
  }

  clear(): void {
    this.entries.clear();
    this.generation++;
  }

  purgeTags(tags: ReadonlySet<string>): void {
    this.generation++;
    for (const [key, entry] of this.entries.entries()) {
      if (!entry.tags.length || entry.tags.some((tag) => tags.has(tag))) this.entries.delete(key);
    }
  }

  private async toResponse(entry: Entry, encoding: Encoding | null): Promise<Response> {
    const compressed = encoding && serverCompresses() ? await this.compressedBody(entry, encoding) : null;
    if (!compressed) return new Response(entry.body.slice(), { status: entry.status, headers: entry.headers });
    const headers = new Headers(entry.headers);
    headers.set('content-encoding', encoding!);
    headers.set('content-length', String(compressed.byteLength));
    headers.append('vary', 'accept-encoding');
    return new Response(new Uint8Array(compressed), { status: entry.status, headers });
  }

  /** The entry's body in `encoding`, or null when it is not worth compressing. */
  private compressedBody(entry: Entry, encoding: Encoding): Promise<Buffer | null> {
    const type = entry.headers.find(([name]) => name === 'content-type')?.[1] ?? '';
    if (entry.body.byteLength < MIN_BYTES || !COMPRESSIBLE.test(type) || entry.headers.some(([name]) => name === 'content-encoding')) {
      return Promise.resolve(null);
    }
    entry.compressed ??= {};
    return (entry.compressed[encoding] ??= compressBody(encoding, entry.body).catch(() => null));
  }

  /**
   * The cached answer for `key`, or `produce()`'s (kept when cacheable). `meta` is read after
   * `produce()` resolves and kept with the entry.
   */
  async serve(key: string, produce: () => Promise<Response>, meta?: () => unknown, acceptEncoding?: string | null): Promise<CacheOutcome> {
    if (!inProcessCaching()) return { response: await produce(), hit: false, meta: meta?.() };
    const encoding = pickEncoding(acceptEncoding);
    const entry = this.entries.get(key);
    if (entry) return { response: await this.toResponse(entry, encoding), hit: true, meta: entry.meta };
    const pending = this.inflight.get(key);
    if (pending) {
      const shared = await pending;
      if (shared) return { response: await this.toResponse(shared, encoding), hit: true, meta: shared.meta };
      return { response: await produce(), hit: false, meta: meta?.() };
    }
    let settle!: (entry: Entry | null) => void;
    this.inflight.set(key, new Promise<Entry | null>((resolve) => (settle = resolve)));
    const generation = this.generation;
    try {
      const response = await produce();
      const ttl = Math.min(this.ttlMs, maxAgeMs(response.headers.get('cache-control') ?? ''));
      const length = Number(response.headers.get('content-length') ?? 0);
      if (response.status !== 200 || ttl <= 0 || response.headers.has('set-cookie') || length > this.maxEntryBytes) {
        settle(null);
        return { response, hit: false, meta: meta?.() };
      }
      const body = new Uint8Array(await response.arrayBuffer());
      const tags = tagsOfHeader(response.headers.get('netlify-cache-tag'));
      const stored: Entry = { status: response.status, headers: [...response.headers], body, tags, meta: meta?.() };
      if (body.byteLength <= this.maxEntryBytes && generation === this.generation) this.entries.set(key, stored, { ttl });
      settle(stored);
      return { response: await this.toResponse(stored, encoding), hit: false, meta: stored.meta };
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      this.inflight.delete(key);
    }
  }
}

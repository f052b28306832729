/**
 * A short-lived, bounded cache of public GET answers (API reads and on-demand pages) for the
 * Node server: under load, 50 visitors asking for the same category page within a few
 * seconds cost one render instead of 50. Only answers the site already lets browsers and the
 * CDN reuse are kept (200, `Cache-Control: public` with a max-age, no cookies), for at most
 * `ttlMs` or their max-age, whichever is shorter. Concurrent misses of one key share one
 * render. Any successful write through the API empties every cache of the process
 * ({@link invalidateResponseCaches}), so staff and visitors see their own changes at once.
 * Memory is bounded by `maxBytes` of plain bodies (least recently used entries go first),
 * plus their compressed copies, which are smaller.
 *
 * On the Node server, which compresses answers itself ({@link serverCompresses}), an entry
 * also keeps its body compressed in the encoding a client asked for, made once: a cached
 * answer then costs neither a compression nor moving the whole plain body.
 */
import { COMPRESSIBLE, MIN_BYTES, compressBody, pickEncoding, serverCompresses } from './compression.js';

type Encoding = 'br' | 'gzip';

interface Entry {
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array<ArrayBuffer>;
  expires: number;
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

const caches = new Set<WeakRef<ResponseCache>>();

/** Empties every response cache of this process (after a successful write). */
export function invalidateResponseCaches(): void {
  for (const ref of caches) {
    const cache = ref.deref();
    if (cache) cache.clear();
    else caches.delete(ref);
  }
}

function maxAgeMs(cacheControl: string): number {
  if (!/\bpublic\b/i.test(cacheControl) || /\b(no-store|no-cache|private)\b/i.test(cacheControl)) return 0;
  const match = /\bmax-age=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) * 1000 : 0;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<Entry | null>>();
  private bytes = 0;
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    readonly maxBytes: number,
    readonly maxEntryBytes = Math.max(1, Math.floor(maxBytes / 16)),
  ) {
    caches.add(new WeakRef(this));
  }

  get size() {
    return this.entries.size;
  }

  get totalBytes() {
    return this.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generation++;
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

  private store(key: string, entry: Entry) {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, entry);
    this.bytes += entry.body.byteLength;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest, value);
    }
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.body.byteLength;
  }

  /**
   * The cached answer for `key`, or `produce()`'s (kept when cacheable). `meta` is read after
   * `produce()` resolves and kept with the entry.
   */
  async serve(key: string, produce: () => Promise<Response>, meta?: () => unknown, acceptEncoding?: string | null): Promise<CacheOutcome> {
    const encoding = pickEncoding(acceptEncoding);
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.expires > now) {
      // refresh its place in the LRU order
      this.entries.delete(key);
      this.entries.set(key, entry);
      return { response: await this.toResponse(entry, encoding), hit: true, meta: entry.meta };
    }
    if (entry) this.remove(key, entry);
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
      const stored: Entry = { status: response.status, headers: [...response.headers], body, expires: now + ttl, meta: meta?.() };
      if (body.byteLength <= this.maxEntryBytes && generation === this.generation) this.store(key, stored);
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

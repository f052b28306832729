/**
 * Where share images come from, cheapest first: this process's memory (an LRU of recent
 * images), then the kept images (./image-store.ts: a folder locally, Netlify Blobs in a
 * function), then a render (~56 ms of CPU), which each client may ask for at most
 * OG_RENDERS_PER_MINUTE times a minute in this process (a guard against render floods, not
 * a correctness rule: cached images are not counted).
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { renderOgPng, type OgText } from './image';
import type { OgImageStore } from './image-store';

/** Renders one client may cause per minute (cached images are not counted). */
export const OG_RENDERS_PER_MINUTE = 20;

const memory = new LRUCache<string, Promise<Uint8Array>>({ max: 200 });
const rendersByClient = new LRUCache<string, number[]>({ max: 10_000 });

/** Thrown when a client has used up its renders for now. */
export class OgRateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many share images rendered for this client.');
    this.name = 'OgRateLimitedError';
  }
}

/** Counts one render for `client`, or throws {@link OgRateLimitedError} when it had `perMinute` in the last minute. */
export function takeRender(client: string, now: number, perMinute: number): void {
  const recent = (rendersByClient.get(client) ?? []).filter((at) => now - at < 60_000);
  if (recent.length >= perMinute) {
    rendersByClient.set(client, recent);
    throw new OgRateLimitedError(Math.max(1, Math.ceil((recent[0]! + 60_000 - now) / 1000)));
  }
  recent.push(now);
  rendersByClient.set(client, recent);
}

async function keptOrRender(text: OgText, key: string, store: OgImageStore | null, client: string, perMinute: number): Promise<Uint8Array> {
  if (store) {
    try {
      const kept = await store.get(key);
      if (kept) return kept;
    } catch (error) {
      console.warn('[og] could not read a kept image:', (error as Error).message);
    }
  }
  takeRender(client, Date.now(), perMinute);
  const png = await renderOgPng(text);
  if (store) {
    try {
      await store.set(key, png);
    } catch (error) {
      console.warn('[og] could not keep a rendered image:', (error as Error).message);
    }
  }
  return png;
}

/** The key an image is kept under: a hash of its text. */
function ogImageKey(text: OgText): string {
  return createHash('sha256')
    .update(JSON.stringify([text.title, text.subtitle ?? '']))
    .digest('hex');
}

/**
 * The PNG of `text`, from memory, the store or a render (at most `rendersPerMinute`, default
 * {@link OG_RENDERS_PER_MINUTE}, per `client`).
 */
export function ogPng(text: OgText, options: { store: OgImageStore | null; client: string; rendersPerMinute?: number }): Promise<Uint8Array> {
  const key = ogImageKey(text);
  const hit = memory.get(key);
  if (hit) return hit;
  const loading = keptOrRender(text, key, options.store, options.client, options.rendersPerMinute ?? OG_RENDERS_PER_MINUTE);
  memory.set(key, loading);
  // A failed or refused render is not remembered, so the next request tries again.
  loading.catch(() => memory.delete(key));
  return loading;
}

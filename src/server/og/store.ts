/**
 * Where share images come from, cheapest first: this process's memory (an LRU of recent
 * images), then a folder that survives restarts (OG_CACHE_DIR, at most OG_DISK_ENTRIES
 * files, oldest removed first), then a render (~56 ms of CPU), which each client may ask
 * for at most OG_RENDERS_PER_MINUTE times a minute.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { renderOgPng, type OgText } from './image';
import { LruCache } from './lru';

/** Renders one client may cause per minute (cached images are not counted). */
export const OG_RENDERS_PER_MINUTE = 20;
/** Images kept on disk; beyond it the oldest go. */
const OG_DISK_ENTRIES = 5_000;

const memory = new LruCache<string, Promise<Uint8Array>>(200);
const rendersByClient = new LruCache<string, number[]>(10_000);
let writesSincePrune = 0;

/** Thrown when a client has used up its renders for now. */
export class OgRateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many share images rendered for this client.');
    this.name = 'OgRateLimitedError';
  }
}

function takeRender(client: string, now: number, perMinute: number): void {
  const recent = (rendersByClient.get(client) ?? []).filter((at) => now - at < 60_000);
  if (recent.length >= perMinute) {
    rendersByClient.set(client, recent);
    throw new OgRateLimitedError(Math.max(1, Math.ceil((recent[0]! + 60_000 - now) / 1000)));
  }
  recent.push(now);
  rendersByClient.set(client, recent);
}

function prune(dir: string) {
  try {
    const files = readdirSync(dir)
      .filter((name) => name.endsWith('.png'))
      .map((name) => ({ path: join(dir, name), at: statSync(join(dir, name)).mtimeMs }));
    if (files.length <= OG_DISK_ENTRIES) return;
    files.sort((a, b) => a.at - b.at);
    for (const file of files.slice(0, files.length - OG_DISK_ENTRIES)) unlinkSync(file.path);
  } catch (error) {
    console.warn('[og] could not prune the image cache:', (error as Error).message);
  }
}

async function fromDiskOrRender(text: OgText, file: string | undefined, client: string, perMinute: number): Promise<Uint8Array> {
  if (file) {
    try {
      return new Uint8Array(await readFile(file));
    } catch {
      // not cached yet
    }
  }
  takeRender(client, Date.now(), perMinute);
  const png = await renderOgPng(text);
  if (file) {
    try {
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, png);
      await rename(temporary, file);
      if (++writesSincePrune >= 100) {
        writesSincePrune = 0;
        prune(resolve(file, '..'));
      }
    } catch (error) {
      console.warn('[og] could not keep a rendered image:', (error as Error).message);
    }
  }
  return png;
}

const madeDirs = new Set<string>();

/**
 * The PNG of `text`, from memory, disk or a render (at most `rendersPerMinute`, default
 * {@link OG_RENDERS_PER_MINUTE}, per `client`).
 */
export function ogPng(text: OgText, options: { cacheDir?: string; client: string; rendersPerMinute?: number }): Promise<Uint8Array> {
  const key = createHash('sha256').update(JSON.stringify([text.title, text.subtitle ?? ''])).digest('hex');
  const hit = memory.get(key);
  if (hit) return hit;
  let file: string | undefined;
  if (options.cacheDir) {
    const dir = resolve(options.cacheDir);
    try {
      if (!madeDirs.has(dir)) mkdirSync(dir, { recursive: true });
      madeDirs.add(dir);
      file = join(dir, `${key}.png`);
    } catch {
      file = undefined; // a read-only disk: memory only
    }
  }
  const loading = fromDiskOrRender(text, file, options.client, options.rendersPerMinute ?? OG_RENDERS_PER_MINUTE);
  memory.set(key, loading);
  // A failed or refused render is not remembered, so the next request tries again.
  loading.catch(() => memory.delete(key));
  return loading;
}

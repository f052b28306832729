/**
 * Where rendered share images are kept beyond one process, behind one interface: a folder
 * locally (OG_CACHE_DIR, at most OG_DISK_ENTRIES files, oldest removed first), Netlify Blobs
 * inside a Netlify function, whose own disk goes with the instance. A PNG depends only on
 * its title and subtitle, so a kept image is never stale. Failures to read or keep an image
 * are logged and cost a render, never an error.
 */
import { getStore } from '@netlify/blobs';
import { mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { runsInNetlifyFunction } from '../cache/purge';

export interface OgImageStore {
  /** The PNG kept under `key`, or null. */
  get(key: string): Promise<Uint8Array | null>;
  set(key: string, png: Uint8Array): Promise<void>;
}

/** Images kept in a folder; beyond it the oldest go. */
const OG_DISK_ENTRIES = 5_000;
/** The Netlify Blobs store of share images (site-wide: images outlive deploys). */
const OG_BLOB_STORE = 'og-images';

function prune(dir: string, maxEntries: number) {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.png'))
    .map((name) => ({ path: join(dir, name), at: statSync(join(dir, name)).mtimeMs }));
  if (files.length <= maxEntries) return;
  files.sort((a, b) => a.at - b.at);
  for (const file of files.slice(0, files.length - maxEntries)) unlinkSync(file.path);
}

/** A folder of `{key}.png` files, written atomically, pruned to `maxEntries` every 100 writes. */
export function folderStore(folder: string, maxEntries = OG_DISK_ENTRIES): OgImageStore {
  const dir = resolve(folder);
  let made = false;
  let writesSincePrune = 0;
  return {
    async get(key) {
      try {
        return new Uint8Array(await readFile(join(dir, `${key}.png`)));
      } catch {
        return null;
      }
    },
    async set(key, png) {
      if (!made) mkdirSync(dir, { recursive: true });
      made = true;
      const file = join(dir, `${key}.png`);
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, png);
      await rename(temporary, file);
      if (++writesSincePrune >= 100) {
        writesSincePrune = 0;
        prune(dir, maxEntries);
      }
    },
  };
}

/** The part of a Netlify Blobs store this needs (`getStore(...)` returns one). */
interface BlobStore {
  get(key: string, options: { type: 'arrayBuffer' }): Promise<ArrayBuffer | null>;
  set(key: string, data: ArrayBuffer): Promise<unknown>;
}

/** Images in a Netlify Blobs store. */
export function blobsStore(store: BlobStore): OgImageStore {
  return {
    async get(key) {
      const data = await store.get(key, { type: 'arrayBuffer' });
      return data ? new Uint8Array(data) : null;
    },
    async set(key, png) {
      await store.set(key, png.slice().buffer);
    },
  };
}

let netlifyStore: OgImageStore | null | undefined;

/**
 * The store of this runtime: Netlify Blobs inside a Netlify function (the runtime supplies
 * its credentials), else the folder `cacheDir`, else none.
 */
export function ogImageStore(cacheDir: string | undefined): OgImageStore | null {
  if (!runsInNetlifyFunction()) return cacheDir ? folderStore(cacheDir) : null;
  if (netlifyStore === undefined) {
    try {
      netlifyStore = blobsStore(getStore({ name: OG_BLOB_STORE, consistency: 'eventual' }));
    } catch (error) {
      console.warn(`[og] Netlify Blobs is not available, images are rendered every time: ${(error as Error).message}`);
      netlifyStore = null;
    }
  }
  return netlifyStore;
}

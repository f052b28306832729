import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobsStore, folderStore, type OgImageStore } from './image-store';

const png = (byte: number) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, byte]);
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cd-og-store-'));
  folders.push(dir);
  return dir;
};

let blobs: BlobsServer;
let blobsUrl: string;
const TOKEN = 'og-store-test-token';

beforeAll(async () => {
  blobs = new BlobsServer({ directory: folder(), token: TOKEN });
  const { port } = await blobs.start();
  blobsUrl = `http://localhost:${port}`;
});

afterAll(async () => {
  await blobs.stop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Netlify Blobs as a function sees it, served by the library's own local sandbox server. */
const sandboxStore = (name: string) => getStore({ name, siteID: 'og-store-test', token: TOKEN, edgeURL: blobsUrl });

const kinds: Array<[string, () => OgImageStore]> = [
  ['a local folder', () => folderStore(join(folder(), 'nested'))],
  ['Netlify Blobs', () => blobsStore(sandboxStore(`og-${Math.random().toString(36).slice(2)}`))],
];

describe.each(kinds)('share images kept in %s', (_kind, make) => {
  it('gives back the same bytes under the same key, and null for a key never kept', async () => {
    const store = make();
    expect(await store.get('missing')).toBeNull();
    await store.set('a'.repeat(64), png(1));
    await store.set('b'.repeat(64), png(2));
    expect(await store.get('a'.repeat(64))).toEqual(png(1));
    expect(await store.get('b'.repeat(64))).toEqual(png(2));
  });
});

describe('the folder store', () => {
  it('keeps at most its number of images, dropping the oldest', async () => {
    const dir = folder();
    const store = folderStore(dir, 10);
    for (let i = 0; i < 100; i++) await store.set(`k${String(i).padStart(3, '0')}`, png(i));
    expect(readdirSync(dir).filter((name) => name.endsWith('.png'))).toHaveLength(10);
    expect(await store.get('k099')).toEqual(png(99));
    expect(await folderStore(dir).get('k099')).toEqual(png(99));
  });
});

describe('the Blobs store', () => {
  it('is readable by a second client of the same site store, as another function instance would be', async () => {
    await blobsStore(sandboxStore('og-shared')).set('d'.repeat(64), png(4));
    expect(await blobsStore(sandboxStore('og-shared')).get('d'.repeat(64))).toEqual(png(4));
  });
});

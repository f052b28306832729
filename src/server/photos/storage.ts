/**
 * Where photo files live, behind one interface: a local folder by default (served by
 * GET /api/photos/{businessId}/{file}), Supabase Storage in production (a public bucket,
 * served from Supabase's public URL). Keys look like `{businessId}/{name}-{width}.webp`;
 * a key is written once and never overwritten, so every URL may be cached for a year.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Env } from '../env';

export interface PhotoStorage {
  /** Stores `bytes` under `key` (content type `contentType`). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the files; keys that do not exist are ignored. */
  remove(keys: string[]): Promise<void>;
  /** The URL a browser fetches `key` from. */
  publicUrl(key: string): string;
}

/** One year: keys are never reused, so a file never changes under its URL. */
const PHOTO_CACHE_SECONDS = 31_536_000;
export const PHOTO_CACHE_CONTROL = `public, max-age=${PHOTO_CACHE_SECONDS}, immutable`;

const KEY = /^\d{1,10}\/[a-z0-9-]{1,80}\.webp$/;

/** Whether `key` is a key this site writes (no `..`, no absolute paths, nothing but our names). */
export function isPhotoKey(key: string): boolean {
  return KEY.test(key);
}

function assertKey(key: string): void {
  if (!isPhotoKey(key)) throw new Error(`Not a photo storage key: ${JSON.stringify(key)}`);
}

/** Files in a folder on this machine (PHOTO_STORAGE_DIR). */
export class LocalPhotoStorage implements PhotoStorage {
  private readonly root: string;

  constructor(
    root: string,
    private readonly urlPrefix = '/api/photos/',
  ) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    assertKey(key);
    const path = join(this.root, ...key.split('/'));
    if (!path.startsWith(this.root + sep)) throw new Error('Photo key escapes the storage folder');
    return path;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.path(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.path(key), { force: true })));
  }

  publicUrl(key: string): string {
    assertKey(key);
    return `${this.urlPrefix}${key}`;
  }
}

/** Thrown when Supabase Storage answers an error; the API turns it into a 502. */
export class PhotoStorageError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PhotoStorageError';
  }
}

/**
 * A public bucket of Supabase Storage, through its REST API (what `@supabase/storage-js`
 * sends): `POST /storage/v1/object/{bucket}/{key}` to upload, `DELETE` on the same path to
 * remove, `/storage/v1/object/public/{bucket}/{key}` to read. The service-role key
 * authorizes writes; it never leaves the server.
 */
export class SupabasePhotoStorage implements PhotoStorage {
  private readonly base: string;

  constructor(
    projectUrl: string,
    private readonly serviceRoleKey: string,
    private readonly bucket: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.base = projectUrl.replace(/\/+$/, '');
  }

  private objectUrl(key: string): string {
    assertKey(key);
    return `${this.base}/storage/v1/object/${encodeURIComponent(this.bucket)}/${key}`;
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { authorization: `Bearer ${this.serviceRoleKey}`, apikey: this.serviceRoleKey, ...extra };
  }

  private async call(url: string, init: RequestInit, what: string): Promise<Response> {
    let response: Response;
    try {
      response = await this.fetchImpl(url, { ...init, signal: AbortSignal.timeout(20_000) });
    } catch (error) {
      throw new PhotoStorageError(`Supabase Storage could not be reached to ${what}: ${(error as Error).message}`);
    }
    return response;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const response = await this.call(
      this.objectUrl(key),
      {
        method: 'POST',
        headers: this.headers({ 'content-type': contentType, 'cache-control': `max-age=${PHOTO_CACHE_SECONDS}`, 'x-upsert': 'false' }),
        body: bytes as Uint8Array<ArrayBuffer>,
      },
      'store a photo',
    );
    if (!response.ok) throw new PhotoStorageError(`Supabase Storage refused a photo upload (${response.status}): ${await response.text()}`, response.status);
  }

  async get(key: string): Promise<Uint8Array | null> {
    const response = await this.call(this.publicUrl(key), { method: 'GET' }, 'read a photo');
    if (response.status === 404 || response.status === 400) return null;
    if (!response.ok) throw new PhotoStorageError(`Supabase Storage could not read a photo (${response.status})`, response.status);
    return new Uint8Array(await response.arrayBuffer());
  }

  async remove(keys: string[]): Promise<void> {
    for (const key of keys) {
      const response = await this.call(this.objectUrl(key), { method: 'DELETE', headers: this.headers() }, 'remove a photo');
      // Storage answers 404 (or 400 "not_found" in older versions) for a missing object: already gone.
      if (!response.ok && response.status !== 404 && response.status !== 400) {
        throw new PhotoStorageError(`Supabase Storage could not remove a photo (${response.status})`, response.status);
      }
    }
  }

  publicUrl(key: string): string {
    assertKey(key);
    return `${this.base}/storage/v1/object/public/${encodeURIComponent(this.bucket)}/${key}`;
  }
}

const storages = new WeakMap<Env, PhotoStorage>();

/** The storage this server is configured for (PHOTO_STORAGE, see docs/photos.md): one object per configuration. */
export function photoStorageFor(env: Env): PhotoStorage {
  let storage = storages.get(env);
  if (!storage) {
    storage =
      env.PHOTO_STORAGE === 'supabase'
        ? new SupabasePhotoStorage(env.PUBLIC_SUPABASE_URL!, env.SUPABASE_SERVICE_ROLE_KEY!, env.PHOTO_STORAGE_BUCKET)
        : new LocalPhotoStorage(env.PHOTO_STORAGE_DIR);
    storages.set(env, storage);
  }
  return storage;
}

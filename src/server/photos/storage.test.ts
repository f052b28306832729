import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSupabaseStorage, type FakeSupabaseStorage } from '../../../tests/support/fake-supabase-storage';
import { parseEnv } from '../env';
import { LocalPhotoStorage, PhotoStorageError, SupabasePhotoStorage, isPhotoKey, photoStorageFor, type PhotoStorage } from './storage';

const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);

/** What every storage must do, whichever it is. */
function behavesAsPhotoStorage(name: string, make: () => PhotoStorage, fetchUrl: (storage: PhotoStorage, key: string) => Promise<Response | null>) {
  describe(name, () => {
    it('stores, reads back, serves from its public URL and removes a file', async () => {
      const storage = make();
      await storage.put('12/abc-480.webp', bytes, 'image/webp');
      expect(await storage.get('12/abc-480.webp')).toEqual(bytes);
      const served = await fetchUrl(storage, '12/abc-480.webp');
      if (served) {
        expect(served.status).toBe(200);
        expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
      }
      await storage.remove(['12/abc-480.webp', '12/never-written-480.webp']);
      expect(await storage.get('12/abc-480.webp')).toBeNull();
    });

    it('refuses keys it did not make (path traversal, other extensions)', async () => {
      const storage = make();
      for (const key of ['../etc/passwd', '12/../../x.webp', '/abs/x.webp', '12/x.html', '12/X.webp']) {
        expect(isPhotoKey(key)).toBe(false);
        await expect(storage.put(key, bytes, 'image/webp')).rejects.toThrow(/Not a photo storage key/);
      }
    });
  });
}

let folder: string;
let fake: FakeSupabaseStorage;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'photos-'));
  fake = await startFakeSupabaseStorage();
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await fake.close();
});

behavesAsPhotoStorage(
  'LocalPhotoStorage',
  () => new LocalPhotoStorage(folder),
  async () => null,
);
behavesAsPhotoStorage(
  'SupabasePhotoStorage',
  () => new SupabasePhotoStorage(fake.url, fake.serviceKey, 'business-photos'),
  async (storage, key) => fetch(storage.publicUrl(key)),
);

describe('LocalPhotoStorage', () => {
  it('keeps files under the folder by business and leaves no temporary file', async () => {
    const storage = new LocalPhotoStorage(folder);
    await storage.put('7/cover-960.webp', bytes);
    expect(await readdir(join(folder, '7'))).toEqual(['cover-960.webp']);
    expect(storage.publicUrl('7/cover-960.webp')).toBe('/api/photos/7/cover-960.webp');
  });
});

describe('SupabasePhotoStorage', () => {
  it('speaks Storage REST: POST and DELETE on /storage/v1/object/{bucket}/{path} with the service key, public URL for reads', async () => {
    const storage = new SupabasePhotoStorage(`${fake.url}/`, fake.serviceKey, 'business-photos');
    fake.requests.length = 0;
    await storage.put('3/p-480.webp', bytes, 'image/webp');
    expect(fake.objects.get('business-photos/3/p-480.webp')).toMatchObject({ contentType: 'image/webp', cacheControl: 'max-age=31536000' });
    expect(storage.publicUrl('3/p-480.webp')).toBe(`${fake.url}/storage/v1/object/public/business-photos/3/p-480.webp`);
    await storage.remove(['3/p-480.webp']);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /storage/v1/object/business-photos/3/p-480.webp',
      'DELETE /storage/v1/object/business-photos/3/p-480.webp',
    ]);
    expect(fake.requests.every((r) => r.authorization === `Bearer ${fake.serviceKey}` && r.apikey === fake.serviceKey)).toBe(true);
  });

  it('reports a refused upload (wrong key, failure, duplicate) as a PhotoStorageError', async () => {
    await expect(new SupabasePhotoStorage(fake.url, 'wrong-key', 'business-photos').put('3/q-480.webp', bytes, 'image/webp')).rejects.toThrow(
      PhotoStorageError,
    );
    const storage = new SupabasePhotoStorage(fake.url, fake.serviceKey, 'business-photos');
    fake.failUploads(1);
    await expect(storage.put('3/q-480.webp', bytes, 'image/webp')).rejects.toThrow(/refused a photo upload \(500\)/);
    await storage.put('3/q-480.webp', bytes, 'image/webp');
    await expect(storage.put('3/q-480.webp', bytes, 'image/webp')).rejects.toThrow(/\(409\)/);
  });

  it('reports an unreachable Storage as a PhotoStorageError', async () => {
    await expect(new SupabasePhotoStorage('http://127.0.0.1:9', 'k', 'business-photos').put('3/r-480.webp', bytes, 'image/webp')).rejects.toThrow(
      /could not be reached/,
    );
  });
});

describe('photoStorageFor', () => {
  it('is the local folder by default and Supabase Storage when PHOTO_STORAGE=supabase', () => {
    expect(photoStorageFor(parseEnv({ PHOTO_STORAGE_DIR: folder }))).toBeInstanceOf(LocalPhotoStorage);
    const remote = photoStorageFor(parseEnv({ PHOTO_STORAGE: 'supabase', PUBLIC_SUPABASE_URL: 'https://ref.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'k' }));
    expect(remote.publicUrl('1/a-480.webp')).toBe('https://ref.supabase.co/storage/v1/object/public/business-photos/1/a-480.webp');
  });
});

/**
 * Owner photos through the router on each database, with the files in a local
 * folder and in Supabase Storage (the wire-format double): who may upload and change photos
 * (the owner, not another owner, staff or a visitor), hostile uploads refused with nothing
 * stored, the 10-photo cap, GPS stripped from what is served, cover/order/alt/delete, the
 * upload rate limit, and the public file and share-image routes.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessPhoto } from '../../src/domain/photos';
import { createRouter } from '../../src/server/api/router';
import { routes } from '../../src/server/api/routes';
import type { Db } from '../../src/server/db/client';
import { parseEnv } from '../../src/server/env';
import { describeEachDb } from '../support/db';
import { startFakeSupabaseStorage, type FakeSupabaseStorage } from '../support/fake-supabase-storage';
import { hugePng, htmlPretendingToBePng, jpegWithGps, plainPng, plainWebp, svgWithScript, truncated } from '../support/images';
import { createOwnerWithBusiness, type OwnerFixture } from '../support/owners';
import { LOCAL_PASSWORD, errorOf, get, insertBusiness, insertStaff, makeApi, send, staffLogin, type Api } from './api-support';

const base = (id: number) => `/api/owner/businesses/${id}/photos`;

function upload(api: Api, businessId: number, file: Uint8Array | null, alt: string | null, token?: string, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  if (file) form.set('file', new Blob([file as Uint8Array<ArrayBuffer>], { type }), name);
  if (alt !== null) form.set('alt', alt);
  return api(new Request(`http://test${base(businessId)}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} }));
}

async function photosOf(response: Response): Promise<BusinessPhoto[]> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return ((await response.json()) as { photos: BusinessPhoto[] }).photos;
}

async function rowCount(db: Db, businessId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from public.business_photos where business_id = $1', [businessId]);
  return Number(row!.n);
}

/** Runs one read as Supabase's anon role (what a browser with the public key could read), then rolls back. */
async function asAnon(db: Db, sql: string, params: unknown[]): Promise<unknown[]> {
  const rollback = new Error('rollback');
  let rows: unknown[] = [];
  try {
    await db.transaction(async (tx) => {
      await tx.query('set local role anon');
      rows = await tx.query(sql, params);
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return rows;
}

interface StorageUnderTest {
  kind: 'local' | 'supabase';
  env: Record<string, string>;
  /** Every stored file name (folder walk or the double's objects). */
  files(): Promise<string[]>;
  /** Fetches a photo URL the API answered (the local route through the router, or the double over HTTP). */
  fetchPhoto(api: Api, url: string): Promise<Response>;
}

let folder: string;
let fake: FakeSupabaseStorage;
let jpeg: Uint8Array;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'owner-photos-'));
  fake = await startFakeSupabaseStorage();
  jpeg = await jpegWithGps(1800, 1200);
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await fake.close();
});

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

const storages: StorageUnderTest[] = [
  {
    kind: 'local',
    get env() {
      return { ADMIN_PASSWORD: LOCAL_PASSWORD, PHOTO_STORAGE_DIR: folder };
    },
    files: () => walk(folder),
    fetchPhoto: (api, url) => get(api, url),
  },
  {
    kind: 'supabase',
    get env() {
      return { ADMIN_PASSWORD: LOCAL_PASSWORD, PHOTO_STORAGE: 'supabase', PUBLIC_SUPABASE_URL: fake.url, SUPABASE_SERVICE_ROLE_KEY: fake.serviceKey };
    },
    files: async () => [...fake.objects.keys()],
    fetchPhoto: (_api, url) => fetch(url),
  },
];

describeEachDb('owner photos', (getDb) => {
  for (const storage of storages) {
    describe(`stored in ${storage.kind}`, () => {
      let api: Api;
      let owner: OwnerFixture;
      beforeAll(async () => {
        api = makeApi(getDb(), storage.env);
        owner = await createOwnerWithBusiness(getDb());
      });

      it('uploads a photo: WebP in its widths, no EXIF or GPS in what is served, the first is the cover', async () => {
        const response = await upload(api, owner.businessId, jpeg, '  Our shop on Central Avenue ', owner.token);
        expect(response.status).toBe(201);
        const { photo, photos } = (await response.json()) as { photo: BusinessPhoto; photos: BusinessPhoto[] };
        expect(photo).toMatchObject({ alt: 'Our shop on Central Avenue', isCover: true, position: 0, width: 1600, height: 1067 });
        expect(photo.variants.map((v) => v.width)).toEqual([480, 960, 1600]);
        expect(photos.map((p) => p.id)).toEqual([photo.id]);
        for (const variant of photo.variants) {
          const served = await storage.fetchPhoto(api, variant.url);
          expect(served.status).toBe(200);
          const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
          expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.height]);
          expect(meta.exif).toBeUndefined();
        }
        if (storage.kind === 'local') {
          const served = await get(api, photo.variants[0]!.url);
          expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
          expect(served.headers.get('content-type')).toBe('image/webp');
        } else {
          expect(photo.variants[0]!.url).toMatch(new RegExp(`^${fake.url}/storage/v1/object/public/business-photos/${owner.businessId}/[a-f0-9]+-480\\.webp$`));
        }
        // Anyone reads the photos of a published business, through RLS as well.
        expect(await asAnon(getDb(), 'select id, alt from public.business_photos where business_id = $1', [owner.businessId])).toHaveLength(1);
        await expect(asAnon(getDb(), 'select uploaded_by from public.business_photos', [])).rejects.toThrow(/permission denied/);
      });

      it('refuses hostile uploads with a clear 400/413/415 and stores nothing', async () => {
        const hostile = await createOwnerWithBusiness(getDb());
        const before = await storage.files();
        const cases: Array<[string, () => Promise<Response>, number, RegExp]> = [
          [
            'a PNG that is really HTML',
            () => upload(api, hostile.businessId, htmlPretendingToBePng(), 'x', hostile.token, 'x.png', 'image/png'),
            415,
            /JPEG, PNG or WebP/,
          ],
          ['an SVG with a script', () => upload(api, hostile.businessId, svgWithScript(), 'x', hostile.token, 'x.jpg', 'image/jpeg'), 415, /JPEG, PNG or WebP/],
          ['a 100-megapixel image', () => upload(api, hostile.businessId, hugePng(), 'x', hostile.token, 'x.png', 'image/png'), 413, /40 megapixels/],
          ['a truncated JPEG', () => upload(api, hostile.businessId, truncated(jpeg, 0.5), 'x', hostile.token), 400, /damaged or incomplete/],
          [
            "a body over the route's 4.1 MB",
            () => upload(api, hostile.businessId, new Uint8Array(5 * 1024 * 1024).fill(0xff), 'x', hostile.token),
            413,
            /at most 4\.1 MB/,
          ],
          [
            'a raw JPEG body (wrong content type)',
            () =>
              api(
                new Request(`http://test${base(hostile.businessId)}`, {
                  method: 'POST',
                  body: jpeg as Uint8Array<ArrayBuffer>,
                  headers: { authorization: `Bearer ${hostile.token}`, 'content-type': 'image/jpeg' },
                }),
              ),
            415,
            /multipart\/form-data/,
          ],
          ['no alt text', () => upload(api, hostile.businessId, jpeg, null, hostile.token), 400, /Some fields are invalid/],
          ['no file', () => upload(api, hostile.businessId, null, 'x', hostile.token), 400, /Choose a JPEG, PNG or WebP photo/],
          ['alt text with a NUL', () => upload(api, hostile.businessId, jpeg, 'a\u0000b', hostile.token), 400, /invalid/],
          [
            'a broken multipart body',
            () =>
              api(
                new Request(`http://test${base(hostile.businessId)}`, {
                  method: 'POST',
                  body: '--x\r\nnonsense',
                  headers: { authorization: `Bearer ${hostile.token}`, 'content-type': 'multipart/form-data; boundary=x' },
                }),
              ),
            400,
            /multipart/,
          ],
        ];
        for (const [name, send, status, message] of cases) {
          const response = await send();
          expect(response.status, name).toBe(status);
          expect((await errorOf(response)).message, name).toMatch(message);
        }
        expect(await rowCount(getDb(), hostile.businessId)).toBe(0);
        expect(await storage.files()).toEqual(before);
      }, 120_000);

      it('lets only the owner change photos: 404 for another owner, 403 for staff, 401 for a visitor', async () => {
        const other = await createOwnerWithBusiness(getDb());
        const email = `staff-${Date.now()}-${storage.kind}@example.com`;
        await insertStaff(getDb(), { email, password: 'staff-password-123', role: 'admin' });
        const staff = await staffLogin(api, email, 'staff-password-123');
        const [photo] = await photosOf(await get(api, base(owner.businessId), owner.token));
        const before = await storage.files();
        for (const [who, token, status] of [
          ['another owner', other.token, 404],
          ['staff', staff, 403],
          ['a visitor', undefined, 401],
        ] as const) {
          expect((await get(api, base(owner.businessId), token)).status, who).toBe(status);
          expect((await upload(api, owner.businessId, jpeg, 'Not mine', token)).status, who).toBe(status);
          expect((await send(api, 'PATCH', `${base(owner.businessId)}/${photo!.id}`, { cover: true }, token)).status, who).toBe(status);
          expect((await send(api, 'PUT', `${base(owner.businessId)}/order`, { photoIds: [photo!.id] }, token)).status, who).toBe(status);
          expect((await send(api, 'DELETE', `${base(owner.businessId)}/${photo!.id}`, undefined, token)).status, who).toBe(status);
        }
        // Another owner cannot reach this photo through their own business either.
        expect((await send(api, 'DELETE', `${base(other.businessId)}/${photo!.id}`, undefined, other.token)).status).toBe(404);
        expect(await photosOf(await get(api, base(owner.businessId), owner.token))).toEqual([photo]);
        expect(await storage.files()).toEqual(before);
      });

      it('reorders, edits alt, chooses a cover and deletes (files too)', async () => {
        const mine = await createOwnerWithBusiness(getDb());
        const a = (await (await upload(api, mine.businessId, await plainPng(), 'Photo A', mine.token, 'a.png', 'image/png')).json()) as {
          photo: BusinessPhoto;
        };
        const b = (await (await upload(api, mine.businessId, await plainWebp(), 'Photo B', mine.token, 'b.webp', 'image/webp')).json()) as {
          photo: BusinessPhoto;
        };
        const c = (await (await upload(api, mine.businessId, await plainPng(500, 500), 'Photo C', mine.token, 'c.png', 'image/png')).json()) as {
          photo: BusinessPhoto;
        };
        const [ia, ib, ic] = [a.photo.id, b.photo.id, c.photo.id];

        let photos = await photosOf(await send(api, 'PUT', `${base(mine.businessId)}/order`, { photoIds: [ic, ia, ib] }, mine.token));
        expect(photos.map((p) => [p.id, p.position])).toEqual([
          [ic, 0],
          [ia, 1],
          [ib, 2],
        ]);
        const bad = await send(api, 'PUT', `${base(mine.businessId)}/order`, { photoIds: [ic, ia] }, mine.token);
        expect([bad.status, (await errorOf(bad)).fields?.photoIds]).toEqual([400, 'Send every photo of this business exactly once, in the new order.']);

        photos = await photosOf(await send(api, 'PATCH', `${base(mine.businessId)}/${ib}`, { cover: true, alt: 'The team' }, mine.token));
        expect(photos.filter((p) => p.isCover).map((p) => [p.id, p.alt])).toEqual([[ib, 'The team']]);
        const noAlt = await send(api, 'PATCH', `${base(mine.businessId)}/${ib}`, { alt: ' ' }, mine.token);
        expect([noAlt.status, (await errorOf(noAlt)).fields?.alt]).toEqual([400, 'Describe the photo for people who cannot see it.']);

        const filesBefore = (await storage.files()).length;
        photos = await photosOf(await send(api, 'DELETE', `${base(mine.businessId)}/${ib}`, undefined, mine.token));
        // The cover went: the first photo in order is the cover now, and the order has no gap.
        expect(photos.map((p) => [p.id, p.position, p.isCover])).toEqual([
          [ic, 0, true],
          [ia, 1, false],
        ]);
        expect((await storage.files()).length).toBe(filesBefore - b.photo.variants.length);
        expect((await storage.fetchPhoto(api, b.photo.variants[0]!.url)).status).not.toBe(200);
        expect((await send(api, 'DELETE', `${base(mine.businessId)}/${ib}`, undefined, mine.token)).status).toBe(404);

        const audit = await getDb().query<{ action: string }>(
          `select action from public.audit_log where target_type = 'business' and target_id = $1 order by id`,
          [mine.businessId],
        );
        expect(audit.map((row) => row.action)).toEqual([
          'photo.upload',
          'photo.upload',
          'photo.upload',
          'photo.reorder',
          'photo.alt',
          'photo.cover',
          'photo.delete',
        ]);
      }, 120_000);
    });
  }

  describe('limits and public routes (local storage)', () => {
    let api: Api;
    beforeAll(() => {
      api = makeApi(getDb(), { ADMIN_PASSWORD: LOCAL_PASSWORD, PHOTO_STORAGE_DIR: folder });
    });

    it('holds at most 10 photos per business: the 11th is refused with 409 and stores nothing', async () => {
      const owner = await createOwnerWithBusiness(getDb());
      const small = await plainPng(64, 48);
      for (let i = 0; i < 10; i++) expect((await upload(api, owner.businessId, small, `Photo ${i + 1}`, owner.token, 'p.png', 'image/png')).status).toBe(201);
      const files = await storage().files();
      const eleventh = await upload(api, owner.businessId, small, 'One too many', owner.token, 'p.png', 'image/png');
      expect(eleventh.status).toBe(409);
      expect((await errorOf(eleventh)).message).toBe('A business can have at most 10 photos. Delete one to add another.');
      expect(await rowCount(getDb(), owner.businessId)).toBe(10);
      expect(await storage().files()).toEqual(files);
    }, 120_000);

    it('rate-limits uploads per client (429 with Retry-After), storing nothing for the refused one', async () => {
      const owner = await createOwnerWithBusiness(getDb());
      const handle = createRouter(routes, () => ({
        db: getDb(),
        env: parseEnv({ PHOTO_STORAGE_DIR: folder, RATE_LIMIT_SCALE: '0.1' }),
        now: () => new Date(),
      }));
      const fixed = ((request: Request) => handle(request, { clientAddress: '198.51.100.7' })) as Api;
      const small = await plainPng(64, 48);
      for (let i = 0; i < 3; i++) expect((await upload(fixed, owner.businessId, small, `Photo ${i}`, owner.token, 'p.png', 'image/png')).status).toBe(201);
      const refused = await upload(fixed, owner.businessId, small, 'Too fast', owner.token, 'p.png', 'image/png');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await rowCount(getDb(), owner.businessId)).toBe(3);
    });

    it('serves no file outside the photo keys and no photos of an unpublished business', async () => {
      for (const path of [
        '/api/photos/1/..%2F..%2Fpackage.json',
        '/api/photos/1/x.html',
        '/api/photos/__proto__/a-480.webp',
        '/api/photos/1/nothing-480.webp',
      ]) {
        const response = await get(api, path);
        expect(response.status, path).toBe(404);
        expect(response.headers.get('content-type')).toMatch(/json/);
      }
      const pending = await createOwnerWithBusiness(getDb(), { business: { status: 'pending' } });
      const added = await upload(api, pending.businessId, await plainPng(), 'Pending shop', pending.token, 'p.png', 'image/png');
      expect(added.status).toBe(201);
      const { photo } = (await added.json()) as { photo: BusinessPhoto };
      expect((await get(api, `/api/og/photo/${photo.id}`)).status).toBe(404);
      expect(await asAnon(getDb(), 'select id from public.business_photos where business_id = $1', [pending.businessId])).toEqual([]);
    });

    it('draws the share image of a business from its cover photo (1200x630 PNG)', async () => {
      const owner = await createOwnerWithBusiness(getDb());
      const first = (await (await upload(api, owner.businessId, jpeg, 'Front', owner.token)).json()) as { photo: BusinessPhoto };
      const second = (await (await upload(api, owner.businessId, await plainWebp(), 'Inside', owner.token, 'i.webp', 'image/webp')).json()) as {
        photo: BusinessPhoto;
      };
      const response = await get(api, `/api/og/photo/${first.photo.id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
      // Only the cover has a share image.
      expect((await get(api, `/api/og/photo/${second.photo.id}`)).status).toBe(404);
      expect((await get(api, '/api/og/photo/abc')).status).toBe(404);
    }, 60_000);

    it('404s for a business that does not exist and for a business id that is not one', async () => {
      const owner = await createOwnerWithBusiness(getDb());
      const unowned = await insertBusiness(getDb());
      expect((await get(api, base(unowned.id), owner.token)).status).toBe(404);
      expect((await get(api, '/api/owner/businesses/99999999/photos', owner.token)).status).toBe(404);
      expect((await get(api, '/api/owner/businesses/1e3/photos', owner.token)).status).toBe(404);
      expect((await send(api, 'PATCH', `${base(owner.businessId)}/abc`, { cover: true }, owner.token)).status).toBe(404);
    });
  });
});

function storage(): StorageUnderTest {
  return storages[0]!;
}

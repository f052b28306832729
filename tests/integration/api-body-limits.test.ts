/**
 * Body limits on the local server's API mount (src/server/api/node-mount.ts) over real HTTP,
 * on each database: each route reads the body it declares, so a phone-size photo (a 3 MB
 * JPEG, a 1 MB PNG, made here with sharp) reaches the photo route whole, while a JSON route
 * keeps 256 KB; a body over a route's limit gets a JSON 413 naming the limit, whether its
 * length is declared or it arrives in chunks.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BusinessPhoto } from '../../src/domain/photos';
import { toNodeHandler } from '../../src/server/api/node-mount';
import { createRouter } from '../../src/server/api/router';
import { routes } from '../../src/server/api/routes';
import { parseEnv } from '../../src/server/env';
import { describeEachDb } from '../support/db';
import { noisyPng, phoneJpeg } from '../support/images';
import { createOwnerWithBusiness, type OwnerFixture } from '../support/owners';
import { LOCAL_PASSWORD } from './api-support';

const MB = 1024 * 1024;

describeEachDb('API body limits on the local server', (getDb) => {
  let server: Server;
  let origin: string;
  let folder: string;
  let owner: OwnerFixture;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'body-limits-'));
    const handle = createRouter(routes, () => ({
      db: getDb(),
      env: parseEnv({ ADMIN_PASSWORD: LOCAL_PASSWORD, PHOTO_STORAGE_DIR: folder, RATE_LIMIT_SCALE: '1000' }),
      now: () => new Date(),
    }));
    server = createServer(toNodeHandler(handle, handle.bodyLimit));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    owner = await createOwnerWithBusiness(getDb());
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await rm(folder, { recursive: true, force: true });
  });

  const uploadForm = (bytes: Uint8Array, type: string, alt: string) => {
    const form = new FormData();
    form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), `photo.${type.split('/')[1]}`);
    form.set('alt', alt);
    return form;
  };
  const post = (path: string, init: RequestInit) =>
    fetch(`${origin}${path}`, { method: 'POST', ...init, headers: { authorization: `Bearer ${owner.token}`, ...init.headers } });
  const photosPath = () => `/api/owner/businesses/${owner.businessId}/photos`;

  it('takes a 3 MB JPEG and a 1 MB PNG whole through the photo route', async () => {
    const jpeg = await phoneJpeg({ width: 2400, height: 1600, amplitude: 170, quality: 96 });
    const png = await noisyPng(720, 580, 64);
    expect(jpeg.byteLength / MB).toBeGreaterThan(2.9);
    expect(png.byteLength / MB).toBeGreaterThan(0.95);
    for (const [bytes, type, width] of [
      [jpeg, 'image/jpeg', 1600],
      [png, 'image/png', 720],
    ] as const) {
      const response = await post(photosPath(), { body: uploadForm(bytes, type, `A ${type} from a phone`) });
      expect(response.status, await response.clone().text()).toBe(201);
      const { photo } = (await response.json()) as { photo: BusinessPhoto };
      expect(photo.width).toBe(width);
      const largest = await fetch(`${origin}${photo.variants.at(-1)!.url}`);
      const meta = await sharp(new Uint8Array(await largest.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(['webp', width, undefined]);
    }
  }, 120_000);

  it('answers a body over the route limit with a JSON 413 naming it: 4.1 MB for photos, 256 KB for JSON', async () => {
    const tooBig = await post(photosPath(), { body: uploadForm(new Uint8Array(5 * MB).fill(0xff), 'image/jpeg', 'Too big') });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ error: { code: 'payload_too_large', message: 'The request body must be at most 4.1 MB.' } });

    // The same body in chunks, with no length declared: cut at the limit, still a 413.
    const bytes = new Uint8Array(5 * MB).fill(0xff);
    const chunked = await post(photosPath(), {
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < bytes.length; at += MB) controller.enqueue(bytes.subarray(at, at + MB));
          controller.close();
        },
      }),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(((await chunked.json()) as { error: { message: string } }).error.message).toBe('The request body must be at most 4.1 MB.');

    const review = await post(`/api/businesses/${owner.businessId}/reviews`, {
      body: JSON.stringify({ rating: 5, reviewerEmail: 'big@example.com', reviewerName: 'Big', reviewText: 'x'.repeat(300 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(review.status).toBe(413);
    expect(await review.json()).toEqual({ error: { code: 'payload_too_large', message: 'The request body must be at most 256 KB.' } });
  }, 60_000);
});

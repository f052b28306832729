/**
 * An owner's photo on the business page, on a server of this file's own: a claim made, its
 * e-mail confirmed, verified by staff, the owner's password set from the invitation in the
 * outbox, a photo uploaded with its alt text; the business page then shows it in the gallery
 * (lazy, sized, with a srcset, no JavaScript) and shares the cover. Then a photo straight
 * from a phone through the dashboard: 12 megapixels, about 5 MB, EXIF orientation 6 and GPS
 * tags (made here with sharp); Chromium scales and turns it before the upload, and every
 * stored size is upright and has no EXIF. Then an iPhone HEIC (tests/fixtures/iphone.heic),
 * which Chromium cannot open itself: the WebAssembly decoder is fetched only once it is picked;
 * and a text file named like a photo is called what it is.
 */
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { BusinessPhoto } from '../../src/domain/photos';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { jpegWithGps, phoneJpeg } from '../support/images';
import { useOwnSite } from '../support/site';
import { api, newOwner, ok } from '../support/site-api';

const photoDir = resolve('.data', `e2e-photos-${process.pid}`);
useOwnSite({ env: { PHOTO_STORAGE_DIR: photoDir } });
const browser = useBrowser();
afterAll(() => rmSync(photoDir, { recursive: true, force: true }));

describe('owner photos on the business page', () => {
  it('uploads a photo; it appears on the business page (lazy, sized, srcset, no JS) and is the share image', async () => {
    const { token, business } = await newOwner('photo-owner');
    const form = new FormData();
    form.set('file', new Blob([(await jpegWithGps(1600, 1200)) as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), 'shop.jpg');
    form.set('alt', 'The front counter of the shop');
    const { photo } = await ok<{ photo: BusinessPhoto }>(
      api(`/api/owner/businesses/${business.id}/photos`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } }),
      'upload',
    );

    const page = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    expect((await page.goto(`/charlotte/listing/${business.slug}`))?.status()).toBe(200);
    const gallery = page.locator('[data-photo-gallery]');
    expect(await gallery.getByRole('heading', { name: `Photos of ${business.businessName}` }).isVisible()).toBe(true);
    const image = gallery.getByRole('img', { name: 'The front counter of the shop' });
    expect(await image.getAttribute('loading')).toBe('lazy');
    expect([await image.getAttribute('width'), await image.getAttribute('height')]).toEqual(['1600', '1200']);
    expect(await image.getAttribute('srcset')).toBe(photo.variants.map((v) => `${v.url} ${v.width}w`).join(', '));
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
    const served = await api(photo.variants[0]!.url);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).exif).toBeUndefined();

    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(ogImage!).pathname).toBe(`/api/og/photo/${photo.id}`);
    const share = await api(new URL(ogImage!).pathname);
    expect(share.headers.get('content-type')).toBe('image/png');
    expect((await sharp(new Uint8Array(await share.arrayBuffer())).metadata()).width).toBe(1200);
    // The gallery adds no JavaScript: the page loads the same scripts and islands as a business without photos.
    const scriptsOf = async (slug: string) => {
      const html = await (await api(`/charlotte/listing/${slug}`)).text();
      return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"|<astro-island[^>]*\scomponent-url="([^"]+)"/g)].map((m) => m[1] ?? m[2]).sort();
    };
    const other = (await ok<{ businesses: Array<{ slug: string }> }>(api('/api/businesses?limit=50'), 'businesses')).businesses.find(
      (b) => b.slug !== business.slug,
    )!;
    expect(await scriptsOf(business.slug)).toEqual(await scriptsOf(other.slug));
    expect(await gallery.locator('script, astro-island').count()).toBe(0);

    const withScripts = await browser.newPage();
    await withScripts.goto(`/charlotte/listing/${business.slug}`);
    await expectNoAxeViolations(withScripts);
  }, 120_000);

  it('uploads a 12 MP, 5 MB phone photo with EXIF orientation 6 and GPS through the dashboard: scaled, upright, no GPS stored', async () => {
    const { email, token, business } = await newOwner('phone-owner');
    const photo = await phoneJpeg({ width: 4000, height: 3000, amplitude: 48, quality: 91, orientation: 6 });
    expect(photo.byteLength).toBeGreaterThan(4.5 * 1024 * 1024);
    const meta = await sharp(photo).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([4000, 3000, 6]);

    const owner = await browser.newPage();
    await owner.goto('/owner');
    await owner.getByLabel('E-mail').fill(email);
    await owner.getByLabel('Password').fill('phone-owner-password-1');
    await owner.getByRole('button', { name: /sign in/i }).click();
    await owner.getByRole('tab', { name: 'Photos' }).click();
    const photos = owner.locator('[data-owner-photos]');
    await photos.getByText('No photos yet.').waitFor({ timeout: 10_000 });
    // Notes whether the progress bar was shown at any moment of the upload.
    await owner.evaluate(() => {
      const seen = window as unknown as { sawProgress?: boolean };
      new MutationObserver(() => {
        if (document.querySelector('[data-owner-photos] progress')) seen.sawProgress = true;
      }).observe(document.body, { subtree: true, childList: true });
    });
    await photos.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(photo) });
    await photos.getByLabel('Alt text (what the photo shows)').fill('The crew loading a truck');
    const started = Date.now();
    await photos.getByRole('button', { name: 'Upload photo' }).click();
    await photos.locator('[data-owner-photo]').getByRole('img', { name: 'The crew loading a truck' }).waitFor({ timeout: 60_000 });
    const status = (await photos.locator('[data-photo-status]').textContent()) ?? '';
    console.log(`[owner-photos] ${status} (${Date.now() - started} ms from click to the photo shown)`);
    // Turned by its EXIF orientation before scaling: 4000 x 3000 stored sideways is 3000 x 4000 upright.
    expect(status).toMatch(/^Photo added: 3000 x 4000, 4\.\d MB sent as 1920 x 2560, \d\.\d MB\.$/);
    expect(await owner.evaluate(() => (window as unknown as { sawProgress?: boolean }).sawProgress)).toBe(true);

    const { photos: stored } = await ok<{ photos: BusinessPhoto[] }>(
      api(`/api/owner/businesses/${business.id}/photos`, { headers: { authorization: `Bearer ${token}` } }),
      'photos',
    );
    expect([stored[0]!.width, stored[0]!.height]).toEqual([1600, 2133]);
    for (const variant of stored[0]!.variants) {
      const bytes = new Uint8Array(await (await api(variant.url)).arrayBuffer());
      const served = await sharp(bytes).metadata();
      expect([served.width, served.height, served.exif, served.orientation], variant.url).toEqual([variant.width, variant.height, undefined, undefined]);
      // The photo's left half was red and its right half blue; turned clockwise, red is on top.
      const { data } = await sharp(bytes).resize(2, 2, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
      const [top, bottom] = [data.subarray(0, 3), data.subarray(6, 9)];
      expect(top[0]! > top[2]! && bottom[2]! > bottom[0]!, `${variant.url}: red on top, blue below`).toBe(true);
    }
  }, 120_000);

  it('uploads an iPhone HEIC in Chromium, fetching the WebAssembly decoder only once one is picked; a text file is not a photo', async () => {
    const { email, token, business } = await newOwner('heic-owner');
    const owner = await browser.newPage();
    const fetched: Array<{ url: string; bytes: number }> = [];
    owner.on('response', (response) => {
      if (/\.(m?js|wasm)(\?|$)/.test(response.url()))
        void response.body().then(
          (body) => fetched.push({ url: response.url(), bytes: body.byteLength }),
          () => undefined,
        );
    });
    await owner.goto('/owner');
    await owner.getByLabel('E-mail').fill(email);
    await owner.getByLabel('Password').fill('heic-owner-password-1');
    await owner.getByRole('button', { name: /sign in/i }).click();
    await owner.getByRole('tab', { name: 'Photos' }).click();
    const photos = owner.locator('[data-owner-photos]');
    await photos.getByText('No photos yet.').waitFor({ timeout: 10_000 });
    const file = photos.getByLabel('Photo', { exact: true });
    const alt = photos.getByLabel('Alt text (what the photo shows)');

    await file.setInputFiles({ name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Not a photo, a note about the shop.\n') });
    await alt.fill('A note');
    await photos.getByRole('button', { name: 'Upload photo' }).click();
    await expect.poll(() => photos.getByRole('alert').textContent()).toBe('This file is not a photo. Choose a JPEG, PNG, WebP or HEIC photo.');
    const decoderBefore = fetched.filter((each) => /libheif/.test(each.url));
    expect(decoderBefore).toEqual([]);

    const heic = readFileSync('tests/fixtures/iphone.heic');
    expect(heic.subarray(4, 12).toString('latin1')).toBe('ftypheic');
    await file.setInputFiles({ name: 'IMG_0003.HEIC', mimeType: 'image/heic', buffer: heic });
    // A new file clears the last result line.
    await expect.poll(() => photos.getByRole('alert').count()).toBe(0);
    await alt.fill('The shop sign, red above blue');
    await photos.getByRole('button', { name: 'Upload photo' }).click();
    await photos.locator('[data-owner-photo]').getByRole('img', { name: 'The shop sign, red above blue' }).waitFor({ timeout: 60_000 });
    expect(await photos.locator('[data-photo-status]').textContent()).toMatch(/^Photo added: 320 x 240, 0 MB sent as 320 x 240, 0 MB\.$/);
    const decoder = fetched.filter((each) => /libheif/.test(each.url));
    console.log(`[owner-photos] HEIC decoder fetched after the pick: ${decoder.map((each) => `${each.url.split('/').pop()} ${each.bytes} bytes`).join(', ')}`);
    expect(decoder.length).toBeGreaterThan(0);

    const { photos: stored } = await ok<{ photos: BusinessPhoto[] }>(
      api(`/api/owner/businesses/${business.id}/photos`, { headers: { authorization: `Bearer ${token}` } }),
      'photos',
    );
    expect([stored[0]!.width, stored[0]!.height]).toEqual([320, 240]);
    const bytes = new Uint8Array(await (await api(stored[0]!.variants[0]!.url)).arrayBuffer());
    const { data } = await sharp(bytes).resize(1, 2, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]! > data[2]! && data[5]! > data[3]!, 'red above, blue below').toBe(true);
  }, 120_000);
});

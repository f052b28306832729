/**
 * An owner's photo on the business page (issue 18), on a server of this file's own: a claim
 * made, its e-mail confirmed, verified by staff, the owner's password set from the
 * invitation in the outbox, a photo uploaded with its alt text; the business page then shows
 * it in the gallery (lazy, sized, with a srcset, no JavaScript) and shares the cover.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { BusinessPhoto } from '../../src/domain/photos';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { jpegWithGps } from '../support/images';
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
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_WIDTHS } from '../../domain/photos';
import { hugePng, htmlPretendingToBePng, jpegWithGps, plainPng, plainWebp, svgWithScript, truncated } from '../../../tests/support/images';
import { ApiError } from '../errors';
import { processPhoto } from './pipeline';

async function refusal(bytes: Uint8Array): Promise<ApiError> {
  const error = await processPhoto(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('processPhoto', () => {
  it('re-encodes a JPEG to WebP in three widths and keeps no EXIF or GPS', async () => {
    const input = await jpegWithGps(2000, 1000);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const photo = await processPhoto(input);
    expect(photo.source).toBe('jpeg');
    expect(photo.variants.map((v) => [v.width, v.height])).toEqual(PHOTO_WIDTHS.map((w) => [w, w / 2]));
    for (const variant of photo.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(variant.width);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(Buffer.from(variant.bytes).includes('EXIF')).toBe(false);
    }
  }, 30_000);

  it('never enlarges a small photo: one variant when it is narrower than every width', async () => {
    const photo = await processPhoto(await plainPng(300, 200));
    expect(photo.variants.map((v) => [v.width, v.height])).toEqual([[300, 200]]);
  });

  it('accepts WebP and applies EXIF orientation to the pixels', async () => {
    expect((await processPhoto(await plainWebp(800, 600))).variants.map((v) => v.width)).toEqual([480, 800]);
    const portrait = await sharp(await jpegWithGps(600, 400))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const photo = await processPhoto(new Uint8Array(portrait));
    expect(photo.variants.map((v) => [v.width, v.height])).toEqual([[400, 600]]);
  });

  it('refuses HTML behind PNG magic bytes and an SVG with a script (415)', async () => {
    for (const bytes of [htmlPretendingToBePng(), svgWithScript(), new TextEncoder().encode('GIF89a....')]) {
      const error = await refusal(bytes);
      expect([error.status, error.code]).toEqual([415, 'unsupported_media_type']);
    }
  });

  it('refuses a 100-megapixel image from its header (413) and a truncated file (400)', async () => {
    const big = await refusal(hugePng());
    expect(big.status).toBe(413);
    expect(big.message).toMatch(/at most 40 megapixels \(this one is 100 megapixels\)/);
    const cut = await refusal(truncated(await jpegWithGps(800, 600), 0.6));
    expect([cut.status, cut.fields?.file]).toEqual([400, 'The image could not be read: the file is damaged or incomplete.']);
  }, 30_000);

  it('refuses a file over 4 MB before reading it (413)', async () => {
    const error = await refusal(new Uint8Array(4 * 1024 * 1024 + 1));
    expect([error.status, error.code]).toEqual([413, 'payload_too_large']);
  });
});

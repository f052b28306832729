import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_LIMITS, PHOTO_SOURCE_LIMITS } from '../../domain/photos';
import { preparePhoto } from './prepare-photo';

const JPEG = new File([Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)], 'IMG_0001.jpg', { type: 'image/jpeg' });

/**
 * The browser's canvas, as far as the downscaler uses it: `sizeAt(type, quality)` is the bytes
 * an encoding gives; a type it cannot write comes back as PNG, as in a browser.
 */
function fakeCanvas(sizeAt: (type: string, quality: number) => number, writes: string[] = ['image/webp', 'image/jpeg']) {
  const tries: Array<{ type: string; quality: number }> = [];
  vi.stubGlobal('createImageBitmap', async () => ({ width: 4000, height: 3000, close: () => undefined }));
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return { fillRect: () => undefined, drawImage: () => undefined, fillStyle: '', imageSmoothingQuality: 'low' };
      }
      async convertToBlob({ type, quality }: { type: string; quality: number }) {
        tries.push({ type, quality });
        const written = writes.includes(type) ? type : 'image/png';
        return new Blob([new Uint8Array(sizeAt(written, quality))], { type: written });
      }
    },
  );
  return tries;
}

afterEach(() => vi.unstubAllGlobals());

describe('preparePhoto: the quality loop', () => {
  it('keeps the first quality whose WebP fits under the server limit, scaled to the long side', async () => {
    const tries = fakeCanvas((_, quality) => (quality > 0.7 ? PHOTO_LIMITS.maxBytes + 1 : PHOTO_LIMITS.maxBytes - 1));
    const prepared = await preparePhoto(JPEG);
    expect(tries).toEqual([
      { type: 'image/webp', quality: PHOTO_SOURCE_LIMITS.qualities[0] },
      { type: 'image/webp', quality: PHOTO_SOURCE_LIMITS.qualities[1] },
      { type: 'image/webp', quality: PHOTO_SOURCE_LIMITS.qualities[2] },
    ]);
    expect([prepared.file.type, prepared.file.name, prepared.file.size]).toEqual(['image/webp', 'photo.webp', PHOTO_LIMITS.maxBytes - 1]);
    expect([prepared.width, prepared.height, prepared.source.width]).toEqual([2560, 1920, 4000]);
  });

  it('writes JPEG at the same quality where the browser cannot write WebP', async () => {
    const tries = fakeCanvas(() => 1000, ['image/jpeg']);
    const prepared = await preparePhoto(JPEG);
    expect(tries).toEqual([
      { type: 'image/webp', quality: PHOTO_SOURCE_LIMITS.qualities[0] },
      { type: 'image/jpeg', quality: PHOTO_SOURCE_LIMITS.qualities[0] },
    ]);
    expect([prepared.file.type, prepared.file.name]).toEqual(['image/jpeg', 'photo.jpg']);
  });

  it('says so when not even the lowest quality fits', async () => {
    const tries = fakeCanvas(() => PHOTO_LIMITS.maxBytes + 1);
    await expect(preparePhoto(JPEG)).rejects.toThrow('The photo could not be made smaller than 4 MB. Try another photo.');
    expect(tries.map((each) => each.quality)).toEqual(PHOTO_SOURCE_LIMITS.qualities);
  });
});

import { describe, expect, it } from 'vitest';
import { PhotoEditForm, PhotoOrderForm, PhotoUploadForm, galleryOrder, isPermutationOf, photoSrcset, sniffImageType, variantWidths } from './photos';

describe('sniffImageType', () => {
  it('knows JPEG, PNG and WebP by their first bytes and nothing else', () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('jpeg');
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(sniffImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x89, 0x50]))).toBeNull();
  });
});

describe('variantWidths', () => {
  it('keeps the three widths for a large photo and never enlarges a small one', () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1000)).toEqual([480, 960, 1000]);
    expect(variantWidths(700)).toEqual([480, 700]);
    expect(variantWidths(480)).toEqual([480]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe('photo forms', () => {
  it('requires alt text and trims it', () => {
    expect(PhotoUploadForm.safeParse({ alt: '  Our storefront on Central Ave  ' }).data).toEqual({ alt: 'Our storefront on Central Ave' });
    expect(PhotoUploadForm.safeParse({ alt: '   ' }).error?.issues[0]?.message).toBe('Describe the photo for people who cannot see it.');
    expect(PhotoUploadForm.safeParse({}).success).toBe(false);
    expect(PhotoUploadForm.safeParse({ alt: 'a\u0000b' }).success).toBe(false);
    expect(PhotoUploadForm.safeParse({ alt: 'x'.repeat(201) }).error?.issues[0]?.message).toBe('Alt text must be 200 characters or less.');
  });

  it('edits alt or cover, nothing else', () => {
    expect(PhotoEditForm.safeParse({ cover: true }).success).toBe(true);
    expect(PhotoEditForm.safeParse({ alt: 'New text' }).success).toBe(true);
    expect(PhotoEditForm.safeParse({}).success).toBe(false);
    expect(PhotoEditForm.safeParse({ cover: false }).success).toBe(false);
    expect(PhotoEditForm.safeParse({ position: 1 }).success).toBe(false);
  });

  it('orders by ids, at most ten', () => {
    expect(PhotoOrderForm.safeParse({ photoIds: [3, 1, 2] }).data).toEqual({ photoIds: [3, 1, 2] });
    expect(PhotoOrderForm.safeParse({ photoIds: [0] }).success).toBe(false);
    expect(PhotoOrderForm.safeParse({ photoIds: Array.from({ length: 11 }, (_, i) => i + 1) }).success).toBe(false);
  });
});

describe('gallery', () => {
  it('puts the cover first, then the owner order', () => {
    const photos = [
      { id: 1, position: 0, isCover: false },
      { id: 2, position: 1, isCover: false },
      { id: 3, position: 2, isCover: true },
    ];
    expect(galleryOrder(photos).map((p) => p.id)).toEqual([3, 1, 2]);
  });

  it('describes every variant in srcset by its width', () => {
    const variants = [
      { width: 480, height: 320, url: '/a-480.webp' },
      { width: 960, height: 640, url: '/a-960.webp' },
    ];
    expect(photoSrcset({ variants })).toBe('/a-480.webp 480w, /a-960.webp 960w');
  });

  it('accepts a reorder only when it names every photo once', () => {
    expect(isPermutationOf([2, 1, 3], [1, 2, 3])).toBe(true);
    expect(isPermutationOf([1, 1, 3], [1, 2, 3])).toBe(false);
    expect(isPermutationOf([1, 2], [1, 2, 3])).toBe(false);
    expect(isPermutationOf([1, 2, 4], [1, 2, 3])).toBe(false);
  });
});

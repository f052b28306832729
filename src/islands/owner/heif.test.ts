import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { photoKind } from './heif';

const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
/** An ISO BMFF 'ftyp' box with `major` and the compatible `brands`. */
const ftyp = (major: string, ...brands: string[]) => {
  const size = 16 + 4 * brands.length;
  return bytes(`\0\0\0${String.fromCharCode(size)}ftyp${major}\0\0\0\0${brands.join('')}`);
};

describe('photoKind', () => {
  it('knows the iPhone HEIC fixture (tests/fixtures/iphone.heic) by its bytes', () => {
    expect(photoKind(new Uint8Array(readFileSync('tests/fixtures/iphone.heic')))).toBe('heif');
  });

  it.each([
    ['heic', ftyp('heic', 'mif1', 'heic')],
    ['heix', ftyp('heix', 'mif1')],
    ['mif1 with heic compatible', ftyp('mif1', 'heic')],
    ['msf1 (a HEIF sequence)', ftyp('msf1', 'msf1', 'hevc')],
  ])('reads %s as HEIF', (_, head) => {
    expect(photoKind(head)).toBe('heif');
  });

  it('tells AVIF from HEIF although both are ISO BMFF', () => {
    expect(photoKind(ftyp('avif', 'mif1', 'miaf'))).toBe('avif');
    expect(photoKind(ftyp('mp42', 'isom'))).toBe('other');
  });

  it('knows JPEG, PNG, WebP and GIF', () => {
    expect(photoKind(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(photoKind(bytes('\x89PNG\r\n\x1a\n\0\0'))).toBe('png');
    expect(photoKind(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(photoKind(bytes('GIF89a'))).toBe('gif');
  });

  it('calls a text or PDF file not an image, whatever its name says', () => {
    expect(photoKind(bytes('%PDF-1.7\n'))).toBe('other');
    expect(photoKind(bytes('hello, this is a note'))).toBe('other');
    expect(photoKind(new Uint8Array())).toBe('other');
  });
});

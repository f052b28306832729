/**
 * What a picked file is, from its first bytes (not its name or the browser's guess of its
 * type), and the HEIC/HEIF decoder an iPhone photo needs in browsers that cannot open it
 * themselves (docs/decisions/0019-heic-decoded-in-the-browser.md). The WebAssembly decoder is
 * fetched only when such a file is picked.
 */

import libheifUrl from 'libheif-js/libheif-wasm/libheif-bundle.mjs?url';

/** The kinds of file the photo upload reads; 'other' is not an image. */
export type PhotoKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'heif' | 'other';

// ISO BMFF brands of HEIF images an iPhone or other phone writes (HEVC-coded or generic).
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The kind of image `head` (a file's first 32 or more bytes) starts, by its signature. */
export function photoKind(head: Uint8Array): PhotoKind {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 0, 4) === 'GIF8') return 'gif';
  if (ascii(head, 4, 8) === 'ftyp') {
    const size = Math.min(((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0, head.length);
    // The major brand, then the compatible brands after the minor version.
    const brands = [ascii(head, 8, 12)];
    for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(head, at, at + 4));
    if (AVIF_BRANDS.has(brands[0]!)) return 'avif';
    if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'heif';
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
  }
  return 'other';
}

/** The kind of `file`, read from its first 64 bytes. */
export async function kindOf(file: Blob): Promise<PhotoKind> {
  return photoKind(new Uint8Array(await file.slice(0, 64).arrayBuffer()));
}

/** Decodes a HEIC/HEIF file's primary image with libheif compiled to WebAssembly, its rotation applied. */
export async function decodeHeif(file: Blob): Promise<ImageBitmap> {
  // Imported by its URL, out of Vite's module graph: a dynamic import Vite sees brings its
  // preload helper into a chunk every island shares, which the business page's JS budget
  // (tests/e2e/js-budget.test.ts) cannot afford.
  const { default: load } = (await import(/* @vite-ignore */ libheifUrl)) as typeof import('libheif-js/libheif-wasm/libheif-bundle.mjs');
  const libheif = await load();
  const decoder = new libheif.HeifDecoder();
  const images = decoder.decode(new Uint8Array(await file.arrayBuffer()));
  const image = images[0];
  if (!image) throw new Error('No image in the HEIF file');
  try {
    const width = image.get_width();
    const height = image.get_height();
    const pixels = new ImageData(width, height);
    await new Promise<void>((resolve, reject) =>
      image.display(pixels, (shown) => (shown ? resolve() : reject(new Error('The HEIF image could not be decoded')))),
    );
    return await createImageBitmap(pixels);
  } finally {
    for (const each of images) each.free();
  }
}

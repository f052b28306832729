/**
 * Image files for the photo tests, made on the fly: real photos (with GPS in their EXIF, as
 * a phone writes it) and hostile files that only look like images.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A JPEG `width` x `height` with a colour gradient, EXIF camera fields and a GPS position. */
export async function jpegWithGps(width = 1200, height = 800): Promise<Uint8Array> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128;
    }
  }
  const data = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1', Copyright: 'Owner' },
      IFD3: GPS_TAGS,
    })
    .toBuffer();
  return new Uint8Array(data);
}

const GPS_TAGS = { GPSLatitudeRef: 'N', GPSLatitude: '35/1 13/1 37/1', GPSLongitudeRef: 'W', GPSLongitude: '80/1 50/1 36/1' };

/** Raw RGB: a gradient with deterministic noise of `amplitude`, which sets how large the encoded file is. */
function noisyPixels(width: number, height: number, amplitude: number): Buffer {
  const raw = Buffer.alloc(width * height * 3);
  let state = 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const noise = ((state >> 16) % amplitude) - amplitude / 2;
      const i = (y * width + x) * 3;
      // Left half red, right half blue, so a test can tell how the photo was turned.
      raw[i] = Math.max(0, Math.min(255, (x < width / 2 ? 220 : 30) + noise));
      raw[i + 1] = Math.max(0, Math.min(255, (y * 255) / height + noise));
      raw[i + 2] = Math.max(0, Math.min(255, (x < width / 2 ? 30 : 220) + noise));
    }
  }
  return raw;
}

/**
 * A photo as a phone writes it: a JPEG `width` x `height` whose noise sets its size (4000 x
 * 3000 with amplitude 48 and quality 91 is about 5 MB), with the camera's EXIF, a GPS position
 * and, when given, an EXIF orientation (6: the pixels are stored turned 90 degrees
 * anticlockwise, to be shown turned clockwise).
 */
export async function phoneJpeg(options: { width: number; height: number; amplitude: number; quality: number; orientation?: number }): Promise<Uint8Array> {
  const { width, height } = options;
  const data = await sharp(noisyPixels(width, height, options.amplitude), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: options.quality })
    .withExif({ IFD0: { Make: 'TestPhone', Model: 'Camera 12' }, IFD3: GPS_TAGS })
    .withMetadata(options.orientation ? { orientation: options.orientation } : {})
    .toBuffer();
  return new Uint8Array(data);
}

/** A PNG `width` x `height` whose noise sets its size (720 x 580 with amplitude 16 is about 1 MB). */
export async function noisyPng(width: number, height: number, amplitude: number): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp(noisyPixels(width, height, amplitude), { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
}

/** A PNG of one colour. */
export async function plainPng(width = 640, height = 480): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#1d6fa5' } })
      .png()
      .toBuffer(),
  );
}

/** A WebP of one colour. */
export async function plainWebp(width = 800, height = 600): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#0f8a5f' } })
      .webp()
      .toBuffer(),
  );
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid grayscale PNG of `width` x `height` black pixels: 100 megapixels compress to a
 * few hundred kilobytes, so it passes the byte limit and must be refused by its dimensions.
 */
export function hugePng(width = 10_000, height = 10_000): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  const raw = Buffer.alloc(height * (width + 1)); // each row: filter byte 0, then zeros
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(raw)),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** A page of HTML with a script, behind the 8 bytes a PNG starts with. */
export function htmlPretendingToBePng(): Uint8Array {
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
    ]),
  );
}

/** An SVG image carrying a script. */
export function svgWithScript(): Uint8Array {
  return new TextEncoder().encode(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
  );
}

/** The first `fraction` of `bytes`: a file cut off in the middle. */
export function truncated(bytes: Uint8Array, fraction = 0.5): Uint8Array {
  return bytes.slice(0, Math.floor(bytes.length * fraction));
}

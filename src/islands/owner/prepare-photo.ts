/**
 * A photo straight from a phone or camera, made ready to upload in the browser
 * (docs/decisions/0012-photos-scaled-in-the-browser.md): decoded with its EXIF orientation
 * applied (HEIC/HEIF with WebAssembly where the browser cannot, ./heif.ts), scaled to at most {@link PHOTO_SOURCE_LIMITS.maxLongSide} px on the long side and
 * re-encoded (WebP, or JPEG where the browser cannot write WebP) under the server's
 * {@link PHOTO_LIMITS.maxBytes}. The re-encoded file carries no metadata (no GPS). The server
 * checks it again and stays the authority.
 */
import { PHOTO_LIMITS, PHOTO_SOURCE_LIMITS, scaledSize } from '../../domain/photos';
import { decodeHeif, kindOf } from './heif';

export interface PreparedPhoto {
  file: File;
  width: number;
  height: number;
  source: { bytes: number; width: number; height: number };
}

/** A photo the browser will not upload, with the message to show. */
export class PhotoPrepareError extends Error {
  override name = 'PhotoPrepareError';
}

/** '5.1 MB': a size as the owner reads it. */
export const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 102.4) / 10} MB`;

async function decodeNatively(file: Blob): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    // A browser that predates the 'from-image' value applies EXIF orientation by default.
    if (error instanceof TypeError) {
      try {
        return await createImageBitmap(file);
      } catch {
        // Falls through to the answer below.
      }
    }
    return null;
  }
}

/** Decodes what the file's first bytes say it is: HEIC/HEIF with the WebAssembly decoder where the browser cannot. */
async function decode(file: Blob): Promise<ImageBitmap> {
  const kind = await kindOf(file);
  if (kind === 'other') throw new PhotoPrepareError('This file is not a photo. Choose a JPEG, PNG, WebP or HEIC photo.');
  const bitmap = await decodeNatively(file);
  if (bitmap) return bitmap;
  if (kind === 'heif') {
    try {
      return await decodeHeif(file);
    } catch {
      throw new PhotoPrepareError('This HEIC photo could not be read; it may be damaged. Try another photo, or export it as JPEG.');
    }
  }
  throw new PhotoPrepareError('This browser cannot open this photo. Choose a JPEG, PNG, WebP or HEIC photo.');
}

function canvasOf(
  width: number,
  height: number,
): { context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D; encode: (type: string, quality: number) => Promise<Blob | null> } {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    return { context: canvas.getContext('2d')!, encode: (type, quality) => canvas.convertToBlob({ type, quality }).catch(() => null) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return { context: canvas.getContext('2d')!, encode: (type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality)) };
}

/** Refuses what the browser should not even decode, decodes, scales and re-encodes `file`. */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  if (file.size > PHOTO_SOURCE_LIMITS.maxBytes) {
    throw new PhotoPrepareError(`The photo must be at most ${megabytes(PHOTO_SOURCE_LIMITS.maxBytes)} (this one is ${megabytes(file.size)}).`);
  }
  const bitmap = await decode(file);
  try {
    const source = { bytes: file.size, width: bitmap.width, height: bitmap.height };
    if (source.width * source.height > PHOTO_SOURCE_LIMITS.maxPixels) {
      throw new PhotoPrepareError(
        `The photo must be at most ${PHOTO_SOURCE_LIMITS.maxPixels / 1_000_000} megapixels (this one is ${Math.round((source.width * source.height) / 100_000) / 10}).`,
      );
    }
    const { width, height } = scaledSize(source.width, source.height);
    const { context, encode } = canvasOf(width, height);
    // Transparent parts become white, as a JPEG cannot hold them.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    for (const quality of PHOTO_SOURCE_LIMITS.qualities) {
      let blob = await encode('image/webp', quality);
      // A browser that cannot write WebP answers a PNG instead.
      if (blob?.type !== 'image/webp') blob = await encode('image/jpeg', quality);
      if (blob && blob.size <= PHOTO_LIMITS.maxBytes) {
        const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
        return { file: new File([blob], `photo.${extension}`, { type: blob.type }), width, height, source };
      }
    }
    throw new PhotoPrepareError(`The photo could not be made smaller than ${megabytes(PHOTO_LIMITS.maxBytes)}. Try another photo.`);
  } finally {
    bitmap.close();
  }
}

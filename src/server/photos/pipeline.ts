/**
 * The photo pipeline: an uploaded file becomes WebP images in {@link PHOTO_WIDTHS}, or is
 * refused with the ApiError its owner sees. Checked by content, cheapest first: size, magic
 * bytes, the header's dimensions (before any pixel is decoded), then a full decode in which
 * a damaged or truncated file fails. The output carries no metadata (EXIF, GPS, XMP, ICC
 * profiles): sharp writes none unless asked, and the orientation EXIF held is applied to the
 * pixels first.
 */
import sharp, { type Metadata } from 'sharp';
import { PHOTO_LIMITS, sniffImageType, variantWidths, type PhotoSourceType } from '../../domain/photos';
import { ApiError } from '../errors';

/** One encoded size of a photo. */
interface EncodedVariant {
  width: number;
  height: number;
  bytes: Uint8Array;
}

export interface ProcessedPhoto {
  source: PhotoSourceType;
  /** Smallest first; the last one is the largest. */
  variants: EncodedVariant[];
}

const WEBP_QUALITY = 80;
const megapixels = (pixels: number) => `${Math.round(pixels / 100_000) / 10} megapixels`;

const unsupportedImage = () =>
  new ApiError(415, 'unsupported_media_type', 'The file must be a JPEG, PNG or WebP image.', { file: 'The file must be a JPEG, PNG or WebP image.' });

const damagedImage = () =>
  new ApiError(400, 'validation_failed', 'The image could not be read: the file is damaged or incomplete.', {
    file: 'The image could not be read: the file is damaged or incomplete.',
  });

/** 413 when `size` bytes is over the upload limit. */
function assertPhotoSize(size: number): void {
  if (size > PHOTO_LIMITS.maxBytes) {
    const message = `The image must be at most ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB.`;
    throw new ApiError(413, 'payload_too_large', message, { file: message });
  }
}

/** Reads only the header: the image's type as sharp sees it and its size after orientation. */
async function inspect(bytes: Uint8Array, sniffed: PhotoSourceType): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    // Magic bytes with no image header behind them (HTML, a script): not an image at all.
    throw unsupportedImage();
  }
  // A file that starts like a PNG but that the decoder reads as something else is refused.
  if (metadata.format !== sniffed || !metadata.width || !metadata.height) throw unsupportedImage();
  const pixels = metadata.width * metadata.height;
  if (pixels > PHOTO_LIMITS.maxPixels) {
    const message = `The image must be at most ${megapixels(PHOTO_LIMITS.maxPixels)} (this one is ${megapixels(pixels)}).`;
    throw new ApiError(413, 'payload_too_large', message, { file: message });
  }
  const rotated = (metadata.orientation ?? 1) >= 5;
  return rotated ? { width: metadata.height, height: metadata.width } : { width: metadata.width, height: metadata.height };
}

/**
 * Checks `bytes` and re-encodes them: 413 over {@link PHOTO_LIMITS.maxBytes} or
 * {@link PHOTO_LIMITS.maxPixels}, 415 when the content is not a JPEG, PNG or WebP image, 400
 * when it cannot be decoded whole.
 */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  assertPhotoSize(bytes.byteLength);
  const source = sniffImageType(bytes);
  if (!source) throw unsupportedImage();
  const original = await inspect(bytes, source);
  // limitInputPixels again, in case the header lied; failOn 'warning' refuses truncated data.
  const decoder = sharp(bytes, { limitInputPixels: PHOTO_LIMITS.maxPixels, failOn: 'warning', animated: false }).rotate();
  try {
    const variants: EncodedVariant[] = [];
    for (const width of variantWidths(original.width)) {
      const { data, info } = await decoder
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) });
    }
    return { source, variants };
  } catch {
    throw damagedImage();
  }
}

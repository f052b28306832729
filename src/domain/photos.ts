/**
 * Business photos: the limits an upload must meet, the widths every photo is kept in, the
 * forms the owner dashboard and the API share, and how a gallery is ordered and described
 * to the browser (srcset). Pure: no server or framework imports.
 */
import { z } from 'zod';
import { idField, text } from './forms';

/** What one business may hold and one upload may be. */
export const PHOTO_LIMITS = {
  /** Photos per business. */
  maxPerBusiness: 10,
  /**
   * Bytes of one uploaded file. With the form fields the body stays under what a Netlify
   * function is given (6 MB base64-encoded, about 4.5 MB of binary): docs/photos.md.
   */
  maxBytes: 4 * 1024 * 1024,
  /** Pixels (width x height) of one uploaded image, checked from its header before decoding. */
  maxPixels: 40_000_000,
  /** Characters of alt text. */
  maxAltLength: 200,
} as const;

/**
 * What the owner's browser accepts from a phone or camera before it scales the photo down
 * (docs/decisions/0012-photos-scaled-in-the-browser.md): the file picked, its pixels, and the
 * long side and quality of what it uploads.
 */
export const PHOTO_SOURCE_LIMITS = {
  maxBytes: 25 * 1024 * 1024,
  maxPixels: 50_000_000,
  maxLongSide: 2560,
  /** Encoder quality (0-1) of the first try; lower ones follow while the file is over maxBytes. */
  qualities: [0.86, 0.75, 0.6],
} as const;

/** The size `width` x `height` scaled so that its long side is at most `maxLongSide` (never enlarged). */
export function scaledSize(width: number, height: number, maxLongSide: number = PHOTO_SOURCE_LIMITS.maxLongSide): { width: number; height: number } {
  const scale = Math.min(1, maxLongSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The widths (px) each photo is re-encoded to, smallest first; never larger than the original. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

/** The image types an upload may be, by what its bytes are (never by its name or declared type). */
export type PhotoSourceType = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** The image type its first bytes (magic numbers) say a file is, or null for anything else. */
export function sniffImageType(bytes: Uint8Array): PhotoSourceType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** The distinct widths a photo `originalWidth` px wide is kept in (smaller originals are not enlarged). */
export function variantWidths(originalWidth: number): number[] {
  return [...new Set(PHOTO_WIDTHS.map((width) => Math.min(width, originalWidth)))];
}

/** The height of a variant `width` px wide of a `original` photo, as the encoder rounds it. */
export function variantHeight(original: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((original.height * width) / original.width));
}

/** The storage key of one variant: `{businessId}/{name}-{width}.webp`. */
export function variantKey(storageKey: string, width: number): string {
  return `${storageKey}-${width}.webp`;
}

/** Alt text: required, as the gallery and screen readers describe the photo with it. */
const photoAlt = text({ error: 'Describe the photo for people who cannot see it.' })
  .trim()
  .min(1, 'Describe the photo for people who cannot see it.')
  .max(PHOTO_LIMITS.maxAltLength, `Alt text must be ${PHOTO_LIMITS.maxAltLength} characters or less.`);

/** The upload form's text field (the image itself travels as the multipart `file`); the alt text editor checks with it too. */
export const PhotoUploadForm = z.object({ alt: photoAlt });

/** Changing one photo: its alt text, or making it the cover. */
export const PhotoEditForm = z
  .object({ alt: photoAlt.optional(), cover: z.literal(true, { error: 'cover can only be set to true.' }).optional() })
  .strict()
  .refine((edit) => edit.alt !== undefined || edit.cover !== undefined, { message: 'Send alt or cover.' });

/** The new order of a business's photos: every photo id exactly once. */
export const PhotoOrderForm = z.object({
  photoIds: z
    .array(idField('Each photo id must be a whole number.'), { error: 'photoIds must be a list of photo ids.' })
    .max(PHOTO_LIMITS.maxPerBusiness, `A business has at most ${PHOTO_LIMITS.maxPerBusiness} photos.`),
});

/** One size of a photo as the browser fetches it. */
export interface PhotoVariant {
  width: number;
  height: number;
  url: string;
}

/** A photo as the API answers it and the business page shows it. */
export interface BusinessPhoto {
  id: number;
  businessId: number;
  alt: string;
  isCover: boolean;
  position: number;
  /** Size of the largest variant. */
  width: number;
  height: number;
  /** Smallest first. */
  variants: PhotoVariant[];
}

/** The `srcset` attribute of a photo: each variant with its width descriptor. */
export function photoSrcset(photo: Pick<BusinessPhoto, 'variants'>): string {
  return photo.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

/** The variant used as `src` (browsers without srcset) and for share images: the largest. */
export function largestVariant(photo: Pick<BusinessPhoto, 'variants'>): PhotoVariant {
  return photo.variants[photo.variants.length - 1]!;
}

/** The gallery's order: the cover first, then the owner's order. */
export function galleryOrder<P extends Pick<BusinessPhoto, 'isCover' | 'position'>>(photos: P[]): P[] {
  return [...photos].sort((a, b) => Number(b.isCover) - Number(a.isCover) || a.position - b.position);
}

/**
 * Whether `photoIds` names each of `existing` exactly once (a reorder may neither drop nor
 * invent a photo).
 */
export function isPermutationOf(photoIds: number[], existing: number[]): boolean {
  if (photoIds.length !== existing.length) return false;
  const wanted = new Set(existing);
  return new Set(photoIds).size === photoIds.length && photoIds.every((id) => wanted.has(id));
}

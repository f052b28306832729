/**
 * Business photos in the database (public.business_photos): listing, adding under the
 * 10-photo cap, alt text, cover, order and removal. Each multi-step change is one
 * transaction holding the business's row lock, so concurrent uploads cannot pass the cap
 * and a business never has two covers or gaps in its order. Row -> {@link BusinessPhoto}.
 */
import { PHOTO_LIMITS, variantHeight, variantKey, type BusinessPhoto } from '../../domain/photos';
import type { Db, Executor, Queryable } from '../db/client';
import { writeAudit, type AuditInput } from './audit';

interface PhotoRow {
  id: number;
  business_id: number;
  storage_key: string;
  widths: number[] | string;
  width: number;
  height: number;
  alt: string;
  position: number;
  is_cover: boolean;
}

const COLUMNS = 'id, business_id, storage_key, widths, width, height, alt, position, is_cover';

/** Turns a storage key into the URL browsers fetch (the configured storage's publicUrl). */
export type PhotoUrl = (key: string) => string;

function widthsOf(row: PhotoRow): number[] {
  // PGlite and postgres.js both parse int[]; a text form ('{480,960}') is handled as well.
  const widths = Array.isArray(row.widths) ? row.widths : String(row.widths).replace(/[{}]/g, '').split(',');
  return widths.map(Number);
}

/** The storage keys of every file of a photo row. */
function photoFileKeys(photo: { storageKey: string; widths: number[] }): string[] {
  return photo.widths.map((width) => variantKey(photo.storageKey, width));
}

function toPhoto(row: PhotoRow, urlOf: PhotoUrl): BusinessPhoto {
  const original = { width: Number(row.width), height: Number(row.height) };
  const widths = widthsOf(row);
  return {
    id: Number(row.id),
    businessId: Number(row.business_id),
    alt: row.alt,
    isCover: row.is_cover,
    position: Number(row.position),
    width: original.width,
    height: original.height,
    variants: widths.map((width) => ({
      width,
      height: width === original.width ? original.height : variantHeight(original, width),
      url: urlOf(variantKey(row.storage_key, width)),
    })),
  };
}

/** A business's photos in the owner's order. */
export async function listPhotos(db: Queryable, businessId: number, urlOf: PhotoUrl): Promise<BusinessPhoto[]> {
  const rows = await db.query<PhotoRow>(`select ${COLUMNS} from public.business_photos where business_id = $1 order by position, id`, [businessId]);
  return rows.map((row) => toPhoto(row, urlOf));
}

/** How many photos a business has. */
export async function countPhotos(db: Queryable, businessId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from public.business_photos where business_id = $1', [businessId]);
  return Number(row?.n ?? 0);
}

export interface NewPhoto {
  businessId: number;
  storageKey: string;
  widths: number[];
  width: number;
  height: number;
  alt: string;
  uploadedBy: string | null;
}

/** Locks the business row so that photo changes of one business run one at a time. */
async function lockBusiness(tx: Executor, businessId: number): Promise<boolean> {
  const rows = await tx.query('select id from public.businesses where id = $1 for update', [businessId]);
  return rows.length > 0;
}

/**
 * Adds a photo at the end of the business's order (the first photo becomes the cover).
 * 'full' when the business already has {@link PHOTO_LIMITS.maxPerBusiness}; 'gone' when
 * the business no longer exists.
 */
export async function insertPhoto(db: Db, photo: NewPhoto, urlOf: PhotoUrl, audit: AuditInput): Promise<BusinessPhoto | 'full' | 'gone'> {
  return db.transaction(async (tx) => {
    if (!(await lockBusiness(tx, photo.businessId))) return 'gone';
    const count = await countPhotos(tx, photo.businessId);
    if (count >= PHOTO_LIMITS.maxPerBusiness) return 'full';
    const [row] = await tx.query<PhotoRow>(
      `insert into public.business_photos (business_id, storage_key, widths, width, height, alt, position, is_cover, uploaded_by)
       values ($1, $2, string_to_array($3, ',')::int[], $4, $5, $6, $7, $8, $9)
       returning ${COLUMNS}`,
      [photo.businessId, photo.storageKey, photo.widths.join(','), photo.width, photo.height, photo.alt, count, count === 0, photo.uploadedBy],
    );
    const added = toPhoto(row!, urlOf);
    await writeAudit(tx, { ...audit, details: { ...audit.details, photoId: added.id, alt: added.alt } });
    return added;
  });
}

/** Changes a photo's alt text; false when the business has no such photo. */
export async function updatePhotoAlt(db: Db, businessId: number, photoId: number, alt: string, audit: AuditInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.query('update public.business_photos set alt = $3 where business_id = $1 and id = $2 returning id', [businessId, photoId, alt]);
    if (rows.length) await writeAudit(tx, audit);
    return rows.length > 0;
  });
}

/** Makes a photo the business's cover (and no other); false when the business has no such photo. */
export async function setCoverPhoto(db: Db, businessId: number, photoId: number, audit: AuditInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const [photo] = await tx.query('select id from public.business_photos where business_id = $1 and id = $2', [businessId, photoId]);
    if (!photo) return false;
    await tx.query('update public.business_photos set is_cover = false where business_id = $1 and is_cover and id <> $2', [businessId, photoId]);
    await tx.query('update public.business_photos set is_cover = true where id = $1', [photoId]);
    await writeAudit(tx, audit);
    return true;
  });
}

/**
 * Puts the business's photos in the order of `photoIds`. False (nothing changed) unless
 * `photoIds` names each of its photos exactly once.
 */
export async function reorderPhotos(db: Db, businessId: number, photoIds: number[], audit: AuditInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const rows = await tx.query<{ id: number }>('select id from public.business_photos where business_id = $1', [businessId]);
    const existing = new Set(rows.map((row) => Number(row.id)));
    if (photoIds.length !== existing.size || new Set(photoIds).size !== photoIds.length || !photoIds.every((id) => existing.has(id))) return false;
    for (const [position, id] of photoIds.entries()) {
      await tx.query('update public.business_photos set position = $2 where id = $1', [id, position]);
    }
    await writeAudit(tx, audit);
    return true;
  });
}

/**
 * Removes a photo's row, closes the gap in the order and, when it was the cover, makes the
 * first remaining photo the cover. Its storage keys (for the caller to delete the files
 * once the row is gone), or null when the business has no such photo.
 */
export async function deletePhoto(db: Db, businessId: number, photoId: number, audit: AuditInput): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const [row] = await tx.query<PhotoRow>(`delete from public.business_photos where business_id = $1 and id = $2 returning ${COLUMNS}`, [businessId, photoId]);
    if (!row) return null;
    await tx.query('update public.business_photos set position = position - 1 where business_id = $1 and position > $2', [businessId, Number(row.position)]);
    if (row.is_cover) {
      await tx.query(
        `update public.business_photos set is_cover = true
          where id = (select id from public.business_photos where business_id = $1 order by position, id limit 1)`,
        [businessId],
      );
    }
    await writeAudit(tx, { ...audit, details: { ...audit.details, alt: row.alt } });
    return photoFileKeys({ storageKey: row.storage_key, widths: widthsOf(row) });
  });
}

/** The cover photo of a published business, with the business's name (for its share image). */
export async function getPublishedCover(
  db: Queryable,
  photoId: number,
  urlOf: PhotoUrl,
): Promise<{ photo: BusinessPhoto; storageKey: string; businessName: string } | null> {
  const [row] = await db.query<PhotoRow & { business_name: string }>(
    `select p.id, p.business_id, p.storage_key, p.widths, p.width, p.height, p.alt, p.position, p.is_cover, b.business_name
       from public.business_photos p join public.businesses b on b.id = p.business_id
      where p.id = $1 and p.is_cover and b.status = 'published'`,
    [photoId],
  );
  return row ? { photo: toPhoto(row, urlOf), storageKey: row.storage_key, businessName: row.business_name } : null;
}

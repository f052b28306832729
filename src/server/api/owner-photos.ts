import { randomBytes } from 'node:crypto';
import { PHOTO_LIMITS, PhotoEditForm, PhotoOrderForm, PhotoUploadForm, variantKey, type BusinessPhoto } from '../../domain/photos';
import { businessTag } from '../../domain/cache-tags';
import { requireOwnerOf } from '../auth/owner';
import type { OwnerIdentity } from '../identity';
import { purgeTags } from '../cache/purge';
import { processPhoto, type ProcessedPhoto } from '../photos/pipeline';
import { PhotoStorageError, photoStorageFor, type PhotoStorage } from '../photos/storage';
import { getBusinessById, parseId } from '../queries/businesses';
import type { AuditInput } from '../queries/audit';
import { countPhotos, deletePhoto, insertPhoto, listPhotos, reorderPhotos, setCoverPhoto, updatePhotoAlt } from '../queries/photos';
import { enforceRateLimit } from '../security/rate-limit';
import { ApiError, assertValidText, json, notFound, readBodyBytes, readJson, validate } from './http';
import type { ApiContext, Route } from './router';

/** The upload route's body limit: the image plus room for the alt field and the part headers. */
const PHOTO_UPLOAD_BODY_BYTES = PHOTO_LIMITS.maxBytes + 64 * 1024;

const MULTIPART = /^multipart\/form-data;\s*boundary=/i;
const CHOOSE_FILE = 'Choose a JPEG, PNG or WebP photo to upload.';

interface OwnerRequest {
  owner: OwnerIdentity;
  businessId: number;
  storage: PhotoStorage;
  audit: (action: string, details?: Record<string, unknown>) => AuditInput;
}

/** The owner of the business in the path, or 401/403/404 (see requireOwnerOf). */
async function ownerRequest(ctx: ApiContext): Promise<OwnerRequest> {
  const businessId = parseId(ctx.params.id);
  if (businessId === null) throw notFound('Business not found among your listings.');
  const owner = await requireOwnerOf(ctx, businessId);
  const business = await getBusinessById(ctx.deps.db, businessId);
  if (!business) throw notFound('Business not found among your listings.');
  return {
    owner,
    businessId,
    storage: photoStorageFor(ctx.deps.env),
    audit: (action, details) => ({
      actor: { userId: owner.ownerId, email: owner.email },
      action,
      targetType: 'business',
      targetId: businessId,
      targetLabel: business.businessName,
      details: details ?? null,
      now: ctx.deps.now(),
    }),
  };
}

function photoIdOf(ctx: ApiContext): number {
  const photoId = parseId(ctx.params.photoId);
  if (photoId === null) throw notFound('No such photo of this business.');
  return photoId;
}

const tooMany = () => new ApiError(409, 'conflict', `A business can have at most ${PHOTO_LIMITS.maxPerBusiness} photos. Delete one to add another.`);

/** The multipart upload: 415 unless multipart, 413 when too large, 400 without a file. */
async function readUpload(request: Request): Promise<{ file: Uint8Array; alt: unknown }> {
  if (!MULTIPART.test(request.headers.get('content-type') ?? '')) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the photo as multipart/form-data: the image as file, its alt text as alt.');
  }
  const body = await readBodyBytes(request, PHOTO_UPLOAD_BODY_BYTES);
  let form: FormData;
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': request.headers.get('content-type')! } }).formData();
  } catch {
    throw new ApiError(400, 'bad_request', 'The request body is not valid multipart/form-data.');
  }
  const file = form.get('file');
  const alt = form.get('alt');
  if (!(file instanceof Blob) || file.size === 0) throw new ApiError(400, 'validation_failed', CHOOSE_FILE, { file: CHOOSE_FILE });
  assertValidText({ alt });
  return { file: new Uint8Array(await file.arrayBuffer()), alt: alt ?? undefined };
}

/** Stores every variant under a new key; on any failure removes what was stored and answers 502. */
async function storeVariants(storage: PhotoStorage, businessId: number, photo: ProcessedPhoto): Promise<string> {
  const storageKey = `${businessId}/${randomBytes(9).toString('hex')}`;
  const keys = photo.variants.map((variant) => variantKey(storageKey, variant.width));
  try {
    await Promise.all(photo.variants.map((variant, i) => storage.put(keys[i]!, variant.bytes, 'image/webp')));
  } catch (error) {
    await storage.remove(keys).catch(() => undefined);
    if (error instanceof PhotoStorageError) {
      console.error('[photos]', error.message);
      throw new ApiError(502, 'bad_gateway', 'The photo could not be stored. Please try again in a moment.');
    }
    throw error;
  }
  return storageKey;
}

/** The business's photos after `ctx`'s request; after a change, the business page's cached copies are purged first. */
async function listAnswer(ctx: ApiContext, req: OwnerRequest, extra: { photo?: BusinessPhoto } = {}, status = 200): Promise<Response> {
  if (ctx.request.method !== 'GET') await purgeTags([businessTag(req.businessId)]);
  const photos = await listPhotos(ctx.deps.db, req.businessId, (key) => req.storage.publicUrl(key));
  return json({ ...extra, photos, maxPhotos: PHOTO_LIMITS.maxPerBusiness }, { status });
}

/**
 * The owner's photos of one business, under /api/owner/businesses/{id}/photos:
 * - GET: the photos in order (`{photos, maxPhotos}`).
 * - POST (multipart: `file`, `alt`): adds a photo (201 `{photo, photos}`). The file is checked
 *   by content and re-encoded (src/server/photos/pipeline.ts): 413 over 4 MB or 40 megapixels
 *   (or a body over {@link PHOTO_UPLOAD_BODY_BYTES}, the route's declared limit),
 *   415 when it is not a JPEG, PNG or WebP image or the body is not multipart, 400 without alt
 *   text or when the image is damaged, 409 past 10 photos, 429 past the upload rate limit.
 *   A refused upload stores nothing.
 * - PATCH /{photoId} (`{alt}` and/or `{cover: true}`), DELETE /{photoId},
 *   PUT /order (`{photoIds}`: every photo once): each answers the new `{photos}`.
 * Only the business's signed-in owner: 401 without a token, 403 for staff tokens, 404 for a
 * business the owner does not own. Every change is in the audit log.
 */
export const ownerPhotoRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/owner/businesses/:id/photos',
    handler: async (ctx) => listAnswer(ctx, await ownerRequest(ctx)),
  },
  {
    method: 'POST',
    path: '/api/owner/businesses/:id/photos',
    bodyLimit: PHOTO_UPLOAD_BODY_BYTES,
    handler: async (ctx) => {
      const req = await ownerRequest(ctx);
      const { db } = ctx.deps;
      if ((await countPhotos(db, req.businessId)) >= PHOTO_LIMITS.maxPerBusiness) throw tooMany();
      await enforceRateLimit(ctx, 'photoUpload');
      const upload = await readUpload(ctx.request);
      const { alt } = validate(PhotoUploadForm, { alt: upload.alt });
      const processed = await processPhoto(upload.file);
      const largest = processed.variants[processed.variants.length - 1]!;
      const storageKey = await storeVariants(req.storage, req.businessId, processed);
      const keys = processed.variants.map((variant) => variantKey(storageKey, variant.width));
      let added: Awaited<ReturnType<typeof insertPhoto>>;
      try {
        added = await insertPhoto(
          db,
          {
            businessId: req.businessId,
            storageKey,
            widths: processed.variants.map((variant) => variant.width),
            width: largest.width,
            height: largest.height,
            alt,
            uploadedBy: req.owner.ownerId,
          },
          (key) => req.storage.publicUrl(key),
          req.audit('photo.upload'),
        );
      } catch (error) {
        await req.storage.remove(keys).catch(() => undefined);
        throw error;
      }
      if (added === 'full' || added === 'gone') {
        await req.storage.remove(keys).catch(() => undefined);
        throw added === 'full' ? tooMany() : notFound('Business not found among your listings.');
      }
      return listAnswer(ctx, req, { photo: added }, 201);
    },
  },
  {
    method: 'PUT',
    path: '/api/owner/businesses/:id/photos/order',
    handler: async (ctx) => {
      const req = await ownerRequest(ctx);
      const { photoIds } = await readJson(ctx.request, PhotoOrderForm);
      const done = await reorderPhotos(ctx.deps.db, req.businessId, photoIds, req.audit('photo.reorder', { photoIds }));
      if (!done) {
        throw new ApiError(400, 'validation_failed', 'Send every photo of this business exactly once, in the new order.', {
          photoIds: 'Send every photo of this business exactly once, in the new order.',
        });
      }
      return listAnswer(ctx, req);
    },
  },
  {
    method: 'PATCH',
    path: '/api/owner/businesses/:id/photos/:photoId',
    handler: async (ctx) => {
      const req = await ownerRequest(ctx);
      const photoId = photoIdOf(ctx);
      const edit = await readJson(ctx.request, PhotoEditForm);
      const { db } = ctx.deps;
      if (edit.alt !== undefined && !(await updatePhotoAlt(db, req.businessId, photoId, edit.alt, req.audit('photo.alt', { photoId, alt: edit.alt })))) {
        throw notFound('No such photo of this business.');
      }
      if (edit.cover && !(await setCoverPhoto(db, req.businessId, photoId, req.audit('photo.cover', { photoId })))) {
        throw notFound('No such photo of this business.');
      }
      return listAnswer(ctx, req);
    },
  },
  {
    method: 'DELETE',
    path: '/api/owner/businesses/:id/photos/:photoId',
    handler: async (ctx) => {
      const req = await ownerRequest(ctx);
      const photoId = photoIdOf(ctx);
      const keys = await deletePhoto(ctx.deps.db, req.businessId, photoId, req.audit('photo.delete', { photoId }));
      if (!keys) throw notFound('No such photo of this business.');
      // The row is gone, so nothing links to the files any more; a failed removal only leaves an orphan.
      await req.storage.remove(keys).catch((error: unknown) => console.error('[photos] could not remove files:', (error as Error).message));
      return listAnswer(ctx, req);
    },
  },
];

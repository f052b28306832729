/**
 * The owner dashboard's Photos section: upload a photo straight from a phone or camera with
 * its alt text (scaled and re-encoded in the browser first, ./prepare-photo.ts, with upload
 * progress), move photos up and down, edit alt text, choose the cover and delete, through
 * /api/owner/businesses/{id}/photos with the island kit's API client. The alt text is checked
 * with the same schema the API uses.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState, type SubmitEvent } from 'react';
import { PHOTO_LIMITS, PHOTO_SOURCE_LIMITS, PhotoUploadForm, photoSrcset, type BusinessPhoto } from '../../domain/photos';
import { apiResult, upload, type ApiOptions, type ApiResult } from '../kit/api';
import { KitFormProvider, TextField } from '../kit/fields';
import { useZodForm } from '../kit/forms';
import { queryKeys, useApiQuery } from '../kit/query';
import { PhotoPrepareError, megabytes, preparePhoto } from './prepare-photo';
import { useOwnerText } from './words';

interface Props {
  businessId: number;
  businessName: string;
}

// HEIC and HEIF too: decoded natively (Safari) or with WebAssembly (./heif.ts).
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

interface PhotosAnswer {
  photos?: BusinessPhoto[];
}

export default function Photos({ businessId, businessName }: Props) {
  const base = `/api/owner/businesses/${businessId}/photos`;
  const headingId = useId();
  const client = useQueryClient();
  const { w, msg, describe, fill } = useOwnerText();
  const t = w.photos;
  const loaded = useApiQuery<PhotosAnswer>(queryKeys.owner.business(businessId, 'photos'), base, { auth: 'owner' });
  const photos = loaded.data?.photos ?? null;
  const [failure, setError] = useState<string | null>(null);
  const error = failure ?? (loaded.error ? describe(loaded.error) : null);
  const [status, setStatus] = useState('');
  // The line that says what was sent stays visible; the other status lines are for screen readers.
  const [added, setAdded] = useState('');
  const [busy, setBusy] = useState(false);

  const [progress, setProgress] = useState<number | null>(null);

  /** Shows the answer's photos, or its error (the field's own message first). */
  const settle = useCallback(
    (result: ApiResult<PhotosAnswer>): BusinessPhoto[] | null => {
      if (!result.ok) {
        const field = Object.values(result.error.fields)[0];
        setError(field ? msg(field) : describe(result.error));
        return null;
      }
      if (result.data?.photos) client.setQueryData<PhotosAnswer>(queryKeys.owner.business(businessId, 'photos'), { photos: result.data.photos });
      return result.data?.photos ?? null;
    },
    [client, businessId, msg, describe],
  );

  const call = useCallback(
    async (path: string, options: ApiOptions = {}): Promise<BusinessPhoto[] | null> => {
      setError(null);
      return settle(await apiResult<PhotosAnswer>(`${base}${path}`, { ...options, auth: 'owner' }));
    },
    [base, settle],
  );

  /** Scales the picked photo, then uploads it with progress; the status line says what was sent. */
  const send = async (file: File, alt: string): Promise<BusinessPhoto[] | null> => {
    setError(null);
    setStatus(t.preparing);
    let prepared;
    try {
      prepared = await preparePhoto(file);
    } catch (failure) {
      setStatus('');
      setError(failure instanceof PhotoPrepareError ? msg(failure.message) : t.notPrepared);
      return null;
    }
    const form = new FormData();
    form.set('file', prepared.file);
    form.set('alt', alt);
    setProgress(0);
    setStatus(fill(t.uploadingStatus, { percent: 0 }));
    const result = await upload<PhotosAnswer>(base, form, {
      auth: 'owner',
      // The screen-reader line follows the visible bar in steps of 10%, not every event.
      onProgress: (part) => {
        setProgress(part);
        setStatus(fill(t.uploadingStatus, { percent: Math.floor(part * 10) * 10 }));
      },
    });
    setProgress(null);
    const done = settle(result);
    if (!done) setStatus('');
    if (done) {
      const { source } = prepared;
      const text = fill(t.added, {
        width: source.width,
        height: source.height,
        size: megabytes(source.bytes),
        sentWidth: prepared.width,
        sentHeight: prepared.height,
        sentSize: megabytes(prepared.file.size),
      });
      setAdded(text);
      setStatus(text);
    }
    return done;
  };

  async function run(action: () => Promise<BusinessPhoto[] | null>, done?: string): Promise<BusinessPhoto[] | null> {
    setBusy(true);
    const result = await action();
    setBusy(false);
    if (result && done) setStatus(done);
    return result;
  }

  const move = (index: number, by: number) => {
    if (!photos) return;
    const ids = photos.map((photo) => photo.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void run(() => call('/order', { method: 'PUT', json: { photoIds: ids } }), t.orderSaved);
  };

  const full = (photos?.length ?? 0) >= PHOTO_LIMITS.maxPerBusiness;

  return (
    <section className="card p-5 sm:p-6" aria-labelledby={headingId} aria-busy={busy || photos === null ? true : undefined} data-owner-photos>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {fill(t.lead, {
          max: PHOTO_LIMITS.maxPerBusiness,
          name: businessName,
          megabytes: PHOTO_SOURCE_LIMITS.maxBytes / 1024 / 1024,
          pixels: PHOTO_SOURCE_LIMITS.maxLongSide.toLocaleString('en-US'),
        })}
      </p>
      {error && (
        <p className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800" role="alert">
          {error}
        </p>
      )}
      <p className={status && status === added ? 'mt-3 text-sm text-slate-700' : 'sr-only'} role="status" data-photo-status>
        {status}
      </p>
      {progress !== null && (
        <p className="mt-3 text-sm text-slate-800">
          <label>
            {fill(t.uploading, { percent: Math.round(progress * 100) })}
            <progress className="ml-2 align-middle" max={1} value={progress} />
          </label>
        </p>
      )}
      {full ? (
        <p className="mt-4 rounded-md bg-slate-50 p-3 text-sm text-slate-700">{fill(t.full, { max: PHOTO_LIMITS.maxPerBusiness })}</p>
      ) : (
        <UploadForm
          disabled={busy || photos === null}
          onPick={() => {
            setStatus('');
            setError(null);
          }}
          onUpload={async (file, alt) => (await run(() => send(file, alt))) !== null}
        />
      )}
      {photos === null ? (
        <p className="mt-4 text-sm text-slate-700">{t.loading}</p>
      ) : photos.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{t.none}</p>
      ) : (
        <ol className="mt-5 grid gap-4 sm:grid-cols-2">
          {photos.map((photo, index) => (
            <li key={photo.id} className="rounded-lg border border-slate-200 p-3" data-owner-photo={photo.id}>
              <img
                src={photo.variants[0]!.url}
                srcSet={photoSrcset(photo)}
                sizes="(min-width: 640px) 20rem, 90vw"
                width={photo.width}
                height={photo.height}
                alt={photo.alt}
                className="aspect-[4/3] h-auto w-full rounded-md bg-slate-100 object-cover"
              />
              <p className="mt-2 text-sm font-semibold text-slate-900">
                {fill(t.position, { n: index + 1, count: photos.length })}
                {photo.isCover && <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900">{t.cover}</span>}
              </p>
              <AltEditor
                key={`${photo.id}:${photo.alt}`}
                photo={photo}
                disabled={busy}
                onSave={(alt) => run(() => call(`/${photo.id}`, { method: 'PATCH', json: { alt } }), t.altSaved)}
              />
              <div className="mt-2 flex flex-wrap gap-2">
                <button type="button" className="btn-secondary text-sm" disabled={busy || index === 0} onClick={() => move(index, -1)}>
                  {t.moveUp}
                  <span className="sr-only">{fill(t.whichPhoto, { n: index + 1 })}</span>
                </button>
                <button type="button" className="btn-secondary text-sm" disabled={busy || index === photos.length - 1} onClick={() => move(index, 1)}>
                  {t.moveDown}
                  <span className="sr-only">{fill(t.whichPhoto, { n: index + 1 })}</span>
                </button>
                {!photo.isCover && (
                  <button
                    type="button"
                    className="btn-secondary text-sm"
                    disabled={busy}
                    onClick={() => void run(() => call(`/${photo.id}`, { method: 'PATCH', json: { cover: true } }), t.coverChosen)}
                  >
                    {t.makeCover}
                    <span className="sr-only">{fill(t.makeCoverWhich, { n: index + 1 })}</span>
                  </button>
                )}
                <button
                  type="button"
                  className="btn-secondary text-sm text-red-800"
                  disabled={busy}
                  onClick={() => {
                    if (window.confirm(fill(t.confirmDelete, { n: index + 1, alt: photo.alt })))
                      void run(() => call(`/${photo.id}`, { method: 'DELETE' }), t.deleted);
                  }}
                >
                  {t.delete}
                  <span className="sr-only">{fill(t.whichPhoto, { n: index + 1 })}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The upload form; `onPick` runs when another file is chosen, so the last result line clears.
 * `onUpload` answers whether the photo was added: only then is the form emptied, so a refused
 * upload can be sent again as it is.
 */
function UploadForm({ disabled, onPick, onUpload }: { disabled: boolean; onPick: () => void; onUpload: (file: File, alt: string) => Promise<boolean> }) {
  const fileId = useId();
  const altId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [altError, setAltError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { w, msg } = useOwnerText();
  const t = w.photos;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = PhotoUploadForm.safeParse({ alt: form.get('alt') });
    if (!parsed.success) {
      setAltError(msg(parsed.error.issues[0]?.message ?? t.describe));
      return;
    }
    setAltError(null);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) {
      setFileError(t.chooseFile);
      return;
    }
    setFileError(null);
    if (await onUpload(file, parsed.data.alt)) formRef.current?.reset();
  }

  return (
    <form ref={formRef} className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={submit} noValidate>
      <div>
        <label htmlFor={fileId} className="block text-sm font-medium text-slate-900">
          {t.file}
        </label>
        <input
          id={fileId}
          name="file"
          type="file"
          accept={ACCEPT}
          required
          onChange={onPick}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${fileId}-error` : undefined}
          className="mt-1 block w-full text-sm text-slate-800"
        />
        {fileError && (
          <p id={`${fileId}-error`} className="mt-1 text-sm text-red-800">
            {fileError}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={altId} className="block text-sm font-medium text-slate-900">
          {t.alt}
        </label>
        <input
          id={altId}
          name="alt"
          type="text"
          maxLength={PHOTO_LIMITS.maxAltLength}
          required
          aria-invalid={altError ? true : undefined}
          aria-describedby={altError ? `${altId}-error` : undefined}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
        />
        {altError && (
          <p id={`${altId}-error`} className="mt-1 text-sm text-red-800">
            {altError}
          </p>
        )}
      </div>
      <button type="submit" className="btn-primary" disabled={disabled}>
        {t.upload}
      </button>
    </form>
  );
}

/** One photo's alt text, on the kit's fields with the API's own rule (the upload's alt field). */
function AltEditor({ photo, disabled, onSave }: { photo: BusinessPhoto; disabled: boolean; onSave: (alt: string) => Promise<unknown> }) {
  const form = useZodForm(PhotoUploadForm, { defaultValues: { alt: photo.alt } });
  const submit = form.handleSubmit(({ alt }) => onSave(alt));
  const t = useOwnerText().w.photos;
  return (
    <KitFormProvider form={form}>
      <form className="mt-2 flex items-start gap-2" noValidate onSubmit={submit}>
        <TextField name="alt" label={t.altShort} maxLength={PHOTO_LIMITS.maxAltLength} className="grow" />
        <button type="submit" className="btn-secondary mt-6 text-sm" disabled={disabled || form.watch('alt') === photo.alt}>
          {t.save}
        </button>
      </form>
    </KitFormProvider>
  );
}

/**
 * The owner dashboard's Photos section (issue 18): upload a photo with its alt text, move
 * photos up and down, edit alt text, choose the cover and delete, through
 * /api/owner/businesses/{id}/photos. The alt text is checked with the same schema the API uses.
 */
import { useCallback, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { PHOTO_LIMITS, PhotoUploadForm, photoAlt, photoSrcset, type BusinessPhoto } from '../../domain/photos';

interface Props {
  businessId: number;
  businessName: string;
  /** The owner's bearer token. */
  token: string;
}

interface ApiErrorBody {
  error?: { message?: string; fields?: Record<string, string> };
}

const ACCEPT = 'image/jpeg,image/png,image/webp';

export default function Photos({ businessId, businessName, token }: Props) {
  const base = `/api/owner/businesses/${businessId}/photos`;
  const headingId = useId();
  const [photos, setPhotos] = useState<BusinessPhoto[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const call = useCallback(
    async (path: string, init: RequestInit = {}): Promise<BusinessPhoto[] | null> => {
      setError(null);
      const headers = new Headers(init.headers);
      headers.set('authorization', `Bearer ${token}`);
      if (typeof init.body === 'string') headers.set('content-type', 'application/json');
      try {
        const response = await fetch(`${base}${path}`, { ...init, headers });
        const body = (await response.json().catch(() => ({}))) as ApiErrorBody & { photos?: BusinessPhoto[] };
        if (!response.ok) {
          const fields = body.error?.fields ? Object.values(body.error.fields) : [];
          setError(fields[0] ?? body.error?.message ?? `${response.status}: ${response.statusText}`);
          return null;
        }
        if (body.photos) setPhotos(body.photos);
        return body.photos ?? null;
      } catch {
        setError('The photos could not be reached. Check your connection and try again.');
        return null;
      }
    },
    [base, token],
  );

  useEffect(() => {
    // The first load: its state changes happen when the answer arrives, not in the effect.
    void Promise.resolve().then(() => call(''));
  }, [call]);

  async function run(action: () => Promise<BusinessPhoto[] | null>, done: string) {
    setBusy(true);
    const result = await action();
    setBusy(false);
    if (result) setStatus(done);
  }

  const move = (index: number, by: number) => {
    if (!photos) return;
    const ids = photos.map((photo) => photo.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void run(() => call('/order', { method: 'PUT', body: JSON.stringify({ photoIds: ids }) }), 'Photo order saved.');
  };

  const full = (photos?.length ?? 0) >= PHOTO_LIMITS.maxPerBusiness;

  return (
    <section className="card p-5 sm:p-6" aria-labelledby={headingId} aria-busy={busy || photos === null ? true : undefined} data-owner-photos>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Photos
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Up to {PHOTO_LIMITS.maxPerBusiness} photos of {businessName}: JPEG, PNG or WebP, at most {PHOTO_LIMITS.maxBytes / 1024 / 1024} MB each. The cover is
        shown first and when the page is shared. Location data in photos is removed.
      </p>
      {error && (
        <p className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800" role="alert">
          {error}
        </p>
      )}
      <p className="sr-only" role="status">
        {status}
      </p>
      {full ? (
        <p className="mt-4 rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          This business has {PHOTO_LIMITS.maxPerBusiness} photos. Delete one to add another.
        </p>
      ) : (
        <UploadForm disabled={busy || photos === null} onUpload={(form) => run(() => call('', { method: 'POST', body: form }), 'Photo added.')} />
      )}
      {photos === null ? (
        <p className="mt-4 text-sm text-slate-700">Loading photos...</p>
      ) : photos.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">No photos yet.</p>
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
                Photo {index + 1} of {photos.length}
                {photo.isCover && <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900">Cover</span>}
              </p>
              <AltEditor
                key={`${photo.id}:${photo.alt}`}
                photo={photo}
                disabled={busy}
                onSave={(alt) => run(() => call(`/${photo.id}`, { method: 'PATCH', body: JSON.stringify({ alt }) }), 'Alt text saved.')}
              />
              <div className="mt-2 flex flex-wrap gap-2">
                <button type="button" className="btn-secondary text-sm" disabled={busy || index === 0} onClick={() => move(index, -1)}>
                  Move up<span className="sr-only"> photo {index + 1}</span>
                </button>
                <button type="button" className="btn-secondary text-sm" disabled={busy || index === photos.length - 1} onClick={() => move(index, 1)}>
                  Move down<span className="sr-only"> photo {index + 1}</span>
                </button>
                {!photo.isCover && (
                  <button
                    type="button"
                    className="btn-secondary text-sm"
                    disabled={busy}
                    onClick={() => void run(() => call(`/${photo.id}`, { method: 'PATCH', body: JSON.stringify({ cover: true }) }), 'Cover photo chosen.')}
                  >
                    Make cover<span className="sr-only"> (photo {index + 1})</span>
                  </button>
                )}
                <button
                  type="button"
                  className="btn-secondary text-sm text-red-800"
                  disabled={busy}
                  onClick={() => {
                    if (window.confirm(`Delete photo ${index + 1} ("${photo.alt}")?`))
                      void run(() => call(`/${photo.id}`, { method: 'DELETE' }), 'Photo deleted.');
                  }}
                >
                  Delete<span className="sr-only"> photo {index + 1}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function UploadForm({ disabled, onUpload }: { disabled: boolean; onUpload: (form: FormData) => Promise<void> }) {
  const fileId = useId();
  const altId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [altError, setAltError] = useState<string | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = PhotoUploadForm.safeParse({ alt: form.get('alt') });
    if (!parsed.success) {
      setAltError(parsed.error.issues[0]?.message ?? 'Describe the photo.');
      return;
    }
    setAltError(null);
    form.set('alt', parsed.data.alt);
    await onUpload(form);
    formRef.current?.reset();
  }

  return (
    <form ref={formRef} className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={submit} noValidate>
      <div>
        <label htmlFor={fileId} className="block text-sm font-medium text-slate-900">
          Photo
        </label>
        <input id={fileId} name="file" type="file" accept={ACCEPT} required className="mt-1 block w-full text-sm text-slate-800" />
      </div>
      <div>
        <label htmlFor={altId} className="block text-sm font-medium text-slate-900">
          Alt text (what the photo shows)
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
        Upload photo
      </button>
    </form>
  );
}

function AltEditor({ photo, disabled, onSave }: { photo: BusinessPhoto; disabled: boolean; onSave: (alt: string) => Promise<void> }) {
  const id = useId();
  const [alt, setAlt] = useState(photo.alt);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="mt-2 flex items-end gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = photoAlt.safeParse(alt);
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Describe the photo.');
        setError(null);
        void onSave(parsed.data);
      }}
    >
      <div className="grow">
        <label htmlFor={id} className="block text-xs font-medium text-slate-800">
          Alt text
        </label>
        <input
          id={id}
          value={alt}
          maxLength={PHOTO_LIMITS.maxAltLength}
          onChange={(event) => setAlt(event.target.value)}
          aria-invalid={error ? true : undefined}
          className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
        />
        {error && <p className="mt-1 text-xs text-red-800">{error}</p>}
      </div>
      <button type="submit" className="btn-secondary text-sm" disabled={disabled || alt === photo.alt}>
        Save
      </button>
    </form>
  );
}

/**
 * "Alert me" on listing pages (part of the listing island): a button that opens the form,
 * whose code (the saved-search schema and the form kit) is fetched only then.
 */
import { Suspense, lazy, useState } from 'react';

const AlertForm = lazy(() => import('./AlertForm'));

/** `apiQuery`: the listing's GET /api/businesses query string (the form drops its paging). */
/** `label` and `loading`: the button's and the loading line's words in the page's language. */
export function AlertMe({ apiQuery, label, loading }: { apiQuery: string; label: string; loading: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-3">
      <button type="button" className="btn-secondary min-h-6" aria-expanded={open} aria-controls="alert-me-panel" onClick={() => setOpen((value) => !value)}>
        {label}
      </button>
      <div id="alert-me-panel" className="mt-2" hidden={!open}>
        {open && (
          <Suspense fallback={<p role="status">{loading}</p>}>
            <AlertForm apiQuery={apiQuery} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

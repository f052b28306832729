/**
 * "Alert me" on listing pages (part of the listing island): a button that opens the form,
 * whose code (the saved-search schema and the form kit) is fetched only then.
 */
import { Suspense, lazy, useState } from 'react';
import type { Messages } from '../../i18n/en';

const AlertForm = lazy(() => import('./AlertForm'));

/** `apiQuery`: the listing's GET /api/businesses query string (the form drops its paging). */
/** `t`: the button's and the form's words in the page's language (the catalog's search.alert). */
export function AlertMe({ apiQuery, t }: { apiQuery: string; t: Messages['search']['alert'] }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-3">
      <button type="button" className="btn-secondary min-h-6" aria-expanded={open} aria-controls="alert-me-panel" onClick={() => setOpen((value) => !value)}>
        {t.button}
      </button>
      <div id="alert-me-panel" className="mt-2" hidden={!open}>
        {open && (
          <Suspense fallback={<p role="status">{t.loading}</p>}>
            <AlertForm apiQuery={apiQuery} t={t} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

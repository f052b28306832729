/**
 * /alerts: what the links of alert e-mails open, the token in the URL fragment (never sent
 * to a server log). `#confirm=` confirms a saved search (a POST: opening the page alone
 * would not do it without this script); `#manage=` lists the address's saved searches with
 * a Stop button each; `#unsubscribe=` asks before it unsubscribes one (one POST);
 * `#link-broken` (a broken unsubscribe link opened in a browser), and any of the three with a
 * cut or changed token, say the link is not valid and what to do instead.
 */
import { useEffect, useState } from 'react';
import type { ManagedSavedSearch } from '../../domain/alerts';
import { BROKEN_LINK_MESSAGES, brokenLinkMessage } from '../../domain/alert-pages';
import { apiResult, describeError } from '../kit/api';
import { fillTemplate as fill } from '../../domain/fill';
import type { AlertWords } from '../../i18n/alert-words';
import type { Locale } from '../../i18n/locale';
import { translateMessage } from '../../i18n/translate-message';

type View =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'error'; message: string }
  | { kind: 'confirmed'; label: string; manageToken: string }
  | { kind: 'manage'; email: string; searches: ManagedSavedSearch[] }
  | { kind: 'unsubscribe'; token: string }
  | { kind: 'unsubscribed' };

const ONE_CLICK = { body: 'List-Unsubscribe=One-Click', contentType: 'application/x-www-form-urlencoded', method: 'POST' } as const;

function readFragment(): { name: string; token: string } | null {
  const match = /^#(confirm|manage|unsubscribe)=([A-Za-z0-9._-]{1,600})$/.exec(window.location.hash);
  return match ? { name: match[1]!, token: match[2]! } : null;
}

async function managedView(token: string, locale: Locale): Promise<View> {
  const result = await apiResult<{ email: string; searches: ManagedSavedSearch[] }>('/api/saved-searches/manage', { method: 'POST', json: { token, locale } });
  if (result.ok) return { kind: 'manage', ...result.data };
  return { kind: 'error', message: result.error.status === 404 ? BROKEN_LINK_MESSAGES.manage : describeError(result.error) };
}

/** What the page shows first for a fragment (before its request, if it makes one, answers). */
function firstView(fragment: { name: string; token: string } | null): View {
  if (!fragment) {
    const broken = brokenLinkMessage(window.location.hash);
    return broken ? { kind: 'error', message: broken } : { kind: 'none' };
  }
  return fragment.name === 'unsubscribe' ? { kind: 'unsubscribe', token: fragment.token } : { kind: 'loading' };
}

/** The request a `#confirm=` or `#manage=` fragment makes, and the view it ends in (the searches' labels worded in `locale`). */
async function fragmentView(fragment: { name: string; token: string }, locale: Locale): Promise<View> {
  if (fragment.name === 'manage') return managedView(fragment.token, locale);
  const result = await apiResult<{ label: string; manageToken: string }>('/api/saved-searches/confirm', {
    method: 'POST',
    json: { token: fragment.token, locale },
  });
  if (result.ok) return { kind: 'confirmed', ...result.data };
  // A token the API does not know (400) was cut or changed on the way: say so, and what to do.
  return { kind: 'error', message: result.error.status === 400 ? BROKEN_LINK_MESSAGES.confirm : describeError(result.error) };
}

/** `words`: the page's words (src/i18n/alert-words.ts). */
export default function AlertsPage({ words: t }: { words: AlertWords }) {
  const tr = (text: string) => translateMessage(t.messages, text);
  // client:only: the fragment is there on the first render.
  const [view, setView] = useState<View>(() => firstView(readFragment()));

  const manage = (token: string) => void managedView(token, t.locale).then(setView);

  // The fragment when the page opens and each time it changes on the open page (a second
  // link of an e-mail opened in the same tab changes only the fragment: no new page load).
  // Only the answer for the current fragment is shown.
  useEffect(() => {
    let current = 0;
    const run = (fragment: { name: string; token: string } | null) => {
      const id = ++current;
      if (!fragment || fragment.name === 'unsubscribe') return;
      void fragmentView(fragment, t.locale).then((next) => {
        if (id === current) setView(next);
      });
    };
    const onHashChange = () => {
      const fragment = readFragment();
      setView(firstView(fragment));
      run(fragment);
    };
    run(readFragment());
    addEventListener('hashchange', onHashChange);
    return () => {
      current = -1;
      removeEventListener('hashchange', onHashChange);
    };
  }, [t.locale]);

  async function stop(token: string, after: () => void) {
    const result = await apiResult(`/api/saved-searches/unsubscribe/${token}`, ONE_CLICK);
    if (result.ok) after();
    else setView({ kind: 'error', message: result.error.status === 404 ? BROKEN_LINK_MESSAGES.unsubscribe : describeError(result.error) });
  }

  switch (view.kind) {
    case 'loading':
      return <p role="status">{t.loading}</p>;
    case 'none':
      return <p>{t.none}</p>;
    case 'error':
      return (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
          {tr(view.message)}
        </p>
      );
    case 'confirmed':
      return (
        <div role="status" className="space-y-4">
          <h2 className="text-xl font-semibold text-slate-900">{t.confirmedHeading}</h2>
          <p>
            {t.confirmed} {view.label}.
          </p>
          <button type="button" className="btn-secondary" onClick={() => manage(view.manageToken)}>
            {t.manage}
          </button>
        </div>
      );
    case 'unsubscribe':
      return (
        <div className="space-y-4">
          <p>{t.unsubscribeQuestion}</p>
          <button type="button" className="btn-primary" onClick={() => void stop(view.token, () => setView({ kind: 'unsubscribed' }))}>
            {t.unsubscribe}
          </button>
        </div>
      );
    case 'unsubscribed':
      return (
        <p role="status" className="font-semibold text-slate-900">
          {t.unsubscribed}
        </p>
      );
    default:
      return (
        <div className="space-y-4">
          <h2 className="text-xl font-semibold text-slate-900">{fill(t.savedFor, { email: view.email })}</h2>
          {view.searches.length === 0 ? (
            <p role="status">{t.noSearches}</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-md border border-slate-300 bg-white">
              {view.searches.map((search) => (
                <li key={search.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div>
                    <a
                      className="font-medium text-blue-800 underline"
                      href={search.resultsHref.startsWith('/') ? t.prefix + search.resultsHref : search.resultsHref}
                    >
                      {search.label}
                    </a>
                    <p className="text-sm text-slate-700">
                      {search.frequency === 'daily' ? t.daily : t.weekly}
                      {search.confirmed ? '' : t.waiting}
                    </p>
                    {search.broken && <p className="text-sm font-semibold text-red-800">{t.broken}</p>}
                  </div>
                  <button
                    type="button"
                    className="btn-secondary min-h-6"
                    onClick={() => void stop(search.unsubscribeToken, () => setView({ ...view, searches: view.searches.filter((s) => s.id !== search.id) }))}
                  >
                    {t.stop} <span className="sr-only">{search.label}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      );
  }
}

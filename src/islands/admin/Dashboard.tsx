/**
 * The signed-in dashboard: header with sign-out, section navigation (kept in the URL hash,
 * so Back works and a reload stays put), and the active section.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ADMIN_TOASTS } from '../../domain/admin';
import { showToast } from '../../stores/toast';
import { useAdmin } from './context';
import { Overview } from './Overview';
import { ClaimsQueue } from './ClaimsQueue';
import { ReviewsQueue } from './ReviewsQueue';
import { BusinessesQueue } from './BusinessesQueue';
import { OwnerAccounts } from './OwnerAccounts';
import { CredentialsQueue } from './CredentialsQueue';
import { OwnerRequests } from './OwnerRequests';
import { AddBusiness } from './AddBusiness';
import { Locations } from './Locations';
import { ImportExport } from './ImportExport';
import { Analytics } from './Analytics';
import { AuditLog } from './AuditLog';
import { Outbox } from './Outbox';
import { Neighborhoods } from './Neighborhoods';
import { Staff } from './Staff';
import { Account } from './Account';
import { ROLE_LABELS, type StaffRole } from '../../domain/staff';
import { viewsFor, type ViewId } from './views';

function viewFromHash(role: StaffRole): ViewId {
  const views = viewsFor(role);
  const hash = typeof location === 'undefined' ? '' : location.hash.slice(1).split('/')[0];
  return (views.find((v) => v.id === hash)?.id ?? views[0]?.id ?? 'account') as ViewId;
}

export function Dashboard() {
  const { session, signOut, config } = useAdmin();
  const role = config.role;
  const views = viewsFor(role);
  const home = views[0]?.id ?? 'account';
  const [view, setView] = useState<ViewId>(() => viewFromHash(role));
  const main = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    const onHash = () => setView(viewFromHash(role));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [role]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    main.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [view]);

  const client = useQueryClient();
  const go = (next: ViewId) => {
    // The open section's tab clicked again: its data (on the query cache) is fetched anew.
    if (next === view) {
      void client.invalidateQueries({ queryKey: ['admin', next] });
      return;
    }
    history.pushState(null, '', next === home ? location.pathname : `#${next}`);
    setView(next);
  };

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Admin Dashboard</h1>
          <p className="mt-1 text-sm text-slate-700">
            Signed in as <span className="font-semibold">{session.email ?? session.name ?? 'Site administrator'}</span> ({ROLE_LABELS[role]})
          </p>
        </div>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            signOut();
            showToast({ ...ADMIN_TOASTS.signedOut });
          }}
        >
          Sign out
        </button>
      </div>

      {/* One row that scrolls sideways: a second row of tabs sat half under the sticky site header (axe target-size). */}
      <nav className="mt-6 border-b border-slate-200" aria-label="Dashboard sections">
        <ul className="-mb-px flex gap-x-1 overflow-x-auto whitespace-nowrap">
          {views.map((item) => (
            <li key={item.id}>
              <a
                href={item.id === home ? '/admin' : `#${item.id}`}
                aria-current={view === item.id ? 'page' : undefined}
                className={`inline-block border-b-2 px-3 py-2 text-sm font-medium ${
                  view === item.id ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900'
                }`}
                onClick={(event) => {
                  event.preventDefault();
                  go(item.id);
                }}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div ref={main} className="mt-6 [&_h2]:focus:outline-none">
        {view === 'overview' && <Overview go={go} />}
        {view === 'claims' && <ClaimsQueue />}
        {view === 'reviews' && <ReviewsQueue />}
        {view === 'businesses' && <BusinessesQueue />}
        {view === 'owner-requests' && <OwnerRequests />}
        {view === 'owners' && <OwnerAccounts />}
        {view === 'credentials' && <CredentialsQueue />}
        {view === 'add-business' && <AddBusiness />}
        {view === 'locations' && <Locations />}
        {view === 'import-export' && <ImportExport />}
        {view === 'analytics' && <Analytics />}
        {view === 'audit-log' && <AuditLog />}
        {view === 'outbox' && <Outbox />}
        {view === 'neighborhoods' && <Neighborhoods />}
        {view === 'staff' && <Staff />}
        {view === 'account' && <Account />}
      </div>
    </div>
  );
}

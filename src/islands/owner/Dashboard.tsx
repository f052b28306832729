/**
 * The signed-in owner's dashboard: My listings with Edit listing, Photos, Reviews, Insights,
 * Quote requests, Review invitations and Credentials for the chosen one, and the Featured plan. Data comes
 * through the dashboard's query cache; the chosen tab and listing are in the URL
 * (`#photos/12`), so reload and Back keep them. Loaded by ./OwnerApp.tsx only once an owner
 * is signed in (a chunk of its own: the sign-in page does not load it).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { OwnerListing } from '../../domain/owner';
import { QueryProvider, queryKeys, useApiQuery } from '../kit/query';
import { signOut, type Session } from '../kit/session';
import { Billing } from './Billing';
import { Credentials } from './Credentials';
import { Insights } from './Insights';
import { ListingEditor } from './ListingEditor';
import { OwnerNotices } from './OwnerNotices';
import { OwnerReviews } from './OwnerReviews';
import Photos from './Photos';
import QuoteRequests, { useOwnerQuoteRequests } from './QuoteRequests';
import { ReviewInvitations } from './ReviewInvitations';
import { useOwnerText } from './words';

const TABS = ['edit-listing', 'photos', 'reviews', 'insights', 'quote-requests', 'invite-reviews', 'credentials'] as const;
type Tab = (typeof TABS)[number];

/** The tab and listing in the URL fragment (`#photos/12`; `#quote-requests` from the e-mails). */
function readPlace(): { tab: Tab; listing: number | null } {
  const [tab, id] = location.hash.slice(1).split('/');
  const known = TABS.find((key) => key === tab);
  return { tab: known ?? 'edit-listing', listing: known && id && /^\d+$/.test(id) ? Number(id) : null };
}

function Dashboard() {
  const client = useQueryClient();
  const { w, describe, count, fill } = useOwnerText();
  const t = w.dashboard;
  const categoryLabel = (value: string) => w.categories[value] ?? value;
  const change = (field: string, value: string) =>
    fill(field === 'category' ? t.changeCategory : field === 'businessName' ? t.changeName : t.changeAddress, {
      value: field === 'category' ? categoryLabel(value) : value,
    });
  const listings = useApiQuery<{ businesses: OwnerListing[] }>(queryKeys.owner.listings(), '/api/owner/businesses', { auth: 'owner' });
  const quotes = useOwnerQuoteRequests();
  const [place, setPlace] = useState(readPlace);
  useEffect(() => {
    const onPop = () => setPlace(readPlace());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = (tab: Tab, listing: number) => {
    history.pushState(null, '', `#${tab}/${listing}`);
    setPlace({ tab, listing });
  };

  const all = listings.data?.businesses;
  const listing = all?.find((l) => l.id === place.listing) ?? all?.[0];
  const waiting = quotes.data?.waiting ?? {};
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t.heading}</h1>
        <button type="button" className="btn-secondary" onClick={() => void signOut('owner')}>
          {t.signOut}
        </button>
      </div>
      {listings.error && (
        <p role="alert" className="text-red-800">
          {describe(listings.error)}
        </p>
      )}
      <section aria-labelledby="owner-listings">
        <h2 id="owner-listings" className="text-2xl font-semibold text-slate-900">
          {t.listings}
        </h2>
        {listings.isPending && (
          <p className="mt-3 text-slate-700" role="status">
            {t.loadingListings}
          </p>
        )}
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {all?.map((l) => (
            <li key={l.id} className={`card p-4 ${l.id === listing?.id ? 'ring-2 ring-brand-600' : ''}`} data-owner-listing={l.slug}>
              <p className="text-lg font-semibold text-slate-900">{l.businessName}</p>
              <p className="text-sm text-slate-700">
                {categoryLabel(l.category)} · {l.status === 'published' ? t.published : l.status === 'pending' ? t.pending : t.unpublished} ·{' '}
                {l.isPremium ? t.featured : t.notFeatured}
              </p>
              {l.status === 'published' && (
                <a className="text-sm text-brand-800 underline" href={`${w.paths.listing}${l.slug}`}>
                  {t.viewPage}
                  <span className="sr-only">{fill(t.viewPageOf, { name: l.businessName })}</span>
                </a>
              )}
              {l.pendingChanges.length > 0 && (
                <p className="mt-1 text-sm text-slate-800" data-pending-changes>
                  {t.waitingForStaff}{' '}
                  {l.pendingChanges
                    .map((c) =>
                      Object.entries(c.changes)
                        .map(([k, v]) => change(k, v))
                        .join(', '),
                    )
                    .join('; ')}
                </p>
              )}
              {l.openReports > 0 && <p className="mt-1 text-sm text-slate-800">{count(t.reports, l.openReports)}</p>}
              {(waiting[l.id] ?? 0) > 0 && (
                <p className="mt-1 text-sm font-semibold text-slate-900" data-quote-count>
                  {count(t.quotesWaiting, waiting[l.id] ?? 0)}
                </p>
              )}
              {l.id !== listing?.id && (
                <button type="button" className="btn-secondary mt-2" onClick={() => go(place.tab, l.id)}>
                  {t.manage}
                  <span className="sr-only">{` ${l.businessName}`}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
      <OwnerNotices />
      {listing && (
        <section aria-labelledby="owner-manage" className="card p-5">
          <h2 id="owner-manage" className="text-2xl font-semibold text-slate-900">
            {listing.businessName}
          </h2>
          <div role="tablist" aria-label={t.manageListing} className="mt-3 flex flex-wrap gap-2">
            {TABS.map((key) => (
              <button
                key={key}
                id={`owner-tab-${key}`}
                type="button"
                role="tab"
                aria-selected={place.tab === key}
                aria-controls="owner-tabpanel"
                className={place.tab === key ? 'btn-primary' : 'btn-secondary'}
                onClick={() => go(key, listing.id)}
              >
                {t.tabs[key]}
              </button>
            ))}
          </div>
          <div className="mt-5" role="tabpanel" id="owner-tabpanel" aria-labelledby={`owner-tab-${place.tab}`}>
            {place.tab === 'edit-listing' && (
              <ListingEditor
                key={listing.id}
                listing={listing}
                onSaved={(saved) => {
                  client.setQueryData<{ businesses: OwnerListing[] }>(
                    queryKeys.owner.listings(),
                    (old) => old && { businesses: old.businesses.map((l) => (l.id === saved.id ? saved : l)) },
                  );
                  void client.invalidateQueries({ queryKey: queryKeys.owner.listings() });
                }}
              />
            )}
            {place.tab === 'photos' && <Photos key={listing.id} businessId={listing.id} businessName={listing.businessName} />}
            {place.tab === 'reviews' && <OwnerReviews businessId={listing.id} />}
            {place.tab === 'insights' && <Insights businessId={listing.id} />}
            {place.tab === 'quote-requests' && <QuoteRequests businessId={listing.id} />}
            {place.tab === 'invite-reviews' && <ReviewInvitations key={listing.id} businessId={listing.id} businessName={listing.businessName} />}
            {place.tab === 'credentials' && <Credentials key={listing.id} businessId={listing.id} />}
          </div>
        </section>
      )}
      {all && <Billing listings={all} />}
    </div>
  );
}

/** One query cache per session: another sign-in starts from nothing. */
export default function OwnerDashboard({ session }: { session: Session }) {
  return (
    <QueryProvider key={session.token}>
      <Dashboard />
    </QueryProvider>
  );
}

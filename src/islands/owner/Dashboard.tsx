/**
 * The signed-in owner's dashboard: My listings with Edit listing, Photos, Reviews, Insights,
 * Quote requests, Review invitations and Credentials for the chosen one, and the Featured plan. Data comes
 * through the dashboard's query cache; the chosen tab and listing are in the URL
 * (`#photos/12`), so reload and Back keep them. Loaded by ./OwnerApp.tsx only once an owner
 * is signed in (a chunk of its own: the sign-in page does not load it).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CATEGORIES } from '../../domain/catalog';
import type { OwnerListing } from '../../domain/owner';
import { describeError } from '../kit/api';
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

const categoryLabel = (value: string) => CATEGORIES.find((c) => c.value === value)?.label ?? value;

const TABS = [
  ['edit-listing', 'Edit listing'],
  ['photos', 'Photos'],
  ['reviews', 'Reviews'],
  ['insights', 'Insights'],
  ['quote-requests', 'Quote requests'],
  ['invite-reviews', 'Review invitations'],
  ['credentials', 'Credentials'],
] as const;
type Tab = (typeof TABS)[number][0];

/** The tab and listing in the URL fragment (`#photos/12`; `#quote-requests` from the e-mails). */
function readPlace(): { tab: Tab; listing: number | null } {
  const [tab, id] = location.hash.slice(1).split('/');
  const known = TABS.find(([key]) => key === tab)?.[0];
  return { tab: known ?? 'edit-listing', listing: known && id && /^\d+$/.test(id) ? Number(id) : null };
}

function Dashboard() {
  const client = useQueryClient();
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
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Owner dashboard</h1>
        <button type="button" className="btn-secondary" onClick={() => void signOut('owner')}>
          Sign out
        </button>
      </div>
      {listings.error && (
        <p role="alert" className="text-red-800">
          {describeError(listings.error)}
        </p>
      )}
      <section aria-labelledby="owner-listings">
        <h2 id="owner-listings" className="text-2xl font-semibold text-slate-900">
          My listings
        </h2>
        {listings.isPending && (
          <p className="mt-3 text-slate-700" role="status">
            Loading your listings...
          </p>
        )}
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {all?.map((l) => (
            <li key={l.id} className={`card p-4 ${l.id === listing?.id ? 'ring-2 ring-brand-600' : ''}`} data-owner-listing={l.slug}>
              <p className="text-lg font-semibold text-slate-900">{l.businessName}</p>
              <p className="text-sm text-slate-700">
                {categoryLabel(l.category)} · {l.status === 'published' ? 'Published' : l.status === 'pending' ? 'Waiting for staff review' : 'Not published'} ·{' '}
                {l.isPremium ? 'Featured' : 'Not featured'}
              </p>
              {l.status === 'published' && (
                <a className="text-sm text-brand-800 underline" href={`/charlotte/listing/${l.slug}`}>
                  View public page<span className="sr-only">{` of ${l.businessName}`}</span>
                </a>
              )}
              {l.pendingChanges.length > 0 && (
                <p className="mt-1 text-sm text-slate-800" data-pending-changes>
                  Waiting for staff:{' '}
                  {l.pendingChanges
                    .map((c) =>
                      Object.entries(c.changes)
                        .map(([k, v]) => (k === 'category' ? `category to "${categoryLabel(v)}"` : `${k === 'businessName' ? 'name' : k} to "${v}"`))
                        .join(', '),
                    )
                    .join('; ')}
                </p>
              )}
              {l.openReports > 0 && (
                <p className="mt-1 text-sm text-slate-800">{`${l.openReports} reported review${l.openReports === 1 ? '' : 's'} waiting for staff`}</p>
              )}
              {(waiting[l.id] ?? 0) > 0 && (
                <p
                  className="mt-1 text-sm font-semibold text-slate-900"
                  data-quote-count
                >{`${waiting[l.id]} quote request${waiting[l.id] === 1 ? '' : 's'} to answer`}</p>
              )}
              {l.id !== listing?.id && (
                <button type="button" className="btn-secondary mt-2" onClick={() => go(place.tab, l.id)}>
                  Manage<span className="sr-only">{` ${l.businessName}`}</span>
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
          <div role="tablist" aria-label="Manage listing" className="mt-3 flex flex-wrap gap-2">
            {TABS.map(([key, label]) => (
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
                {label}
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

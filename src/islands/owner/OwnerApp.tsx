/**
 * The owner dashboard (/owner, issue 18): sets the password from the invitation link
 * (`#invite=TOKEN`), signs the owner in (local: e-mail and password; Supabase Auth: e-mail
 * link or password through @supabase/supabase-js, loaded only then), and shows My listings
 * with Edit listing, Photos, Reviews and Insights for the chosen one, and the Featured plan.
 */
import { useCallback, useEffect, useId, useState, type SubmitEvent } from 'react';
import { CATEGORIES } from '../../domain/catalog';
import type { OwnerListing } from '../../domain/owner';
import { Billing } from './Billing';
import { Insights } from './Insights';
import Photos from './Photos';
import { ListingEditor } from './ListingEditor';
import { OwnerReviews } from './OwnerReviews';
import QuoteRequests, { fetchOwnerQuoteRequests, type OwnerQuoteRequests } from './QuoteRequests';
import { HttpError, clearOwnerSession, describeError, loadOwnerSession, ownerApi, saveOwnerSession, type OwnerSession } from './owner-client';

type AuthConfig = { mode: 'local' } | { mode: 'supabase'; supabaseUrl: string; supabaseAnonKey: string };

const inputClass = 'mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900';

async function supabaseClient(config: Extract<AuthConfig, { mode: 'supabase' }>) {
  const { createClient } = await import('@supabase/supabase-js');
  return createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: true, flowType: 'implicit' },
  });
}

function SignIn({ config, invite, onSignedIn }: { config: AuthConfig; invite: string | null; onSignedIn: (s: OwnerSession) => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);
  const [busy, setBusy] = useState(false);
  const supabase = config.mode === 'supabase';

  const submit = async (event: SubmitEvent<HTMLFormElement>, linkOnly = false) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      if (invite) {
        const answer = await ownerApi<{ token: string; expiresAt: string; email: string | null }>('/api/auth/invitation', {
          method: 'POST',
          json: { token: invite, password },
        });
        history.replaceState(null, '', '/owner');
        onSignedIn({ token: answer.token, expiresAt: answer.expiresAt, email: answer.email, mode: 'local' });
      } else if (config.mode === 'supabase') {
        const client = await supabaseClient(config);
        if (linkOnly) {
          const { error } = await client.auth.signInWithOtp({
            email,
            options: { shouldCreateUser: true, emailRedirectTo: new URL('/owner', location.href).href },
          });
          if (error) throw new Error(error.message);
          setMessage({ text: 'Check your e-mail for a sign-in link.', tone: 'ok' });
        } else {
          const { data, error } = await client.auth.signInWithPassword({ email, password });
          if (error || !data.session) throw new Error(error?.message ?? 'Sign-in failed. Please try again.');
          onSignedIn({
            token: data.session.access_token,
            expiresAt: new Date((data.session.expires_at ?? Date.now() / 1000 + 3600) * 1000).toISOString(),
            email,
            mode: 'supabase',
          });
        }
      } else {
        const answer = await ownerApi<{ token: string; expiresAt: string; email: string | null; role: string }>('/api/auth/login', {
          method: 'POST',
          json: { email, password },
        });
        if (answer.role !== 'owner') throw new Error('This is a staff account. Staff sign in at /admin.');
        onSignedIn({ token: answer.token, expiresAt: answer.expiresAt, email: answer.email, mode: 'local' });
      }
    } catch (error) {
      setMessage({ text: describeError(error), tone: 'error' });
    } finally {
      setBusy(false);
      setPassword('');
    }
  };

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{invite ? 'Set your password' : 'Business owner sign in'}</h1>
      <p className="mt-2 text-slate-700">
        {invite
          ? 'Choose a password (at least 12 characters) for your owner account. You use it with your e-mail address to sign in.'
          : 'Sign in to edit your listing, answer reviews, see insights and manage your featured plan.'}
      </p>
      <form className="card mt-6 space-y-4 p-6" onSubmit={(event) => void submit(event)} noValidate>
        {!invite && (
          <div>
            <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-900">
              E-mail
            </label>
            <input id={`${id}-email`} type="email" autoComplete="username" className={inputClass} value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
        )}
        <div>
          <label htmlFor={`${id}-password`} className="block text-sm font-medium text-slate-900">
            {invite ? 'New password' : 'Password'}
          </label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete={invite ? 'new-password' : 'current-password'}
            className={inputClass}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        {message && (
          <p
            className={`rounded-md p-3 text-sm font-medium ${message.tone === 'error' ? 'border border-red-300 bg-red-50 text-red-800' : 'border border-green-300 bg-green-50 text-green-900'}`}
            role={message.tone === 'error' ? 'alert' : 'status'}
          >
            {message.text}
          </p>
        )}
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {invite ? 'Set password and sign in' : busy ? 'Signing in...' : 'Sign in'}
        </button>
        {supabase && !invite && (
          <button
            type="button"
            className="btn-secondary w-full"
            disabled={busy}
            onClick={(event) => void submit(event as unknown as SubmitEvent<HTMLFormElement>, true)}
          >
            E-mail me a sign-in link
          </button>
        )}
      </form>
    </div>
  );
}

const categoryLabel = (value: string) => CATEGORIES.find((c) => c.value === value)?.label ?? value;

function Dashboard({ session, onSignOut }: { session: OwnerSession; onSignOut: (notice?: string) => void }) {
  const [listings, setListings] = useState<OwnerListing[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [tab, setTab] = useState<'edit' | 'photos' | 'reviews' | 'insights' | 'quotes'>(() => (location.hash === '#quote-requests' ? 'quotes' : 'edit'));
  const [error, setError] = useState('');
  const [quotesWaiting, setQuotesWaiting] = useState<Record<string, number>>({});
  const onQuotes = useCallback((data: OwnerQuoteRequests) => setQuotesWaiting(data.waiting), []);
  useEffect(() => {
    fetchOwnerQuoteRequests(session.token).then(onQuotes, () => undefined);
  }, [session, onQuotes]);
  useEffect(() => {
    ownerApi<{ businesses: OwnerListing[] }>('/api/owner/businesses', { token: session.token }).then(
      ({ businesses }) => {
        setListings(businesses);
        setSelected((current) => current ?? businesses[0]?.id ?? null);
      },
      (failure) => {
        if (failure instanceof HttpError && (failure.status === 401 || failure.status === 403)) onSignOut(describeError(failure));
        else setError(describeError(failure));
      },
    );
  }, [session, onSignOut]);
  const listing = listings?.find((l) => l.id === selected);
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Owner dashboard</h1>
        <button type="button" className="btn-secondary" onClick={() => onSignOut()}>
          Sign out
        </button>
      </div>
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
      <section aria-labelledby="owner-listings">
        <h2 id="owner-listings" className="text-2xl font-semibold text-slate-900">
          My listings
        </h2>
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {listings?.map((l) => (
            <li key={l.id} className={`card p-4 ${l.id === selected ? 'ring-2 ring-brand-600' : ''}`} data-owner-listing={l.slug}>
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
                        .map(([k, v]) => `${k === 'businessName' ? 'name' : k} to "${v}"`)
                        .join(', '),
                    )
                    .join('; ')}
                </p>
              )}
              {l.openReports > 0 && <p className="mt-1 text-sm text-slate-800">{`${l.openReports} reported review(s) waiting for staff`}</p>}
              {(quotesWaiting[l.id] ?? 0) > 0 && (
                <p
                  className="mt-1 text-sm font-semibold text-slate-900"
                  data-quote-count
                >{`${quotesWaiting[l.id]} quote request${quotesWaiting[l.id] === 1 ? '' : 's'} to answer`}</p>
              )}
              {l.id !== selected && (
                <button type="button" className="btn-secondary mt-2" onClick={() => setSelected(l.id)}>
                  Manage<span className="sr-only">{` ${l.businessName}`}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
      {listing && (
        <section aria-labelledby="owner-manage" className="card p-5">
          <h2 id="owner-manage" className="text-2xl font-semibold text-slate-900">
            {listing.businessName}
          </h2>
          <div role="tablist" aria-label="Manage listing" className="mt-3 flex flex-wrap gap-2">
            {(
              [
                ['edit', 'Edit listing'],
                ['photos', 'Photos'],
                ['reviews', 'Reviews'],
                ['insights', 'Insights'],
                ['quotes', 'Quote requests'],
              ] as const
            ).map(([key, label]) => (
              <button
                key={key}
                type="button"
                role="tab"
                aria-selected={tab === key}
                className={tab === key ? 'btn-primary' : 'btn-secondary'}
                onClick={() => setTab(key)}
              >
                {label}
              </button>
            ))}
          </div>
          <div className="mt-5" role="tabpanel">
            {tab === 'edit' && (
              <ListingEditor
                key={listing.id}
                listing={listing}
                token={session.token}
                onSaved={(saved) => setListings((all) => all?.map((l) => (l.id === saved.id ? saved : l)) ?? null)}
              />
            )}
            {tab === 'photos' && <Photos key={listing.id} businessId={listing.id} businessName={listing.businessName} token={session.token} />}
            {tab === 'reviews' && <OwnerReviews businessId={listing.id} token={session.token} />}
            {tab === 'insights' && <Insights businessId={listing.id} token={session.token} />}
            {tab === 'quotes' && <QuoteRequests businessId={listing.id} token={session.token} onChange={onQuotes} />}
          </div>
        </section>
      )}
      {listings && <Billing listings={listings} token={session.token} />}
    </div>
  );
}

export default function OwnerApp() {
  const [config, setConfig] = useState<AuthConfig | null>(null);
  const [session, setSession] = useState<OwnerSession | null>(() => loadOwnerSession());
  const [invite, setInvite] = useState<string | null>(() => /invite=([A-Za-z0-9_-]+)/.exec(location.hash)?.[1] ?? null);
  const [notice, setNotice] = useState('');
  useEffect(() => {
    ownerApi<AuthConfig>('/api/auth/config').then(
      async (loaded) => {
        setConfig(loaded);
        // Back from Supabase's e-mail link: the session arrives in the URL fragment.
        if (loaded.mode === 'supabase' && /access_token=/.test(location.hash)) {
          const client = await supabaseClient(loaded);
          const { data } = await client.auth.getSession();
          if (data.session) {
            const next: OwnerSession = {
              token: data.session.access_token,
              expiresAt: new Date((data.session.expires_at ?? 0) * 1000).toISOString(),
              email: data.session.user.email ?? null,
              mode: 'supabase',
            };
            saveOwnerSession(next);
            setSession(next);
            history.replaceState(null, '', '/owner');
          }
        }
      },
      (error) => setNotice(describeError(error)),
    );
  }, []);
  const signedIn = useCallback((next: OwnerSession) => {
    saveOwnerSession(next);
    setInvite(null);
    setNotice('');
    setSession(next);
  }, []);
  const signOut = useCallback((message?: string) => {
    clearOwnerSession();
    setSession(null);
    setNotice(message ?? 'You are signed out.');
  }, []);
  if (session && !invite) return <Dashboard session={session} onSignOut={signOut} />;
  if (!config) return <p className="text-slate-700">Loading...</p>;
  return (
    <>
      {notice && (
        <p className="mx-auto mb-4 max-w-md rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800" role="status">
          {notice}
        </p>
      )}
      <SignIn config={config} invite={invite} onSignedIn={signedIn} />
    </>
  );
}

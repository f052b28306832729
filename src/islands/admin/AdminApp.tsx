/**
 * /admin: the staff dashboard island (client-rendered). Nothing is shown before the server
 * has accepted the session: a stored token is checked with GET /api/auth/me first (which
 * also gives the role: the dashboard shows only what it may use), and any 401 or 403 later
 * signs out. Only those sign out: when the check fails for another reason (a 500, the
 * network), the session is kept and a Retry is offered. `/admin#invite=<token>` (the
 * invitation e-mail's link) shows the set-password form, `/admin#reset=<token>` (a staff
 * account's password reset e-mail) the new-password form. The session is the island kit's
 * (src/islands/kit/session.ts: localStorage, one sign-in for every tab, a sign-out in one
 * tab ends it in all) and travels as a bearer token, never as a cookie (decision 0005). The
 * panels load their data through the dashboard's query cache (src/islands/kit/query.tsx).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ADMIN_TOASTS, type AdminConfig } from '../../domain/admin';
import { showToast } from '../../stores/toast';
import { sessionProblem } from './admin-client';
import { apiJson, apiResponse, describeError, type ApiOptions } from '../kit/api';
import { QueryProvider, createQueryClient, queryKeys } from '../kit/query';
import { clearSession, loadSession, saveSession, signOut as endSession, subscribeSession, type Session } from '../kit/session';
import { AdminContext, type AdminContextValue } from './context';
import { AcceptInvite, staffLinkToken, type StaffLink } from './AcceptInvite';
import { Dashboard } from './Dashboard';
import type { AuthConfig } from '../../domain/auth-config';
import { SignIn, supabaseSignOut } from './SignIn';

type Phase =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'signin'; notice?: { text: string; tone: 'info' | 'error' } }
  | { kind: 'invite'; link: StaffLink }
  | { kind: 'checking'; session: Session }
  | { kind: 'unreachable'; session: Session; message: string }
  | { kind: 'ready'; session: Session; config: AdminConfig };

export default function AdminApp() {
  const [authConfig, setAuthConfig] = useState<AuthConfig | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  // The dashboard's query cache: changes mark every admin answer stale (the panels shown reload).
  const [queryClient] = useState(createQueryClient);

  const signOut = useCallback(
    (message?: string, session?: Session) => {
      // Signing out revokes the token on the server; a refused session is only forgotten.
      if (message) clearSession('staff');
      else void endSession('staff');
      if (session && authConfig) void supabaseSignOut(authConfig, session.token);
      setPhase({ kind: 'signin', notice: message ? { text: message, tone: 'error' } : { text: 'You have signed out.', tone: 'info' } });
    },
    [authConfig],
  );

  /** Checks a session with the server before anything admin is shown. */
  const check = useCallback(
    async (session: Session, auth: AuthConfig | null = authConfig) => {
      setPhase({ kind: 'checking', session });
      try {
        await apiResponse('/api/auth/me', { token: session.token });
        const config = await apiJson<AdminConfig>('/api/admin/config', { token: session.token });
        saveSession('staff', session);
        setPhase({ kind: 'ready', session, config });
      } catch (error) {
        const problem = sessionProblem(error);
        if (problem === 'forbidden') {
          clearSession('staff');
          if (auth) void supabaseSignOut(auth, session.token);
          setPhase({ kind: 'signin', notice: { text: ADMIN_TOASTS.notAdmin, tone: 'error' } });
        } else if (problem === 'expired') {
          clearSession('staff');
          setPhase({ kind: 'signin', notice: { text: ADMIN_TOASTS.sessionExpired, tone: 'error' } });
        } else {
          // A transient failure says nothing about the session: keep it, and offer a retry.
          showToast({ title: ADMIN_TOASTS.statsFailed, description: describeError(error), variant: 'destructive' });
          setPhase({ kind: 'unreachable', session, message: describeError(error) });
        }
      }
    },
    [authConfig],
  );

  useEffect(() => {
    let cancelled = false;
    apiJson<AuthConfig>('/api/auth/config')
      .then((config) => {
        if (cancelled) return;
        setAuthConfig(config);
        const link = staffLinkToken();
        const stored = loadSession('staff');
        if (link && config.mode === 'local') setPhase({ kind: 'invite', link });
        else if (stored && stored.mode === config.mode) void check(stored, config);
        else setPhase({ kind: 'signin' });
      })
      .catch((error: unknown) => {
        if (!cancelled) setPhase({ kind: 'failed', message: describeError(error) });
      });
    return () => {
      cancelled = true;
    };
    // Runs once: the sign-in configuration is read when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Another tab signed out (or in): follow it.
  const signedInElsewhere = phase.kind === 'signin';
  const showing = phase.kind === 'ready' || phase.kind === 'unreachable';
  useEffect(
    () =>
      subscribeSession('staff', (next) => {
        if (!next && showing) setPhase({ kind: 'signin', notice: { text: 'You have signed out.', tone: 'info' } });
        if (next && signedInElsewhere && authConfig && next.mode === authConfig.mode) void check(next);
      }),
    [showing, signedInElsewhere, authConfig, check],
  );

  const ready = phase.kind === 'ready' ? phase : null;
  // Signed out: nothing of that session's answers is kept for the next one.
  useEffect(() => {
    if (phase.kind !== 'ready') queryClient.clear();
  }, [phase.kind, queryClient]);
  const context = useMemo<AdminContextValue | null>(() => {
    if (!ready) return null;
    const { session } = ready;
    const request = async (path: string, options: ApiOptions = {}) => {
      try {
        return await apiResponse(path, { ...options, token: session.token });
      } catch (error) {
        const problem = sessionProblem(error);
        if (problem) signOut(problem === 'expired' ? ADMIN_TOASTS.sessionExpired : ADMIN_TOASTS.notAdmin, session);
        throw error;
      }
    };
    return {
      session,
      config: ready.config,
      request,
      requestJson: async <T,>(path: string, options?: ApiOptions) => (await (await request(path, options)).json()) as T,
      signOut: (message?: string) => signOut(message, session),
      replaceSession: (next: Session) => {
        saveSession('staff', next);
        setPhase({ kind: 'ready', session: next, config: ready.config });
      },
      refreshStats: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
    };
  }, [ready, signOut, queryClient]);

  if (phase.kind === 'failed') {
    return (
      <p className="rounded-md border border-red-300 bg-red-50 p-4 text-red-800" role="alert">
        The admin dashboard could not load: {phase.message}
      </p>
    );
  }
  if (phase.kind === 'loading' || !authConfig) {
    return (
      <p className="text-slate-700" role="status">
        Loading...
      </p>
    );
  }
  if (phase.kind === 'checking') {
    return (
      <p className="text-slate-700" role="status">
        Checking your sign-in...
      </p>
    );
  }
  if (phase.kind === 'unreachable') {
    const { session, message } = phase;
    return (
      <div className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900" role="alert" data-admin-unreachable>
        <p className="font-medium">Could not reach the server: {message}</p>
        <p className="mt-1 text-sm">You are still signed in. Try again in a moment.</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className="btn-primary" onClick={() => void check(session)}>
            Retry
          </button>
          <button type="button" className="btn-secondary" onClick={() => signOut(undefined, session)}>
            Sign out
          </button>
        </div>
      </div>
    );
  }
  if (phase.kind === 'invite') {
    return (
      <AcceptInvite
        token={phase.link.token}
        purpose={phase.link.purpose}
        onDone={(session) => {
          history.replaceState(null, '', location.pathname);
          if (session) void check(session);
          else setPhase({ kind: 'signin' });
        }}
      />
    );
  }
  if (phase.kind === 'signin') {
    return <SignIn config={authConfig} notice={phase.notice} onSignedIn={(session) => void check(session)} />;
  }
  return (
    <QueryProvider client={queryClient}>
      <AdminContext.Provider value={context}>
        <Dashboard />
      </AdminContext.Provider>
    </QueryProvider>
  );
}

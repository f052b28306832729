/**
 * The staff sign-in screen. Local mode: a staff account's e-mail and password (the site
 * administrator: no e-mail, the ADMIN_PASSWORD or generated password) to POST /api/auth/login. Supabase mode: e-mail and
 * password through Supabase Auth (loaded only then); the server decides who is an admin.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { ApiError, apiResponse, apiResult, describeError } from '../kit/api';
import { localSession, sessionFromSupabase, supabaseClient, type Session, type TokenAnswer } from '../kit/session';
import { INPUT_CLASS } from './ui';
import type { AuthConfig } from '../../domain/auth-config';

interface Props {
  config: AuthConfig;
  /** A message to show on arrival (signed out, session expired, not an administrator). */
  notice?: { text: string; tone: 'info' | 'error' };
  onSignedIn: (session: Session) => void;
}

async function supabaseSignIn(config: Extract<AuthConfig, { mode: 'supabase' }>, email: string, password: string): Promise<Session> {
  const client = await supabaseClient(config, { detectSessionInUrl: false });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(error?.message ?? 'Sign-in failed. Please try again.');
  return sessionFromSupabase(data.session, data.user?.email ?? email);
}

async function localSignIn(email: string, password: string): Promise<Session> {
  const response = await apiResponse('/api/auth/login', { method: 'POST', json: { ...(email ? { email } : {}), password } });
  return localSession((await response.json()) as TokenAnswer);
}

export function SignIn({ config, notice, onSignedIn }: Props) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const supabase = config.mode === 'supabase';

  useEffect(() => {
    if (notice) heading.current?.focus();
  }, [notice]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError('');
    if (supabase && !email.trim()) {
      setError('Please enter a valid email address');
      return;
    }
    if (!password) {
      setError('Password is required');
      return;
    }
    setBusy(true);
    try {
      const session = supabase ? await supabaseSignIn(config, email.trim(), password) : await localSignIn(email.trim(), password);
      setPassword('');
      onSignedIn(session);
    } catch (failure) {
      setPassword('');
      if (failure instanceof ApiError && failure.status === 400) {
        const fields = failure.fields;
        setError(fields?.email ?? fields?.password ?? describeError(failure));
      } else {
        setError(failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : describeError(failure));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-md">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-slate-900 focus:outline-none">
        Admin Sign In
      </h1>
      <p className="mt-2 text-slate-700">
        {supabase
          ? 'Sign in with your staff account. Only accounts with the admin or editor role can open the dashboard.'
          : 'Sign in with your staff e-mail and password. The site administrator leaves the e-mail empty and uses the administrator password.'}
      </p>
      {notice && (
        <p
          className={`mt-4 rounded-md p-3 text-sm font-medium ${notice.tone === 'error' ? 'border border-red-300 bg-red-50 text-red-800' : 'border border-slate-300 bg-slate-50 text-slate-800'}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      <form className="card mt-6 space-y-4 p-6" onSubmit={submit} noValidate aria-describedby={error ? `${id}-error` : undefined}>
        <div>
          <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-900">
            {supabase ? 'E-mail' : 'E-mail (empty for the site administrator)'}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="username"
            required={supabase}
            className={INPUT_CLASS}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-password`} className="block text-sm font-medium text-slate-900">
            Password
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={INPUT_CLASS}
            value={password}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        {error && (
          <p id={`${id}-error`} className="rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
      {!supabase && <ForgotStaffPassword />}
    </div>
  );
}

/**
 * "Forgot password?" for staff accounts with an e-mail address (local sign-in): the same
 * reset as owners' (POST /api/auth/password-reset, 202 whatever the address), whose link
 * comes back to /admin#reset=. The site administrator's password is ADMIN_PASSWORD.
 */
function ForgotStaffPassword() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const result = await apiResult<{ message: string }>('/api/auth/password-reset', { json: { email: email.trim() } });
    setBusy(false);
    setAnswer(result.ok ? { text: result.data.message, failed: false } : { text: result.error.fields.email ?? describeError(result.error), failed: true });
  };
  return (
    <details className="mt-4">
      <summary className="cursor-pointer text-sm font-medium text-brand-700 underline">Forgot password?</summary>
      <form className="card mt-3 space-y-3 p-4" onSubmit={(event) => void send(event)} noValidate>
        <p className="text-sm text-slate-800">
          Enter your staff account’s e-mail address. We send a link to set a new password (it works for an hour, once). The site administrator’s password is the
          one set on the server.
        </p>
        <div>
          <label htmlFor={`${id}-reset-email`} className="block text-sm font-medium text-slate-900">
            E-mail
          </label>
          <input
            id={`${id}-reset-email`}
            type="email"
            autoComplete="username"
            className={INPUT_CLASS}
            value={email}
            aria-invalid={answer?.failed ? true : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <button type="submit" className="btn-secondary w-full" disabled={busy}>
          {busy ? 'Sending...' : 'Send reset link'}
        </button>
        {answer && (
          <p role={answer.failed ? 'alert' : 'status'} className={`text-sm font-medium ${answer.failed ? 'text-red-800' : 'text-green-900'}`}>
            {answer.text}
          </p>
        )}
      </form>
    </details>
  );
}

/** Ends a Supabase session on the server as well (best effort; the token also simply expires). */
export async function supabaseSignOut(config: AuthConfig, token: string) {
  if (config.mode !== 'supabase') return;
  try {
    await fetch(new URL('/auth/v1/logout?scope=local', config.supabaseUrl), {
      method: 'POST',
      headers: { apikey: config.supabaseAnonKey, authorization: `Bearer ${token}` },
    });
  } catch {
    // offline or blocked: the token expires on its own
  }
}

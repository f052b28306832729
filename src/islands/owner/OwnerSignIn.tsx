/**
 * The owner's sign-in with its "Forgot password?", and the page of the invitation's "Set your
 * password" (`/owner#invite=TOKEN`). Their forms that need zod are ./ForgotPassword.tsx's
 * (a chunk of its own, `forms` once loaded).
 */
import { useId, useState, type SubmitEvent } from 'react';
import { apiJson, describeError } from '../kit/api';
import { FieldShell, INPUT_CLASS } from '../kit/fields';
import { localSession, sessionFromSupabase, supabaseClient, type Session, type TokenAnswer } from '../kit/session';
import type * as PasswordForms from './ForgotPassword';
import type { AuthConfig } from '../../domain/auth-config';

function SignIn({ config, onSignedIn, hydrated }: { config: AuthConfig; onSignedIn: (s: Session) => void; hydrated: boolean }) {
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
      if (config.mode === 'supabase') {
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
          onSignedIn(sessionFromSupabase(data.session, email));
        }
      } else {
        const answer = await apiJson<TokenAnswer & { role: string }>('/api/auth/login', { json: { email, password } });
        if (answer.role !== 'owner') throw new Error('This is a staff account. Staff sign in at /admin.');
        onSignedIn(localSession(answer));
      }
    } catch (error) {
      setMessage({ text: describeError(error), tone: 'error' });
    } finally {
      setBusy(false);
      setPassword('');
    }
  };

  return (
    <form className="card mt-6 space-y-4 p-6" onSubmit={(event) => void submit(event)} noValidate>
      <FieldShell name="email" label="E-mail">
        {(attrs) => (
          <input
            {...attrs}
            type="email"
            autoComplete="username"
            className={INPUT_CLASS}
            disabled={!hydrated}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </FieldShell>
      <FieldShell name="password" label="Password">
        {(attrs) => (
          <input
            {...attrs}
            type="password"
            autoComplete="current-password"
            className={INPUT_CLASS}
            disabled={!hydrated}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </FieldShell>
      {message && (
        <p
          className={`rounded-md p-3 text-sm font-medium ${message.tone === 'error' ? 'border border-red-300 bg-red-50 text-red-800' : 'border border-green-300 bg-green-50 text-green-900'}`}
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
      <button type="submit" className="btn-primary w-full" disabled={busy || !hydrated}>
        {busy ? 'Signing in...' : 'Sign in'}
      </button>
      {supabase && (
        <button
          type="button"
          className="btn-secondary w-full"
          disabled={busy || !hydrated}
          onClick={(event) => void submit(event as unknown as SubmitEvent<HTMLFormElement>, true)}
        >
          E-mail me a sign-in link
        </button>
      )}
    </form>
  );
}

/**
 * `hydrated`: false in the server's HTML, whose controls stay disabled until the island runs;
 * `forms`: ./ForgotPassword.tsx once its chunk has loaded (the invitation's form is there).
 */
export function OwnerSignIn({
  config,
  invite,
  onSignedIn,
  hydrated,
  forms,
}: {
  config: AuthConfig;
  invite: string | null;
  onSignedIn: (s: Session) => void;
  hydrated: boolean;
  forms: typeof PasswordForms | null;
}) {
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{invite ? 'Set your password' : 'Business owner sign in'}</h1>
      <p className="mt-2 text-slate-700">
        {invite
          ? 'Choose a password (at least 12 characters) for your owner account. You use it with your e-mail address to sign in.'
          : 'Sign in to edit your listing, answer reviews, see insights and manage your featured plan.'}
      </p>
      {!invite && (
        <p className="mt-2 text-sm text-slate-700" data-no-account>
          No account yet? Owner accounts come with a claim:{' '}
          <a className="text-brand-700 underline" href="/claim-business">
            claim your business
          </a>
          , and once our staff verify it we e-mail you a link to set your password.
        </p>
      )}
      {!invite ? (
        <SignIn config={config} onSignedIn={onSignedIn} hydrated={hydrated} />
      ) : forms ? (
        <forms.SetPassword invite={invite} onSignedIn={onSignedIn} />
      ) : (
        <p className="mt-6 text-slate-700">Loading...</p>
      )}
    </div>
  );
}

/**
 * "Forgot password?": disabled in the server's HTML; its first click asks for the password
 * forms' chunk (`onOpen`), and the form shows once `forms` is there.
 */
export function ForgotPassword({
  config,
  forms,
  hydrated,
  onOpen,
}: {
  config: AuthConfig;
  forms: typeof PasswordForms | null;
  hydrated: boolean;
  onOpen: () => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <div className="mt-4">
      <button
        type="button"
        className="text-sm font-medium text-brand-800 underline"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        disabled={!hydrated}
        onClick={() => {
          if (!opened) onOpen();
          setOpened(true);
          setOpen(!open);
        }}
      >
        Forgot password?
      </button>
      {forms && opened && <forms.ForgotPasswordForm id={id} config={config} hidden={!open} />}
    </div>
  );
}

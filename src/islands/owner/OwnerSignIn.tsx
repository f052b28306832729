/**
 * The owner's sign-in with its "Forgot password?", and the page of the invitation's "Set your
 * password" (`/owner#invite=TOKEN`). Their forms that need zod are ./ForgotPassword.tsx's
 * (a chunk of its own, `forms` once loaded).
 */
import { useId, useState, type SubmitEvent } from 'react';
import { apiJson } from '../kit/api';
import { FieldShell, INPUT_CLASS } from '../kit/fields';
import { localSession, sessionFromSupabase, supabaseClient, type Session, type TokenAnswer } from '../kit/session';
import type * as PasswordForms from './ForgotPassword';
import type { AuthConfig } from '../../domain/auth-config';
import { useOwnerText } from './words';

function SignIn({ config, onSignedIn, hydrated }: { config: AuthConfig; onSignedIn: (s: Session) => void; hydrated: boolean }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);
  const [busy, setBusy] = useState(false);
  const supabase = config.mode === 'supabase';
  const { w, describe } = useOwnerText();
  const t = w.signIn;

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
            options: { shouldCreateUser: true, emailRedirectTo: new URL(location.pathname, location.href).href },
          });
          if (error) throw new Error(error.message);
          setMessage({ text: t.linkSent, tone: 'ok' });
        } else {
          const { data, error } = await client.auth.signInWithPassword({ email, password });
          if (error || !data.session) throw new Error(error?.message ?? t.failed);
          onSignedIn(sessionFromSupabase(data.session, email));
        }
      } else {
        const answer = await apiJson<TokenAnswer & { role: string }>('/api/auth/login', { json: { email, password } });
        if (answer.role !== 'owner') throw new Error(t.staffAccount);
        onSignedIn(localSession(answer));
      }
    } catch (error) {
      setMessage({ text: describe(error), tone: 'error' });
    } finally {
      setBusy(false);
      setPassword('');
    }
  };

  return (
    <form className="card mt-6 space-y-4 p-6" onSubmit={(event) => void submit(event)} noValidate>
      <FieldShell name="email" label={t.email}>
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
      <FieldShell name="password" label={t.password}>
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
        {busy ? t.busy : t.submit}
      </button>
      {supabase && (
        <button
          type="button"
          className="btn-secondary w-full"
          disabled={busy || !hydrated}
          onClick={(event) => void submit(event as unknown as SubmitEvent<HTMLFormElement>, true)}
        >
          {t.linkButton}
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
  const { w } = useOwnerText();
  const t = w.signIn;
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{invite ? t.inviteHeading : t.heading}</h1>
      <p className="mt-2 text-slate-700">{invite ? t.inviteLead : t.lead}</p>
      {!invite && (
        <p className="mt-2 text-sm text-slate-700" data-no-account>
          {t.noAccount}{' '}
          <a className="text-brand-700 underline" href={w.paths.claim}>
            {t.claimLink}
          </a>
          {t.noAccountAfter}
        </p>
      )}
      {!invite ? (
        <SignIn config={config} onSignedIn={onSignedIn} hydrated={hydrated} />
      ) : forms ? (
        <forms.SetPassword invite={invite} onSignedIn={onSignedIn} />
      ) : (
        <p className="mt-6 text-slate-700">{w.app.loading}</p>
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
  const { w } = useOwnerText();
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
        {w.signIn.forgot}
      </button>
      {forms && opened && <forms.ForgotPasswordForm id={id} config={config} hidden={!open} />}
    </div>
  );
}

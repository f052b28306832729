/**
 * /admin#invite=<token>: the invited staff member sets a password. The token comes
 * from the invitation e-mail's link and travels only in the fragment and the POST body.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { STAFF_PASSWORD_MIN } from '../../domain/staff';
import { ApiError, apiResponse, describeError } from '../kit/api';
import type { Session } from '../kit/session';
import { localSession } from './SignIn';
import { INPUT_CLASS } from './ui';

export function inviteToken(): string | null {
  if (typeof location === 'undefined') return null;
  const match = /^#invite=([A-Za-z0-9_-]{20,200})$/.exec(location.hash);
  return match?.[1] ?? null;
}

export function AcceptInvite({ token, onDone }: { token: string; onDone: (session: Session | null) => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (password.length < STAFF_PASSWORD_MIN) next.password = `Password must be at least ${STAFF_PASSWORD_MIN} characters`;
    if (confirm !== password) next.confirm = 'The two passwords differ';
    setErrors(next);
    if (next.password || next.confirm) return;
    setBusy(true);
    try {
      const response = await apiResponse('/api/auth/invitation', { method: 'POST', json: { token, password } });
      onDone(localSession((await response.json()) as { token: string; expiresAt: string; email: string | null; name?: string | null }));
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      setErrors(fields?.password ? { password: fields.password } : { form: describeError(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Set your password</h1>
      <p className="mt-2 text-slate-700">You were invited to help run this site. Choose a password of at least {STAFF_PASSWORD_MIN} characters to sign in.</p>
      <form className="card mt-6 space-y-4 p-6" onSubmit={submit} noValidate>
        <div>
          <label htmlFor={`${id}-password`} className="block text-sm font-medium text-slate-900">
            New password
          </label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            className={INPUT_CLASS}
            value={password}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          {errors.password && (
            <p id={`${id}-password-error`} className="mt-1 text-sm font-medium text-red-700">
              {errors.password}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-confirm`} className="block text-sm font-medium text-slate-900">
            Repeat the password
          </label>
          <input
            id={`${id}-confirm`}
            type="password"
            autoComplete="new-password"
            className={INPUT_CLASS}
            value={confirm}
            aria-invalid={errors.confirm ? true : undefined}
            aria-describedby={errors.confirm ? `${id}-confirm-error` : undefined}
            onChange={(event) => setConfirm(event.target.value)}
          />
          {errors.confirm && (
            <p id={`${id}-confirm-error`} className="mt-1 text-sm font-medium text-red-700">
              {errors.confirm}
            </p>
          )}
        </div>
        {errors.form && (
          <p className="rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800" role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Saving...' : 'Set password and sign in'}
        </button>
        <button type="button" className="btn-secondary w-full" onClick={() => onDone(null)}>
          Go to the sign-in screen
        </button>
      </form>
    </div>
  );
}

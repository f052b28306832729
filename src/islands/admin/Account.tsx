/** My Account: change one's own password (local sign-in). Every other session of the account ends. */
import { useId, useState, type SubmitEvent } from 'react';
import { ChangePasswordSchema } from '../../domain/staff';
import { showToast } from '../../stores/toast';
import { ApiError, describeError } from '../kit/api';
import { useAdmin } from './context';
import { Empty, INPUT_CLASS, Panel } from './ui';
import { localSession } from './SignIn';

export function Account() {
  const { request, config, replaceSession } = useAdmin();
  const id = useId();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  if (config.authMode === 'supabase') {
    return (
      <Panel title="My Account" id="account-heading">
        <Empty>Your password is managed by Supabase Auth.</Empty>
      </Panel>
    );
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ChangePasswordSchema.safeParse(values);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
      setErrors(fields);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const response = await request('/api/auth/password', { method: 'POST', json: parsed.data });
      replaceSession(localSession((await response.json()) as { token: string; expiresAt: string; email: string | null; name?: string | null }));
      setValues({ currentPassword: '', newPassword: '' });
      showToast({ title: 'Password changed', description: 'Every other sign-in of this account has ended.' });
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : undefined;
      if (fields) setErrors(fields);
      else showToast({ title: 'Could not change the password', description: describeError(failure), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'currentPassword' | 'newPassword', label: string, autoComplete: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type="password"
        autoComplete={autoComplete}
        className={INPUT_CLASS}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <Panel title="My Account" id="account-heading">
      <form className="max-w-md space-y-4" onSubmit={submit} noValidate>
        {field('currentPassword', 'Current password', 'current-password')}
        {field('newPassword', 'New password (at least 12 characters)', 'new-password')}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving...' : 'Change password'}
        </button>
      </form>
    </Panel>
  );
}

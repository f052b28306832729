/**
 * /admin#invite=<token>: the invited staff member sets a password. The token comes
 * from the invitation e-mail's link and travels only in the fragment and the POST body.
 */
import { SetStaffPasswordFormSchema, STAFF_PASSWORD_MIN } from '../../domain/staff';
import { apiResult } from '../kit/api';
import { ErrorSummary, KitFormProvider, TextField } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { localSession, type Session, type TokenAnswer } from '../kit/session';

export function inviteToken(): string | null {
  if (typeof location === 'undefined') return null;
  const match = /^#invite=([A-Za-z0-9_-]{20,200})$/.exec(location.hash);
  return match?.[1] ?? null;
}

export function AcceptInvite({ token, onDone }: { token: string; onDone: (session: Session | null) => void }) {
  const form = useZodForm(SetStaffPasswordFormSchema, { defaultValues: { password: '', confirm: '' } });
  const submit = form.handleSubmit(async ({ password }) => {
    const result = await apiResult<TokenAnswer>('/api/auth/invitation', { json: { token, password } });
    if (showServerErrors(form, result) || !result.ok) return;
    onDone(localSession(result.data));
  });

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Set your password</h1>
      <p className="mt-2 text-slate-700">You were invited to help run this site. Choose a password of at least {STAFF_PASSWORD_MIN} characters to sign in.</p>
      <KitFormProvider form={form} idPrefix="staff-invite">
        <form className="card mt-6 space-y-4 p-6" onSubmit={(event) => void submit(event)} noValidate>
          <TextField name="password" label="New password" type="password" autoComplete="new-password" />
          <TextField name="confirm" label="Repeat the password" type="password" autoComplete="new-password" />
          <ErrorSummary listFields={false} title="Please correct the password." />
          <button type="submit" className="btn-primary w-full" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Saving...' : 'Set password and sign in'}
          </button>
          <button type="button" className="btn-secondary w-full" onClick={() => onDone(null)}>
            Go to the sign-in screen
          </button>
        </form>
      </KitFormProvider>
    </div>
  );
}

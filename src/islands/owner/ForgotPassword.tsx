/**
 * The owner's password forms, a chunk of their own (they need zod; ./OwnerApp.tsx loads it
 * only when one is shown): the invitation's "Set your password", "Forgot password?" on
 * /owner, and the page its link opens (`/owner#reset=TOKEN`): a new password with the API's
 * own rule. Locally the link comes through the outbox
 * (POST /api/auth/password-reset answers alike whether or not the address has an account);
 * with Supabase Auth it is Supabase's own reset e-mail, whose link comes back here
 * (`#access_token=...&type=recovery`) for the new password.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { NewPasswordSchema, PasswordResetRequestSchema, type NewPassword } from '../../domain/password-reset';
import { apiResult } from '../kit/api';
import { ErrorSummary, KitFormProvider, TextField, errorOf } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { useLinkProblem } from '../kit/link-check';
import { localSession, sessionFromSupabase, supabaseClient, type Session, type TokenAnswer } from '../kit/session';
import type { AuthConfig } from '../../domain/auth-config';
import { INVITATION_LINK_MESSAGES } from '../../domain/staff';
import { useOwnerText } from './words';

// Supabase's reset says nothing of the address either: the local API's own words.
const SENT = 'If an account uses this address, we have sent it a link to set a new password.';

/**
 * The form of "Forgot password?" (./OwnerSignIn.tsx has its button): `id` is the button's,
 * `hidden` while the button has it closed (what was typed stays).
 */
export function ForgotPasswordForm({ id, config, hidden }: { id: string; config: AuthConfig; hidden: boolean }) {
  const [sent, setSent] = useState('');
  const { w, msg, describe } = useOwnerText();
  const t = w.password;
  const form = useZodForm(PasswordResetRequestSchema, { defaultValues: { email: '' } });
  const send = form.handleSubmit(async ({ email }) => {
    setSent('');
    try {
      if (config.mode === 'supabase') {
        const client = await supabaseClient(config);
        const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo: new URL(location.pathname, location.href).href });
        if (error) throw new Error(error.message);
        setSent(msg(SENT));
      } else {
        const result = await apiResult<{ message: string }>('/api/auth/password-reset', { json: { email } });
        if (showServerErrors(form, result) || !result.ok) return;
        setSent(msg(result.data.message));
      }
    } catch (error) {
      form.setError('root.server', { type: 'network', message: describe(error) });
    }
  });
  return (
    <KitFormProvider form={form} idPrefix={`${id}-reset`}>
      <form id={`${id}-form`} className="card mt-3 space-y-3 p-4" onSubmit={send} noValidate hidden={hidden}>
        <p className="text-sm text-slate-800">{t.forgotLead}</p>
        <TextField name="email" label={t.email} type="email" autoComplete="email" />
        <ErrorSummary listFields={false} title={t.notSent} />
        <button type="submit" className="btn-primary w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t.sending : t.send}
        </button>
        {sent && (
          <p role="status" className="text-sm font-medium text-green-900">
            {sent}
          </p>
        )}
      </form>
    </KitFormProvider>
  );
}

/**
 * The new-password form of the invitation and of both kinds of reset link, with the API's own
 * rule: `save` stores the password and signs in, or puts the server's errors (a bad link's
 * included) on the form; what was typed is kept when it is refused.
 */
function NewPasswordForm({ idPrefix, save }: { idPrefix: string; save: (form: UseFormReturn<NewPassword>, body: NewPassword) => Promise<void> }) {
  const form = useZodForm(NewPasswordSchema, { defaultValues: { password: '' } });
  const submit = form.handleSubmit((body) => save(form, body));
  const tokenError = errorOf(form.formState.errors, 'token');
  const { w, msg } = useOwnerText();
  const t = w.password;
  return (
    <KitFormProvider form={form} idPrefix={idPrefix}>
      <form className="card mt-6 space-y-4 p-6" onSubmit={submit} noValidate>
        <TextField name="password" label={t.newPassword} type="password" autoComplete="new-password" />
        {tokenError && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {msg(tokenError)}
          </p>
        )}
        <ErrorSummary listFields={false} title={t.correct} />
        <button type="submit" className="btn-primary w-full" disabled={form.formState.isSubmitting}>
          {t.save}
        </button>
      </form>
    </KitFormProvider>
  );
}

/** Posts the new password with a local link's token to `path`; signed in when the API takes it. */
function localLinkSave(path: string, token: string, onSignedIn: (s: Session) => void) {
  return async (form: UseFormReturn<NewPassword>, { password }: NewPassword) => {
    const result = await apiResult<TokenAnswer>(path, { json: { token, password } });
    if (showServerErrors(form, result) || !result.ok) return;
    history.replaceState(null, '', location.pathname);
    onSignedIn(localSession(result.data));
  };
}

/**
 * The invitation's new password (`/owner#invite=TOKEN`), under the sign-in page's "Set your
 * password"; the link is checked as the page opens, so a used or expired one says so first.
 */
export function SetPassword({ invite, onSignedIn }: { invite: string; onSignedIn: (s: Session) => void }) {
  const problem = useLinkProblem('/api/auth/invitation/check', invite);
  const { w, msg } = useOwnerText();
  const t = w.password;
  if (problem === undefined) return <p className="mt-6 text-slate-700">{t.checking}</p>;
  if (problem) {
    const support = (
      <a className="text-brand-700 underline" href={w.paths.support}>
        {t.supportPage}
      </a>
    );
    return (
      <div className="mt-6 space-y-3" data-invite-link-unusable>
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 font-medium text-red-900">
          {msg(problem)}
        </p>
        {problem === INVITATION_LINK_MESSAGES.ownerExpired ? (
          // Expired means the password was never set: only the way to a new invitation applies.
          <p className="text-sm text-slate-800">
            {t.inviteExpiredBefore} {support}.
          </p>
        ) : (
          <p className="text-sm text-slate-800">
            {t.inviteUnusableBefore}{' '}
            <a className="text-brand-700 underline" href={w.paths.owner}>
              {w.paths.owner}
            </a>
            {t.inviteUnusableMiddle} {support} {t.inviteUnusableAfter}
          </p>
        )}
      </div>
    );
  }
  return <NewPasswordForm idPrefix="owner-invite" save={localLinkSave('/api/auth/invitation', invite, onSignedIn)} />;
}

function ResetPage({ children, intro = true }: { children: ReactNode; intro?: boolean }) {
  const t = useOwnerText().w.password;
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t.resetHeading}</h1>
      {intro && <p className="mt-2 text-slate-700">{t.resetLead}</p>}
      {children}
    </div>
  );
}

/**
 * `/owner#reset=TOKEN`: the link is checked as the page opens (POST
 * /api/auth/password-reset/check); a used, expired or altered one says so at once, with the
 * form that sends a new one, instead of a password form that fails once typed. Then the new
 * password, and signed in.
 */
export function ResetPassword({ token, config, onSignedIn }: { token: string; config: AuthConfig; onSignedIn: (s: Session) => void }) {
  const problem = useLinkProblem('/api/auth/password-reset/check', token);
  const { w, msg } = useOwnerText();
  const t = w.password;
  if (problem === undefined) {
    return (
      <ResetPage intro={false}>
        <p className="mt-6 text-slate-700">{t.checking}</p>
      </ResetPage>
    );
  }
  if (problem) {
    return (
      <ResetPage intro={false}>
        <div className="mt-6 rounded-md border border-red-300 bg-red-50 p-4" role="alert" data-reset-link-unusable>
          <p className="font-medium text-red-900">{msg(problem)}</p>
        </div>
        <h2 className="mt-6 text-lg font-semibold text-slate-900">{t.askAgain}</h2>
        <ForgotPasswordForm id="owner-reset-again" config={config} hidden={false} />
        <p className="mt-4 text-sm">
          <a className="text-brand-700 underline" href={w.paths.owner}>
            {t.backToSignIn}
          </a>
        </p>
      </ResetPage>
    );
  }
  return (
    <ResetPage>
      <NewPasswordForm idPrefix="owner-reset" save={localLinkSave('/api/auth/password-reset/confirm', token, onSignedIn)} />
    </ResetPage>
  );
}

/**
 * Back from Supabase Auth's reset e-mail: its link signed the owner in for this purpose only
 * (`type=recovery`); the new password goes to Supabase, and the dashboard opens after it.
 */
export function RecoverPassword({ client, onSignedIn }: { client: SupabaseClient; onSignedIn: (s: Session) => void }) {
  const { msg, describe } = useOwnerText();
  return (
    <ResetPage>
      <NewPasswordForm
        idPrefix="owner-reset"
        save={async (form, { password }) => {
          try {
            const { error } = await client.auth.updateUser({ password });
            if (error) throw new Error(error.message);
            const { data } = await client.auth.getSession();
            if (!data.session) throw new Error(msg('The reset link has expired. Ask for a new one.'));
            history.replaceState(null, '', location.pathname);
            onSignedIn(sessionFromSupabase(data.session));
          } catch (error) {
            form.setError('root.server', { type: 'server', message: describe(error) });
          }
        }}
      />
    </ResetPage>
  );
}

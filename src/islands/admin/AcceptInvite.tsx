/**
 * /admin#invite=<token>: the invited staff member sets a password; /admin#reset=<token> (a
 * staff account's password reset e-mail): a new one. Either link is checked as the page
 * opens, so a used or expired one says so before a password is typed.
 * The token comes from the e-mail's link and travels only in the fragment and POST bodies.
 */
import { SetStaffPasswordFormSchema, STAFF_PASSWORD_MIN } from '../../domain/staff';
import { apiResult } from '../kit/api';
import { useLinkProblem } from '../kit/link-check';
import { ErrorSummary, KitFormProvider, TextField } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { localSession, type Session, type TokenAnswer } from '../kit/session';

/** What an e-mail's link to /admin asks for. */
export type StaffLink = { purpose: 'invite' | 'reset'; token: string };

export function staffLinkToken(): StaffLink | null {
  if (typeof location === 'undefined') return null;
  const match = /^#(invite|reset)=([A-Za-z0-9_-]{20,200})$/.exec(location.hash);
  return match ? { purpose: match[1] as StaffLink['purpose'], token: match[2]! } : null;
}

const PAGES = {
  invite: {
    heading: 'Set your password',
    intro: `You were invited to help run this site. Choose a password of at least ${STAFF_PASSWORD_MIN} characters to sign in.`,
    path: '/api/auth/invitation',
    check: '/api/auth/invitation/check',
  },
  reset: {
    heading: 'Set a new password',
    intro: `Choose a new password of at least ${STAFF_PASSWORD_MIN} characters. Every other sign-in of your account ends.`,
    path: '/api/auth/password-reset/confirm',
    check: '/api/auth/password-reset/check',
  },
} as const;

export function AcceptInvite({
  token,
  purpose = 'invite',
  onDone,
}: {
  token: string;
  purpose?: StaffLink['purpose'];
  onDone: (session: Session | null) => void;
}) {
  const page = PAGES[purpose];
  const problem = useLinkProblem(page.check, token);
  const form = useZodForm(SetStaffPasswordFormSchema, { defaultValues: { password: '', confirm: '' } });
  const submit = form.handleSubmit(async ({ password }) => {
    const result = await apiResult<TokenAnswer>(page.path, { json: { token, password } });
    if (showServerErrors(form, result) || !result.ok) return;
    onDone(localSession(result.data));
  });

  if (problem === undefined) return <p className="text-slate-700">Checking your link...</p>;
  if (problem) {
    return (
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{page.heading}</h1>
        <p role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 p-4 font-medium text-red-900">
          {problem}
        </p>
        <button type="button" className="btn-secondary mt-4 w-full" onClick={() => onDone(null)}>
          Go to the sign-in screen
        </button>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{page.heading}</h1>
      <p className="mt-2 text-slate-700">{page.intro}</p>
      <KitFormProvider form={form} idPrefix={`staff-${purpose}`}>
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

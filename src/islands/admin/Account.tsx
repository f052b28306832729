/** My Account: change one's own password (local sign-in). Every other session of the account ends. */
import { ChangePasswordSchema } from '../../domain/staff';
import { showToast } from '../../stores/toast';
import { ApiError, describeError } from '../kit/api';
import { KitFormProvider, TextField } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { localSession, type TokenAnswer } from '../kit/session';
import { useAdmin } from './context';
import { Empty, Panel } from './ui';

const NO_PASSWORDS = { currentPassword: '', newPassword: '' };

export function Account() {
  const { request, config, replaceSession } = useAdmin();
  const form = useZodForm(ChangePasswordSchema, { defaultValues: NO_PASSWORDS });

  if (config.authMode === 'supabase') {
    return (
      <Panel title="My Account" id="account-heading">
        <Empty>Your password is managed by Supabase Auth.</Empty>
      </Panel>
    );
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      const response = await request('/api/auth/password', { method: 'POST', json: values });
      replaceSession(localSession((await response.json()) as TokenAnswer));
      form.reset(NO_PASSWORDS);
      showToast({ title: 'Password changed', description: 'Every other sign-in of this account has ended.' });
    } catch (failure) {
      if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) showServerErrors(form, failure);
      else showToast({ title: 'Could not change the password', description: describeError(failure), variant: 'destructive' });
    }
  });

  return (
    <Panel title="My Account" id="account-heading">
      <KitFormProvider form={form}>
        <form className="max-w-md space-y-4" onSubmit={(event) => void submit(event)} noValidate>
          <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
          <TextField name="newPassword" label="New password (at least 12 characters)" type="password" autoComplete="new-password" />
          <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Saving...' : 'Change password'}
          </button>
        </form>
      </KitFormProvider>
    </Panel>
  );
}

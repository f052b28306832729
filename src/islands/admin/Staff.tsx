/**
 * Staff (admins only, local sign-in): the accounts, inviting a member (name, e-mail, role;
 * the link goes through the outbox and the server log), a new link for a pending
 * invitation, and disabling / enabling an account (a disabled account's tokens stop at once).
 * The accounts come through the dashboard's query cache: fetched again each time the section
 * is opened (or its tab clicked again) and after each change made here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ROLE_LABELS, STAFF_ROLES, StaffInviteSchema, type StaffAccount } from '../../domain/staff';
import { showToast } from '../../stores/toast';
import { formatDateTime } from './admin-client';
import { ApiError, describeError } from '../kit/api';
import { KitFormProvider, SelectField, TextField } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { queryKeys } from '../kit/query';
import { useAdmin } from './context';
import { useAdminQuery } from './queue';
import { Badge, Empty, ErrorText, Loading, Panel } from './ui';

const NO_INVITE = { name: '', email: '', role: 'editor' } as const;

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({
  value: role,
  label: `${ROLE_LABELS[role]}${role === 'editor' ? ' (neighborhoods and rebuilds)' : ' (everything)'}`,
}));

function statusBadge(account: StaffAccount) {
  if (account.status === 'active') return <Badge tone="green">Active</Badge>;
  if (account.status === 'disabled') return <Badge tone="red">Disabled</Badge>;
  return <Badge tone="amber">Invited</Badge>;
}

export function Staff() {
  const { requestJson, config } = useAdmin();
  const client = useQueryClient();
  const staff = useAdminQuery<StaffAccount[]>('/api/admin/staff', queryKeys.admin.list('staff'), {
    enabled: config.authMode === 'local',
    refetchOnMount: 'always',
  });
  const accounts = staff.data ?? null;
  const error = staff.error ? describeError(staff.error) : '';
  const [busy, setBusy] = useState<string | null>(null);
  const form = useZodForm(StaffInviteSchema, { defaultValues: NO_INVITE });

  if (config.authMode === 'supabase') {
    return (
      <Panel title="Staff" id="staff-heading">
        <Empty>Staff accounts are managed in Supabase Auth: give a user app_metadata.role "admin" or "editor".</Empty>
      </Panel>
    );
  }

  const invite = form.handleSubmit(async (values) => {
    setBusy('invite');
    try {
      const account = await requestJson<StaffAccount>('/api/admin/staff', { method: 'POST', json: values });
      showToast({ title: 'Invitation sent', description: `${account.name} can set a password with the link in the Outbox e-mail.` });
      form.reset(NO_INVITE);
      await client.invalidateQueries({ queryKey: queryKeys.admin.list('staff') });
    } catch (failure) {
      if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) showServerErrors(form, failure);
      else showToast({ title: 'Could not invite', description: describeError(failure), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  });

  const act = async (account: StaffAccount, action: 'disable' | 'enable' | 'invite') => {
    setBusy(`${action}-${account.id}`);
    try {
      await requestJson(`/api/admin/staff/${encodeURIComponent(account.id)}/${action}`, { method: 'POST' });
      const done = { disable: 'Account disabled', enable: 'Account enabled', invite: 'New invitation sent' }[action];
      showToast({ title: done, description: account.name });
      await client.invalidateQueries({ queryKey: queryKeys.admin.list('staff') });
    } catch (failure) {
      showToast({ title: 'That did not work', description: describeError(failure), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-6">
      <Panel title="Staff" id="staff-heading" busy={accounts === null && !error}>
        {error && <ErrorText>{error}</ErrorText>}
        {!accounts && !error && <Loading />}
        {accounts && (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Staff accounts</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="py-2 pr-3">
                  Name
                </th>
                <th scope="col" className="py-2 pr-3">
                  E-mail
                </th>
                <th scope="col" className="py-2 pr-3">
                  Role
                </th>
                <th scope="col" className="py-2 pr-3">
                  Status
                </th>
                <th scope="col" className="py-2 pr-3">
                  Last sign-in
                </th>
                <th scope="col" className="py-2">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((account) => (
                <tr key={account.id} className="border-b border-slate-100 align-top" data-staff={account.email ?? account.id}>
                  <td className="py-2 pr-3 font-medium text-slate-900">{account.name}</td>
                  <td className="py-2 pr-3 break-all">{account.email ?? '(none: signs in with the administrator password)'}</td>
                  <td className="py-2 pr-3">{ROLE_LABELS[account.role]}</td>
                  <td className="py-2 pr-3">
                    {statusBadge(account)}
                    {account.status === 'invited' && account.inviteExpiresAt && (
                      <span className="mt-1 block text-xs text-slate-700">Link works until {formatDateTime(account.inviteExpiresAt)}</span>
                    )}
                  </td>
                  <td className="py-2 pr-3">{account.lastSignInAt ? formatDateTime(account.lastSignInAt) : 'Never'}</td>
                  <td className="py-2">
                    {!account.builtIn && (
                      <div className="flex flex-wrap gap-2">
                        {account.status === 'disabled' ? (
                          <button type="button" className="btn-secondary" disabled={busy !== null} onClick={() => void act(account, 'enable')}>
                            Enable<span className="sr-only"> {account.name}</span>
                          </button>
                        ) : (
                          <button type="button" className="btn-secondary" disabled={busy !== null} onClick={() => void act(account, 'disable')}>
                            Disable<span className="sr-only"> {account.name}</span>
                          </button>
                        )}
                        {account.status === 'invited' && (
                          <button type="button" className="btn-secondary" disabled={busy !== null} onClick={() => void act(account, 'invite')}>
                            New link<span className="sr-only"> for {account.name}</span>
                          </button>
                        )}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>

      <Panel title="Invite a staff member" id="staff-invite-heading">
        <KitFormProvider form={form}>
          <form className="grid gap-4 sm:grid-cols-3" onSubmit={(event) => void invite(event)} noValidate>
            <TextField name="name" label="Name" autoComplete="off" />
            <TextField name="email" label="E-mail" type="email" autoComplete="off" />
            <SelectField name="role" label="Role" options={ROLE_OPTIONS} />
            <div className="sm:col-span-3">
              <button type="submit" className="btn-primary" disabled={busy !== null}>
                {busy === 'invite' ? 'Inviting...' : 'Send invitation'}
              </button>
              <p className="mt-2 text-xs text-slate-700">
                The invitation link works for 72 hours. Without an e-mail provider it is in the Outbox and the server log.
              </p>
            </div>
          </form>
        </KitFormProvider>
      </Panel>
    </div>
  );
}

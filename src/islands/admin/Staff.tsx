/**
 * Staff (admins only, local sign-in): the accounts, inviting a member (name, e-mail, role;
 * the link goes through the outbox and the server log), a new link for a pending
 * invitation, and disabling / enabling an account (a disabled account's tokens stop at once).
 * The accounts come through the dashboard's query cache: fetched again each time the section
 * is opened (or its tab clicked again) and after each change made here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SubmitEvent } from 'react';
import { ROLE_LABELS, STAFF_ROLES, StaffInviteSchema, type StaffAccount, type StaffRole } from '../../domain/staff';
import { showToast } from '../../stores/toast';
import { formatDateTime } from './admin-client';
import { ApiError, describeError } from '../kit/api';
import { queryKeys } from '../kit/query';
import { useAdmin } from './context';
import { useAdminQuery } from './queue';
import { Badge, Empty, ErrorText, INPUT_CLASS, Loading, Panel } from './ui';

function statusBadge(account: StaffAccount) {
  if (account.status === 'active') return <Badge tone="green">Active</Badge>;
  if (account.status === 'disabled') return <Badge tone="red">Disabled</Badge>;
  return <Badge tone="amber">Invited</Badge>;
}

export function Staff() {
  const { requestJson, config } = useAdmin();
  const id = useId();
  const client = useQueryClient();
  const staff = useAdminQuery<StaffAccount[]>('/api/admin/staff', queryKeys.admin.list('staff'), {
    enabled: config.authMode === 'local',
    refetchOnMount: 'always',
  });
  const accounts = staff.data ?? null;
  const error = staff.error ? describeError(staff.error) : '';
  const [busy, setBusy] = useState<string | null>(null);
  const [form, setForm] = useState<{ name: string; email: string; role: StaffRole }>({ name: '', email: '', role: 'editor' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  if (config.authMode === 'supabase') {
    return (
      <Panel title="Staff" id="staff-heading">
        <Empty>Staff accounts are managed in Supabase Auth: give a user app_metadata.role "admin" or "editor".</Empty>
      </Panel>
    );
  }

  const invite = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = StaffInviteSchema.safeParse(form);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
      setFieldErrors(fields);
      return;
    }
    setFieldErrors({});
    setBusy('invite');
    try {
      const account = await requestJson<StaffAccount>('/api/admin/staff', { method: 'POST', json: parsed.data });
      showToast({ title: 'Invitation sent', description: `${account.name} can set a password with the link in the Outbox e-mail.` });
      setForm({ name: '', email: '', role: 'editor' });
      await client.invalidateQueries({ queryKey: queryKeys.admin.list('staff') });
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : undefined;
      if (fields) setFieldErrors(fields);
      else showToast({ title: 'Could not invite', description: describeError(failure), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

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
        <form className="grid gap-4 sm:grid-cols-3" onSubmit={invite} noValidate>
          {(['name', 'email'] as const).map((field) => (
            <div key={field}>
              <label htmlFor={`${id}-${field}`} className="block text-sm font-medium text-slate-900">
                {field === 'name' ? 'Name' : 'E-mail'}
              </label>
              <input
                id={`${id}-${field}`}
                type={field === 'email' ? 'email' : 'text'}
                autoComplete="off"
                className={INPUT_CLASS}
                value={form[field]}
                aria-invalid={fieldErrors[field] ? true : undefined}
                aria-describedby={fieldErrors[field] ? `${id}-${field}-error` : undefined}
                onChange={(event) => setForm({ ...form, [field]: event.target.value })}
              />
              {fieldErrors[field] && (
                <p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-red-700">
                  {fieldErrors[field]}
                </p>
              )}
            </div>
          ))}
          <div>
            <label htmlFor={`${id}-role`} className="block text-sm font-medium text-slate-900">
              Role
            </label>
            <select
              id={`${id}-role`}
              className={INPUT_CLASS}
              value={form.role}
              onChange={(event) => setForm({ ...form, role: event.target.value as StaffRole })}
            >
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                  {role === 'editor' ? ' (neighborhoods and rebuilds)' : ' (everything)'}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-3">
            <button type="submit" className="btn-primary" disabled={busy !== null}>
              {busy === 'invite' ? 'Inviting...' : 'Send invitation'}
            </button>
            <p className="mt-2 text-xs text-slate-700">
              The invitation link works for 72 hours. Without an e-mail provider it is in the Outbox and the server log.
            </p>
          </div>
        </form>
      </Panel>
    </div>
  );
}

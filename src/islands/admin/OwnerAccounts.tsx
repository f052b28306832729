/**
 * Owner accounts (/admin, "Owners"): who owns which business, whether they have set a
 * password, and a new invitation link for one who missed the 72-hour one (owners with a
 * password use "Forgot password?" on /owner). Staff also record a credential they checked
 * themselves here ("Licensed": licence number, issuing authority; "Insured": insurer, policy;
 * each until its expiry); owners' own requests wait in "Credentials".
 */
import { useState } from 'react';
import { CredentialEvidenceSchema } from '../../domain/credential-forms';
import { expiryText } from '../../domain/credential-text';
import { CREDENTIAL_LABELS } from '../../domain/credentials';
import type { OwnerAccountSummary } from '../../domain/owner-accounts';
import { showToast } from '../../stores/toast';
import { ApiError, describeError } from '../kit/api';
import { CredentialFields, NO_EVIDENCE } from '../kit/CredentialFields';
import { KitFormProvider } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { formatDateTime } from './admin-client';
import { useAdmin } from './context';
import { QueueList, useQueue } from './queue';
import { Panel } from './ui';

const STATUS: Record<OwnerAccountSummary['status'], string> = {
  invited: 'Has not set a password',
  active: 'Active',
  disabled: 'Disabled',
};

function RecordCredentialForm({ business }: { business: OwnerAccountSummary['businesses'][number] }) {
  const { request } = useAdmin();
  const form = useZodForm(CredentialEvidenceSchema, { defaultValues: { ...NO_EVIDENCE } });
  const save = form.handleSubmit(async (evidence) => {
    try {
      await request(`/api/admin/businesses/${business.id}/credentials`, { method: 'POST', json: evidence });
      showToast({
        title: 'Credential Recorded',
        description: `${business.name} shows “${CREDENTIAL_LABELS[evidence.kind]}” until ${expiryText(evidence.expiresOn)}.`,
      });
      form.reset({ ...NO_EVIDENCE });
    } catch (failure) {
      if (failure instanceof ApiError) showServerErrors(form, failure);
      showToast({ title: 'Failed to record the credential.', description: describeError(failure), variant: 'destructive' });
    }
  });
  return (
    <KitFormProvider form={form}>
      <form className="mt-2 space-y-2" onSubmit={(event) => void save(event)} noValidate aria-label={`Credential of ${business.name}`}>
        <CredentialFields noteLabel="Note for the audit log (not sent to the owner)" />
        <button type="submit" className="btn-secondary" disabled={form.formState.isSubmitting}>
          Record credential<span className="sr-only"> of {business.name}</span>
        </button>
      </form>
    </KitFormProvider>
  );
}

export function OwnerAccounts() {
  const queue = useQueue<OwnerAccountSummary>('/api/admin/owners', 'owner accounts');
  const { request } = useAdmin();
  const [busy, setBusy] = useState<string | null>(null);
  const reinvite = async (owner: OwnerAccountSummary) => {
    setBusy(owner.id);
    try {
      await request(`/api/admin/owners/${owner.id}/invite`, { method: 'POST' });
      showToast({ title: 'Invitation Sent', description: `A new 72-hour link went to ${owner.email ?? owner.name}.` });
    } catch (failure) {
      showToast({ title: 'Failed to send the invitation.', description: describeError(failure), variant: 'destructive' });
    } finally {
      setBusy(null);
      queue.load();
    }
  };
  return (
    <Panel title="Owners" id="owner-accounts-heading" busy={queue.busy}>
      <QueueList
        queue={queue}
        label="Owner accounts"
        empty="No owner accounts yet."
        item={(owner) => (
          <li key={owner.id} className="py-4" data-owner-account={owner.email ?? owner.id}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="font-semibold text-slate-900">
                  {owner.name} ({owner.email ?? 'no e-mail'})
                </p>
                <p className="text-sm text-slate-700">
                  {STATUS[owner.status]}
                  {owner.inviteExpiresAt ? ` · link valid until ${formatDateTime(owner.inviteExpiresAt)}` : ''}
                  {owner.lastSignInAt ? ` · last signed in ${formatDateTime(owner.lastSignInAt)}` : ''}
                </p>
              </div>
              {owner.status === 'invited' && (
                <button type="button" className="btn-primary" disabled={busy === owner.id} onClick={() => void reinvite(owner)}>
                  Send a new invitation<span className="sr-only"> to {owner.email ?? owner.name}</span>
                </button>
              )}
            </div>
            <ul className="mt-2 space-y-2">
              {owner.businesses.map((business) => (
                <li key={business.id}>
                  <a className="text-brand-700 underline" href={`/charlotte/listing/${business.slug}`}>
                    {business.name}
                  </a>
                  <RecordCredentialForm business={business} />
                </li>
              ))}
            </ul>
          </li>
        )}
      />
    </Panel>
  );
}

/**
 * Credentials (/admin): owners' requests for "Licensed" and "Insured" with the evidence they
 * sent, oldest first. Staff check it at the source (the licensing board's register, the
 * insurer), then approve, recording the evidence they saw (they may correct it), or refuse
 * with the reason the owner reads. The owner is told either way (dashboard and e-mail).
 * Staff record a credential they checked themselves from "Owners", and withdraw a recorded one
 * that must stop showing before its expiry (the reason goes to the owner).
 */
import { useState } from 'react';
import { CredentialEvidenceSchema, RefuseCredentialSchema } from '../../domain/credential-forms';
import { CREDENTIAL_LABELS, type CredentialRecord } from '../../domain/credentials';
import { showToast } from '../../stores/toast';
import { CredentialFields } from '../kit/CredentialFields';
import { ApiError, describeError } from '../kit/api';
import { ErrorSummary, KitFormProvider, TextareaField } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { formatDateTime } from './admin-client';
import { useAdmin } from './context';
import { QueueList, useQueue, type Queue } from './queue';
import { Panel } from './ui';

const SOURCES: Record<CredentialRecord['source'], string> = {
  owner: 'asked by the owner',
  staff: 'recorded by staff before expiry dates were kept',
  service_tag: 'ticked as a service tag (no evidence yet)',
};

function Request({ record, queue }: { record: CredentialRecord; queue: Queue<CredentialRecord> }) {
  const { request } = useAdmin();
  const [refusing, setRefusing] = useState(false);
  const approveForm = useZodForm(CredentialEvidenceSchema, {
    defaultValues: {
      kind: record.kind,
      licenceNumber: record.licenceNumber ?? '',
      issuingAuthority: record.issuingAuthority ?? '',
      insurer: record.insurer ?? '',
      policyNumber: record.policyNumber ?? '',
      expiresOn: record.expiresOn ?? '',
      note: '',
    },
  });
  const refuseForm = useZodForm(RefuseCredentialSchema, { defaultValues: { reason: '' } });
  const label = CREDENTIAL_LABELS[record.kind];
  const approve = approveForm.handleSubmit(async (evidence) => {
    try {
      await request(`/api/admin/credentials/${record.id}/approve`, { method: 'PUT', json: evidence });
      showToast({ title: 'Credential Recorded', description: `${record.businessName} shows “${label}” until its expiry. The owner is told.` });
      queue.load();
    } catch (failure) {
      if (failure instanceof ApiError) showServerErrors(approveForm, failure);
      showToast({ title: 'Failed to record the credential.', description: describeError(failure), variant: 'destructive' });
    }
  });
  const refuse = refuseForm.handleSubmit(async (body) => {
    try {
      await request(`/api/admin/credentials/${record.id}/refuse`, { method: 'PUT', json: body });
      showToast({ title: 'Credential Refused', description: `The owner of ${record.businessName} is told why.` });
      queue.load();
    } catch (failure) {
      if (failure instanceof ApiError) showServerErrors(refuseForm, failure);
      showToast({ title: 'Failed to refuse the credential.', description: describeError(failure), variant: 'destructive' });
    }
  });
  return (
    <li className="space-y-3 py-4" data-credential-request={record.id}>
      <p className="font-semibold text-slate-900">
        {label}: {record.businessName}
      </p>
      <p className="text-sm text-slate-700">
        {SOURCES[record.source]} · {formatDateTime(record.createdAt)}
        {record.ownerNote ? ` · “${record.ownerNote}”` : ''}
      </p>
      <KitFormProvider form={approveForm}>
        <form onSubmit={(event) => void approve(event)} noValidate aria-label={`Approve ${label} of ${record.businessName}`} className="space-y-2">
          <CredentialFields chooseKind={false} noteLabel="Note for the audit log (not sent to the owner)" />
          <ErrorSummary />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={approveForm.formState.isSubmitting}>
              Approve: I checked this evidence<span className="sr-only"> for {record.businessName}</span>
            </button>
            <button type="button" className="btn-secondary" onClick={() => setRefusing(true)}>
              Refuse
              <span className="sr-only">
                {' '}
                {label} of {record.businessName}
              </span>
            </button>
          </div>
        </form>
      </KitFormProvider>
      {refusing && (
        <KitFormProvider form={refuseForm}>
          <form
            onSubmit={(event) => void refuse(event)}
            noValidate
            aria-label={`Refuse ${label} of ${record.businessName}`}
            className="rounded-md border border-slate-300 bg-slate-50 p-3"
          >
            <TextareaField name="reason" label="Reason (sent to the owner word for word)" rows={2} maxLength={500} />
            <div className="mt-2 flex gap-2">
              <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={refuseForm.formState.isSubmitting}>
                Refuse and tell the owner
              </button>
              <button type="button" className="btn-secondary" onClick={() => setRefusing(false)}>
                Cancel
              </button>
            </div>
          </form>
        </KitFormProvider>
      )}
    </li>
  );
}

/** A recorded credential: its evidence, and "Withdraw" (with the reason the owner reads) when it must stop showing before its expiry. */
function Recorded({ record, queue }: { record: CredentialRecord; queue: Queue<CredentialRecord> }) {
  const { request } = useAdmin();
  const [open, setOpen] = useState(false);
  const form = useZodForm(RefuseCredentialSchema, { defaultValues: { reason: '' } });
  const label = CREDENTIAL_LABELS[record.kind];
  const withdraw = form.handleSubmit(async (body) => {
    try {
      await request(`/api/admin/credentials/${record.id}/withdraw`, { method: 'PUT', json: body });
      showToast({ title: 'Credential Withdrawn', description: `${record.businessName} no longer shows “${label}”. The owner is told why.` });
      queue.load();
    } catch (failure) {
      if (failure instanceof ApiError) showServerErrors(form, failure);
      showToast({ title: 'Failed to withdraw the credential.', description: describeError(failure), variant: 'destructive' });
    }
  });
  const evidence =
    record.kind === 'licensed' ? `Licence ${record.licenceNumber}, ${record.issuingAuthority}` : `${record.insurer}, policy ${record.policyNumber}`;
  return (
    <li className="space-y-2 py-3" data-credential-recorded={record.id}>
      <p className="text-sm text-slate-900">
        <span className="font-semibold">
          {label}: {record.businessName}
        </span>{' '}
        · {evidence} · until {record.expiresOn}
      </p>
      {open ? (
        <KitFormProvider form={form}>
          <form
            onSubmit={(event) => void withdraw(event)}
            noValidate
            aria-label={`Withdraw ${label} of ${record.businessName}`}
            className="rounded-md border border-slate-300 bg-slate-50 p-3"
          >
            <TextareaField name="reason" label="Reason (sent to the owner word for word)" rows={2} maxLength={500} />
            <div className="mt-2 flex gap-2">
              <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={form.formState.isSubmitting}>
                Withdraw and tell the owner
              </button>
              <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>
                Cancel
              </button>
            </div>
          </form>
        </KitFormProvider>
      ) : (
        <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
          Withdraw
          <span className="sr-only">
            {' '}
            {label} of {record.businessName}
          </span>
        </button>
      )}
    </li>
  );
}

export function CredentialsQueue() {
  const queue = useQueue<CredentialRecord>('/api/admin/credentials', 'credential requests');
  const recorded = useQueue<CredentialRecord>('/api/admin/credentials?status=approved', 'recorded credentials');
  return (
    <Panel title="Credentials" id="credentials-heading" busy={queue.busy}>
      <p className="mb-3 text-sm text-slate-700">
        “Licensed” and “Insured” show only from what you record here, until the expiry you enter. Check the evidence at its source (the licensing board’s
        register, the insurer) before approving.
      </p>
      <QueueList
        queue={queue}
        label="Credential requests"
        empty="No credential requests waiting."
        item={(record) => <Request key={record.id} record={record} queue={queue} />}
      />
      <h3 className="mt-6 text-lg font-semibold text-slate-900">Recorded credentials</h3>
      <p className="text-sm text-slate-700">
        Each shows until its expiry (an expired one is listed until staff decide again). Withdraw one that must stop showing now.
      </p>
      <QueueList
        queue={recorded}
        label="Recorded credentials"
        empty="No credentials recorded."
        item={(record) => <Recorded key={record.id} record={record} queue={recorded} />}
      />
    </Panel>
  );
}

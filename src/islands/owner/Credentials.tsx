/**
 * The owner dashboard's "Credentials" tab: "Licensed" and "Insured" show only once our staff
 * have seen the evidence (src/domain/credentials.ts). The owner sends it here, sees each
 * request's state (waiting, recorded until a date, expired, refused with the reason), and is
 * told the decision by e-mail too. GET /api/owner/credentials, POST …/businesses/{id}/credentials.
 */
import { useState } from 'react';
import { CredentialEvidenceSchema } from '../../domain/credential-forms';
import { expiryText } from '../../domain/credential-text';
import { CREDENTIAL_LABELS, type CredentialRecord } from '../../domain/credentials';
import { CredentialFields, NO_EVIDENCE } from '../kit/CredentialFields';
import { ApiError, describeError } from '../kit/api';
import { ErrorSummary, KitFormProvider } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { queryKeys, useApiMutation, useApiQuery } from '../kit/query';

function stateText(record: CredentialRecord): string {
  if (record.status === 'approved') return `Recorded: shown until ${expiryText(record.expiresOn!)}`;
  if (record.status === 'expired') return `Expired on ${expiryText(record.expiresOn!)}: no longer shown. Send the renewed evidence below.`;
  if (record.status === 'refused') return `Not recorded. Reason: ${record.reason ?? ''}`;
  if (record.source === 'service_tag') return 'Waiting: you had ticked it as a service tag. Send the evidence below so our staff can record it.';
  return 'Waiting for our staff to check the evidence.';
}

export function Credentials({ businessId }: { businessId: number }) {
  const records = useApiQuery<{ items: CredentialRecord[] }>(queryKeys.owner.credentials(), '/api/owner/credentials', { auth: 'owner' });
  const form = useZodForm(CredentialEvidenceSchema, { defaultValues: { ...NO_EVIDENCE } });
  const [status, setStatus] = useState('');
  const send = useApiMutation(
    (body: object) => ({ path: `/api/owner/businesses/${businessId}/credentials`, method: 'POST', json: body, auth: 'owner' as const }),
    { invalidates: [queryKeys.owner.credentials()] },
  );
  const submit = form.handleSubmit(async (evidence) => {
    setStatus('');
    try {
      await send.mutateAsync(evidence);
      form.reset({ ...NO_EVIDENCE });
      setStatus(`Sent. Our staff will check it; “${CREDENTIAL_LABELS[evidence.kind]}” shows once they record it, and we e-mail you their decision.`);
    } catch (failure) {
      if (failure instanceof ApiError) showServerErrors(form, failure);
      else setStatus(describeError(failure));
    }
  });
  const mine = (records.data?.items ?? []).filter((record) => record.businessId === businessId);
  return (
    <div className="space-y-6" data-owner-credentials>
      <p className="text-slate-800">
        “Licensed” and “Insured” appear on your page, on result cards and in the Licensed and Insured filters only once our staff have seen your licence or
        insurance policy, and only until the date it runs out. What you tick under Service tags (Free Quote, Same Day, 24/7) is shown as what your business
        says.
      </p>
      {records.error && (
        <p role="alert" className="text-red-800">
          {describeError(records.error)}
        </p>
      )}
      {mine.length > 0 && (
        <ul className="space-y-2" aria-label="Your credentials">
          {mine.map((record) => (
            <li key={record.id} className="rounded-md border border-slate-300 p-3 text-sm" data-credential={record.status}>
              <span className="font-semibold text-slate-900">{CREDENTIAL_LABELS[record.kind]}</span>
              {record.licenceNumber && (
                <span className="text-slate-700">
                  {' '}
                  · Licence {record.licenceNumber}, {record.issuingAuthority}
                </span>
              )}
              {record.insurer && (
                <span className="text-slate-700">
                  {' '}
                  · {record.insurer}, policy {record.policyNumber}
                </span>
              )}
              <p className="mt-1 text-slate-800">{stateText(record)}</p>
            </li>
          ))}
        </ul>
      )}
      <KitFormProvider form={form}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="credential-request-heading" className="space-y-3">
          <h3 id="credential-request-heading" className="text-lg font-semibold text-slate-900">
            Ask our staff to record a credential
          </h3>
          <CredentialFields noteLabel="Where staff can check it (a link to the public register, say)" />
          <ErrorSummary />
          <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
            Send for checking
          </button>
          <p role="status" className="text-sm text-emerald-800">
            {status}
          </p>
        </form>
      </KitFormProvider>
    </div>
  );
}

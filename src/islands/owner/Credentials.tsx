/**
 * The owner dashboard's "Credentials" tab: "Licensed" and "Insured" show only once our staff
 * have seen the evidence (src/domain/credentials.ts). The owner sends it here, sees each
 * request's state (waiting, recorded until a date, expired, refused with the reason), and is
 * told the decision by e-mail too. GET /api/owner/credentials, POST …/businesses/{id}/credentials.
 */
import { useState } from 'react';
import { CredentialEvidenceSchema } from '../../domain/credential-forms';
import type { CredentialRecord } from '../../domain/credentials';
import { CredentialFields, NO_EVIDENCE } from '../kit/CredentialFields';
import { ApiError } from '../kit/api';
import { ErrorSummary, KitFormProvider } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { queryKeys, useApiMutation, useApiQuery } from '../kit/query';
import { useOwnerText } from './words';

export function Credentials({ businessId }: { businessId: number }) {
  const records = useApiQuery<{ items: CredentialRecord[] }>(queryKeys.owner.credentials(), '/api/owner/credentials', { auth: 'owner' });
  const form = useZodForm(CredentialEvidenceSchema, { defaultValues: { ...NO_EVIDENCE } });
  const [status, setStatus] = useState('');
  const { w, describe, date, fill } = useOwnerText();
  const t = w.credentials;
  // A credential runs out at the end of its day in Charlotte: noon UTC is that day everywhere in the US.
  const expiry = (day: string | null) => date(`${day}T12:00:00Z`);
  const stateText = (record: CredentialRecord): string => {
    if (record.status === 'approved') return fill(t.approved, { date: expiry(record.expiresOn) });
    if (record.status === 'expired') return fill(t.expired, { date: expiry(record.expiresOn) });
    if (record.status === 'refused') return fill(t.refused, { reason: record.reason ?? '' });
    return record.source === 'service_tag' ? t.fromTag : t.waiting;
  };
  const send = useApiMutation(
    (body: object) => ({ path: `/api/owner/businesses/${businessId}/credentials`, method: 'POST', json: body, auth: 'owner' as const }),
    { invalidates: [queryKeys.owner.credentials()] },
  );
  const submit = form.handleSubmit(async (evidence) => {
    setStatus('');
    try {
      await send.mutateAsync(evidence);
      form.reset({ ...NO_EVIDENCE });
      setStatus(fill(t.sent, { kind: t.fields.kinds[evidence.kind] }));
    } catch (failure) {
      if (failure instanceof ApiError) showServerErrors(form, failure);
      else setStatus(describe(failure));
    }
  });
  const mine = (records.data?.items ?? []).filter((record) => record.businessId === businessId);
  return (
    <div className="space-y-6" data-owner-credentials>
      <p className="text-slate-800">{t.lead}</p>
      {records.error && (
        <p role="alert" className="text-red-800">
          {describe(records.error)}
        </p>
      )}
      {mine.length > 0 && (
        <ul className="space-y-2" aria-label={t.yours}>
          {mine.map((record) => (
            <li key={record.id} className="rounded-md border border-slate-300 p-3 text-sm" data-credential={record.status}>
              <span className="font-semibold text-slate-900">{t.fields.kinds[record.kind]}</span>
              {record.licenceNumber && (
                <span className="text-slate-700">{fill(t.licence, { number: record.licenceNumber, authority: record.issuingAuthority ?? '' })}</span>
              )}
              {record.insurer && <span className="text-slate-700">{fill(t.policy, { insurer: record.insurer, number: record.policyNumber ?? '' })}</span>}
              <p className="mt-1 text-slate-800">{stateText(record)}</p>
            </li>
          ))}
        </ul>
      )}
      <KitFormProvider form={form}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="credential-request-heading" className="space-y-3">
          <h3 id="credential-request-heading" className="text-lg font-semibold text-slate-900">
            {t.ask}
          </h3>
          <CredentialFields noteLabel={t.note} words={t.fields} />
          <ErrorSummary />
          <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
            {t.send}
          </button>
          <p role="status" className="text-sm text-emerald-800">
            {status}
          </p>
        </form>
      </KitFormProvider>
    </div>
  );
}

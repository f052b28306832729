/**
 * Fair review invitations (/owner, "Invite reviews"): the business's signed link and its QR
 * code to print, and up to 20 invitation e-mails a day with one fixed text. Owners choose
 * only who gets it: no text of their own, no incentive, no star chosen in advance, and every
 * review, 1 star or 5, goes to the same moderation.
 */
import { useEffect, useId, useState } from 'react';
import { REVIEW_INVITATIONS, ReviewInvitationFormSchema, type ReviewInvitationAnswer } from '../../domain/review-invitation-rules';
import { apiResult } from '../kit/api';
import { KitFormProvider, TextareaField } from '../kit/fields';
import { useZodForm } from '../kit/forms';
import { useOwnerText } from './words';

export function ReviewInvitations({ businessId, businessName }: { businessId: number; businessName: string }) {
  const id = useId();
  const path = `/api/owner/businesses/${businessId}/review-invitations`;
  const [invitation, setInvitation] = useState<ReviewInvitationAnswer | null>(null);
  const [failure, setFailure] = useState('');
  const form = useZodForm(ReviewInvitationFormSchema, { defaultValues: { emails: '' } });
  const [status, setStatus] = useState('');
  const { w, msg, describe, count, fill } = useOwnerText();
  const t = w.invitations;

  useEffect(() => {
    let live = true;
    void apiResult<ReviewInvitationAnswer>(path, { method: 'POST', json: {}, auth: 'owner' }).then((result) => {
      if (!live) return;
      if (result.ok) setInvitation(result.data);
      else setFailure(describe(result.error));
    });
    return () => {
      live = false;
    };
  }, [path, describe]);

  const send = form.handleSubmit(async (body) => {
    setStatus('');
    const result = await apiResult<ReviewInvitationAnswer>(path, { method: 'POST', json: body, auth: 'owner' });
    if (!result.ok) {
      // Every failure (a refused address, the day's limit, the network) is told at the box.
      const field = result.error.fields.emails;
      form.setError('emails', { type: 'server', message: field ? msg(field) : describe(result.error) }, { shouldFocus: true });
      return;
    }
    setInvitation(result.data);
    form.reset({ emails: '' });
    setStatus(count(t.sent, result.data.queued, { today: result.data.sentToday, limit: result.data.dailyLimit }));
  });

  return (
    <div className="space-y-6" data-review-invitations>
      <p className="text-slate-800">{t.lead}</p>
      {failure && (
        <p role="alert" className="text-red-800">
          {failure}
        </p>
      )}
      {invitation && (
        <section aria-labelledby={`${id}-link`} className="grid gap-4 sm:grid-cols-[1fr_auto]">
          <div>
            <h3 id={`${id}-link`} className="text-lg font-semibold text-slate-900">
              {t.link}
            </h3>
            <p className="mt-1 break-all text-sm text-slate-900" data-invitation-link>
              {invitation.link}
            </p>
            <p className="mt-1 text-sm text-slate-700">{fill(t.linkLead, { days: REVIEW_INVITATIONS.linkDays })}</p>
            <a className="btn-secondary mt-3 inline-block" href={invitation.qrPng} download={`review-invitation-${businessId}.png`}>
              {t.downloadQr}
            </a>
          </div>
          <img src={invitation.qrPng} alt={fill(t.qrAlt, { name: businessName })} width={200} height={200} className="rounded border border-slate-300" />
        </section>
      )}
      <KitFormProvider form={form}>
        <form onSubmit={(event) => void send(event)} noValidate aria-labelledby={`${id}-send`}>
          <h3 id={`${id}-send`} className="text-lg font-semibold text-slate-900">
            {t.emailHeading}
          </h3>
          <TextareaField name="emails" label={t.emails} className="mt-2" rows={4} hint={fill(t.emailsHint, { max: REVIEW_INVITATIONS.dailyEmails })} />
          <button type="submit" className="btn-primary mt-3" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t.sending : t.send}
          </button>
          <p role="status" className="mt-2 text-sm font-medium text-green-900" data-invitations-status>
            {status}
          </p>
        </form>
      </KitFormProvider>
    </div>
  );
}

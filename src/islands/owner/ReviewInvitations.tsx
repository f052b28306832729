/**
 * Fair review invitations (/owner, "Invite reviews"): the business's signed link and its QR
 * code to print, and up to 20 invitation e-mails a day with one fixed text. Owners choose
 * only who gets it: no text of their own, no incentive, no star chosen in advance, and every
 * review, 1 star or 5, goes to the same moderation.
 */
import { useEffect, useId, useState } from 'react';
import { REVIEW_INVITATIONS, ReviewInvitationFormSchema, type ReviewInvitationAnswer } from '../../domain/review-invitation-rules';
import { apiResult, describeError } from '../kit/api';
import { KitFormProvider, TextareaField } from '../kit/fields';
import { useZodForm } from '../kit/forms';

export function ReviewInvitations({ businessId, businessName }: { businessId: number; businessName: string }) {
  const id = useId();
  const path = `/api/owner/businesses/${businessId}/review-invitations`;
  const [invitation, setInvitation] = useState<ReviewInvitationAnswer | null>(null);
  const [failure, setFailure] = useState('');
  const form = useZodForm(ReviewInvitationFormSchema, { defaultValues: { emails: '' } });
  const [status, setStatus] = useState('');

  useEffect(() => {
    let live = true;
    void apiResult<ReviewInvitationAnswer>(path, { method: 'POST', json: {}, auth: 'owner' }).then((result) => {
      if (!live) return;
      if (result.ok) setInvitation(result.data);
      else setFailure(describeError(result.error));
    });
    return () => {
      live = false;
    };
  }, [path]);

  const send = form.handleSubmit(async (body) => {
    setStatus('');
    const result = await apiResult<ReviewInvitationAnswer>(path, { method: 'POST', json: body, auth: 'owner' });
    if (!result.ok) {
      // Every failure (a refused address, the day's limit, the network) is told at the box.
      form.setError('emails', { type: 'server', message: result.error.fields.emails ?? describeError(result.error) }, { shouldFocus: true });
      return;
    }
    setInvitation(result.data);
    form.reset({ emails: '' });
    setStatus(`${result.data.queued} invitation${result.data.queued === 1 ? '' : 's'} sent. ${result.data.sentToday} of ${result.data.dailyLimit} sent today.`);
  });

  return (
    <div className="space-y-6" data-review-invitations>
      <p className="text-slate-800">
        Ask your customers for an honest review. Every invitation opens the same review form as your public page, with no star chosen, and every review, good or
        bad, is checked by our staff by the same rules before it is published. Reviews from invitations are labelled “Invited by the business”.
      </p>
      {failure && (
        <p role="alert" className="text-red-800">
          {failure}
        </p>
      )}
      {invitation && (
        <section aria-labelledby={`${id}-link`} className="grid gap-4 sm:grid-cols-[1fr_auto]">
          <div>
            <h3 id={`${id}-link`} className="text-lg font-semibold text-slate-900">
              Your invitation link
            </h3>
            <p className="mt-1 break-all text-sm text-slate-900" data-invitation-link>
              {invitation.link}
            </p>
            <p className="mt-1 text-sm text-slate-700">Works for {REVIEW_INVITATIONS.linkDays} days. Share it on receipts, texts or your own e-mails.</p>
            <a className="btn-secondary mt-3 inline-block" href={invitation.qrPng} download={`review-invitation-${businessId}.png`}>
              Download QR code (PNG)
            </a>
          </div>
          <img
            src={invitation.qrPng}
            alt={`QR code of the review invitation link for ${businessName}`}
            width={200}
            height={200}
            className="rounded border border-slate-300"
          />
        </section>
      )}
      <KitFormProvider form={form}>
        <form onSubmit={(event) => void send(event)} noValidate aria-labelledby={`${id}-send`}>
          <h3 id={`${id}-send`} className="text-lg font-semibold text-slate-900">
            E-mail invitations
          </h3>
          <TextareaField
            name="emails"
            label="Customers’ e-mail addresses"
            className="mt-2"
            rows={4}
            hint={`One per line or separated by commas; up to ${REVIEW_INVITATIONS.dailyEmails} a day. Each gets the same short message from us with your link.`}
          />
          <button type="submit" className="btn-primary mt-3" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Sending...' : 'Send invitations'}
          </button>
          <p role="status" className="mt-2 text-sm font-medium text-green-900" data-invitations-status>
            {status}
          </p>
        </form>
      </KitFormProvider>
    </div>
  );
}

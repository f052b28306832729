/**
 * Fair review invitations (/owner, "Invite reviews"): the business's signed link and its QR
 * code to print, and up to 20 invitation e-mails a day with one fixed text. Owners choose
 * only who gets it: no text of their own, no incentive, no star chosen in advance, and every
 * review, 1 star or 5, goes to the same moderation.
 */
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { REVIEW_INVITATIONS, ReviewInvitationSchema, splitEmails, type ReviewInvitationAnswer } from '../../domain/owner-access';
import { apiResult, describeError } from '../kit/api';
import { INPUT_CLASS } from '../kit/fields';

export function ReviewInvitations({ businessId, businessName }: { businessId: number; businessName: string }) {
  const id = useId();
  const path = `/api/owner/businesses/${businessId}/review-invitations`;
  const [invitation, setInvitation] = useState<ReviewInvitationAnswer | null>(null);
  const [failure, setFailure] = useState('');
  const [emails, setEmails] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

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

  const send = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus('');
    const parsed = ReviewInvitationSchema.safeParse({ emails: splitEmails(emails) });
    if (!parsed.success || !parsed.data.emails?.length) {
      setFieldError(parsed.success ? 'Enter at least one e-mail address' : (parsed.error.issues[0]?.message ?? 'Check the addresses'));
      return;
    }
    setFieldError('');
    setBusy(true);
    const result = await apiResult<ReviewInvitationAnswer>(path, { method: 'POST', json: parsed.data, auth: 'owner' });
    setBusy(false);
    if (!result.ok) {
      setFieldError(result.error.fields.emails ?? describeError(result.error));
      return;
    }
    setInvitation(result.data);
    setEmails('');
    setStatus(`${result.data.queued} invitation${result.data.queued === 1 ? '' : 's'} sent. ${result.data.sentToday} of ${result.data.dailyLimit} sent today.`);
  };

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
      <form onSubmit={(event) => void send(event)} noValidate aria-labelledby={`${id}-send`}>
        <h3 id={`${id}-send`} className="text-lg font-semibold text-slate-900">
          E-mail invitations
        </h3>
        <label htmlFor={`${id}-emails`} className="mt-2 block text-sm font-medium text-slate-900">
          Customers’ e-mail addresses
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          One per line or separated by commas; up to {REVIEW_INVITATIONS.dailyEmails} a day. Each gets the same short message from us with your link.
        </p>
        <textarea
          id={`${id}-emails`}
          className={INPUT_CLASS}
          rows={4}
          value={emails}
          onChange={(event) => setEmails(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ''}`}
        />
        {fieldError && (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
            {fieldError}
          </p>
        )}
        <button type="submit" className="btn-primary mt-3" disabled={busy}>
          {busy ? 'Sending...' : 'Send invitations'}
        </button>
        <p role="status" className="mt-2 text-sm font-medium text-green-900" data-invitations-status>
          {status}
        </p>
      </form>
    </div>
  );
}

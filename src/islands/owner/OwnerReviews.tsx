/**
 * Reviews of the business, newest first as on the public page: the owner answers each once
 * (edit, or delete after confirming, later) and may report one that breaks a content rule.
 * Owners cannot hide, delete or reorder reviews. Loaded through the dashboard's query cache.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OWNER_REPLY_HEADING, REPLY_MAX, REPORT_REASONS, ReplySchema, ReportSchema, type OwnerReview } from '../../domain/owner';
import { apiJson, apiResult, describeError } from '../kit/api';
import { ConfirmButton } from '../kit/ConfirmButton';
import { KitFormProvider, SelectField, TextareaField } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { queryKeys, useApiQuery } from '../kit/query';
import { longDate } from './owner-format';

const REASON_OPTIONS = Object.entries(REPORT_REASONS).map(([value, label]) => ({ value, label }));

type Say = (text: string, tone: 'ok' | 'error') => void;

/** The owner's public response: checked with the API's schema, the server's field error on the field. */
function ReplyForm({ review, onSaved, say }: { review: OwnerReview; onSaved: () => void; say: Say }) {
  const form = useZodForm(ReplySchema, { defaultValues: { text: review.reply?.text ?? '' } });
  const length = form.watch('text')?.length ?? 0;
  const submit = form.handleSubmit(async (body) => {
    const result = await apiResult(`/api/owner/reviews/${review.id}/reply`, { method: 'PUT', json: body, auth: 'owner' });
    if (showServerErrors(form, result)) {
      if (!Object.keys(result.error.fields).length) say(describeError(result.error), 'error');
      return;
    }
    say('Response published.', 'ok');
    onSaved();
  });
  return (
    <KitFormProvider form={form}>
      <form className="mt-3" onSubmit={(event) => void submit(event)} noValidate>
        <TextareaField name="text" label="Your public response" rows={3} maxLength={REPLY_MAX} hint={`${length} / ${REPLY_MAX} characters`} />
        <button type="submit" className="btn-primary mt-2" disabled={form.formState.isSubmitting}>
          Publish response
        </button>
      </form>
    </KitFormProvider>
  );
}

/** Reports a review to staff under one of the content rules. */
function ReportForm({ review, onReported, say }: { review: OwnerReview; onReported: () => void; say: Say }) {
  const form = useZodForm(ReportSchema);
  const chosen = Boolean(form.watch('reason'));
  const submit = form.handleSubmit(async (body) => {
    const result = await apiResult(`/api/owner/reviews/${review.id}/report`, { json: body, auth: 'owner' });
    if (showServerErrors(form, result)) return say(describeError(result.error), 'error');
    say('Reported to staff. They judge it by the same rules as every review and tell you here and by e-mail.', 'ok');
    onReported();
  });
  return (
    <KitFormProvider form={form}>
      <form className="mt-3 space-y-2" onSubmit={(event) => void submit(event)} noValidate>
        <SelectField name="reason" label="Report this review" placeholder="Which rule does it break?" options={REASON_OPTIONS} />
        {chosen && <TextareaField name="note" label="What staff should know" hint="Only our staff read this." markOptional rows={2} />}
        <button type="submit" className="btn-secondary" disabled={!chosen || form.formState.isSubmitting}>
          Report
        </button>
      </form>
    </KitFormProvider>
  );
}

function ReviewCard({ review, onChange }: { review: OwnerReview; onChange: () => void }) {
  const [editing, setEditing] = useState(!review.reply);
  const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);
  const say: Say = (text, tone) => setMessage({ text, tone });
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      say(done, 'ok');
      onChange();
    } catch (error) {
      say(describeError(error), 'error');
    }
  };
  return (
    <li className="card p-4" data-owner-review={review.id}>
      <p className="font-semibold text-slate-900">
        {review.reviewerName ?? 'Anonymous'} · {review.rating} out of 5 stars · {longDate(review.createdAt)}
      </p>
      {review.reviewText && <p className="mt-1 whitespace-pre-line text-slate-800">{review.reviewText}</p>}
      {review.reply && !editing && (
        <div className="mt-3 rounded-md border-l-4 border-brand-600 bg-slate-50 px-3 py-2">
          <p className="text-sm font-semibold text-slate-900">
            {OWNER_REPLY_HEADING} · {longDate(review.reply.updatedAt)}
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{review.reply.text}</p>
          <div className="mt-2 flex gap-3">
            <button type="button" className="text-sm text-brand-800 underline" onClick={() => setEditing(true)}>
              Edit response
            </button>
            <ConfirmButton
              className="text-sm text-red-800 underline"
              question="Delete your public response? Visitors will no longer see it."
              confirmLabel="Yes, delete response"
              onConfirm={() => run(() => apiJson(`/api/owner/reviews/${review.id}/reply`, { method: 'DELETE', auth: 'owner' }), 'Response deleted.')}
            >
              Delete response
            </ConfirmButton>
          </div>
        </div>
      )}
      {editing && (
        <ReplyForm
          review={review}
          say={say}
          onSaved={() => {
            setEditing(false);
            onChange();
          }}
        />
      )}
      {review.reported ? (
        <p className="mt-3 text-sm text-slate-700">You reported this review; staff will look at it.</p>
      ) : (
        <ReportForm review={review} say={say} onReported={onChange} />
      )}
      {message && (
        <p className={`mt-2 text-sm ${message.tone === 'error' ? 'text-red-800' : 'text-green-900'}`} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </li>
  );
}

export function OwnerReviews({ businessId }: { businessId: number }) {
  const key = queryKeys.owner.business(businessId, 'reviews');
  const reviews = useApiQuery<OwnerReview[]>(key, `/api/owner/businesses/${businessId}/reviews`, { auth: 'owner' });
  const client = useQueryClient();
  return (
    <section aria-labelledby={`reviews-${businessId}`}>
      <h3 id={`reviews-${businessId}`} className="text-xl font-semibold text-slate-900">
        Reviews
      </h3>
      {reviews.error && (
        <p role="alert" className="text-red-800">
          {describeError(reviews.error)}
        </p>
      )}
      {reviews.data && reviews.data.length === 0 && <p className="mt-2 text-slate-700">No reviews yet.</p>}
      <ul className="mt-3 space-y-3">
        {reviews.data?.map((review) => (
          <ReviewCard
            key={`${review.id}-${review.reply?.updatedAt ?? ''}-${review.reported}`}
            review={review}
            onChange={() => void client.invalidateQueries({ queryKey: queryKeys.owner.all })}
          />
        ))}
      </ul>
    </section>
  );
}

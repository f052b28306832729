/**
 * Reviews of the business, newest first as on the public page: the owner answers each once
 * (edit, or delete after confirming, later) and may report one that breaks a content rule.
 * Owners cannot hide, delete or reorder reviews. Loaded through the dashboard's query cache.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { REPLY_MAX, ReplySchema, ReportSchema, type OwnerReview } from '../../domain/owner';
import { apiJson, apiResult } from '../kit/api';
import { ConfirmButton } from '../kit/ConfirmButton';
import { KitFormProvider, SelectField, TextareaField } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { queryKeys, useApiQuery } from '../kit/query';
import { useOwnerText } from './words';

type Say = (text: string, tone: 'ok' | 'error') => void;

/** The owner's public response: checked with the API's schema, the server's field error on the field. */
function ReplyForm({ review, onSaved, say }: { review: OwnerReview; onSaved: () => void; say: Say }) {
  const form = useZodForm(ReplySchema, { defaultValues: { text: review.reply?.text ?? '' } });
  const length = form.watch('text')?.length ?? 0;
  const { w, describe, fill } = useOwnerText();
  const t = w.reviews;
  const submit = form.handleSubmit(async (body) => {
    const result = await apiResult(`/api/owner/reviews/${review.id}/reply`, { method: 'PUT', json: body, auth: 'owner' });
    if (showServerErrors(form, result)) {
      if (!Object.keys(result.error.fields).length) say(describe(result.error), 'error');
      return;
    }
    say(t.published, 'ok');
    onSaved();
  });
  return (
    <KitFormProvider form={form}>
      <form className="mt-3" onSubmit={(event) => void submit(event)} noValidate>
        <TextareaField name="text" label={t.responseLabel} rows={3} maxLength={REPLY_MAX} hint={fill(t.characters, { count: length, max: REPLY_MAX })} />
        <button type="submit" className="btn-primary mt-2" disabled={form.formState.isSubmitting}>
          {t.publish}
        </button>
      </form>
    </KitFormProvider>
  );
}

/** Reports a review to staff under one of the content rules. */
function ReportForm({ review, onReported, say }: { review: OwnerReview; onReported: () => void; say: Say }) {
  const form = useZodForm(ReportSchema);
  const chosen = Boolean(form.watch('reason'));
  const { w, describe } = useOwnerText();
  const t = w.reviews;
  const submit = form.handleSubmit(async (body) => {
    const result = await apiResult(`/api/owner/reviews/${review.id}/report`, { json: body, auth: 'owner' });
    if (showServerErrors(form, result)) return say(describe(result.error), 'error');
    say(t.reported, 'ok');
    onReported();
  });
  return (
    <KitFormProvider form={form}>
      <form className="mt-3 space-y-2" onSubmit={(event) => void submit(event)} noValidate>
        <SelectField
          name="reason"
          label={t.report}
          placeholder={t.reportPlaceholder}
          options={Object.entries(t.reasons).map(([value, label]) => ({ value, label }))}
        />
        {chosen && <TextareaField name="note" label={t.note} hint={t.noteHint} markOptional rows={2} />}
        <button type="submit" className="btn-secondary" disabled={!chosen || form.formState.isSubmitting}>
          {t.reportButton}
        </button>
      </form>
    </KitFormProvider>
  );
}

function ReviewCard({ review, onChange }: { review: OwnerReview; onChange: () => void }) {
  const [editing, setEditing] = useState(!review.reply);
  const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);
  const say: Say = (text, tone) => setMessage({ text, tone });
  const { w, describe, date, fill } = useOwnerText();
  const t = w.reviews;
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      say(done, 'ok');
      onChange();
    } catch (error) {
      say(describe(error), 'error');
    }
  };
  return (
    <li className="card p-4" data-owner-review={review.id}>
      <p className="font-semibold text-slate-900">
        {review.reviewerName ?? t.anonymous} · {fill(t.stars, { rating: review.rating })} · {date(review.createdAt)}
      </p>
      {review.reviewText && <p className="mt-1 whitespace-pre-line text-slate-800">{review.reviewText}</p>}
      {review.reply && !editing && (
        <div className="mt-3 rounded-md border-l-4 border-brand-600 bg-slate-50 px-3 py-2">
          <p className="text-sm font-semibold text-slate-900">
            {t.ownerReply} · {date(review.reply.updatedAt)}
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{review.reply.text}</p>
          <div className="mt-2 flex gap-3">
            <button type="button" className="text-sm text-brand-800 underline" onClick={() => setEditing(true)}>
              {t.edit}
            </button>
            <ConfirmButton
              className="text-sm text-red-800 underline"
              question={t.deleteQuestion}
              confirmLabel={t.deleteYes}
              cancelLabel={w.kit.cancel}
              onConfirm={() => run(() => apiJson(`/api/owner/reviews/${review.id}/reply`, { method: 'DELETE', auth: 'owner' }), t.deleted)}
            >
              {t.delete}
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
      {review.reported ? <p className="mt-3 text-sm text-slate-700">{t.alreadyReported}</p> : <ReportForm review={review} say={say} onReported={onChange} />}
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
  const { w, describe } = useOwnerText();
  return (
    <section aria-labelledby={`reviews-${businessId}`}>
      <h3 id={`reviews-${businessId}`} className="text-xl font-semibold text-slate-900">
        {w.reviews.heading}
      </h3>
      {reviews.error && (
        <p role="alert" className="text-red-800">
          {describe(reviews.error)}
        </p>
      )}
      {reviews.data && reviews.data.length === 0 && <p className="mt-2 text-slate-700">{w.reviews.none}</p>}
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

/**
 * Reviews of the business, newest first as on the public page: the owner answers each once
 * (edit, or delete after confirming, later) and may report one that breaks a content rule.
 * Owners cannot hide, delete or reorder reviews. Loaded through the dashboard's query cache.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { OWNER_REPLY_HEADING, REPLY_MAX, REPORT_REASONS, type OwnerReview, type ReportReason } from '../../domain/owner';
import { apiJson, describeError } from '../kit/api';
import { ConfirmButton } from '../kit/ConfirmButton';
import { queryKeys, useApiQuery } from '../kit/query';
import { longDate } from './owner-format';

function ReviewCard({ review, onChange }: { review: OwnerReview; onChange: () => void }) {
  const id = useId();
  const [text, setText] = useState(review.reply?.text ?? '');
  const [editing, setEditing] = useState(!review.reply);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      setMessage({ text: done, tone: 'ok' });
      onChange();
    } catch (error) {
      setMessage({ text: describeError(error), tone: 'error' });
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
        <form
          className="mt-3"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => apiJson(`/api/owner/reviews/${review.id}/reply`, { method: 'PUT', json: { text }, auth: 'owner' }), 'Response published.').then(() =>
              setEditing(false),
            );
          }}
        >
          <label htmlFor={`${id}-reply`} className="block text-sm font-medium text-slate-900">
            Your public response
          </label>
          <textarea
            id={`${id}-reply`}
            rows={3}
            maxLength={REPLY_MAX}
            className="mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <p className="mt-1 text-xs text-slate-700">{`${text.length} / ${REPLY_MAX} characters`}</p>
          <button type="submit" className="btn-primary mt-2">
            Publish response
          </button>
        </form>
      )}
      {review.reported ? (
        <p className="mt-3 text-sm text-slate-700">You reported this review; staff will look at it.</p>
      ) : (
        <form
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason)
              void run(() => apiJson(`/api/owner/reviews/${review.id}/report`, { method: 'POST', json: { reason }, auth: 'owner' }), 'Reported to staff.');
          }}
        >
          <div>
            <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-900">
              Report this review
            </label>
            <select
              id={`${id}-reason`}
              className="mt-1 rounded-md border border-slate-500 bg-white px-2 py-1 text-sm"
              value={reason}
              onChange={(event) => setReason(event.target.value as ReportReason)}
            >
              <option value="">Which rule does it break?</option>
              {Object.entries(REPORT_REASONS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary" disabled={!reason}>
            Report
          </button>
        </form>
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

/**
 * Pending reviews: approve (published at once, rating recounted) or reject for a reason
 * from ONE fixed list of content rules, the same for every review whatever its rating
 * (FTC 16 CFR Part 465: no suppression of reviews because they are negative).
 */
import { useState } from 'react';
import { ADMIN_TOASTS, REVIEW_POLICY_TEXT, REVIEW_REJECTION_REASONS, ReviewRejectSchema, type AdminReview } from '../../domain/admin';
import { INVITED_LABEL } from '../../domain/review-invitation';
import { showToast } from '../../stores/toast';
import { formatDateTime } from './admin-client';
import { describeError } from '../kit/api';
import { useAdmin } from './context';
import { QueueList, useQueue } from './queue';
import { Panel, ReasonForm, Stars } from './ui';

export function ReviewsQueue() {
  const { request, refreshStats } = useAdmin();
  const queue = useQueue<AdminReview>('/api/reviews/pending', 'reviews');
  const { load } = queue;
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const approve = async (id: number) => {
    setBusy(id);
    try {
      await request(`/api/reviews/${id}/approve`, { method: 'PUT' });
      showToast({ ...ADMIN_TOASTS.reviewApproved });
      refreshStats();
      load();
    } catch (failure) {
      showToast({
        title: ADMIN_TOASTS.reviewApproveFailed,
        description: describeError(failure),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  const reject = async (id: number, reason: string, note: string) => {
    setBusy(id);
    try {
      await request(`/api/reviews/${id}/reject`, {
        method: 'PUT',
        json: { reason, ...(note.trim() ? { note } : {}) },
      });
      showToast({ ...ADMIN_TOASTS.reviewRejected });
      setRejecting(null);
      refreshStats();
      load();
    } catch (failure) {
      showToast({
        title: ADMIN_TOASTS.reviewRejectFailed,
        description: describeError(failure),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel title="Pending Reviews" id="reviews-heading" busy={queue.busy}>
      <div className="mb-4 rounded-md border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950">
        <p>{REVIEW_POLICY_TEXT}</p>
        <p className="mt-2 font-semibold">Content rules (the only reasons to reject):</p>
        <ul className="mt-1 list-disc pl-5">
          {REVIEW_REJECTION_REASONS.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
      <QueueList
        queue={queue}
        label="Pending reviews"
        empty="No reviews are waiting for moderation."
        item={(review) => (
          <li key={review.id} className="py-4" data-review-id={review.id}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="max-w-2xl space-y-1">
                <p className="font-semibold text-slate-900">
                  <a className="text-brand-700 underline" href={`/charlotte/listing/${review.businessSlug}`}>
                    {review.businessName}
                  </a>
                </p>
                <p className="text-sm text-slate-700">
                  <Stars rating={review.rating} /> · {review.reviewerName ?? 'Anonymous'} ({review.reviewerEmail}) · {formatDateTime(review.createdAt)}
                  {review.invited && <span data-review-invited> · {INVITED_LABEL}</span>}
                </p>
                <p className="whitespace-pre-line text-slate-900">{review.reviewText ?? <em>No text, rating only.</em>}</p>
              </div>
              <div className="flex gap-2">
                <button type="button" className="btn-primary" disabled={busy === review.id} onClick={() => void approve(review.id)}>
                  Approve<span className="sr-only"> review of {review.businessName}</span>
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  aria-expanded={rejecting === review.id}
                  disabled={busy === review.id}
                  onClick={() => setRejecting(rejecting === review.id ? null : review.id)}
                >
                  Reject<span className="sr-only"> review of {review.businessName}</span>
                </button>
              </div>
            </div>
            {rejecting === review.id && (
              <ReasonForm
                legend={`Reject the review of ${review.businessName}`}
                schema={ReviewRejectSchema}
                confirmLabel="Reject review"
                busy={busy === review.id}
                onConfirm={(reason, note) => void reject(review.id, reason, note)}
                onCancel={() => setRejecting(null)}
              >
                <p className="mt-1 text-sm text-slate-700">Choose the content rule the review breaks. Its rating is never a reason.</p>
              </ReasonForm>
            )}
          </li>
        )}
      />
    </Panel>
  );
}

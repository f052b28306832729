/**
 * What owners ask staff for: name, category and address changes to approve or reject, and
 * reports of reviews to uphold (the review is removed under the content rule reported) or
 * dismiss (it stays). Owners can never remove a review themselves (16 CFR Part 465).
 */
import { useState } from 'react';
import { categoryLabel } from '../../domain/catalog';
import type { ReviewedField } from '../../domain/owner';
import { ChangeRejectSchema, OWNER_REQUEST_TOASTS, type AdminChangeRequest, type AdminReviewReport } from '../../domain/owner-requests';
import { showToast } from '../../stores/toast';
import { formatDateTime } from './admin-client';
import { ApiError, describeError } from '../kit/api';
import { NeighborhoodChoice } from './NeighborhoodChoice';
import { useAdmin } from './context';
import { QueueList, useQueue } from './queue';
import { Panel, ReasonForm, Stars } from './ui';

const FIELD_LABELS: Record<ReviewedField, string> = {
  businessName: 'Name',
  category: 'Category',
  address: 'Address',
};
const shown = (field: ReviewedField, value: string) => (field === 'category' ? categoryLabel(value) : value);

/** Runs a decision: its toast on success, the failure toast otherwise; the queue reloads either way. */
function useDecision(reload: () => void) {
  const { request } = useAdmin();
  const [busy, setBusy] = useState<number | null>(null);
  const [unplaced, setUnplaced] = useState<number | null>(null);
  const decide = async (id: number, path: string, body: object, done: { title: string; description: string }, failed: string) => {
    setBusy(id);
    try {
      await request(path, { method: 'PUT', json: body });
      showToast({ ...done });
      return true;
    } catch (failure) {
      // An address that could not be placed: staff choose the neighborhood (./NeighborhoodChoice.tsx).
      if (failure instanceof ApiError && failure.fields.neighborhood) setUnplaced(id);
      showToast({
        title: failed,
        description: describeError(failure),
        variant: 'destructive',
      });
      return false;
    } finally {
      setBusy(null);
      reload();
    }
  };
  return { busy, decide, unplaced };
}

/** What staff may do with a reported review: remove it (the report is upheld) or keep it. */
const REPORT_DECISIONS = [
  {
    action: 'uphold',
    label: 'Remove review',
    className: 'btn-primary',
    done: OWNER_REQUEST_TOASTS.reportUpheld,
    failed: OWNER_REQUEST_TOASTS.reportUpholdFailed,
  },
  {
    action: 'dismiss',
    label: 'Keep review',
    className: 'btn-secondary',
    done: OWNER_REQUEST_TOASTS.reportDismissed,
    failed: OWNER_REQUEST_TOASTS.reportDismissFailed,
  },
] as const;

function ChangeRequests() {
  const queue = useQueue<AdminChangeRequest>('/api/admin/change-requests', 'change requests');
  const { busy, decide, unplaced } = useDecision(queue.load);
  const [rejecting, setRejecting] = useState<number | null>(null);
  return (
    <Panel title="Listing Changes" id="owner-changes-heading" busy={queue.busy}>
      <p className="mb-4 text-sm text-slate-700">
        Owners edit most of their listing themselves; a new name, category or address waits here. An approved address is geocoded: the pin moves, and the
        listing moves to the neighborhood that contains it. An address that cannot be placed waits for you to choose the neighborhood.
      </p>
      <QueueList
        queue={queue}
        label="Listing changes"
        empty="No listing changes are waiting."
        item={(item) => (
          <li key={item.id} className="py-4" data-change-id={item.id}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="max-w-2xl">
                <p className="font-semibold text-slate-900">
                  <a className="text-brand-700 underline" href={`/charlotte/listing/${item.businessSlug}`}>
                    {item.businessName}
                  </a>
                </p>
                <p className="text-sm text-slate-700">
                  Asked by {item.ownerEmail ?? 'the owner'} · {formatDateTime(item.createdAt)}
                </p>
                <table className="mt-2 text-sm">
                  <caption className="sr-only">Requested changes to {item.businessName}</caption>
                  <thead>
                    <tr className="text-left text-slate-700">
                      <th scope="col" className="pr-4 font-medium">
                        Field
                      </th>
                      <th scope="col" className="pr-4 font-medium">
                        Now
                      </th>
                      <th scope="col" className="font-medium">
                        Requested
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {(Object.keys(item.changes) as ReviewedField[]).map((field) => (
                      <tr key={field}>
                        <th scope="row" className="pr-4 text-left font-medium text-slate-900">
                          {FIELD_LABELS[field]}
                        </th>
                        <td className="pr-4 text-slate-700">{shown(field, item.current[field])}</td>
                        <td className="font-semibold text-slate-900">{shown(field, item.changes[field]!)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn-primary"
                  disabled={busy === item.id}
                  onClick={() =>
                    void decide(
                      item.id,
                      `/api/admin/change-requests/${item.id}/approve`,
                      {},
                      OWNER_REQUEST_TOASTS.changeApproved,
                      OWNER_REQUEST_TOASTS.changeApproveFailed,
                    )
                  }
                >
                  Approve<span className="sr-only"> change to {item.businessName}</span>
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  aria-expanded={rejecting === item.id}
                  disabled={busy === item.id}
                  onClick={() => setRejecting(rejecting === item.id ? null : item.id)}
                >
                  Reject<span className="sr-only"> change to {item.businessName}</span>
                </button>
              </div>
            </div>
            {unplaced === item.id && (
              <NeighborhoodChoice
                businessName={item.businessName}
                busy={busy === item.id}
                onApprove={(neighborhood) =>
                  void decide(
                    item.id,
                    `/api/admin/change-requests/${item.id}/approve`,
                    { neighborhood },
                    OWNER_REQUEST_TOASTS.changeApproved,
                    OWNER_REQUEST_TOASTS.changeApproveFailed,
                  )
                }
              />
            )}
            {rejecting === item.id && (
              <ReasonForm
                legend={`Reject the change to ${item.businessName}`}
                schema={ChangeRejectSchema}
                confirmLabel="Reject change"
                busy={busy === item.id}
                onConfirm={(reason, note, message) =>
                  void decide(
                    item.id,
                    `/api/admin/change-requests/${item.id}/reject`,
                    { reason, ...(message.trim() ? { message } : {}), ...(note.trim() ? { note } : {}) },
                    OWNER_REQUEST_TOASTS.changeRejected,
                    OWNER_REQUEST_TOASTS.changeRejectFailed,
                  ).then((ok) => ok && setRejecting(null))
                }
                onCancel={() => setRejecting(null)}
              />
            )}
          </li>
        )}
      />
    </Panel>
  );
}

function ReviewReports() {
  const queue = useQueue<AdminReviewReport>('/api/admin/review-reports', 'reported reviews');
  const { busy, decide } = useDecision(queue.load);
  return (
    <Panel title="Reported Reviews" id="review-reports-heading" busy={queue.busy}>
      <p className="mb-4 text-sm text-slate-700">
        A business owner says these reviews break a content rule. Remove a review only if it does; a low rating is never a reason. Owners cannot hide or remove
        reviews themselves.
      </p>
      <QueueList
        queue={queue}
        label="Reported reviews"
        empty="No reported reviews are waiting."
        item={(item) => (
          <li key={item.id} className="py-4" data-report-id={item.id}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="max-w-2xl space-y-1">
                <p className="font-semibold text-slate-900">
                  <a className="text-brand-700 underline" href={`/charlotte/listing/${item.businessSlug}#reviews`}>
                    {item.businessName}
                  </a>
                </p>
                <p className="text-sm text-slate-700">
                  <Stars rating={item.review.rating} /> · {item.review.reviewerName ?? 'Anonymous'} · {formatDateTime(item.review.createdAt)}
                </p>
                <p className="whitespace-pre-line text-slate-900">{item.review.text ?? <em>No text, rating only.</em>}</p>
                <p className="text-sm text-slate-800">
                  <span className="font-semibold">Reported by {item.ownerEmail ?? 'the owner'}:</span> {item.reasonLabel}
                  {item.note && <> · “{item.note}”</>}
                </p>
                <p className="text-sm text-slate-700">If upheld, the review is removed under: {item.rule}</p>
              </div>
              <div className="flex gap-2">
                {REPORT_DECISIONS.map((decision) => (
                  <button
                    key={decision.action}
                    type="button"
                    className={decision.className}
                    disabled={busy === item.id}
                    onClick={() => void decide(item.id, `/api/admin/review-reports/${item.id}/${decision.action}`, {}, decision.done, decision.failed)}
                  >
                    {decision.label}
                    <span className="sr-only">{` of ${item.businessName} by ${item.review.reviewerName ?? 'Anonymous'}`}</span>
                  </button>
                ))}
              </div>
            </div>
          </li>
        )}
      />
    </Panel>
  );
}

export function OwnerRequests() {
  return (
    <div className="space-y-6">
      <ChangeRequests />
      <ReviewReports />
    </div>
  );
}

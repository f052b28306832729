/** Unpublished businesses (added through the claim form): publish (listed and searchable at once) or reject. */
import { useState } from 'react';
import { ADMIN_PAGE_SIZE, ADMIN_TOASTS, BusinessRejectSchema } from '../../domain/admin';
import { categoryLabel } from '../../domain/catalog';
import type { BusinessSearchResult } from '../../domain/types';
import { showToast } from '../../stores/toast';
import { formatDateTime } from './admin-client';
import { describeError } from '../kit/api';
import { useAdmin } from './context';
import { usePagedQuery } from './queue';
import { Empty, ErrorText, Loading, Pager, Panel, ReasonForm } from './ui';

export function BusinessesQueue() {
  const { request, refreshStats } = useAdmin();
  const {
    page,
    setPage,
    data,
    error: failure,
    load,
    busy: loading,
  } = usePagedQuery<BusinessSearchResult>('/api/businesses?approved=false', (value) => value.businesses.length);
  const error = failure ? `Failed to fetch businesses: ${describeError(failure)}` : '';
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const publish = async (id: number) => {
    setBusy(id);
    try {
      await request(`/api/businesses/${id}/publish`, { method: 'PUT' });
      showToast({ ...ADMIN_TOASTS.businessPublished });
      refreshStats();
      load();
    } catch (failure) {
      showToast({ title: ADMIN_TOASTS.businessPublishFailed, description: describeError(failure), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const reject = async (id: number, reason: string, note: string) => {
    setBusy(id);
    try {
      await request(`/api/businesses/${id}/reject`, { method: 'PUT', json: { reason, ...(note.trim() ? { note } : {}) } });
      showToast({ ...ADMIN_TOASTS.businessRejected });
      setRejecting(null);
      load();
    } catch (failure) {
      showToast({ title: ADMIN_TOASTS.businessRejectFailed, description: describeError(failure), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel title="Unpublished Businesses" id="businesses-heading" busy={loading}>
      <p className="mb-4 text-sm text-slate-700">Businesses added through the claim form wait here. Publishing lists them and makes them searchable at once.</p>
      {error && <ErrorText>{error}</ErrorText>}
      {!data ? (
        !error && <Loading />
      ) : data.businesses.length === 0 ? (
        <Empty>No businesses are waiting to be published.</Empty>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Unpublished businesses">
          {data.businesses.map((business) => (
            <li key={business.id} className="py-4" data-business-id={business.id}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="max-w-2xl space-y-1">
                  <p className="font-semibold text-slate-900">{business.businessName}</p>
                  <p className="text-sm text-slate-700">
                    {categoryLabel(business.category)} · {business.address} · {business.phone}
                    {business.email ? ` · ${business.email}` : ''}
                  </p>
                  {business.website && (
                    <p className="text-sm text-slate-700">
                      Website: <span className="break-all">{business.website}</span>
                    </p>
                  )}
                  {(business.longDescription || business.shortDescription) && (
                    <p className="text-sm text-slate-900">{business.longDescription || business.shortDescription}</p>
                  )}
                  <p className="text-sm text-slate-700">Submitted {formatDateTime(business.createdAt)}</p>
                </div>
                <div className="flex gap-2">
                  <button type="button" className="btn-primary" disabled={busy === business.id} onClick={() => void publish(business.id)}>
                    Publish<span className="sr-only"> {business.businessName}</span>
                  </button>
                  <button
                    type="button"
                    className="btn-secondary"
                    aria-expanded={rejecting === business.id}
                    disabled={busy === business.id}
                    onClick={() => setRejecting(rejecting === business.id ? null : business.id)}
                  >
                    Reject<span className="sr-only"> {business.businessName}</span>
                  </button>
                </div>
              </div>
              {rejecting === business.id && (
                <ReasonForm
                  legend={`Reject ${business.businessName}`}
                  schema={BusinessRejectSchema}
                  confirmLabel="Reject business"
                  busy={busy === business.id}
                  onConfirm={(reason, note) => void reject(business.id, reason, note)}
                  onCancel={() => setRejecting(null)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {data && <Pager page={page} total={data.total} size={ADMIN_PAGE_SIZE} onPage={setPage} label="Unpublished businesses" />}
    </Panel>
  );
}

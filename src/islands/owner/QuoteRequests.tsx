/**
 * The owner dashboard's "Quote requests" tab (issue 19): every request delivered to the
 * owner's businesses, newest first, with the customer's details and the answer form (a
 * quote or a decline, once). GET /api/owner/quote-requests, POST …/{id}/reply.
 */
import { useCallback, useEffect, useState } from 'react';
import type { BusinessQuoteRequestView } from '../../domain/quote-requests';
import ReplyForm, { RequestDetails, SentReply } from '../quotes/ReplyForm';
import { callApi } from '../quotes/ui';

export interface OwnerQuoteRequests {
  items: BusinessQuoteRequestView[];
  /** Requests still to answer, per business id (My listings shows it). */
  waiting: Record<string, number>;
}

/** Loads the owner's quote requests (also used by My listings for its counts). */
export function fetchOwnerQuoteRequests(token: string): Promise<OwnerQuoteRequests> {
  return callApi<OwnerQuoteRequests>('/api/owner/quote-requests', { token });
}

export default function QuoteRequests({ token, businessId, onChange }: { token: string; businessId?: number; onChange?: (data: OwnerQuoteRequests) => void }) {
  const [data, setData] = useState<OwnerQuoteRequests | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(
    () =>
      fetchOwnerQuoteRequests(token).then(
        (fresh) => {
          setData(fresh);
          onChange?.(fresh);
        },
        (failure: Error) => setError(failure.message),
      ),
    [token, onChange],
  );

  useEffect(() => {
    fetchOwnerQuoteRequests(token).then(
      (fresh) => {
        setData(fresh);
        onChange?.(fresh);
      },
      (failure: Error) => setError(failure.message),
    );
  }, [token, onChange]);

  if (error)
    return (
      <p role="alert" className="text-red-700">
        {error}
      </p>
    );
  if (!data) return <p className="text-slate-700">Loading quote requests…</p>;
  const items = businessId === undefined ? data.items : data.items.filter((item) => item.businessId === businessId);
  if (items.length === 0) {
    return <p className="text-slate-700">No quote requests yet. When a newcomer asks your business for a quote, it appears here and in your e-mail.</p>;
  }
  return (
    <ul className="space-y-4" aria-label="Quote requests">
      {items.map((request) => (
        <li key={`${request.requestId}-${request.businessId}`} className="card space-y-4 p-5" data-owner-quote={request.requestId}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-lg font-semibold text-slate-900">
              {request.categoryLabel} request for {request.businessName}
            </h3>
            <p className="text-sm text-slate-600">Received {new Date(request.receivedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}</p>
          </div>
          <RequestDetails request={request} />
          {request.status === 'waiting' && request.outcome === 'open' ? (
            <ReplyForm
              idPrefix={`owner-reply-${request.requestId}-${request.businessId}`}
              send={async (body) => {
                await callApi(`/api/owner/quote-requests/${request.requestId}/reply`, { token, body: { ...(body as object), businessId: request.businessId } });
                await load();
              }}
            />
          ) : request.status === 'waiting' ? (
            <p className="text-slate-700">The customer has closed this request.</p>
          ) : (
            <SentReply request={request} />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The one-time answer link of a business without an owner (`/quotes/reply#token=…`): the
 * request as delivered to it, and the answer form; once answered, what was sent.
 */
import { useEffect, useState } from 'react';
import type { BusinessQuoteRequestView } from '../../domain/quote-requests';
import ReplyForm, { RequestDetails, SentReply } from './ReplyForm';
import { ApiError, apiJson, describeError } from '../kit/api';
import { fragmentValue } from './ui';

export default function QuoteReplyPage() {
  const [token] = useState(() => fragmentValue('token') ?? '');
  const [request, setRequest] = useState<BusinessQuoteRequestView | null>(null);
  const [error, setError] = useState('');

  const path = `/api/quote-replies/${encodeURIComponent(token)}`;

  useEffect(() => {
    apiJson<BusinessQuoteRequestView>(path).then(setRequest, (failure: unknown) => setError(describeError(failure)));
  }, [path]);

  if (error)
    return (
      <p role="alert" className="card p-6 text-red-700">
        {error} Open the link straight from the e-mail.
      </p>
    );
  if (!request) return <p className="card p-6 text-slate-700">Loading the request…</p>;
  return (
    <section className="card space-y-5 p-6" aria-labelledby="reply-heading">
      <h2 id="reply-heading" className="text-xl font-bold text-slate-900">
        {request.categoryLabel} request for {request.businessName}
      </h2>
      <RequestDetails request={request} />
      {request.status === 'waiting' && request.outcome === 'open' ? (
        <ReplyForm
          idPrefix="reply"
          send={async (body) => {
            try {
              setRequest(await apiJson<BusinessQuoteRequestView>(path, { json: body }));
            } catch (failure) {
              // 409: closed by the customer or answered meanwhile: show the request as it is now.
              if (failure instanceof ApiError && failure.status === 409) {
                const now = await apiJson<BusinessQuoteRequestView>(path).catch(() => null);
                if (now) setRequest(now);
              }
              throw failure;
            }
          }}
        />
      ) : request.status === 'waiting' ? (
        <p className="text-slate-700">The customer has closed this request.</p>
      ) : (
        <>
          <p className="font-semibold text-green-800" role="status">
            Your answer was sent to the customer.
          </p>
          <SentReply request={request} />
        </>
      )}
    </section>
  );
}

/**
 * The one-time answer link of a business without an owner (`/quotes/reply#token=…`): the
 * request as delivered to it, and the answer form; once answered, what was sent.
 */
import { useEffect, useState } from 'react';
import type { BusinessQuoteRequestView } from '../../domain/quote-requests';
import ReplyForm, { RequestDetails, SentReply } from './ReplyForm';
import { apiJson, describeError } from '../kit/api';
import { fragmentValue } from './ui';

export default function QuoteReplyPage() {
  const [token] = useState(() => fragmentValue('token') ?? '');
  const [request, setRequest] = useState<BusinessQuoteRequestView | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    apiJson<BusinessQuoteRequestView>(`/api/quote-replies/${encodeURIComponent(token)}`).then(setRequest, (failure: unknown) =>
      setError(describeError(failure)),
    );
  }, [token]);

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
          send={async (body) => setRequest(await apiJson<BusinessQuoteRequestView>(`/api/quote-replies/${encodeURIComponent(token)}`, { json: body }))}
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

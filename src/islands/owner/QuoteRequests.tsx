/**
 * The owner dashboard's "Quote requests" tab: each business's response time and rate as
 * newcomers see them, then every request delivered to the owner's businesses (those still to
 * answer first, oldest first; then newest first) with the customer's details and the answer
 * form (a quote or a decline, once). GET /api/owner/quote-requests, POST …/{id}/reply.
 */
import type { BusinessQuoteRequestView } from '../../domain/quote-requests';
import { ownerResponsivenessText, type Responsiveness } from '../../domain/responsiveness';
import ReplyForm, { RequestDetails, SentReply } from '../quotes/ReplyForm';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../kit/api';
import { queryKeys, useApiMutation, useApiQuery } from '../kit/query';
import { useOwnerText } from './words';

const JOB_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };

export interface OwnerQuoteRequests {
  items: BusinessQuoteRequestView[];
  /** Requests still to answer, per business id (My listings shows it). */
  waiting: Record<string, number>;
  /** Response figures per business id, for the owner's businesses in quote categories. */
  responsiveness: Record<string, Responsiveness>;
}

/** The owner's quote requests, all businesses in one answer: My listings' counts and this tab share the one query. */
export function useOwnerQuoteRequests() {
  return useApiQuery<OwnerQuoteRequests>(queryKeys.owner.quoteRequests(), '/api/owner/quote-requests', { auth: 'owner' });
}

export default function QuoteRequests({ businessId }: { businessId?: number }) {
  const quotes = useOwnerQuoteRequests();
  const client = useQueryClient();
  const reply = useApiMutation(
    ({ requestId, body }: { requestId: number; body: object }) => ({
      path: `/api/owner/quote-requests/${requestId}/reply`,
      json: body,
      auth: 'owner' as const,
    }),
    { invalidates: [queryKeys.owner.quoteRequests()] },
  );
  const data = quotes.data;
  const { w, describe, date, fill } = useOwnerText();
  const t = w.quotes;
  // The request's questions and answers are the server's English.
  const questionsLang = w.intl === 'en-US' ? undefined : 'en';
  const jobDate = (isoDate: string) => date(`${isoDate}T12:00:00Z`, JOB_DATE);
  const error = quotes.error ? describe(quotes.error) : '';

  if (error)
    return (
      <p role="alert" className="text-red-700">
        {error}
      </p>
    );
  if (!data) return <p className="text-slate-700">{t.loading}</p>;
  const items = businessId === undefined ? data.items : data.items.filter((item) => item.businessId === businessId);
  const figures = Object.entries(data.responsiveness ?? {}).filter(([id]) => businessId === undefined || Number(id) === businessId);
  const names = new Map(data.items.map((item) => [String(item.businessId), item.businessName]));
  const summary = figures.length > 0 && (
    <ul className="mb-4 space-y-2 text-sm text-slate-800" aria-label={t.responseTime} data-owner-responsiveness>
      {figures.map(([id, figure]) => {
        const [headline, ...details] = ownerResponsivenessText(figure, w.responsiveness);
        return (
          <li key={id} className="space-y-1">
            <p>
              {names.has(id) && figures.length > 1 && <span className="font-semibold">{names.get(id)}: </span>}
              {headline}
            </p>
            {details.map((line) => (
              <p key={line} className="text-slate-700">
                {line}
              </p>
            ))}
          </li>
        );
      })}
    </ul>
  );
  if (items.length === 0) {
    return (
      <>
        {summary}
        <p className="text-slate-700">{t.none}</p>
      </>
    );
  }
  return (
    <>
      {summary}
      <ul className="space-y-4" aria-label={t.list}>
        {items.map((request) => (
          <li key={`${request.requestId}-${request.businessId}`} className="card space-y-4 p-5" data-owner-quote={request.requestId}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-lg font-semibold text-slate-900">
                {fill(t.requestFor, { category: w.categories[request.category] ?? request.categoryLabel, name: request.businessName })}
              </h3>
              <p className="text-sm text-slate-600">{fill(t.received, { date: date(request.receivedAt) })}</p>
            </div>
            <RequestDetails request={request} words={t} questionsLang={questionsLang} />
            {request.status === 'waiting' && request.outcome === 'open' ? (
              <ReplyForm
                words={t}
                idPrefix={`owner-reply-${request.requestId}-${request.businessId}`}
                send={async (body) => {
                  try {
                    await reply.mutateAsync({ requestId: request.requestId, body: { ...(body as object), businessId: request.businessId } });
                  } catch (failure) {
                    // 409: closed by the customer or answered elsewhere meanwhile: show the request as it is now.
                    if (failure instanceof ApiError && failure.status === 409) void client.invalidateQueries({ queryKey: queryKeys.owner.quoteRequests() });
                    throw failure;
                  }
                }}
              />
            ) : request.status === 'waiting' ? (
              <p className="text-slate-700">{t.customerClosed}</p>
            ) : (
              <SentReply request={request} words={t} formatDate={jobDate} />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The visitor's private status page (`/quotes/status`): opened from the confirmation e-mail
 * (`#confirm=…`, which confirms and delivers the request, then becomes `#token=…`) or from an
 * answer e-mail (`#token=…`). Lists each business's answer side by side; the visitor marks
 * one "Hired" after confirming (closing the request; the others are told) or closes it without hiring.
 */
import { useEffect, useState } from 'react';
import { describeAnswers, formatIsoDate, formatPrice, type QuoteAnswerView, type QuoteRequestStatusView } from '../../domain/quote-requests';
import { ApiError, apiJson, describeError } from '../kit/api';
import { ConfirmButton } from '../kit/ConfirmButton';
import { fragmentValue } from './ui';

const STATUS_TEXT: Record<QuoteAnswerView['status'], string> = { waiting: 'No answer yet', quoted: 'Quoted', declined: 'Declined' };

export default function QuoteStatus() {
  const [token, setToken] = useState('');
  const [view, setView] = useState<QuoteRequestStatusView | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  // A failed close is told beside the answers, which stay, so the visitor can try again.
  const [closeError, setCloseError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    (async () => {
      let statusToken = fragmentValue('token');
      const confirmToken = fragmentValue('confirm');
      if (confirmToken) {
        const confirmed = await apiJson<{ statusToken: string }>('/api/quote-requests/confirm', { json: { token: confirmToken } });
        statusToken = confirmed.statusToken;
        history.replaceState(null, '', `#token=${statusToken}`);
        setNotice('Thank you: your e-mail address is confirmed and your request was sent. Keep this page: its address is your private link to the answers.');
      }
      if (!statusToken) throw new Error('This link is not complete. Open it straight from the e-mail.');
      setToken(statusToken);
      setView(await apiJson<QuoteRequestStatusView>(`/api/quote-requests/${encodeURIComponent(statusToken)}`));
    })().catch((failure: unknown) => setError(describeError(failure)));
  }, []);

  const close = async (hiredBusinessId?: number) => {
    setBusy(true);
    setCloseError('');
    try {
      setView(
        await apiJson<QuoteRequestStatusView>(`/api/quote-requests/${encodeURIComponent(token)}/close`, { json: hiredBusinessId ? { hiredBusinessId } : {} }),
      );
      setNotice(
        hiredBusinessId
          ? 'Marked as hired. The request is closed and the other businesses have been told.'
          : 'The request is closed and the businesses have been told.',
      );
    } catch (failure) {
      setCloseError(describeError(failure));
      // 409: closed meanwhile (another tab): show the request as it is now.
      if (failure instanceof ApiError && failure.status === 409) {
        setView(await apiJson<QuoteRequestStatusView>(`/api/quote-requests/${encodeURIComponent(token)}`).catch(() => view));
      }
    } finally {
      setBusy(false);
    }
  };

  if (error)
    return (
      <p role="alert" className="card p-6 text-red-700">
        {error}
      </p>
    );
  if (!view) return <p className="card p-6 text-slate-700">Loading your request…</p>;
  const open = view.status === 'open';
  return (
    <div className="space-y-6" data-quote-status={view.status}>
      {notice && (
        <p role="status" className="rounded-md bg-green-50 p-4 font-medium text-green-900">
          {notice}
        </p>
      )}
      {closeError && (
        <p role="alert" className="rounded-md bg-red-50 p-4 font-medium text-red-800">
          {closeError}
        </p>
      )}
      <section className="card p-6">
        <h2 className="text-xl font-bold text-slate-900">{view.categoryLabel} request</h2>
        <p className="mt-1 text-sm text-slate-700">
          {view.status === 'closed'
            ? 'Closed.'
            : view.status === 'open'
              ? 'Sent: the businesses are answering.'
              : 'Waiting for you to confirm your e-mail address.'}
        </p>
        <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {describeAnswers(view.category, view.answers).map((line) => (
            <div key={line.label} className="contents">
              <dt className="font-medium text-slate-700">{line.label}</dt>
              <dd className="text-slate-900">{line.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="answers-heading">
        <h2 id="answers-heading" className="text-xl font-bold text-slate-900">
          Answers
        </h2>
        <ul className="mt-3 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {view.businesses.map((answer) => (
            <li key={answer.businessId} className="card flex flex-col gap-2 p-5" data-answer={answer.businessName}>
              <h3 className="text-lg font-semibold text-slate-900">
                <a className="text-brand-700 underline" href={`/charlotte/listing/${answer.businessSlug}`}>
                  {answer.businessName}
                </a>
              </h3>
              <p className="text-sm font-medium text-slate-700">{answer.hired ? 'Hired' : STATUS_TEXT[answer.status]}</p>
              {answer.status === 'quoted' && (
                <p className="text-2xl font-bold text-slate-900" data-price>
                  {formatPrice(answer.priceLow, answer.priceHigh)}
                </p>
              )}
              {answer.availableOn && <p className="text-sm text-slate-800">Available {formatIsoDate(answer.availableOn)}</p>}
              {answer.message && <p className="whitespace-pre-line text-sm text-slate-800">{answer.message}</p>}
              {open && answer.status === 'quoted' && (
                <div className="mt-auto">
                  <ConfirmButton
                    className="btn-primary"
                    disabled={busy}
                    question={`Hire ${answer.businessName}? This closes the request and tells the other businesses.`}
                    confirmLabel={`Yes, hire ${answer.businessName}`}
                    onConfirm={() => close(answer.businessId)}
                  >
                    Mark {answer.businessName} hired
                  </ConfirmButton>
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
      {open && (
        <ConfirmButton
          disabled={busy}
          question="Close this request without hiring? Businesses can no longer answer it, and it cannot be reopened."
          confirmLabel="Yes, close the request"
          onConfirm={() => close()}
        >
          Close without hiring
        </ConfirmButton>
      )}
    </div>
  );
}

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
import { fillTemplate as fill } from '../../domain/fill';
import type { QuoteWords } from '../../i18n/quote-words';
import { fragmentValue, translator } from './ui';

/** `words`: the page's words (src/i18n/quote-words.ts). */
export default function QuoteStatus({ words }: { words: QuoteWords }) {
  const t = words.status;
  const tr = translator(words);
  const statusText: Record<QuoteAnswerView['status'], string> = { waiting: t.waiting, quoted: t.quoted, declined: t.declined };
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
        setNotice(t.confirmed);
      }
      if (!statusToken) throw new Error(t.incomplete);
      setToken(statusToken);
      setView(await apiJson<QuoteRequestStatusView>(`/api/quote-requests/${encodeURIComponent(statusToken)}`));
    })().catch((failure: unknown) => setError(describeError(failure)));
    // Once, on opening: the words do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const close = async (hiredBusinessId?: number) => {
    setBusy(true);
    setCloseError('');
    try {
      setView(
        await apiJson<QuoteRequestStatusView>(`/api/quote-requests/${encodeURIComponent(token)}/close`, { json: hiredBusinessId ? { hiredBusinessId } : {} }),
      );
      setNotice(hiredBusinessId ? t.hiredNotice : t.closedNotice);
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
        {tr(error)}
      </p>
    );
  if (!view) return <p className="card p-6 text-slate-700">{t.loading}</p>;
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
          {tr(closeError)}
        </p>
      )}
      <section className="card p-6">
        <h2 className="text-xl font-bold text-slate-900">{fill(t.heading, { category: words.categories[view.category] ?? view.categoryLabel })}</h2>
        <p className="mt-1 text-sm text-slate-700">{view.status === 'closed' ? t.closed : view.status === 'open' ? t.open : t.unconfirmed}</p>
        <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {describeAnswers(view.category, view.answers, { text: tr, locale: words.locale }).map((line) => (
            <div key={line.label} className="contents">
              <dt className="font-medium text-slate-700">{line.label}</dt>
              <dd className="text-slate-900">{line.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="answers-heading">
        <h2 id="answers-heading" className="text-xl font-bold text-slate-900">
          {t.answers}
        </h2>
        <ul className="mt-3 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {view.businesses.map((answer) => (
            <li key={answer.businessId} className="card flex flex-col gap-2 p-5" data-answer={answer.businessName}>
              <h3 className="text-lg font-semibold text-slate-900" translate="no">
                <a className="text-brand-700 underline" href={`${words.paths.listing}${answer.businessSlug}`}>
                  {answer.businessName}
                </a>
              </h3>
              <p className="text-sm font-medium text-slate-700">{answer.hired ? t.hired : statusText[answer.status]}</p>
              {answer.status === 'quoted' && (
                <p className="text-2xl font-bold text-slate-900" data-price>
                  {formatPrice(answer.priceLow, answer.priceHigh)}
                </p>
              )}
              {answer.availableOn && <p className="text-sm text-slate-800">{fill(t.available, { date: formatIsoDate(answer.availableOn, words.locale) })}</p>}
              {answer.message && <p className="whitespace-pre-line text-sm text-slate-800">{answer.message}</p>}
              {open && answer.status === 'quoted' && (
                <div className="mt-auto">
                  <ConfirmButton
                    className="btn-primary"
                    disabled={busy}
                    question={fill(t.hireQuestion, { name: answer.businessName })}
                    confirmLabel={fill(t.hireConfirm, { name: answer.businessName })}
                    cancelLabel={t.cancel}
                    onConfirm={() => close(answer.businessId)}
                  >
                    {fill(t.hire, { name: answer.businessName })}
                  </ConfirmButton>
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
      {open && (
        <ConfirmButton disabled={busy} question={t.closeQuestion} confirmLabel={t.closeConfirm} cancelLabel={t.cancel} onConfirm={() => close()}>
          {t.close}
        </ConfirmButton>
      )}
    </div>
  );
}

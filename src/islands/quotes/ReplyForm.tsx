/**
 * A business's answer to a quote request: a price or price range, the date it can do the
 * job and a message, or a decline, on the island kit with the API's QuoteReplySchema; `send` posts it
 * (the owner's dashboard with its token, or the one-time link).
 */
import { QuoteReplySchema, formatIsoDate, formatPrice, type BusinessQuoteRequestView, type QuoteReply } from '../../domain/quote-requests';
import { QUOTE_LIMITS } from '../../domain/quote-categories';
import { ApiError, describeError } from '../kit/api';
import { ErrorSummary, KitFormProvider, TextField, TextareaField } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { REPLY_WORDS, type ReplyWords } from '../../i18n/en-reply';

/**
 * `questionsLang` marks the request's own questions and answers when the page is in another
 * language than the one they are written in.
 */
export function RequestDetails({
  request,
  words: t = REPLY_WORDS,
  questionsLang,
}: {
  request: BusinessQuoteRequestView;
  words?: ReplyWords;
  questionsLang?: string;
}) {
  const contact = t.contactBy[request.customer.contactBy];
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {request.questions.map((line) => (
        <div key={line.label} className="contents">
          <dt className="font-medium text-slate-700" lang={questionsLang}>
            {line.label}
          </dt>
          <dd className="text-slate-900" lang={questionsLang}>
            {line.value}
          </dd>
        </div>
      ))}
      {request.details && (
        <>
          <dt className="font-medium text-slate-700">{t.details}</dt>
          <dd className="whitespace-pre-line text-slate-900">{request.details}</dd>
        </>
      )}
      <dt className="font-medium text-slate-700">{t.customer}</dt>
      <dd className="text-slate-900">
        {request.customer.name} ·{' '}
        <a className="text-brand-700 underline" href={`mailto:${request.customer.email}`}>
          {request.customer.email}
        </a>
        {request.customer.phone && <> · {request.customer.phone}</>} · {t.prefers.replace('{how}', contact)}
      </dd>
    </dl>
  );
}

const blankIsNone = { setValueAs: (value: unknown) => (value === '' ? undefined : value) };

/** `send` posts the checked answer; it throws an ApiError (src/islands/kit/api.ts) when the API refuses it. */
export default function ReplyForm({
  idPrefix,
  send,
  words: t = REPLY_WORDS,
}: {
  idPrefix: string;
  send: (body: QuoteReply) => Promise<void>;
  words?: ReplyWords;
}) {
  const form = useZodForm(QuoteReplySchema, { defaultValues: { kind: 'quote', priceLow: '', message: '' } as never });
  const kind = form.watch('kind');
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await send(body);
    } catch (error) {
      showServerErrors(form, error instanceof ApiError ? error : new ApiError('network', 0, 'network', describeError(error)));
    }
  });
  const sending = form.formState.isSubmitting;

  return (
    <KitFormProvider form={form} idPrefix={idPrefix}>
      <form noValidate onSubmit={onSubmit} aria-busy={sending} className="space-y-4" data-reply-form>
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">{t.yourAnswer}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {(['quote', 'decline'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-900">
                <input type="radio" value={value} {...form.register('kind')} className="size-4 accent-brand-700" />
                {value === 'quote' ? t.sendQuote : t.decline}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === 'quote' && (
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField name="priceLow" label={t.priceLow} required inputMode="decimal" />
            <TextField name="priceHigh" label={t.priceHigh} markOptional inputMode="decimal" rules={blankIsNone} />
            <TextField name="availableOn" label={t.availableOn} markOptional type="date" rules={blankIsNone} />
          </div>
        )}
        <TextareaField name="message" label={t.message} markOptional rows={3} maxLength={QUOTE_LIMITS.replyMessage} />
        <ErrorSummary />
        <button type="submit" className="btn-primary" disabled={sending}>
          {sending ? t.sending : kind === 'quote' ? t.submitQuote : t.submitDecline}
        </button>
      </form>
    </KitFormProvider>
  );
}

/** The answer as sent, shown once the business has answered; `formatDate` writes the date the business can do the job. */
export function SentReply({
  request,
  words: t = REPLY_WORDS,
  formatDate = formatIsoDate,
}: {
  request: BusinessQuoteRequestView;
  words?: ReplyWords;
  formatDate?: (isoDate: string) => string;
}) {
  if (!request.reply) return null;
  const { priceLow, priceHigh, availableOn, message } = request.reply;
  return (
    <div className="rounded-md bg-slate-100 p-4 text-sm text-slate-900" data-sent-reply>
      {request.status === 'declined' ? (
        <p className="font-semibold">{t.declined}</p>
      ) : (
        <p className="font-semibold">
          {t.quoted.replace('{price}', formatPrice(priceLow, priceHigh))}
          {availableOn && t.available.replace('{date}', formatDate(availableOn))}.
        </p>
      )}
      {message && <p className="mt-1 whitespace-pre-line">{message}</p>}
      {request.outcome === 'hired' && <p className="mt-2 font-semibold text-green-800">{t.hired}</p>}
      {request.outcome === 'closed' && <p className="mt-2 text-slate-700">{t.customerClosed}</p>}
    </div>
  );
}

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

export function RequestDetails({ request }: { request: BusinessQuoteRequestView }) {
  const contact = { email: 'E-mail', phone: 'Phone call', text: 'Text message' }[request.customer.contactBy];
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {request.questions.map((line) => (
        <div key={line.label} className="contents">
          <dt className="font-medium text-slate-700">{line.label}</dt>
          <dd className="text-slate-900">{line.value}</dd>
        </div>
      ))}
      {request.details && (
        <>
          <dt className="font-medium text-slate-700">Details</dt>
          <dd className="whitespace-pre-line text-slate-900">{request.details}</dd>
        </>
      )}
      <dt className="font-medium text-slate-700">Customer</dt>
      <dd className="text-slate-900">
        {request.customer.name} ·{' '}
        <a className="text-brand-700 underline" href={`mailto:${request.customer.email}`}>
          {request.customer.email}
        </a>
        {request.customer.phone && <> · {request.customer.phone}</>} · prefers {contact.toLowerCase()}
      </dd>
    </dl>
  );
}

const blankIsNone = { setValueAs: (value: unknown) => (value === '' ? undefined : value) };

/** `send` posts the checked answer; it throws an ApiError (src/islands/kit/api.ts) when the API refuses it. */
export default function ReplyForm({ idPrefix, send }: { idPrefix: string; send: (body: QuoteReply) => Promise<void> }) {
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
          <legend className="text-sm font-medium text-slate-900">Your answer</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {(['quote', 'decline'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-900">
                <input type="radio" value={value} {...form.register('kind')} className="size-4 accent-brand-700" />
                {value === 'quote' ? 'Send a quote' : 'Decline'}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === 'quote' && (
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField name="priceLow" label="Price (or lowest), $" required inputMode="decimal" />
            <TextField name="priceHigh" label="Highest price, $" markOptional inputMode="decimal" rules={blankIsNone} />
            <TextField name="availableOn" label="Date you can do the job" markOptional type="date" rules={blankIsNone} />
          </div>
        )}
        <TextareaField name="message" label="Message to the customer" markOptional rows={3} maxLength={QUOTE_LIMITS.replyMessage} />
        <ErrorSummary />
        <button type="submit" className="btn-primary" disabled={sending}>
          {sending ? 'Sending…' : kind === 'quote' ? 'Send quote' : 'Decline request'}
        </button>
      </form>
    </KitFormProvider>
  );
}

/** The answer as sent, shown once the business has answered. */
export function SentReply({ request }: { request: BusinessQuoteRequestView }) {
  if (!request.reply) return null;
  const { priceLow, priceHigh, availableOn, message } = request.reply;
  return (
    <div className="rounded-md bg-slate-100 p-4 text-sm text-slate-900" data-sent-reply>
      {request.status === 'declined' ? (
        <p className="font-semibold">You declined this request.</p>
      ) : (
        <p className="font-semibold">
          You quoted {formatPrice(priceLow, priceHigh)}
          {availableOn && `, available ${formatIsoDate(availableOn)}`}.
        </p>
      )}
      {message && <p className="mt-1 whitespace-pre-line">{message}</p>}
      {request.outcome === 'hired' && <p className="mt-2 font-semibold text-green-800">The customer hired you.</p>}
      {request.outcome === 'closed' && <p className="mt-2 text-slate-700">The customer has closed this request.</p>}
    </div>
  );
}

/**
 * A business's answer to a quote request: a price or price range, the date it can do the
 * job and a message, or a decline. Checked with the API's QuoteReplySchema; `send` posts it
 * (the owner's dashboard with its token, or the one-time link).
 */
import { useState, type SubmitEvent } from 'react';
import { QuoteReplySchema, type BusinessQuoteRequestView } from '../../domain/quote-requests';
import { QUOTE_LIMITS } from '../../domain/quote-categories';
import { ApiFailure, Field, inputClass, issuesToErrors, type FieldErrors } from './ui';

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

export default function ReplyForm({ idPrefix, send }: { idPrefix: string; send: (body: unknown) => Promise<void> }) {
  const [kind, setKind] = useState<'quote' | 'decline'>('quote');
  const [values, setValues] = useState({ priceLow: '', priceHigh: '', availableOn: '', message: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const path = (name: string) => `${idPrefix}-${name}`;
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value });

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body =
      kind === 'decline'
        ? { kind, message: values.message }
        : { kind, priceLow: values.priceLow, priceHigh: values.priceHigh || undefined, availableOn: values.availableOn || undefined, message: values.message };
    const parsed = QuoteReplySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error));
      setMessage('Please correct the highlighted fields.');
      return;
    }
    setErrors({});
    setMessage('');
    setSending(true);
    try {
      await send(parsed.data);
    } catch (error) {
      setErrors((error as ApiFailure).fields ?? {});
      setMessage((error as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={sending} className="space-y-4" data-reply-form>
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Your answer</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(['quote', 'decline'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-900">
              <input
                type="radio"
                name={path('kind')}
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="size-4 accent-brand-700"
              />
              {value === 'quote' ? 'Send a quote' : 'Decline'}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'quote' && (
        <div className="grid gap-4 sm:grid-cols-3">
          <Field path={path('priceLow')} label="Price (or lowest), $" required error={errors.priceLow}>
            {(attrs) => <input {...attrs} inputMode="decimal" className={inputClass} value={values.priceLow} onChange={set('priceLow')} />}
          </Field>
          <Field path={path('priceHigh')} label="Highest price, $" error={errors.priceHigh}>
            {(attrs) => <input {...attrs} inputMode="decimal" className={inputClass} value={values.priceHigh} onChange={set('priceHigh')} />}
          </Field>
          <Field path={path('availableOn')} label="Date you can do the job" error={errors.availableOn}>
            {(attrs) => <input {...attrs} type="date" className={inputClass} value={values.availableOn} onChange={set('availableOn')} />}
          </Field>
        </div>
      )}
      <Field path={path('message')} label="Message to the customer" error={errors.message}>
        {(attrs) => (
          <textarea {...attrs} rows={3} maxLength={QUOTE_LIMITS.replyMessage} className={inputClass} value={values.message} onChange={set('message')} />
        )}
      </Field>
      {message && (
        <p role="alert" className="font-medium text-red-700">
          {message}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={sending}>
        {sending ? 'Sending…' : kind === 'quote' ? 'Send quote' : 'Decline request'}
      </button>
    </form>
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
          You quoted {priceLow !== null && `$${priceLow.toLocaleString('en-US')}`}
          {priceHigh !== null && priceHigh !== priceLow && ` – $${priceHigh.toLocaleString('en-US')}`}
          {availableOn && `, available ${availableOn}`}.
        </p>
      )}
      {message && <p className="mt-1 whitespace-pre-line">{message}</p>}
      {request.outcome === 'hired' && <p className="mt-2 font-semibold text-green-800">The customer hired you.</p>}
      {request.outcome === 'closed' && <p className="mt-2 text-slate-700">The customer has closed this request.</p>}
    </div>
  );
}

/**
 * "Request quotes" (issue 19): one form for up to five businesses of one category, with that
 * category's questions and the common part, checked with the API's own schema
 * (QuoteRequestSchema). The page's URL names the category and the businesses
 * (`/quotes/new?category=movers-packers&ids=1,2,3`); businesses that cannot receive a
 * request are left out and said so. After sending: "check your e-mail" (nothing is delivered
 * before the visitor confirms).
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import { categoryLabel } from '../../domain/catalog';
import { CONTACT_METHODS, CONTACT_NOTICE, QUESTIONS, QuoteRequestSchema, type Question } from '../../domain/quote-requests';
import { QUOTE_LIMITS, takesQuoteRequests, type QuoteCategory } from '../../domain/quote-categories';
import { ApiFailure, Field, callApi, fieldDomId, inputClass, issuesToErrors, type FieldErrors } from './ui';

interface Recipient {
  id: number;
  businessName: string;
  slug: string;
  category: string;
  canReceive: boolean;
}

interface Props {
  /** Preselected (the business page); otherwise read from the URL. */
  category?: string;
  businessIds?: number[];
}

type Values = Record<string, string | boolean>;

function readUrl(): { category: string | null; ids: number[] } {
  const query = new URLSearchParams(window.location.search);
  const ids = (query.get('ids') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return { category: query.get('category'), ids: [...new Set(ids)].slice(0, QUOTE_LIMITS.businesses) };
}

function QuestionInput({
  question,
  value,
  error,
  onChange,
}: {
  question: Question;
  value: string | boolean | undefined;
  error?: string;
  onChange: (value: string | boolean) => void;
}) {
  const path = `answers.${question.name}`;
  if (question.kind === 'checkbox') {
    const id = fieldDomId(path);
    return (
      <div className="flex items-center gap-2">
        <input id={id} type="checkbox" className="size-5 accent-brand-700" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
        <label htmlFor={id} className="text-sm text-slate-900">
          {question.label}
        </label>
      </div>
    );
  }
  return (
    <Field path={path} label={question.label} required={question.required} hint={question.hint} error={error}>
      {(attrs) =>
        question.kind === 'select' ? (
          <select {...attrs} className={inputClass} value={String(value ?? '')} onChange={(event) => onChange(event.target.value)}>
            <option value="">Choose…</option>
            {question.options!.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...attrs}
            className={inputClass}
            type={question.kind === 'date' ? 'date' : 'text'}
            inputMode={question.kind === 'zip' ? 'numeric' : undefined}
            maxLength={question.kind === 'zip' ? 5 : question.max}
            autoComplete={question.kind === 'zip' ? 'postal-code' : 'off'}
            value={String(value ?? '')}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}

export default function QuoteRequestForm(props: Props) {
  // A client-only island: the URL is there on the first render.
  const [chosen] = useState(() => {
    const fromUrl = readUrl();
    return { category: props.category ?? fromUrl.category, ids: props.businessIds ?? fromUrl.ids };
  });
  const category = chosen.category;
  const askable = takesQuoteRequests(category) && chosen.ids.length > 0;
  const [recipients, setRecipients] = useState<Recipient[] | null>(askable ? null : []);
  const [loadError, setLoadError] = useState('');
  const [answers, setAnswers] = useState<Values>({});
  const [common, setCommon] = useState({ name: '', email: '', phone: '', details: '', contactBy: 'email', website: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!askable) return;
    callApi<{ items: Recipient[] }>(`/api/quote-requests/recipients?ids=${chosen.ids.join(',')}`)
      .then((body) => setRecipients(body.items))
      .catch((error: Error) => setLoadError(error.message));
  }, [askable, chosen]);

  if (!takesQuoteRequests(category)) {
    return (
      <p className="card p-6 text-slate-700">
        Quote requests are available for movers, cleaning, storage and junk removal, realtors and rentals, pet services and specialty services. Choose
        businesses from one of those categories.
      </p>
    );
  }
  const quoteCategory: QuoteCategory = category;
  if (loadError)
    return (
      <p role="alert" className="card p-6 text-red-700">
        {loadError}
      </p>
    );
  if (!recipients)
    return (
      <p className="card p-6 text-slate-700" aria-busy="true">
        Loading the businesses…
      </p>
    );
  const receiving = recipients.filter((r) => r.canReceive && r.category === quoteCategory);
  const leftOut = recipients.filter((r) => !receiving.includes(r));

  if (sent) {
    return (
      <section className="card p-6" aria-live="polite" data-quote-sent>
        <h2 className="text-xl font-bold text-slate-900">Check your e-mail</h2>
        <p className="mt-2 text-slate-700">
          We sent a confirmation link to <strong>{common.email}</strong>. Open it within {QUOTE_LIMITS.confirmHours} hours to send your request to{' '}
          {receiving.map((r) => r.businessName).join(', ')}. Nothing is sent to any business before you confirm.
        </p>
      </section>
    );
  }

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage('');
    const body = { ...common, businessIds: receiving.map((r) => r.id), category: quoteCategory, answers, phone: common.phone || undefined };
    const parsed = QuoteRequestSchema.safeParse(body);
    if (!parsed.success) {
      const found = issuesToErrors(parsed.error);
      setErrors(found);
      document.getElementById(fieldDomId(Object.keys(found)[0] ?? ''))?.focus();
      setMessage('Please correct the highlighted fields.');
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await callApi('/api/quote-requests', { body });
      setSent(true);
    } catch (error) {
      const failure = error as ApiFailure;
      setErrors(failure.fields);
      setMessage(failure.message);
    } finally {
      setSending(false);
    }
  };

  const setCommonField = (name: keyof typeof common) => (event: { target: { value: string } }) => setCommon({ ...common, [name]: event.target.value });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={sending}
      aria-label={`Request quotes: ${categoryLabel(quoteCategory)}`}
      className="space-y-8"
      data-quote-form
    >
      <section>
        <h2 className="text-lg font-semibold text-slate-900">Your request goes to</h2>
        {receiving.length ? (
          <ul className="mt-2 list-disc pl-5 text-slate-800" data-quote-recipients>
            {receiving.map((r) => (
              <li key={r.id}>
                <a className="text-brand-700 underline" href={`/charlotte/listing/${r.slug}`}>
                  {r.businessName}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">
            None of the chosen businesses can receive quote requests yet.{' '}
            <a className="text-brand-700 underline" href={`/charlotte/${quoteCategory}`}>
              Choose businesses
            </a>
            .
          </p>
        )}
        {leftOut.length > 0 && (
          <p className="mt-2 text-sm text-slate-700">Not included (they cannot receive quote requests yet): {leftOut.map((r) => r.businessName).join(', ')}.</p>
        )}
        {errors.businessIds && <p className="mt-1 text-sm font-medium text-red-700">{errors.businessIds}</p>}
      </section>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">About the job</legend>
        {QUESTIONS[quoteCategory].map((question) => (
          <QuestionInput
            key={question.name}
            question={question}
            value={answers[question.name]}
            error={errors[`answers.${question.name}`]}
            onChange={(value) => setAnswers({ ...answers, [question.name]: value })}
          />
        ))}
        <Field path="details" label="Details" hint={`Up to ${QUOTE_LIMITS.details.toLocaleString('en-US')} characters.`} error={errors.details}>
          {(attrs) => (
            <textarea {...attrs} rows={4} maxLength={QUOTE_LIMITS.details} className={inputClass} value={common.details} onChange={setCommonField('details')} />
          )}
        </Field>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">How to reach you</legend>
        <Field path="name" label="Your name" required error={errors.name}>
          {(attrs) => <input {...attrs} className={inputClass} autoComplete="name" maxLength={100} value={common.name} onChange={setCommonField('name')} />}
        </Field>
        <Field path="email" label="E-mail address" required error={errors.email}>
          {(attrs) => <input {...attrs} type="email" className={inputClass} autoComplete="email" value={common.email} onChange={setCommonField('email')} />}
        </Field>
        <Field path="phone" label="Phone" error={errors.phone}>
          {(attrs) => <input {...attrs} type="tel" className={inputClass} autoComplete="tel" value={common.phone} onChange={setCommonField('phone')} />}
        </Field>
        <Field path="contactBy" label="How would you like to be contacted?" required error={errors.contactBy}>
          {(attrs) => (
            <select {...attrs} className={inputClass} value={common.contactBy} onChange={setCommonField('contactBy')}>
              {CONTACT_METHODS.map((method) => (
                <option key={method.value} value={method.value}>
                  {method.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="hidden" aria-hidden="true">
          <label htmlFor="quote-website">Website</label>
          <input id="quote-website" tabIndex={-1} autoComplete="off" value={common.website} onChange={setCommonField('website')} />
        </div>
      </fieldset>

      <p className="rounded-md bg-slate-100 p-4 text-sm text-slate-800" data-contact-notice>
        {CONTACT_NOTICE}
      </p>
      {message && (
        <p role="alert" className="font-medium text-red-700">
          {message}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={sending || receiving.length === 0}>
        {sending ? 'Sending…' : `Send request to ${receiving.length} ${receiving.length === 1 ? 'business' : 'businesses'}`}
      </button>
    </form>
  );
}

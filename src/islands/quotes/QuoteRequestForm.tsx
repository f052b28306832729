/**
 * "Request quotes": one form for up to five businesses of one category, with that
 * category's questions and the common part, checked with the API's own schema
 * (quoteRequestSchema, as of today in Charlotte) on the island kit (src/islands/kit).
 * The page's URL names the category and the businesses
 * (`/quotes/new?category=movers-packers&ids=1,2,3`); businesses that cannot receive a
 * request are left out and said so. After sending: "check your e-mail" (nothing is delivered
 * before the visitor confirms), with the focus moved there.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { categoryLabel } from '../../domain/catalog';
import { CONTACT_METHODS, CONTACT_NOTICE, QUESTIONS, QUOTE_DATE_MONTHS_AHEAD, addMonths, quoteRequestSchema, type Question } from '../../domain/quote-requests';
import { QUOTE_LIMITS, takesQuoteRequests, type QuoteCategory } from '../../domain/quote-categories';
import { apiJson, apiResult, describeError } from '../kit/api';
import { CheckboxField, ErrorSummary, KitFormProvider, SelectField, TextField, TextareaField, errorOf } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { HoneypotField } from '../kit/HoneypotField';
import { isoDay } from '../../domain/dates';

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

function readUrl(): { category: string | null; ids: number[] } {
  const query = new URLSearchParams(window.location.search);
  const ids = (query.get('ids') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return { category: query.get('category'), ids: [...new Set(ids)].slice(0, QUOTE_LIMITS.businesses) };
}

function QuestionInput({ question, today }: { question: Question; today: string }) {
  const name = `answers.${question.name}`;
  const common = { name, label: question.label, hint: question.hint, required: question.required, markOptional: true };
  switch (question.kind) {
    case 'checkbox':
      return <CheckboxField name={name} label={question.label} />;
    case 'select':
      return <SelectField {...common} options={question.options!} placeholder="Choose…" />;
    case 'date':
      return <TextField {...common} type="date" min={today} max={addMonths(today, QUOTE_DATE_MONTHS_AHEAD)} autoComplete="off" />;
    case 'zip':
      return <TextField {...common} inputMode="numeric" maxLength={5} autoComplete="postal-code" />;
    default:
      return <TextField {...common} maxLength={question.max} autoComplete="off" />;
  }
}

function RequestForm({ category, recipients }: { category: QuoteCategory; recipients: Recipient[] }) {
  const today = useMemo(() => isoDay(new Date()), []);
  const receiving = recipients.filter((r) => r.canReceive && r.category === category);
  const leftOut = recipients.filter((r) => !receiving.includes(r));
  const schema = useMemo(() => quoteRequestSchema(today), [today]);
  const form = useZodForm(schema, {
    defaultValues: {
      businessIds: receiving.map((r) => r.id),
      category,
      answers: {},
      name: '',
      email: '',
      phone: '',
      details: '',
      contactBy: 'email',
      homepage: '',
    },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmation = useRef<HTMLElement>(null);
  useEffect(() => {
    if (sentTo) confirmation.current?.focus();
  }, [sentTo]);

  if (sentTo) {
    return (
      <section ref={confirmation} tabIndex={-1} className="card p-6 focus:outline-none" aria-live="polite" aria-labelledby="quote-sent-heading" data-quote-sent>
        <h2 id="quote-sent-heading" className="text-xl font-bold text-slate-900">
          Check your e-mail
        </h2>
        <p className="mt-2 text-slate-700">
          We sent a confirmation link to <strong>{sentTo}</strong>. Open it within {QUOTE_LIMITS.confirmHours} hours to send your request to{' '}
          {receiving.map((r) => r.businessName).join(', ')}. Nothing is sent to any business before you confirm.
        </p>
      </section>
    );
  }

  // Nobody to send it to: no form to fill in vain, but the way to choose businesses.
  if (receiving.length === 0) {
    return (
      <div className="card p-6 text-slate-700" data-quote-nobody>
        <p>
          {recipients.length === 0
            ? 'No business is chosen for this request yet.'
            : `None of the chosen businesses can receive quote requests yet: ${recipients.map((r) => r.businessName).join(', ')}.`}
        </p>
        <p className="mt-2">
          <a className="text-brand-700 underline" href={`/charlotte/${category}`}>
            Choose up to {QUOTE_LIMITS.businesses} {categoryLabel(category)} businesses
          </a>{' '}
          with “Select for quotes” on their cards.
        </p>
      </div>
    );
  }

  const submit = form.handleSubmit(async (body) => {
    const result = await apiResult('/api/quote-requests', { json: body });
    if (!showServerErrors(form, result)) setSentTo(body.email);
  });
  const sending = form.formState.isSubmitting;
  const recipientsError = errorOf(form.formState.errors, 'businessIds') ?? errorOf(form.formState.errors, 'businessIds.0');

  return (
    <KitFormProvider form={form} idPrefix="quote">
      <form noValidate onSubmit={submit} aria-busy={sending} aria-label={`Request quotes: ${categoryLabel(category)}`} className="space-y-8" data-quote-form>
        <section>
          <h2 className="text-lg font-semibold text-slate-900">Your request goes to</h2>
          <ul className="mt-2 list-disc pl-5 text-slate-800" data-quote-recipients>
            {receiving.map((r) => (
              <li key={r.id}>
                <a className="text-brand-700 underline" href={`/charlotte/listing/${r.slug}`}>
                  {r.businessName}
                </a>
              </li>
            ))}
          </ul>
          {leftOut.length > 0 && (
            <p className="mt-2 text-sm text-slate-700">
              Not included (they cannot receive quote requests yet): {leftOut.map((r) => r.businessName).join(', ')}.
            </p>
          )}
          {recipientsError && <p className="mt-1 text-sm font-medium text-red-700">{recipientsError}</p>}
        </section>

        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-slate-900">About the job</legend>
          {QUESTIONS[category].map((question) => (
            <QuestionInput key={question.name} question={question} today={today} />
          ))}
          <TextareaField
            name="details"
            label="Details"
            markOptional
            hint={`Up to ${QUOTE_LIMITS.details.toLocaleString('en-US')} characters.`}
            rows={4}
            maxLength={QUOTE_LIMITS.details}
          />
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-slate-900">How to reach you</legend>
          <TextField name="name" label="Your name" required autoComplete="name" maxLength={100} />
          <TextField name="email" label="E-mail address" required type="email" autoComplete="email" />
          <TextField name="phone" label="Phone" markOptional type="tel" autoComplete="tel" />
          <SelectField name="contactBy" label="How would you like to be contacted?" required options={CONTACT_METHODS} />
          <HoneypotField id="quote-homepage" />
        </fieldset>

        <p className="rounded-md bg-slate-100 p-4 text-sm text-slate-800" data-contact-notice>
          {CONTACT_NOTICE}
        </p>
        <ErrorSummary />
        <button type="submit" className="btn-primary" disabled={sending || receiving.length === 0}>
          {sending ? 'Sending…' : `Send request to ${receiving.length} ${receiving.length === 1 ? 'business' : 'businesses'}`}
        </button>
      </form>
    </KitFormProvider>
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

  useEffect(() => {
    if (!askable) return;
    const controller = new AbortController();
    apiJson<{ items: Recipient[] }>(`/api/quote-requests/recipients?ids=${chosen.ids.join(',')}`, { signal: controller.signal }).then(
      (body) => setRecipients(body.items),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoadError(describeError(error));
      },
    );
    return () => controller.abort();
  }, [askable, chosen]);

  if (!takesQuoteRequests(category)) {
    return (
      <p className="card p-6 text-slate-700">
        Quote requests are available for movers, cleaning, storage and junk removal, realtors and rentals, pet services and specialty services. Choose
        businesses from one of those categories.
      </p>
    );
  }
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
  return <RequestForm category={category} recipients={recipients} />;
}

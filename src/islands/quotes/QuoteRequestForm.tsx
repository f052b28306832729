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
import { CONTACT_METHODS, QUESTIONS, QUOTE_DATE_MONTHS_AHEAD, addMonths, quoteRequestSchema, type Question } from '../../domain/quote-requests';
import { QUOTE_LIMITS, takesQuoteRequests, type QuoteCategory } from '../../domain/quote-categories';
import { apiJson, apiResult, describeError } from '../kit/api';
import { CheckboxField, ErrorSummary, KitFormProvider, KitWordsProvider, SelectField, TextField, TextareaField, errorOf } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { HoneypotField } from '../kit/HoneypotField';
import { isoDay } from '../../domain/dates';
import { fillTemplate as fill } from '../../domain/fill';
import type { QuoteWords } from '../../i18n/quote-words';
import { nameList } from '../../i18n/lists';
import { translator } from './ui';

interface Recipient {
  id: number;
  businessName: string;
  slug: string;
  category: string;
  canReceive: boolean;
}

interface Props {
  /** The page's words (src/i18n/quote-words.ts). */
  words: QuoteWords;
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

function QuestionInput({ question, today, words }: { question: Question; today: string; words: QuoteWords }) {
  const tr = translator(words);
  const name = `answers.${question.name}`;
  const label = tr(question.label);
  const common = { name, label, hint: question.hint && tr(question.hint), required: question.required, markOptional: true };
  switch (question.kind) {
    case 'checkbox':
      return <CheckboxField name={name} label={label} />;
    case 'select':
      return <SelectField {...common} options={question.options!.map((o) => ({ value: o.value, label: tr(o.label) }))} placeholder={words.form.choose} />;
    case 'date':
      return <TextField {...common} type="date" min={today} max={addMonths(today, QUOTE_DATE_MONTHS_AHEAD)} autoComplete="off" />;
    case 'zip':
      return <TextField {...common} inputMode="numeric" maxLength={5} autoComplete="postal-code" />;
    default:
      return <TextField {...common} maxLength={question.max} autoComplete="off" />;
  }
}

function RequestForm({ category, recipients, words }: { category: QuoteCategory; recipients: Recipient[]; words: QuoteWords }) {
  const t = words.form;
  const tr = translator(words);
  const categoryName = words.categories[category] ?? category;
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
      locale: words.locale,
      homepage: '',
    },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmation = useRef<HTMLElement>(null);
  useEffect(() => {
    if (sentTo) confirmation.current?.focus();
  }, [sentTo]);

  if (sentTo) {
    const [before, after] = fill(t.sent, {
      hours: QUOTE_LIMITS.confirmHours,
      names: nameList(
        receiving.map((r) => r.businessName),
        words.locale,
      ),
    }).split('{email}');
    return (
      <section ref={confirmation} tabIndex={-1} className="card p-6 focus:outline-none" aria-live="polite" aria-labelledby="quote-sent-heading" data-quote-sent>
        <h2 id="quote-sent-heading" className="text-xl font-bold text-slate-900">
          {t.sentHeading}
        </h2>
        <p className="mt-2 text-slate-700">
          {before}
          <strong>{sentTo}</strong>
          {after}
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
            ? t.nobody
            : fill(t.noneCanReceive, {
                names: nameList(
                  recipients.map((r) => r.businessName),
                  words.locale,
                ),
              })}
        </p>
        <p className="mt-2">
          <a className="text-brand-700 underline" href={`${words.paths.category}${category}`}>
            {fill(t.chooseUpTo, { max: QUOTE_LIMITS.businesses, category: categoryName })}
          </a>{' '}
          {t.chooseHow}
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
    <KitWordsProvider value={{ optional: t.optional, message: tr }}>
      <KitFormProvider form={form} idPrefix="quote">
        <form noValidate onSubmit={submit} aria-busy={sending} aria-label={fill(t.formLabel, { category: categoryName })} className="space-y-8" data-quote-form>
          <section>
            <h2 className="text-lg font-semibold text-slate-900">{t.goesTo}</h2>
            <ul className="mt-2 list-disc pl-5 text-slate-800" data-quote-recipients>
              {receiving.map((r) => (
                <li key={r.id} translate="no">
                  <a className="text-brand-700 underline" href={`${words.paths.listing}${r.slug}`}>
                    {r.businessName}
                  </a>
                </li>
              ))}
            </ul>
            {leftOut.length > 0 && (
              <p className="mt-2 text-sm text-slate-700">
                {fill(t.notIncluded, {
                  names: nameList(
                    leftOut.map((r) => r.businessName),
                    words.locale,
                  ),
                })}
              </p>
            )}
            {recipientsError && <p className="mt-1 text-sm font-medium text-red-700">{tr(recipientsError)}</p>}
          </section>

          <fieldset className="space-y-4">
            <legend className="text-lg font-semibold text-slate-900">{t.aboutJob}</legend>
            {QUESTIONS[category].map((question) => (
              <QuestionInput key={question.name} question={question} today={today} words={words} />
            ))}
            <TextareaField
              name="details"
              label={t.details}
              markOptional
              hint={fill(t.detailsHint, { max: QUOTE_LIMITS.details.toLocaleString(words.intl) })}
              rows={4}
              maxLength={QUOTE_LIMITS.details}
            />
          </fieldset>

          <fieldset className="space-y-4">
            <legend className="text-lg font-semibold text-slate-900">{t.reach}</legend>
            <TextField name="name" label={t.name} required autoComplete="name" maxLength={100} />
            <TextField name="email" label={t.email} required type="email" autoComplete="email" />
            <TextField name="phone" label={t.phone} markOptional type="tel" autoComplete="tel" />
            <SelectField
              name="contactBy"
              label={t.contactBy}
              required
              options={CONTACT_METHODS.map((method) => ({ value: method.value, label: tr(method.label) }))}
            />
            <HoneypotField id="quote-homepage" />
          </fieldset>

          <p className="rounded-md bg-slate-100 p-4 text-sm text-slate-800" data-contact-notice>
            {t.contactNotice}
          </p>
          <ErrorSummary />
          <button type="submit" className="btn-primary" disabled={sending || receiving.length === 0}>
            {sending ? t.sending : fill(receiving.length === 1 ? t.sendOne : t.sendMany, { count: receiving.length })}
          </button>
        </form>
      </KitFormProvider>
    </KitWordsProvider>
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

  const { words } = props;
  const tr = translator(words);
  if (!takesQuoteRequests(category)) return <p className="card p-6 text-slate-700">{words.form.notQuoteCategory}</p>;
  if (loadError)
    return (
      <p role="alert" className="card p-6 text-red-700">
        {tr(loadError)}
      </p>
    );
  if (!recipients)
    return (
      <p className="card p-6 text-slate-700" aria-busy="true">
        {words.form.loading}
      </p>
    );
  return <RequestForm category={category} recipients={recipients} words={words} />;
}

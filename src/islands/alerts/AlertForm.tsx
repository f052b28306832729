/**
 * The "Alert me" form (loaded when the visitor opens it): e-mail address and frequency for
 * the listing's current query, checked with the API's own schema (SavedSearchSchema).
 */
import { useState } from 'react';
import { ALERT_LIMITS, ALERT_MESSAGES, SavedSearchSchema, describeSavedQuery, parseSavedQuery, savedQueryFromApiQuery } from '../../domain/alerts';
import { NETWORK_MESSAGE, apiResult } from '../kit/api';
import { ErrorSummary, KitFormProvider, KitWordsProvider, SelectField, TextField } from '../kit/fields';
import { MESSAGES } from '../../domain/forms';
import { showServerErrors, useZodForm } from '../kit/forms';
import { HoneypotField } from '../kit/HoneypotField';
import type { Messages } from '../../i18n/en';

/** `t`: the form's words in the page's language (the catalog's search.alert). */
export default function AlertForm({ apiQuery, t }: { apiQuery: string; t: Messages['search']['alert'] }) {
  const frequencies = [
    { value: 'daily', label: t.daily },
    { value: 'weekly', label: t.weekly },
  ];
  const query = savedQueryFromApiQuery(apiQuery);
  const label = describeSavedQuery(parseSavedQuery(new URLSearchParams(query).toString()) ?? {});
  const form = useZodForm(SavedSearchSchema, { defaultValues: { email: '', frequency: 'daily', query, homepage: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The schema's and the API's messages in the page's language (English as written).
  const translated: Record<string, string> = {
    [MESSAGES.email]: t.invalidEmail,
    [ALERT_MESSAGES.perAddress]: t.perAddress.replace('{max}', String(ALERT_LIMITS.perAddress)),
    [ALERT_MESSAGES.perDay]: t.perDay.replace('{max}', String(ALERT_LIMITS.confirmationsPerDay)),
    [NETWORK_MESSAGE]: t.unreachable,
  };
  const message = (text: string) => translated[text] ?? text;
  const submit = form.handleSubmit(async (values) => {
    // The page's language, stored with the saved search: its e-mails are written in it.
    const locale = document.documentElement.lang === 'es' ? 'es' : 'en';
    const result = await apiResult('/api/saved-searches', { method: 'POST', json: { ...values, query, locale } });
    if (!showServerErrors(form, result)) setSentTo(values.email);
  });
  if (sentTo) {
    return (
      <p role="status" className="rounded-md border border-green-700 bg-green-50 p-3 text-sm text-green-900">
        {t.sent.replace('{email}', sentTo).replace('{hours}', String(ALERT_LIMITS.confirmHours))}
      </p>
    );
  }
  return (
    <KitWordsProvider value={{ optional: '', message }}>
      <KitFormProvider form={form} idPrefix="alert">
        <form noValidate onSubmit={submit} className="space-y-3 rounded-md border border-slate-300 bg-white p-4" aria-label={t.button}>
          <p className="text-sm text-slate-700">
            {t.intro} <strong lang="en">{label}</strong>. {t.introAfter}
          </p>
          <TextField name="email" label={t.email} type="email" autoComplete="email" required />
          <SelectField name="frequency" label={t.frequency} options={frequencies} />
          <HoneypotField id="alert-homepage" />
          <ErrorSummary title={t.fix} />
          <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
            {t.save}
          </button>
        </form>
      </KitFormProvider>
    </KitWordsProvider>
  );
}

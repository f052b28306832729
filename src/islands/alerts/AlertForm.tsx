/**
 * The "Alert me" form (loaded when the visitor opens it): e-mail address and frequency for
 * the listing's current query, checked with the API's own schema (SavedSearchSchema).
 */
import { useState } from 'react';
import { ALERT_LIMITS, SavedSearchSchema, describeSavedQuery, parseSavedQuery, savedQueryFromApiQuery } from '../../domain/alerts';
import { apiResult } from '../kit/api';
import { ErrorSummary, KitFormProvider, SelectField, TextField } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { HoneypotField } from '../kit/HoneypotField';

const FREQUENCIES = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
] as const;

export default function AlertForm({ apiQuery }: { apiQuery: string }) {
  const query = savedQueryFromApiQuery(apiQuery);
  const label = describeSavedQuery(parseSavedQuery(new URLSearchParams(query).toString()) ?? {});
  const form = useZodForm(SavedSearchSchema, { defaultValues: { email: '', frequency: 'daily', query, homepage: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    const result = await apiResult('/api/saved-searches', { method: 'POST', json: { ...values, query } });
    if (!showServerErrors(form, result)) setSentTo(values.email);
  });
  if (sentTo) {
    return (
      <p role="status" className="rounded-md border border-green-700 bg-green-50 p-3 text-sm text-green-900">
        Almost done: open the link we sent to {sentTo} to turn on your alert. It works for {ALERT_LIMITS.confirmHours} hours.
      </p>
    );
  }
  return (
    <KitFormProvider form={form} idPrefix="alert">
      <form noValidate onSubmit={submit} className="space-y-3 rounded-md border border-slate-300 bg-white p-4" aria-label="Alert me">
        <p className="text-sm text-slate-700">
          E-mail me when new businesses match <strong>{label}</strong>. No account needed; every e-mail has a one-click unsubscribe.
        </p>
        <TextField name="email" label="E-mail address" type="email" autoComplete="email" required />
        <SelectField name="frequency" label="How often" options={FREQUENCIES} />
        <HoneypotField id="alert-homepage" />
        <ErrorSummary />
        <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
          Save this search
        </button>
      </form>
    </KitFormProvider>
  );
}

/**
 * Claim Your Business: one form that adds a business and
 * claims it, on the island kit: the shared business fields, checked with ClaimFormSchema
 * when a field is left and on submit; messages sit under their fields (aria-invalid,
 * aria-describedby) and the first invalid field gets focus.
 *
 * Submitting sends ONE call, POST /api/businesses with the business and its claim (stored
 * in one transaction) and a submission key made once per filled-in form: a retry after a
 * failure reuses it, so it can never create a second business. Success: toast and reset
 * (a new key). Failure: toast, field errors from a 400, and every typed value kept.
 */
// Before any schema is built: keeps zod from probing `new Function` under the page's CSP.
import { useState, useSyncExternalStore } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { LIMITS } from '../../domain/catalog';
import { ClaimFormSchema, WEEKDAYS, newBusinessPayload, type ClaimFormInput } from '../../domain/forms';
import { showToast } from '../../stores/toast';
import { ApiError, apiResult } from '../kit/api';
import { BusinessFields } from '../kit/BusinessFields';
import { HoneypotField } from '../kit/HoneypotField';
import { CheckboxField, KitFormProvider, KitWordsProvider, TextField } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { translateMessage } from '../../i18n/translate-message';
import type { ClaimWords } from '../../i18n/claim-words';
import { claimToasts, emptyClaimValues, newSubmissionKey, serverFieldErrors } from './claim-form-state';
import { termsLabel } from './TermsLabel';

const noSubscription = () => () => {};

// The form starts blank: no category chosen, the terms box unticked (the schema takes neither).
const blank = () => emptyClaimValues() as DefaultValues<ClaimFormInput>;

/** `words`: the page's words (src/i18n/claim-words.ts). */
export default function ClaimBusinessForm({ words }: { words: ClaimWords }) {
  const t = words.form;
  const f = words.fields;
  const tr = (text: string) => translateMessage(words.messages, text);
  const toasts = claimToasts(words.toasts);
  const form = useZodForm(ClaimFormSchema, { defaultValues: blank(), mode: 'onTouched' });
  const sending = form.formState.isSubmitting;
  // False in the server-rendered HTML (submit disabled until the form can work), true once hydrated.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // One key per filled-in form: every retry sends it again, success starts a new one.
  const [submissionKey, setSubmissionKey] = useState(newSubmissionKey);
  const descriptionLength = (form.watch('description') ?? '').length;

  const submit = form.handleSubmit(async (values) => {
    const result = await apiResult('/api/businesses', {
      method: 'POST',
      // The honeypot goes along only when something filled it in (then the API stores nothing).
      json: { ...newBusinessPayload(values, submissionKey, words.locale), ...(values.homepage ? { homepage: values.homepage } : {}) },
    });
    if (!result.ok) {
      const { error } = result;
      // The API names its own fields (longDescription, claim.claimerEmail): put them on the form's, in form order.
      if (error.status === 400)
        showServerErrors(
          form,
          new ApiError(error.kind, error.status, error.code, error.message, serverFieldErrors(error.fields), error.retryAfter, error.body, error.detail),
        );
      showToast({ title: toasts.failure, description: error.serverMessage && tr(error.serverMessage), variant: 'destructive' });
      return;
    }
    setSubmissionKey(newSubmissionKey());
    form.reset(blank());
    showToast({ ...toasts.success });
  });

  const options = {
    category: Object.entries(words.categories).map(([value, label]) => ({ value, label })),
    serviceTags: Object.entries(f.tags).map(([value, label]) => ({ value, label })),
  };
  const common = { options, categoryPlaceholder: f.categoryPlaceholder };
  return (
    <KitWordsProvider value={{ optional: t.optional, message: tr }}>
      <KitFormProvider form={form} idPrefix="claim">
        <form noValidate onSubmit={submit} aria-label={t.label} aria-busy={sending} className="relative space-y-8" data-claim-form>
          <p className="text-sm text-slate-700">
            {t.requiredBefore} <span aria-hidden="true">*</span>
            <span className="sr-only">{t.requiredAsterisk}</span> {t.requiredAfter}
          </p>

          <fieldset className="space-y-4">
            <legend className="text-lg font-semibold text-slate-900">{t.businessInfo}</legend>
            <BusinessFields
              {...common}
              show={['businessName', 'category']}
              required={['businessName', 'category']}
              labels={{ businessName: f.businessName, category: f.category }}
            />
            <BusinessFields {...common} show={['address']} required={['address']} labels={{ address: t.businessAddress }} />
            <div className="grid gap-4 sm:grid-cols-2">
              <BusinessFields {...common} show={['phone', 'email']} required={['phone', 'email']} labels={{ phone: f.phone, email: t.businessEmail }} />
            </div>
            <BusinessFields
              {...common}
              show={['website', 'longDescription']}
              markOptional
              labels={{ website: f.website, longDescription: f.longDescription }}
              names={{ longDescription: 'description' }}
              unlimited={['longDescription']}
              hints={{
                longDescription: (
                  <span className={descriptionLength > LIMITS.description ? 'font-semibold text-red-700' : undefined} data-counter>
                    {descriptionLength}/{LIMITS.description}
                    <span className="sr-only"> {t.characters}</span>
                  </span>
                ),
              }}
            />
          </fieldset>

          <BusinessFields
            {...common}
            show={['serviceTags']}
            labels={{ serviceTags: t.serviceTags }}
            hints={{ serviceTags: t.chooseUpTo.replace('{max}', String(LIMITS.serviceTags)) }}
            onTagLimit={() => showToast({ ...toasts.tagLimit, variant: 'destructive' })}
          />

          <fieldset>
            <legend className="text-lg font-semibold text-slate-900">
              {t.hours} <span className="text-sm font-normal text-slate-600">{t.optional}</span>
            </legend>
            <p className="mt-1 text-sm text-slate-700" id="claim-hours-hint">
              {t.hoursHint}
            </p>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {WEEKDAYS.map((day) => (
                <TextField key={day} name={`businessHours.${day}`} label={t.days[day]} maxLength={60} />
              ))}
            </div>
          </fieldset>

          <fieldset className="space-y-4">
            <legend className="text-lg font-semibold text-slate-900">{t.contact}</legend>
            <TextField name="claimerName" label={t.yourName} markOptional autoComplete="name" maxLength={100} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                name="claimerEmail"
                label={t.yourEmail}
                required
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={254}
                hint={t.emailHint}
              />
              <TextField name="claimerPhone" label={t.yourPhone} markOptional type="tel" autoComplete="tel" maxLength={40} />
            </div>
          </fieldset>

          <HoneypotField id="claim-homepage" />

          <CheckboxField name="agreeToTerms" label={termsLabel(words)} />

          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!hydrated || sending} data-claim-submit>
            {sending ? t.submitting : t.submit}
          </button>
        </form>
      </KitFormProvider>
    </KitWordsProvider>
  );
}

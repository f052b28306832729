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
import { CheckboxField, KitFormProvider, TextField } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { CLAIM_TOASTS, emptyClaimValues, newSubmissionKey, serverFieldErrors } from './claim-form-state';
import { TERMS_LABEL } from './TermsLabel';

const noSubscription = () => () => {};

// The form starts blank: no category chosen, the terms box unticked (the schema takes neither).
const blank = () => emptyClaimValues() as DefaultValues<ClaimFormInput>;

export default function ClaimBusinessForm() {
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
      json: { ...newBusinessPayload(values, submissionKey), ...(values.homepage ? { homepage: values.homepage } : {}) },
    });
    if (!result.ok) {
      const { error } = result;
      // The API names its own fields (longDescription, claim.claimerEmail): put them on the form's, in form order.
      if (error.status === 400)
        showServerErrors(
          form,
          new ApiError(error.kind, error.status, error.code, error.message, serverFieldErrors(error.fields), error.retryAfter, error.body, error.detail),
        );
      showToast({ title: CLAIM_TOASTS.failure, description: error.serverMessage, variant: 'destructive' });
      return;
    }
    setSubmissionKey(newSubmissionKey());
    form.reset(blank());
    showToast({ ...CLAIM_TOASTS.success });
  });

  return (
    <KitFormProvider form={form} idPrefix="claim">
      <form noValidate onSubmit={submit} aria-label="Add and claim your business" aria-busy={sending} className="relative space-y-8" data-claim-form>
        <p className="text-sm text-slate-700">
          Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>

        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-slate-900">Business Information</legend>
          <BusinessFields show={['businessName', 'category']} required={['businessName', 'category']} />
          <BusinessFields show={['address']} required={['address']} labels={{ address: 'Business address' }} />
          <div className="grid gap-4 sm:grid-cols-2">
            <BusinessFields show={['phone', 'email']} required={['phone', 'email']} labels={{ email: 'Business email' }} />
          </div>
          <BusinessFields
            show={['website', 'longDescription']}
            markOptional
            names={{ longDescription: 'description' }}
            unlimited={['longDescription']}
            hints={{
              longDescription: (
                <span className={descriptionLength > LIMITS.description ? 'font-semibold text-red-700' : undefined} data-counter>
                  {descriptionLength}/{LIMITS.description}
                  <span className="sr-only"> characters</span>
                </span>
              ),
            }}
          />
        </fieldset>

        <BusinessFields
          show={['serviceTags']}
          labels={{ serviceTags: 'Service Tags' }}
          hints={{ serviceTags: `Choose up to ${LIMITS.serviceTags}.` }}
          onTagLimit={() => showToast({ ...CLAIM_TOASTS.tagLimit, variant: 'destructive' })}
        />

        <fieldset>
          <legend className="text-lg font-semibold text-slate-900">
            Business Hours <span className="text-sm font-normal text-slate-600">(optional)</span>
          </legend>
          <p className="mt-1 text-sm text-slate-700" id="claim-hours-hint">
            For example 9:00 AM - 5:00 PM, or Closed. Leave a day empty if you prefer not to say.
          </p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {WEEKDAYS.map((day) => (
              <TextField key={day} name={`businessHours.${day}`} label={day} maxLength={60} />
            ))}
          </div>
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-slate-900">Your Contact Information</legend>
          <TextField name="claimerName" label="Your name" markOptional autoComplete="name" maxLength={100} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="claimerEmail"
              label="Your email"
              required
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={254}
              hint="We send the verification link here."
            />
            <TextField name="claimerPhone" label="Your phone" markOptional type="tel" autoComplete="tel" maxLength={40} />
          </div>
        </fieldset>

        <HoneypotField id="claim-homepage" />

        <CheckboxField name="agreeToTerms" label={TERMS_LABEL} />

        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!hydrated || sending} data-claim-submit>
          {sending ? 'Submitting...' : 'Submit Claim'}
        </button>
      </form>
    </KitFormProvider>
  );
}

/**
 * Claim Your Business (directory.md §2, §5, §7, §8): one form that adds a business and
 * claims it. Validated with the shared ClaimFormSchema on blur and on submit; messages sit
 * under their fields (aria-invalid, aria-describedby) and the first invalid field gets focus.
 *
 * Submitting sends ONE call, POST /api/businesses with the business and its claim (stored
 * in one transaction) and a submission key made once per filled-in form: a retry after a
 * failure reuses it, so it can never create a second business. Success: toast and reset
 * (a new key). Failure: toast, field errors from a 400, and every typed value kept.
 */
// Before any schema is built: keeps zod from probing `new Function` under the page's CSP.
import { useRef, useState, useSyncExternalStore, type ChangeEvent, type SubmitEvent, type ReactNode } from 'react';
import { CATEGORIES, LIMITS, SERVICE_TAGS } from '../../domain/catalog';
import { WEEKDAYS, newBusinessPayload, type Weekday } from '../../domain/forms';
import { showToast } from '../../stores/toast';
import {
  CLAIM_TOASTS,
  emptyClaimValues,
  fieldId,
  firstInvalidField,
  newSubmissionKey,
  readApiError,
  serverFieldErrors,
  toggleServiceTag,
  validateClaim,
  FIELD_ORDER,
  type ClaimErrors,
  type ClaimValues,
  type TextField,
} from './claim-form-state';

const inputClass = 'mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-700';

const noSubscription = () => () => {};

/** A field's value, for telling whether it changed ('businessHours.Monday' included). */
function valueOf(values: ClaimValues, key: string): unknown {
  if (key.startsWith('businessHours.')) return values.businessHours[key.slice('businessHours.'.length) as Weekday];
  const value = values[key as keyof ClaimValues];
  return Array.isArray(value) ? value.join(',') : value;
}

function ErrorText({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700" data-error-for={id}>
      {message}
    </p>
  );
}

interface TextFieldProps {
  name: TextField;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url';
  maxLength?: number;
  hint?: ReactNode;
  placeholder?: string;
  values: ClaimValues;
  errors: ClaimErrors;
  onChange: (name: TextField, value: string) => void;
  onBlur: (name: string) => void;
}

function TextInput({ name, label, required, type = 'text', hint, values, errors, onChange, onBlur, ...rest }: TextFieldProps) {
  const id = fieldId(name);
  const error = errors[name];
  const describedBy = [hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> (optional)</span>
        )}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={values[name]}
        onChange={(event) => onChange(name, event.target.value)}
        onBlur={() => onBlur(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        className={inputClass}
        {...rest}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

export default function ClaimBusinessForm() {
  const [values, setValues] = useState<ClaimValues>(emptyClaimValues);
  const [errors, setErrors] = useState<ClaimErrors>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [sending, setSending] = useState(false);
  // False in the server-rendered HTML (submit disabled until the form can work), true once hydrated.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const submissionKey = useRef<string | undefined>(undefined);
  const [serverErrors, setServerErrors] = useState<ClaimErrors>({});

  /** Re-validates and shows messages for the fields in `shown` (touched ones). */
  function revalidate(next: ClaimValues, shown: Record<string, boolean>) {
    const result = validateClaim(next);
    const all = result.ok ? {} : result.errors;
    setErrors((current) => {
      const updated: ClaimErrors = {};
      for (const key of Object.keys({ ...current, ...all })) {
        if (shown[key] && all[key]) updated[key] = all[key];
      }
      return updated;
    });
  }

  /** Drops the server's message for fields whose value changed. */
  function clearServerErrors(next: ClaimValues) {
    setServerErrors((current) => {
      const kept: ClaimErrors = {};
      for (const [key, message] of Object.entries(current)) {
        if (valueOf(next, key) === valueOf(values, key)) kept[key] = message;
      }
      return kept;
    });
  }

  function update(next: ClaimValues) {
    setValues(next);
    clearServerErrors(next);
    revalidate(next, touched);
  }

  function onText(name: TextField, value: string) {
    update({ ...values, [name]: value });
  }

  function onBlur(name: string) {
    const shown = { ...touched, [name]: true };
    setTouched(shown);
    revalidate(values, shown);
  }

  function onHours(day: Weekday, value: string) {
    update({ ...values, businessHours: { ...values.businessHours, [day]: value } });
  }

  function onTag(event: ChangeEvent<HTMLInputElement>) {
    const { tags, limitReached } = toggleServiceTag(values.serviceTags, event.target.value, event.target.checked);
    if (limitReached) {
      showToast({ ...CLAIM_TOASTS.tagLimit, variant: 'destructive' });
      return;
    }
    update({ ...values, serviceTags: tags });
  }

  function focusField(key: string) {
    const id = key === 'serviceTags' ? `${fieldId('serviceTags')}-${SERVICE_TAGS[0].value}` : fieldId(key);
    const element = document.getElementById(id);
    element?.focus();
  }

  function focusFirst(found: ClaimErrors) {
    const first = firstInvalidField(found);
    if (first) queueMicrotask(() => focusField(first));
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const result = validateClaim(values);
    if (!result.ok) {
      // From now on every field shows its message as soon as it changes.
      setTouched(Object.fromEntries(FIELD_ORDER.map((key) => [key, true])));
      setErrors(result.errors);
      focusFirst(result.errors);
      return;
    }
    setErrors({});
    setServerErrors({});
    submissionKey.current ??= newSubmissionKey();
    setSending(true);
    try {
      const response = await fetch('/api/businesses', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        // The honeypot goes along only when something filled it in (then the API refuses it).
        body: JSON.stringify({
          ...newBusinessPayload(result.form, submissionKey.current),
          ...(values.website2 ? { website2: values.website2 } : {}),
        }),
      });
      if (!response.ok) {
        const error = await readApiError(response);
        if (response.status === 400) {
          const fieldErrors = serverFieldErrors(error.fields);
          setServerErrors(fieldErrors);
          focusFirst(fieldErrors);
        }
        showToast({ title: CLAIM_TOASTS.failure, description: error.message, variant: 'destructive' });
        return;
      }
      submissionKey.current = undefined;
      setValues(emptyClaimValues());
      setErrors({});
      setTouched({});
      showToast({ ...CLAIM_TOASTS.success });
    } catch {
      showToast({ title: CLAIM_TOASTS.failure, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  const shown: ClaimErrors = { ...serverErrors, ...errors };
  const common = { values, errors: shown, onChange: onText, onBlur };
  const descriptionId = fieldId('description');
  const descriptionLength = values.description.length;
  const tagsId = fieldId('serviceTags');

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add and claim your business" aria-busy={sending} className="relative space-y-8" data-claim-form>
      <p className="text-sm text-slate-700">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Business Information</legend>
        <TextInput name="businessName" label="Business name" required maxLength={LIMITS.businessName} autoComplete="organization" {...common} />
        <div>
          <label htmlFor={fieldId('category')} className="block text-sm font-medium text-slate-900">
            Category
            <span className="text-red-700" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <select
            id={fieldId('category')}
            name="category"
            value={values.category}
            onChange={(event) => {
              const next = { ...values, category: event.target.value };
              const shown = { ...touched, category: true };
              setTouched(shown);
              setValues(next);
              clearServerErrors(next);
              revalidate(next, shown);
            }}
            onBlur={() => onBlur('category')}
            aria-invalid={shown.category ? true : undefined}
            aria-describedby={`${fieldId('category')}-error`}
            aria-required
            className={inputClass}
          >
            <option value="">Select a category</option>
            {CATEGORIES.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </select>
          <ErrorText id={`${fieldId('category')}-error`} message={shown.category} />
        </div>
        <TextInput name="address" label="Business address" required autoComplete="street-address" maxLength={300} {...common} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput name="phone" label="Phone" required type="tel" autoComplete="tel" maxLength={40} {...common} />
          <TextInput name="email" label="Business email" required type="email" inputMode="email" autoComplete="email" maxLength={254} {...common} />
        </div>
        <TextInput name="website" label="Website" inputMode="url" autoComplete="url" maxLength={500} placeholder="https://www.example.com" {...common} />
        <div>
          <label htmlFor={descriptionId} className="block text-sm font-medium text-slate-900">
            Description <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <textarea
            id={descriptionId}
            name="description"
            rows={5}
            value={values.description}
            onChange={(event) => onText('description', event.target.value)}
            onBlur={() => onBlur('description')}
            aria-invalid={shown.description ? true : undefined}
            aria-describedby={`${descriptionId}-counter ${descriptionId}-error`}
            className={inputClass}
          />
          <div className="mt-1 flex items-start justify-between gap-3">
            <ErrorText id={`${descriptionId}-error`} message={shown.description} />
            <p
              id={`${descriptionId}-counter`}
              className={`ml-auto shrink-0 text-xs ${descriptionLength > LIMITS.description ? 'font-semibold text-red-700' : 'text-slate-600'}`}
              data-counter
            >
              {descriptionLength}/{LIMITS.description}
              <span className="sr-only"> characters</span>
            </p>
          </div>
        </div>
      </fieldset>

      <fieldset aria-describedby={`${tagsId}-hint ${tagsId}-error`}>
        <legend className="text-lg font-semibold text-slate-900">Service Tags</legend>
        <p id={`${tagsId}-hint`} className="mt-1 text-sm text-slate-700">
          Choose up to {LIMITS.serviceTags}.
        </p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {SERVICE_TAGS.map((tag) => {
            const id = `${tagsId}-${tag.value}`;
            return (
              <div key={tag.value} className="flex items-center gap-2">
                <input
                  id={id}
                  type="checkbox"
                  name="serviceTags"
                  value={tag.value}
                  checked={values.serviceTags.includes(tag.value)}
                  onChange={onTag}
                  className="size-4 accent-brand-700"
                />
                <label htmlFor={id} className="text-sm text-slate-900">
                  {tag.label}
                </label>
              </div>
            );
          })}
        </div>
        <ErrorText id={`${tagsId}-error`} message={shown.serviceTags} />
      </fieldset>

      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">
          Business Hours <span className="text-sm font-normal text-slate-600">(optional)</span>
        </legend>
        <p className="mt-1 text-sm text-slate-700" id="claim-hours-hint">
          For example 9:00 AM - 5:00 PM, or Closed. Leave a day empty if you prefer not to say.
        </p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {WEEKDAYS.map((day) => {
            const key = `businessHours.${day}`;
            const id = fieldId(key);
            return (
              <div key={day}>
                <label htmlFor={id} className="block text-sm font-medium text-slate-900">
                  {day}
                </label>
                <input
                  id={id}
                  name={key}
                  type="text"
                  maxLength={60}
                  value={values.businessHours[day]}
                  onChange={(event) => onHours(day, event.target.value)}
                  onBlur={() => onBlur(key)}
                  aria-invalid={shown[key] ? true : undefined}
                  aria-describedby={`claim-hours-hint ${id}-error`}
                  className={inputClass}
                />
                <ErrorText id={`${id}-error`} message={shown[key]} />
              </div>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Your Contact Information</legend>
        <TextInput name="claimerName" label="Your name" autoComplete="name" maxLength={100} {...common} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            name="claimerEmail"
            label="Your email"
            required
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            hint="We send the verification link here."
            {...common}
          />
          <TextInput name="claimerPhone" label="Your phone" type="tel" autoComplete="tel" maxLength={40} {...common} />
        </div>
      </fieldset>

      <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor="claim-website2">Leave this field empty</label>
        <input
          id="claim-website2"
          name="website2"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website2}
          onChange={(event) => setValues({ ...values, website2: event.target.value })}
        />
      </div>

      <div>
        <div className="flex items-start gap-2">
          <input
            id={fieldId('agreeToTerms')}
            name="agreeToTerms"
            type="checkbox"
            checked={values.agreeToTerms}
            onChange={(event) => {
              const next = { ...values, agreeToTerms: event.target.checked };
              const shown = { ...touched, agreeToTerms: true };
              setTouched(shown);
              setValues(next);
              clearServerErrors(next);
              revalidate(next, shown);
            }}
            aria-invalid={shown.agreeToTerms ? true : undefined}
            aria-describedby={`${fieldId('agreeToTerms')}-error`}
            aria-required
            className="mt-0.5 size-4 accent-brand-700"
          />
          <label htmlFor={fieldId('agreeToTerms')} className="text-sm text-slate-900">
            I confirm I own or manage this business and agree to the{' '}
            <a href="/terms" className="font-medium text-brand-700 underline" target="_blank" rel="noopener">
              Terms of Service<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <span className="text-red-700" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
        </div>
        <ErrorText id={`${fieldId('agreeToTerms')}-error`} message={shown.agreeToTerms} />
      </div>

      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!hydrated || sending} data-claim-submit>
        {sending ? 'Submitting...' : 'Submit Claim'}
      </button>
    </form>
  );
}

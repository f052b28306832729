/**
 * Claim a listed business (issue 12): find it by name as you type, pick it, and send the
 * claim (POST /api/business-claims: the same verification e-mail, rate limit and admin
 * queue as every claim). A business that is already claimed says so instead of offering a
 * claim. `/claim-business?business={slug}` (the business page's "Claim this business")
 * opens with that business picked.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { cardLocation } from '../../domain/result-card';
import { categoryLabel } from '../../domain/catalog';
import type { Business, BusinessSearchResult } from '../../domain/types';
import { showToast } from '../../stores/toast';
import { CLAIM_TOASTS, readApiError } from './claim-form-state';
import {
  EXISTING_FIELD_ORDER,
  FIND_DEBOUNCE_MS,
  emptyExistingClaim,
  findStatus,
  findUrl,
  toFound,
  validateExistingClaim,
  type ExistingClaimValues,
  type FoundBusiness,
} from './claim-existing-state';

const inputClass = 'mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-700';
const noSubscription = () => () => {};

type TextKey = 'claimerName' | 'claimerEmail' | 'claimerPhone';

export default function ClaimExistingBusiness() {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [text, setText] = useState('');
  const [results, setResults] = useState<FoundBusiness[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<FoundBusiness | null>(null);
  const [values, setValues] = useState<ExistingClaimValues>(emptyExistingClaim);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [sending, setSending] = useState(false);
  const [sentFor, setSentFor] = useState<string | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);

  // '?business={slug}': open with that business picked.
  useEffect(() => {
    const slug = new URLSearchParams(window.location.search).get('business');
    if (!slug || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return;
    const controller = new AbortController();
    fetch(`/api/businesses/${slug}`, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<Business>) : null))
      .then((business) => {
        if (business) setSelected(toFound(business));
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);

  // Search as you type: after a short pause, the latest text only.
  useEffect(() => {
    const url = findUrl(text);
    if (!url) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } });
        if (!response.ok) throw new Error(String(response.status));
        const data = (await response.json()) as BusinessSearchResult;
        setResults(data.businesses.map(toFound));
        setFailed(false);
      } catch {
        if (controller.signal.aborted) return;
        setResults([]);
        setFailed(true);
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    }, FIND_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  function onType(next: string) {
    setText(next);
    const searching = findUrl(next) !== undefined;
    setLoading(searching);
    if (!searching) {
      setResults([]);
      setFailed(false);
    }
  }

  function pick(business: FoundBusiness) {
    setSelected(business);
    setSentFor(null);
    setErrors({});
    queueMicrotask(() => formHeading.current?.focus());
  }

  function onField(key: TextKey, value: string) {
    const next = { ...values, [key]: value };
    setValues(next);
    if (errors[key]) {
      const check = validateExistingClaim(selected?.id ?? 0, next);
      setErrors({ ...errors, [key]: check.ok ? undefined : check.errors[key] });
    }
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!selected || sending) return;
    const result = validateExistingClaim(selected.id, values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = EXISTING_FIELD_ORDER.find((key) => result.errors[key]);
      if (first) document.getElementById(`existing-${first}`)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const response = await fetch('/api/business-claims', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(result.body),
      });
      if (!response.ok) {
        const error = await readApiError(response);
        if (response.status === 400 && error.fields) {
          const fieldErrors: Partial<Record<string, string>> = {};
          for (const [key, message] of Object.entries(error.fields)) if (typeof message === 'string') fieldErrors[key] = message;
          setErrors(fieldErrors);
        }
        if (response.status === 409) setSelected({ ...selected, isClaimed: true });
        showToast({ title: CLAIM_TOASTS.failure, description: error.message, variant: 'destructive' });
        return;
      }
      setValues(emptyExistingClaim());
      setSentFor(selected.businessName);
      showToast({ ...CLAIM_TOASTS.success });
    } catch {
      showToast({ title: CLAIM_TOASTS.failure, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  const status = findStatus({ text, loading, failed, count: results.length });
  const field = (key: TextKey, label: string, extra: { type?: string; required?: boolean; autoComplete: string; maxLength: number; hint?: string }) => {
    const id = `existing-${key}`;
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-900">
          {label}
          {extra.required ? (
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
          name={key}
          type={extra.type ?? 'text'}
          value={values[key]}
          onChange={(event) => onField(key, event.target.value)}
          autoComplete={extra.autoComplete}
          maxLength={extra.maxLength}
          aria-required={extra.required || undefined}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={`${id}-error${extra.hint ? ` ${id}-hint` : ''}`}
          className={inputClass}
        />
        {extra.hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            {extra.hint}
          </p>
        )}
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {errors[key]}
        </p>
      </div>
    );
  };

  return (
    <div className="space-y-6" data-claim-existing>
      <div>
        <label htmlFor="find-business" className="block text-sm font-medium text-slate-900">
          Find your business by name
        </label>
        <input
          id="find-business"
          type="search"
          value={text}
          onChange={(event) => onType(event.target.value)}
          autoComplete="off"
          maxLength={200}
          placeholder="Start typing your business name"
          aria-describedby="find-business-status"
          aria-controls="find-business-results"
          className={inputClass}
          disabled={!hydrated}
        />
        <p id="find-business-status" className="mt-2 text-sm text-slate-700" role="status" aria-live="polite" data-find-status>
          {status}
        </p>
        <ul
          id="find-business-results"
          className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200"
          hidden={results.length === 0}
          aria-label="Matching businesses"
        >
          {results.map((business) => (
            <li key={business.id} className="flex flex-wrap items-center justify-between gap-3 p-3" data-find-result={business.slug}>
              <div>
                <p className="font-medium text-slate-900">{business.businessName}</p>
                <p className="text-sm text-slate-600">{[categoryLabel(business.category), cardLocation(business)].filter(Boolean).join(' · ')}</p>
              </div>
              {business.isClaimed ? (
                <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-800" data-claimed>
                  Already claimed
                </span>
              ) : (
                <button type="button" className="btn-secondary" onClick={() => pick(business)} aria-pressed={selected?.id === business.id}>
                  Claim<span className="sr-only"> {business.businessName}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>

      {selected && (
        <section
          className="rounded-md border border-brand-100 bg-brand-50/40 p-4 sm:p-5"
          aria-labelledby="existing-claim-heading"
          data-claim-selected={selected.slug}
        >
          <h3 id="existing-claim-heading" ref={formHeading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
            Claim {selected.businessName}
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            {cardLocation(selected)}{' '}
            <a className="font-medium text-brand-700 underline" href={`/charlotte/listing/${selected.slug}`}>
              View the listing
            </a>
          </p>
          {selected.isClaimed ? (
            <p className="mt-3 text-sm text-slate-800" data-already-claimed>
              This business has already been claimed by its owner. If that is not you, contact us using the details on this page.
            </p>
          ) : sentFor === selected.businessName ? (
            <p className="mt-3 text-sm font-medium text-green-900" role="status" data-claim-sent>
              Claim sent. Open the link in the verification e-mail to confirm it; our staff then review it.
            </p>
          ) : (
            <form
              noValidate
              onSubmit={onSubmit}
              aria-label={`Claim ${selected.businessName}`}
              aria-busy={sending}
              className="mt-4 space-y-4"
              data-existing-claim-form
            >
              {field('claimerName', 'Your name', { autoComplete: 'name', maxLength: 100 })}
              <div className="grid gap-4 sm:grid-cols-2">
                {field('claimerEmail', 'Your email', {
                  type: 'email',
                  required: true,
                  autoComplete: 'email',
                  maxLength: 254,
                  hint: 'We send the verification link here.',
                })}
                {field('claimerPhone', 'Your phone', { type: 'tel', autoComplete: 'tel', maxLength: 40 })}
              </div>
              <div>
                <div className="flex items-start gap-2">
                  <input
                    id="existing-agreeToTerms"
                    type="checkbox"
                    checked={values.agreeToTerms}
                    onChange={(event) => {
                      setValues({ ...values, agreeToTerms: event.target.checked });
                      if (event.target.checked) setErrors({ ...errors, agreeToTerms: undefined });
                    }}
                    aria-required
                    aria-invalid={errors.agreeToTerms ? true : undefined}
                    aria-describedby="existing-agreeToTerms-error"
                    className="mt-0.5 size-4 accent-brand-700"
                  />
                  <label htmlFor="existing-agreeToTerms" className="text-sm text-slate-900">
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
                <p id="existing-agreeToTerms-error" className="mt-1 text-sm font-medium text-red-700">
                  {errors.agreeToTerms}
                </p>
              </div>
              <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!hydrated || sending} data-existing-claim-submit>
                {sending ? 'Sending...' : 'Claim This Business'}
              </button>
            </form>
          )}
        </section>
      )}
    </div>
  );
}

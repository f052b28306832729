/**
 * Claim a listed business: find it by name as you type, pick it, and send the
 * claim (POST /api/business-claims: the same verification e-mail, rate limit and admin
 * queue as every claim). A business that is already claimed says so instead of offering a
 * claim. `/claim-business?business={slug}` (the business page's "Claim this business")
 * opens with that business picked.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cardLocation } from '../../domain/result-card';
import { categoryLabel } from '../../domain/catalog';
import type { Business, BusinessSearchResult } from '../../domain/types';
import { showToast } from '../../stores/toast';
import { apiJson, apiResult } from '../kit/api';
import { CheckboxField, KitFormProvider, TextField } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { CLAIM_TOASTS } from './claim-form-state';
import {
  ExistingClaimFormSchema,
  FIND_DEBOUNCE_MS,
  emptyExistingClaim,
  existingClaimBody,
  findStatus,
  findUrl,
  toFound,
  type FoundBusiness,
} from './claim-existing-state';
import { TERMS_LABEL } from './TermsLabel';
import { isSlug } from '../../domain/slug';

const inputClass = 'mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-700';
const noSubscription = () => () => {};

/** The claim form of one listed business (keyed by it: a new pick starts empty). */
function ExistingClaimForm({
  business,
  hydrated,
  onSent,
  onClaimed,
}: {
  business: FoundBusiness;
  hydrated: boolean;
  onSent: (emailSent: boolean) => void;
  onClaimed: () => void;
}) {
  const form = useZodForm(ExistingClaimFormSchema, { defaultValues: emptyExistingClaim(business.id) });
  const sending = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    const result = await apiResult<{ emailSent?: boolean }>('/api/business-claims', { method: 'POST', json: existingClaimBody(values) });
    if (showServerErrors(form, result)) {
      if (result.error.status === 409) onClaimed();
      showToast({ title: CLAIM_TOASTS.failure, description: result.error.serverMessage, variant: 'destructive' });
      return;
    }
    const sent = result.data?.emailSent !== false;
    form.reset(emptyExistingClaim(business.id));
    onSent(sent);
    showToast({ ...(sent ? CLAIM_TOASTS.success : CLAIM_TOASTS.noEmail) });
  });
  return (
    <KitFormProvider form={form} idPrefix="existing">
      <form noValidate onSubmit={submit} aria-label={`Claim ${business.businessName}`} aria-busy={sending} className="mt-4 space-y-4" data-existing-claim-form>
        <TextField name="claimerName" label="Your name" markOptional autoComplete="name" maxLength={100} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="claimerEmail"
            label="Your email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            hint="We send the verification link here."
          />
          <TextField name="claimerPhone" label="Your phone" markOptional type="tel" autoComplete="tel" maxLength={40} />
        </div>
        <CheckboxField name="agreeToTerms" label={TERMS_LABEL} />
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!hydrated || sending} data-existing-claim-submit>
          {sending ? 'Sending...' : 'Claim This Business'}
        </button>
      </form>
    </KitFormProvider>
  );
}

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
  const [sentFor, setSentFor] = useState<string | null>(null);
  const [emailSent, setEmailSent] = useState(true);
  const formHeading = useRef<HTMLHeadingElement>(null);

  // '?business={slug}': open with that business picked.
  useEffect(() => {
    const slug = new URLSearchParams(window.location.search).get('business');
    if (!slug || !isSlug(slug)) return;
    const controller = new AbortController();
    // An unknown or unpublished slug leaves the search open, as without the parameter.
    apiJson<Business>(`/api/businesses/${slug}`, { signal: controller.signal })
      .then((business) => setSelected(toFound(business)))
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
        const data = await apiJson<BusinessSearchResult>(url, { signal: controller.signal });
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
    queueMicrotask(() => formHeading.current?.focus());
  }

  const status = findStatus({ text, loading, failed, count: results.length });
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
              {emailSent ? 'Claim sent. Open the link in the verification e-mail to confirm it; our staff then review it.' : CLAIM_TOASTS.noEmail.description}
            </p>
          ) : (
            <ExistingClaimForm
              key={selected.id}
              business={selected}
              hydrated={hydrated}
              onSent={(sent) => {
                setEmailSent(sent);
                setSentFor(selected.businessName);
              }}
              onClaimed={() => setSelected({ ...selected, isClaimed: true })}
            />
          )}
        </section>
      )}
    </div>
  );
}

/**
 * Claim a listed business: find it by name as you type, pick it, and send the
 * claim (POST /api/business-claims: the same verification e-mail, rate limit and admin
 * queue as every claim). A business that is already claimed says so instead of offering a
 * claim. `/claim-business?business={slug}` (the business page's "Claim this business")
 * opens with that business picked.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cardLocation } from '../../domain/result-card';
import type { Business, BusinessSearchResult } from '../../domain/types';
import { showToast } from '../../stores/toast';
import { apiJson, apiResult } from '../kit/api';
import { CheckboxField, KitFormProvider, KitWordsProvider, TextField } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { translateMessage } from '../../i18n/translate-message';
import type { ClaimWords } from '../../i18n/claim-words';
import { claimToasts } from './claim-form-state';
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
import { termsLabel } from './TermsLabel';
import { isSlug } from '../../domain/slug';

const inputClass = 'mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-700';
const noSubscription = () => () => {};

/** The claim form of one listed business (keyed by it: a new pick starts empty). */
function ExistingClaimForm({
  words,
  business,
  hydrated,
  onSent,
  onClaimed,
}: {
  words: ClaimWords;
  business: FoundBusiness;
  hydrated: boolean;
  onSent: (emailSent: boolean) => void;
  onClaimed: () => void;
}) {
  const form = useZodForm(ExistingClaimFormSchema, { defaultValues: emptyExistingClaim(business.id) });
  const t = words.form;
  const tr = (text: string) => translateMessage(words.messages, text);
  const toasts = claimToasts(words.toasts);
  const sending = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    const result = await apiResult<{ emailSent?: boolean }>('/api/business-claims', { method: 'POST', json: existingClaimBody(values, words.locale) });
    if (showServerErrors(form, result)) {
      if (result.error.status === 409) onClaimed();
      showToast({ title: toasts.failure, description: result.error.serverMessage && tr(result.error.serverMessage), variant: 'destructive' });
      return;
    }
    const sent = result.data?.emailSent !== false;
    form.reset(emptyExistingClaim(business.id));
    onSent(sent);
    showToast({ ...(sent ? toasts.success : toasts.noEmail) });
  });
  return (
    <KitWordsProvider value={{ optional: t.optional, message: tr }}>
      <KitFormProvider form={form} idPrefix="existing">
        <form
          noValidate
          onSubmit={submit}
          aria-label={words.find.claimName.replace('{name}', business.businessName)}
          aria-busy={sending}
          className="mt-4 space-y-4"
          data-existing-claim-form
        >
          <TextField name="claimerName" label={t.yourName} markOptional autoComplete="name" maxLength={100} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="claimerEmail" label={t.yourEmail} type="email" required autoComplete="email" maxLength={254} hint={t.emailHint} />
            <TextField name="claimerPhone" label={t.yourPhone} markOptional type="tel" autoComplete="tel" maxLength={40} />
          </div>
          <CheckboxField name="agreeToTerms" label={termsLabel(words)} />
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!hydrated || sending} data-existing-claim-submit>
            {sending ? t.sending : t.claimThis}
          </button>
        </form>
      </KitFormProvider>
    </KitWordsProvider>
  );
}

/** `words`: the page's words (src/i18n/claim-words.ts). */
export default function ClaimExistingBusiness({ words }: { words: ClaimWords }) {
  const t = words.find;
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

  const status = findStatus({ text, loading, failed, count: results.length }, t);
  return (
    <div className="space-y-6" data-claim-existing>
      <div>
        <label htmlFor="find-business" className="block text-sm font-medium text-slate-900">
          {t.label}
        </label>
        <input
          id="find-business"
          type="search"
          value={text}
          onChange={(event) => onType(event.target.value)}
          autoComplete="off"
          maxLength={200}
          placeholder={t.placeholder}
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
          aria-label={t.results}
        >
          {results.map((business) => (
            <li key={business.id} className="flex flex-wrap items-center justify-between gap-3 p-3" data-find-result={business.slug}>
              <div>
                <p className="font-medium text-slate-900" translate="no">
                  {business.businessName}
                </p>
                <p className="text-sm text-slate-600">{[words.categories[business.category], cardLocation(business)].filter(Boolean).join(' · ')}</p>
              </div>
              {business.isClaimed ? (
                <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-800" data-claimed>
                  {t.alreadyClaimed}
                </span>
              ) : (
                <button type="button" className="btn-secondary" onClick={() => pick(business)} aria-pressed={selected?.id === business.id}>
                  {t.claim}
                  <span className="sr-only"> {business.businessName}</span>
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
            {t.claimName.replace('{name}', selected.businessName)}
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            {cardLocation(selected)}{' '}
            <a className="font-medium text-brand-700 underline" href={`${words.paths.listing}${selected.slug}`}>
              {t.view}
            </a>
          </p>
          {selected.isClaimed ? (
            <p className="mt-3 text-sm text-slate-800" data-already-claimed>
              {t.claimedText}
            </p>
          ) : sentFor === selected.businessName ? (
            <p className="mt-3 text-sm font-medium text-green-900" role="status" data-claim-sent>
              {emailSent ? t.sent : words.toasts.noEmailText}
            </p>
          ) : (
            <ExistingClaimForm
              key={selected.id}
              words={words}
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

/**
 * The 'Write Review' toggle and the review form on the business page, a React island hydrated when it scrolls into view (decision 0002). It validates with
 * the API's own schema (ReviewFormSchema, through ./review-schema), loaded when the form is
 * about to be opened so that zod is not part of the page's JavaScript before that. The
 * spec's messages needed before the schema arrives come as props from the page, which takes
 * them from the same MESSAGES.
 *
 * - 'Write Review' toggles the panel (aria-expanded); the panel is closed by default. It is
 *   a link to the panel (`#review-form-panel`) acting as a button, so that a tap before the
 *   island has hydrated is not lost: the browser follows the link and the page's CSS shows the
 *   panel as the link's target (./review-form.css; the panel is shown by its `data-open`, not
 *   `hidden`, whose `!important` in Tailwind's base layer no page rule can outweigh). On hydrating, the island opens the panel when the address
 *   names it and takes over a star and text chosen before (React keeps what the page holds,
 *   not its own empty state). The form cannot be sent before: Submit is disabled until then.
 * - The star picker is five native radios ('1 star'..'5 stars') in a radiogroup, so arrow
 *   keys and screen readers work as for any radio group. Submit stays disabled until a star
 *   is chosen; until then 'Please select a rating' is shown.
 * - E-mail is checked on blur and on submit; the review text has a live 'n/300' counter and
 *   'Review must be 300 characters or less' once it is too long.
 * - Success: toast 'Review Submitted', the form resets and closes. Failure: toast 'Error'
 *   with the server's message (or the fallback); nothing typed is lost.
 * - Opened from the business's invitation link (`?invite=TOKEN`), the panel starts open
 *   with no star chosen, and the token goes along so the review is labelled "Invited by
 *   the business"; it is moderated like every other review.
 * - Each review carries a submission key, kept across retries until it is stored: a retry
 *   after a lost answer returns the review already stored instead of a duplicate.
 */
import { Fragment, useEffect, useRef, useState, useSyncExternalStore, type SubmitEvent, type ReactNode } from 'react';
import { LIMITS } from '../../domain/limits';
import { INVITATION_PARAM } from '../../domain/review-invitation';
import { newSubmissionKey } from '../../domain/submission-key';
import { showToast } from '../../stores/toast';
import type { Messages } from '../../i18n/en';
import type { Locale } from '../../i18n/locale';
import './review-form.css';

type Field = 'rating' | 'reviewerEmail' | 'reviewerName' | 'reviewText';
type TextField = Exclude<Field, 'rating'>;
type Errors = Partial<Record<Field, string>>;
type Schema = (typeof import('./review-schema'))['ReviewFormSchema'];

const FIELDS: Field[] = ['rating', 'reviewerEmail', 'reviewerName', 'reviewText'];
const STARS = [1, 2, 3, 4, 5] as const;
const EMPTY = { reviewerEmail: '', reviewerName: '', reviewText: '', homepage: '' };

let schemaLoad: Promise<Schema> | undefined;
/** The shared schema, imported once on demand. */
function loadSchema(): Promise<Schema> {
  schemaLoad ??= import('./review-schema').then((module) => module.ReviewFormSchema);
  schemaLoad.catch(() => (schemaLoad = undefined));
  return schemaLoad;
}
const preloadSchema = () => void loadSchema().catch(() => {});

/** The message and field errors of an API error body `{"error": {"message", "fields"}}`, if any. */
async function readError(response: Response): Promise<{ message?: string; fields?: Record<string, string> }> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown; fields?: unknown } };
    const message = typeof body?.error?.message === 'string' && body.error.message.trim() ? body.error.message : undefined;
    const fields = body?.error?.fields && typeof body.error.fields === 'object' ? (body.error.fields as Record<string, string>) : undefined;
    return { message, fields };
  } catch {
    return {};
  }
}

/** The invitation link's token (`?invite=`), read on the client only; the URL's query never changes while the page is open. */
const invitationFromUrl = () => new URLSearchParams(window.location.search).get(INVITATION_PARAM)?.slice(0, 200) ?? null;
const noSubscription = () => () => {};
/** The panel's id; `#review-form-panel` in the address opens it. */
const PANEL_ID = 'review-form-panel';
const panelInAddress = () => window.location.hash === `#${PANEL_ID}`;

interface Props {
  businessId: number;
  businessName: string;
  /** The form's words in the page's language (the catalog's `review` section). */
  t: Messages['review'];
  /** The validation's and the API's English messages in the page's language, by the English text (none on an English page). */
  errorText?: Readonly<Record<string, string>>;
  /** The page's language, stored with the review (absent: English). */
  locale?: Locale;
  /** The section heading, shown beside the toggle. */
  children?: ReactNode;
}

export default function ReviewForm({ businessId, businessName, t, errorText = {}, locale, children }: Props) {
  // `{name}` placeholders filled in place: the listing's template module would be a chunk of its own here.
  const starName = (n: number) => (n === 1 ? t.starOne : t.starMany.replace('{count}', String(n)));
  /** A message of the schema or the API as the page's reader reads it. */
  const say = (message: string | undefined) => (message && errorText[message]) || message;
  const invitationToken = useSyncExternalStore(noSubscription, invitationFromUrl, () => null);
  const linked = useSyncExternalStore(noSubscription, panelInAddress, () => false);
  // From hydration on, the panel shows when `open` says so, not because the address names it.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // Until the visitor toggles it, the panel is open exactly when the page came from an invitation link or the address names it.
  const [chosen, setOpen] = useState<boolean | null>(null);
  const open = chosen ?? (invitationToken !== null || linked);
  const [rating, setRating] = useState(0);
  const [hovered, setHovered] = useState(0);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const submissionKey = useRef<string | undefined>(undefined);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const starRefs = useRef<Array<HTMLInputElement | null>>([]);
  const fieldRefs = useRef<Partial<Record<TextField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  /** What to focus after the next render (the DOM it needs exists only then). */
  const focusTarget = useRef<Field | 'toggle' | 'submit' | undefined>(undefined);
  const setFocusTarget = (target: Field | 'toggle' | 'submit') => {
    focusTarget.current ??= target;
  };

  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = undefined;
    if (target === 'toggle') toggleRef.current?.focus();
    else if (target === 'submit') {
      // The disabled button lost focus while sending: give it back so keyboard users stay in the form.
      if (!document.activeElement || document.activeElement === document.body) submitRef.current?.focus();
    } else if (target === 'rating') starRefs.current[Math.max(rating, 1) - 1]?.focus();
    else fieldRefs.current[target]?.focus();
  });

  useEffect(() => {
    if (invitationToken || linked) preloadSchema();
  }, [invitationToken, linked]);

  const setError = (field: Field, message: string | undefined) =>
    setErrors((current) => (current[field] === message ? current : { ...current, [field]: message }));

  const setOpenAndFocus = (next: boolean) => {
    setOpen(next);
    // Closed: the address no longer names the panel, so a reload does not open it again.
    if (!next && window.location.hash === `#${PANEL_ID}`) history.replaceState(history.state, '', window.location.pathname + window.location.search);
    if (next) {
      preloadSchema();
      setFocusTarget('rating');
    }
  };

  /** Validates one field with its part of the shared schema; returns whether it is valid. */
  const checkField = async (field: TextField, value: string): Promise<boolean> => {
    let schema: Schema;
    try {
      schema = await loadSchema();
    } catch {
      return true; // the server validates too
    }
    const result = schema.shape[field].safeParse(value);
    setError(field, result.success ? undefined : say(result.error.issues[0]?.message));
    return result.success;
  };

  const change = (field: TextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'reviewText' && value.length > LIMITS.reviewText) setError('reviewText', t.errorText);
    else if (errors[field]) void checkField(field, value);
  };

  useEffect(() => {
    // A star and text chosen in the panel before hydrating (opened by the link): the page holds them, the state does not yet.
    const star = starRefs.current.findIndex((input) => input?.checked);
    if (star >= 0) setRating(star + 1);
    for (const [field, element] of Object.entries(fieldRefs.current)) if (element?.value) change(field as TextField, element.value);
    // Once, on hydrating.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Shows the given errors (clearing the others) and focuses the first; returns whether there was one. */
  const showErrors = (fields: Partial<Record<string, string>>): boolean => {
    const next: Errors = {};
    for (const field of FIELDS) if (fields[field]) next[field] = say(fields[field]);
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (first) setFocusTarget(first);
    return Boolean(first);
  };

  const reset = () => {
    setRating(0);
    setHovered(0);
    setValues(EMPTY);
    setErrors({});
  };

  const send = async () => {
    if (sending) return;
    const body = {
      rating: rating || undefined,
      reviewerEmail: values.reviewerEmail,
      reviewerName: values.reviewerName,
      reviewText: values.reviewText,
      homepage: values.homepage || undefined,
      invitation: invitationToken ?? undefined,
      locale,
    };
    setSending(true);
    let schema: Schema;
    try {
      schema = await loadSchema();
    } catch {
      setSending(false);
      showToast({ title: t.errorTitle, description: t.errorFallback, variant: 'destructive' });
      return;
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setSending(false);
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '')] ??= issue.message;
      showErrors(fields);
      return;
    }
    showErrors({});
    submissionKey.current ??= newSubmissionKey();
    try {
      const response = await fetch(`/api/businesses/${businessId}/reviews`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...parsed.data, submissionKey: submissionKey.current }),
      });
      if (!response.ok) {
        const error = await readError(response);
        if (error.fields) showErrors(error.fields);
        showToast({ title: t.errorTitle, description: say(error.message) ?? t.errorFallback, variant: 'destructive' });
        return;
      }
      submissionKey.current = undefined;
      reset();
      setOpenAndFocus(false);
      setFocusTarget('toggle');
      showToast({ title: t.successTitle, description: t.successDescription });
    } catch {
      showToast({ title: t.errorTitle, description: t.errorFallback, variant: 'destructive' });
    } finally {
      setSending(false);
      if (panelRef.current?.hasAttribute('data-open')) setFocusTarget('submit');
    }
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  const painted = hovered || rating;
  const ratingText = errors.rating ?? (rating === 0 ? t.errorRating : '');
  const over = values.reviewText.length > LIMITS.reviewText;
  const invalid = (field: Field) => (errors[field] ? true : undefined);
  const message = (field: TextField, id: string) => (
    <p id={id} className="field-message text-sm" data-error-for={field} data-error={errors[field] ? '' : undefined}>
      {errors[field] ?? ''}
    </p>
  );

  return (
    <div className="block" data-review-form>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {children}
        <a
          href={`#${PANEL_ID}`}
          role="button"
          ref={toggleRef}
          className="btn-primary"
          aria-expanded={open}
          aria-controls={PANEL_ID}
          data-review-toggle
          onClick={(event) => {
            event.preventDefault();
            setOpenAndFocus(!open);
          }}
          onKeyDown={(event) => {
            // A button also answers Space (a link only Enter).
            if (event.key !== ' ') return;
            event.preventDefault();
            setOpenAndFocus(!open);
          }}
          // Fetch the validation early when someone is about to open the form.
          onPointerEnter={preloadSchema}
          onFocus={preloadSchema}
          onTouchStart={preloadSchema}
        >
          <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
            <path d="M13.6 2.6a2 2 0 012.8 2.8l-8.9 8.9-3.8 1 1-3.8z"></path>
          </svg>
          {t.write}
        </a>
      </div>

      <div
        id={PANEL_ID}
        ref={panelRef}
        className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5"
        data-review-panel
        data-open={open ? '' : undefined}
        data-hydrated={hydrated ? '' : undefined}
      >
        <form noValidate aria-labelledby="review-form-title" aria-busy={sending} className="space-y-4" onSubmit={onSubmit}>
          <div>
            <h3 id="review-form-title" className="text-base font-semibold text-slate-900">
              {t.title.replace('{name}', businessName)}
            </h3>
            <p className="mt-1 text-sm text-slate-700">
              {t.requiredBefore} <span aria-hidden="true">*</span>
              <span className="sr-only">{t.required}</span> {t.requiredAfter}
            </p>
          </div>

          <div>
            <span id="review-rating-label" className="block text-sm font-medium text-slate-900">
              {t.rating}{' '}
              <span aria-hidden="true" className="text-red-700">
                *
              </span>
            </span>
            <div
              role="radiogroup"
              aria-labelledby="review-rating-label"
              aria-describedby="review-rating-message"
              aria-required="true"
              aria-invalid={invalid('rating')}
              className="mt-1 inline-flex gap-1"
              data-stars
              onPointerLeave={() => setHovered(0)}
            >
              {STARS.map((n) => (
                <Fragment key={n}>
                  <input
                    ref={(element) => {
                      starRefs.current[n - 1] = element;
                    }}
                    type="radio"
                    name="rating"
                    value={n}
                    id={`review-rating-${n}`}
                    className="star-radio sr-only"
                    required
                    checked={rating === n}
                    onChange={() => {
                      setRating(n);
                      setError('rating', undefined);
                    }}
                  />
                  <label
                    htmlFor={`review-rating-${n}`}
                    className="star-label"
                    title={starName(n)}
                    data-on={n <= painted ? '' : undefined}
                    onPointerEnter={() => setHovered(n)}
                  >
                    <svg viewBox="0 0 20 20" className="size-8" aria-hidden="true">
                      <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"></path>
                    </svg>
                    <span className="sr-only">{starName(n)}</span>
                  </label>
                </Fragment>
              ))}
            </div>
            <p
              id="review-rating-message"
              className="field-message mt-1 text-sm text-slate-700"
              data-error-for="rating"
              data-error={errors.rating ? '' : undefined}
            >
              {ratingText}
            </p>
          </div>

          <div>
            <label htmlFor="review-email" className="block text-sm font-medium text-slate-900">
              {t.email}{' '}
              <span aria-hidden="true" className="text-red-700">
                *
              </span>
            </label>
            <input
              ref={(element) => {
                fieldRefs.current.reviewerEmail = element;
              }}
              id="review-email"
              name="reviewerEmail"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              maxLength={254}
              aria-describedby="review-email-hint review-email-message"
              aria-invalid={invalid('reviewerEmail')}
              className="field-input mt-1"
              value={values.reviewerEmail}
              onChange={(event) => change('reviewerEmail', event.currentTarget.value)}
              onBlur={(event) => void checkField('reviewerEmail', event.currentTarget.value)}
            />
            <p id="review-email-hint" className="mt-1 text-xs text-slate-600">
              {t.emailHint}
            </p>
            {message('reviewerEmail', 'review-email-message')}
          </div>

          <div>
            <label htmlFor="review-name" className="block text-sm font-medium text-slate-900">
              {t.name}
            </label>
            <input
              ref={(element) => {
                fieldRefs.current.reviewerName = element;
              }}
              id="review-name"
              name="reviewerName"
              type="text"
              autoComplete="name"
              maxLength={LIMITS.reviewerName}
              aria-describedby="review-name-hint review-name-message"
              aria-invalid={invalid('reviewerName')}
              className="field-input mt-1"
              value={values.reviewerName}
              onChange={(event) => change('reviewerName', event.currentTarget.value)}
            />
            <p id="review-name-hint" className="mt-1 text-xs text-slate-600">
              {t.nameHint.replace('{max}', String(LIMITS.reviewerName))}
            </p>
            {message('reviewerName', 'review-name-message')}
          </div>

          <div>
            <label htmlFor="review-text" className="block text-sm font-medium text-slate-900">
              {t.text}
            </label>
            <textarea
              ref={(element) => {
                fieldRefs.current.reviewText = element;
              }}
              id="review-text"
              name="reviewText"
              rows={4}
              aria-describedby="review-text-counter review-text-message"
              aria-invalid={invalid('reviewText')}
              className="field-input mt-1 min-h-24"
              value={values.reviewText}
              onChange={(event) => change('reviewText', event.currentTarget.value)}
            />
            <div className="mt-1 flex items-start justify-between gap-3">
              {message('reviewText', 'review-text-message')}
              <p id="review-text-counter" className="counter ml-auto shrink-0 text-xs text-slate-600" data-review-counter data-over={over ? '' : undefined}>
                <span data-review-count>{values.reviewText.length}</span>/{LIMITS.reviewText}
                <span className="sr-only"> {t.characters}</span>
              </p>
            </div>
          </div>

          <div className="honeypot" aria-hidden="true">
            <label htmlFor="review-homepage">{t.honeypot}</label>
            <input
              id="review-homepage"
              name="homepage"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={values.homepage}
              onChange={(event) => setValues((current) => ({ ...current, homepage: event.currentTarget.value }))}
            />
          </div>

          <div className="flex flex-wrap gap-3">
            <button type="submit" ref={submitRef} className="btn-primary" disabled={sending || rating === 0} data-review-submit>
              <span data-label>{sending ? t.submitting : t.submit}</span>
            </button>
            <button
              type="button"
              className="btn-secondary"
              data-review-cancel
              onClick={() => {
                setOpenAndFocus(false);
                setFocusTarget('toggle');
              }}
            >
              {t.cancel}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

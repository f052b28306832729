/**
 * The review form on the business page (directory.md §2, §5, §8), as a vanilla custom
 * element: the page's JavaScript budget (40 KB gzipped) has no room for React DOM
 * (docs/decisions/0002). It validates with the same schema the API uses
 * (ReviewFormSchema), loaded when the form is first opened so that zod is not part of the
 * page's initial JavaScript, and shows toasts through the shared store. The spec's messages
 * that are needed before the schema arrives come from the server-rendered markup
 * (data-rating-message, data-text-message), which takes them from the same MESSAGES.
 *
 * Markup: src/islands/review/ReviewForm.astro. Behaviour:
 * - 'Write Review' toggles the panel (aria-expanded); the panel is closed by default.
 * - The star picker is five native radios ('1 star'..'5 stars') in a radiogroup, so arrow
 *   keys and screen readers work as for any radio group. Submit stays disabled until a
 *   star is chosen; until then 'Please select a rating' is shown.
 * - E-mail is checked on blur and on submit; the review text has a live 'n/300' counter and
 *   'Review must be 300 characters or less' once it is too long.
 * - Success: toast 'Review Submitted', the form resets and closes. Failure: toast 'Error'
 *   with the server's message (or the fallback); nothing typed is lost.
 * - Each review carries a submission key, kept across retries until it is stored: a retry
 *   after a lost answer returns the review already stored instead of a duplicate.
 */
import { LIMITS } from '../../domain/catalog';
import { newSubmissionKey } from '../../domain/submission-key';
import { showToast } from '../../stores/toast';

const REVIEW_TOASTS = {
  success: { title: 'Review Submitted', description: 'Thank you for your review! It will be published after verification.' },
  errorTitle: 'Error',
  errorFallback: 'Failed to submit review. Please try again.',
} as const;

type Field = 'rating' | 'reviewerEmail' | 'reviewerName' | 'reviewText';
type Schema = (typeof import('./review-schema'))['ReviewFormSchema'];

let schemaLoad: Promise<Schema> | undefined;
/** The shared schema, imported once on demand. */
function loadSchema(): Promise<Schema> {
  schemaLoad ??= import('./review-schema').then((module) => module.ReviewFormSchema);
  schemaLoad.catch(() => (schemaLoad = undefined));
  return schemaLoad;
}
const FIELDS: Field[] = ['rating', 'reviewerEmail', 'reviewerName', 'reviewText'];

/** The message of an API error body `{"error": {"message"}}`, if there is one. */
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

class ReviewFormElement extends HTMLElement {
  private toggle!: HTMLButtonElement;
  private panel!: HTMLElement;
  private form!: HTMLFormElement;
  private submit!: HTMLButtonElement;
  private radios: HTMLInputElement[] = [];
  private starLabels: HTMLLabelElement[] = [];
  private counter!: HTMLElement;
  private sending = false;
  private ready = false;
  /** One key per filled-in review, sent again on every retry until the review is stored. */
  private submissionKey: string | undefined;

  connectedCallback() {
    if (this.ready) return;
    this.ready = true;
    const q = <T extends Element>(selector: string) => this.querySelector<T>(selector) as T;
    this.toggle = q('[data-review-toggle]');
    this.panel = q('[data-review-panel]');
    this.form = q('form');
    this.submit = q('[data-review-submit]');
    this.counter = q('[data-review-count]');
    this.radios = Array.from(this.form.querySelectorAll<HTMLInputElement>('input[name="rating"]'));
    this.starLabels = this.radios.map((radio) => this.form.querySelector<HTMLLabelElement>(`label[for="${radio.id}"]`) as HTMLLabelElement);

    this.toggle.addEventListener('click', () => this.setOpen(this.toggle.getAttribute('aria-expanded') !== 'true'));
    // Fetch the validation early when someone is about to open the form.
    for (const type of ['pointerenter', 'focus', 'touchstart'] as const) {
      this.toggle.addEventListener(type, () => void loadSchema().catch(() => {}), { once: true, passive: true });
    }
    q<HTMLButtonElement>('[data-review-cancel]').addEventListener('click', () => {
      this.setOpen(false);
      this.toggle.focus();
    });

    const stars = q<HTMLElement>('[data-stars]');
    this.radios.forEach((radio, index) => {
      radio.addEventListener('change', () => this.onRatingChange());
      this.starLabels[index]?.addEventListener('pointerenter', () => this.paintStars(index + 1));
    });
    stars.addEventListener('pointerleave', () => this.paintStars(this.rating()));

    const email = this.input('reviewerEmail');
    email.addEventListener('blur', () => void this.checkField('reviewerEmail'));
    email.addEventListener('input', () => {
      if (email.getAttribute('aria-invalid') === 'true') void this.checkField('reviewerEmail');
    });
    const name = this.input('reviewerName');
    name.addEventListener('input', () => {
      if (name.getAttribute('aria-invalid') === 'true') void this.checkField('reviewerName');
    });
    this.input('reviewText').addEventListener('input', () => this.onTextInput());

    this.form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.send();
    });
    this.form.addEventListener('reset', () => {
      // After the browser has cleared the fields.
      queueMicrotask(() => {
        for (const field of FIELDS) this.setError(field, undefined);
        this.onRatingChange();
        this.onTextInput();
      });
    });
    this.onRatingChange();
    this.onTextInput();
  }

  private input(field: Field): HTMLInputElement {
    return this.form.elements.namedItem(field) as HTMLInputElement;
  }

  private rating(): number {
    return Number(this.radios.find((radio) => radio.checked)?.value ?? 0);
  }

  private setOpen(open: boolean) {
    this.panel.hidden = !open;
    this.toggle.setAttribute('aria-expanded', String(open));
    if (open) {
      void loadSchema().catch(() => {});
      (this.radios.find((radio) => radio.checked) ?? this.radios[0])?.focus();
    }
  }

  private paintStars(upTo: number) {
    this.starLabels.forEach((label, index) => label?.toggleAttribute('data-on', index < upTo));
  }

  private onRatingChange() {
    const rating = this.rating();
    this.paintStars(rating);
    this.submit.disabled = this.sending || rating === 0;
    if (rating === 0) this.setHint('rating', this.dataset.ratingMessage ?? '');
    else this.setError('rating', undefined);
  }

  private onTextInput() {
    const length = this.input('reviewText').value.length;
    this.counter.textContent = String(length);
    const over = length > LIMITS.reviewText;
    this.counter.parentElement?.toggleAttribute('data-over', over);
    if (over) this.setError('reviewText', this.dataset.textMessage ?? '');
    else if (this.input('reviewText').getAttribute('aria-invalid') === 'true') void this.checkField('reviewText');
  }

  /** Validates one field with its part of the shared schema; returns whether it is valid. */
  private async checkField(field: Exclude<Field, 'rating'>): Promise<boolean> {
    let schema: Schema;
    try {
      schema = await loadSchema();
    } catch {
      return true; // the server validates too
    }
    const result = schema.shape[field].safeParse(this.input(field).value);
    this.setError(field, result.success ? undefined : result.error.issues[0]?.message);
    return result.success;
  }

  private messageElement(field: Field): HTMLElement {
    return this.form.querySelector<HTMLElement>(`[data-error-for="${field}"]`) as HTMLElement;
  }

  /** Shows (or clears) a field's error: red text, aria-invalid on the control. */
  private setError(field: Field, message: string | undefined) {
    const element = this.messageElement(field);
    element.textContent = message ?? '';
    element.toggleAttribute('data-error', Boolean(message));
    const controls = field === 'rating' ? [this.form.querySelector<HTMLElement>('[data-stars]')] : [this.input(field)];
    for (const control of controls) {
      if (!control) continue;
      if (message) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
    }
  }

  /** The rating's instruction, shown as a hint (not an error) until a star is chosen. */
  private setHint(field: Field, message: string) {
    const element = this.messageElement(field);
    if (element.hasAttribute('data-error')) return;
    element.textContent = message;
  }

  private focusField(field: Field) {
    if (field === 'rating') (this.radios.find((radio) => radio.checked) ?? this.radios[0])?.focus();
    else this.input(field).focus();
  }

  private showErrors(fields: Partial<Record<string, string>>): boolean {
    let first: Field | undefined;
    for (const field of FIELDS) {
      const message = fields[field];
      this.setError(field, message);
      if (message && !first) first = field;
    }
    if (first) this.focusField(first);
    return Boolean(first);
  }

  private setSending(sending: boolean) {
    this.sending = sending;
    this.form.setAttribute('aria-busy', String(sending));
    this.submit.disabled = sending || this.rating() === 0;
    const label = this.submit.querySelector('[data-label]');
    if (label) label.textContent = sending ? 'Submitting...' : 'Submit Review';
  }

  private async send() {
    if (this.sending) return;
    const values = {
      rating: this.rating() || undefined,
      reviewerEmail: this.input('reviewerEmail').value,
      reviewerName: this.input('reviewerName').value,
      reviewText: this.input('reviewText').value,
      website: (this.form.elements.namedItem('website') as HTMLInputElement | null)?.value || undefined,
    };
    this.setSending(true);
    let schema: Schema;
    try {
      schema = await loadSchema();
    } catch {
      this.setSending(false);
      showToast({ title: REVIEW_TOASTS.errorTitle, description: REVIEW_TOASTS.errorFallback, variant: 'destructive' });
      return;
    }
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      this.setSending(false);
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        fields[key] ??= issue.message;
      }
      this.showErrors(fields);
      return;
    }
    this.showErrors({});
    this.submissionKey ??= newSubmissionKey();
    try {
      const response = await fetch(this.dataset.endpoint as string, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...parsed.data, submissionKey: this.submissionKey }),
      });
      if (!response.ok) {
        const error = await readError(response);
        if (error.fields) this.showErrors(error.fields);
        showToast({ title: REVIEW_TOASTS.errorTitle, description: error.message ?? REVIEW_TOASTS.errorFallback, variant: 'destructive' });
        return;
      }
      this.submissionKey = undefined;
      this.setSending(false);
      this.form.reset();
      this.setOpen(false);
      this.toggle.focus();
      showToast({ title: REVIEW_TOASTS.success.title, description: REVIEW_TOASTS.success.description });
    } catch {
      showToast({ title: REVIEW_TOASTS.errorTitle, description: REVIEW_TOASTS.errorFallback, variant: 'destructive' });
    } finally {
      this.setSending(false);
      // The disabled button lost focus while sending: give it back so keyboard users stay in the form.
      if (!this.panel.hidden && (!document.activeElement || document.activeElement === document.body)) this.submit.focus();
    }
  }
}

if (!customElements.get('review-form')) customElements.define('review-form', ReviewFormElement);

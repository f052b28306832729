/** Small building blocks of the admin dashboard. */
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { KitFormProvider, SelectField, TextareaField } from '../kit/fields';
import { useZodForm } from '../kit/forms';
import { pageCount } from './admin-client';

/** The admin forms' text input and text area. */
export const INPUT_CLASS = 'mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900';

export function Panel({ title, id, actions, busy, children }: { title: string; id: string; actions?: ReactNode; busy?: boolean; children: ReactNode }) {
  return (
    <section className="card p-5 sm:p-6" aria-labelledby={id} aria-busy={busy ? true : undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <p className="text-sm text-slate-700" role="status">
      {label}
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-md bg-slate-50 p-4 text-sm text-slate-700">{children}</p>;
}

export function ErrorText({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800" role="alert">
      {children}
    </p>
  );
}

export function Badge({ tone = 'slate', children }: { tone?: 'slate' | 'green' | 'amber' | 'red' | 'blue'; children: ReactNode }) {
  const tones = {
    slate: 'bg-slate-100 text-slate-800',
    green: 'bg-green-100 text-green-900',
    amber: 'bg-amber-100 text-amber-950',
    red: 'bg-red-100 text-red-900',
    blue: 'bg-blue-100 text-blue-900',
  };
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

/** Previous / Next paging with 'Page n of m'. */
export function Pager({ page, total, size, onPage, label }: { page: number; total: number; size: number; onPage: (page: number) => void; label: string }) {
  const pages = pageCount(total, size);
  if (total <= size) return null;
  return (
    <nav className="mt-4 flex items-center justify-between gap-3 text-sm" aria-label={`${label} pages`}>
      <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="text-slate-700">
        Page {page} of {pages} ({total} in all)
      </span>
      <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

type ReasonBody = { reason: string; message?: string | undefined; note?: string | undefined };
/**
 * The body of a Deny or Reject (ReviewRejectSchema, ChangeRejectSchema, ...): a reason from
 * its list, an optional internal note and, where the decision is sent to someone, an optional
 * message to them.
 */
type ReasonSchema = z.ZodType<ReasonBody, ReasonBody> & {
  shape: { reason: { options: readonly string[] }; message?: unknown };
};

/** The label of the note that never leaves the audit log. */
const INTERNAL_NOTE = { label: 'Internal note', hint: 'Kept in the audit log for staff only; never sent to anyone.' };

/**
 * Choose a reason from a fixed list (and add an optional internal note, and a message to the
 * owner where the schema has one), then confirm: on the kit's fields, checked with the API's
 * own schema. Used for Deny (claims) and Reject (reviews, businesses, owners' change requests).
 */
export function ReasonForm({
  schema,
  confirmLabel,
  legend,
  busy,
  onConfirm,
  onCancel,
  children,
}: {
  schema: ReasonSchema;
  confirmLabel: string;
  legend: string;
  busy?: boolean;
  /** `message`: to the owner (empty when the schema has none); `note`: internal. */
  onConfirm: (reason: string, note: string, message: string) => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const toOwner = 'message' in schema.shape;
  const form = useZodForm(schema, { defaultValues: { reason: '', note: '', ...(toOwner ? { message: '' } : {}) } });
  const submit = form.handleSubmit(({ reason, message, note }) => onConfirm(reason, note ?? '', message ?? ''));
  return (
    <KitFormProvider form={form}>
      <form className="mt-3 rounded-md border border-slate-300 bg-slate-50 p-4" onSubmit={submit} noValidate>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
          {children}
          <SelectField
            name="reason"
            label="Reason"
            className="mt-3"
            placeholder="Choose a reason..."
            options={schema.shape.reason.options.map((reason) => ({ value: reason, label: reason }))}
          />
          {toOwner && (
            <TextareaField
              name="message"
              label="Message to the owner"
              hint="E-mailed to the owner with the decision and shown on their dashboard."
              markOptional
              className="mt-3"
              rows={3}
            />
          )}
          <TextareaField name="note" label={INTERNAL_NOTE.label} hint={INTERNAL_NOTE.hint} markOptional className="mt-3" rows={2} />
        </fieldset>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={busy}>
            {confirmLabel}
          </button>
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        </div>
      </form>
    </KitFormProvider>
  );
}

/** '★★★★☆' for screen readers as '4 out of 5 stars'. */
export function Stars({ rating }: { rating: number }) {
  const whole = Math.max(0, Math.min(5, Math.floor(rating)));
  return (
    <span>
      <span aria-hidden="true" className="text-amber-700">
        {'★'.repeat(whole)}
        {'☆'.repeat(5 - whole)}
      </span>
      <span className="sr-only">{`${rating} out of 5 stars`}</span>
    </span>
  );
}

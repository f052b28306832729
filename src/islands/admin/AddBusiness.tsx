/**
 * Add New Business: the claim form's business fields (same rules, AdminBusinessSchema), a
 * neighborhood, and "publish now" (on by default: an admin's own entry needs no review).
 */
import { useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { ADMIN_TOASTS, AdminBusinessSchema, type AdminBusinessInput } from '../../domain/admin';
import { CATEGORIES, DEFAULT_ZIP_CODE, FILTER_NEIGHBORHOODS, LIMITS, SERVICE_TAGS } from '../../domain/catalog';
import { WEEKDAYS, type Weekday } from '../../domain/forms';
import { showToast } from '../../stores/toast';
import { HttpError, describeError } from './admin-client';
import { useAdmin } from './context';
import { Panel } from './ui';

interface Values {
  businessName: string;
  category: string;
  address: string;
  zipCode: string;
  phone: string;
  email: string;
  website: string;
  neighborhood: string;
  description: string;
  serviceTags: string[];
  businessHours: Record<Weekday, string>;
  publish: boolean;
}

const empty = (): Values => ({
  businessName: '',
  category: '',
  address: '',
  zipCode: DEFAULT_ZIP_CODE,
  phone: '',
  email: '',
  website: '',
  neighborhood: '',
  description: '',
  serviceTags: [],
  businessHours: Object.fromEntries(WEEKDAYS.map((d) => [d, ''])) as Record<Weekday, string>,
  publish: true,
});

function payload(values: Values): AdminBusinessInput {
  return {
    businessName: values.businessName,
    category: values.category as AdminBusinessInput['category'],
    address: values.address,
    zipCode: values.zipCode,
    phone: values.phone,
    email: values.email,
    ...(values.website.trim() ? { website: values.website } : {}),
    shortDescription: values.description.trim().slice(0, LIMITS.shortDescription),
    longDescription: values.description,
    businessHours: values.businessHours,
    serviceTags: values.serviceTags as AdminBusinessInput['serviceTags'],
    neighborhood: values.neighborhood,
    publish: values.publish,
  };
}

/** API / schema field names -> the form's. */
const FORM_FIELD: Record<string, string> = { longDescription: 'description', shortDescription: 'description' };
const ORDER = [
  'businessName',
  'category',
  'address',
  'zipCode',
  'phone',
  'email',
  'website',
  'neighborhood',
  'description',
  'serviceTags',
  ...WEEKDAYS.map((d) => `businessHours.${d}`),
];

const inputClass = 'mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-700';

export function AddBusiness() {
  const { request, refreshStats } = useAdmin();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ slug: string; name: string; status: string; approximate: boolean } | null>(null);

  const fieldId = (name: string) => `${id}-${name.replace('.', '-')}`;
  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: '' }));
  };

  const showErrors = (next: Record<string, string>) => {
    setErrors(next);
    const first = ORDER.find((name) => next[name]);
    if (first) form.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = payload(values);
    const checked = AdminBusinessSchema.safeParse(body);
    if (!checked.success) {
      const next: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] === 'businessHours' ? `businessHours.${String(issue.path[1])}` : (FORM_FIELD[String(issue.path[0])] ?? String(issue.path[0]));
        next[key] ??= issue.message;
      }
      showErrors(next);
      return;
    }
    setBusy(true);
    try {
      const response = await request('/api/admin/businesses', { method: 'POST', json: body });
      const result = (await response.json()) as { slug: string; status: string; locationApproximate?: boolean };
      showToast({ ...ADMIN_TOASTS.businessCreated });
      setCreated({ slug: result.slug, name: checked.data.businessName, status: result.status, approximate: result.locationApproximate === true });
      setValues(empty());
      setErrors({});
      refreshStats();
    } catch (failure) {
      const fields = failure instanceof HttpError ? (failure.body as { error?: { fields?: Record<string, string> } })?.error?.fields : undefined;
      if (fields) {
        showErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [FORM_FIELD[k] ?? k, v])));
      }
      showToast({ title: ADMIN_TOASTS.businessCreateFailed, description: describeError(failure), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: string, label: string, control: ReactNode, required = false, hint?: string) => (
    <div>
      <label htmlFor={fieldId(name)} className="block text-sm font-medium text-slate-900">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {control}
      {hint && (
        <p id={`${fieldId(name)}-hint`} className="mt-1 text-xs text-slate-700">
          {hint}
        </p>
      )}
      <p id={`${fieldId(name)}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[name]}
      </p>
    </div>
  );

  const text = (name: keyof Values & string, label: string, options: { required?: boolean; type?: string; maxLength?: number; autoComplete?: string } = {}) =>
    field(
      name,
      label,
      <input
        id={fieldId(name)}
        type={options.type ?? 'text'}
        className={inputClass}
        value={values[name] as string}
        maxLength={options.maxLength}
        autoComplete={options.autoComplete ?? 'off'}
        required={options.required}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${fieldId(name)}-error`}
        onChange={(event) => set(name, event.target.value as never)}
      />,
      options.required,
    );

  return (
    <Panel title="Add New Business" id="add-business-heading">
      {created && (
        <p className="mb-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900" role="status">
          {created.name} was added
          {created.status === 'published' ? (
            <>
              {' '}
              and published:{' '}
              <a className="font-semibold underline" href={`/charlotte/listing/${created.slug}`}>
                view its page
              </a>
              .
            </>
          ) : (
            ' and waits in Unpublished Businesses.'
          )}
          {created.approximate && (
            <>
              {' '}
              Its address was not located, so it sits at its neighborhood&apos;s centre as an approximate location:{' '}
              <a className="font-semibold underline" href="#locations">
                move its pin in Locations
              </a>
              .
            </>
          )}
        </p>
      )}
      <form ref={form} className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate aria-label="Add New Business">
        {text('businessName', 'Business name', { required: true, maxLength: LIMITS.businessName })}
        {field(
          'category',
          'Category',
          <select
            id={fieldId('category')}
            className={inputClass}
            value={values.category}
            required
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={`${fieldId('category')}-error`}
            onChange={(event) => set('category', event.target.value)}
          >
            <option value="">Select a category</option>
            {CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>,
          true,
        )}
        {text('address', 'Address', { required: true })}
        {text('zipCode', 'ZIP code', { maxLength: 5 })}
        {text('phone', 'Phone', { required: true, type: 'tel' })}
        {text('email', 'E-mail', { required: true, type: 'email' })}
        {text('website', 'Website', { type: 'url' })}
        {field(
          'neighborhood',
          'Neighborhood',
          <select
            id={fieldId('neighborhood')}
            className={inputClass}
            value={values.neighborhood}
            aria-describedby={`${fieldId('neighborhood')}-error`}
            onChange={(event) => set('neighborhood', event.target.value)}
          >
            <option value="">None</option>
            {FILTER_NEIGHBORHOODS.map((n) => (
              <option key={n.value} value={n.value}>
                {n.label}
              </option>
            ))}
          </select>,
        )}
        <div className="sm:col-span-2">
          {field(
            'description',
            'Description',
            <textarea
              id={fieldId('description')}
              className={inputClass}
              rows={4}
              value={values.description}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={`${fieldId('description')}-hint ${fieldId('description')}-error`}
              onChange={(event) => set('description', event.target.value)}
            />,
            false,
            `${values.description.length}/${LIMITS.description} characters. The first ${LIMITS.shortDescription} are the short description.`,
          )}
        </div>
        <fieldset className="sm:col-span-2" aria-describedby={`${fieldId('serviceTags')}-error`}>
          <legend className="text-sm font-medium text-slate-900">Service tags</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {SERVICE_TAGS.map((tag) => (
              <label key={tag.value} className="flex items-center gap-2 text-sm text-slate-900">
                <input
                  type="checkbox"
                  checked={values.serviceTags.includes(tag.value)}
                  onChange={(event) =>
                    set('serviceTags', event.target.checked ? [...values.serviceTags, tag.value] : values.serviceTags.filter((t) => t !== tag.value))
                  }
                />
                {tag.label}
              </label>
            ))}
          </div>
          <p id={`${fieldId('serviceTags')}-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.serviceTags}
          </p>
        </fieldset>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-900">Business hours (optional, e.g. 8:00 AM - 6:00 PM or Closed)</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {WEEKDAYS.map((day) => (
              <div key={day}>
                <label htmlFor={fieldId(`businessHours.${day}`)} className="block text-sm text-slate-900">
                  {day}
                </label>
                <input
                  id={fieldId(`businessHours.${day}`)}
                  className={inputClass}
                  value={values.businessHours[day]}
                  aria-invalid={errors[`businessHours.${day}`] ? true : undefined}
                  aria-describedby={`${fieldId(`businessHours.${day}`)}-error`}
                  onChange={(event) => set('businessHours', { ...values.businessHours, [day]: event.target.value })}
                />
                <p id={`${fieldId(`businessHours.${day}`)}-error`} className="mt-1 text-sm font-medium text-red-700">
                  {errors[`businessHours.${day}`]}
                </p>
              </div>
            ))}
          </div>
        </fieldset>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-900 sm:col-span-2">
          <input type="checkbox" checked={values.publish} onChange={(event) => set('publish', event.target.checked)} />
          Publish now (listed and searchable at once)
        </label>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Saving...' : 'Add business'}
          </button>
        </div>
      </form>
    </Panel>
  );
}

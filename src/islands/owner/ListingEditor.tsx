/**
 * Edit listing: descriptions, phone, e-mail, website, weekly hours, service tags and
 * "Services offered" go live when saved; name, category and address are sent to staff as a
 * change request. Validated with the API's own schema before sending.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { CATEGORIES, LIMITS, SERVICE_TAGS, WEEKDAYS } from '../../domain/catalog';
import { parseWeeklyHours } from '../../domain/hours';
import { OwnerListingPatchSchema, type EditorWeek, type OwnerListing } from '../../domain/owner';
import { HoursEditor } from './HoursEditor';
import { describeError, fieldMessages, ownerApi } from './owner-client';

const inputClass = 'mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900';

/** Stored hours text as the editor's week (a close past midnight is shown as the next day's clock time). */
function editorWeek(hours: OwnerListing['businessHours']): EditorWeek {
  const parsed = parseWeeklyHours(hours ?? {});
  const week: EditorWeek = {};
  for (const day of WEEKDAYS) {
    const value = parsed[day];
    if (!value) continue;
    week[day] =
      value.kind === 'ranges'
        ? { kind: 'ranges', ranges: value.ranges.map((r) => ({ open: r.open, close: r.close > 1440 ? r.close - 1440 : r.close })) }
        : value;
  }
  return week;
}

interface Props {
  listing: OwnerListing;
  token: string;
  onSaved: (listing: OwnerListing) => void;
}

export function ListingEditor({ listing, token, onSaved }: Props) {
  const id = useId();
  const [form, setForm] = useState({
    shortDescription: listing.shortDescription ?? '',
    longDescription: listing.longDescription ?? '',
    phone: listing.phone,
    email: listing.email ?? '',
    website: listing.website ?? '',
    serviceTags: listing.serviceTags,
    services: listing.servicesOffered.join('\n'),
    businessName: listing.businessName,
    category: listing.category,
    address: listing.address,
  });
  const [week, setWeek] = useState<EditorWeek>(() => editorWeek(listing.businessHours));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = {
      shortDescription: form.shortDescription,
      longDescription: form.longDescription,
      phone: form.phone,
      email: form.email,
      website: form.website,
      hours: week,
      serviceTags: form.serviceTags,
      servicesOffered: form.services
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
      businessName: form.businessName,
      category: form.category,
      address: form.address,
    };
    const checked = OwnerListingPatchSchema.safeParse(body);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[issue.path.join('.')] ??= issue.message;
      setErrors(fields);
      setStatus({ text: 'Please correct the fields marked below.', tone: 'error' });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const result = await ownerApi<{ listing: OwnerListing; requested: boolean }>(`/api/owner/businesses/${listing.id}`, {
        method: 'PATCH',
        json: body,
        token,
      });
      onSaved(result.listing);
      setStatus({
        text: result.requested
          ? 'Saved. Your name, category or address change is waiting for staff approval.'
          : 'Saved. Your changes are live on your listing.',
        tone: 'ok',
      });
    } catch (error) {
      setErrors(fieldMessages(error));
      setStatus({ text: describeError(error), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof typeof form, label: string, options: { type?: string; multiline?: boolean; max?: number; autoComplete?: string } = {}) => {
    const error = errors[key];
    const common = {
      id: `${id}-${key}`,
      className: inputClass,
      value: form[key] as string,
      onChange: set(key),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${key}-error` : undefined,
      maxLength: options.max,
    };
    return (
      <div>
        <label htmlFor={`${id}-${key}`} className="block text-sm font-medium text-slate-900">
          {label}
        </label>
        {options.multiline ? <textarea rows={4} {...common} /> : <input type={options.type ?? 'text'} autoComplete={options.autoComplete} {...common} />}
        {error && (
          <p id={`${id}-${key}-error`} className="mt-1 text-sm text-red-800">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="space-y-5" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        Edit listing
      </h3>
      {field('shortDescription', 'Short description', { max: LIMITS.shortDescription })}
      {field('longDescription', 'Description', { multiline: true, max: LIMITS.description })}
      <div className="grid gap-4 sm:grid-cols-3">
        {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
        {field('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
        {field('website', 'Website', { type: 'url', autoComplete: 'url' })}
      </div>
      <HoursEditor week={week} errors={errors} onChange={setWeek} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Service tags</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {SERVICE_TAGS.map((tag) => (
            <label key={tag.value} className="flex items-center gap-2 text-sm text-slate-900">
              <input
                type="checkbox"
                checked={form.serviceTags.includes(tag.value)}
                onChange={(event) =>
                  setForm({ ...form, serviceTags: event.target.checked ? [...form.serviceTags, tag.value] : form.serviceTags.filter((t) => t !== tag.value) })
                }
              />
              {tag.label}
            </label>
          ))}
        </div>
        {errors.serviceTags && <p className="mt-1 text-sm text-red-800">{errors.serviceTags}</p>}
      </fieldset>
      {field('services', 'Services offered (one per line)', { multiline: true })}
      <fieldset className="rounded-md border border-slate-300 p-4">
        <legend className="px-1 text-sm font-medium text-slate-900">Name, category and address (staff approve changes)</legend>
        <div className="space-y-4">
          {field('businessName', 'Business name')}
          <div>
            <label htmlFor={`${id}-category`} className="block text-sm font-medium text-slate-900">
              Category
            </label>
            <select id={`${id}-category`} className={inputClass} value={form.category} onChange={set('category')}>
              {CATEGORIES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          {field('address', 'Address', { autoComplete: 'street-address' })}
        </div>
      </fieldset>
      {status && (
        <p
          className={`rounded-md p-3 text-sm font-medium ${status.tone === 'error' ? 'border border-red-300 bg-red-50 text-red-800' : 'border border-green-300 bg-green-50 text-green-900'}`}
          role={status.tone === 'error' ? 'alert' : 'status'}
        >
          {status.text}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Saving...' : 'Save changes'}
      </button>
    </form>
  );
}

/**
 * Edit listing: descriptions, phone, e-mail, website, weekly hours, service tags, the languages
 * the staff speak and
 * "Services offered" go live when saved; name, category and address are sent to staff as a
 * change request. On the island kit with the API's own schema (OwnerListingPatchSchema).
 */
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { WEEKDAYS } from '../../domain/catalog';
import { parseWeeklyHours } from '../../domain/hours';
import { OwnerListingPatchSchema, listingChanges, type EditorWeek, type OwnerListing } from '../../domain/owner';
import { apiResult } from '../kit/api';
import { BusinessFields } from '../kit/BusinessFields';
import { ErrorSummary, FieldShell, INPUT_CLASS, KitFormProvider, errorOf, flatErrors } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { HoursEditor } from '../kit/HoursEditor';
import { useOwnerText } from './words';

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

const lines = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

interface Props {
  listing: OwnerListing;
  onSaved: (listing: OwnerListing) => void;
}

export function ListingEditor({ listing, onSaved }: Props) {
  const form = useZodForm(OwnerListingPatchSchema, {
    defaultValues: {
      shortDescription: listing.shortDescription ?? '',
      longDescription: listing.longDescription ?? '',
      phone: listing.phone,
      email: listing.email ?? '',
      website: listing.website ?? '',
      hours: editorWeek(listing.businessHours),
      serviceTags: listing.serviceTags,
      languages: listing.languages ?? [],
      servicesOffered: listing.servicesOffered,
      businessName: listing.businessName,
      category: listing.category,
      address: listing.address,
    } as never,
  });
  const [servicesText, setServicesText] = useState(listing.servicesOffered.join('\n'));
  const [saved, setSaved] = useState('');
  const { w, msg } = useOwnerText();
  const t = w.editor;
  const f = w.fields;

  const submit = form.handleSubmit(async (body) => {
    setSaved('');
    // Only what differs from the listing as it is: untouched fields are neither sent nor audited as changed.
    const changes = listingChanges(body, listing);
    if (Object.keys(changes).length === 0) {
      setSaved(t.nothing);
      return;
    }
    const result = await apiResult<{ listing: OwnerListing; requested: boolean; changed: string[] }>(`/api/owner/businesses/${listing.id}`, {
      method: 'PATCH',
      json: changes,
      auth: 'owner',
    });
    if (showServerErrors(form, result) || !result.ok) return;
    onSaved(result.data.listing);
    const { requested, changed } = result.data;
    setSaved(requested ? `${t.savedRequested}${changed.length ? t.savedOthersLive : ''}` : t.saved);
  });
  const busy = form.formState.isSubmitting;
  const hourErrors = Object.fromEntries(
    flatErrors(form.formState.errors)
      .filter(([path]) => path.startsWith('hours.'))
      .map(([path, message]) => [path, msg(message)]),
  );
  const labels = {
    businessName: f.businessName,
    category: f.category,
    address: f.address,
    phone: f.phone,
    email: f.email,
    website: f.website,
    shortDescription: f.shortDescription,
    longDescription: f.longDescription,
    serviceTags: f.serviceTags,
    languages: f.languages,
  };
  const options = {
    category: Object.entries(w.categories).map(([value, label]) => ({ value, label })),
    serviceTags: Object.entries(f.tags).map(([value, label]) => ({ value, label })),
    languages: Object.entries(w.languages).map(([value, label]) => ({ value, label })),
  };
  const common = { labels, options, categoryPlaceholder: f.categoryPlaceholder };
  // Suggested times in another language through Intl ('6:00 p.m.'); English keeps the editor's own ('6:00 PM').
  const clockFormat = w.intl === 'en-US' ? null : new Intl.DateTimeFormat(w.intl, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const clock = clockFormat ? (minutes: number) => clockFormat.format(Date.UTC(2026, 0, 1, 0, minutes)) : undefined;

  return (
    <KitFormProvider form={form}>
      <form className="space-y-5" onSubmit={submit} noValidate aria-labelledby="owner-edit-title">
        <h3 id="owner-edit-title" className="text-xl font-semibold text-slate-900">
          {t.heading}
        </h3>
        <BusinessFields {...common} show={['shortDescription', 'longDescription']} />
        <div className="grid gap-4 sm:grid-cols-3">
          <BusinessFields {...common} show={['phone', 'email', 'website']} required={['phone']} />
        </div>
        <Controller
          name="hours"
          control={form.control}
          render={({ field }) => (
            <HoursEditor week={(field.value ?? {}) as EditorWeek} errors={hourErrors} onChange={field.onChange} words={w.hours} clock={clock} />
          )}
        />
        <BusinessFields {...common} show={['serviceTags', 'languages']} hints={{ serviceTags: f.serviceTagsHint, languages: f.languagesHint }} />
        <Controller
          name="servicesOffered"
          control={form.control}
          render={({ field }) => (
            <FieldShell
              name="servicesOffered"
              label={t.services}
              error={
                errorOf(form.formState.errors, 'servicesOffered') ??
                flatErrors(form.formState.errors).find(([path]) => path.startsWith('servicesOffered.'))?.[1]
              }
            >
              {(attrs) => (
                <textarea
                  {...attrs}
                  rows={4}
                  className={INPUT_CLASS}
                  value={servicesText}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    setServicesText(event.target.value);
                    field.onChange(lines(event.target.value));
                  }}
                />
              )}
            </FieldShell>
          )}
        />
        <fieldset className="space-y-4 rounded-md border border-slate-300 p-4">
          <legend className="px-1 text-sm font-medium text-slate-900">{t.reviewedFields}</legend>
          <BusinessFields
            {...common}
            show={['businessName', 'category', 'address']}
            required={['businessName', 'address']}
            hints={{ address: t.addressHint }}
          />
        </fieldset>
        <ErrorSummary title={t.fix} />
        {saved && (
          <p className="rounded-md border border-green-300 bg-green-50 p-3 text-sm font-medium text-green-900" role="status">
            {saved}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t.saving : t.save}
        </button>
      </form>
    </KitFormProvider>
  );
}

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

  const submit = form.handleSubmit(async (body) => {
    setSaved('');
    // Only what differs from the listing as it is: untouched fields are neither sent nor audited as changed.
    const changes = listingChanges(body, listing);
    if (Object.keys(changes).length === 0) {
      setSaved('Nothing to save: you have not changed anything.');
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
    setSaved(
      requested
        ? `Saved. Your name, category or address change is waiting for staff approval.${changed.length ? ' Your other changes are live on your listing.' : ''}`
        : 'Saved. Your changes are live on your listing.',
    );
  });
  const busy = form.formState.isSubmitting;
  const hourErrors = Object.fromEntries(flatErrors(form.formState.errors).filter(([path]) => path.startsWith('hours.')));

  return (
    <KitFormProvider form={form}>
      <form className="space-y-5" onSubmit={submit} noValidate aria-labelledby="owner-edit-title">
        <h3 id="owner-edit-title" className="text-xl font-semibold text-slate-900">
          Edit listing
        </h3>
        <BusinessFields show={['shortDescription', 'longDescription']} />
        <div className="grid gap-4 sm:grid-cols-3">
          <BusinessFields show={['phone', 'email', 'website']} required={['phone']} />
        </div>
        <Controller
          name="hours"
          control={form.control}
          render={({ field }) => <HoursEditor week={(field.value ?? {}) as EditorWeek} errors={hourErrors} onChange={field.onChange} />}
        />
        <BusinessFields show={['serviceTags', 'languages']} />
        <Controller
          name="servicesOffered"
          control={form.control}
          render={({ field }) => (
            <FieldShell
              name="servicesOffered"
              label="Services offered (one per line)"
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
          <legend className="px-1 text-sm font-medium text-slate-900">Name, category and address (staff approve changes)</legend>
          <BusinessFields
            show={['businessName', 'category', 'address']}
            required={['businessName', 'address']}
            hints={{ address: 'Street, city, state and ZIP code, such as 1200 Central Ave, Charlotte, NC 28205: the listing’s ZIP code comes from it.' }}
          />
        </fieldset>
        <ErrorSummary title="Please correct the fields marked below." />
        {saved && (
          <p className="rounded-md border border-green-300 bg-green-50 p-3 text-sm font-medium text-green-900" role="status">
            {saved}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving...' : 'Save changes'}
        </button>
      </form>
    </KitFormProvider>
  );
}

/**
 * Add New Business: the claim form's business fields (the shared BusinessFields, checked with
 * the API's AdminBusinessSchema on react-hook-form), a neighborhood, and "publish now" (on by
 * default: an admin's own entry needs no review).
 */
import { useState } from 'react';
import { ADMIN_TOASTS, AdminBusinessSchema, type AdminBusinessInput } from '../../domain/admin';
import { DEFAULT_ZIP_CODE, FILTER_NEIGHBORHOODS, LIMITS } from '../../domain/catalog';
import { WEEKDAYS, type Weekday } from '../../domain/forms';
import { showToast } from '../../stores/toast';
import { ApiError, describeError } from '../kit/api';
import { BusinessFields } from '../kit/BusinessFields';
import { CheckboxField, KitFormProvider, SelectField, TextField } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { useAdmin } from './context';
import { Panel } from './ui';

const empty = (): AdminBusinessInput => ({
  businessName: '',
  category: '' as AdminBusinessInput['category'],
  address: '',
  zipCode: DEFAULT_ZIP_CODE,
  phone: '',
  email: '',
  website: '',
  neighborhood: '',
  longDescription: '',
  serviceTags: [],
  languages: [],
  businessHours: Object.fromEntries(WEEKDAYS.map((d) => [d, ''])) as Record<Weekday, string>,
  publish: true,
});

const NEIGHBORHOOD_OPTIONS = FILTER_NEIGHBORHOODS.map((n) => ({ value: n.value, label: n.label }));

/** The API names the short description too; the form shows both under the one description. */
function onFormFields(error: ApiError): ApiError {
  const fields = Object.fromEntries(Object.entries(error.fields).map(([key, message]) => [key === 'shortDescription' ? 'longDescription' : key, message]));
  return new ApiError(error.kind, error.status, error.code, error.message, fields, error.retryAfter, error.body, error.detail);
}

export function AddBusiness() {
  const { request, refreshStats } = useAdmin();
  const form = useZodForm(AdminBusinessSchema, { defaultValues: empty() });
  const [created, setCreated] = useState<{ slug: string; name: string; status: string; approximate: boolean } | null>(null);
  const description = form.watch('longDescription') ?? '';

  const submit = form.handleSubmit(async (values) => {
    // The first characters of the description are its short description.
    const body = { ...values, shortDescription: values.longDescription.slice(0, LIMITS.shortDescription) };
    try {
      const response = await request('/api/admin/businesses', { method: 'POST', json: body });
      const result = (await response.json()) as { slug: string; status: string; locationApproximate?: boolean };
      showToast({ ...ADMIN_TOASTS.businessCreated });
      setCreated({ slug: result.slug, name: values.businessName, status: result.status, approximate: result.locationApproximate === true });
      form.reset(empty());
      refreshStats();
    } catch (failure) {
      if (failure instanceof ApiError) showServerErrors(form, onFormFields(failure));
      showToast({ title: ADMIN_TOASTS.businessCreateFailed, description: describeError(failure), variant: 'destructive' });
    }
  });

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
      <KitFormProvider form={form}>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate aria-label="Add New Business">
          <BusinessFields show={['businessName', 'category', 'address']} required={['businessName', 'category', 'address']} />
          <TextField name="zipCode" label="ZIP code" maxLength={5} autoComplete="off" />
          <BusinessFields show={['phone', 'email', 'website']} required={['phone', 'email']} />
          <SelectField name="neighborhood" label="Neighborhood" options={NEIGHBORHOOD_OPTIONS} placeholder="None" />
          <div className="sm:col-span-2">
            <BusinessFields
              show={['longDescription']}
              unlimited={['longDescription']}
              hints={{
                longDescription: `${description.length}/${LIMITS.description} characters. The first ${LIMITS.shortDescription} are the short description.`,
              }}
            />
          </div>
          <div className="sm:col-span-2">
            <BusinessFields show={['serviceTags', 'languages']} />
          </div>
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium text-slate-900">Business hours (optional, e.g. 8:00 AM - 6:00 PM or Closed)</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {WEEKDAYS.map((day) => (
                <TextField key={day} name={`businessHours.${day}`} label={day} autoComplete="off" />
              ))}
            </div>
          </fieldset>
          <div className="sm:col-span-2">
            <CheckboxField name="publish" label="Publish now (listed and searchable at once)" />
          </div>
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Saving...' : 'Add business'}
            </button>
          </div>
        </form>
      </KitFormProvider>
    </Panel>
  );
}

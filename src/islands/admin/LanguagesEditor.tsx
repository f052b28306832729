/**
 * "Languages" editor of one business in the staff's business list: the languages its staff
 * can serve customers in (src/domain/languages.ts), as the owner sets them in /owner. Save
 * sends PUT /api/admin/businesses/{id}/languages with the API's own schema.
 */
import { z } from 'zod';
import { languageList } from '../../domain/languages';
import { LanguagesSchema } from '../../domain/languages-schema';
import { showToast } from '../../stores/toast';
import { ApiError, describeError } from '../kit/api';
import { BusinessFields } from '../kit/BusinessFields';
import { KitFormProvider } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { useAdmin } from './context';

const LanguagesFormSchema = z.object({ languages: LanguagesSchema });

export function LanguagesEditor({
  business,
  onSaved,
  onClose,
}: {
  business: { id: number; businessName: string; languages: string[] };
  onSaved: (updated: { id: number; languages: string[] }) => void;
  onClose: () => void;
}) {
  const { request } = useAdmin();
  const form = useZodForm(LanguagesFormSchema, { defaultValues: { languages: business.languages as z.input<typeof LanguagesSchema> } });
  const submit = form.handleSubmit(async (values) => {
    try {
      const response = await request(`/api/admin/businesses/${business.id}/languages`, { method: 'PUT', json: values });
      const updated = (await response.json()) as { id: number; languages: string[] };
      showToast({
        title: 'Languages saved',
        description: updated.languages.length
          ? `${business.businessName}: ${languageList(updated.languages)}.`
          : `${business.businessName} lists no languages.`,
      });
      onSaved(updated);
    } catch (failure) {
      if (failure instanceof ApiError) showServerErrors(form, failure);
      showToast({ title: 'Could not save the languages', description: describeError(failure), variant: 'destructive' });
    }
  });
  return (
    <KitFormProvider form={form}>
      <form className="mt-3 space-y-3 rounded-md border border-slate-300 p-4" onSubmit={submit} noValidate aria-label={`Languages of ${business.businessName}`}>
        <BusinessFields show={['languages']} />
        <div className="flex gap-2">
          <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Saving...' : 'Save languages'}
          </button>
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </KitFormProvider>
  );
}

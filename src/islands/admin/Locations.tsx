/**
 * Locations: businesses whose pin is only their neighborhood's centre (no
 * geocoded address), or every business, by name; each has a "Location" editor
 * (LocationEditor.tsx) to move its pin and a "Languages" editor (LanguagesEditor.tsx) for the
 * languages its staff speak. GET /api/admin/businesses/locations, through the
 * dashboard's query cache: each page, search and filter has its own key (a slower older
 * answer never replaces the one asked for last; the list shown stays until the next arrives),
 * fetched again each time the section is opened (or its tab clicked again) and after a save.
 */
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '../../domain/admin';
import { neighborhoodLabel } from '../../domain/neighborhood-label';
import { LocationListQuerySchema, type BusinessLocation, type BusinessLocationList } from '../../domain/location-edit';
import { pageQuery } from './admin-client';
import { describeError } from '../kit/api';
import { KitFormProvider, TextField } from '../kit/fields';
import { useZodForm } from '../kit/forms';
import { queryKeys } from '../kit/query';
import { useAdmin } from './context';
import { LanguagesEditor } from './LanguagesEditor';
import { LocationEditor } from './LocationEditor';
import { languageList } from '../../domain/languages';
import { useAdminQuery } from './queue';
import { Badge, Empty, ErrorText, Loading, Pager, Panel } from './ui';

/** The search box: the name part of the API's own query rules. */
const LocationSearchSchema = LocationListQuerySchema.pick({ q: true });

export function Locations() {
  const { config } = useAdmin();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [onlyApproximate, setOnlyApproximate] = useState(true);
  const searchForm = useZodForm(LocationSearchSchema, { defaultValues: { q: '' } });
  const [search, setSearch] = useState('');
  const find = searchForm.handleSubmit(({ q }) => {
    setPage(1);
    setSearch(q);
  });
  const [editing, setEditing] = useState<number | null>(null);
  const [editingLanguages, setEditingLanguages] = useState<number | null>(null);

  const params = new URLSearchParams({ approximate: String(onlyApproximate) });
  if (search) params.set('q', search);
  const locations = useAdminQuery<BusinessLocationList>(
    `/api/admin/businesses/locations?${params}&${pageQuery(page, ADMIN_PAGE_SIZE)}`,
    queryKeys.admin.list('locations', { approximate: onlyApproximate, q: search, page }),
    { refetchOnMount: 'always', placeholderData: keepPreviousData },
  );
  const data = locations.data ?? null;
  const error = locations.error ? `Failed to fetch locations: ${describeError(locations.error)}` : '';
  // A save can take the last business off a page (it is no longer approximate): step back one.
  if (data && !locations.isPlaceholderData && data.items.length === 0 && page > 1) setPage(page - 1);

  const saved = (updated: BusinessLocation) => {
    setEditing(null);
    // The new pin shows at once; the lists are then fetched again (the business may leave "approximate").
    client.setQueriesData<BusinessLocationList>(
      { queryKey: queryKeys.admin.list('locations') },
      (current) => current && { ...current, items: current.items.map((item) => (item.id === updated.id ? { ...item, ...updated } : item)) },
    );
    void client.invalidateQueries({ queryKey: queryKeys.admin.list('locations') });
  };

  const languagesSaved = (updated: { id: number; languages: string[] }) => {
    setEditingLanguages(null);
    client.setQueriesData<BusinessLocationList>(
      { queryKey: queryKeys.admin.list('locations') },
      (current) => current && { ...current, items: current.items.map((item) => (item.id === updated.id ? { ...item, languages: updated.languages } : item)) },
    );
  };

  return (
    <Panel title="Locations" id="locations-heading">
      <p className="mb-4 text-sm text-slate-700">
        {config.geocoder
          ? 'New, imported and claimed businesses are placed at their geocoded address. When the geocoder cannot find one, the business sits at its neighborhood’s centre and is shown as an approximate location until you move its pin.'
          : 'No geocoder is configured (GEOCODER), so new businesses sit at their neighborhood’s centre and are shown as an approximate location until you move their pin.'}
      </p>
      <KitFormProvider form={searchForm}>
        <form className="mb-4 flex flex-wrap items-end gap-3" role="search" aria-label="Find businesses" noValidate onSubmit={find}>
          <TextField name="q" label="Business name" type="search" maxLength={100} className="w-64" />
          <button type="submit" className="btn-secondary">
            Find
          </button>
          <label className="flex items-center gap-2 text-sm text-slate-900">
            <input
              type="checkbox"
              checked={onlyApproximate}
              onChange={(event) => {
                setPage(1);
                setOnlyApproximate(event.target.checked);
              }}
            />
            Only approximate locations
          </label>
        </form>
      </KitFormProvider>
      {error && <ErrorText>{error}</ErrorText>}
      {!data ? (
        !error && <Loading />
      ) : data.items.length === 0 ? (
        <Empty>{onlyApproximate ? 'Every business has a located address.' : 'No business matches.'}</Empty>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Business locations">
          {data.items.map((business) => (
            <li key={business.id} className="py-4" data-location-business={business.id}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="space-y-1">
                  <p className="font-semibold text-slate-900">
                    {business.businessName}{' '}
                    {business.locationApproximate || business.latitude === null ? (
                      <Badge tone="amber">Approximate location</Badge>
                    ) : (
                      <Badge tone="green">Located</Badge>
                    )}
                  </p>
                  <p className="text-sm text-slate-700">
                    {business.address}
                    {business.neighborhood ? ` · ${neighborhoodLabel(business.neighborhood) || business.neighborhood}` : ''}
                    {business.status === 'pending' ? ' · unpublished' : ''}
                  </p>
                  <p className="text-sm text-slate-700" data-coordinates>
                    {business.latitude !== null && business.longitude !== null
                      ? `${business.latitude.toFixed(6)}, ${business.longitude.toFixed(6)}`
                      : 'No coordinates'}
                  </p>
                  <p className="text-sm text-slate-700" data-languages>
                    Languages: {business.languages?.length ? languageList(business.languages) : 'none listed'}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn-secondary"
                    aria-expanded={editing === business.id}
                    onClick={() => setEditing(editing === business.id ? null : business.id)}
                  >
                    Edit location<span className="sr-only"> of {business.businessName}</span>
                  </button>
                  <button
                    type="button"
                    className="btn-secondary"
                    aria-expanded={editingLanguages === business.id}
                    onClick={() => setEditingLanguages(editingLanguages === business.id ? null : business.id)}
                  >
                    Edit languages<span className="sr-only"> of {business.businessName}</span>
                  </button>
                </div>
              </div>
              {editing === business.id && <LocationEditor business={business} onSaved={saved} onClose={() => setEditing(null)} />}
              {editingLanguages === business.id && <LanguagesEditor business={business} onSaved={languagesSaved} onClose={() => setEditingLanguages(null)} />}
            </li>
          ))}
        </ul>
      )}
      {data && <Pager page={page} total={data.total} size={ADMIN_PAGE_SIZE} onPage={setPage} label="Business locations" />}
    </Panel>
  );
}

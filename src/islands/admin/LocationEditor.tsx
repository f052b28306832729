/**
 * "Location" editor of one business: latitude and longitude fields (the keyboard
 * way) and a map with a draggable pin, loaded only when the editor opens (LocationMap.tsx,
 * a dynamic import). Save sends PUT /api/admin/businesses/{id}/location, which stores the
 * point and clears "approximate location"; the same schema checks the fields first.
 */
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { ADMIN_TOASTS } from '../../domain/admin';
import { AREA, type Point } from '../../domain/geo';
import { LocationFormSchema, type BusinessLocation } from '../../domain/location-edit';
import { MAP } from '../../domain/catalog';
import { showToast } from '../../stores/toast';
import { ApiError, describeError } from '../kit/api';
import { KitFormProvider, TextField } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { useAdmin } from './context';
import type { LocationMapProps } from './LocationMap';

type MapState = { kind: 'loading' } | { kind: 'ready'; Map: ComponentType<LocationMapProps> } | { kind: 'failed'; message: string };

/** Six decimals (about 10 cm), as stored. */
const six = (value: number) => value.toFixed(6);

export function LocationEditor({
  business,
  onSaved,
  onClose,
}: {
  business: BusinessLocation;
  onSaved: (updated: BusinessLocation) => void;
  onClose: () => void;
}) {
  const { request, config } = useAdmin();
  const start: Point = business.latitude !== null && business.longitude !== null ? { lat: business.latitude, lng: business.longitude } : MAP.center;
  const form = useZodForm(LocationFormSchema, { defaultValues: { latitude: six(start.lat), longitude: six(start.lng) } });
  const [map, setMap] = useState<MapState>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    import('./LocationMap')
      .then(async (module) => {
        await module.loadLeafletStyles();
        if (live) setMap({ kind: 'ready', Map: module.LocationMap });
      })
      .catch((error: unknown) => {
        if (live) setMap({ kind: 'failed', message: describeError(error) });
      });
    return () => {
      live = false;
    };
  }, []);

  const { setValue, clearErrors } = form;
  const moveTo = useCallback(
    (point: Point) => {
      setValue('latitude', six(point.lat));
      setValue('longitude', six(point.lng));
      clearErrors();
    },
    [setValue, clearErrors],
  );

  const [latitude = '', longitude = ''] = form.watch(['latitude', 'longitude']);
  const typed = { lat: Number(latitude), lng: Number(longitude) };
  const pin: Point =
    latitude.trim() && longitude.trim() && typed.lat >= AREA.south && typed.lat <= AREA.north && typed.lng >= AREA.west && typed.lng <= AREA.east
      ? typed
      : start;

  const save = form.handleSubmit(async (location) => {
    try {
      const response = await request(`/api/admin/businesses/${business.id}/location`, { method: 'PUT', json: location });
      const updated = (await response.json()) as BusinessLocation;
      showToast({ ...ADMIN_TOASTS.locationSaved });
      onSaved(updated);
    } catch (failure) {
      if (failure instanceof ApiError) showServerErrors(form, failure);
      showToast({ title: ADMIN_TOASTS.locationFailed, description: describeError(failure), variant: 'destructive' });
    }
  });

  const coordinate = (name: 'latitude' | 'longitude', label: string, min: number, max: number) => (
    <TextField name={name} label={label} type="number" inputMode="decimal" step="0.000001" min={min} max={max} required />
  );

  return (
    <KitFormProvider form={form}>
      <form
        className="mt-3 space-y-3 rounded-md border border-slate-300 p-4"
        onSubmit={(event) => void save(event)}
        noValidate
        aria-label={`Location of ${business.businessName}`}
      >
        <p className="text-sm text-slate-700">
          Drag the pin or click the map where the business is, or type its coordinates. Saving clears &quot;approximate location&quot;.
        </p>
        {map.kind === 'loading' && (
          <p className="text-sm text-slate-700" role="status">
            Loading the map...
          </p>
        )}
        {map.kind === 'failed' && (
          <p className="text-sm text-red-800" role="alert">
            The map could not be loaded ({map.message}). Type the coordinates instead.
          </p>
        )}
        {map.kind === 'ready' && <map.Map position={pin} onMove={moveTo} tiles={config.mapTiles} label={business.businessName} />}
        <div className="grid gap-3 sm:grid-cols-2">
          {coordinate('latitude', 'Latitude', AREA.south, AREA.north)}
          {coordinate('longitude', 'Longitude', AREA.west, AREA.east)}
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
            Save location<span className="sr-only"> of {business.businessName}</span>
          </button>
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </KitFormProvider>
  );
}

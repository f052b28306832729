/**
 * "Location" editor of one business: latitude and longitude fields (the keyboard
 * way) and a map with a draggable pin, loaded only when the editor opens (LocationMap.tsx,
 * a dynamic import). Save sends PUT /api/admin/businesses/{id}/location, which stores the
 * point and clears "approximate location"; the same schema checks the fields first.
 */
import { useCallback, useEffect, useId, useState, type ComponentType, type SubmitEvent } from 'react';
import { ADMIN_TOASTS } from '../../domain/admin';
import { AREA, type Point } from '../../domain/geo';
import { LocationUpdateSchema, type BusinessLocation } from '../../domain/location-edit';
import { MAP } from '../../domain/catalog';
import { showToast } from '../../stores/toast';
import { ApiError, describeError } from '../kit/api';
import { useAdmin } from './context';
import type { LocationMapProps } from './LocationMap';
import { INPUT_CLASS } from './ui';

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
  const id = useId();
  const start: Point = business.latitude !== null && business.longitude !== null ? { lat: business.latitude, lng: business.longitude } : MAP.center;
  const [latitude, setLatitude] = useState(six(start.lat));
  const [longitude, setLongitude] = useState(six(start.lng));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
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

  const moveTo = useCallback(
    (point: Point) => {
      setLatitude(six(point.lat));
      setLongitude(six(point.lng));
      setErrors({});
    },
    [setLatitude, setLongitude],
  );

  const typed = { lat: Number(latitude), lng: Number(longitude) };
  const pin: Point =
    latitude.trim() && longitude.trim() && typed.lat >= AREA.south && typed.lat <= AREA.north && typed.lng >= AREA.west && typed.lng <= AREA.east
      ? typed
      : start;

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = LocationUpdateSchema.safeParse({
      latitude: latitude.trim() === '' ? undefined : Number(latitude),
      longitude: longitude.trim() === '' ? undefined : Number(longitude),
    });
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
      setErrors(fields);
      document.getElementById(`${id}-${Object.keys(fields)[0]}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const response = await request(`/api/admin/businesses/${business.id}/location`, { method: 'PUT', json: parsed.data });
      const updated = (await response.json()) as BusinessLocation;
      showToast({ ...ADMIN_TOASTS.locationSaved });
      onSaved(updated);
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : undefined;
      if (fields) setErrors(fields);
      showToast({ title: ADMIN_TOASTS.locationFailed, description: describeError(failure), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const field = (name: 'latitude' | 'longitude', label: string, value: string, set: (v: string) => void, min: number, max: number) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type="number"
        inputMode="decimal"
        step="0.000001"
        min={min}
        max={max}
        required
        className={INPUT_CLASS}
        value={value}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => {
          set(event.target.value);
          setErrors((current) => ({ ...current, [name]: '' }));
        }}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-800">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
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
        {field('latitude', 'Latitude', latitude, setLatitude, AREA.south, AREA.north)}
        {field('longitude', 'Longitude', longitude, setLongitude, AREA.west, AREA.east)}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={saving}>
          Save location<span className="sr-only"> of {business.businessName}</span>
        </button>
        <button type="button" className="btn-secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}

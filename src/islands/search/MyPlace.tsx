/**
 * "My place": the visitor's new home as a neighborhood, a Charlotte-area ZIP code,
 * a typed street address (when the server has a geocoder: GET /api/places/address) or a
 * point chosen on the map. Once set, cards show distances, "Nearest first" sorts by
 * them and "Within" keeps only nearby businesses. The place is in the URL (near, radius)
 * and remembered in this browser; "Clear my place" drops it everywhere in one action.
 */
import { useId, useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { addressFault, type AddressPlace } from '../../domain/address-place';
import { PLACE_STORAGE_KEY, RADIUS_CHOICES, parsePlace, placeLabel, type RadiusMiles } from '../../domain/geo';
import { fill } from '../../domain/listing-text';
import { useListingMessages } from './listing-messages';

/**
 * Whether the ZIP code is in the area. The table is fetched on the first ZIP typed, so it
 * stays out of the page's first JavaScript; if it cannot be fetched, the search API judges.
 */
const knownZip = (zip: string) =>
  import('../../domain/zip-centres').then(
    ({ ZIP_CENTRES }) => Boolean(ZIP_CENTRES[zip]),
    () => true,
  );

interface MyPlaceProps {
  near: string | null;
  radius: RadiusMiles | null;
  /** Neighborhood slug -> name, for the list and the label. */
  names: Readonly<Record<string, string>>;
  /** Offer a street address field (the server can geocode it). */
  addressSearch: boolean;
  onSet: (near: string) => void;
  onRadius: (radius: RadiusMiles | null) => void;
  onClear: () => void;
}

const fieldClass = 'mt-1 block h-10 w-full rounded-md border border-slate-400 bg-white px-3 text-sm text-slate-900';
const labelClass = 'block text-sm font-semibold text-slate-800';
/** The address the geocoder matched for the remembered point, so the label can name it. */
const ADDRESS_LABEL_KEY = `${PLACE_STORAGE_KEY}:address`;

function rememberedAddress(near: string | null): string | null {
  try {
    const saved = JSON.parse(localStorage.getItem(ADDRESS_LABEL_KEY) ?? 'null') as AddressPlace | null;
    return saved && saved.near === near && typeof saved.label === 'string' ? saved.label : null;
  } catch {
    return null;
  }
}

function subscribeToStorage(changed: () => void): () => void {
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
}

/** Looks the address up; resolves to the place or to the message to show, in the page's language: no match (404), else try again. */
async function lookUpAddress(address: string, t: { addressNoMatch: string; addressServiceDown: string }): Promise<AddressPlace | { error: string }> {
  try {
    const response = await fetch(`/api/places/address?${new URLSearchParams({ address })}`, { headers: { accept: 'application/json' } });
    const body = (await response.json().catch(() => null)) as AddressPlace | null;
    if (response.ok && body?.near) return { near: body.near, label: body.label };
    return { error: response.status === 404 ? t.addressNoMatch : t.addressServiceDown };
  } catch {
    return { error: t.addressServiceDown };
  }
}

export function MyPlace({ near, radius, names, addressSearch, onSet, onRadius, onClear }: MyPlaceProps) {
  const id = useId();
  const { search: t } = useListingMessages();
  const [hood, setHood] = useState('');
  const [zip, setZip] = useState('');
  const [address, setAddress] = useState('');
  const [looking, setLooking] = useState(false);
  const [error, setError] = useState('');
  const place = parsePlace(near);
  // Null on the server and while hydrating: only this browser knows which address it chose.
  const addressLabel = useSyncExternalStore(
    subscribeToStorage,
    () => rememberedAddress(near),
    () => null,
  );

  const submitAddress = async () => {
    const fault = addressFault(address);
    if (fault) return setError(fault === 'short' ? t.addressTooShort : t.addressTooLong);
    setLooking(true);
    const found = await lookUpAddress(address.trim(), t);
    setLooking(false);
    if ('error' in found) return setError(found.error);
    setError('');
    setAddress('');
    try {
      localStorage.setItem(ADDRESS_LABEL_KEY, JSON.stringify(found));
    } catch {
      // Private mode: the label falls back to "the point you chose".
    }
    onSet(found.near);
  };

  const submitZip = async (zipText: string) => {
    if (!(await knownZip(zipText))) return setError(fill(t.zipNotInArea, { zip: zipText }));
    setError('');
    setZip('');
    onSet(zipText);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (addressSearch && address.trim()) return void submitAddress();
    const zipText = zip.trim();
    if (zipText) {
      if (!/^\d{5}$/.test(zipText)) return setError(t.zipFiveDigits);
      return void submitZip(zipText);
    }
    if (hood) {
      setError('');
      return onSet(hood);
    }
    setError(addressSearch ? t.placeNeededAddress : t.placeNeeded);
  };

  const hoods = Object.entries(names).sort((a, b) => a[1].localeCompare(b[1]));

  return (
    <section aria-labelledby={`${id}-heading`} className="card mb-4 flex flex-col gap-3 p-5" data-testid="my-place">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {t.myPlace}
      </h2>
      {place ? (
        <>
          <p className="text-sm text-slate-800" data-testid="my-place-label">
            {t.distancesFrom} <strong>{(place.kind === 'point' && addressLabel) || placeLabel(place, names, t)}</strong>
          </p>
          <div>
            <label htmlFor={`${id}-radius`} className={labelClass}>
              {t.within}
            </label>
            <select
              id={`${id}-radius`}
              value={radius === null ? 'any' : String(radius)}
              onChange={(event) => onRadius(event.target.value === 'any' ? null : (Number(event.target.value) as RadiusMiles))}
              className={fieldClass}
            >
              <option value="any">{t.anyDistance}</option>
              {RADIUS_CHOICES.map((miles) => (
                <option key={miles} value={String(miles)}>
                  {miles === 1 ? t.mileOne : fill(t.milesMany, { miles })}
                </option>
              ))}
            </select>
          </div>
          <button type="button" onClick={onClear} className="btn-secondary h-10">
            {t.clearMyPlace}
          </button>
        </>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-3" aria-describedby={`${id}-hint`} noValidate>
          <p id={`${id}-hint`} className="text-sm text-slate-700">
            {t.myPlaceHint}
          </p>
          <div>
            <label htmlFor={`${id}-hood`} className={labelClass}>
              {t.areaOfTown}
            </label>
            <select id={`${id}-hood`} value={hood} onChange={(event) => setHood(event.target.value)} className={fieldClass}>
              <option value="">{t.choose}</option>
              {hoods.map(([slug, name]) => (
                <option key={slug} value={slug}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-zip`} className={labelClass}>
              {t.orZip}
            </label>
            <input
              id={`${id}-zip`}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              value={zip}
              onChange={(event) => setZip(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={fieldClass}
            />
          </div>
          {addressSearch && (
            <div>
              <label htmlFor={`${id}-address`} className={labelClass}>
                {t.orAddress}
              </label>
              <input
                id={`${id}-address`}
                autoComplete="street-address"
                maxLength={200}
                value={address}
                onChange={(event) => setAddress(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className={fieldClass}
              />
            </div>
          )}
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-800">
              {error}
            </p>
          )}
          <button type="submit" className="btn-primary h-10" disabled={looking}>
            {looking ? t.findingAddress : t.setMyPlace}
          </button>
        </form>
      )}
    </section>
  );
}

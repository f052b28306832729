/**
 * "My place" (issue 11): the visitor's new home as a neighborhood, a Charlotte-area ZIP code
 * or a point chosen on the map. Once set, cards show distances, "Nearest first" sorts by
 * them and "Within" keeps only nearby businesses. The place is in the URL (near, radius)
 * and remembered in this browser; "Clear my place" drops it everywhere in one action.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { RADIUS_CHOICES, parsePlace, placeLabel, type RadiusMiles } from '../../domain/geo';
import { ZIP_CENTRES } from '../../domain/zip-centres';

interface MyPlaceProps {
  near: string | null;
  radius: RadiusMiles | null;
  /** Neighborhood slug -> name, for the list and the label. */
  names: Readonly<Record<string, string>>;
  onSet: (near: string) => void;
  onRadius: (radius: RadiusMiles | null) => void;
  onClear: () => void;
}

const fieldClass = 'mt-1 block h-10 w-full rounded-md border border-slate-400 bg-white px-3 text-sm text-slate-900';
const labelClass = 'block text-sm font-semibold text-slate-800';

export function MyPlace({ near, radius, names, onSet, onRadius, onClear }: MyPlaceProps) {
  const id = useId();
  const [hood, setHood] = useState('');
  const [zip, setZip] = useState('');
  const [error, setError] = useState('');
  const place = parsePlace(near);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const zipText = zip.trim();
    if (zipText) {
      if (!/^\d{5}$/.test(zipText)) return setError('Enter a 5-digit ZIP code.');
      if (!ZIP_CENTRES[zipText]) return setError(`ZIP code ${zipText} is not in the Charlotte area.`);
      setError('');
      setZip('');
      return onSet(zipText);
    }
    if (hood) {
      setError('');
      return onSet(hood);
    }
    setError('Choose a neighborhood or enter a ZIP code.');
  };

  const hoods = Object.entries(names).sort((a, b) => a[1].localeCompare(b[1]));

  return (
    <section aria-labelledby={`${id}-heading`} className="card mb-4 flex flex-col gap-3 p-5" data-testid="my-place">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        My place
      </h2>
      {place ? (
        <>
          <p className="text-sm text-slate-800" data-testid="my-place-label">
            Distances from <strong>{placeLabel(place, names)}</strong>
          </p>
          <div>
            <label htmlFor={`${id}-radius`} className={labelClass}>
              Within
            </label>
            <select
              id={`${id}-radius`}
              value={radius === null ? 'any' : String(radius)}
              onChange={(event) => onRadius(event.target.value === 'any' ? null : (Number(event.target.value) as RadiusMiles))}
              className={fieldClass}
            >
              <option value="any">Any distance</option>
              {RADIUS_CHOICES.map((miles) => (
                <option key={miles} value={String(miles)}>
                  {miles} {miles === 1 ? 'mile' : 'miles'}
                </option>
              ))}
            </select>
          </div>
          <button type="button" onClick={onClear} className="btn-secondary h-10">
            Clear my place
          </button>
        </>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-3" aria-describedby={`${id}-hint`} noValidate>
          <p id={`${id}-hint`} className="text-sm text-slate-700">
            See how far each business is from your new home.
          </p>
          <div>
            <label htmlFor={`${id}-hood`} className={labelClass}>
              Area of town
            </label>
            <select id={`${id}-hood`} value={hood} onChange={(event) => setHood(event.target.value)} className={fieldClass}>
              <option value="">Choose…</option>
              {hoods.map(([slug, name]) => (
                <option key={slug} value={slug}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-zip`} className={labelClass}>
              or ZIP code
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
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-800">
              {error}
            </p>
          )}
          <button type="submit" className="btn-primary h-10">
            Set my place
          </button>
        </form>
      )}
    </section>
  );
}

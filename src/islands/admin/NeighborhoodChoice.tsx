/**
 * When an approved address cannot be placed on the map (no geocoder configured, the default
 * install, or an address it does not find), staff choose the neighborhood the business is
 * listed in; it is then shown at that neighborhood's centre, marked approximate.
 */
import { useId, useState } from 'react';
import { FILTER_NEIGHBORHOODS } from '../../domain/catalog';
import { ADDRESS_NOT_PLACED_MESSAGE } from '../../domain/owner-requests';
import { INPUT_CLASS } from '../kit/fields';

export function NeighborhoodChoice({ businessName, busy, onApprove }: { businessName: string; busy: boolean; onApprove: (neighborhood: string) => void }) {
  const id = useId();
  const [neighborhood, setNeighborhood] = useState('');
  return (
    <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3" data-neighborhood-choice>
      <p className="text-sm text-slate-900" role="status">
        {ADDRESS_NOT_PLACED_MESSAGE}
      </p>
      <label htmlFor={`${id}-n`} className="mt-2 block text-sm font-medium text-slate-900">
        Neighborhood of {businessName}
      </label>
      <div className="flex flex-wrap gap-2">
        <select id={`${id}-n`} className={`${INPUT_CLASS} max-w-xs`} value={neighborhood} onChange={(event) => setNeighborhood(event.target.value)}>
          <option value="">Choose a neighborhood</option>
          {FILTER_NEIGHBORHOODS.map((n) => (
            <option key={n.value} value={n.value}>
              {n.label}
            </option>
          ))}
        </select>
        <button type="button" className="btn-primary mt-1" disabled={busy || !neighborhood} onClick={() => onApprove(neighborhood)}>
          Approve in this neighborhood
        </button>
      </div>
    </div>
  );
}

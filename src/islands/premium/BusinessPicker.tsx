/**
 * The upgrade form's business picker: an ARIA 1.2 combobox (editable input + list box) that
 * finds any published business by name as you type, not only the first 100 (GET
 * /api/businesses?search=...&limit=10, debounced). Keyboard: Down/Up move through the
 * suggestions (Down opens them), Enter picks, Escape closes (and, when closed, clears), Tab
 * leaves. Editing the text after a pick clears the pick, so the form never submits a
 * business the text no longer names. The form (src/islands/premium/PremiumUpgrade.tsx) keeps
 * the pick's id in react-hook-form and gets the input as the field's ref, for its focus.
 */
import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { categoryLabel, findFilterNeighborhood } from '../../domain/catalog';
import type { Business, BusinessSearchResult } from '../../domain/types';
import { apiJson } from '../kit/api';

export interface PickedBusiness {
  id: number;
  businessName: string;
  /** Claimed businesses are upgraded by their signed-in owner; unclaimed ones must be claimed first. */
  isClaimed?: boolean;
}

type Option = Pick<Business, 'id' | 'businessName' | 'category' | 'neighborhood' | 'isClaimed'>;

interface Props {
  inputId: string;
  /** The input, for the form to focus when the field is invalid. */
  inputRef?: Ref<HTMLInputElement>;
  value: PickedBusiness | null;
  onChange: (business: PickedBusiness | null) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy: string;
  required?: boolean;
}

const SUGGESTION_LIMIT = 10;
const DEBOUNCE_MS = 250;

function optionDetail(option: Option): string {
  const neighborhood = option.neighborhood ? findFilterNeighborhood(option.neighborhood)?.label : undefined;
  return [categoryLabel(option.category), neighborhood].filter(Boolean).join(' · ');
}

export function BusinessPicker({ inputId, inputRef, value, onChange, onBlur, invalid, describedBy, required }: Props) {
  const listId = useId();
  const statusId = useId();
  const [text, setText] = useState(value?.businessName ?? '');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<Option[]>([]);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<'idle' | 'loading' | 'done' | 'error'>('idle');
  const [query, setQuery] = useState<string | null>(null);
  /** The query the shown suggestions answer. */
  const [searched, setSearched] = useState<string | null>(null);

  // Debounced search for `query`; a newer query aborts the older request.
  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setStatus('loading');
      const params = new URLSearchParams({ limit: String(SUGGESTION_LIMIT) });
      if (query.trim()) params.set('search', query.trim());
      try {
        const result = await apiJson<BusinessSearchResult>(`/api/businesses?${params}`, { signal: controller.signal });
        setSearched(query);
        setOptions(
          result.businesses.map(({ id, businessName, category, neighborhood, isClaimed }) => ({ id, businessName, category, neighborhood, isClaimed })),
        );
        setActive(-1);
        setStatus('done');
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Failed to fetch businesses', error);
        setOptions([]);
        setStatus('error');
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const search = (next: string) => {
    setOpen(true);
    if (searched === next && status === 'done') return;
    setQuery(next);
  };

  const pick = (option: Option) => {
    setText(option.businessName);
    setOpen(false);
    setActive(-1);
    onChange({ id: option.id, businessName: option.businessName, isClaimed: option.isClaimed });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          search(text);
          if (event.altKey) return;
        }
        if (options.length) setActive((i) => (i + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) search(text);
        if (options.length) setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
        break;
      case 'Enter':
        if (open && active >= 0 && options[active]) {
          event.preventDefault();
          pick(options[active]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
          if (value) onChange(null);
        }
        break;
      default:
        break;
    }
  };

  const expanded = open && (options.length > 0 || status !== 'idle');
  let statusText = '';
  if (open && status === 'loading') statusText = 'Searching businesses…';
  else if (open && status === 'error') statusText = "Couldn't search businesses. Please try again.";
  else if (open && status === 'done')
    statusText = options.length
      ? `${options.length} ${options.length === 1 ? 'business' : 'businesses'} found. Use the arrow keys to choose.`
      : `No published business matches “${searched ?? ''}”.`;

  return (
    <div className="relative">
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 && options[active] ? `${listId}-${options[active].id}` : undefined}
        aria-invalid={invalid}
        aria-describedby={`${describedBy} ${statusId}`}
        aria-required={required}
        autoComplete="off"
        spellCheck={false}
        placeholder="Start typing your business name"
        className="mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-700"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (value && next !== value.businessName) onChange(null);
          search(next);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur();
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Matching businesses"
        hidden={!expanded || options.length === 0}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.id}
            id={`${listId}-${option.id}`}
            role="option"
            aria-selected={index === active}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-brand-700 text-white' : 'text-slate-900 hover:bg-slate-100'}`}
            // Keep focus in the input so the pick does not count as leaving the field.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
          >
            <span className="block font-medium">{option.businessName}</span>
            <span className={`block text-xs ${index === active ? 'text-brand-50' : 'text-slate-600'}`}>{optionDetail(option)}</span>
          </li>
        ))}
      </ul>
      <p id={statusId} role="status" aria-live="polite" className="mt-1 text-xs text-slate-600">
        {statusText}
      </p>
    </div>
  );
}

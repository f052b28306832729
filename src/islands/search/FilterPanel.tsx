import type { SubmitEvent } from 'react';
import { ALL, ALL_CHARLOTTE, CATEGORIES, FILTER_NEIGHBORHOODS, RATING_THRESHOLDS, SERVICE_TAGS, WEEKDAYS } from '../../domain/catalog';
import { fill, neighborhoodName } from '../../domain/listing-text';
import { useListingMessages } from './listing-messages';
import { DAY_KEYS, openFilterText, parseOpenFilter } from '../../domain/open-filter';
import { SPANISH, sortLanguages } from '../../domain/language-codes';

/** The filters being edited; applied only by 'Apply Filters'. */
export interface FilterDraft {
  q: string;
  category: string | null;
  neighborhood: string | null;
  minRating: number | null;
  tags: string[];
  /** Language codes the staff must speak (src/domain/languages.ts). */
  languages: string[];
  /** 'now', 'sat-14:30' or null (src/domain/open-filter.ts). */
  open: string | null;
}

export const FILTER_FORM_ID = 'listing-filters';
const FILTER_PANEL_ID = 'listing-filters-panel';

interface FilterPanelProps {
  draft: FilterDraft;
  onChange: (draft: FilterDraft) => void;
  onApply: () => void;
  onClear: () => void;
  /** Whether the panel is shown below the md breakpoint (it is always shown from md up). */
  open: boolean;
  onToggle: () => void;
  names: Readonly<Record<string, string>>;
  /** Where 'Clear Filters' leads without JavaScript. */
  clearHref: string;
  /** The languages chip changed: applied at once (it is also sent with the form without JavaScript). */
  onLanguages: (languages: string[]) => void;
  /** The chip's words: "Spanish spoken" / "Se habla español" (src/i18n catalogs, businessLanguages). */
  spanishSpoken: string;
  /** The search page the form goes to without JavaScript (/search, or /es/search on a Spanish page). */
  searchPath: string;
  /** The category names in the page's language, by value. */
  categoryNames: Readonly<Record<string, string>>;
}

const fieldClass = 'mt-1 block h-10 w-full rounded-md border border-slate-400 bg-white px-3 text-sm text-slate-900';
const labelClass = 'block text-sm font-semibold text-slate-800';

/**
 * The filter panel: a real GET form to /search, so it works without JavaScript; with
 * JavaScript the island applies it in place. Below md it collapses behind a Filters button.
 */
export function FilterPanel({
  draft,
  onChange,
  onApply,
  onClear,
  open,
  onToggle,
  names,
  clearHref,
  onLanguages,
  spanishSpoken,
  searchPath,
  categoryNames,
}: FilterPanelProps) {
  const { search: t } = useListingMessages();
  const set = (patch: Partial<FilterDraft>) => onChange({ ...draft, ...patch });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply();
  };
  const toggleTag = (tag: string, on: boolean) => {
    const wanted = new Set(draft.tags);
    if (on) wanted.add(tag);
    else wanted.delete(tag);
    set({ tags: SERVICE_TAGS.map((t) => t.value).filter((value) => wanted.has(value)) });
  };

  const neighborhoodOptions: Array<{ value: string; label: string }> = [...FILTER_NEIGHBORHOODS];
  if (draft.neighborhood && !neighborhoodOptions.some((n) => n.value === draft.neighborhood)) {
    neighborhoodOptions.push({ value: draft.neighborhood, label: neighborhoodName(draft.neighborhood, names) ?? draft.neighborhood });
  }
  const starsLabel = (value: number) => (value === 5 ? t.fiveStars : fill(t.starsAtLeast, { stars: value }));
  const ratingOptions: Array<{ value: number; label: string }> = RATING_THRESHOLDS.map((r) => ({ value: r.value, label: starsLabel(r.value) }));
  if (draft.minRating !== null && !ratingOptions.some((r) => r.value === draft.minRating)) {
    ratingOptions.push({ value: draft.minRating, label: starsLabel(draft.minRating) });
    ratingOptions.sort((a, b) => a.value - b.value);
  }

  return (
    <div>
      <button type="button" className="filters-toggle btn-secondary w-full md:hidden" aria-expanded={open} aria-controls={FILTER_PANEL_ID} onClick={onToggle}>
        {open ? t.hideFilters : t.showFilters}
      </button>
      <div id={FILTER_PANEL_ID} className={`${open ? 'block' : 'hidden'} mt-4 md:mt-0 md:block`}>
        <form id={FILTER_FORM_ID} method="get" action={searchPath} onSubmit={submit} aria-labelledby="filters-heading" className="card flex flex-col gap-5 p-5">
          <h2 id="filters-heading" className="text-lg font-semibold text-slate-900">
            {t.filters}
          </h2>
          <label className="flex w-fit items-center gap-2 rounded-full border border-slate-400 px-3 py-1.5 text-sm font-semibold text-slate-800">
            <input
              type="checkbox"
              name="languages"
              value={SPANISH}
              checked={draft.languages.includes(SPANISH)}
              onChange={(event) => {
                const languages = sortLanguages(event.target.checked ? [...draft.languages, SPANISH] : draft.languages.filter((code) => code !== SPANISH));
                set({ languages });
                onLanguages(languages);
              }}
              className="size-4 rounded border-slate-400 accent-brand-700"
              data-testid="spanish-spoken"
            />
            {spanishSpoken}
          </label>
          <div>
            <label htmlFor="filter-q" className={labelClass}>
              {t.keywords}
            </label>
            <input
              id="filter-q"
              name="q"
              type="search"
              value={draft.q}
              onChange={(event) => set({ q: event.target.value })}
              placeholder={t.keywordsPlaceholder}
              autoComplete="off"
              maxLength={200}
              className={`${fieldClass} placeholder:text-slate-600`}
            />
          </div>
          <div>
            <label htmlFor="filter-category" className={labelClass}>
              {t.category}
            </label>
            <select
              id="filter-category"
              name="category"
              value={draft.category ?? ALL}
              onChange={(event) => set({ category: event.target.value === ALL ? null : event.target.value })}
              className={fieldClass}
            >
              <option value={ALL}>{t.allCategories}</option>
              {CATEGORIES.map((category) => (
                <option key={category.value} value={category.value}>
                  {categoryNames[category.value]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-neighborhood" className={labelClass}>
              {t.neighborhood}
            </label>
            <select
              id="filter-neighborhood"
              name="neighborhood"
              value={draft.neighborhood ?? ALL}
              onChange={(event) => set({ neighborhood: event.target.value === ALL ? null : event.target.value })}
              className={fieldClass}
            >
              <option value={ALL_CHARLOTTE.value}>{t.allCharlotte}</option>
              {neighborhoodOptions.map((n) => (
                <option key={n.value} value={n.value}>
                  {n.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-rating" className={labelClass}>
              {t.minimumRating}
            </label>
            <select
              id="filter-rating"
              name="minRating"
              value={draft.minRating === null ? ALL : String(draft.minRating)}
              onChange={(event) => set({ minRating: event.target.value === ALL ? null : Number(event.target.value) })}
              className={fieldClass}
            >
              <option value={ALL}>{t.anyRating}</option>
              {ratingOptions.map((rating) => (
                <option key={rating.value} value={String(rating.value)}>
                  {rating.label}
                </option>
              ))}
            </select>
          </div>
          <OpenFields value={draft.open} onChange={(open) => set({ open })} />
          <fieldset>
            <legend className={labelClass}>{t.serviceTags}</legend>
            <div className="mt-2 flex flex-col gap-2">
              {SERVICE_TAGS.map((tag) => (
                <label key={tag.value} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="tags"
                    value={tag.value}
                    checked={draft.tags.includes(tag.value)}
                    onChange={(event) => toggleTag(tag.value, event.target.checked)}
                    className="size-4 rounded border-slate-400 accent-brand-700"
                  />
                  {t.tags[tag.value]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-2">
            <button type="submit" className="btn-primary h-10">
              {t.applyFilters}
            </button>
            <a
              href={clearHref}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onClear();
              }}
              className="rounded text-center text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t.clearFilters}
            </a>
          </div>
        </form>
      </div>
    </div>
  );
}

const DEFAULT_OPEN_AT = 'sat-10:00';

/**
 * Hours filter: any time, open now, or open at a weekday and time (Charlotte time). Without
 * JavaScript the select still sends open=now.
 */
function OpenFields({ value, onChange }: { value: string | null; onChange: (open: string | null) => void }) {
  const { search: t } = useListingMessages();
  const filter = parseOpenFilter(value);
  const mode = !filter ? ALL : filter.kind === 'now' ? 'now' : 'at';
  const at = filter?.kind === 'at' ? filter : parseOpenFilter(DEFAULT_OPEN_AT);
  const day = at && at.kind === 'at' ? DAY_KEYS[WEEKDAYS.indexOf(at.day)]! : 'sat';
  const time = at && at.kind === 'at' ? `${String(Math.floor(at.minute / 60)).padStart(2, '0')}:${String(at.minute % 60).padStart(2, '0')}` : '10:00';
  const setAt = (nextDay: string, nextTime: string) => {
    const parsed = parseOpenFilter(`${nextDay}-${nextTime}`);
    if (parsed) onChange(openFilterText(parsed));
  };
  return (
    <div>
      <label htmlFor="filter-open" className={labelClass}>
        {t.hours}
      </label>
      <select
        id="filter-open"
        name={mode === 'at' ? undefined : 'open'}
        value={mode}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next === ALL ? null : next === 'now' ? 'now' : DEFAULT_OPEN_AT);
        }}
        className={fieldClass}
      >
        <option value={ALL}>{t.anyTime}</option>
        <option value="now">{t.openNow}</option>
        <option value="at">{t.openAt}</option>
      </select>
      {mode === 'at' && (
        <div className="mt-2 grid grid-cols-2 gap-2">
          <input type="hidden" name="open" value={value ?? ''} />
          <div>
            <label htmlFor="filter-open-day" className="block text-xs font-semibold text-slate-800">
              {t.day}
            </label>
            <select id="filter-open-day" value={day} onChange={(event) => setAt(event.target.value, time)} className={fieldClass}>
              {DAY_KEYS.map((key) => (
                <option key={key} value={key}>
                  {t.weekdays[key]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-open-time" className="block text-xs font-semibold text-slate-800">
              {t.time}
            </label>
            <input id="filter-open-time" type="time" step={900} value={time} onChange={(event) => setAt(day, event.target.value)} className={fieldClass} />
          </div>
        </div>
      )}
      <p className="mt-1 text-xs text-slate-700">{t.charlotteTime}</p>
    </div>
  );
}

/**
 * /admin "Neighborhoods": the form of one neighborhood (every profile and scoring field,
 * validated with the same zod schema as the API and typed like the scoring module's input),
 * the ranking preview (computed by the server with the build's rules and the county's figures),
 * and stale-save conflicts.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import {
  emptyNeighborhoodData,
  FIELD_LABELS,
  NeighborhoodDataSchema,
  neighborhoodFieldErrors,
  SPANISH_FIELDS,
  type EditorNeighborhood,
  type EditorNeighborhoodDetail,
  type NeighborhoodData,
  type NeighborhoodDataInput,
  type NeighborhoodField,
  type StaleSave,
} from '../../domain/neighborhood-data';
import { describeRankChange, type RankChange } from '../../domain/neighborhood-rank-impact';
import { GUIDE_LINKS } from '../../components/neighborhoods/guide-content';
import { showToast } from '../../stores/toast';
import { formatDateTime } from './admin-client';
import { ApiError, describeError } from '../kit/api';
import { queryKeys } from '../kit/query';
import { useAdmin } from './context';
import { useAdminQuery } from './queue';
import { ErrorText, INPUT_CLASS, Loading, Panel } from './ui';
import { Changes, History } from './NeighborhoodHistory';

/** The list answer of GET /api/admin/neighborhoods. */
export interface ListAnswer {
  neighborhoods: EditorNeighborhood[];
  published: NeighborhoodData[];
  images: string[];
}

/** What the form holds: the schema's input with numbers and lists as typed text. */
type FormValues = Omit<
  NeighborhoodDataInput,
  'walkabilityScore' | 'safetyRating' | 'latitude' | 'longitude' | 'keyFeatures' | 'keyFeaturesEs' | 'mainNpa' | 'otherNpas'
> & {
  walkabilityScore: string;
  safetyRating: string;
  latitude: string;
  longitude: string;
  keyFeatures: string;
  keyFeaturesEs: string;
  mainNpa: string;
  otherNpas: string;
};

function toForm(data: NeighborhoodDataInput): FormValues {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return {
    ...data,
    walkabilityScore: text(data.walkabilityScore),
    safetyRating: text(data.safetyRating),
    latitude: text(data.latitude),
    longitude: text(data.longitude),
    keyFeatures: (data.keyFeatures ?? []).join('\n'),
    keyFeaturesEs: (data.keyFeaturesEs ?? []).join('\n'),
    mainNpa: text(data.mainNpa),
    otherNpas: (data.otherNpas ?? []).join(', '),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function fromForm(values: FormValues): NeighborhoodDataInput {
  return {
    ...values,
    keyFeatures: lines(values.keyFeatures),
    keyFeaturesEs: lines(values.keyFeaturesEs),
    otherNpas: values.otherNpas.split(/[\s,]+/).filter(Boolean),
  };
}

const GUIDE_LABEL = Object.fromEntries(GUIDE_LINKS.map((g) => [g.key, g.label])) as Record<string, string>;

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-field-error>
          {error}
        </p>
      )}
    </div>
  );
}

const TEXT_FIELDS: Array<[NeighborhoodField, 'input' | 'area', string?]> = [
  ['name', 'input'],
  ['slug', 'input', 'Lowercase letters, digits and hyphens: the page address /neighborhoods/{slug}. Cannot change later.'],
  ['title', 'input'],
  ['metaDescription', 'area', 'Up to 300 characters: search results and the featured card.'],
  ['overview', 'area'],
  ['history', 'area'],
  ['housingOptions', 'area'],
  ['lifestyle', 'area'],
  ['demographics', 'area'],
  ['localAmenities', 'area'],
  ['schoolsChildcare', 'area'],
  ['parksRecreation', 'area'],
  ['transportation', 'area'],
];
/** The Spanish texts, each beside the English one's place in the form. */
const SPANISH_TEXT_FIELDS: Array<[NeighborhoodField, 'input' | 'area']> = SPANISH_FIELDS.filter(([en]) => en !== 'keyFeatures').map(([en, es]) => [
  es,
  en === 'title' ? 'input' : 'area',
]);
const SCORING_FIELDS: Array<[NeighborhoodField, string?]> = [
  ['averageRentPrice', 'e.g. $1,500 - $2,000 (the price tier reads the first matching amount).'],
  ['averageHomePrice', 'e.g. $400,000 - $600,000'],
  ['commuteToUptown', 'e.g. 10-15 min (the scoring reads the number before "min").'],
  ['walkabilityScore', '0 to 100; empty if unknown.'],
  ['safetyRating', '0 to 10, one decimal; empty if unknown.'],
  ['latitude'],
  ['longitude'],
  ['mapUrl', 'An https:// map link (optional).'],
  ['mainNpa', 'The county Quality of Life area (NPA) that contains the centre: the profile\'s "By the numbers" shows its figures. Empty: no county figures.'],
  ['otherNpas', 'Bordering NPAs that belong to the neighborhood, separated by commas (drawn in the outline on the profile).'],
];
const FLAGS: NeighborhoodField[] = ['published', 'featured', 'familyFriendly', 'youngProfessionalFriendly', 'petFriendly'];

/** `value` once it has stayed the same for `ms`: the preview asks the server once typing pauses. */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** What the draft does to the four ranked guides, computed by the server with the county's figures. */
function RankingPreview({ values }: { values: FormValues }) {
  const { requestJson } = useAdmin();
  const parsed = NeighborhoodDataSchema.safeParse(fromForm(values));
  const draft = useSettled(parsed.success ? JSON.stringify(parsed.data) : null);
  const query = useQuery<{ changes: RankChange[] }, Error>({
    queryKey: queryKeys.admin.list('neighborhood-preview', { draft }),
    queryFn: ({ signal }) => requestJson('/api/admin/neighborhoods/preview', { method: 'POST', json: { data: JSON.parse(draft!) as unknown }, signal }),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
  });
  if (!parsed.success) return <p className="text-sm text-slate-700">Fix the fields marked above to see the ranking preview.</p>;
  if (query.error) return <ErrorText>{`The preview failed: ${describeError(query.error)}`}</ErrorText>;
  if (!query.data) return <Loading />;
  return (
    <ul className="space-y-1 text-sm text-slate-900" aria-label="Ranking preview" aria-busy={query.isPlaceholderData || draft !== JSON.stringify(parsed.data)}>
      {query.data.changes.map((change) => {
        const moved = change.rankBefore !== change.rankAfter || change.scoreBefore !== change.scoreAfter;
        return (
          <li key={change.guide} data-guide={change.guide} className={moved ? 'font-semibold' : undefined}>
            {describeRankChange(GUIDE_LABEL[change.guide] ?? change.guide, change)}
          </li>
        );
      })}
    </ul>
  );
}

export function Editor({
  selected,
  list,
  onSaved,
  onClose,
}: {
  selected: number | 'new';
  list: ListAnswer;
  onSaved: (id: number) => void;
  onClose: () => void;
}) {
  const { requestJson } = useAdmin();
  const formId = useId();
  const client = useQueryClient();
  // Under the list's prefix: a save, a restore or Publish (Neighborhoods.tsx) fetches it again.
  const detailKey = queryKeys.admin.list('neighborhoods', { id: selected });
  const detailQuery = useAdminQuery<EditorNeighborhoodDetail>(`/api/admin/neighborhoods/${selected}`, detailKey, {
    enabled: selected !== 'new',
    refetchOnMount: 'always',
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  /**
   * The form is seeded from the first answer (or failure) that arrives after these times: when
   * the neighborhood is chosen and when it is reloaded (after a save or a restore); null: seeded.
   * A fetch in the background (after Publish) never replaces what was typed.
   */
  const [seedAfter, setSeedAfter] = useState<{ data: number; error: number } | null>(
    selected === 'new' ? null : { data: detailQuery.dataUpdatedAt, error: detailQuery.errorUpdatedAt },
  );
  const [detail, setDetail] = useState<EditorNeighborhoodDetail | null>(null);
  const [values, setValues] = useState<FormValues | null>(selected === 'new' ? toForm(emptyNeighborhoodData()) : null);
  const [baseVersion, setBaseVersion] = useState<number | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [stale, setStale] = useState<StaleSave | null>(null);
  const [loadError, setLoadError] = useState('');
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);

  if (seedAfter && detailQuery.data && detailQuery.dataUpdatedAt > seedAfter.data) {
    const answer = detailQuery.data;
    setSeedAfter(null);
    setDetail(answer);
    setValues(toForm(answer.data));
    setBaseVersion(answer.version);
    setErrors({});
    setStale(null);
  } else if (seedAfter && detailQuery.error && detailQuery.errorUpdatedAt > seedAfter.error) {
    setSeedAfter(null);
    setLoadError(describeError(detailQuery.error));
  }

  /** Loads the saved neighborhood into the form again, joining a fetch already on its way. */
  const reload = () => {
    const now = client.getQueryState(detailKey);
    setSeedAfter({ data: now?.dataUpdatedAt ?? 0, error: now?.errorUpdatedAt ?? 0 });
    void detailQuery.refetch({ cancelRefetch: false });
  };

  if (loadError) return <ErrorText>{loadError}</ErrorText>;
  if (!values) return <Loading />;

  const set = (field: keyof FormValues, value: string | boolean | string[]) => setValues({ ...values, [field]: value } as FormValues);

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = NeighborhoodDataSchema.safeParse(fromForm(values));
    if (!parsed.success) {
      setErrors(neighborhoodFieldErrors(parsed.error));
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (selected === 'new') {
        const created = await requestJson<{ id: number }>('/api/admin/neighborhoods', { method: 'POST', json: { data: parsed.data } });
        showToast({ title: 'Neighborhood added', description: `${parsed.data.name} is a draft until you publish.` });
        onSaved(created.id);
      } else {
        const answer = await requestJson<{ version: number; changed: boolean }>(`/api/admin/neighborhoods/${selected}`, {
          method: 'PUT',
          json: { baseVersion, data: parsed.data },
        });
        setStale(null);
        setBaseVersion(answer.version);
        showToast({
          title: answer.changed ? 'Draft saved' : 'Nothing changed',
          description: answer.changed ? `Version ${answer.version}. Publish to put it on the site.` : 'The form matches the saved version.',
        });
        onSaved(selected);
        reload();
      }
    } catch (failure) {
      // Nothing typed is lost: the form keeps its values whatever the answer.
      const body = failure instanceof ApiError ? (failure.body as { error?: { fields?: Record<string, string>; stale?: StaleSave } })?.error : undefined;
      if (body?.stale) {
        setStale(body.stale);
        requestAnimationFrame(() => summary.current?.focus());
      } else if (body?.fields) {
        setErrors(Object.fromEntries(Object.entries(body.fields).map(([key, message]) => [key.replace(/^data\./, ''), message])));
        requestAnimationFrame(() => summary.current?.focus());
      } else {
        showToast({ title: 'Could not save', description: `${describeError(failure)} Your changes are still in the form.`, variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  };

  const errorCount = Object.keys(errors).length;
  const availableImages = [...new Set([...list.images, ...(Array.isArray(values.images) ? values.images : [])])].sort();
  const title = selected === 'new' ? 'Add a neighborhood' : `Edit ${detail?.data.name ?? ''}`;

  return (
    <div className="space-y-6">
      <Panel
        title={title}
        id="editor-heading"
        actions={
          <button type="button" className="btn-secondary" onClick={onClose}>
            Back to the list
          </button>
        }
      >
        {detail && (
          <p className="mb-4 text-sm text-slate-700">
            Editing version {baseVersion}
            {detail.publishedVersion > 0 ? `; version ${detail.publishedVersion} is on the site.` : '; not published yet.'}
          </p>
        )}
        <div ref={summary} tabIndex={-1} className="focus:outline-none">
          {errorCount > 0 && (
            <ErrorText>
              {errorCount} field{errorCount === 1 ? ' needs' : 's need'} attention:{' '}
              {Object.keys(errors)
                .map((key) => FIELD_LABELS[key as NeighborhoodField] ?? key)
                .join(', ')}
              .
            </ErrorText>
          )}
          {stale && (
            <div className="rounded-md border border-amber-400 bg-amber-50 p-4" role="alert">
              <p className="font-semibold text-amber-950">
                {stale.changedBy} saved version {stale.latestVersion} at {formatDateTime(stale.changedAt)} while you were editing. Nothing was overwritten.
              </p>
              <p className="mt-1 text-sm text-amber-950">What changed meanwhile:</p>
              <div className="mt-2 bg-white p-2">
                <Changes changes={stale.changes} caption="Changes saved meanwhile" />
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => {
                    setValues(toForm(stale.latest));
                    setBaseVersion(stale.latestVersion);
                    setStale(null);
                  }}
                >
                  Discard my edits and load version {stale.latestVersion}
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => {
                    setBaseVersion(stale.latestVersion);
                    setStale(null);
                  }}
                >
                  Keep my edits (save again to replace version {stale.latestVersion})
                </button>
              </div>
            </div>
          )}
        </div>
        <form className="mt-4 space-y-6" onSubmit={save} noValidate aria-labelledby="editor-heading">
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold text-slate-900">Profile texts</legend>
            {TEXT_FIELDS.map(([field, kind, hint]) => (
              <div key={field} className={kind === 'area' ? 'sm:col-span-2' : undefined}>
                <Field id={`${formId}-${field}`} label={FIELD_LABELS[field]} error={errors[field]} hint={hint}>
                  {(props) =>
                    kind === 'area' ? (
                      <textarea
                        {...props}
                        rows={3}
                        className={INPUT_CLASS}
                        value={String(values[field as keyof FormValues] ?? '')}
                        onChange={(e) => set(field as keyof FormValues, e.target.value)}
                      />
                    ) : (
                      <input
                        {...props}
                        type="text"
                        className={INPUT_CLASS}
                        readOnly={field === 'slug' && selected !== 'new'}
                        value={String(values[field as keyof FormValues] ?? '')}
                        onChange={(e) => set(field as keyof FormValues, e.target.value)}
                      />
                    )
                  }
                </Field>
              </div>
            ))}
            <div className="sm:col-span-2">
              <Field id={`${formId}-keyFeatures`} label={FIELD_LABELS.keyFeatures} error={errors.keyFeatures} hint="One per line, up to 12.">
                {(props) => (
                  <textarea {...props} rows={4} className={INPUT_CLASS} value={values.keyFeatures} onChange={(e) => set('keyFeatures', e.target.value)} />
                )}
              </Field>
            </div>
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2" data-spanish-texts>
            <legend className="mb-2 text-base font-semibold text-slate-900">Spanish texts</legend>
            <p className="text-sm text-slate-700 sm:col-span-2">
              The same texts in Spanish, shown on /es/neighborhoods/{values.slug || '{slug}'}. Leave them all empty for no Spanish page; with any Spanish text,
              the Spanish page title and overview are required.
            </p>
            {SPANISH_TEXT_FIELDS.map(([field, kind]) => (
              <div key={field} className={kind === 'area' ? 'sm:col-span-2' : undefined}>
                <Field id={`${formId}-${field}`} label={FIELD_LABELS[field]} error={errors[field]}>
                  {(props) =>
                    kind === 'area' ? (
                      <textarea
                        {...props}
                        lang="es"
                        rows={3}
                        className={INPUT_CLASS}
                        value={String(values[field as keyof FormValues] ?? '')}
                        onChange={(e) => set(field as keyof FormValues, e.target.value)}
                      />
                    ) : (
                      <input
                        {...props}
                        lang="es"
                        type="text"
                        className={INPUT_CLASS}
                        value={String(values[field as keyof FormValues] ?? '')}
                        onChange={(e) => set(field as keyof FormValues, e.target.value)}
                      />
                    )
                  }
                </Field>
              </div>
            ))}
            <div className="sm:col-span-2">
              <Field id={`${formId}-keyFeaturesEs`} label={FIELD_LABELS.keyFeaturesEs} error={errors.keyFeaturesEs} hint="One per line, up to 12.">
                {(props) => (
                  <textarea
                    {...props}
                    lang="es"
                    rows={4}
                    className={INPUT_CLASS}
                    value={values.keyFeaturesEs}
                    onChange={(e) => set('keyFeaturesEs', e.target.value)}
                  />
                )}
              </Field>
            </div>
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold text-slate-900">Prices, commute, scores and location</legend>
            {SCORING_FIELDS.map(([field, hint]) => (
              <Field key={field} id={`${formId}-${field}`} label={FIELD_LABELS[field]} error={errors[field]} hint={hint}>
                {(props) => (
                  <input
                    {...props}
                    type="text"
                    inputMode={
                      ['walkabilityScore', 'safetyRating', 'latitude', 'longitude'].includes(field) ? 'decimal' : field === 'mainNpa' ? 'numeric' : undefined
                    }
                    className={INPUT_CLASS}
                    value={String(values[field as keyof FormValues] ?? '')}
                    onChange={(e) => set(field as keyof FormValues, e.target.value)}
                  />
                )}
              </Field>
            ))}
          </fieldset>

          <fieldset>
            <legend className="mb-2 text-base font-semibold text-slate-900">Flags</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {FLAGS.map((field) => (
                <div key={field}>
                  <label className="flex min-h-8 items-center gap-2 py-1 text-sm text-slate-900">
                    <input
                      type="checkbox"
                      className="size-5 shrink-0"
                      checked={Boolean(values[field as keyof FormValues])}
                      onChange={(e) => set(field as keyof FormValues, e.target.checked)}
                    />
                    {FIELD_LABELS[field]}
                    {field === 'published' && <span className="text-slate-700"> (unchecked: removed from every page at the next build)</span>}
                  </label>
                  {errors[field] && <p className="mt-1 text-sm font-medium text-red-700">{errors[field]}</p>}
                </div>
              ))}
            </div>
          </fieldset>

          <fieldset>
            <legend className="mb-2 text-base font-semibold text-slate-900">Images</legend>
            <p className="mb-2 text-xs text-slate-700">Images the site ships. None: the page shows generated art with the initials.</p>
            <div className="grid gap-1 sm:grid-cols-2">
              {availableImages.map((path) => {
                const chosen = Array.isArray(values.images) ? values.images : [];
                return (
                  <label key={path} className="flex min-h-8 items-center gap-2 py-1 text-sm text-slate-900">
                    <input
                      type="checkbox"
                      className="size-5 shrink-0"
                      checked={chosen.includes(path)}
                      onChange={(e) => set('images', e.target.checked ? [...chosen, path] : chosen.filter((p) => p !== path))}
                    />
                    {path}
                  </label>
                );
              })}
            </div>
            {errors.images && <p className="mt-1 text-sm font-medium text-red-700">{errors.images}</p>}
          </fieldset>

          <section aria-labelledby={`${formId}-preview`} className="rounded-md border border-slate-300 bg-slate-50 p-4">
            <h3 id={`${formId}-preview`} className="text-base font-semibold text-slate-900">
              Ranking preview
            </h3>
            <p className="mb-2 text-xs text-slate-700">What these values do to the four ranked guides, compared with what the site shows now.</p>
            <RankingPreview values={values} />
          </section>

          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? 'Saving...' : selected === 'new' ? 'Add as draft' : 'Save draft'}
            </button>
          </div>
        </form>
      </Panel>
      {selected !== 'new' && baseVersion !== null && (
        <History
          id={selected}
          version={baseVersion}
          onRestored={() => {
            onSaved(selected);
            reload();
          }}
        />
      )}
    </div>
  );
}

/**
 * "Rank by what matters to you": six weights, every neighborhood re-ranked at once
 * with each factor's contribution. A React island hydrated with client:visible, so React
 * loads only when the visitor scrolls to it (decision 0002). The ranking is the pure module
 * src/domain/personal-ranking.ts, which the page also uses for the server render.
 *
 * No layout shift: rows are keyed by position and have a fixed height, so re-ranking changes
 * their text, not their boxes; the contribution bars move with transforms only.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Messages } from '../../i18n/en';
import { fillTemplate as fill } from '../../domain/fill';
import {
  allWeightsZero,
  clampedNotice,
  DEFAULT_WEIGHTS,
  FACTORS,
  rankByWeights,
  readWeights,
  WEIGHT_MAX,
  WEIGHT_MIN,
  weightsToSearch,
  type FactorKey,
  type RankingInput,
  type Weights,
} from '../../domain/personal-ranking';

interface Props {
  rows: RankingInput[];
  /** The island's words in the page's language (the catalogs' `ranking`): only these ship with it. */
  words: Messages['ranking'];
  /** Each neighborhood's profile by slug, where it is not the English "/neighborhoods/{slug}" (a Spanish page's Spanish profiles). */
  hrefs?: Readonly<Record<string, string>>;
}

/** One colour per factor (contrast checked against white text is not needed: the bars carry no text). */
const COLORS: Record<FactorKey, string> = {
  cost: '#1d4ed8',
  safety: '#b91c1c',
  commute: '#a16207',
  schools: '#7e22ce',
  walk: '#0f766e',
  green: '#15803d',
};

const round = (n: number) => Math.round(n);

export default function RankByPriorities({ rows, words, hrefs = {} }: Props) {
  const [weights, setWeights] = useState<Weights>(DEFAULT_WEIGHTS);
  const [clamped, setClamped] = useState<string | null>(null);
  const labelOf = (key: FactorKey) => words[key];

  // The URL holds the weights: read them once hydrated (out-of-range ones clamped, and said so), write them on every change.
  useEffect(() => {
    const read = readWeights(window.location.search);
    // Read after hydration, so the first render matches the server's HTML (the default weights).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setWeights(read.weights);
    setClamped(clampedNotice(read.weights, read.clamped, { ...words, label: labelOf }));
    // Once, on hydration: the words never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const nothingWeighted = allWeightsZero(weights);

  const ranked = useMemo(() => rankByWeights(rows, weights), [rows, weights]);

  const update = (key: FactorKey, value: number) => {
    const next = { ...weights, [key]: value };
    setWeights(next);
    setClamped(null);
    const url = `${window.location.pathname}${weightsToSearch(next)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  };

  const reset = () => {
    setWeights(DEFAULT_WEIGHTS);
    setClamped(null);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.hash}`);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-3" data-rank-island>
      <fieldset className="card min-w-0 p-5 lg:col-span-1">
        <legend className="px-1 text-base font-bold text-slate-900">{words.legend}</legend>
        <p className="mt-1 text-sm text-slate-700">{fill(words.scale, { min: WEIGHT_MIN, max: WEIGHT_MAX })}</p>
        <ul className="mt-4 space-y-4">
          {FACTORS.map((f) => (
            <li key={f.key}>
              <div className="flex items-center justify-between text-sm font-semibold text-slate-900">
                <label htmlFor={`weight-${f.key}`} className="flex items-center gap-2">
                  <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ background: COLORS[f.key] }} />
                  {labelOf(f.key)}
                </label>
                <output htmlFor={`weight-${f.key}`} className="tabular-nums" data-weight-value={f.key}>
                  {weights[f.key]}
                </output>
              </div>
              <input
                id={`weight-${f.key}`}
                type="range"
                min={WEIGHT_MIN}
                max={WEIGHT_MAX}
                step={1}
                value={weights[f.key]}
                aria-describedby={`weight-${f.key}-help`}
                className="mt-1 w-full accent-brand-700"
                data-weight={f.key}
                onChange={(event) => update(f.key, Number(event.currentTarget.value))}
              />
              <p id={`weight-${f.key}-help`} className="text-xs text-slate-600">
                {words[`${f.key}Help`]}
              </p>
            </li>
          ))}
        </ul>
        <button type="button" className="btn-secondary mt-4 h-11 w-full" onClick={reset} data-weights-reset>
          {words.reset}
        </button>
      </fieldset>

      <div className="min-w-0 lg:col-span-2">
        {clamped && (
          <p className="mb-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="status" data-weights-clamped>
            {clamped}
          </p>
        )}
        <p className="sr-only" aria-live="polite" data-rank-status>
          {nothingWeighted ? words.allZero : ranked[0] ? fill(words.updated, { name: ranked[0].name, total: round(ranked[0].total) }) : ''}
        </p>
        {nothingWeighted && (
          <p className="mb-3 rounded-md bg-amber-50 p-3 text-sm font-semibold text-amber-900" data-weights-all-zero>
            {words.allZero}
          </p>
        )}
        <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" data-rank-list hidden={nothingWeighted}>
          {ranked.map((row, index) => (
            // keyed by position: the rows stay in place and only their content changes
            <li key={index} className="flex h-16 items-center gap-3 px-4" data-rank-row={row.slug}>
              <span className="w-6 shrink-0 text-right text-sm font-bold tabular-nums text-slate-600">{index + 1}</span>
              <div className="min-w-0 grow">
                <div className="flex items-baseline justify-between gap-2">
                  <a
                    href={hrefs[row.slug] ?? `/neighborhoods/${row.slug}`}
                    className="truncate font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                  >
                    {row.name}
                  </a>
                  <span className="shrink-0 text-sm font-bold tabular-nums text-slate-900" data-rank-total>
                    {round(row.total)}
                    <span className="font-normal text-slate-600">/100</span>
                  </span>
                </div>
                <div className="relative mt-1 h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  {row.contributions.map((c, i) => {
                    const start = row.contributions.slice(0, i).reduce((s, x) => s + x.points, 0);
                    return (
                      <span
                        key={c.key}
                        className="absolute inset-0 origin-left"
                        style={{ background: COLORS[c.key], transform: `translateX(${start}%) scaleX(${c.points / 100})` }}
                      />
                    );
                  })}
                </div>
                <p className="sr-only">
                  {row.contributions
                    .map(
                      (c) =>
                        `${fill(round(c.points) === 1 ? words.pointOne : words.points, { factor: labelOf(c.key), points: round(c.points) })}${c.missing ? words.missing : ''}`,
                    )
                    .join(', ')}
                </p>
                <p className="truncate text-xs text-slate-600" aria-hidden="true" data-rank-contributions>
                  {row.contributions
                    .filter((c) => weights[c.key] > 0)
                    .map((c) => `${labelOf(c.key)} ${round(c.points)}${c.missing ? '*' : ''}`)
                    .join(' · ')}
                </p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-2 text-xs text-slate-600">{words.footnote}</p>
      </div>
    </div>
  );
}

/**
 * /neighborhoods/compare?n={slug}&n={slug}: which neighborhoods to compare (2 to 4) and the
 * side-by-side rows, with the better value per row. Pure.
 */
import type { NeighborhoodNumbers } from './neighborhood-numbers';
import { displaySafety } from './neighborhood-view';
import { officialPriceTier } from './price-tier';
import { FIGURES, type Better } from './qol';
import type { Neighborhood } from './types';
import { isSlug } from './slug';

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export interface CompareSelection {
  /** Known slugs in the order given, without repeats. */
  slugs: string[];
  /** Plain-language problems; empty when the selection can be shown. */
  problems: string[];
  /** 200 (nothing asked, or 2-4 known neighborhoods), 404 (an unknown one), 400 (one, or more than four). */
  status: 200 | 400 | 404;
}

/** The one message for a selection of the wrong size (one, or more than four). */
export const COMPARE_COUNT_MESSAGE = `Choose ${COMPARE_MIN} to ${COMPARE_MAX} neighborhoods to compare.`;

/** Reads and checks the `n` parameters against the known neighborhoods. */
export function compareSelection(params: URLSearchParams, known: ReadonlyArray<{ slug: string; name: string }>): CompareSelection {
  const given = params
    .getAll('n')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== '');
  const problems: string[] = [];
  const slugs: string[] = [];
  for (const slug of given) {
    const shown = slug.length > 40 ? `${slug.slice(0, 40)}...` : slug;
    if (!isSlug(slug) || !known.some((k) => k.slug === slug)) {
      problems.push(`We have no neighborhood called "${shown}". Pick one from the list below.`);
    } else if (!slugs.includes(slug)) slugs.push(slug);
  }
  if (problems.length) return { slugs, problems, status: 404 };
  if (given.length > 0 && (slugs.length < COMPARE_MIN || slugs.length > COMPARE_MAX)) {
    return { slugs: slugs.slice(0, COMPARE_MAX), problems: [COMPARE_COUNT_MESSAGE], status: 400 };
  }
  return { slugs, problems, status: 200 };
}

interface CompareCell {
  text: string;
  /** The better value of the row (ties: all of them). */
  best: boolean;
  /** Small print (year, basis, "no county data"). */
  note?: string;
}

export interface CompareRow {
  key: string;
  label: string;
  /** 'rating': the safety rating (from CMPD's figures, or our estimate where the county has none); 'fact': tier and descriptions; 'official': county figures. */
  kind: 'rating' | 'official' | 'fact';
  better: Better;
  /** "Lower is better" etc. */
  betterText: string | null;
  cells: CompareCell[];
}

function markBest(values: Array<number | null>, better: Better): boolean[] {
  const known = values.filter((v): v is number => v !== null);
  if (!better || known.length < 2) return values.map(() => false);
  const target = better === 'lower' ? Math.min(...known) : Math.max(...known);
  if (known.every((v) => v === target)) return values.map(() => false);
  return values.map((v) => v === target);
}

function row(key: string, label: string, kind: CompareRow['kind'], better: Better, texts: CompareCell[], values: Array<number | null>): CompareRow {
  const best = markBest(values, better);
  return {
    key,
    label,
    kind,
    better,
    betterText: better === 'lower' ? 'Lower is better' : better === 'higher' ? 'Higher is better' : null,
    cells: texts.map((cell, i) => ({ ...cell, best: best[i] ?? false })),
  };
}

/** The crime figures shown for one year beside a safety rating that pools three. */
const CRIME_KEYS: ReadonlySet<string> = new Set(['violent-crime', 'property-crime']);
/** What each period is for: the rating pools years so one year's swings weigh less; the crime rows show the latest year. */
const SAFETY_PERIOD_NOTE = 'The rating pools three years so that one year does not swing it; the crime rows below show the latest year alone';
const ONE_YEAR_NOTE = 'the latest year; the safety rating above pools three';

/** Parts joined as sentences, each ending with one full stop. */
function sentences(parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .filter((p): p is string => Boolean(p?.trim()))
    .map((p) => (/[.!?]$/.test(p.trim()) ? p.trim() : `${p.trim()}.`))
    .join(' ');
}

export function compareRows(list: ReadonlyArray<{ neighborhood: Neighborhood; numbers: NeighborhoodNumbers }>): CompareRow[] {
  const rows: CompareRow[] = [];
  const ns = list.map((x) => x.neighborhood);
  rows.push(
    row(
      'safety',
      'Safety rating',
      'rating',
      'higher',
      ns.map((n) => ({
        text: displaySafety(n.safetyRating ?? 0),
        best: false,
        note: sentences([n.safety?.label ?? 'our estimate', n.safety?.detail, n.safety?.fromCounty ? SAFETY_PERIOD_NOTE : null, n.safety?.caveat]),
      })),
      ns.map((n) => n.safetyRating || null),
    ),
  );
  rows.push(
    row(
      'tier',
      'Price tier',
      'fact',
      null,
      list.map(({ numbers }) => {
        const tier = officialPriceTier(numbers.allFigures);
        return tier
          ? { text: `${tier.symbols} ${tier.label}`, best: false, note: `from the county's ${tier.basis}` }
          : { text: 'No county sale price', best: false };
      }),
      ns.map(() => null),
    ),
  );
  const yesNo = (v: boolean): CompareCell => ({ text: v ? 'Yes' : 'No', best: false });
  rows.push(
    row(
      'family',
      'Family friendly',
      'fact',
      null,
      ns.map((n) => yesNo(n.familyFriendly)),
      ns.map(() => null),
    ),
  );
  rows.push(
    row(
      'young',
      'Young professional friendly',
      'fact',
      null,
      ns.map((n) => yesNo(n.youngProfessionalFriendly)),
      ns.map(() => null),
    ),
  );
  rows.push(
    row(
      'pets',
      'Pet friendly',
      'fact',
      null,
      ns.map((n) => yesNo(n.petFriendly)),
      ns.map(() => null),
    ),
  );
  for (const def of FIGURES) {
    const figures = list.map((x) => x.numbers.allFigures.find((f) => f.key === def.key));
    rows.push(
      row(
        def.key,
        def.label,
        'official',
        def.better,
        figures.map((f) =>
          f && f.value !== null
            ? { text: f.display ?? '', best: false, note: `${CRIME_KEYS.has(def.key) ? `${f.year} alone (${ONE_YEAR_NOTE})` : f.year}; ${f.comparison ?? ''}` }
            : { text: 'No county data for this area', best: false, note: f ? String(f.year) : undefined },
        ),
        figures.map((f) => f?.value ?? null),
      ),
    );
  }
  return rows;
}

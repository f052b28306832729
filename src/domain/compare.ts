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
import { fillTemplate } from './fill';

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

/**
 * The comparison's words in a language: English here (the one owner; src/i18n/en-neighborhoods.ts
 * takes them), other languages in their catalogs. `{placeholders}` are filled here.
 */
export const COMPARE_WORDS = {
  unknown: 'We have no neighborhood called "{name}". Pick one from the list below.',
  count: 'Choose {min} to {max} neighborhoods to compare.',
  lowerBetter: 'Lower is better',
  higherBetter: 'Higher is better',
  safety: 'Safety rating',
  periodNote: 'The rating pools three years so that one year does not swing it; the crime rows below show the latest year alone',
  oneYear: '{year} alone (the latest year; the safety rating above pools three)',
  tier: 'Price tier',
  tierNote: "from the county's {basis}",
  noSalePrice: 'No county sale price',
  family: 'Family friendly',
  young: 'Young professional friendly',
  pets: 'Pet friendly',
  yes: 'Yes',
  no: 'No',
  noData: 'No county data for this area',
};

export type CompareWords = { readonly [K in keyof typeof COMPARE_WORDS]: string };

/**
 * What the rows need in another language besides {@link CompareWords}: a figure's name, a
 * price tier's label and basis, and the safety rating's notes (src/i18n/neighborhood-profile.ts);
 * English by default.
 */
export interface CompareLocalizer {
  figureLabel: (key: string) => string;
  tier: (tier: NonNullable<ReturnType<typeof officialPriceTier>>) => { label: string; basis: string };
  safety: (n: Neighborhood, numbers: NeighborhoodNumbers) => { label: string; detail?: string | null; caveat?: string | null };
}

const ENGLISH: CompareLocalizer = {
  figureLabel: (key) => FIGURES.find((f) => f.key === key)?.label ?? key,
  tier: (tier) => ({ label: tier.label, basis: tier.basis }),
  safety: (n) => ({ label: n.safety?.label ?? 'our estimate', detail: n.safety?.detail, caveat: n.safety?.caveat }),
};

/** The one message for a selection of the wrong size (one, or more than four). */
export const COMPARE_COUNT_MESSAGE = fillTemplate(COMPARE_WORDS.count, { min: COMPARE_MIN, max: COMPARE_MAX });

/** Reads and checks the `n` parameters against the known neighborhoods. */
export function compareSelection(
  params: URLSearchParams,
  known: ReadonlyArray<{ slug: string; name: string }>,
  words: CompareWords = COMPARE_WORDS,
): CompareSelection {
  const given = params
    .getAll('n')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== '');
  const problems: string[] = [];
  const slugs: string[] = [];
  for (const slug of given) {
    const shown = slug.length > 40 ? `${slug.slice(0, 40)}...` : slug;
    if (!isSlug(slug) || !known.some((k) => k.slug === slug)) {
      problems.push(fillTemplate(words.unknown, { name: shown }));
    } else if (!slugs.includes(slug)) slugs.push(slug);
  }
  if (problems.length) return { slugs, problems, status: 404 };
  if (given.length > 0 && (slugs.length < COMPARE_MIN || slugs.length > COMPARE_MAX)) {
    return { slugs: slugs.slice(0, COMPARE_MAX), problems: [fillTemplate(words.count, { min: COMPARE_MIN, max: COMPARE_MAX })], status: 400 };
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

function row(
  words: CompareWords,
  key: string,
  label: string,
  kind: CompareRow['kind'],
  better: Better,
  texts: CompareCell[],
  values: Array<number | null>,
): CompareRow {
  const best = markBest(values, better);
  return {
    key,
    label,
    kind,
    better,
    betterText: better === 'lower' ? words.lowerBetter : better === 'higher' ? words.higherBetter : null,
    cells: texts.map((cell, i) => ({ ...cell, best: best[i] ?? false })),
  };
}

/** The crime figures shown for one year beside a safety rating that pools three. */
const CRIME_KEYS: ReadonlySet<string> = new Set(['violent-crime', 'property-crime']);

/** Parts joined as sentences, each ending with one full stop. */
function sentences(parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .filter((p): p is string => Boolean(p?.trim()))
    .map((p) => (/[.!?]$/.test(p.trim()) ? p.trim() : `${p.trim()}.`))
    .join(' ');
}

/**
 * The rows, in `words`' language (English by default); the figures' comparisons are those of
 * `numbers` (put in another language before, src/i18n/neighborhood-profile.ts figureIn).
 */
export function compareRows(
  list: ReadonlyArray<{ neighborhood: Neighborhood; numbers: NeighborhoodNumbers }>,
  words: CompareWords = COMPARE_WORDS,
  localize: CompareLocalizer = ENGLISH,
): CompareRow[] {
  const rows: CompareRow[] = [];
  const ns = list.map((x) => x.neighborhood);
  rows.push(
    row(
      words,
      'safety',
      words.safety,
      'rating',
      'higher',
      list.map(({ neighborhood: n, numbers }) => {
        const safety = localize.safety(n, numbers);
        return {
          text: displaySafety(n.safetyRating ?? 0),
          best: false,
          note: sentences([safety.label, safety.detail, n.safety?.fromCounty ? words.periodNote : null, safety.caveat]),
        };
      }),
      ns.map((n) => n.safetyRating || null),
    ),
  );
  rows.push(
    row(
      words,
      'tier',
      words.tier,
      'fact',
      null,
      list.map(({ numbers }) => {
        const tier = officialPriceTier(numbers.allFigures);
        if (!tier) return { text: words.noSalePrice, best: false };
        const { label, basis } = localize.tier(tier);
        return { text: `${tier.symbols} ${label}`, best: false, note: fillTemplate(words.tierNote, { basis }) };
      }),
      ns.map(() => null),
    ),
  );
  const yesNo = (v: boolean): CompareCell => ({ text: v ? words.yes : words.no, best: false });
  rows.push(
    row(
      words,
      'family',
      words.family,
      'fact',
      null,
      ns.map((n) => yesNo(n.familyFriendly)),
      ns.map(() => null),
    ),
  );
  rows.push(
    row(
      words,
      'young',
      words.young,
      'fact',
      null,
      ns.map((n) => yesNo(n.youngProfessionalFriendly)),
      ns.map(() => null),
    ),
  );
  rows.push(
    row(
      words,
      'pets',
      words.pets,
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
        words,
        def.key,
        localize.figureLabel(def.key),
        'official',
        def.better,
        figures.map((f) =>
          f && f.value !== null
            ? {
                text: f.display ?? '',
                best: false,
                note: `${CRIME_KEYS.has(def.key) ? fillTemplate(words.oneYear, { year: f.year }) : f.year}; ${f.comparison ?? ''}`,
              }
            : { text: words.noData, best: false, note: f ? String(f.year) : undefined },
        ),
        figures.map((f) => f?.value ?? null),
      ),
    );
  }
  return rows;
}

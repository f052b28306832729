/**
 * "Rank by what matters to you": the visitor weighs six factors made from the official
 * figures and every neighborhood is re-ranked. Pure and small: the island imports it (it
 * ships to the browser) and the pages use it for their first server render, so both give
 * the same order.
 *
 * Formula (published on /neighborhoods/methodology):
 * - each figure gives a county score from 0 to 100: the share of the county's NPAs the
 *   neighborhood does better than on that figure (ties count half);
 * - a factor is the average of its figures' county scores; a factor with no data at all
 *   counts as 50 (the county middle) and is marked so;
 * - the total is the weighted average of the factors: sum(weight x factor) / sum(weights),
 *   0 to 100. Each factor's contribution is weight x factor / sum(weights), so the
 *   contributions add up to the total.
 * - equal totals are ordered by name.
 */

import { fillTemplate } from './fill';

export type FactorKey = 'cost' | 'safety' | 'commute' | 'schools' | 'walk' | 'green';

export interface FactorDef {
  key: FactorKey;
  label: string;
  /** The figure keys (src/domain/qol.ts FIGURES) averaged into the factor. */
  figures: readonly string[];
  /** In words, for the methodology page and the island's help text. */
  description: string;
}

export const FACTORS: readonly FactorDef[] = [
  { key: 'cost', label: 'Lower cost', figures: ['home-price', 'rent'], description: 'lower home sales price and lower rent' },
  { key: 'safety', label: 'Safety', figures: ['violent-crime', 'property-crime'], description: 'fewer violent and property crimes per 1,000 residents' },
  { key: 'commute', label: 'Short commutes', figures: ['long-commute'], description: 'a smaller share of drivers commuting 20 minutes or more' },
  { key: 'schools', label: 'Schools', figures: ['school-proficiency'], description: 'a higher share of elementary students proficient on state tests' },
  {
    key: 'walk',
    label: 'Walking and transit',
    figures: ['transit', 'sidewalks', 'grocery'],
    description: 'more homes near transit and a grocery store, more streets with sidewalks',
  },
  { key: 'green', label: 'Green space', figures: ['tree-canopy', 'parks'], description: 'more tree canopy and more homes near a park' },
];

export const WEIGHT_MIN = 0;
export const WEIGHT_MAX = 5;
export type Weights = Record<FactorKey, number>;

export const DEFAULT_WEIGHTS: Weights = { cost: 3, safety: 3, commute: 2, schools: 2, walk: 2, green: 1 };

/** A factor with no data counts as the county middle. */
export const MISSING_FACTOR_SCORE = 50;

/** A neighborhood's factor scores (0-100, higher is better; null = no data). */
export interface RankingInput {
  slug: string;
  name: string;
  factors: Record<FactorKey, number | null>;
}

interface Contribution {
  key: FactorKey;
  /** The factor's 0-100 score (50 when missing). */
  score: number;
  missing: boolean;
  /** Points it adds to the total. */
  points: number;
}

export interface RankedRow {
  slug: string;
  name: string;
  total: number;
  contributions: Contribution[];
}

/** Averages the county scores of a factor's figures (null when none has data). */
export function factorScore(goodness: ReadonlyArray<number | null | undefined>): number | null {
  const known = goodness.filter((g): g is number => typeof g === 'number' && Number.isFinite(g));
  if (!known.length) return null;
  return known.reduce((a, b) => a + b, 0) / known.length;
}

/** Ranks neighborhoods by the weighted average of their factors (all weights 0: everything 0, by name). */
export function rankByWeights(inputs: readonly RankingInput[], weights: Weights): RankedRow[] {
  const sum = FACTORS.reduce((s, f) => s + weights[f.key], 0);
  const rows = inputs.map((input) => {
    const contributions = FACTORS.map((f): Contribution => {
      const raw = input.factors[f.key];
      const score = raw ?? MISSING_FACTOR_SCORE;
      return { key: f.key, score, missing: raw === null, points: sum ? (weights[f.key] * score) / sum : 0 };
    });
    const total = contributions.reduce((s, c) => s + c.points, 0);
    return { slug: input.slug, name: input.name, total, contributions };
  });
  return rows.sort((a, b) => {
    const diff = Math.round(b.total * 10) - Math.round(a.total * 10);
    return diff || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.slug < b.slug ? -1 : 1);
  });
}

/** True when no factor has any weight. */
export function allWeightsZero(weights: Weights): boolean {
  return FACTORS.every((f) => weights[f.key] === 0);
}

/**
 * A weight from the address: a number is rounded and clamped to WEIGHT_MIN..WEIGHT_MAX
 * (`clamped` says whether it had to be); anything else (missing, text) is null.
 */
function clampWeight(value: string | null): { weight: number; clamped: boolean } | null {
  if (value === null || !/^\s*-?\d+(\.\d+)?\s*$/.test(value)) return null;
  const n = Number(value);
  if (!Number.isFinite(n)) return null;
  const weight = Math.min(WEIGHT_MAX, Math.max(WEIGHT_MIN, Math.round(n)));
  return { weight, clamped: weight !== n };
}

/** Weights from a query string and the factors whose value had to be clamped into range. */
export function readWeights(search: string): { weights: Weights; clamped: FactorKey[] } {
  const params = new URLSearchParams(search);
  const weights = { ...DEFAULT_WEIGHTS };
  const clamped: FactorKey[] = [];
  for (const f of FACTORS) {
    const read = clampWeight(params.get(f.key));
    if (read === null) continue;
    weights[f.key] = read.weight;
    if (read.clamped) clamped.push(f.key);
  }
  return { weights, clamped };
}

/** Weights from a query string (`?cost=3&safety=5...`); out-of-range ones clamped, missing or invalid ones kept at the default. */
export function weightsFromSearch(search: string): Weights {
  return readWeights(search).weights;
}

/** The words of the clamped-weights notice in a language (the catalogs' `ranking`): templates and each factor's label. */
export interface ClampedWords {
  clamped: string;
  clampedPart: string;
  and: string;
  label: (key: FactorKey) => string;
}

/** "Weights go from 0 to 5, so we used 5 for Safety and 0 for Cost." in `words`' language (null when nothing was clamped). */
export function clampedNotice(weights: Weights, clamped: readonly FactorKey[], words: ClampedWords): string | null {
  if (!clamped.length) return null;
  const parts = clamped.map((key) => fillTemplate(words.clampedPart, { value: weights[key], factor: words.label(key) }));
  const list = parts.length === 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} ${words.and} ${parts[parts.length - 1]}`;
  return fillTemplate(words.clamped, { min: WEIGHT_MIN, max: WEIGHT_MAX, list });
}

/** The query string for some weights (empty when they are the defaults). */
export function weightsToSearch(weights: Weights): string {
  if (FACTORS.every((f) => weights[f.key] === DEFAULT_WEIGHTS[f.key])) return '';
  const params = new URLSearchParams();
  for (const f of FACTORS) params.set(f.key, String(weights[f.key]));
  return `?${params.toString()}`;
}

/**
 * `npm run data:check`: where the hand-written neighborhood texts (prices, safety rating,
 * commute) disagree with the official figures, and which dollar figures of the page texts
 * trace to no fact, official data file or labelled estimate. Pure: the script feeds it the
 * seed data, the copied county data, the mapping and the content files.
 */
import { withoutTokens } from './facts';
import { commuteMinutes, isPresent } from './neighborhood-scoring';
import type { NeighborhoodNumbers } from './neighborhood-numbers';
import { safetyEvidence, yearSpan } from './safety';
import type { Neighborhood } from './types';

/** A price range's midpoint from "$400,000 - $700,000", "$1,800 - $2,500/month" or "$900,000+" (null when unreadable). */
export function rangeMidpoint(text: string | null | undefined): number | null {
  if (!isPresent(text)) return null;
  const numbers = [...text.matchAll(/\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\s*([kKmM]))?/g)].map((m) => {
    const n = Number((m[1] ?? '').replace(/,/g, ''));
    const unit = (m[2] ?? '').toLowerCase();
    return unit === 'k' ? n * 1e3 : unit === 'm' ? n * 1e6 : n;
  });
  if (!numbers.length) return null;
  const low = numbers[0] as number;
  const high = numbers[1] ?? low;
  return (low + high) / 2;
}

/** How far (0.4 = 40%) a text's midpoint may be from the official value before it is flagged. */
const PRICE_TOLERANCE = 0.4;
/** How far the stored 0-10 safety rating may be from the one the safety rule gives (rounding only). */
const SAFETY_TOLERANCE = 0.05;
/**
 * Commutes up to this many minutes are "short"; from COMMUTE_LONG_MIN (upper end of the
 * range) they are "long". The county's long-commute share covers every job, not only Uptown,
 * so only a clear contradiction is flagged.
 */
const COMMUTE_SHORT_MAX = 15;
const COMMUTE_LONG_MIN = 35;
/** Long-commute shares (percent of drivers) that contradict a short / a long estimate. */
const LONG_SHARE_HIGH = 70;
const LONG_SHARE_LOW = 30;

export interface Disagreement {
  slug: string;
  field: 'averageHomePrice' | 'averageRentPrice' | 'safetyRating' | 'commuteToUptown';
  text: string;
  official: string;
  message: string;
}

function figure(numbers: NeighborhoodNumbers, key: string) {
  return numbers.allFigures.find((f) => f.key === key) ?? null;
}

/** The safety rating (0-10) the safety rule gives from the crime figures (src/domain/safety.ts), or null without them. */
function impliedSafety(numbers: NeighborhoodNumbers): number | null {
  const evidence = safetyEvidence(numbers.crime, null);
  return evidence.fromCounty ? evidence.rating : null;
}

export function checkNeighborhood(
  n: Pick<Neighborhood, 'slug' | 'averageHomePrice' | 'averageRentPrice' | 'safetyRating' | 'commuteToUptown'>,
  numbers: NeighborhoodNumbers,
): Disagreement[] {
  const out: Disagreement[] = [];
  const price = (field: 'averageHomePrice' | 'averageRentPrice', key: string) => {
    const f = figure(numbers, key);
    const mid = rangeMidpoint(n[field]);
    if (mid === null || !f || f.value === null) return;
    const off = (mid - f.value) / f.value;
    if (Math.abs(off) > PRICE_TOLERANCE) {
      out.push({
        slug: n.slug,
        field,
        text: n[field] ?? '',
        official: `${f.display} (${f.label.toLowerCase()}, ${f.year})`,
        message: `midpoint ${Math.round(mid).toLocaleString('en-US')} is ${Math.round(Math.abs(off) * 100)}% ${off > 0 ? 'above' : 'below'} the official figure`,
      });
    }
  };
  price('averageHomePrice', 'home-price');
  price('averageRentPrice', 'rent');

  const implied = impliedSafety(numbers);
  if (implied !== null && n.safetyRating !== null && n.safetyRating !== undefined && Math.abs(n.safetyRating - implied) > SAFETY_TOLERANCE) {
    out.push({
      slug: n.slug,
      field: 'safetyRating',
      text: `${n.safetyRating}/10`,
      official: `${implied.toFixed(1)}/10 by the safety rule from the ${yearSpan(numbers.crime?.years ?? [])} crime figures`,
      message: `the stored rating is ${n.safetyRating > implied ? 'higher' : 'lower'} than the rule gives (the pages show the rule's)`,
    });
  }

  const long = figure(numbers, 'long-commute');
  if (isPresent(n.commuteToUptown) && long && long.value !== null) {
    const minutes = commuteMinutes(n.commuteToUptown);
    const official = `${long.display} of drivers commute 20+ min (${long.year})`;
    if (minutes <= COMMUTE_SHORT_MAX && long.value > LONG_SHARE_HIGH) {
      out.push({
        slug: n.slug,
        field: 'commuteToUptown',
        text: n.commuteToUptown,
        official,
        message: 'a short commute, but most drivers here commute 20 minutes or more',
      });
    } else if (minutes >= COMMUTE_LONG_MIN && minutes < 999 && long.value < LONG_SHARE_LOW) {
      out.push({
        slug: n.slug,
        field: 'commuteToUptown',
        text: n.commuteToUptown,
        official,
        message: 'a long commute, but most drivers here commute less than 20 minutes',
      });
    }
  }
  return out;
}

/**
 * A dollar figure as a page writes it: "$1,600", "$6.50", "$1.2 million", "$400k". Ranges are
 * two figures ("$1,800-$2,300").
 */
const DOLLAR = /\$\s?(\d[\d,]*(?:\.\d+)?)(?:\s?(k|K|million|billion)\b)?/g;

/**
 * The dollar figures written in a text, as written; "per $100" (a rate's unit, as in "49.27
 * cents per $100", in Spanish "por cada $100") is not one.
 */
export function dollarFigures(text: string): string[] {
  return [...text.matchAll(DOLLAR)].filter((m) => !/\b(?:per|por(?:\s+cada)?)\s*$/i.test(text.slice(0, m.index))).map((m) => m[0]);
}

/** A figure's amount in cents ("$1.2 million" -> 120000000 * 100). */
export function dollarCents(figure: string): number {
  const m = new RegExp(DOLLAR.source).exec(figure);
  if (!m) return Number.NaN;
  const scale = { k: 1e3, K: 1e3, million: 1e6, billion: 1e9 }[m[2] ?? ''] ?? 1;
  return Math.round(Number((m[1] ?? '').replace(/,/g, '')) * scale * 100);
}

/**
 * An official data set whose figures a text may quote: the amounts it holds (in cents) and
 * the words by which a text names it. A text's bare dollar figure passes when it names the
 * source and the source holds the amount.
 */
export interface OfficialSource {
  id: string;
  /** Where its files live (data/official/<id>/, data/mecklenburg-qol/). */
  path: string;
  citedAs: RegExp;
  cents: ReadonlySet<number>;
}

/**
 * The dollar figures of a text that trace to nothing: not a `{{fact:id}}`, not a labelled
 * `{{estimate:YEAR|...}}`, and not an amount of an official source that the text names.
 */
export function untracedDollars(text: string, sources: readonly OfficialSource[]): string[] {
  const handWritten = withoutTokens(text);
  return dollarFigures(handWritten).filter((figure) => {
    const cents = dollarCents(figure);
    return !sources.some((s) => s.citedAs.test(handWritten) && s.cents.has(cents));
  });
}

/** Every string inside a value with its path ("rents.0.oneBedroom"), for checking content files. */
export function stringsIn(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsIn(item, path ? `${path}.${i}` : String(i)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/** Every number inside a value with its path, for the numeric fields a page shows as dollars. */
export function numbersIn(value: unknown, path = ''): Array<[string, number]> {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => numbersIn(item, path ? `${path}.${i}` : String(i)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => numbersIn(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/** A label that says a figure is an estimate and of which year ("Our estimates for 2025", "Nuestras estimaciones para 2025"). */
export function isEstimateLabel(text: string | undefined): boolean {
  return text !== undefined && /(?<!\p{L})(?:estimates?|estimaci(?:ón|ones))(?!\p{L})/iu.test(text) && /\b(19|20)\d\d\b/.test(text);
}

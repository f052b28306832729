/**
 * The safety rating (0-10) from a neighborhood's own county crime figures (CMPD, via the
 * Quality of Life data), and what is shown beside it. Pure.
 *
 * The rule, as the methodology page states it: take the neighborhood's violent and property
 * crime per 1,000 residents over its own NPAs and the three latest years pooled (sum of the
 * crimes over sum of the residents, so a handful of crimes in one year cannot swing a small
 * area), each divided by the CMPD service area's rate over the same years; weight violent
 * crime three times property crime; a neighborhood at the service area's rate scores 6,
 * every halving adds 1.5 and every doubling takes 1.5 off; kept between 1 and 10 and rounded
 * to one decimal.
 */
import { CMPD_AREA, figureByKey, formatFigure, latestYears, pooledAreaValue, pooledValue, residents, type QolDataset } from './qol';

export const SAFETY_RULE = {
  violentWeight: 3,
  propertyWeight: 1,
  /** The rating of a neighborhood whose weighted rate equals the CMPD service area's. */
  atAreaRate: 6,
  /** Points per halving (added) or doubling (taken off) of the weighted rate. */
  pointsPerDoubling: 1.5,
  min: 1,
  max: 10,
  /** How many of the latest years are pooled. */
  pooledYears: 3,
} as const;

export interface CrimeRates {
  violent: number;
  property: number;
}

/** The weighted rate relative to the service area (1 = the service area's rate). */
export function relativeCrime(own: CrimeRates, area: CrimeRates): number {
  const { violentWeight: wv, propertyWeight: wp } = SAFETY_RULE;
  return (wv * (own.violent / area.violent) + wp * (own.property / area.property)) / (wv + wp);
}

/** The rating from the two rates and the service area's; null when the area rates are unusable. */
export function safetyFromCrime(own: CrimeRates, area: CrimeRates): number | null {
  if (!(area.violent > 0) || !(area.property > 0) || !(own.violent >= 0) || !(own.property >= 0)) return null;
  const relative = relativeCrime(own, area);
  const raw = relative === 0 ? SAFETY_RULE.max : SAFETY_RULE.atAreaRate - SAFETY_RULE.pointsPerDoubling * Math.log2(relative);
  const clamped = Math.min(SAFETY_RULE.max, Math.max(SAFETY_RULE.min, raw));
  return Math.round(clamped * 10) / 10;
}

/** Crime rates per 1,000 residents a year over the pooled years, the neighborhood's and the CMPD service area's. */
export interface PooledCrime {
  /** The pooled years, oldest first (2020, 2021, 2022). */
  years: number[];
  /** The neighborhood's own rates; null when its NPAs have no CMPD figures (towns with their own police). */
  own: CrimeRates | null;
  /** The CMPD service area's rates over the same years. */
  area: CrimeRates;
  /** The service area's residents in the latest pooled year. */
  residents: number | null;
}

const VIOLENT = figureByKey('violent-crime');
const PROPERTY = figureByKey('property-crime');

/** The pooled crime rates of some NPAs, or null when the data set has no crime figures. */
export function pooledCrime(dataset: QolDataset, npaIds: readonly string[]): PooledCrime | null {
  const years = latestYears(dataset, VIOLENT.metricId, SAFETY_RULE.pooledYears);
  const propertyYears = latestYears(dataset, PROPERTY.metricId, SAFETY_RULE.pooledYears);
  if (!years.length || years.join() !== propertyYears.join()) return null;
  const areaViolent = pooledAreaValue(dataset, VIOLENT, years);
  const areaProperty = pooledAreaValue(dataset, PROPERTY, years);
  if (areaViolent === null || areaProperty === null) return null;
  const violent = pooledValue(dataset, VIOLENT, years, npaIds);
  const property = pooledValue(dataset, PROPERTY, years, npaIds);
  return {
    years,
    own: violent === null || property === null ? null : { violent, property },
    area: { violent: areaViolent, property: areaProperty },
    residents: residents(dataset, VIOLENT.metricId, years[years.length - 1] as number),
  };
}

/** "2020-2022". */
export function yearSpan(years: readonly number[]): string {
  if (!years.length) return '';
  return years.length === 1 ? String(years[0]) : `${years[0]}-${years[years.length - 1]}`;
}

export interface SafetyEvidence {
  /** 0-10 with one decimal, or null when unknown. */
  rating: number | null;
  /** True when the rating comes from the county's CMPD figures. */
  fromCounty: boolean;
  /** "from 2020-2022 CMPD figures", or "our estimate" where there are none. */
  label: string;
  /** "Violent crime 3.6 and property crime 58.9 per 1,000 residents a year, 2020-2022 (CMPD service area: 5.4 and 33.6; 911,283 residents in 2022)." */
  detail: string | null;
  /** Set where the figures mislead: mostly commercial areas, neighborhoods that are only part of their NPAs. */
  caveat: string | null;
}

export const COMMERCIAL_SAFETY_NOTE = 'Mostly commercial with few residents: rates per resident overstate the risk for residents.';
const NO_CMPD_DETAIL = 'No CMPD figures: the town has its own police department.';
const rate = (value: number) => formatFigure(VIOLENT, value);

/** The sentence beside a county-based rating. */
function crimeDetail(crime: PooledCrime & { own: CrimeRates }): string {
  const people = crime.residents === null ? '' : `; ${Math.round(crime.residents).toLocaleString('en-US')} residents in ${crime.years[crime.years.length - 1]}`;
  return (
    `Violent crime ${rate(crime.own.violent)} and property crime ${rate(crime.own.property)} per 1,000 residents a year, ${yearSpan(crime.years)} ` +
    `(${CMPD_AREA}: ${rate(crime.area.violent)} and ${rate(crime.area.property)}${people}).`
  );
}

/**
 * The rating shown for a neighborhood: from its own pooled violent and property crime
 * figures when the county has them, else the editors' stored rating labelled as an estimate.
 * `areaNote` says where the neighborhood is only part of its NPAs (or they hold part of
 * another), shown beside the rating with the commercial note.
 */
export function safetyEvidence(
  crime: PooledCrime | null,
  storedRating: number | null,
  options: { commercial?: boolean; areaNote?: string | null } = {},
): SafetyEvidence {
  if (crime?.own) {
    const rating = safetyFromCrime(crime.own, crime.area);
    if (rating !== null) {
      const notes = [options.commercial ? COMMERCIAL_SAFETY_NOTE : null, options.areaNote ?? null].filter((x): x is string => !!x);
      return {
        rating,
        fromCounty: true,
        label: `from ${yearSpan(crime.years)} CMPD figures`,
        detail: crimeDetail({ ...crime, own: crime.own }),
        caveat: notes.length ? notes.join(' ') : null,
      };
    }
  }
  return {
    rating: storedRating !== null && storedRating > 0 ? storedRating : null,
    fromCounty: false,
    label: 'our estimate',
    detail: crime ? NO_CMPD_DETAIL : null,
    caveat: null,
  };
}

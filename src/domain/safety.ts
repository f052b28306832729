/**
 * The safety rating (0-10) from a neighborhood's own county crime figures (CMPD, via the
 * Quality of Life data), and what is shown beside it. Pure.
 *
 * The rule, as the methodology page states it: take the neighborhood's violent and property
 * crime per 1,000 residents (its own NPAs, sum(r)/sum(d)), each divided by the county's
 * rate for the same year; weight violent crime three times property crime; a neighborhood
 * at the county's rate scores 6, every halving adds 1.5 and every doubling takes 1.5 off;
 * kept between 1 and 10 and rounded to one decimal.
 */
import type { NeighborhoodFigure } from './qol';

export const SAFETY_RULE = {
  violentWeight: 3,
  propertyWeight: 1,
  /** The rating of a neighborhood whose weighted rate equals the county's. */
  atCountyRate: 6,
  /** Points per halving (added) or doubling (taken off) of the weighted rate. */
  pointsPerDoubling: 1.5,
  min: 1,
  max: 10,
} as const;

export interface CrimeRates {
  violent: number;
  property: number;
}

/** The weighted rate relative to the county (1 = the county's rate). */
export function relativeCrime(own: CrimeRates, county: CrimeRates): number {
  const { violentWeight: wv, propertyWeight: wp } = SAFETY_RULE;
  return (wv * (own.violent / county.violent) + wp * (own.property / county.property)) / (wv + wp);
}

/** The rating from the two rates and the county's; null when the county rates are unusable. */
export function safetyFromCrime(own: CrimeRates, county: CrimeRates): number | null {
  if (!(county.violent > 0) || !(county.property > 0) || !(own.violent >= 0) || !(own.property >= 0)) return null;
  const relative = relativeCrime(own, county);
  const raw = relative === 0 ? SAFETY_RULE.max : SAFETY_RULE.atCountyRate - SAFETY_RULE.pointsPerDoubling * Math.log2(relative);
  const clamped = Math.min(SAFETY_RULE.max, Math.max(SAFETY_RULE.min, raw));
  return Math.round(clamped * 10) / 10;
}

export interface SafetyEvidence {
  /** 0-10 with one decimal, or null when unknown. */
  rating: number | null;
  /** True when the rating comes from the county's CMPD figures. */
  fromCounty: boolean;
  /** "from 2022 CMPD figures", or "our estimate" where there are none. */
  label: string;
  /** "Violent crime 3.9 and property crime 60.4 per 1,000 residents in 2022 (county: 5.4 and 33.5)." */
  detail: string | null;
  /** Set where per-resident rates overstate the risk (mostly commercial areas). */
  caveat: string | null;
}

export const COMMERCIAL_SAFETY_NOTE = 'Mostly commercial with few residents: rates per resident overstate the risk for residents.';
const NO_CMPD_DETAIL = 'No CMPD figures: the town has its own police department.';

/**
 * The rating shown for a neighborhood: from its own violent and property crime figures when
 * the county has them, else the editors' stored rating labelled as an estimate.
 */
export function safetyEvidence(
  figures: ReadonlyArray<NeighborhoodFigure>,
  storedRating: number | null,
  options: { commercial?: boolean } = {},
): SafetyEvidence {
  const violent = figures.find((f) => f.key === 'violent-crime');
  const property = figures.find((f) => f.key === 'property-crime');
  if (violent && property && violent.value !== null && property.value !== null && violent.county !== null && property.county !== null) {
    const rating = safetyFromCrime({ violent: violent.value, property: property.value }, { violent: violent.county, property: property.county });
    if (rating !== null) {
      return {
        rating,
        fromCounty: true,
        label: `from ${violent.year} CMPD figures`,
        detail: `Violent crime ${violent.display} and property crime ${property.display} per 1,000 residents in ${violent.year} (county: ${violent.countyDisplay} and ${property.countyDisplay}).`,
        caveat: options.commercial ? COMMERCIAL_SAFETY_NOTE : null,
      };
    }
  }
  return {
    rating: storedRating !== null && storedRating > 0 ? storedRating : null,
    fromCounty: false,
    label: 'our estimate',
    detail: violent || property ? NO_CMPD_DETAIL : null,
    caveat: null,
  };
}

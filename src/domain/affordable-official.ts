/**
 * The affordable guide's ranking on official figures (Mecklenburg County Quality of Life
 * Explorer) instead of the editors' estimates: where the neighborhood's median gross rent and
 * average sale price stand among the county's 459 areas (lowest quarter 40 points, second 30,
 * third 15, top quarter 5, each; no figure counts as the second quarter, 30, and such
 * neighborhoods are listed last), 10 points when at least 60% of its homes are within half a
 * mile of transit, and 10 when its share of workers with a long commute is below the
 * county's. The points are those of the estimate-based rule (POINTS.affordable), so scores stay
 * on the same scale. The methodology page explains it. Pure.
 */
import {
  POINTS,
  baseView,
  compareViews,
  NOT_AVAILABLE,
  rankNeighborhoods,
  type GuideKey,
  type NeighborhoodInput,
  type NeighborhoodView,
  type PriceTier,
  type Scored,
} from './neighborhood-scoring';
import { countyQuarter } from './price-tier';
import { figureCell, type NeighborhoodFigure } from './qol';

/** Share of homes within half a mile of transit (%) from which the affordable score adds points. */
export const AFFORDABLE_TRANSIT_PERCENT = 60;
/** The tier a missing official price counts as (never rewarded as the cheapest). */
const MISSING_TIER: PriceTier = 2;

const QUARTER_WORDS: Record<PriceTier, string> = { 1: 'lowest quarter', 2: 'second quarter', 3: 'third quarter', 4: 'top quarter' };

export function affordableOfficialScore(figures: readonly NeighborhoodFigure[]): Scored {
  const p = POINTS.affordable;
  const of = (key: string) => figures.find((f) => f.key === key);
  const reasons: string[] = [];
  let score = 0;
  for (const [key, what] of [
    ['rent', 'Rent'],
    ['home-price', 'Home sale price'],
  ] as const) {
    const figure = of(key);
    const quarter = countyQuarter(figure);
    score += p.tierPoints[quarter ?? MISSING_TIER];
    if (figure && quarter !== null && quarter <= 2) reasons.push(`${what} in the county's ${QUARTER_WORDS[quarter]} (${figure.display}, ${figure.year})`);
  }
  const transit = of('transit');
  if (transit && transit.value !== null && transit.value >= AFFORDABLE_TRANSIT_PERCENT) {
    score += p.walkable;
    reasons.push(`Transit within half a mile of ${transit.display} of homes (${transit.year})`);
  }
  const commute = of('long-commute');
  if (commute && commute.value !== null && commute.county !== null && commute.value < commute.county) {
    score += p.commute;
    reasons.push(`Fewer long commutes than the county (${commute.display}, ${commute.year})`);
  }
  return { score, reasons };
}

/**
 * The affordable guide's order on official figures: views whose rent, price and commute cells
 * show the county figures with their years; neighborhoods without an official rent or sale
 * price come last.
 */
export function rankAffordableOfficial(list: readonly NeighborhoodInput[], figuresOf: (slug: string) => readonly NeighborhoodFigure[]): NeighborhoodView[] {
  const views = list.map((n) => {
    const figures = figuresOf(n.slug);
    const has = (key: string) => figures.some((f) => f.key === key && f.value !== null);
    return {
      ...baseView(n),
      ...affordableOfficialScore(figures),
      rentPrice: has('rent') ? figureCell(figures, 'rent') : NOT_AVAILABLE,
      homePrice: has('home-price') ? figureCell(figures, 'home-price') : NOT_AVAILABLE,
      // Neither the editors' commute nor their walkability estimate is shown beside official figures.
      commute: NOT_AVAILABLE,
      walkability: 0,
      official: { longCommute: figureCell(figures, 'long-commute') },
    };
  });
  views.sort(compareViews);
  const priced = (v: NeighborhoodView) => v.rentPrice !== NOT_AVAILABLE || v.homePrice !== NOT_AVAILABLE;
  return [...views.filter(priced), ...views.filter((v) => !priced(v))];
}

/**
 * A ranked guide's order as its page shows it: the affordable guide on the official figures
 * (`figuresOf` a neighborhood's slug), the others on the editors' data.
 */
export function rankGuide(list: readonly NeighborhoodInput[], guide: GuideKey, figuresOf: (slug: string) => readonly NeighborhoodFigure[]): NeighborhoodView[] {
  return guide === 'affordable' ? rankAffordableOfficial(list, figuresOf) : rankNeighborhoods(list, guide);
}

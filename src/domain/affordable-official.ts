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
import { fillTemplate as fill } from './fill';
import {
  GUIDE_WORDS,
  POINTS,
  baseView,
  compareViews,
  NOT_AVAILABLE,
  rankNeighborhoods,
  type GuideKey,
  type GuideWords,
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

/** The reasons for a price in the county's lowest and second quarters; the others give none. */
const QUARTER_REASONS = {
  rent: { 1: 'reasonRentQuarter1', 2: 'reasonRentQuarter2' },
  'home-price': { 1: 'reasonHomeQuarter1', 2: 'reasonHomeQuarter2' },
} as const satisfies Record<string, Record<1 | 2, keyof GuideWords>>;

/** The affordable score on the county's figures, its reasons in `words`' language. */
export function affordableOfficialScore(figures: readonly NeighborhoodFigure[], words: GuideWords = GUIDE_WORDS): Scored {
  const p = POINTS.affordable;
  const of = (key: string) => figures.find((f) => f.key === key);
  const reasons: string[] = [];
  let score = 0;
  for (const key of ['rent', 'home-price'] as const) {
    const figure = of(key);
    const quarter = countyQuarter(figure);
    score += p.tierPoints[quarter ?? MISSING_TIER];
    if (figure && (quarter === 1 || quarter === 2))
      reasons.push(fill(words[QUARTER_REASONS[key][quarter]], { value: figure.display ?? '', year: figure.year }));
  }
  const transit = of('transit');
  if (transit && transit.value !== null && transit.value >= AFFORDABLE_TRANSIT_PERCENT) {
    score += p.walkable;
    reasons.push(fill(words.reasonTransit, { value: transit.display ?? '', year: transit.year }));
  }
  const commute = of('long-commute');
  if (commute && commute.value !== null && commute.county !== null && commute.value < commute.county) {
    score += p.commute;
    reasons.push(fill(words.reasonFewerLongCommutes, { value: commute.display ?? '', year: commute.year }));
  }
  return { score, reasons };
}

/**
 * The affordable guide's order on official figures: views whose rent, price and commute cells
 * show the county figures with their years; neighborhoods without an official rent or sale
 * price come last.
 */
export function rankAffordableOfficial(
  list: readonly NeighborhoodInput[],
  figuresOf: (slug: string) => readonly NeighborhoodFigure[],
  words: GuideWords = GUIDE_WORDS,
): NeighborhoodView[] {
  const views = list.map((n) => {
    const figures = figuresOf(n.slug);
    const has = (key: string) => figures.some((f) => f.key === key && f.value !== null);
    return {
      ...baseView(n),
      ...affordableOfficialScore(figures, words),
      rentPrice: has('rent') ? figureCell(figures, 'rent') : NOT_AVAILABLE,
      homePrice: has('home-price') ? figureCell(figures, 'home-price') : NOT_AVAILABLE,
      // Neither the editors' commute nor their walkability estimate is shown beside official figures.
      commute: NOT_AVAILABLE,
      walkability: 0,
      official: { longCommute: figureCell(figures, 'long-commute', words.noCountyData) },
    };
  });
  views.sort(compareViews);
  const priced = (v: NeighborhoodView) => v.rentPrice !== NOT_AVAILABLE || v.homePrice !== NOT_AVAILABLE;
  return [...views.filter(priced), ...views.filter((v) => !priced(v))];
}

/**
 * A ranked guide's order as its page shows it: the affordable guide on the official figures
 * (`figuresOf` a neighborhood's slug), the others on the editors' data; the reasons in `words`' language.
 */
export function rankGuide(
  list: readonly NeighborhoodInput[],
  guide: GuideKey,
  figuresOf: (slug: string) => readonly NeighborhoodFigure[],
  words: GuideWords = GUIDE_WORDS,
): NeighborhoodView[] {
  return guide === 'affordable' ? rankAffordableOfficial(list, figuresOf, words) : rankNeighborhoods(list, guide, words);
}

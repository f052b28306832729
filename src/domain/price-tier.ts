/**
 * The one price-tier rule: a neighborhood's tier ($ to $$$$) is the quarter of the county's
 * Neighborhood Profile Areas its official average sale price falls in (Mecklenburg County
 * Quality of Life Explorer, the latest year): below 25% of the county's areas $, below 50%
 * $$, below 75% $$$, else $$$$. The hub cards, the profiles, the comparison and the
 * affordable guide all read it here; no tier comes from the editors' price ranges. Pure.
 */
import { fillTemplate as fill } from './fill';
import { tierSymbols, type PriceTier } from './neighborhood-scoring';
import type { NeighborhoodFigure } from './qol';

/** The figure the tier is read from. */
const PRICE_TIER_FIGURE = 'home-price';

/** The county quarter of a figure: 1 = the lowest quarter of the county's areas, 4 = the highest; null without a value. */
export function countyQuarter(figure: Pick<NeighborhoodFigure, 'value' | 'percentile'> | undefined): PriceTier | null {
  if (!figure || figure.value === null || !figure.percentile) return null;
  const below = figure.percentile.below;
  return below < 25 ? 1 : below < 50 ? 2 : below < 75 ? 3 : 4;
}

const TIER_LABELS: Record<PriceTier, string> = { 1: 'Budget-friendly', 2: 'Moderate', 3: 'Upscale', 4: 'Luxury' };

export interface OfficialPriceTier {
  tier: PriceTier;
  symbols: string;
  label: string;
  /** What the tier stands on: "average sale price $1,024,397 (2023), higher than 95% of the county's areas". */
  basis: string;
  /** The sale price as shown ("$1,024,397") and its year, for the pages in other languages. */
  value: string;
  year: number;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The neighborhood's price tier from its official figures, or null when the county has no sale price for its areas. */
export function officialPriceTier(figures: readonly NeighborhoodFigure[]): OfficialPriceTier | null {
  const figure = figures.find((f) => f.key === PRICE_TIER_FIGURE);
  const tier = countyQuarter(figure);
  if (!figure || tier === null) return null;
  return {
    tier,
    symbols: tierSymbols(tier),
    label: TIER_LABELS[tier],
    basis: `average sale price ${figure.display} (${figure.year})${figure.comparison ? `, ${lowerFirst(figure.comparison)}` : ''}`,
    value: figure.display ?? '',
    year: figure.year,
  };
}

/** The rule as the methodology page states it, in English; a catalog of another language has the same keys. */
export const PRICE_TIER_RULE_WORDS = {
  rule:
    "A neighborhood's price tier is where its official average sale price (Mecklenburg County, the latest year) stands among " +
    "the county's areas: in the lowest quarter {1}, the second {2}, the third {3}, the top quarter {4}. Without a county sale price no tier is shown.",
  /** One tier in the rule: "$$ (Moderate)". */
  tier: '{symbols} ({label})',
} as const;

/** The words of the rule in any language, and the tiers' labels in that language. */
export interface PriceTierRuleWords {
  rule: string;
  tier: string;
  labels: Readonly<Record<PriceTier, string>>;
}

/** How the methodology page states the rule (English unless `words` are given). */
export function priceTierRuleText(words: PriceTierRuleWords = { ...PRICE_TIER_RULE_WORDS, labels: TIER_LABELS }): string {
  const tiers = Object.fromEntries(([1, 2, 3, 4] as const).map((t) => [t, fill(words.tier, { symbols: tierSymbols(t), label: words.labels[t] })]));
  return fill(words.rule, tiers);
}

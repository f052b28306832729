import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NPA_MAPPING, mappingNpaLists } from './npa-mapping';
import { countyQuarter, officialPriceTier } from './price-tier';
import { neighborhoodFigures, type NeighborhoodFigure, type QolDataset } from './qol';

const fig = (key: string, value: number | null, below: number): NeighborhoodFigure => ({
  key,
  label: key,
  unit: '',
  better: null,
  year: 2023,
  value,
  display: value === null ? null : `$${value}`,
  county: null,
  countyDisplay: null,
  countyLabel: 'County',
  percentile: value === null ? null : { count: 459, below, above: 100 - below, goodness: null },
  comparison: value === null ? null : `Higher than ${below}% of the county's areas`,
  trend: [],
  missingReason: null,
  source: '',
});

describe('the price tier from the county average sale price', () => {
  it('puts a figure in its county quarter', () => {
    expect([0, 24, 25, 49, 50, 74, 75, 99].map((b) => countyQuarter(fig('home-price', 1, b)))).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    expect(countyQuarter(fig('home-price', null, 0))).toBeNull();
    expect(countyQuarter(undefined)).toBeNull();
  });

  it('reads the tier from the average sale price only, with the figure it stands on', () => {
    const tier = officialPriceTier([fig('rent', 700, 5), fig('home-price', 1024397, 95)]);
    expect(tier).toEqual({
      tier: 4,
      symbols: '$$$$',
      label: 'Luxury',
      basis: "average sale price $1024397 (2023), higher than 95% of the county's areas",
      value: '$1024397',
      year: 2023,
    });
    expect(officialPriceTier([fig('rent', 700, 5)])).toBeNull();
  });

  it("calls Eastover, whose average sale price is above 95% of the county's areas, Luxury, never Budget-friendly", () => {
    const dataset = JSON.parse(readFileSync(new URL('../../data/mecklenburg-qol/qol.json', import.meta.url), 'utf8')) as QolDataset;
    const npas = mappingNpaLists(NPA_MAPPING).find((m) => m.slug === 'eastover')!.npaIds;
    const tier = officialPriceTier(neighborhoodFigures(dataset, npas));
    expect(tier?.symbols).toBe('$$$$');
    expect(tier?.basis).toMatch(/^average sale price \$1,\d{3},\d{3} \(2023\), higher than 9\d% of the county's areas/);
  });
});

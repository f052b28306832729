import { describe, expect, it } from 'vitest';
import type { NeighborhoodFigure } from './qol';
import { COMMERCIAL_SAFETY_NOTE, relativeCrime, safetyEvidence, safetyFromCrime, SAFETY_RULE } from './safety';

const county = { violent: 5.4, property: 33.5 };

function crimeFigure(key: 'violent-crime' | 'property-crime', value: number | null, countyValue: number): NeighborhoodFigure {
  return {
    key,
    label: key === 'violent-crime' ? 'Violent crime' : 'Property crime',
    unit: 'per 1,000 residents',
    better: 'lower',
    year: 2022,
    value,
    display: value === null ? null : value.toFixed(1),
    county: countyValue,
    countyDisplay: countyValue.toFixed(1),
    percentile: null,
    comparison: null,
    trend: [],
    missingReason: null,
    source: 'CMPD',
  };
}

describe('the safety rule', () => {
  it('gives 6 at the county rate, 1.5 more per halving and 1.5 less per doubling', () => {
    expect(safetyFromCrime(county, county)).toBe(SAFETY_RULE.atCountyRate);
    expect(safetyFromCrime({ violent: 2.7, property: 16.75 }, county)).toBe(7.5);
    expect(safetyFromCrime({ violent: 10.8, property: 67 }, county)).toBe(4.5);
  });

  it('weights violent crime three times property crime', () => {
    const moreViolent = safetyFromCrime({ violent: 10.8, property: 33.5 }, county) ?? 0;
    const moreProperty = safetyFromCrime({ violent: 5.4, property: 67 }, county) ?? 0;
    expect(moreViolent).toBeLessThan(moreProperty);
    expect(relativeCrime({ violent: 10.8, property: 33.5 }, county)).toBeCloseTo(1.75);
  });

  it('rates a neighborhood with little violent crime but busy shops above the county average (Dilworth 2022)', () => {
    expect(safetyFromCrime({ violent: 3.9, property: 60.4 }, county)).toBeGreaterThanOrEqual(6);
  });

  it('keeps ratings between 1 and 10', () => {
    expect(safetyFromCrime({ violent: 0, property: 0 }, county)).toBe(10);
    expect(safetyFromCrime({ violent: 0.1, property: 1 }, county)).toBe(10);
    expect(safetyFromCrime({ violent: 80, property: 400 }, county)).toBe(1);
    expect(safetyFromCrime(county, { violent: 0, property: 33.5 })).toBeNull();
  });
});

describe('what is shown beside the rating', () => {
  it('labels a county-based rating with its year and gives both rates and the county figures', () => {
    const evidence = safetyEvidence([crimeFigure('violent-crime', 3.9, 5.4), crimeFigure('property-crime', 60.4, 33.5)], 3.1);
    expect(evidence).toMatchObject({ rating: 6, fromCounty: true, label: 'from 2022 CMPD figures', caveat: null });
    expect(evidence.detail).toBe('Violent crime 3.9 and property crime 60.4 per 1,000 residents in 2022 (county: 5.4 and 33.5).');
  });

  it('says per-resident rates overstate the risk in mostly commercial areas', () => {
    const evidence = safetyEvidence([crimeFigure('violent-crime', 13.6, 5.4), crimeFigure('property-crime', 102.5, 33.5)], 1, { commercial: true });
    expect(evidence.caveat).toBe(COMMERCIAL_SAFETY_NOTE);
    expect(evidence.rating).toBe(3.9);
  });

  it("keeps the editors' rating, labelled as our estimate, where the town has no CMPD figures", () => {
    const evidence = safetyEvidence([crimeFigure('violent-crime', null, 5.4), crimeFigure('property-crime', null, 33.5)], 8.4);
    expect(evidence).toMatchObject({ rating: 8.4, fromCounty: false, label: 'our estimate' });
    expect(evidence.detail).toContain('No CMPD figures');
    expect(safetyEvidence([], null).rating).toBeNull();
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { safmrTableOn } from './official-rents';
import { officialQuickFacts, profileZips } from './profile-facts';
import { figureCell, type NeighborhoodFigure } from './qol';

const table = safmrTableOn('2026-11-25');
const fy2027 = new Map(
  readFileSync('data/official/hud-fmr/safmr-fy2027.csv', 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','))
    .map(([zip, , ...r]) => [zip!, r.map(Number)] as const),
);

const figure = (key: string, display: string | null, year: number): NeighborhoodFigure => ({
  key,
  label: key,
  unit: '',
  better: null,
  year,
  value: display === null ? null : 1,
  display,
  county: null,
  countyDisplay: null,
  countyLabel: 'County',
  percentile: null,
  comparison: null,
  trend: [],
  missingReason: display === null ? 'none' : null,
  source: '',
});

describe('profile facts', () => {
  it('lists the two ZIP codes whose centres are nearest (Plaza Midwood, Central Ave: 28204 and 28205)', () => {
    expect(profileZips([-80.8117, 35.2207], [], table).sort()).toEqual(['28204', '28205']);
  });

  it('shows county figures with their years, skips missing ones, and HUD 2-bedroom FMR from the committed row', () => {
    const facts = officialQuickFacts(
      [figure('rent', '$1,234', 2021), figure('home-price', null, 2023), figure('long-commute', '38%', 2021), figure('transit', '61%', 2022)],
      { rents: [{ zip: '28205', rent: fy2027.get('28205')![2]!, bedrooms: 2, fiscalYear: 2027, kind: 'small-area' }], fiscalYear: 2027 },
    );
    expect(facts.map((f) => f.key)).toEqual(['rent', 'hud-fmr', 'long-commute', 'transit']);
    expect(facts[0]?.note).toBe('Census ACS 5-year median, 2017-2021');
    expect(facts[1]?.value).toBe(`$${fy2027.get('28205')![2]!.toLocaleString('en-US')} (28205)`);
    expect(facts[1]?.note).toContain('FY2027');
    expect(facts[3]?.note).toContain('2022');
  });

  it('writes a table cell with the year, or says there is no county data', () => {
    expect(figureCell([figure('transit', '61%', 2022)], 'transit')).toBe('61% (2022)');
    expect(figureCell([figure('transit', null, 2022)], 'transit')).toBe('No county data');
  });
});

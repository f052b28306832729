import { describe, expect, it } from 'vitest';
import { affordableOfficialScore, AFFORDABLE_TRANSIT_PERCENT, rankAffordableOfficial } from './affordable-official';
import { POINTS } from './neighborhood-scoring';
import type { NeighborhoodFigure } from './qol';

const p = POINTS.affordable;
const fig = (key: string, value: number | null, below: number, county: number | null = null): NeighborhoodFigure => ({
  key,
  label: key,
  unit: '',
  better: null,
  year: 2021,
  value,
  display: value === null ? null : String(value),
  county,
  countyDisplay: null,
  countyLabel: 'County',
  percentile: value === null ? null : { count: 459, below, above: 100 - below, goodness: null },
  comparison: null,
  trend: [],
  missingReason: null,
  source: '',
});

describe('affordable guide on official figures', () => {
  it('scores rent and price quarters, transit and long commutes with the affordable points', () => {
    const cheap = [fig('rent', 900, 10), fig('home-price', 200000, 30), fig('transit', AFFORDABLE_TRANSIT_PERCENT, 0), fig('long-commute', 20, 0, 25)];
    expect(affordableOfficialScore(cheap).score).toBe(p.tierPoints[1] + p.tierPoints[2] + p.walkable + p.commute);
    const dear = [fig('rent', 2500, 90), fig('home-price', 900000, 95), fig('transit', AFFORDABLE_TRANSIT_PERCENT - 1, 0), fig('long-commute', 30, 0, 25)];
    expect(affordableOfficialScore(dear)).toEqual({ score: p.tierPoints[4] * 2, reasons: [] });
    expect(affordableOfficialScore([]).score).toBe(p.tierPoints[2] * 2);
  });

  it('ranks by score, shows the official figures with their years and lists neighborhoods without prices last', () => {
    const figures: Record<string, NeighborhoodFigure[]> = {
      a: [fig('rent', 2500, 90)],
      b: [fig('rent', 900, 10), fig('long-commute', 20, 0, 25)],
      c: [],
    };
    const views = rankAffordableOfficial(
      [
        { slug: 'a', name: 'A' },
        { slug: 'c', name: 'C' },
        { slug: 'b', name: 'B' },
      ],
      (slug) => figures[slug] ?? [],
    );
    expect(views.map((v) => v.slug)).toEqual(['b', 'a', 'c']);
    expect(views[0]?.rentPrice).toBe('900 (2021)');
    expect(views[0]?.official?.longCommute).toBe('20 (2021)');
    expect(views[2]?.rentPrice).toBe('N/A');
  });
});

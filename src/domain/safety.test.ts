import { describe, expect, it } from 'vitest';
import type { QolDataset, RD } from './qol';
import { COMMERCIAL_SAFETY_NOTE, pooledCrime, relativeCrime, safetyEvidence, safetyFromCrime, SAFETY_RULE, yearSpan, type PooledCrime } from './safety';

const area = { violent: 5.4, property: 33.5 };

describe('the safety rule', () => {
  it('gives 6 at the service area rate, 1.5 more per halving and 1.5 less per doubling', () => {
    expect(safetyFromCrime(area, area)).toBe(SAFETY_RULE.atAreaRate);
    expect(safetyFromCrime({ violent: 2.7, property: 16.75 }, area)).toBe(7.5);
    expect(safetyFromCrime({ violent: 10.8, property: 67 }, area)).toBe(4.5);
  });

  it('weights violent crime three times property crime', () => {
    const moreViolent = safetyFromCrime({ violent: 10.8, property: 33.5 }, area) ?? 0;
    const moreProperty = safetyFromCrime({ violent: 5.4, property: 67 }, area) ?? 0;
    expect(moreViolent).toBeLessThan(moreProperty);
    expect(relativeCrime({ violent: 10.8, property: 33.5 }, area)).toBeCloseTo(1.75);
  });

  it('keeps ratings between 1 and 10', () => {
    expect(safetyFromCrime({ violent: 0, property: 0 }, area)).toBe(10);
    expect(safetyFromCrime({ violent: 0.1, property: 1 }, area)).toBe(10);
    expect(safetyFromCrime({ violent: 80, property: 400 }, area)).toBe(1);
    expect(safetyFromCrime(area, { violent: 0, property: 33.5 })).toBeNull();
  });
});

/** A data set with the two crime metrics: per NPA one [crimes, residents / 1,000] per year. */
function crimeData(years: number[], violent: Record<string, RD[]>, property: Record<string, RD[]>): QolDataset {
  const metric = (id: string) => ({
    id,
    title: id,
    subtitle: '',
    category: 'Safety',
    format: 'number' as const,
    decimals: 1,
    source: 'CMPD',
    countyValues: {},
  });
  return { source: 'test', areas: [], metrics: [metric('m58'), metric('m59')], values: { m58: { years, rows: violent }, m59: { years, rows: property } } };
}

describe('pooled crime rates (sum of crimes over sum of residents, the three latest years)', () => {
  const years = [2019, 2020, 2021, 2022];
  // NPA "a": 1,000 residents, 0 violent crimes in 2020 and 2021, 6 in 2022 (one bad year)
  // NPA "b": 2,000 residents, 10 violent crimes a year; NPA "c" has no data in 2021
  const data = crimeData(
    years,
    {
      a: [
        [9, 1],
        [0, 1],
        [0, 1],
        [6, 1],
      ],
      b: [
        [10, 2],
        [10, 2],
        [10, 2],
        [10, 2],
      ],
      c: [
        [1, 1],
        [3, 1],
        [null, null],
        [3, 1],
      ],
    },
    {
      a: [
        [30, 1],
        [20, 1],
        [20, 1],
        [50, 1],
      ],
      b: [
        [60, 2],
        [60, 2],
        [60, 2],
        [60, 2],
      ],
      c: [
        [5, 1],
        [30, 1],
        [null, null],
        [30, 1],
      ],
    },
  );

  it('pools the latest three years, not the latest one nor all of them', () => {
    const crime = pooledCrime(data, ['a']) as PooledCrime;
    expect(crime.years).toEqual([2020, 2021, 2022]);
    // (0 + 0 + 6) / (1 + 1 + 1): the one bad year counts once in three, 2019 not at all
    expect(crime.own?.violent).toBeCloseTo(2);
    expect(crime.own?.property).toBeCloseTo(30);
  });

  it('adds crimes and residents over several NPAs, never averaging their rates', () => {
    const crime = pooledCrime(data, ['a', 'b']) as PooledCrime;
    // (6 + 30) crimes over (3 + 6) thousand resident-years
    expect(crime.own?.violent).toBeCloseTo(36 / 9);
  });

  it('leaves a year without data out instead of counting it as no crime', () => {
    const crime = pooledCrime(data, ['c']) as PooledCrime;
    expect(crime.own?.violent).toBeCloseTo((3 + 3) / 2);
  });

  it('compares with every NPA that has data (the CMPD service area) over the same years, with its residents in the latest year', () => {
    const crime = pooledCrime(data, ['a']) as PooledCrime;
    expect(crime.area.violent).toBeCloseTo((0 + 0 + 6 + 30 + 3 + 3) / (3 + 6 + 2));
    expect(crime.residents).toBe(4000);
  });

  it('has no own rates for NPAs without CMPD figures', () => {
    const withTown = crimeData(
      years,
      {
        t: [
          [null, null],
          [null, null],
          [null, null],
          [null, null],
        ],
        b: [
          [1, 1],
          [1, 1],
          [1, 1],
          [1, 1],
        ],
      },
      {
        t: [
          [null, null],
          [null, null],
          [null, null],
          [null, null],
        ],
        b: [
          [1, 1],
          [1, 1],
          [1, 1],
          [1, 1],
        ],
      },
    );
    expect(pooledCrime(withTown, ['t'])?.own).toBeNull();
  });

  it('names the span of years', () => {
    expect(yearSpan([2020, 2021, 2022])).toBe('2020-2022');
    expect(yearSpan([2022])).toBe('2022');
  });
});

describe('what is shown beside the rating', () => {
  const crime = (own: PooledCrime['own']): PooledCrime => ({ years: [2020, 2021, 2022], own, area, residents: 911283 });

  it('labels a county-based rating with its years and gives both rates and the CMPD service area with its residents', () => {
    const evidence = safetyEvidence(crime({ violent: 3.94, property: 60.44 }), 3.1);
    expect(evidence).toMatchObject({
      rating: safetyFromCrime({ violent: 3.94, property: 60.44 }, area),
      fromCounty: true,
      label: 'from 2020-2022 CMPD figures',
      caveat: null,
    });
    expect(evidence.detail).toBe(
      'Violent crime 3.9 and property crime 60.4 per 1,000 residents a year, 2020-2022 (CMPD service area: 5.4 and 33.5; 911,283 residents in 2022).',
    );
    expect(evidence.detail).not.toContain('county');
  });

  it('says beside the rating where the area is mostly commercial and where the neighborhood is only part of its NPAs', () => {
    const evidence = safetyEvidence(crime({ violent: 13.6, property: 102.5 }), 1, { commercial: true, areaNote: 'Only the west side.' });
    expect(evidence.caveat).toBe(`${COMMERCIAL_SAFETY_NOTE} Only the west side.`);
  });

  it("keeps the editors' rating, labelled as an estimate, where CMPD has no figures", () => {
    const evidence = safetyEvidence(crime(null), 8.4);
    expect(evidence).toMatchObject({ rating: 8.4, fromCounty: false, label: 'our estimate' });
    expect(evidence.detail).toContain('own police');
    expect(safetyEvidence(null, null).rating).toBeNull();
  });
});

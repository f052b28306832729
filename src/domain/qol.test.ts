import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  aggregate,
  countyValue,
  figureByKey,
  figureValue,
  formatFigure,
  neighborhoodFigure,
  pairs,
  percentile,
  percentileWords,
  ratio,
  type QolDataset,
} from './qol';

const dataset = JSON.parse(readFileSync(new URL('../../data/mecklenburg-qol/qol.json', import.meta.url), 'utf8')) as QolDataset;
const rent = figureByKey('rent');
const violent = figureByKey('violent-crime');
const transit = figureByKey('transit');

describe('r/d and sum(r)/sum(d), against values computed by hand from the county CSVs', () => {
  it('gives each NPA its r/d', () => {
    // m40 2021: NPA 2 762960 / 748, NPA 3 5800945 / 3455
    expect(figureValue(dataset, rent, 2021, ['2'])).toBeCloseTo(1020.0, 6);
    expect(figureValue(dataset, rent, 2021, ['3'])).toBeCloseTo(1679.0, 6);
    // m58 2022: NPA 2 24 / 2.143, NPA 3 47 / 12.121, NPA 4 0 / 1.168 (a real zero)
    expect(figureValue(dataset, violent, 2022, ['2'])).toBeCloseTo(11.1993, 3);
    expect(figureValue(dataset, violent, 2022, ['3'])).toBeCloseTo(3.8776, 3);
    expect(figureValue(dataset, violent, 2022, ['4'])).toBe(0);
    // m36 2022: NPA 4 353 / 4.08
    expect(figureValue(dataset, transit, 2022, ['4'])).toBeCloseTo(86.5196, 3);
  });

  it('sums numerators and denominators over several NPAs (not the mean of their values)', () => {
    // (24 + 47 + 0) / (2.143 + 12.121 + 1.168) = 71 / 15.432; the mean of the three would be 5.03
    expect(figureValue(dataset, violent, 2022, ['2', '3', '4'])).toBeCloseTo(4.6008, 3);
    // (1129 + 8510 + 353) / (11.29 + 85.1 + 4.08) = 9992 / 100.47
    expect(figureValue(dataset, transit, 2022, ['2', '3', '4'])).toBeCloseTo(99.4526, 3);
  });

  it('leaves an NPA with an empty cell out instead of counting it as 0', () => {
    // NPA 4 has no 2021 rent (empty numerator): 6563905 / 4203, as for NPAs 2 and 3 alone
    expect(pairs(dataset, 'm40', 2021, ['4'])[0]).toEqual([null, 741]);
    expect(figureValue(dataset, rent, 2021, ['4'])).toBeNull();
    expect(figureValue(dataset, rent, 2021, ['2', '3', '4'])).toBeCloseTo(6563905 / 4203, 6);
  });

  it('has no value when no NPA has data, and none for unknown years or areas', () => {
    expect(aggregate([[null, null], undefined, [5, null]])).toBeNull();
    expect(ratio([3, 0])).toBeNull();
    expect(figureValue(dataset, rent, 1999, ['2'])).toBeNull();
    expect(figureValue(dataset, rent, 2021, ['no-such-npa'])).toBeNull();
  });

  it('uses the county-wide values the county publishes, else sum(r)/sum(d) over all NPAs', () => {
    expect(countyValue(dataset, rent, 2021)).toBe(1276);
    const all = Object.keys(dataset.values.m58?.rows ?? {});
    expect(countyValue(dataset, violent, 2022)).toBeCloseTo(figureValue(dataset, violent, 2022, all) ?? NaN, 9);
    expect(countyValue(dataset, violent, 2022)).toBeCloseTo(5.4, 1);
  });

  it('keeps empty cells as null in the copied data, never 0', () => {
    // NPA 108 (a town area) has no violent-crime figure in 2022
    const index = dataset.values.m58?.years.indexOf(2022) ?? -1;
    expect(dataset.values.m58?.rows['108']?.[index]).toEqual([null, null]);
  });
});

describe('percentiles', () => {
  const all = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  it('counts the NPAs below and above a value', () => {
    expect(percentile(3, all, 'lower')).toEqual({ count: 10, below: 20, above: 70, goodness: 75 });
    expect(percentile(3, all, 'higher')).toMatchObject({ goodness: 25 });
    expect(percentile(3, all, null).goodness).toBeNull();
    expect(percentile(3, [], 'lower').count).toBe(0);
  });

  it('states the better direction in words', () => {
    expect(percentileWords(percentile(3, all, 'lower'), 'lower')).toBe("Lower than 70% of the county's areas (lower is better)");
    expect(percentileWords(percentile(9, all, 'higher'), 'higher')).toBe("Higher than 80% of the county's areas (higher is better)");
    expect(percentileWords(percentile(9, all, null), null)).toBe("Higher than 80% of the county's areas");
    expect(percentileWords(percentile(2, all, null), null)).toBe("Lower than 80% of the county's areas");
  });
});

describe('a figure for a set of NPAs', () => {
  it('shows the latest year, the county value, the comparison and the trend', () => {
    const f = neighborhoodFigure(dataset, violent, ['2', '3', '4']);
    expect(f.year).toBe(2022);
    expect(f.display).toBe('4.6');
    expect(f.countyDisplay).toBe('5.4');
    expect(f.comparison).toMatch(/^Lower than \d+% of the areas in the CMPD service area \(lower is better\)$/);
    expect(f.countyLabel).toMatch(/^CMPD service area \(\d{3},\d{3} residents in \d{4}\)$/);
    expect(f.trend.length).toBeGreaterThan(5);
    expect(f.missingReason).toBeNull();
    expect(f.source).toContain('Charlotte-Mecklenburg Police Department');
  });

  it('says why when there is no data (crime outside the area CMPD polices)', () => {
    const f = neighborhoodFigure(dataset, violent, ['108']);
    expect(f.value).toBeNull();
    expect(f.display).toBeNull();
    expect(f.trend).toEqual([]);
    expect(f.missingReason).toMatch(/only the area policed by CMPD/);
  });

  it('formats money, percents and rates', () => {
    expect(formatFigure(rent, 1561.7)).toBe('$1,562');
    expect(formatFigure(transit, 99.45)).toBe('99%');
    expect(formatFigure(violent, 4.6008)).toBe('4.6');
    // the sidewalk metric is a 0-1 ratio in the county data, shown as a percent
    expect(figureValue(dataset, figureByKey('sidewalks'), 2015, ['2'])).toBeCloseTo((7.2547 / 9.7592) * 100, 6);
  });
});

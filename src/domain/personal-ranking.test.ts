import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WEIGHTS,
  FACTORS,
  MISSING_FACTOR_SCORE,
  factorScore,
  rankByWeights,
  weightsFromSearch,
  readWeights,
  clampedNotice,
  allWeightsZero,
  weightsToSearch,
  type RankingInput,
  type Weights,
} from './personal-ranking';

const all = (v: number | null): RankingInput['factors'] => ({ cost: v, safety: v, commute: v, schools: v, walk: v, green: v });
const inputs: RankingInput[] = [
  { slug: 'cheap', name: 'Cheap', factors: { ...all(40), cost: 90 } },
  { slug: 'safe', name: 'Safe', factors: { ...all(40), safety: 95 } },
  { slug: 'unknown', name: 'Unknown', factors: all(null) },
];
const only = (key: keyof Weights): Weights => ({ cost: 0, safety: 0, commute: 0, schools: 0, walk: 0, green: 0, [key]: 5 });

describe('rank by weights', () => {
  it('puts first what the visitor weighs most', () => {
    expect(rankByWeights(inputs, only('cost'))[0]?.slug).toBe('cheap');
    expect(rankByWeights(inputs, only('safety'))[0]?.slug).toBe('safe');
  });

  it('computes sum(weight x factor) / sum(weights), with contributions adding up to the total', () => {
    const weights: Weights = { cost: 3, safety: 1, commute: 0, schools: 0, walk: 0, green: 0 };
    const cheap = rankByWeights(inputs, weights).find((r) => r.slug === 'cheap');
    expect(cheap?.total).toBeCloseTo((3 * 90 + 1 * 40) / 4, 9);
    expect(cheap?.contributions.find((c) => c.key === 'cost')?.points).toBeCloseTo((3 * 90) / 4, 9);
    expect(cheap?.contributions.reduce((s, c) => s + c.points, 0)).toBeCloseTo(cheap?.total ?? NaN, 9);
  });

  it('counts a factor without data as the county middle and marks it', () => {
    const row = rankByWeights(inputs, DEFAULT_WEIGHTS).find((r) => r.slug === 'unknown');
    expect(row?.total).toBeCloseTo(MISSING_FACTOR_SCORE, 9);
    expect(row?.contributions.every((c) => c.missing)).toBe(true);
  });

  it('orders equal totals by name and gives 0 to everyone when every weight is 0', () => {
    const zero = rankByWeights(inputs, only('cost') && { cost: 0, safety: 0, commute: 0, schools: 0, walk: 0, green: 0 });
    expect(zero.map((r) => r.total)).toEqual([0, 0, 0]);
    expect(zero.map((r) => r.name)).toEqual(['Cheap', 'Safe', 'Unknown']);
  });

  it("averages the county scores of a factor's figures, ignoring missing ones", () => {
    expect(factorScore([80, null, 40])).toBe(60);
    expect(factorScore([null, undefined])).toBeNull();
  });
});

describe('weights in the URL', () => {
  it('round-trips, leaves the defaults out and ignores invalid values', () => {
    const weights: Weights = { ...DEFAULT_WEIGHTS, safety: 5, green: 0 };
    const search = weightsToSearch(weights);
    expect(search).toBe('?cost=3&safety=5&commute=2&schools=2&walk=2&green=0');
    expect(weightsFromSearch(search)).toEqual(weights);
    expect(weightsToSearch(DEFAULT_WEIGHTS)).toBe('');
    expect(weightsFromSearch('?walk=x&green=&schools=1e3')).toEqual(DEFAULT_WEIGHTS);
    expect(FACTORS.map((f) => f.key)).toEqual(Object.keys(DEFAULT_WEIGHTS));
  });

  it('clamps out-of-range weights into 0-5 and says so', () => {
    const { weights, clamped } = readWeights('?safety=9&cost=-1&green=2.5&schools=04');
    expect(weights).toEqual({ ...DEFAULT_WEIGHTS, safety: 5, cost: 0, green: 3, schools: 4 });
    expect(clamped).toEqual(['cost', 'safety', 'green']);
    const words = {
      clamped: 'Weights go from {min} to {max}, so we used {list}.',
      clampedPart: '{value} for {factor}',
      and: 'and',
      label: (key: keyof Weights) => FACTORS.find((f) => f.key === key)?.label ?? key,
    };
    expect(clampedNotice(weights, clamped, words)).toBe('Weights go from 0 to 5, so we used 0 for Lower cost, 5 for Safety and 3 for Green space.');
    expect(clampedNotice(weights, ['safety'], words)).toBe('Weights go from 0 to 5, so we used 5 for Safety.');
    expect(clampedNotice(DEFAULT_WEIGHTS, [], words)).toBeNull();
  });

  it('asks for some weight when every weight is 0', () => {
    const zero = readWeights('?cost=0&safety=0&commute=0&schools=0&walk=0&green=0').weights;
    expect(allWeightsZero(zero)).toBe(true);
    expect(allWeightsZero(DEFAULT_WEIGHTS)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { emptyNeighborhoodData, NeighborhoodDataSchema, type NeighborhoodData } from './neighborhood-data';
import { describeRankChange, rankingImpact } from './neighborhood-rank-impact';
import { rankNeighborhoods } from './neighborhood-scoring';
import type { NeighborhoodFigure } from './qol';

/** Official figures by main NPA: NPA 1 is in the county's cheapest quarter for rent and price, any other in its dearest. */
const figuresOf = (n: NeighborhoodData): NeighborhoodFigure[] =>
  ['rent', 'home-price'].map((key) => {
    const below = n.mainNpa === '1' ? 10 : 90;
    return {
      key,
      label: key,
      unit: '',
      better: null,
      year: 2022,
      value: below,
      display: String(below),
      county: null,
      countyDisplay: null,
      countyLabel: 'County',
      percentile: { count: 459, below, above: 100 - below, goodness: null },
      comparison: null,
      trend: [],
      missingReason: null,
      source: '',
    };
  });

const valid = (): NeighborhoodData =>
  NeighborhoodDataSchema.parse({
    ...emptyNeighborhoodData(),
    name: 'Test Park',
    slug: 'test-park',
    title: 'Test Park, Charlotte',
    overview: 'A quiet place.',
    averageRentPrice: '$1,500 - $2,000',
    walkabilityScore: '55',
    safetyRating: 7.5,
    mainNpa: '394',
  });

describe('rankingImpact (the preview, from the build scoring module)', () => {
  const others = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((name, i) =>
    NeighborhoodDataSchema.parse({
      ...emptyNeighborhoodData(),
      name,
      slug: name.toLowerCase(),
      title: name,
      overview: 'x',
      familyFriendly: true,
      safetyRating: 9 - i,
      schoolsChildcare: 'Schools',
      averageRentPrice: '$2,000',
    }),
  );

  it('reports rank and score before and after for each of the four guides, as the guide pages would order them', () => {
    const before = valid();
    const draft = { ...before, familyFriendly: true, safetyRating: 10, schoolsChildcare: 'Great schools', parksRecreation: 'Parks' };
    const impact = rankingImpact([...others, before], before, draft, figuresOf);
    const families = impact.find((c) => c.guide === 'families')!;
    const expectedBefore = rankNeighborhoods([...others, before], 'families').findIndex((v) => v.slug === 'test-park') + 1;
    const expectedAfter = rankNeighborhoods([...others, draft], 'families').findIndex((v) => v.slug === 'test-park') + 1;
    expect(families).toMatchObject({ rankBefore: expectedBefore, rankAfter: expectedAfter });
    expect(families.rankAfter).toBe(1);
    expect(families.scoreAfter).toBeGreaterThan(families.scoreBefore!);
    expect(describeRankChange('Best for Families', families)).toBe(
      `Best for Families: #${expectedBefore} -> #1, score ${families.scoreBefore} -> ${families.scoreAfter}`,
    );
    expect(impact.map((c) => c.guide)).toEqual(['families', 'young-professionals', 'affordable', 'near-uptown']);
  });

  it("ranks the affordable guide on the official figures of the draft's NPAs, as its page does: the rent estimate does not move it, the main NPA does", () => {
    const before = valid();
    const affordable = (draft: NeighborhoodData) => rankingImpact([...others, before], before, draft, figuresOf).find((c) => c.guide === 'affordable')!;
    const cheaperEstimate = affordable({ ...before, averageRentPrice: '$500' });
    expect(cheaperEstimate.rankAfter).toBe(cheaperEstimate.rankBefore);
    expect(cheaperEstimate.scoreAfter).toBe(cheaperEstimate.scoreBefore);
    const cheaperArea = affordable({ ...before, mainNpa: '1' });
    expect(cheaperArea.rankAfter).toBe(1);
    expect(cheaperArea.scoreAfter).toBeGreaterThan(cheaperArea.scoreBefore!);
  });

  it('a new neighborhood has no rank before; an unpublished one none after', () => {
    const draft = valid();
    expect(rankingImpact(others, null, draft, figuresOf)[0]).toMatchObject({ rankBefore: null, scoreBefore: null });
    expect(rankingImpact([...others, draft], draft, { ...draft, published: false }, figuresOf)[0]).toMatchObject({ rankAfter: null, scoreAfter: null });
    expect(describeRankChange('Near Uptown', { guide: 'near-uptown', rankBefore: 3, rankAfter: null, scoreBefore: 40, scoreAfter: null })).toBe(
      'Near Uptown: #3 -> not shown, score 40 -> -',
    );
  });
});

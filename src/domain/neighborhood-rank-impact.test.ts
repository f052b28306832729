import { describe, expect, it } from 'vitest';
import { emptyNeighborhoodData, NeighborhoodDataSchema, type NeighborhoodData } from './neighborhood-data';
import { describeRankChange, rankingImpact } from './neighborhood-rank-impact';
import { rankNeighborhoods } from './neighborhood-scoring';

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
    const impact = rankingImpact([...others, before], before, draft);
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

  it('a new neighborhood has no rank before; an unpublished one none after', () => {
    const draft = valid();
    expect(rankingImpact(others, null, draft)[0]).toMatchObject({ rankBefore: null, scoreBefore: null });
    expect(rankingImpact([...others, draft], draft, { ...draft, published: false })[0]).toMatchObject({ rankAfter: null, scoreAfter: null });
    expect(describeRankChange('Near Uptown', { guide: 'near-uptown', rankBefore: 3, rankAfter: null, scoreBefore: 40, scoreAfter: null })).toBe(
      'Near Uptown: #3 -> not shown, score 40 -> -',
    );
  });
});

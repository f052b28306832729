import { describe, expect, it } from 'vitest';
import {
  PRICES_NOT_AVAILABLE,
  affordableScore,
  baseView,
  bestForBadges,
  commuteMinutes,
  compareViews,
  displayScore,
  displayWalkability,
  familyScore,
  featuredDescription,
  homeTier,
  isUltraClose,
  nameContains,
  nearUptownBadges,
  nearUptownScore,
  priceSummary,
  priceTier,
  rankNeighborhoods,
  rentTier,
  scoreBarWidth,
  scoredView,
  tierSymbols,
  walkLabel,
  youngProfessionalBadges,
  youngProfessionalScore,
  type NeighborhoodInput,
} from './neighborhood-scoring';

/** A neighborhood with nothing but a name: every optional rule is off. */
const bare = (over: Partial<NeighborhoodInput> = {}): NeighborhoodInput => ({ name: 'Test Park', slug: 'test-park', ...over });

describe('rent tier', () => {
  it.each([
    ['$4,000+ /month', 4],
    ['$5,000+', 4],
    ['$3,500+', 4],
    ['$2,500 - $2,900', 3],
    ['$2,200 - $3,000', 3],
    ['$1,500 - $1,900', 2],
    ['$1,700 - $2,000', 2],
    ['$1,100 - $1,400', 1],
    ['$3,500 - $3,900', 1],
    ['call for prices', 1],
  ])('%s is tier %i', (text, tier) => {
    expect(rentTier(text)).toBe(tier);
  });

  it('checks rows from the top: a range touching two rows takes the higher one', () => {
    expect(rentTier('$2,000 - $2,500')).toBe(3);
    expect(rentTier('$3,000 - $4,000+')).toBe(4);
  });
});

describe('home price tier, profile and guides table', () => {
  it.each([
    ['$800,000+', 4],
    ['$900,000+', 4],
    ['$1,000,000+', 4],
    ['$500,000 - $550,000', 3],
    ['$450,000 - $600,000', 3],
    ['$650,000 - $700,000', 3],
    ['$300,000 - $350,000', 2],
    ['$350,000 - $400,000', 2],
    ['$200,000 - $250,000', 1],
    ['$800,000 - $850,000', 1],
  ])('%s is tier %i', (text, tier) => {
    expect(homeTier(text, 'profile')).toBe(tier);
  });

  it('is the default table', () => {
    expect(homeTier('$350,000 - $400,000')).toBe(2);
  });
});

describe('home price tier, hub card table', () => {
  it.each([
    ['$800,000+', 4],
    ['$900,000+', 4],
    ['$1,000,000+', 4],
    ['$400,000 - $450,000', 3],
    ['$550,000 - $600,000', 3],
    ['$200,000 - $250,000', 2],
    ['$250,000 - $300,000', 2],
    ['$500,000 - $550,000', 1],
    ['$150,000 - $180,000', 1],
  ])('%s is tier %i', (text, tier) => {
    expect(homeTier(text, 'hub')).toBe(tier);
  });

  it('differs from the profile table where the spec says so', () => {
    expect(homeTier('$500,000 - $550,000', 'profile')).toBe(3);
    expect(homeTier('$500,000 - $550,000', 'hub')).toBe(1);
    expect(homeTier('$200,000 - $250,000', 'profile')).toBe(1);
    expect(homeTier('$200,000 - $250,000', 'hub')).toBe(2);
  });
});

describe('price tier', () => {
  it('comes from the rent text when there is one', () => {
    expect(priceTier('$1,100 - $1,400', '$1,000,000+')).toBe(1);
  });

  it('falls back to the home price text, with the chosen table', () => {
    expect(priceTier(null, '$500,000 - $550,000')).toBe(3);
    expect(priceTier('', '$500,000 - $550,000', 'hub')).toBe(1);
    expect(priceTier(undefined, '$200,000 - $250,000', 'hub')).toBe(2);
  });

  it('is $$ (2) with neither', () => {
    expect(priceTier(null, null)).toBe(2);
    expect(priceTier('  ', 'N/A', 'hub')).toBe(2);
  });

  it('is shown as $ to $$$$', () => {
    expect([1, 2, 3, 4].map((t) => tierSymbols(t as 1 | 2 | 3 | 4))).toEqual(['$', '$$', '$$$', '$$$$']);
  });
});

describe('commute minutes', () => {
  it.each([
    ['15 min', 15],
    ['About 25 minutes', 25],
    ['5min by car', 5],
    ['10-15 min', 15],
    ['20-25 minutes by light rail', 25],
    ['12 MIN drive', 12],
    ['20 min drive, 30 min by bus', 20],
  ])('%s is %i', (text, minutes) => {
    expect(commuteMinutes(text)).toBe(minutes);
  });

  it('is 999 without a number before min', () => {
    expect(commuteMinutes('Walking distance')).toBe(999);
    expect(commuteMinutes('1 hour')).toBe(999);
    expect(commuteMinutes(null)).toBe(999);
    expect(commuteMinutes('')).toBe(999);
  });
});

describe('derived view', () => {
  it("shows 'N/A' for absent texts and 0 for absent numbers", () => {
    const v = baseView(bare({ averageRentPrice: null, averageHomePrice: '', commuteToUptown: '   ', walkabilityScore: null, safetyRating: null }));
    expect(v).toMatchObject({ rentPrice: 'N/A', homePrice: 'N/A', commute: 'N/A', walkability: 0, safety: 0 });
    expect(baseView(bare())).toMatchObject({ rentPrice: 'N/A', homePrice: 'N/A', commute: 'N/A', walkability: 0, safety: 0, keyFeatures: [] });
  });

  it('keeps the values that are present and names the young-professional flag youngProfFriendly', () => {
    const v = baseView(
      bare({
        averageRentPrice: '$1,500',
        averageHomePrice: '$300,000',
        commuteToUptown: '10 min',
        walkabilityScore: 64,
        safetyRating: 7.5,
        youngProfessionalFriendly: true,
        familyFriendly: true,
        petFriendly: false,
        keyFeatures: ['Light rail'],
      }),
    );
    expect(v).toMatchObject({
      rentPrice: '$1,500',
      homePrice: '$300,000',
      commute: '10 min',
      walkability: 64,
      safety: 7.5,
      youngProfFriendly: true,
      familyFriendly: true,
      petFriendly: false,
      keyFeatures: ['Light rail'],
    });
  });
});

describe('family score', () => {
  it('adds 30 for the flag, safety/10 x 25, 20 schools, 15 parks, 10 for price tier <= 2', () => {
    const n = bare({
      familyFriendly: true,
      safetyRating: 8,
      schoolsChildcare: 'Good schools',
      parksRecreation: 'Parks',
      averageRentPrice: '$1,500 - $1,900',
    });
    expect(familyScore(n).score).toBe(30 + 20 + 20 + 15 + 10);
    expect(familyScore(bare({ familyFriendly: true })).score).toBe(30 + 10);
    expect(familyScore(bare({ schoolsChildcare: 'x', averageRentPrice: '$4,000+' })).score).toBe(20);
    expect(familyScore(bare({ parksRecreation: 'x', averageRentPrice: '$2,500' })).score).toBe(15);
  });

  it('gives the affordability points for tiers 1 and 2 only', () => {
    expect(familyScore(bare({ averageRentPrice: '$1,100' })).score).toBe(10);
    expect(familyScore(bare({ averageRentPrice: '$2,000' })).score).toBe(10);
    expect(familyScore(bare({ averageRentPrice: '$3,000' })).score).toBe(0);
    expect(familyScore(bare()).score).toBe(10); // no prices: tier 2
  });

  it.each([
    [5.9, null],
    [6, 'Good safety rating (6/10)'],
    [7.9, 'Good safety rating (7.9/10)'],
    [8, 'Excellent safety rating (8/10)'],
    [9.5, 'Excellent safety rating (9.5/10)'],
  ])('safety %d gives the reason %s', (safety, reason) => {
    const { score, reasons } = familyScore(bare({ safetyRating: safety, averageRentPrice: '$4,000+' }));
    expect(score).toBeCloseTo((safety / 10) * 25);
    const safetyReasons = reasons.filter((r) => r.includes('safety'));
    expect(safetyReasons).toEqual(reason ? [reason] : []);
  });

  it('explains every point it adds', () => {
    const { reasons } = familyScore(bare({ familyFriendly: true, safetyRating: 9, schoolsChildcare: 'x', parksRecreation: 'y', averageRentPrice: '$1,100' }));
    expect(reasons).toEqual([
      'Family-friendly community',
      'Excellent safety rating (9/10)',
      'Schools and childcare nearby',
      'Parks and recreation close to home',
      'Affordable for a growing family',
    ]);
  });
});

describe('young professional score', () => {
  const scoreOf = (over: Partial<NeighborhoodInput>) => youngProfessionalScore(bare(over)).score;

  it('adds 30 for the flag, 15 for an urban name and 10 for amenities', () => {
    expect(scoreOf({ youngProfessionalFriendly: true })).toBe(30);
    expect(scoreOf({ localAmenities: 'Cafes' })).toBe(10);
    for (const name of ['Uptown', 'South End', 'NoDa', 'Plaza Midwood']) {
      expect(youngProfessionalScore({ name, slug: 'x' }).score).toBe(15);
    }
  });

  it.each([
    ['15 min', 25, 'Quick commute to Uptown (15 min)'],
    ['10-15 min', 25, 'Quick commute to Uptown (10-15 min)'],
    ['16 min', 20, 'Easy commute to Uptown (16 min)'],
    ['25 min', 20, 'Easy commute to Uptown (25 min)'],
    ['15-25 min', 20, 'Easy commute to Uptown (15-25 min)'],
    ['26 min', 10, 'Manageable commute to Uptown (26 min)'],
    ['35 min', 10, 'Manageable commute to Uptown (35 min)'],
    ['25-35 min', 10, 'Manageable commute to Uptown (25-35 min)'],
    ['25-40 min', 0, null],
    ['36 min', 0, null],
    ['N/A', 0, null],
  ])('commute %s adds %i', (commute, points, reason) => {
    const { score, reasons } = youngProfessionalScore(bare({ commuteToUptown: commute }));
    expect(score).toBe(points);
    expect(reasons).toEqual(reason ? [reason] : []);
  });

  it.each([
    [49, null],
    [50, 'Good walkability (50/100)'],
    [69, 'Good walkability (69/100)'],
    [70, 'Highly walkable (70/100)'],
    [100, 'Highly walkable (100/100)'],
  ])('walkability %i adds walkability/100 x 20 with the reason %s', (walk, reason) => {
    const { score, reasons } = youngProfessionalScore(bare({ walkabilityScore: walk }));
    expect(score).toBeCloseTo((walk / 100) * 20);
    expect(reasons).toEqual(reason ? [reason] : []);
  });

  it('sums to 100 at most', () => {
    const n: NeighborhoodInput = {
      name: 'South End',
      slug: 'south-end',
      youngProfessionalFriendly: true,
      commuteToUptown: '5 min',
      walkabilityScore: 100,
      localAmenities: 'Breweries',
    };
    expect(youngProfessionalScore(n).score).toBe(100);
  });
});

describe('affordable score', () => {
  it.each([
    ['$1,100', 40],
    ['$1,500', 30],
    ['$2,500', 15],
    ['$4,000+', 5],
  ])('rent %s gives %i', (rent, points) => {
    expect(affordableScore(bare({ averageRentPrice: rent, averageHomePrice: '$1,000,000+' })).score).toBe(points + 5);
  });

  it.each([
    ['$200,000', 40],
    ['$300,000', 30],
    ['$500,000', 15],
    ['$900,000+', 5],
  ])('home %s gives %i', (home, points) => {
    expect(affordableScore(bare({ averageRentPrice: '$5,000+', averageHomePrice: home })).score).toBe(5 + points);
  });

  it('counts a missing rent or home price as tier 2 (30)', () => {
    expect(affordableScore(bare()).score).toBe(60);
    expect(affordableScore(bare()).reasons).toEqual([]);
    expect(affordableScore(bare({ averageRentPrice: '$1,100' })).score).toBe(70);
  });

  it.each([
    [59, 0],
    [60, 10],
  ])('walkability %i adds %i', (walk, points) => {
    expect(affordableScore(bare({ walkabilityScore: walk })).score).toBe(60 + points);
  });

  it.each([
    ['30 min', 10],
    ['31 min', 0],
    ['25-30 minutes', 10],
  ])('commute %s adds %i', (commute, points) => {
    expect(affordableScore(bare({ commuteToUptown: commute })).score).toBe(60 + points);
  });

  it('gives reasons for cheap rents and homes, walkability and commute', () => {
    const { score, reasons } = affordableScore(
      bare({ averageRentPrice: '$1,100', averageHomePrice: '$300,000', walkabilityScore: 62, commuteToUptown: '20 min' }),
    );
    expect(score).toBe(90);
    expect(reasons).toEqual([
      'Low rents for Charlotte',
      'Moderately priced homes',
      'Walkable, so a car is optional (62/100)',
      'Short commute keeps travel costs down (20 min)',
    ]);
  });
});

describe('near-uptown score', () => {
  it('gives a name containing uptown 50 and stops', () => {
    const result = nearUptownScore({ name: 'Uptown', slug: 'uptown', commuteToUptown: '5 min', walkabilityScore: 98 });
    expect(result).toEqual({ score: 50, reasons: ['Right in the heart of Uptown'] });
  });

  it.each([
    ['10 min', 40],
    ['11 min', 35],
    ['15 min', 35],
    ['16 min', 30],
    ['20 min', 30],
    ['21 min', 20],
    ['25 min', 20],
    ['26 min', 10],
    ['30 min', 10],
    ['31 min', 0],
    ['N/A', 0],
  ])('commute %s gives %i', (commute, points) => {
    expect(nearUptownScore(bare({ commuteToUptown: commute })).score).toBe(points);
  });

  it('adds 15 for south end, dilworth or elizabeth, any case', () => {
    for (const name of ['South End', 'Dilworth', 'Elizabeth', 'SOUTH END', 'elizabeth']) {
      expect(nearUptownScore({ name, slug: 'x' })).toEqual({ score: 15, reasons: ['Borders Uptown'] });
    }
  });

  it.each([
    [69, 0],
    [70, 10],
  ])('walkability %i adds %i', (walk, points) => {
    expect(nearUptownScore(bare({ walkabilityScore: walk })).score).toBe(points);
  });

  it('explains the commute', () => {
    expect(nearUptownScore({ name: 'Dilworth', slug: 'dilworth', commuteToUptown: '5-10 min', walkabilityScore: 75 })).toEqual({
      score: 65,
      reasons: ['Minutes from Uptown (5-10 min)', 'Borders Uptown', 'Highly walkable (75/100)'],
    });
  });
});

describe('name matching', () => {
  it('is case-insensitive substring matching', () => {
    expect(nameContains('NoDa (North Davidson)', 'noda')).toBe(true);
    expect(nameContains('Plaza Midwood', 'PLAZA')).toBe(true);
    expect(nameContains('Southend', 'south end')).toBe(false);
  });
});

describe('badges', () => {
  it('young professionals: Young Prof Friendly, Urban Core, Trendy', () => {
    expect(youngProfessionalBadges({ name: 'Uptown', youngProfFriendly: true })).toEqual(['Young Prof Friendly', 'Urban Core']);
    expect(youngProfessionalBadges({ name: 'South End', youngProfFriendly: false })).toEqual(['Trendy']);
    expect(youngProfessionalBadges({ name: 'uptown', youngProfFriendly: false })).toEqual(['Urban Core']);
    expect(youngProfessionalBadges({ name: 'Ballantyne', youngProfFriendly: false })).toEqual([]);
  });

  it('near Uptown: Downtown Core, Adjacent', () => {
    expect(nearUptownBadges({ name: 'Uptown', commute: 'N/A' })).toEqual(['Downtown Core']);
    for (const name of ['South End', 'Dilworth', 'Elizabeth']) {
      expect(nearUptownBadges({ name, commute: '20 min' })).toEqual(['Adjacent']);
    }
    expect(nearUptownBadges({ name: 'Ballantyne', commute: '30 min' })).toEqual([]);
  });

  it.each([
    ['5 min', true],
    ['5-10 minutes', true],
    ['10 min', true],
    ['10-15 min', true],
    ['About 5 minutes', true],
    ['15 min', false],
    ['25 min', false],
    ['50 min', false],
    ['105 min', false],
    ['2.5 min', false],
    ['N/A', false],
  ])("'Ultra Close' for a commute of %s: %s", (commute, expected) => {
    expect(isUltraClose(commute)).toBe(expected);
    expect(nearUptownBadges({ name: 'Midtown', commute }).includes('Ultra Close')).toBe(expected);
  });

  it('hub best-for badges come from the friendly flags', () => {
    const words = { badgeFamilies: 'Families', badgeYoungProfessionals: 'Young Professionals', badgePetOwners: 'Pet Owners' };
    expect(bestForBadges({ familyFriendly: true, youngProfFriendly: true, petFriendly: true }, words)).toEqual([
      'Families',
      'Young Professionals',
      'Pet Owners',
    ]);
    expect(bestForBadges({ familyFriendly: true, youngProfFriendly: false, petFriendly: true }, words)).toEqual(['Families', 'Pet Owners']);
    expect(bestForBadges({ familyFriendly: false, youngProfFriendly: false, petFriendly: false }, words)).toEqual([]);
  });
});

describe('display rules', () => {
  it('caps the score bar at 100% and floors it at 0%', () => {
    expect(scoreBarWidth(65)).toBe('65%');
    expect(scoreBarWidth(100)).toBe('100%');
    expect(scoreBarWidth(112)).toBe('100%');
    expect(scoreBarWidth(-3)).toBe('0%');
  });

  it('rounds the score', () => {
    expect(displayScore(72.5)).toBe('73');
    expect(displayScore(72.4)).toBe('72');
  });

  it('shows walkability 0 as N/A and hides the walk line', () => {
    expect(displayWalkability(0)).toBe('N/A');
    expect(displayWalkability(72)).toBe('72/100');
    expect(walkLabel(0)).toBeNull();
    expect(walkLabel(1)).toBe('1/100 Walk');
  });

  it('summarises rent and home price, leaving out what is N/A', () => {
    expect(priceSummary({ rentPrice: '$1,500', homePrice: '$300,000' })).toBe('Rent $1,500 · Homes $300,000');
    expect(priceSummary({ rentPrice: 'N/A', homePrice: '$300,000' })).toBe('Homes $300,000');
    expect(priceSummary({ rentPrice: 'N/A', homePrice: 'N/A' })).toBe('Prices not available');
  });

  it('falls back to the first 120 characters of the overview', () => {
    const overview = 'a'.repeat(100) + ' ' + 'b'.repeat(60);
    expect(featuredDescription({ metaDescription: 'Short.', overview })).toBe('Short.');
    const fallback = featuredDescription({ metaDescription: '', overview });
    expect(fallback.startsWith(overview.slice(0, 120))).toBe(true);
    expect(fallback).toBe(`${overview.slice(0, 120)}...`);
    expect(featuredDescription({ metaDescription: '', overview: 'Brief.' })).toBe('Brief.');
  });
});

describe('ranking', () => {
  it('sorts by score descending, then by name, then by slug, whatever the input order', () => {
    const list: NeighborhoodInput[] = [
      { name: 'Beta', slug: 'beta', commuteToUptown: '20 min' },
      { name: 'alpha', slug: 'alpha', commuteToUptown: '20 min' },
      { name: 'Gamma', slug: 'gamma', commuteToUptown: '5 min' },
      { name: 'Alpha', slug: 'alpha-2', commuteToUptown: '20 min' },
    ];
    const expected = ['gamma', 'alpha', 'alpha-2', 'beta'];
    expect(rankNeighborhoods(list, 'near-uptown').map((v) => v.slug)).toEqual(expected);
    expect(rankNeighborhoods([...list].reverse(), 'near-uptown').map((v) => v.slug)).toEqual(expected);
  });

  it('scores with the guide chosen', () => {
    const n: NeighborhoodInput = { name: 'Uptown', slug: 'uptown', commuteToUptown: '5 min' };
    expect(scoredView(n, 'near-uptown').score).toBe(50);
    expect(scoredView(n, 'young-professionals').score).toBe(25 + 15);
    expect(compareViews({ score: 1, name: 'a', slug: 'a' }, { score: 1, name: 'a', slug: 'a' })).toBe(0);
  });
});

describe('affordable guide without prices', () => {
  it('lists a neighborhood with no rent and no home price last, with "Prices not available"', () => {
    const base = {
      familyFriendly: false,
      youngProfessionalFriendly: false,
      petFriendly: false,
      keyFeatures: [],
      walkabilityScore: 90,
      safetyRating: null,
      commuteToUptown: '5 min',
    };
    const list = [
      { ...base, name: 'Priced', slug: 'priced', averageRentPrice: '$2,600/month', averageHomePrice: '$900,000+' },
      { ...base, name: 'Unknown', slug: 'unknown', averageRentPrice: null, averageHomePrice: 'N/A' },
    ];
    const ranked = rankNeighborhoods(list, 'affordable');
    expect(ranked.map((v) => v.slug)).toEqual(['priced', 'unknown']);
    expect(ranked[1]!.score).toBeGreaterThan(ranked[0]!.score);
    expect(priceSummary(ranked[1]!)).toBe(PRICES_NOT_AVAILABLE);
    expect(PRICES_NOT_AVAILABLE).toBe('Prices not available');
    expect(rankNeighborhoods(list, 'young-professionals').map((v) => v.slug)).toEqual(['priced', 'unknown']);
  });
});

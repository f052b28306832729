/**
 * The four ranked guides' scoring rules in plain language, for /neighborhoods/methodology.
 * Every sentence is built from the constants of src/domain/neighborhood-scoring.ts, and each
 * rule carries a probe (two neighborhoods that differ only in what the rule reads, and the
 * points between them) that scoring-rules-text.test.ts runs through the real scorers, so the
 * published text cannot drift from the code.
 */
import {
  ADJACENT_NAMES,
  AFFORDABLE_COMMUTE,
  AFFORDABLE_WALK,
  DEFAULT_PRICE_TIER,
  HOME_TIERS,
  NEAR_UPTOWN_WALK,
  POINTS,
  RENT_TIERS,
  URBAN_NAMES,
  type GuideKey,
  type NeighborhoodInput,
} from './neighborhood-scoring';

interface RuleProbe {
  base: NeighborhoodInput;
  changed: NeighborhoodInput;
  /** changed's score minus base's score. */
  points: number;
}

interface ScoringRule {
  text: string;
  probe: RuleProbe;
}

export interface GuideRules {
  guide: GuideKey;
  title: string;
  href: string;
  rules: ScoringRule[];
}

const EMPTY: NeighborhoodInput = { name: 'Probe', slug: 'probe' };
const quoted = (names: readonly string[]) => names.map((n) => `"${n}"`).join(', ');
const tiers = (rows: ReadonlyArray<readonly [number, readonly string[]]>) =>
  rows.map(([tier, needles]) => `${'$'.repeat(tier)} when it contains ${needles.map((n) => `"${n}"`).join(' or ')}`).join('; ');

/** How the price tiers are read from the hand-written rent and home price texts. */
export function priceTierText(): string {
  return (
    `Rent tier: ${tiers(RENT_TIERS)}; anything else $. ` +
    `Home price tier: ${tiers(HOME_TIERS.profile)}; anything else $. ` +
    `The price tier is the rent tier, else the home price tier, else ${'$'.repeat(DEFAULT_PRICE_TIER)} when neither is known.`
  );
}

export function guideRules(): GuideRules[] {
  const fam = POINTS.families;
  const yp = POINTS.youngProfessionals;
  const aff = POINTS.affordable;
  const nu = POINTS.nearUptown;
  const cheapRent = { ...EMPTY, averageRentPrice: '$1,000 - $1,200/month' };
  const dearRent = { ...EMPTY, averageRentPrice: '$3,000 - $3,400/month' };
  return [
    {
      guide: 'families',
      title: 'Best neighborhoods for families',
      href: '/neighborhoods/guides/families',
      rules: [
        {
          text: `Marked family-friendly: +${fam.familyFriendly} points.`,
          probe: { base: EMPTY, changed: { ...EMPTY, familyFriendly: true }, points: fam.familyFriendly },
        },
        {
          text: `Safety rating out of 10, scaled to ${fam.safetyMax} points (a rating of 8 gives ${(8 / 10) * fam.safetyMax}).`,
          probe: { base: EMPTY, changed: { ...EMPTY, safetyRating: 8 }, points: (8 / 10) * fam.safetyMax },
        },
        {
          text: `Schools and childcare described: +${fam.schools} points.`,
          probe: { base: EMPTY, changed: { ...EMPTY, schoolsChildcare: 'Schools.' }, points: fam.schools },
        },
        {
          text: `Parks and recreation described: +${fam.parks} points.`,
          probe: { base: EMPTY, changed: { ...EMPTY, parksRecreation: 'Parks.' }, points: fam.parks },
        },
        { text: `Price tier $ or $$: +${fam.affordable} points.`, probe: { base: dearRent, changed: cheapRent, points: fam.affordable } },
      ],
    },
    {
      guide: 'young-professionals',
      title: 'Best neighborhoods for young professionals',
      href: '/neighborhoods/guides/young-professionals',
      rules: [
        {
          text: `Marked young-professional-friendly: +${yp.flag} points.`,
          probe: { base: EMPTY, changed: { ...EMPTY, youngProfessionalFriendly: true }, points: yp.flag },
        },
        {
          text: `Commute to Uptown of 15 minutes or less: +${yp.commute15} points.`,
          probe: { base: EMPTY, changed: { ...EMPTY, commuteToUptown: '10-15 min' }, points: yp.commute15 },
        },
        {
          text: `16 to 25 minutes: +${yp.commute25} points.`,
          probe: { base: EMPTY, changed: { ...EMPTY, commuteToUptown: '20-25 min' }, points: yp.commute25 },
        },
        {
          text: `26 to 35 minutes: +${yp.commute35} points (the upper end of a range counts).`,
          probe: { base: EMPTY, changed: { ...EMPTY, commuteToUptown: '25-35 min' }, points: yp.commute35 },
        },
        {
          text: `Walkability out of 100, scaled to ${yp.walkabilityMax} points (a score of 50 gives ${(50 / 100) * yp.walkabilityMax}).`,
          probe: { base: EMPTY, changed: { ...EMPTY, walkabilityScore: 50 }, points: (50 / 100) * yp.walkabilityMax },
        },
        {
          text: `Name contains ${quoted(URBAN_NAMES)}: +${yp.urbanName} points.`,
          probe: { base: EMPTY, changed: { ...EMPTY, name: `${URBAN_NAMES[1]} probe` }, points: yp.urbanName },
        },
        {
          text: `Local amenities described: +${yp.amenities} points.`,
          probe: { base: EMPTY, changed: { ...EMPTY, localAmenities: 'Shops.' }, points: yp.amenities },
        },
      ],
    },
    {
      guide: 'affordable',
      title: 'Most affordable neighborhoods',
      href: '/neighborhoods/guides/affordable',
      rules: [
        {
          text: `Rent tier $ / $$ / $$$ / $$$$: ${aff.tierPoints[1]} / ${aff.tierPoints[2]} / ${aff.tierPoints[3]} / ${aff.tierPoints[4]} points; a missing rent counts as $$ (so a $ rent scores ${aff.tierPoints[1] - aff.tierPoints[3]} more than a $$$ one).`,
          probe: { base: dearRent, changed: cheapRent, points: aff.tierPoints[1] - aff.tierPoints[3] },
        },
        {
          text: `Home price tier, the same points again; a missing home price counts as $$ (a $ home price scores ${aff.tierPoints[1] - aff.tierPoints[4]} more than a $$$$ one).`,
          probe: {
            base: { ...EMPTY, averageHomePrice: '$900,000+' },
            changed: { ...EMPTY, averageHomePrice: '$250,000' },
            points: aff.tierPoints[1] - aff.tierPoints[4],
          },
        },
        {
          text: `Walkability of ${AFFORDABLE_WALK} or more: +${aff.walkable} points.`,
          probe: { base: EMPTY, changed: { ...EMPTY, walkabilityScore: AFFORDABLE_WALK }, points: aff.walkable },
        },
        {
          text: `Commute to Uptown of ${AFFORDABLE_COMMUTE} minutes or less: +${aff.commute} points.`,
          probe: { base: EMPTY, changed: { ...EMPTY, commuteToUptown: `${AFFORDABLE_COMMUTE} min` }, points: aff.commute },
        },
      ],
    },
    {
      guide: 'near-uptown',
      title: 'Best neighborhoods near Uptown',
      href: '/neighborhoods/guides/near-uptown',
      rules: [
        {
          text: `Name contains "uptown": ${nu.uptown} points, and no other rule applies.`,
          probe: { base: EMPTY, changed: { ...EMPTY, name: 'Uptown probe', walkabilityScore: 95 }, points: nu.uptown },
        },
        ...nu.commute.map(([max, points]) => ({
          text: `Otherwise, a commute to Uptown of ${max} minutes or less: +${points} points (the first step that fits).`,
          probe: { base: EMPTY, changed: { ...EMPTY, commuteToUptown: `${max} min` }, points },
        })),
        {
          text: `Name contains ${quoted(ADJACENT_NAMES)}: +${nu.adjacentName} points.`,
          probe: { base: EMPTY, changed: { ...EMPTY, name: `${ADJACENT_NAMES[1]} probe` }, points: nu.adjacentName },
        },
        {
          text: `Walkability of ${NEAR_UPTOWN_WALK} or more: +${nu.walkable} points.`,
          probe: { base: EMPTY, changed: { ...EMPTY, walkabilityScore: NEAR_UPTOWN_WALK }, points: nu.walkable },
        },
      ],
    },
  ];
}

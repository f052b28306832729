/**
 * The four ranked guides' scoring rules in plain language, for /neighborhoods/methodology.
 * Every sentence is built from the constants of src/domain/neighborhood-scoring.ts, and each
 * rule carries a probe (two neighborhoods that differ only in what the rule reads, and the
 * points between them) that scoring-rules-text.test.ts runs through the real scorers, so the
 * published text cannot drift from the code. The sentences are templates whose `{placeholders}`
 * the constants fill: English here (`SCORING_RULE_WORDS`), another language's passed in as
 * `words`, so every language states the same numbers and carries the same probes.
 */
import { fillTemplate as fill } from './fill';
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
  /** The guide's English path (a page in another language links it through `linkIn`). */
  href: string;
  rules: ScoringRule[];
}

/** The rules' sentences in English; a catalog of another language has the same keys. */
export const SCORING_RULE_WORDS = {
  /** A quoted name or text ("uptown"). */
  quote: '"{text}"',
  /** Between the items of a list of quoted names, and before its last one. */
  listJoin: ', ',
  listLast: ', ',
  /** Between a price tier's alternative texts. */
  or: ' or ',
  /** Between a price table's tiers. */
  tierJoin: '; ',
  tierWhen: '{tier} when it contains {texts}',
  priceTiers:
    'Rent tier: {rent}; anything else $. Home price tier: {home}; anything else $. The price tier is the rent tier, else the home price tier, else {fallback} when neither is known.',
  familiesTitle: 'Best neighborhoods for families',
  familyFriendly: 'Marked family-friendly: +{points} points.',
  familySafety: 'Safety rating out of 10, scaled to {max} points (a rating of 8 gives {points}).',
  familySchools: 'Schools and childcare described: +{points} points.',
  familyParks: 'Parks and recreation described: +{points} points.',
  familyAffordable: 'Price tier $ or $$: +{points} points.',
  youngTitle: 'Best neighborhoods for young professionals',
  youngFlag: 'Marked young-professional-friendly: +{points} points.',
  youngCommute15: 'Commute to Uptown of 15 minutes or less: +{points} points.',
  youngCommute25: '16 to 25 minutes: +{points} points.',
  youngCommute35: '26 to 35 minutes: +{points} points (the upper end of a range counts).',
  youngWalk: 'Walkability out of 100, scaled to {max} points (a score of 50 gives {points}).',
  youngUrbanName: 'Name contains {names}: +{points} points.',
  youngAmenities: 'Local amenities described: +{points} points.',
  affordableTitle: 'Most affordable neighborhoods',
  affordableRent:
    'Rent tier $ / $$ / $$$ / $$$$: {tier1} / {tier2} / {tier3} / {tier4} points; a missing rent counts as $$ (so a $ rent scores {points} more than a $$$ one).',
  affordableHome: 'Home price tier, the same points again; a missing home price counts as $$ (a $ home price scores {points} more than a $$$$ one).',
  affordableWalk: 'Walkability of {walk} or more: +{points} points.',
  affordableCommute: 'Commute to Uptown of {minutes} minutes or less: +{points} points.',
  nearUptownTitle: 'Best neighborhoods near Uptown',
  nearUptownName: 'Name contains {name}: {points} points, and no other rule applies.',
  nearUptownCommute: 'Otherwise, a commute to Uptown of {minutes} minutes or less: +{points} points (the first step that fits).',
  nearUptownAdjacent: 'Name contains {names}: +{points} points.',
  nearUptownWalk: 'Walkability of {walk} or more: +{points} points.',
} as const;

/** The words of the rules in any language: the keys of `SCORING_RULE_WORDS`. */
export type ScoringRuleWords = { readonly [K in keyof typeof SCORING_RULE_WORDS]: string };

const EMPTY: NeighborhoodInput = { name: 'Probe', slug: 'probe' };
const quoted = (names: readonly string[], w: ScoringRuleWords) => {
  const items = names.map((text) => fill(w.quote, { text }));
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(w.listJoin)}${w.listLast}${items[items.length - 1]}`;
};
const tiers = (rows: ReadonlyArray<readonly [number, readonly string[]]>, w: ScoringRuleWords) =>
  rows
    .map(([tier, needles]) => fill(w.tierWhen, { tier: '$'.repeat(tier), texts: needles.map((text) => fill(w.quote, { text })).join(w.or) }))
    .join(w.tierJoin);

/** How the price tiers are read from the hand-written rent and home price texts. */
export function priceTierText(words: ScoringRuleWords = SCORING_RULE_WORDS): string {
  return fill(words.priceTiers, { rent: tiers(RENT_TIERS, words), home: tiers(HOME_TIERS.profile, words), fallback: '$'.repeat(DEFAULT_PRICE_TIER) });
}

export function guideRules(words: ScoringRuleWords = SCORING_RULE_WORDS): GuideRules[] {
  const w = words;
  const fam = POINTS.families;
  const yp = POINTS.youngProfessionals;
  const aff = POINTS.affordable;
  const nu = POINTS.nearUptown;
  const cheapRent = { ...EMPTY, averageRentPrice: '$1,000 - $1,200/month' };
  const dearRent = { ...EMPTY, averageRentPrice: '$3,000 - $3,400/month' };
  return [
    {
      guide: 'families',
      title: w.familiesTitle,
      href: '/neighborhoods/guides/families',
      rules: [
        {
          text: fill(w.familyFriendly, { points: fam.familyFriendly }),
          probe: { base: EMPTY, changed: { ...EMPTY, familyFriendly: true }, points: fam.familyFriendly },
        },
        {
          text: fill(w.familySafety, { max: fam.safetyMax, points: (8 / 10) * fam.safetyMax }),
          probe: { base: EMPTY, changed: { ...EMPTY, safetyRating: 8 }, points: (8 / 10) * fam.safetyMax },
        },
        {
          text: fill(w.familySchools, { points: fam.schools }),
          probe: { base: EMPTY, changed: { ...EMPTY, schoolsChildcare: 'Schools.' }, points: fam.schools },
        },
        {
          text: fill(w.familyParks, { points: fam.parks }),
          probe: { base: EMPTY, changed: { ...EMPTY, parksRecreation: 'Parks.' }, points: fam.parks },
        },
        { text: fill(w.familyAffordable, { points: fam.affordable }), probe: { base: dearRent, changed: cheapRent, points: fam.affordable } },
      ],
    },
    {
      guide: 'young-professionals',
      title: w.youngTitle,
      href: '/neighborhoods/guides/young-professionals',
      rules: [
        {
          text: fill(w.youngFlag, { points: yp.flag }),
          probe: { base: EMPTY, changed: { ...EMPTY, youngProfessionalFriendly: true }, points: yp.flag },
        },
        {
          text: fill(w.youngCommute15, { points: yp.commute15 }),
          probe: { base: EMPTY, changed: { ...EMPTY, commuteToUptown: '10-15 min' }, points: yp.commute15 },
        },
        {
          text: fill(w.youngCommute25, { points: yp.commute25 }),
          probe: { base: EMPTY, changed: { ...EMPTY, commuteToUptown: '20-25 min' }, points: yp.commute25 },
        },
        {
          text: fill(w.youngCommute35, { points: yp.commute35 }),
          probe: { base: EMPTY, changed: { ...EMPTY, commuteToUptown: '25-35 min' }, points: yp.commute35 },
        },
        {
          text: fill(w.youngWalk, { max: yp.walkabilityMax, points: (50 / 100) * yp.walkabilityMax }),
          probe: { base: EMPTY, changed: { ...EMPTY, walkabilityScore: 50 }, points: (50 / 100) * yp.walkabilityMax },
        },
        {
          text: fill(w.youngUrbanName, { names: quoted(URBAN_NAMES, w), points: yp.urbanName }),
          probe: { base: EMPTY, changed: { ...EMPTY, name: `${URBAN_NAMES[1]} probe` }, points: yp.urbanName },
        },
        {
          text: fill(w.youngAmenities, { points: yp.amenities }),
          probe: { base: EMPTY, changed: { ...EMPTY, localAmenities: 'Shops.' }, points: yp.amenities },
        },
      ],
    },
    {
      guide: 'affordable',
      title: w.affordableTitle,
      href: '/neighborhoods/guides/affordable',
      rules: [
        {
          text: fill(w.affordableRent, {
            tier1: aff.tierPoints[1],
            tier2: aff.tierPoints[2],
            tier3: aff.tierPoints[3],
            tier4: aff.tierPoints[4],
            points: aff.tierPoints[1] - aff.tierPoints[3],
          }),
          probe: { base: dearRent, changed: cheapRent, points: aff.tierPoints[1] - aff.tierPoints[3] },
        },
        {
          text: fill(w.affordableHome, { points: aff.tierPoints[1] - aff.tierPoints[4] }),
          probe: {
            base: { ...EMPTY, averageHomePrice: '$900,000+' },
            changed: { ...EMPTY, averageHomePrice: '$250,000' },
            points: aff.tierPoints[1] - aff.tierPoints[4],
          },
        },
        {
          text: fill(w.affordableWalk, { walk: AFFORDABLE_WALK, points: aff.walkable }),
          probe: { base: EMPTY, changed: { ...EMPTY, walkabilityScore: AFFORDABLE_WALK }, points: aff.walkable },
        },
        {
          text: fill(w.affordableCommute, { minutes: AFFORDABLE_COMMUTE, points: aff.commute }),
          probe: { base: EMPTY, changed: { ...EMPTY, commuteToUptown: `${AFFORDABLE_COMMUTE} min` }, points: aff.commute },
        },
      ],
    },
    {
      guide: 'near-uptown',
      title: w.nearUptownTitle,
      href: '/neighborhoods/guides/near-uptown',
      rules: [
        {
          text: fill(w.nearUptownName, { name: fill(w.quote, { text: 'uptown' }), points: nu.uptown }),
          probe: { base: EMPTY, changed: { ...EMPTY, name: 'Uptown probe', walkabilityScore: 95 }, points: nu.uptown },
        },
        ...nu.commute.map(([max, points]) => ({
          text: fill(w.nearUptownCommute, { minutes: max, points }),
          probe: { base: EMPTY, changed: { ...EMPTY, commuteToUptown: `${max} min` }, points },
        })),
        {
          text: fill(w.nearUptownAdjacent, { names: quoted(ADJACENT_NAMES, w), points: nu.adjacentName }),
          probe: { base: EMPTY, changed: { ...EMPTY, name: `${ADJACENT_NAMES[1]} probe` }, points: nu.adjacentName },
        },
        {
          text: fill(w.nearUptownWalk, { walk: NEAR_UPTOWN_WALK, points: nu.walkable }),
          probe: { base: EMPTY, changed: { ...EMPTY, walkabilityScore: NEAR_UPTOWN_WALK }, points: nu.walkable },
        },
      ],
    },
  ];
}

/**
 * The one neighborhood scoring module. Pure TypeScript: the build imports it to
 * prerender the hub, the profiles and the four ranked guides, the tests import it to check
 * the pages' order, and any island could import it too. Choices the spec leaves open are
 * recorded in docs/decisions/0003-neighborhood-scoring.md.
 */
import { fillTemplate as fill } from './fill';
import type { NeighborhoodData } from './neighborhood-data';
import { NO_COUNTY_DATA } from './qol';
import type { Neighborhood } from './types';

/**
 * The fields the scoring reads; everything optional data may be null, undefined or blank.
 * Derived from the editor's schema (src/domain/neighborhood-data.ts), so the form, the API
 * and the scoring agree on every field's type.
 */
export type NeighborhoodInput = Pick<NeighborhoodData, 'name' | 'slug'> &
  Partial<
    Pick<
      NeighborhoodData,
      | 'averageRentPrice'
      | 'averageHomePrice'
      | 'commuteToUptown'
      | 'walkabilityScore'
      | 'safetyRating'
      | 'keyFeatures'
      | 'familyFriendly'
      | 'youngProfessionalFriendly'
      | 'petFriendly'
      | 'schoolsChildcare'
      | 'parksRecreation'
      | 'localAmenities'
    >
  >;

/** Shown for a missing rent, home price or commute. */
export const NOT_AVAILABLE = 'N/A';

/** Said wherever a neighborhood has neither a rent nor a home price. */
export const PRICES_NOT_AVAILABLE = 'Prices not available';

/**
 * The English words of the ranked guides' reasons, badges and price lines, `{name}` being a
 * value filled in. The catalogs' `neighborhoodGuide` spreads them (src/i18n/en-guides.ts), and a
 * page in another language passes its catalog's words to the functions below.
 */
export const GUIDE_WORDS = {
  reasonFamilyFriendly: 'Family-friendly community',
  reasonSafetyExcellent: 'Excellent safety rating ({rating}/10)',
  reasonSafetyGood: 'Good safety rating ({rating}/10)',
  reasonSchools: 'Schools and childcare nearby',
  reasonParks: 'Parks and recreation close to home',
  reasonFamilyAffordable: 'Affordable for a growing family',
  reasonYoungProfessionals: 'Popular with young professionals',
  reasonCommuteQuick: 'Quick commute to Uptown ({commute})',
  reasonCommuteEasy: 'Easy commute to Uptown ({commute})',
  reasonCommuteManageable: 'Manageable commute to Uptown ({commute})',
  reasonWalkHigh: 'Highly walkable ({walk}/100)',
  reasonWalkGood: 'Good walkability ({walk}/100)',
  reasonUrban: 'Vibrant urban dining and nightlife scene',
  reasonAmenities: 'Shops, cafes and amenities close by',
  reasonRentLow: 'Low rents for Charlotte',
  reasonRentModerate: 'Moderate rents',
  reasonHomeLow: 'Affordable home prices',
  reasonHomeModerate: 'Moderately priced homes',
  reasonWalkCarOptional: 'Walkable, so a car is optional ({walk}/100)',
  reasonCommuteCheap: 'Short commute keeps travel costs down ({commute})',
  reasonInUptown: 'Right in the heart of Uptown',
  reasonMinutesFromUptown: 'Minutes from Uptown ({commute})',
  reasonBordersUptown: 'Borders Uptown',
  /** The affordable guide's reasons on the county's figures (./affordable-official.ts): the quarter of the county's areas a price is in. */
  reasonRentQuarter1: "Rent in the county's lowest quarter ({value}, {year})",
  reasonRentQuarter2: "Rent in the county's second quarter ({value}, {year})",
  reasonHomeQuarter1: "Home sale price in the county's lowest quarter ({value}, {year})",
  reasonHomeQuarter2: "Home sale price in the county's second quarter ({value}, {year})",
  reasonTransit: 'Transit within half a mile of {value} of homes ({year})',
  reasonFewerLongCommutes: 'Fewer long commutes than the county ({value}, {year})',
  badgeYoungProfessionals: 'Young Prof Friendly',
  badgeUrbanCore: 'Urban Core',
  badgeTrendy: 'Trendy',
  badgeDowntownCore: 'Downtown Core',
  badgeAdjacent: 'Adjacent',
  badgeUltraClose: 'Ultra Close',
  budgetFriendly: 'Budget-Friendly',
  pricesNotAvailable: PRICES_NOT_AVAILABLE,
  noCountyData: NO_COUNTY_DATA,
  priceRent: 'Rent {price}',
  priceHomes: 'Homes {price}',
  walkLabel: '{walk}/100 Walk',
  /** How the editors' rent estimates end (a range of dollars "/month"); another language's words replace it. */
  perMonth: '/month',
  updatedBadge: '{year} Updated',
} as const;

/** The ranked guides' words in a page's language (English: {@link GUIDE_WORDS}). */
export type GuideWords = { readonly [K in keyof typeof GUIDE_WORDS]: string };

/** The derived view used by the hub and the ranked guides . */
export interface NeighborhoodView {
  name: string;
  slug: string;
  /** Average rent text, or 'N/A' when absent. */
  rentPrice: string;
  /** Average home price text, or 'N/A' when absent. */
  homePrice: string;
  /** Commute-to-Uptown text, or 'N/A' when absent. */
  commute: string;
  /** 0-100; 0 means unknown. */
  walkability: number;
  /** 0-10; 0 means unknown. */
  safety: number;
  familyFriendly: boolean;
  youngProfFriendly: boolean;
  petFriendly: boolean;
  keyFeatures: string[];
  /**
   * Set when the view shows official figures (the affordable guide, ./affordable-official.ts):
   * then rentPrice and homePrice hold the county's median rent and average sale price with
   * their years, and this the share of long commutes.
   */
  official?: { longCommute: string };
  /** The guide's score, roughly 0-100 (0 for a view made without a guide). */
  score: number;
  /** Short texts explaining the score, in the order of the guide's rules below. */
  reasons: string[];
}

export type PriceTier = 1 | 2 | 3 | 4;

/** Which home-price table to read: profile and ranked guides, or the hub's featured cards. */
export type HomePriceTable = 'profile' | 'hub';

/** The tier used when neither rent nor home price is known ($$). */
export const DEFAULT_PRICE_TIER: PriceTier = 2;

/** Minutes used when the commute text holds no "N min"/"N minutes". */
const UNKNOWN_COMMUTE_MINUTES = 999;

export const RENT_TIERS: ReadonlyArray<readonly [PriceTier, readonly string[]]> = [
  [4, ['4,000+', '5,000+', '3,500+']],
  [3, ['2,500', '3,000']],
  [2, ['1,500', '2,000']],
];

export const HOME_TIERS: Record<HomePriceTable, ReadonlyArray<readonly [PriceTier, readonly string[]]>> = {
  profile: [
    [4, ['800,000+', '900,000+', '1,000,000+']],
    [3, ['500,000', '600,000', '700,000']],
    [2, ['300,000', '400,000']],
  ],
  hub: [
    [4, ['800,000+', '900,000+', '1,000,000+']],
    [3, ['400,000', '600,000']],
    [2, ['200,000', '300,000']],
  ],
};

/** Text that is null, undefined, blank or 'N/A' counts as absent. */
export function isPresent(text: string | null | undefined): text is string {
  return typeof text === 'string' && text.trim() !== '' && text.trim() !== NOT_AVAILABLE;
}

function tierFrom(text: string, rows: ReadonlyArray<readonly [PriceTier, readonly string[]]>): PriceTier {
  for (const [tier, needles] of rows) {
    if (needles.some((needle) => text.includes(needle))) return tier;
  }
  return 1;
}

/** Rent tier: rows checked top-down, the first match wins; anything else is 1. */
export function rentTier(rent: string): PriceTier {
  return tierFrom(rent, RENT_TIERS);
}

/** Home-price tier from the profile/guides table or the hub-card table. */
export function homeTier(home: string, table: HomePriceTable = 'profile'): PriceTier {
  return tierFrom(home, HOME_TIERS[table]);
}

/** Price tier: from the rent text, else from the home price text, else $$ (2). */
export function priceTier(rent: string | null | undefined, home: string | null | undefined, table: HomePriceTable = 'profile'): PriceTier {
  if (isPresent(rent)) return rentTier(rent);
  if (isPresent(home)) return homeTier(home, table);
  return DEFAULT_PRICE_TIER;
}

/** '$' to '$$$$'. */
export function tierSymbols(tier: PriceTier): string {
  return '$'.repeat(tier);
}

/**
 * Commute minutes: the first number written right before "min" or "minute(s)" (case-insensitive,
 * optional space), so "10-15 min" gives 15 (the upper end of a range). None: 999.
 */
export function commuteMinutes(commute: string | null | undefined): number {
  if (!isPresent(commute)) return UNKNOWN_COMMUTE_MINUTES;
  const match = /(\d+(?:\.\d+)?)\s*min/i.exec(commute);
  return match?.[1] ? Number(match[1]) : UNKNOWN_COMMUTE_MINUTES;
}

/** Case-insensitive "name contains" (the name rules: docs/decisions/0003-neighborhood-scoring.md). */
export function nameContains(name: string, ...needles: string[]): boolean {
  const lower = name.toLowerCase();
  return needles.some((needle) => lower.includes(needle.toLowerCase()));
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** The view without a score: 'N/A' and 0 for what is absent. */
export function baseView(n: NeighborhoodInput): NeighborhoodView {
  return {
    name: n.name,
    slug: n.slug,
    rentPrice: isPresent(n.averageRentPrice) ? n.averageRentPrice.trim() : NOT_AVAILABLE,
    homePrice: isPresent(n.averageHomePrice) ? n.averageHomePrice.trim() : NOT_AVAILABLE,
    commute: isPresent(n.commuteToUptown) ? n.commuteToUptown.trim() : NOT_AVAILABLE,
    walkability: n.walkabilityScore ?? 0,
    safety: n.safetyRating ?? 0,
    familyFriendly: n.familyFriendly ?? false,
    youngProfFriendly: n.youngProfessionalFriendly ?? false,
    petFriendly: n.petFriendly ?? false,
    keyFeatures: n.keyFeatures ?? [],
    score: 0,
    reasons: [],
  };
}

export interface Scored {
  score: number;
  reasons: string[];
}

/** The four audiences, each with its own score. */
export type GuideKey = 'families' | 'young-professionals' | 'affordable' | 'near-uptown';

export const GUIDE_KEYS: readonly GuideKey[] = ['families', 'young-professionals', 'affordable', 'near-uptown'];

/** The guides' points, in one place, so the factor cards can show them. */
export const POINTS = {
  families: { familyFriendly: 30, safetyMax: 25, schools: 20, parks: 15, affordable: 10 },
  youngProfessionals: { flag: 30, commute15: 25, commute25: 20, commute35: 10, walkabilityMax: 20, urbanName: 15, amenities: 10 },
  affordable: { tierPoints: { 1: 40, 2: 30, 3: 15, 4: 5 } as Record<PriceTier, number>, walkable: 10, commute: 10 },
  nearUptown: {
    uptown: 50,
    commute: [
      [10, 40],
      [15, 35],
      [20, 30],
      [25, 20],
      [30, 10],
    ] as ReadonlyArray<readonly [maxMinutes: number, points: number]>,
    adjacentName: 15,
    walkable: 10,
  },
} as const;

/** Safety from which the "Excellent" / "Good" reasons are given. */
const SAFETY_EXCELLENT = 8;
const SAFETY_GOOD = 6;
/** Walkability from which the young-professional "high" / "good" reasons are given. */
const WALK_HIGH = 70;
const WALK_GOOD = 50;
/** Walkability from which the affordable score adds points. */
export const AFFORDABLE_WALK = 60;
/** Commute (minutes) up to which the affordable score adds points. */
export const AFFORDABLE_COMMUTE = 30;
/** Walkability from which the near-uptown score adds points. */
export const NEAR_UPTOWN_WALK = 70;

/** Name fragments the young-professional score rewards. */
export const URBAN_NAMES = ['uptown', 'south end', 'noda', 'plaza'] as const;
/** Name fragments the near-uptown score treats as adjacent to Uptown. */
export const ADJACENT_NAMES = ['south end', 'dilworth', 'elizabeth'] as const;

/** Family score: flag 30, safety/10 x 25, schools 20, parks 15, price tier <= 2 10. */
export function familyScore(n: NeighborhoodInput, words: GuideWords = GUIDE_WORDS): Scored {
  const p = POINTS.families;
  const v = baseView(n);
  let score = 0;
  const reasons: string[] = [];
  if (v.familyFriendly) {
    score += p.familyFriendly;
    reasons.push(words.reasonFamilyFriendly);
  }
  score += (v.safety / 10) * p.safetyMax;
  if (v.safety >= SAFETY_EXCELLENT) reasons.push(fill(words.reasonSafetyExcellent, { rating: formatNumber(v.safety) }));
  else if (v.safety >= SAFETY_GOOD) reasons.push(fill(words.reasonSafetyGood, { rating: formatNumber(v.safety) }));
  if (isPresent(n.schoolsChildcare)) {
    score += p.schools;
    reasons.push(words.reasonSchools);
  }
  if (isPresent(n.parksRecreation)) {
    score += p.parks;
    reasons.push(words.reasonParks);
  }
  if (priceTier(n.averageRentPrice, n.averageHomePrice) <= 2) {
    score += p.affordable;
    reasons.push(words.reasonFamilyAffordable);
  }
  return { score, reasons };
}

/** Young-professional score: flag 30, commute 25/20/10, walkability/100 x 20, urban name 15, amenities 10. */
export function youngProfessionalScore(n: NeighborhoodInput, words: GuideWords = GUIDE_WORDS): Scored {
  const p = POINTS.youngProfessionals;
  const v = baseView(n);
  let score = 0;
  const reasons: string[] = [];
  if (v.youngProfFriendly) {
    score += p.flag;
    reasons.push(words.reasonYoungProfessionals);
  }
  const minutes = commuteMinutes(n.commuteToUptown);
  if (minutes <= 15) {
    score += p.commute15;
    reasons.push(fill(words.reasonCommuteQuick, { commute: v.commute }));
  } else if (minutes <= 25) {
    score += p.commute25;
    reasons.push(fill(words.reasonCommuteEasy, { commute: v.commute }));
  } else if (minutes <= 35) {
    score += p.commute35;
    reasons.push(fill(words.reasonCommuteManageable, { commute: v.commute }));
  }
  score += (v.walkability / 100) * p.walkabilityMax;
  if (v.walkability >= WALK_HIGH) reasons.push(fill(words.reasonWalkHigh, { walk: v.walkability }));
  else if (v.walkability >= WALK_GOOD) reasons.push(fill(words.reasonWalkGood, { walk: v.walkability }));
  if (nameContains(n.name, ...URBAN_NAMES)) {
    score += p.urbanName;
    reasons.push(words.reasonUrban);
  }
  if (isPresent(n.localAmenities)) {
    score += p.amenities;
    reasons.push(words.reasonAmenities);
  }
  return { score, reasons };
}

/**
 * Affordable score: rent tier and home tier each give 40/30/15/5; walkability >= 60
 * gives 10; commute <= 30 min gives 10. A missing rent (or home price) counts as the
 * default tier $$ (2) for its half, so missing data is never rewarded as the cheapest.
 */
export function affordableScore(n: NeighborhoodInput, words: GuideWords = GUIDE_WORDS): Scored {
  const p = POINTS.affordable;
  const v = baseView(n);
  let score = 0;
  const reasons: string[] = [];
  const rent = isPresent(n.averageRentPrice) ? rentTier(n.averageRentPrice) : DEFAULT_PRICE_TIER;
  const home = isPresent(n.averageHomePrice) ? homeTier(n.averageHomePrice) : DEFAULT_PRICE_TIER;
  score += p.tierPoints[rent] + p.tierPoints[home];
  if (isPresent(n.averageRentPrice)) {
    if (rent === 1) reasons.push(words.reasonRentLow);
    else if (rent === 2) reasons.push(words.reasonRentModerate);
  }
  if (isPresent(n.averageHomePrice)) {
    if (home === 1) reasons.push(words.reasonHomeLow);
    else if (home === 2) reasons.push(words.reasonHomeModerate);
  }
  if (v.walkability >= AFFORDABLE_WALK) {
    score += p.walkable;
    reasons.push(fill(words.reasonWalkCarOptional, { walk: v.walkability }));
  }
  const minutes = commuteMinutes(n.commuteToUptown);
  if (minutes <= AFFORDABLE_COMMUTE) {
    score += p.commute;
    reasons.push(fill(words.reasonCommuteCheap, { commute: v.commute }));
  }
  return { score, reasons };
}

/**
 * Near-uptown score: a name containing "uptown" gives 50 and nothing else; otherwise
 * commute <= 10/15/20/25/30 min gives 40/35/30/20/10, an adjacent name 15, walkability >= 70 10.
 */
export function nearUptownScore(n: NeighborhoodInput, words: GuideWords = GUIDE_WORDS): Scored {
  const p = POINTS.nearUptown;
  if (nameContains(n.name, 'uptown')) {
    return { score: p.uptown, reasons: [words.reasonInUptown] };
  }
  const v = baseView(n);
  let score = 0;
  const reasons: string[] = [];
  const minutes = commuteMinutes(n.commuteToUptown);
  const step = p.commute.find(([max]) => minutes <= max);
  if (step) {
    score += step[1];
    reasons.push(fill(words.reasonMinutesFromUptown, { commute: v.commute }));
  }
  if (nameContains(n.name, ...ADJACENT_NAMES)) {
    score += p.adjacentName;
    reasons.push(words.reasonBordersUptown);
  }
  if (v.walkability >= NEAR_UPTOWN_WALK) {
    score += p.walkable;
    reasons.push(fill(words.reasonWalkHigh, { walk: v.walkability }));
  }
  return { score, reasons };
}

export const SCORERS: Record<GuideKey, (n: NeighborhoodInput, words?: GuideWords) => Scored> = {
  families: familyScore,
  'young-professionals': youngProfessionalScore,
  affordable: affordableScore,
  'near-uptown': nearUptownScore,
};

/** The derived view with the guide's score and reasons (in `words`' language). */
export function scoredView(n: NeighborhoodInput, guide: GuideKey, words: GuideWords = GUIDE_WORDS): NeighborhoodView {
  const { score, reasons } = SCORERS[guide](n, words);
  return { ...baseView(n), score, reasons };
}

/**
 * Orders views by score, highest first; equal scores by name (case-insensitive, English
 * collation), then by slug, so the order never depends on the input order.
 */
export function compareViews(a: Pick<NeighborhoodView, 'score' | 'name' | 'slug'>, b: Pick<NeighborhoodView, 'score' | 'name' | 'slug'>): number {
  if (a.score !== b.score) return b.score - a.score;
  const byName = a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
  if (byName !== 0) return byName;
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

/** True when a view has neither a rent nor a home price. */
export function hasNoPrices(v: Pick<NeighborhoodView, 'rentPrice' | 'homePrice'>): boolean {
  return v.rentPrice === NOT_AVAILABLE && v.homePrice === NOT_AVAILABLE;
}

/**
 * Every neighborhood scored for the guide and sorted (see {@link compareViews}). The
 * affordable guide lists neighborhoods without any price last: missing prices count as the
 * middle tier in the score, which must not rank them above ones whose prices are known.
 */
export function rankNeighborhoods(list: readonly NeighborhoodInput[], guide: GuideKey, words: GuideWords = GUIDE_WORDS): NeighborhoodView[] {
  const views = list.map((n) => scoredView(n, guide, words)).sort(compareViews);
  if (guide !== 'affordable') return views;
  return [...views.filter((v) => !hasNoPrices(v)), ...views.filter(hasNoPrices)];
}

/** How many ranked cards and table rows the guides show, and the hub table's rows. */
export const GUIDE_CARD_COUNT = 6;
export const GUIDE_TABLE_COUNT = 8;
export const HUB_TABLE_COUNT = 8;
export const MAX_REASONS = 3;
/** Featured hub cards: key-feature highlights and description fallback length. */
export const FEATURED_HIGHLIGHTS = 3;
const OVERVIEW_FALLBACK_CHARS = 120;

// ---- Badges ------------------------------------------------------------------------------

/** Young-professional guide badges. */
export function youngProfessionalBadges(v: Pick<NeighborhoodView, 'name' | 'youngProfFriendly'>, words: GuideWords = GUIDE_WORDS): string[] {
  const badges: string[] = [];
  if (v.youngProfFriendly) badges.push(words.badgeYoungProfessionals);
  if (nameContains(v.name, 'uptown')) badges.push(words.badgeUrbanCore);
  if (nameContains(v.name, 'south end')) badges.push(words.badgeTrendy);
  return badges;
}

/**
 * 'Ultra Close' (the intended rule): the commute text mentions the whole number 5 or 10
 * ("5 min", "5-10 minutes", "10-15 min"), not 15, 25, 50 or 105.
 */
export function isUltraClose(commute: string | null | undefined): boolean {
  if (!isPresent(commute)) return false;
  return /(?<![\d.])(?:5|10)(?![\d.])/.test(commute);
}

/** Near-uptown guide badges. */
export function nearUptownBadges(v: Pick<NeighborhoodView, 'name' | 'commute'>, words: GuideWords = GUIDE_WORDS): string[] {
  const badges: string[] = [];
  if (nameContains(v.name, 'uptown')) badges.push(words.badgeDowntownCore);
  if (nameContains(v.name, ...ADJACENT_NAMES)) badges.push(words.badgeAdjacent);
  if (isUltraClose(v.commute)) badges.push(words.badgeUltraClose);
  return badges;
}

/** Badges per guide, in `words`' language; the affordable table adds {@link GUIDE_WORDS}' `budgetFriendly` to every row. */
export function guideBadges(v: NeighborhoodView, guide: GuideKey, words: GuideWords = GUIDE_WORDS): string[] {
  if (guide === 'young-professionals') return youngProfessionalBadges(v, words);
  if (guide === 'near-uptown') return nearUptownBadges(v, words);
  return [];
}

/** The hub table's "best for" badges, from the three friendly flags, in the words of the page's language (the catalogs' `neighborhoodHub`). */
export function bestForBadges(
  v: Pick<NeighborhoodView, 'familyFriendly' | 'youngProfFriendly' | 'petFriendly'>,
  words: { badgeFamilies: string; badgeYoungProfessionals: string; badgePetOwners: string },
): string[] {
  const badges: string[] = [];
  if (v.familyFriendly) badges.push(words.badgeFamilies);
  if (v.youngProfFriendly) badges.push(words.badgeYoungProfessionals);
  if (v.petFriendly) badges.push(words.badgePetOwners);
  return badges;
}

// ---- Display rules -----------------------------------------------------------------------

/** Score bar width: the score percent, between 0 and 100. */
export function scoreBarWidth(score: number): string {
  return `${Math.min(Math.max(score, 0), 100)}%`;
}

/** Scores are shown rounded to a whole number. */
export function displayScore(score: number): string {
  return String(Math.round(score));
}

/** Walkability as "n/100", or 'N/A' when 0 (unknown). */
export function displayWalkability(walkability: number): string {
  return walkability > 0 ? `${walkability}/100` : NOT_AVAILABLE;
}

/** Card line "n/100 Walk", or null (hidden) when walkability is 0. */
export function walkLabel(walkability: number, words: GuideWords = GUIDE_WORDS): string | null {
  return walkability > 0 ? fill(words.walkLabel, { walk: walkability }) : null;
}

/** A combined rent and home price summary for a card. */
export function priceSummary(v: Pick<NeighborhoodView, 'rentPrice' | 'homePrice'>, words: GuideWords = GUIDE_WORDS): string {
  const parts: string[] = [];
  if (v.rentPrice !== NOT_AVAILABLE) parts.push(fill(words.priceRent, { price: v.rentPrice }));
  if (v.homePrice !== NOT_AVAILABLE) parts.push(fill(words.priceHomes, { price: v.homePrice }));
  return parts.length ? parts.join(' · ') : words.pricesNotAvailable;
}

/** The featured-card description: the meta description, else the overview's first 120 characters. */
export function featuredDescription(n: Pick<Neighborhood, 'metaDescription' | 'overview'>): string {
  if (isPresent(n.metaDescription)) return n.metaDescription.trim();
  const overview = n.overview.trim();
  return overview.length > OVERVIEW_FALLBACK_CHARS ? `${overview.slice(0, OVERVIEW_FALLBACK_CHARS).trimEnd()}...` : overview;
}

/**
 * The editorial text of the four ranked neighborhood guides: hero, factor cards (with the real points of the scoring module),
 * table columns and resource links. Link choices for categories the fixed list lacks are
 * recorded in docs/decisions/0003-neighborhood-scoring.md.
 */
import { AFFORDABLE_TRANSIT_PERCENT } from '../../domain/affordable-official';
import { GUIDE_CARD_COUNT, GUIDE_TABLE_COUNT, NEAR_UPTOWN_WALK, POINTS, type GuideKey } from '../../domain/neighborhood-scoring';

/** 'long-commute': the county's share of long commutes with its year (for a guide that does not score the commute estimate). */
export type GuideColumn = 'neighborhood' | 'score' | 'safety' | 'commute' | 'long-commute' | 'walkability' | 'housing' | 'rent' | 'home' | 'actions';

export interface GuideContent {
  key: GuideKey;
  /** Page title (before ' - Charlotte Directory'). */
  title: string;
  description: string;
  audienceBadge: string;
  headline: string;
  intro: string;
  /** The label next to the score on a ranked card ("Score", "Value Score", "Proximity" in English). */
  scoreLabel: string;
  factors: ReadonlyArray<{ icon: string; title: string; points: string; text: string }>;
  cardsHeading: string;
  tableHeading: string;
  columns: ReadonlyArray<{ key: GuideColumn; label: string }>;
  resourcesHeading: string;
  resources: ReadonlyArray<{ label: string; href: string; text: string; external?: boolean }>;
}

/** The year in the four guides' titles, the same in every language. */
export const GUIDE_TITLE_YEAR = 2025;

const fam = POINTS.families;
const yp = POINTS.youngProfessionals;
const aff = POINTS.affordable;
const near = POINTS.nearUptown;
const commuteSteps = near.commute.map(([minutes, points]) => `${points} (≤${minutes} min)`).join(', ');

export const GUIDE_CONTENT: Record<GuideKey, GuideContent> = {
  families: {
    key: 'families',
    title: `Best Charlotte Neighborhoods for Families (${GUIDE_TITLE_YEAR})`,
    description:
      'Charlotte neighborhoods ranked for families by safety, schools and childcare, parks and affordability, with rents, home prices and commutes side by side.',
    audienceBadge: 'For Families',
    headline: 'Best Neighborhoods for Families in Charlotte',
    intro:
      'Moving with kids? We ranked every neighborhood in our guide on what families tell us matters most: a family-friendly community, safety, schools and childcare, parks and a price that leaves room in the budget.',
    scoreLabel: 'Score',
    factors: [
      {
        icon: '👨‍👩‍👧',
        title: 'Family-Friendly Community',
        points: `+${fam.familyFriendly} points`,
        text: 'Neighborhoods known for family life, kid-friendly streets and community events.',
      },
      {
        icon: '🛡️',
        title: 'Safety Rating',
        points: `up to +${fam.safetyMax} points`,
        text: `The safety rating out of 10, scaled to ${fam.safetyMax} points (8+ is excellent, 6+ is good).`,
      },
      {
        icon: '🎓',
        title: 'Schools & Childcare',
        points: `+${fam.schools} points`,
        text: 'Public, charter and private schools plus daycare and preschool options nearby.',
      },
      {
        icon: '🌳',
        title: 'Parks & Affordability',
        points: `+${fam.parks} / +${fam.affordable} points`,
        text: `Parks and greenways add ${fam.parks} points; a moderate price tier ($ or $$) adds ${fam.affordable}.`,
      },
    ],
    cardsHeading: `Top ${GUIDE_CARD_COUNT} Family-Friendly Neighborhoods`,
    tableHeading: `Compare the Top ${GUIDE_TABLE_COUNT} for Families`,
    columns: [
      { key: 'neighborhood', label: 'Neighborhood' },
      { key: 'score', label: 'Family Score' },
      { key: 'safety', label: 'Safety' },
      { key: 'long-commute', label: 'Long Commutes' },
      { key: 'housing', label: 'Housing (estimate)' },
      { key: 'actions', label: 'Actions' },
    ],
    resourcesHeading: 'Resources for Families',
    resources: [
      { label: 'Schools & Childcare Guide', href: '/guide/schools-childcare', text: 'Public, charter and private schools, childcare types and how to enroll.' },
      { label: 'Find Schools & Childcare', href: '/categories/schools-childcare', text: 'Daycares, tutors and schools listed in the directory.' },
      { label: 'Pediatricians & Doctors', href: '/charlotte/healthcare-doctors', text: 'Family doctors, pediatricians and urgent care near you.' },
      { label: 'Healthcare Guide', href: '/guide/healthcare', text: "Charlotte's hospital systems, insurance options and after-hours care." },
      {
        label: 'Charlotte-Mecklenburg Schools',
        href: 'https://www.cms.k12.nc.us/',
        text: 'Official district site: school assignment lookup, calendars and enrollment.',
        external: true,
      },
    ],
  },
  'young-professionals': {
    key: 'young-professionals',
    title: `Best Charlotte Neighborhoods for Young Professionals (${GUIDE_TITLE_YEAR})`,
    description:
      'Charlotte neighborhoods ranked for young professionals by commute to Uptown, walkability, nightlife and amenities, with rents and home prices compared.',
    audienceBadge: 'For Young Professionals',
    headline: 'Best Neighborhoods for Young Professionals',
    intro:
      'Starting a career in Charlotte? These neighborhoods put you close to Uptown offices, light rail, breweries, restaurants and the people you will want to meet. We scored each on commute, walkability and urban energy.',
    scoreLabel: 'Score',
    factors: [
      { icon: '💼', title: 'Young Professional Appeal', points: `+${yp.flag} points`, text: 'Neighborhoods popular with people early in their careers.' },
      {
        icon: '🚈',
        title: 'Commute to Uptown',
        points: `up to +${yp.commute15} points`,
        text: `${yp.commute15} points for 15 minutes or less, ${yp.commute25} for up to 25, ${yp.commute35} for up to 35 (our editors' typical drive, an estimate).`,
      },
      {
        icon: '🚶',
        title: 'Walkability',
        points: `up to +${yp.walkabilityMax} points`,
        text: `Our editors' walkability estimate out of 100 (not an official figure), scaled to ${yp.walkabilityMax} points (70+ is highly walkable).`,
      },
      {
        icon: '🍸',
        title: 'Urban Scene & Amenities',
        points: `+${yp.urbanName} / +${yp.amenities} points`,
        text: `Uptown, South End, NoDa and Plaza Midwood add ${yp.urbanName}; shops, cafes and amenities add ${yp.amenities}.`,
      },
    ],
    cardsHeading: `Top ${GUIDE_CARD_COUNT} Neighborhoods for Young Professionals`,
    tableHeading: `Compare the Top ${GUIDE_TABLE_COUNT} for Young Professionals`,
    columns: [
      { key: 'neighborhood', label: 'Neighborhood' },
      { key: 'score', label: 'Prof Score' },
      { key: 'commute', label: 'Commute (estimate)' },
      { key: 'walkability', label: 'Walkability (estimate)' },
      { key: 'housing', label: 'Housing (estimate)' },
      { key: 'actions', label: 'Actions' },
    ],
    resourcesHeading: 'Resources for Young Professionals',
    resources: [
      {
        label: 'Coworking & Business Services',
        href: '/charlotte/specialty-services',
        text: 'Specialty services listed in the directory, from coworking to business support.',
      },
      { label: 'Transportation Guide', href: '/guide/transportation', text: 'The LYNX Blue Line, CATS buses, driving and parking in Uptown.' },
      {
        label: 'Nightlife & Entertainment',
        href: '/guide/culture-community#attractions',
        text: 'Breweries, music venues, sports and the events worth knowing.',
      },
      { label: 'Fitness & Wellness', href: '/search?q=fitness', text: 'Gyms, studios and wellness services in the directory.' },
    ],
  },
  affordable: {
    key: 'affordable',
    title: `Most Affordable Charlotte Neighborhoods (${GUIDE_TITLE_YEAR})`,
    description:
      'Charlotte neighborhoods ranked by value on official county figures: median rent, average sale price, transit nearby and long commutes, each with its year.',
    audienceBadge: 'Affordable Living',
    headline: 'Most Affordable Neighborhoods in Charlotte',
    intro:
      "Charlotte is still more affordable than many big cities, but prices vary a lot by neighborhood. We ranked each on the county's official figures: where its rent and home sale prices stand among the county's areas, transit within reach and how many workers face a long commute.",
    scoreLabel: 'Value Score',
    factors: [
      {
        icon: '🏢',
        title: 'Rent',
        points: `up to +${aff.tierPoints[1]} points`,
        text: `The median gross rent (Census ACS) against the county's areas: ${aff.tierPoints[1]}, ${aff.tierPoints[2]}, ${aff.tierPoints[3]} or ${aff.tierPoints[4]} points from the lowest quarter to the highest.`,
      },
      {
        icon: '🏡',
        title: 'Home Prices',
        points: `up to +${aff.tierPoints[1]} points`,
        text: `The same scale for the average sale price (Register of Deeds).`,
      },
      {
        icon: '🚈',
        title: 'Transit',
        points: `+${aff.walkable} points`,
        text: `${AFFORDABLE_TRANSIT_PERCENT}% or more of homes within half a mile of transit: fewer car trips, lower costs.`,
      },
      { icon: '⏱️', title: 'Long Commutes', points: `+${aff.commute} points`, text: `A smaller share of workers with a long commute than the county's.` },
    ],
    cardsHeading: `Top ${GUIDE_CARD_COUNT} Affordable Neighborhoods`,
    tableHeading: `Compare the Top ${GUIDE_TABLE_COUNT} Affordable Neighborhoods`,
    columns: [
      { key: 'neighborhood', label: 'Neighborhood' },
      { key: 'score', label: 'Value Score' },
      { key: 'rent', label: 'Median Rent' },
      { key: 'home', label: 'Average Sale Price' },
      { key: 'commute', label: 'Long Commutes' },
      { key: 'actions', label: 'Actions' },
    ],
    resourcesHeading: 'Budget Resources',
    resources: [
      { label: 'Cost of Living Guide', href: '/guide/cost-of-living', text: 'Housing, utilities, taxes and everyday costs in Charlotte.' },
      { label: 'Realtors & Rentals', href: '/categories/realtors-rentals', text: 'Agents and property managers who know the local market.' },
      { label: 'Transportation Guide', href: '/guide/transportation', text: 'Save with transit: light rail, buses and bike routes.' },
      { label: 'Moving Checklist', href: '/guide/moving-checklist', text: 'Plan your move step by step and avoid costly surprises.' },
    ],
  },
  'near-uptown': {
    key: 'near-uptown',
    title: `Best Neighborhoods Near Uptown Charlotte (${GUIDE_TITLE_YEAR})`,
    description: 'Charlotte neighborhoods ranked by closeness to Uptown: commute time, bordering neighborhoods and walkability, with housing prices compared.',
    audienceBadge: 'Near Uptown',
    headline: 'Best Neighborhoods Near Uptown Charlotte',
    intro:
      "Want to be close to the action? These neighborhoods put Uptown's offices, stadiums, museums and restaurants minutes away. We ranked them on proximity, commute time and walkability.",
    scoreLabel: 'Proximity',
    factors: [
      { icon: '🏙️', title: 'In Uptown', points: `${near.uptown} points`, text: `Living in Uptown itself scores a flat ${near.uptown}: you are already there.` },
      {
        icon: '⏱️',
        title: 'Commute Time',
        points: `up to +${near.commute[0]?.[1] ?? 0} points`,
        text: `Points by minutes to Uptown (our editors' typical drive, an estimate): ${commuteSteps}.`,
      },
      { icon: '🧭', title: 'Bordering Uptown', points: `+${near.adjacentName} points`, text: 'South End, Dilworth and Elizabeth share a border with Uptown.' },
      {
        icon: '🚶',
        title: 'Walkability',
        points: `+${near.walkable} points`,
        text: `Our editors' walkability estimate of ${NEAR_UPTOWN_WALK} or more out of 100 (not an official figure).`,
      },
    ],
    cardsHeading: `Top ${GUIDE_CARD_COUNT} Neighborhoods Near Uptown`,
    tableHeading: `Compare the Top ${GUIDE_TABLE_COUNT} Near Uptown`,
    columns: [
      { key: 'neighborhood', label: 'Neighborhood' },
      { key: 'score', label: 'Proximity Score' },
      { key: 'commute', label: 'Commute (estimate)' },
      { key: 'walkability', label: 'Walkability (estimate)' },
      { key: 'housing', label: 'Housing (estimate)' },
      { key: 'actions', label: 'Actions' },
    ],
    resourcesHeading: 'Living Near Uptown',
    resources: [
      { label: 'Transportation Guide', href: '/guide/transportation', text: 'Light rail, the CityLYNX Gold Line and buses into Uptown.' },
      {
        label: 'Restaurants & Dining',
        href: '/guide/culture-community#dining',
        text: "Charlotte's dining scene, from Uptown steakhouses to South End food halls.",
      },
      { label: 'Entertainment & Nightlife', href: '/guide/culture-community#attractions', text: 'Stadiums, theaters, breweries and live music.' },
      { label: 'Parking Guide', href: '/guide/transportation', text: 'Where to park in Uptown and what it costs.' },
    ],
  },
};

/** The guides in the order the hub lists them. */
export const GUIDE_LINKS: ReadonlyArray<{ key: GuideKey; href: string; label: string; text: string; icon: string }> = [
  { key: 'families', href: '/neighborhoods/guides/families', label: 'Best for Families', text: 'Safety, schools, parks and value.', icon: '👨‍👩‍👧' },
  {
    key: 'young-professionals',
    href: '/neighborhoods/guides/young-professionals',
    label: 'Best for Young Professionals',
    text: 'Short commutes, walkability and nightlife.',
    icon: '💼',
  },
  { key: 'affordable', href: '/neighborhoods/guides/affordable', label: 'Most Affordable', text: 'The best value for rent and home prices.', icon: '💰' },
  { key: 'near-uptown', href: '/neighborhoods/guides/near-uptown', label: 'Near Uptown', text: 'Minutes from the center of the city.', icon: '🏙️' },
];

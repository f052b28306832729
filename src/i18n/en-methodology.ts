import { CAVEAT_TITLE } from '../domain/npa-mapping';
import { ESTIMATE_NOTES } from '../domain/neighborhood-view';
import { PRICE_TIER_RULE_WORDS } from '../domain/price-tier';
import { FIGURES } from '../domain/qol';
import { SCORING_RULE_WORDS } from '../domain/scoring-rules-text';

/**
 * The English words of /neighborhoods/methodology (src/components/neighborhoods/MethodologyPage.astro),
 * a catalog of its own for its length; src/i18n/es-methodology.ts has the same shape (checked by its
 * type). `{name}` placeholders are filled by `fill`; a placeholder the page fills with markup (a
 * link, a file name, a bold phrase) is named in the comment above the message. The words the domain
 * writes in English (the figures' meanings and caveats, the caveats' headings, the scoring and
 * price-tier rules) are the domain's, spread here so the domain stays their one owner. The figures'
 * names, units and reasons for no value, the caveats' texts and the factors' names are the main
 * catalogs' (`neighborhoodFigures`, `neighborhoodProfile.caveats`, `ranking`).
 */
export const enMethodology = {
  title: 'How Our Neighborhood Figures and Rankings Work - {city} - {site}',
  description:
    'Where every neighborhood figure comes from (Mecklenburg County Quality of Life data), how areas map to neighborhoods, how the ranked guides score and how to rank by your own priorities.',
  breadcrumbHere: 'Methodology',
  heading: 'How our neighborhood figures and rankings work',
  /** {official}, {safety}, {estimates}: the bold phrases below. */
  intro:
    "Two kinds of numbers appear on our neighborhood pages. {official} come from Mecklenburg County's Quality of Life data and always show their year and source. The {safety} is made from the county's crime figures by the rule below. {estimates} (rent and home price ranges, the commute to Uptown and walkability estimates two rankings still use, and the safety rating of the three towns the county has no crime figures for) are written by our editors from public listings and local knowledge; they are labeled as estimates wherever they appear.",
  introOfficial: 'Official figures',
  introSafety: 'safety rating',
  introEstimates: 'Estimates',
  navFigures: 'The official figures',
  navArithmetic: 'How values are computed',
  navAreas: 'Areas and neighborhoods',
  navCaveats: 'Where the data misleads',
  navSafety: 'Safety rating',
  navGuides: 'Ranked guides',
  navRanking: 'Your own ranking',
  navEstimates: 'Estimates',

  figuresHeading: 'The official figures',
  figuresLead:
    'Each profile\'s "By the numbers" shows the first {profile} figures below; the last {others} are used in the comparison and in your own ranking. We chose them for someone deciding where to live: what it costs, who lives there, how safe it is, how you get around, daily errands and green space.',
  years: 'Years:',
  yearsText: '{years}. Pages show the latest, {year}{county}.',
  countyValue: '; {area} value that year: {value}',
  areaCounty: 'county',
  areaCmpd: 'CMPD service area',
  better: 'Better:',
  betterLower: 'lower',
  betterHigher: 'higher',
  betterNeither: 'neither direction; it describes the area',
  keepInMind: 'Keep in mind:',
  noFigure: 'When there is no figure:',
  source: 'Source:',
  /** {source} and {title}: the county's own names, in English. */
  sourceText: '{source} (county metric "{title}", {id}).',
  /** Why each figure matters and what to keep in mind, by figure key (src/domain/qol.ts FIGURES). */
  figures: Object.fromEntries(FIGURES.map((f) => [f.key, { meaning: f.meaning, caveat: f.caveat }])) as Record<string, { meaning: string; caveat: string }>,

  arithmeticHeading: 'How values are computed',
  arithmeticAreas:
    "The county's Quality of Life data describes {count} Neighborhood Profile Areas (NPAs); the copy we use has figures and an outline for {areas} of them. The county publishes each figure as a numerator and a denominator per year. An area's value is numerator ÷ denominator, already in the figure's unit (for example rent: the sum of the area's rents ÷ the number of renting households).",
  arithmeticSum:
    "A neighborhood made of several NPAs gets sum(numerators) ÷ sum(denominators), the same way the county adds areas up; never the average of the areas' values. An area with an empty cell is left out, not counted as zero.",
  arithmeticCounty: 'The county value is the one the county publishes when it does (median income and rent), otherwise the same sum over all NPAs.',
  arithmeticPercentile:
    '"Lower than 80% of the county\'s areas" means 80% of the NPAs with a figure that year have a higher value. Where lower or higher is better we say which.',
  arithmeticTrend: 'Trend lines show every year the county measured; they are drawn when the page is built, without JavaScript.',
  arithmeticMissing: 'Where no NPA of the neighborhood has a figure, the page says "No county data for this area" and why.',

  areasHeading: 'Which county areas make up each neighborhood',
  /** {file}: the mapping table's file name. */
  areasText:
    'Neighborhood names have no official boundaries, so we keep a reviewed table of the NPAs that make up each neighborhood ({file}, reviewed {reviewed}): its main NPA, the one holding most of its streets, and only those other NPAs that are the same neighborhood, each with its reason. Bordering areas that are a different neighborhood are left out, with why. Two neighborhoods share a main NPA only where the county does not split them, and both pages then say they share county figures. A neighborhood added later starts from a rule (the NPA containing its centre, plus bordering NPAs whose centre is within {radius} km) until it is reviewed. Our editors can change the lists; the table below shows the ones in use. Where a neighborhood is only part of its NPAs, or they hold part of another (South End and Dilworth each carry part of the other), the profile says so beside the figures and the safety rating.',
  /** {file}: the landmarks' file name. */
  landmarksText:
    "The table was checked on {checked} against public places with published coordinates (schools, stations, parks, shopping centres, each neighborhood's own published point; {file}): {placed} lie in their neighborhood's NPAs, {outside} lie next door on purpose and say why. Each neighborhood needs at least three of them inside its NPAs, not bus stops alone. That check measures Montford on NPA 393, south of Woodlawn Road, where both ends of Montford Drive lie (the county does not split it from Madison Park; Park Road Shopping Center, across Woodlawn Road in NPA 11, is next door), gave Steele Creek the NPA of Charlotte Premium Outlets, moved Highland Creek from NPA 195 (the apartments around Carolina Lily Lane) to NPA 372 (Highland Creek Elementary and Ridge Road Middle) and Eastover from NPA 18 (across Briar Creek) to NPA 364 (Eastover Elementary, the Mint Museum Randolph's drive).",
  npaCaption: 'The county areas (NPAs) of each neighborhood and why',
  colNeighborhood: 'Neighborhood',
  colAreas: 'County areas',
  colWhy: 'Why',
  noNpa: 'no NPA',
  reasonNpa: 'NPA {npa}:',
  reasonMain: 'NPA {npa} (main):',
  reasonNot: 'Not NPA {npa}:',
  sharesWith: 'Shares its county figures with {names}.',

  caveatsHeading: 'Where the data misleads',
  caveatsLead: 'The pages of these neighborhoods carry a note beside their figures.',
  /** The caveats' headings (their texts are `neighborhoodProfile.caveats`). */
  caveatTitles: CAVEAT_TITLE,
  caveatNone: 'none at present',
  oldTitle: 'Old figures, every neighborhood',
  oldText:
    'Tree canopy was last measured in 2012, sidewalks in 2015 and school test results stop in 2019; crime runs to {crimeYear}, home sales to 2023, rents and incomes to 2021 (a 2017-2021 survey). Every figure is shown with its year.',
  suppressedTitle: 'Suppressed figures',
  suppressedText:
    'Where too few homes sold or too few households answered the survey, the county publishes no figure; the page then says "No county data for this area" and why, and a neighborhood\'s value comes from its other areas.',

  safetyHeading: 'How the safety rating is made',
  safetyPool:
    "Take the neighborhood's own violent and property crime per 1,000 residents a year over the {years} latest years pooled, {span}: all the crimes of those years over all their residents (CMPD's reported crimes, from the county data), over its own NPAs only, never its neighbors'. Pooling keeps a handful of crimes in one year from swinging a small area.",
  safetyCompare:
    "Divide each by the CMPD service area's rate over the same years ({rates} per 1,000; {people}). CMPD polices Charlotte and the unincorporated county; the six towns with their own police are not in its figures, so the comparison is that area, not the whole county.",
  safetyRates: 'violent crime {violent}, property crime {property}',
  safetyPeople: '{residents} residents in {year}',
  safetyWeight: 'Weight violent crime {weight} times as much as property crime: ({weight} × violent ratio + property ratio) ÷ {sum}.',
  safetyScale:
    "A neighborhood at the CMPD service area's rate scores {atArea}; every halving of that weighted rate adds {points} points and every doubling takes {points} off, kept between {min} and {max} and rounded to one decimal.",
  safetyAfter:
    "Beside the rating we show the two rates, their years and the CMPD service area's with its residents. Rates per resident overstate the risk where an area is mostly offices, shops and nightlife with few residents; those pages say so. The three towns with their own police (Matthews, Cornelius, Mint Hill) have no county crime figures: their rating is our estimate and is labelled that way. The rating feeds the families guide's safety points unchanged.",

  guidesHeading: 'How the four ranked guides score',
  /** {how}: a link to the affordable guide's rules. */
  guidesLead:
    "The families, young-professional and near-Uptown guides use our editors' estimates and descriptions and the safety rating made from the county's crime figures; the other official figures are shown beside each guide's table for context. The affordable guide ranks on the county's official figures ({how}). Points are added up; the highest total ranks first, and equal totals are ordered by name.",
  guidesHow: 'how',
  /** {link}: a link to the affordable guide's rules. */
  affordableOfficial: 'Ranked on official figures: see {link}.',
  affordableOfficialLink: 'how the affordable guide ranks',
  /** The guides' rules (src/domain/scoring-rules-text.ts). */
  scoringRules: SCORING_RULE_WORDS,
  /** The price-tier rule (src/domain/price-tier.ts); the tiers' labels are `neighborhoodHub.tier1` to `tier4`. */
  priceTierRule: PRICE_TIER_RULE_WORDS,
  priceTierShown: '{rule} The hub, the profiles and the comparison show this tier.',
  priceTiersFamilies: 'The families guide\'s "affordable for a growing family" points still read tiers from our editors\' price ranges: {tiers}',

  rankingHeading: 'Your own ranking',
  /** {rank}: the ranking's name (`neighborhoodHub.rankHeading`); {hub}: a link to the hub. */
  rankingLead: '"{rank}" on the {hub} and the ranked guides uses only official figures. You give each factor a weight from {min} to {max}:',
  rankingHub: 'neighborhood hub',
  factorCaption: 'Ranking factors, what they are made of and their default weights',
  colFactor: 'Factor',
  colMadeFrom: 'Made from',
  colDefault: 'Default weight',
  rankingScore:
    "For each figure, a neighborhood gets a county score from 0 to 100: the share of the county's NPAs it does better than (ties count half). For cost, lower prices and rents are better.",
  rankingFactor:
    'A factor is the average of its figures\' county scores. A factor with no figure at all counts as {missing}, the county middle, and is marked "no data".',
  rankingTotal:
    "The total is sum(weight × factor) ÷ sum(weights), from 0 to 100. Each factor's contribution is weight × factor ÷ sum(weights), so the contributions add up to the total.",
  rankingTies: 'Equal totals are ordered by name. The weights are kept in the page address, so a ranking can be shared.',

  affordableHeading: 'How the affordable guide ranks',
  affordableRent:
    "Rent: where the neighborhood's median gross rent (Census ACS, five-year) stands among the county's areas: {tier1} points in the lowest quarter, {tier2} in the second, {tier3} in the third, {tier4} in the top quarter.",
  affordableHome: 'Home prices: the same scale for the average sale price (Register of Deeds).',
  affordableMissing: 'A missing rent or price counts as the second quarter ({tier2} points), and neighborhoods with neither are listed last.',
  affordableTransit: 'Transit: {points} points when {percent}% or more of its homes are within half a mile of a transit stop.',
  affordableCommute: "Long commutes: {points} points when a smaller share of its workers has a long commute than the county's.",
  affordableTable: 'The table shows these figures with their years. Equal scores are ordered by name.',

  estimatesHeading: 'What is an estimate',
  estimatesRanges:
    "Rent and home price ranges: written by our editors from listings in 2025, they are no longer shown on the profiles, the hub or the comparison, where the county's figures of the same things are; they only feed the estimate-based guide scores below. The official rent (2021) is a five-year survey median and trails today's asking rents.",
  estimatesProfiles:
    "Profiles no longer show our own commute or walkability guesses: they show the county's share of workers with a long commute, sidewalk availability and the share of homes within half a mile of transit and of a grocery store, each with its year, and HUD's 2-bedroom Fair Market Rent for the ZIP codes nearest the neighborhood.",
  estimatesRankings: `The young-professional and near-Uptown rankings still use our commute to Uptown (a ${ESTIMATE_NOTES.commute} at ordinary traffic) and our walkability estimate (${ESTIMATE_NOTES.score}, 0-100); their factor cards say so.`,
  /** {command}: the check's command. */
  estimatesCheck:
    "We check our estimates against the official figures ({command} in our code) and correct the ones that disagree: a price range whose midpoint is more than 40% from the official figure, a stored safety rating that differs from the one the rule above gives, or a commute estimate the long-commute share clearly contradicts. Rents are compared with the 2017-2021 survey median, which trails today's rents.",

  sourceHeading: 'Source and licence',
  /** {credit}: the county product's name; {repo}: a link to its code. */
  sourceLicence:
    "{credit}: Mecklenburg County public data, published with the Explorer's code under the {license} licence ({repo}, Copyright (c) 2016 Tobin Bradley). We use an unmodified copy of the figures listed above.",
} as const;

/** A catalog's shape: the English keys, any text. */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The type of the methodology page's catalog in every language. */
export type MethodologyMessages = Shape<typeof enMethodology>;

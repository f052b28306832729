import { GUIDE_WORDS } from '../domain/neighborhood-scoring';

/**
 * The English words of the four ranked neighborhood guides (src/components/neighborhoods/GuidePage.astro
 * and its cards and tables; part of src/i18n/en.ts, kept apart for its length). The reasons,
 * badges and price lines are the scoring module's own words; each guide's editorial text is in
 * src/components/neighborhoods/guide-content.ts.
 */
export const enGuides = {
  neighborhoodGuide: {
    ...GUIDE_WORDS,
    back: 'Back to Neighborhoods',
    howRanked: 'How We Ranked Them',
    howScores: 'How this guide scores, rule by rule',
    moreGuides: 'More Neighborhood Guides',
    whyRanks: 'Why {name} ranks here',
    safetyLine: 'Safety {rating}, {label}.',
    details: 'Details',
    commuteToUptown: 'Commute to Uptown:',
    ourEstimate: '(our estimate)',
    longCommutes: 'Long commutes: {value}',
    medianRent: 'Median rent',
    rentEstimate: 'Rent estimate (2025)',
    salePrice: 'Average sale price',
    homeEstimate: 'Home price estimate (2025)',
    explore: 'Explore {name}',
    officialHeading: 'Official county figures for these neighborhoods',
    officialLead:
      "For context: Mecklenburg County's own figures for the same neighborhoods. The ranking above follows our published scoring rules and is not changed by them.",
    officialCaption: 'Official Mecklenburg County figures for the neighborhoods in this guide',
    lowerBetter: 'lower is better',
    higherBetter: 'higher is better',
  },
} as const;

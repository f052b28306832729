/**
 * The English interface messages: the source of the catalog's keys. src/i18n/es.ts has the
 * same shape (checked by its type), so a missing or extra key fails `astro check`. Content
 * (guides, legal pages) lives with its pages; official facts in data/facts/facts.json.
 */
export const en = {
  layout: {
    skipToContent: 'Skip to content',
  },
  language: {
    /** The switch's text, written in the other language, on a page in this language. */
    switchTo: 'Español',
    switchLabel: 'Ver esta página en español',
    /** The one-line suggestion on an English page to someone who chose Spanish before. */
    suggestion: 'Esta página también está en español.',
    suggestionLink: 'Ver en español',
  },
  header: {
    directory: 'Business Directory',
    neighborhoods: 'Neighborhoods',
    relocationGuide: 'Relocation Guide',
    mainNav: 'Main',
    mobileNav: 'Mobile',
    shortlist: 'Shortlist',
    saved: 'saved',
    searchLandmark: 'Search the directory',
    searchLabel: 'Search services',
    searchPlaceholder: 'Search services...',
    addBusiness: 'Add Business',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  footer: {
    about:
      'Your guide to trusted local services for moving to and living in Charlotte: movers, utilities, cleaning, realtors, schools, healthcare and more, plus neighborhood profiles and a step-by-step relocation guide.',
    popularCategories: 'Popular Categories',
    forBusinesses: 'For Businesses',
    addYourBusiness: 'Add Your Business',
    claimListing: 'Claim Listing',
    premiumFeatures: 'Premium Features',
    businessSupport: 'Business Support',
    advertising: 'Advertising',
    legal: 'Legal',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    contact: 'Contact Us',
    rights: 'All rights reserved.',
  },
  home: {
    title: 'Charlotte Directory - Essential Services for Moving to Charlotte',
    description:
      'Find trusted movers, utility setup, cleaning, realtors, schools, healthcare and more in Charlotte, NC. A complete directory of local services for newcomers, with neighborhood profiles and a relocation guide.',
    heroTitle: 'Find Your Essential Charlotte Services',
    heroLead: 'Your complete directory of trusted relocation services in Charlotte: from movers and utility setup to schools, doctors and newcomer groups.',
    searchLabel: 'Search services',
    whatLabel: 'What do you need?',
    whatPlaceholder: 'Enter business name, service type...',
    neighborhoodLabel: 'Neighborhood',
    allCharlotte: 'All Charlotte',
    searchButton: 'Search Services',
    browseTitle: 'Browse by Category',
    viewListings: 'View listings',
    movingTitle: 'Moving to Charlotte?',
    movingLead:
      'Plan your move with our step-by-step relocation guide, then compare neighborhoods by rent, commute, schools and lifestyle to find where you fit.',
    readGuide: 'Read the Relocation Guide',
    exploreNeighborhoods: 'Explore Neighborhoods',
  },
  guides: {
    readGuide: 'Read the guide',
  },
  support: {
    phone: 'Phone',
    email: 'E-mail',
  },
  notFound: {
    title: 'Page Not Found - Charlotte Directory',
    description: 'The page you were looking for does not exist. Browse Charlotte services by category or read the relocation guide.',
    eyebrow: 'Error 404',
    heading: 'Page Not Found',
    lead: "Sorry, we couldn't find that page. It may have moved, or the address may be mistyped. These will get you back on track:",
    home: 'Go to the home page',
    directory: 'Browse the business directory',
    guide: 'Read the relocation guide',
  },
} as const;

/** A catalog's shape: the English keys, any text. */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The type every language's catalog has. */
export type Messages = Shape<typeof en>;

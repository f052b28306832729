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
    /** The guide pages' frame (src/components/guides/GuideLayout.astro). */
    page: {
      titleSuffix: 'Charlotte Relocation Guide',
      home: 'Home',
      hub: 'Relocation Guide',
      back: 'Back to Relocation Guide',
      keepReading: 'Keep reading',
      /** A numbered step's name for screen readers, before its title. */
      step: 'Step {n}: ',
    },
    overview: {
      quickFacts: 'Quick facts',
      areas: 'How the city is laid out',
      includes: 'Includes:',
    },
    checklist: {
      /** Filled in the page and by its script: {done} ticked of {total}. */
      progress: '{done} of {total} tasks done',
      clear: 'Clear all ticks',
      planHeading: 'Plan by your move date',
      moveDate: 'Move date',
      neighborhood: 'New neighborhood',
      optional: '(optional)',
      notSure: 'Not sure yet',
      zip: 'Or new ZIP code',
      addToCalendar: 'Add to calendar',
      /** A service task's link to its category when the content names none. */
      find: 'Find {category}',
      requestQuotes: 'Request quotes',
      tips: 'Moving tips',
      due: 'Due {date}',
      wasDue: 'Was due {date} (date passed)',
      moveDateMessage: 'Please give the move date as YYYY-MM-DD (for example 2026-06-06).',
      calendarName: 'Moving to Charlotte',
      pdfTitle: 'Charlotte {title}',
      pdfIntro: 'Tick each box as you go. The online version remembers your ticks in your browser.',
      pdfIntroDated: 'Your move date: {date}. Each phase shows the date to finish it by.',
      pdfDue: 'due {date}',
      pdfPage: 'Page {n} of {total}',
      pdfSubject: 'Moving to Charlotte, NC: a checklist in six phases',
    },
    gettingSettled: {
      deadlines: 'Key deadlines',
      deadlinesIntro: 'Mark these in your calendar as soon as you have a moving date.',
      fees: 'Fees and taxes to know',
      utilities: 'Utilities providers',
      utilitiesIntro: 'Start each service a few days before you arrive so the lights, water and Wi-Fi are on when you walk in.',
      dmv: 'NCDMV steps, in order',
      dmvIntro: "Driver's licences are issued at NCDMV driver license offices; titles and plates at license plate agencies.",
      offices: 'NCDMV offices in and near Charlotte',
      moreTasks: 'More first-month tasks',
    },
    housing: {
      types: 'Housing types',
      typesIntro: 'Prices are typical 2025 ranges; individual homes vary.',
      bestFor: 'Best for: ',
      whereToLook: 'Where to look: ',
      areas: 'Charlotte by area',
      neighborhoods: 'Neighborhoods:',
      compare: 'Compare neighborhoods side by side',
      tips: 'Tips before you sign',
    },
    localServices: {
      categories: 'Service categories',
      categoriesIntro: 'Each category opens the matching listings in the Charlotte directory.',
      tip: 'Tip:',
      browse: 'Browse {title}',
      timeline: 'Booking timeline',
      timelineIntro: 'The busiest services book up first; reserve them in this order.',
      hiringTips: 'Hiring tips',
    },
    faq: {
      quickHelp: 'Quick Help',
      learnMore: 'Learn more',
      /** Screen readers hear the card it belongs to: "Learn more about {title}". */
      learnMoreAbout: ' about {title}',
    },
    healthcare: {
      systems: 'Hospital systems',
      locations: 'Locations',
      moreLocations: '+{n} more locations',
      serviceTypes: 'Types of service',
      whenToUse: 'When to use it:',
      insurance: 'Insurance options',
      pros: 'Pros',
      cons: 'Cons',
      notes: 'Notes',
      emergency: 'Emergency care',
      afterHours: 'After-hours care',
    },
    schools: {
      publicSchools: 'Public schools: district and charter',
      district: 'School district',
      charter: 'Charter schools',
      privateSchools: 'Private schools',
      grades: 'Grades {grades}',
      childcare: 'Childcare types',
      enrollment: 'How to enroll in 4 steps',
    },
    transportation: {
      transit: 'Public transit: light rail and bus',
      transitIntro: 'The Charlotte Area Transit System (CATS) runs rail and bus service across Mecklenburg County.',
      lightRail: 'Light rail',
      streetcar: 'Streetcar',
      bus: 'Bus',
      fares: 'Fares',
      driving: 'Driving: highways, traffic, parking and tolls',
      highways: 'Highways',
      traffic: 'Traffic',
      parking: 'Parking',
      tolls: 'Tolls',
      alternatives: 'Alternatives: biking, walking and ride sharing',
      commuterRoutes: 'Commuter routes',
      /** A route as screen readers hear it, where the page shows an arrow. */
      route: '{from} to {to}',
      airport: 'Airport',
    },
    culture: {
      attractions: 'Attractions',
      attractionsIntro: 'Museums, parks, pro sports and a full arts calendar, most within a short drive of Uptown.',
      personalities: 'Neighborhood personalities',
      allProfiles: 'See every neighborhood profile',
      events: 'Annual events by season',
      spring: 'Spring',
      summer: 'Summer',
      fall: 'Fall',
      winter: 'Winter',
      dining: 'Dining',
      try: 'Try:',
      groups: 'Community groups',
    },
  },
  businessLanguages: {
    /** The listing pages' filter chip: businesses whose staff speak Spanish (src/domain/languages.ts). */
    spanishSpoken: 'Spanish spoken',
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

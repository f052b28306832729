/**
 * The words of the monthly budget (src/domain/budget.ts, ./budget-query.ts) in English, and
 * their shape, which the Spanish words (src/i18n/budget-es.ts) must have. The figures come
 * from the same inputs in both languages; only these templates differ. `{name}` placeholders
 * are filled by ./fill.ts. Pure.
 */
export const BUDGET_WORDS_EN = {
  /** The household in words (describeHousehold). */
  household: {
    adultOne: '{n} adult',
    adultMany: '{n} adults',
    childNone: 'no children',
    childOne: '{n} child',
    childMany: '{n} children',
    studio: 'a studio',
    bedroomOne: '{n} bedroom',
    bedroomMany: '{n} bedrooms',
    zip: 'ZIP {zip}',
    noZip: 'no ZIP code',
  },
  fields: { adults: 'Adults', children: 'Children', bedrooms: 'Bedrooms' },
  countMessage: '{label} must be a whole number from {min} to {max}.',
  zipMessage: 'Enter a five-digit ZIP code, or leave it empty.',
  rent: {
    studio: 'Rent, studio',
    bedroomOne: 'Rent, {n} bedroom',
    bedroomMany: 'Rent, {n} bedrooms',
    zipNote: 'HUD Small Area Fair Market Rent for ZIP {zip}',
    outsideNotice:
      "ZIP {zip} is not in the Charlotte area this budget covers (the Charlotte-Concord-Gastonia metro), so the rent below is the Charlotte area's metro-wide figure, not your ZIP's.",
    outsideNote: 'HUD metro-wide Fair Market Rent (your ZIP code is outside the Charlotte area)',
    noZipNote: 'HUD metro-wide Fair Market Rent (no ZIP code given)',
  },
  utilities: { label: 'Utilities', note: 'In the rent line: a Fair Market Rent is a gross rent, with tenant-paid utilities' },
  transport: {
    driving: 'Transport (driving)',
    drivingNote:
      "Driving is the norm around ZIP {zip}: {trips} one-way trips a month per adult of {miles} miles (straight line from the ZIP's centre to Uptown; roads are longer) at {cents} cents a mile. {note}",
    transit: 'Transport (bus and light rail)',
    transitNote: '{trips} one-way CATS trips a month per adult at {fare}; owning a car costs far more',
    fareSince: 'since {year}',
    fareUnconfirmed: 'since {year}, not confirmed on a current CATS page',
  },
  food: { label: 'Food', note: 'MIT Living Wage Calculator food cost for this household, per month' },
  childCare: { label: 'Child care', none: 'No children', note: '{n} × {amount} a year. {note}' },
  health: {
    label: 'Health insurance',
    note: '{adults} × {amount} an adult{children}. {note}',
    children: ' and {n} × {amount} a child (federal age curve)',
  },
  leftOut: {
    otherNecessities: 'Other necessities',
    otherNecessitiesNote: 'Clothing, personal care and household supplies: no sourced figure on file, not in the total (MIT counts them)',
    phoneInternet: 'Phone and internet',
    phoneInternetNote: 'No sourced figure on file, not in the total (MIT counts broadband and a mobile plan)',
    southCarolinaTax: 'South Carolina income tax',
  },
  taxes: {
    federal: 'Federal income tax',
    federalNote: '{status}: {deduction} standard deduction, {year} brackets{credit}; no earned income credit',
    childCredit: ', less the {amount}-a-child tax credit (below zero: its refundable part)',
    single: 'Single',
    joint: 'Married filing jointly',
    head: 'Head of household',
    state: 'State income tax',
    southCarolinaNote: 'South Carolina income tax is not covered by this budget: not in the total, so the total is too low for a South Carolina home',
    northCarolina: 'North Carolina income tax',
    northCarolinaNote: '{rate} over the {deduction} standard deduction',
    payroll: 'Social Security and Medicare',
    payrollNote: '{socialSecurity}% and {medicare}% of wages{split}',
    payrollSplit: ', split between two earners',
  },
  southCarolinaNotice:
    "ZIP {zip} is in South Carolina. Rent, food, child care, health and transport below apply, but this budget computes North Carolina's income tax only: South Carolina's is not covered and is left out of the total.",
  differences: {
    rent: 'Rent',
    rentText: "Here HUD's Fair Market Rent for your ZIP code (the metro figure without one); MIT uses HUD's Fair Market Rent for the area.",
    food: 'Food',
    foodText: "The same: this budget uses MIT's own food cost for the household.",
    childCare: 'Child care',
    childCareText: 'Here the Mecklenburg average for an infant at a licensed center (2023), for every child; MIT uses its own child care estimate.',
    health: 'Health',
    healthText: 'Here the marketplace premium only; MIT adds out-of-pocket medical costs.',
    transport: 'Transport',
    transportDriving: "Here the commute by car at the IRS rate; MIT uses households' average transportation spending, all trips included.",
    transportTransit: "Here bus and light rail fares for the commute; MIT uses households' average transportation spending, cars included.",
    leftOut: 'Other necessities, phone and internet',
    leftOutText: 'Not in this total; MIT counts them (and civic engagement).',
    taxes: 'Taxes',
    taxesText: 'Here 2026 federal, state and payroll taxes on this budget; MIT computes taxes on its own, larger total.',
  },
};

/** The budget's words: English's shape with any text (a missing or extra key fails the type check). */
export type BudgetWords = { readonly [K in keyof typeof BUDGET_WORDS_EN]: Words<(typeof BUDGET_WORDS_EN)[K]> };
type Words<T> = T extends string ? string : { readonly [K in keyof T]: Words<T[K]> };

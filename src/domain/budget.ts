/**
 * The monthly budget on /guide/cost-of-living#budget: a household (adults, children), a bedroom
 * count and a ZIP code give a budget line by line, each line with its source and year, and the
 * pre-tax income that covers it; MIT's living wage for the same household is shown beside it,
 * with the reasons the two differ line by line. Every figure comes from a committed file:
 * data/official/hud-fmr/ (rent), data/official/mit-living-wage/ (food, the reference wage),
 * data/official/household-costs/ (child care, health, driving), data/official/income-taxes/
 * (federal and payroll taxes, NC's deduction) and data/facts/facts.json (fare, NC income tax
 * rate); ./budget-data.ts reads them into {@link BudgetInputs}, which the page passes to the
 * island as props (so the island ships no data). Every cost the household has is in the total
 * except the ones listed in {@link LEFT_OUT}, which the total names. Pure, no data imports.
 */
import type { BudgetQuery } from './budget-query';
import type { Fact } from './facts';
import { annualTaxes, filingStatus, wagesCovering, type TaxYearFile } from './income-taxes';
import { formatDollars, formatDollarsAndCents } from './money';
import type { BudgetWords } from './budget-words';
import { fillTemplate as fill } from './fill';

interface BudgetSource {
  name: string;
  url: string;
  /** The figure's year or fiscal year as shown to the reader ("FY2027", "2026"). */
  year: string;
}

/** The lines that the pre-tax income pays on top of the expenses. */
export const TAX_LINE_IDS = ['federal-income-tax', 'nc-income-tax', 'payroll-taxes'] as const;
type TaxLineId = (typeof TAX_LINE_IDS)[number];

/** Costs every household has that this budget has no sourced figure for: shown, and named beside the total. */
export const LEFT_OUT = [
  { id: 'other-necessities', words: 'otherNecessities' },
  { id: 'phone-internet', words: 'phoneInternet' },
] as const;
type LeftOutId = (typeof LEFT_OUT)[number]['id'];

interface BudgetLine {
  id: 'rent' | 'utilities' | 'transport' | 'food' | 'child-care' | 'health' | LeftOutId | TaxLineId;
  label: string;
  /** Monthly dollars, or null when the line is left out of the total; a tax line is negative where a refundable credit exceeds the tax. */
  monthly: number | null;
  note: string;
  source: BudgetSource | null;
}

/** Where this budget and MIT's living wage differ, one entry per line. */
interface Difference {
  line: string;
  text: string;
}

export interface Budget {
  query: BudgetQuery;
  lines: BudgetLine[];
  /** Sum of the lines before taxes (lines left out have no figure). */
  expenses: number;
  /** Monthly pre-tax income that leaves `expenses` after the tax lines: `expenses` plus the tax lines. */
  preTaxMonthly: number;
  preTaxAnnual: number;
  /** What the total does not include, in words ("other necessities, phone and internet"). */
  leftOut: string;
  living: LivingWage | null;
  differences: Difference[];
  /** Messages for the reader (a ZIP outside the Charlotte area, a South Carolina ZIP). */
  notices: string[];
}

interface LivingWage {
  hourly: number;
  /** Hourly wage × 2,080 hours × working adults. */
  annual: number;
  working: number;
  source: BudgetSource;
}

interface MitHousehold {
  adults: number;
  working: number;
  children: number;
  livingWageHourly: number;
  foodAnnual: number;
}

export interface MitFile {
  source: { name: string; url: string; retrieved: string; year: string; recheck: string };
  hoursPerYear: number;
  households: MitHousehold[];
}

/** A cost figure's source as data/official/household-costs/charlotte.json gives it. */
interface CostSource {
  cite: string;
  name: string;
  url: string;
  year: string;
  recheck: string;
}

/** The child care, health and driving figures (data/official/household-costs/charlotte.json). */
export interface HouseholdCosts {
  childCare: { annualPerChild: number; note: string; noteEs?: string; source: CostSource };
  health: { adultMonthly: number; note: string; noteEs?: string; source: CostSource; ageCurve: { adult: number; child: number; source: CostSource } };
  driving: { centsPerMile: number; note: string; noteEs?: string; source: CostSource };
}

/** Everything a budget reads, for one day: HUD's table in force, the newest metro FMR, MIT's rows, the cost file, two facts. */
export interface BudgetInputs {
  hud: {
    areaName: string;
    datasetUrl: string;
    fiscalYear: number;
    /** ZIP -> rents for 0-4 bedrooms. */
    rows: Record<string, readonly number[]>;
    metro: { fiscalYear: number; rents: readonly number[] };
  };
  mit: MitFile;
  costs: HouseholdCosts;
  /** ZIP -> one-way miles to Uptown, for the ZIP codes whose profile says driving is the norm. */
  drivingMiles: Record<string, number>;
  fare: Pick<Fact, 'value' | 'text' | 'validFrom' | 'confirmed' | 'source'>;
  /** North Carolina's income tax rate for {@link BudgetInputs.taxes}' year. */
  tax: Pick<Fact, 'value' | 'text' | 'source'>;
  /** Federal and payroll taxes and NC's standard deduction for the tax year. */
  taxes: TaxYearFile;
}

/** One-way commuting trips a working adult makes in a month: two a working day, 22 working days. */
export const TRIPS_PER_MONTH = 44;

function mitHousehold(query: BudgetQuery, mit: MitFile): MitHousehold | undefined {
  const working = query.adults;
  return mit.households.find((h) => h.adults === query.adults && h.working === working && h.children === query.children);
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** South Carolina's ZIP codes start 29; the Charlotte metro's are 297xx. */
const isSouthCarolina = (zip: string) => zip.startsWith('29');

const costSource = (s: CostSource): BudgetSource => ({ name: s.cite, url: s.url, year: s.year });

/** The three tax lines on the wages that leave `expenses` a month after them; South Carolina's state tax is not computed. */
function taxLines(query: BudgetQuery, expenses: number, { tax, taxes }: BudgetInputs, southCarolina: boolean, w: BudgetWords['taxes']): BudgetLine[] {
  const household = { adults: query.adults, children: query.children };
  const ncRate = southCarolina ? 0 : tax.value;
  const wages = wagesCovering(expenses * 12, household, taxes, ncRate);
  const annual = annualTaxes(wages, household, taxes, ncRate);
  const monthly = (yearly: number) => cents(yearly / 12);
  const status = filingStatus(household);
  const year = String(taxes.taxYear);
  const { federal, payroll, northCarolina } = taxes;
  const credit = query.children ? fill(w.childCredit, { amount: formatDollars(federal.childTaxCredit.perChild) }) : '';
  return [
    {
      id: 'federal-income-tax',
      label: w.federal,
      monthly: monthly(annual.federal),
      note: fill(w.federalNote, { status: w[status], deduction: formatDollars(federal.standardDeduction[status]), year, credit }),
      source: { name: federal.source.cite, url: federal.source.url, year },
    },
    southCarolina
      ? {
          id: 'nc-income-tax',
          label: w.state,
          monthly: null,
          note: w.southCarolinaNote,
          source: null,
        }
      : {
          id: 'nc-income-tax',
          label: w.northCarolina,
          monthly: monthly(annual.northCarolina),
          note: fill(w.northCarolinaNote, { rate: tax.text, deduction: formatDollars(northCarolina.standardDeduction[status]) }),
          source: { name: tax.source.name, url: tax.source.url, year },
        },
    {
      id: 'payroll-taxes',
      label: w.payroll,
      monthly: monthly(annual.payroll),
      note: fill(w.payrollNote, { socialSecurity: payroll.socialSecurityRate, medicare: payroll.medicareRate, split: query.adults > 1 ? w.payrollSplit : '' }),
      source: { name: payroll.source.cite, url: payroll.source.url, year },
    },
  ];
}

function rentLine(query: BudgetQuery, hud: BudgetInputs['hud'], notices: string[], w: BudgetWords['rent']): BudgetLine {
  const { bedrooms, zip } = query;
  const label = bedrooms === 0 ? w.studio : fill(bedrooms > 1 ? w.bedroomMany : w.bedroomOne, { n: bedrooms });
  const zipRents = zip && Object.hasOwn(hud.rows, zip) ? hud.rows[zip] : undefined;
  if (zipRents) {
    return {
      id: 'rent',
      label,
      monthly: zipRents[bedrooms] ?? 0,
      note: fill(w.zipNote, { zip }),
      source: { name: `HUD Small Area FMR, ${hud.areaName}`, url: hud.datasetUrl, year: `FY${hud.fiscalYear}` },
    };
  }
  if (zip) {
    notices.push(fill(w.outsideNotice, { zip }));
  }
  return {
    id: 'rent',
    label,
    monthly: hud.metro.rents[bedrooms] ?? 0,
    note: zip ? w.outsideNote : w.noZipNote,
    source: { name: `HUD Fair Market Rent, ${hud.areaName}`, url: hud.datasetUrl, year: `FY${hud.metro.fiscalYear}` },
  };
}

function transportLine(query: BudgetQuery, data: BudgetInputs, w: BudgetWords['transport']): BudgetLine {
  const miles = query.zip && Object.hasOwn(data.drivingMiles, query.zip) ? data.drivingMiles[query.zip] : undefined;
  if (miles !== undefined) {
    const { driving } = data.costs;
    const monthlyMiles = query.adults * TRIPS_PER_MONTH * miles;
    return {
      id: 'transport',
      label: w.driving,
      monthly: cents((monthlyMiles * driving.centsPerMile) / 100),
      note: fill(w.drivingNote, { zip: query.zip, trips: TRIPS_PER_MONTH, miles, cents: driving.centsPerMile, note: driving.note }),
      source: costSource(driving.source),
    };
  }
  const { fare } = data;
  return {
    id: 'transport',
    label: w.transit,
    monthly: cents(query.adults * TRIPS_PER_MONTH * fare.value),
    note: fill(w.transitNote, { trips: TRIPS_PER_MONTH, fare: fare.text }),
    // The fare's own year: in force since it took effect; a check that found no newer source does not date it.
    source: {
      name: fare.source.name,
      url: fare.source.url,
      year: fill(fare.confirmed ? w.fareSince : w.fareUnconfirmed, { year: fare.validFrom.slice(0, 4) }),
    },
  };
}

function childCareLine(query: BudgetQuery, { childCare }: HouseholdCosts, w: BudgetWords['childCare']): BudgetLine {
  if (query.children === 0) return { id: 'child-care', label: w.label, monthly: 0, note: w.none, source: null };
  return {
    id: 'child-care',
    label: w.label,
    monthly: cents((query.children * childCare.annualPerChild) / 12),
    note: fill(w.note, { n: query.children, amount: formatDollars(childCare.annualPerChild), note: childCare.note }),
    source: costSource(childCare.source),
  };
}

function healthLine(query: BudgetQuery, { health }: HouseholdCosts, w: BudgetWords['health']): BudgetLine {
  const child = cents((health.adultMonthly * health.ageCurve.child) / health.ageCurve.adult);
  const monthly = cents(query.adults * health.adultMonthly + query.children * child);
  const children = query.children ? fill(w.children, { n: query.children, amount: formatDollarsAndCents(child) }) : '';
  return {
    id: 'health',
    label: w.label,
    monthly,
    note: fill(w.note, { adults: query.adults, amount: formatDollars(health.adultMonthly), children, note: health.note }),
    source: costSource(health.source),
  };
}

/** Where the total and MIT's living wage differ, line by line, in words. */
function differences(driving: boolean, w: BudgetWords['differences']): Difference[] {
  return [
    { line: w.rent, text: w.rentText },
    { line: w.food, text: w.foodText },
    { line: w.childCare, text: w.childCareText },
    { line: w.health, text: w.healthText },
    { line: w.transport, text: driving ? w.transportDriving : w.transportTransit },
    { line: w.leftOut, text: w.leftOutText },
    { line: w.taxes, text: w.taxesText },
  ];
}

/**
 * The budget for a household from the day's inputs (./budget-data.ts budgetInputs), in the
 * language of `words` (the inputs' notes in the same language: budgetInputs' `language`).
 */
export function computeBudget(query: BudgetQuery, data: BudgetInputs, words: BudgetWords): Budget {
  const notices: string[] = [];
  const rent = rentLine(query, data.hud, notices, words.rent);
  const southCarolina = Boolean(query.zip) && Object.hasOwn(data.hud.rows, query.zip) && isSouthCarolina(query.zip);
  if (southCarolina) {
    notices.push(fill(words.southCarolinaNotice, { zip: query.zip }));
  }
  const household = mitHousehold(query, data.mit);
  const mitSource: BudgetSource = { name: data.mit.source.name, url: data.mit.source.url, year: data.mit.source.year };
  const lines: BudgetLine[] = [
    rent,
    {
      id: 'utilities',
      label: words.utilities.label,
      monthly: 0,
      note: words.utilities.note,
      source: rent.source,
    },
    transportLine(query, data, words.transport),
    {
      id: 'food',
      label: words.food.label,
      monthly: household ? Math.round(household.foodAnnual / 12) : null,
      note: words.food.note,
      source: household ? mitSource : null,
    },
    childCareLine(query, data.costs, words.childCare),
    healthLine(query, data.costs, words.health),
    ...LEFT_OUT.map((l) => ({ id: l.id, label: words.leftOut[l.words], note: words.leftOut[`${l.words}Note`], monthly: null, source: null })),
  ];
  const expenses = cents(lines.reduce((sum, line) => sum + (line.monthly ?? 0), 0));
  const taxes = taxLines(query, expenses, data, southCarolina, words.taxes);
  lines.push(...taxes);
  const taxTotal = taxes.reduce((sum, line) => sum + (line.monthly ?? 0), 0);
  const preTaxMonthly = cents(expenses + taxTotal);
  const driving = Boolean(query.zip) && Object.hasOwn(data.drivingMiles, query.zip);
  const leftOut = [...LEFT_OUT.map((l) => words.leftOut[l.words].toLowerCase()), ...(southCarolina ? [words.leftOut.southCarolinaTax] : [])].join(', ');
  const living = household
    ? {
        hourly: household.livingWageHourly,
        working: household.working,
        annual: Math.round(household.livingWageHourly * data.mit.hoursPerYear * household.working),
        source: mitSource,
      }
    : null;
  return {
    query,
    lines,
    expenses,
    preTaxMonthly,
    preTaxAnnual: Math.round(preTaxMonthly * 12),
    leftOut,
    living,
    differences: differences(driving, words.differences),
    notices,
  };
}

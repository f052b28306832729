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
  {
    id: 'other-necessities',
    label: 'Other necessities',
    note: 'Clothing, personal care and household supplies: no sourced figure on file, not in the total (MIT counts them)',
  },
  { id: 'phone-internet', label: 'Phone and internet', note: 'No sourced figure on file, not in the total (MIT counts broadband and a mobile plan)' },
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
  childCare: { annualPerChild: number; note: string; source: CostSource };
  health: { adultMonthly: number; note: string; source: CostSource; ageCurve: { adult: number; child: number; source: CostSource } };
  driving: { centsPerMile: number; note: string; source: CostSource };
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

const FILING_STATUS_TEXT = { single: 'Single', joint: 'Married filing jointly', head: 'Head of household' } as const;

/** South Carolina's ZIP codes start 29; the Charlotte metro's are 297xx. */
const isSouthCarolina = (zip: string) => zip.startsWith('29');

const costSource = (s: CostSource): BudgetSource => ({ name: s.cite, url: s.url, year: s.year });

/** The three tax lines on the wages that leave `expenses` a month after them; South Carolina's state tax is not computed. */
function taxLines(query: BudgetQuery, expenses: number, { tax, taxes }: BudgetInputs, southCarolina: boolean): BudgetLine[] {
  const household = { adults: query.adults, children: query.children };
  const ncRate = southCarolina ? 0 : tax.value;
  const wages = wagesCovering(expenses * 12, household, taxes, ncRate);
  const annual = annualTaxes(wages, household, taxes, ncRate);
  const monthly = (yearly: number) => cents(yearly / 12);
  const status = filingStatus(household);
  const year = String(taxes.taxYear);
  const { federal, payroll, northCarolina } = taxes;
  const credit = query.children ? `, less the ${formatDollars(federal.childTaxCredit.perChild)}-a-child tax credit (below zero: its refundable part)` : '';
  return [
    {
      id: 'federal-income-tax',
      label: 'Federal income tax',
      monthly: monthly(annual.federal),
      note: `${FILING_STATUS_TEXT[status]}: ${formatDollars(federal.standardDeduction[status])} standard deduction, ${year} brackets${credit}; no earned income credit`,
      source: { name: federal.source.cite, url: federal.source.url, year },
    },
    southCarolina
      ? {
          id: 'nc-income-tax',
          label: 'State income tax',
          monthly: null,
          note: 'South Carolina income tax is not covered by this budget: not in the total, so the total is too low for a South Carolina home',
          source: null,
        }
      : {
          id: 'nc-income-tax',
          label: 'North Carolina income tax',
          monthly: monthly(annual.northCarolina),
          note: `${tax.text} over the ${formatDollars(northCarolina.standardDeduction[status])} standard deduction`,
          source: { name: tax.source.name, url: tax.source.url, year },
        },
    {
      id: 'payroll-taxes',
      label: 'Social Security and Medicare',
      monthly: monthly(annual.payroll),
      note: `${payroll.socialSecurityRate}% and ${payroll.medicareRate}% of wages${query.adults > 1 ? ', split between two earners' : ''}`,
      source: { name: payroll.source.cite, url: payroll.source.url, year },
    },
  ];
}

function rentLine(query: BudgetQuery, hud: BudgetInputs['hud'], notices: string[]): BudgetLine {
  const { bedrooms, zip } = query;
  const label = `Rent, ${bedrooms === 0 ? 'studio' : `${bedrooms} bedroom${bedrooms > 1 ? 's' : ''}`}`;
  const zipRents = zip && Object.hasOwn(hud.rows, zip) ? hud.rows[zip] : undefined;
  if (zipRents) {
    return {
      id: 'rent',
      label,
      monthly: zipRents[bedrooms] ?? 0,
      note: `HUD Small Area Fair Market Rent for ZIP ${zip}`,
      source: { name: `HUD Small Area FMR, ${hud.areaName}`, url: hud.datasetUrl, year: `FY${hud.fiscalYear}` },
    };
  }
  if (zip) {
    notices.push(
      `ZIP ${zip} is not in the Charlotte area this budget covers (the Charlotte-Concord-Gastonia metro), so the rent below is the Charlotte area's metro-wide figure, not your ZIP's.`,
    );
  }
  return {
    id: 'rent',
    label,
    monthly: hud.metro.rents[bedrooms] ?? 0,
    note: zip ? 'HUD metro-wide Fair Market Rent (your ZIP code is outside the Charlotte area)' : 'HUD metro-wide Fair Market Rent (no ZIP code given)',
    source: { name: `HUD Fair Market Rent, ${hud.areaName}`, url: hud.datasetUrl, year: `FY${hud.metro.fiscalYear}` },
  };
}

function transportLine(query: BudgetQuery, data: BudgetInputs): BudgetLine {
  const miles = query.zip && Object.hasOwn(data.drivingMiles, query.zip) ? data.drivingMiles[query.zip] : undefined;
  if (miles !== undefined) {
    const { driving } = data.costs;
    const monthlyMiles = query.adults * TRIPS_PER_MONTH * miles;
    return {
      id: 'transport',
      label: 'Transport (driving)',
      monthly: cents((monthlyMiles * driving.centsPerMile) / 100),
      note: `Driving is the norm around ZIP ${query.zip}: ${TRIPS_PER_MONTH} one-way trips a month per adult of ${miles} miles (straight line from the ZIP's centre to Uptown; roads are longer) at ${driving.centsPerMile} cents a mile. ${driving.note}`,
      source: costSource(driving.source),
    };
  }
  const { fare } = data;
  return {
    id: 'transport',
    label: 'Transport (bus and light rail)',
    monthly: cents(query.adults * TRIPS_PER_MONTH * fare.value),
    note: `${TRIPS_PER_MONTH} one-way CATS trips a month per adult at ${fare.text}; owning a car costs far more`,
    // The fare's own year: in force since it took effect; a check that found no newer source does not date it.
    source: {
      name: fare.source.name,
      url: fare.source.url,
      year: `since ${fare.validFrom.slice(0, 4)}${fare.confirmed ? '' : ', not confirmed on a current CATS page'}`,
    },
  };
}

function childCareLine(query: BudgetQuery, { childCare }: HouseholdCosts): BudgetLine {
  if (query.children === 0) return { id: 'child-care', label: 'Child care', monthly: 0, note: 'No children', source: null };
  return {
    id: 'child-care',
    label: 'Child care',
    monthly: cents((query.children * childCare.annualPerChild) / 12),
    note: `${query.children} × ${formatDollars(childCare.annualPerChild)} a year. ${childCare.note}`,
    source: costSource(childCare.source),
  };
}

function healthLine(query: BudgetQuery, { health }: HouseholdCosts): BudgetLine {
  const child = cents((health.adultMonthly * health.ageCurve.child) / health.ageCurve.adult);
  const monthly = cents(query.adults * health.adultMonthly + query.children * child);
  const children = query.children ? ` and ${query.children} × ${formatDollarsAndCents(child)} a child (federal age curve)` : '';
  return {
    id: 'health',
    label: 'Health insurance',
    monthly,
    note: `${query.adults} × ${formatDollars(health.adultMonthly)} an adult${children}. ${health.note}`,
    source: costSource(health.source),
  };
}

/** Where the total and MIT's living wage differ, line by line, in words. */
function differences(lines: readonly BudgetLine[]): Difference[] {
  const transport = lines.find((l) => l.id === 'transport');
  return [
    { line: 'Rent', text: "Here HUD's Fair Market Rent for your ZIP code (the metro figure without one); MIT uses HUD's Fair Market Rent for the area." },
    { line: 'Food', text: "The same: this budget uses MIT's own food cost for the household." },
    {
      line: 'Child care',
      text: 'Here the Mecklenburg average for an infant at a licensed center (2023), for every child; MIT uses its own child care estimate.',
    },
    { line: 'Health', text: 'Here the marketplace premium only; MIT adds out-of-pocket medical costs.' },
    {
      line: 'Transport',
      text: transport?.label.includes('driving')
        ? "Here the commute by car at the IRS rate; MIT uses households' average transportation spending, all trips included."
        : "Here bus and light rail fares for the commute; MIT uses households' average transportation spending, cars included.",
    },
    { line: 'Other necessities, phone and internet', text: 'Not in this total; MIT counts them (and civic engagement).' },
    { line: 'Taxes', text: 'Here 2026 federal, state and payroll taxes on this budget; MIT computes taxes on its own, larger total.' },
  ];
}

/** The budget for a household from the day's inputs (./budget-data.ts budgetInputs). */
export function computeBudget(query: BudgetQuery, data: BudgetInputs): Budget {
  const notices: string[] = [];
  const rent = rentLine(query, data.hud, notices);
  const southCarolina = Boolean(query.zip) && Object.hasOwn(data.hud.rows, query.zip) && isSouthCarolina(query.zip);
  if (southCarolina) {
    notices.push(
      `ZIP ${query.zip} is in South Carolina. Rent, food, child care, health and transport below apply, but this budget computes North Carolina's income tax only: South Carolina's is not covered and is left out of the total.`,
    );
  }
  const household = mitHousehold(query, data.mit);
  const mitSource: BudgetSource = { name: data.mit.source.name, url: data.mit.source.url, year: data.mit.source.year };
  const lines: BudgetLine[] = [
    rent,
    {
      id: 'utilities',
      label: 'Utilities',
      monthly: 0,
      note: 'In the rent line: a Fair Market Rent is a gross rent, with tenant-paid utilities',
      source: rent.source,
    },
    transportLine(query, data),
    {
      id: 'food',
      label: 'Food',
      monthly: household ? Math.round(household.foodAnnual / 12) : null,
      note: 'MIT Living Wage Calculator food cost for this household, per month',
      source: household ? mitSource : null,
    },
    childCareLine(query, data.costs),
    healthLine(query, data.costs),
    ...LEFT_OUT.map((l) => ({ ...l, monthly: null, source: null })),
  ];
  const expenses = cents(lines.reduce((sum, line) => sum + (line.monthly ?? 0), 0));
  const taxes = taxLines(query, expenses, data, southCarolina);
  lines.push(...taxes);
  const taxTotal = taxes.reduce((sum, line) => sum + (line.monthly ?? 0), 0);
  const preTaxMonthly = cents(expenses + taxTotal);
  const leftOut = [...LEFT_OUT.map((l) => l.label.toLowerCase()), ...(southCarolina ? ['South Carolina income tax'] : [])].join(', ');
  const living = household
    ? {
        hourly: household.livingWageHourly,
        working: household.working,
        annual: Math.round(household.livingWageHourly * data.mit.hoursPerYear * household.working),
        source: mitSource,
      }
    : null;
  return { query, lines, expenses, preTaxMonthly, preTaxAnnual: Math.round(preTaxMonthly * 12), leftOut, living, differences: differences(lines), notices };
}

/**
 * The monthly budget on /guide/cost-of-living#budget: a household (adults, children), a bedroom
 * count and a ZIP code give a budget line by line, each line with its source and year, and the
 * pre-tax income that covers it; MIT's living wage for the same household is shown beside it.
 * Every figure comes from a committed file: data/official/hud-fmr/ (rent),
 * data/official/mit-living-wage/ (food, the reference wage), data/official/income-taxes/
 * (federal and payroll taxes, NC's deduction) and data/facts/facts.json (fare, NC income tax
 * rate); ./budget-data.ts reads them into {@link BudgetInputs}, which the page passes to
 * the island as props (so the island ships no data). A line with no official figure on file
 * says so and is left out of the total. Pure, no data imports.
 */
import type { BudgetQuery } from './budget-query';
import type { Fact } from './facts';
import { annualTaxes, filingStatus, wagesCovering, type TaxYearFile } from './income-taxes';
import { formatDollars } from './money';

interface BudgetSource {
  name: string;
  url: string;
  /** The figure's year or fiscal year as shown to the reader ("FY2027", "2026"). */
  year: string;
}

/** The lines that the pre-tax income pays on top of the expenses. */
export const TAX_LINE_IDS = ['federal-income-tax', 'nc-income-tax', 'payroll-taxes'] as const;
type TaxLineId = (typeof TAX_LINE_IDS)[number];

interface BudgetLine {
  id: 'rent' | 'utilities' | 'transport' | 'food' | 'child-care' | 'health' | TaxLineId;
  label: string;
  /** Monthly dollars, or null when no official figure is on file; a tax line is negative where a refundable credit exceeds the tax. */
  monthly: number | null;
  note: string;
  source: BudgetSource | null;
}

export interface Budget {
  query: BudgetQuery;
  lines: BudgetLine[];
  /** Sum of the lines before taxes (lines without a figure are left out). */
  expenses: number;
  /** Monthly pre-tax income that leaves `expenses` after the tax lines: `expenses` plus the tax lines. */
  preTaxMonthly: number;
  preTaxAnnual: number;
  living: LivingWage | null;
  /** Messages for the reader (a ZIP outside HUD's file, a metro fallback). */
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
  source: { name: string; url: string; retrieved: string };
  hoursPerYear: number;
  households: MitHousehold[];
}

/** Everything a budget reads, for one day: HUD's table in force, the newest metro FMR, MIT's rows, two facts. */
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
  fare: Pick<Fact, 'value' | 'text' | 'checked' | 'source'>;
  /** North Carolina's income tax rate for {@link BudgetInputs.taxes}' year. */
  tax: Pick<Fact, 'value' | 'text' | 'source'>;
  /** Federal and payroll taxes and NC's standard deduction for the tax year. */
  taxes: TaxYearFile;
}

/** One-way CATS trips a working adult makes in a month: two a working day, 22 working days. */
export const TRANSIT_TRIPS_PER_MONTH = 44;

function mitHousehold(query: BudgetQuery, mit: MitFile): MitHousehold | undefined {
  const working = query.adults;
  return mit.households.find((h) => h.adults === query.adults && h.working === working && h.children === query.children);
}

const round = (n: number) => Math.round(n);

const FILING_STATUS_TEXT = { single: 'Single', joint: 'Married filing jointly', head: 'Head of household' } as const;

/** The three tax lines on the wages that leave `expenses` a month after them. */
function taxLines(query: BudgetQuery, expenses: number, { tax, taxes }: BudgetInputs): BudgetLine[] {
  const household = { adults: query.adults, children: query.children };
  const wages = wagesCovering(expenses * 12, household, taxes, tax.value);
  const annual = annualTaxes(wages, household, taxes, tax.value);
  const monthly = (yearly: number) => Math.round((yearly / 12) * 100) / 100;
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
    {
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

/** The budget for a household from the day's inputs (./budget-data.ts budgetInputs). */
export function computeBudget(query: BudgetQuery, data: BudgetInputs): Budget {
  const bedrooms = query.bedrooms;
  const notices: string[] = [];
  const table = data.hud;
  let rentLine: BudgetLine;
  const zipRents = query.zip && Object.hasOwn(table.rows, query.zip) ? table.rows[query.zip] : undefined;
  const zipRent = zipRents ? { zip: query.zip, rent: zipRents[bedrooms] ?? 0 } : null;
  if (zipRent) {
    rentLine = {
      id: 'rent',
      label: `Rent, ${bedrooms === 0 ? 'studio' : `${bedrooms} bedroom${bedrooms > 1 ? 's' : ''}`}`,
      monthly: zipRent.rent,
      note: `HUD Small Area Fair Market Rent for ZIP ${zipRent.zip}`,
      source: { name: `HUD Small Area FMR, ${table.areaName}`, url: table.datasetUrl, year: `FY${table.fiscalYear}` },
    };
  } else {
    if (query.zip) {
      notices.push(
        `ZIP ${query.zip} is not in HUD's FY${table.fiscalYear} small-area table for the ${table.areaName}, so the budget uses the metro-wide Fair Market Rent.`,
      );
    }
    const metro = { rent: table.metro.rents[bedrooms] ?? 0, fiscalYear: table.metro.fiscalYear };
    rentLine = {
      id: 'rent',
      label: `Rent, ${bedrooms === 0 ? 'studio' : `${bedrooms} bedroom${bedrooms > 1 ? 's' : ''}`}`,
      monthly: metro.rent,
      note: 'HUD metro-wide Fair Market Rent (no ZIP code given, or ZIP not in the small-area table)',
      source: { name: `HUD Fair Market Rent, ${table.areaName}`, url: table.datasetUrl, year: `FY${metro.fiscalYear}` },
    };
  }
  const rentSource = rentLine.source as BudgetSource;
  const { fare } = data;
  const household = mitHousehold(query, data.mit);
  const mitSource: BudgetSource = { name: data.mit.source.name, url: data.mit.source.url, year: 'year not shown in the copy read' };
  const lines: BudgetLine[] = [
    rentLine,
    {
      id: 'utilities',
      label: 'Utilities',
      monthly: 0,
      note: 'In the rent line: a Fair Market Rent is a gross rent, with tenant-paid utilities',
      source: rentSource,
    },
    {
      id: 'transport',
      label: 'Transport',
      monthly: Math.round(query.adults * TRANSIT_TRIPS_PER_MONTH * fare.value * 100) / 100,
      note: `${TRANSIT_TRIPS_PER_MONTH} one-way CATS trips a month per adult at ${fare.text}; a car costs more`,
      source: { name: fare.source.name, url: fare.source.url, year: fare.checked.slice(0, 4) },
    },
    {
      id: 'food',
      label: 'Food',
      monthly: household ? round(household.foodAnnual / 12) : null,
      note: 'MIT Living Wage Calculator food cost for this household, per month',
      source: household ? mitSource : null,
    },
    {
      id: 'child-care',
      label: 'Child care',
      monthly: query.children === 0 ? 0 : null,
      note: query.children === 0 ? 'No children' : 'No official figure on file yet: not in the total',
      source: null,
    },
    { id: 'health', label: 'Health', monthly: null, note: 'No official figure on file yet: not in the total', source: null },
  ];
  const expenses = Math.round(lines.reduce((sum, line) => sum + (line.monthly ?? 0), 0) * 100) / 100;
  const taxes = taxLines(query, expenses, data);
  lines.push(...taxes);
  const taxTotal = taxes.reduce((sum, line) => sum + (line.monthly ?? 0), 0);
  const preTaxMonthly = Math.round((expenses + taxTotal) * 100) / 100;
  const living = household
    ? {
        hourly: household.livingWageHourly,
        working: household.working,
        annual: Math.round(household.livingWageHourly * data.mit.hoursPerYear * household.working),
        source: mitSource,
      }
    : null;
  return { query, lines, expenses, preTaxMonthly, preTaxAnnual: Math.round(preTaxMonthly * 12), living, notices };
}

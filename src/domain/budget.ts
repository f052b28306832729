/**
 * The monthly budget on /guide/cost-of-living#budget: a household (adults, children), a bedroom
 * count and a ZIP code give a budget line by line, each line with its source and year, and the
 * pre-tax income that covers it; MIT's living wage for the same household is shown beside it.
 * Every figure comes from a committed file: data/official/hud-fmr/ (rent),
 * data/official/mit-living-wage/ (food, the reference wage) and data/facts/facts.json (fare,
 * income tax); ./budget-data.ts reads them into {@link BudgetInputs}, which the page passes to
 * the island as props (so the island ships no data). A line with no official figure on file
 * says so and is left out of the total. Pure, no data imports.
 */
import type { Fact } from './facts';

const BUDGET_DEFAULTS = { adults: 1, children: 0, bedrooms: 1, zip: '' } as const;

export interface BudgetQuery {
  adults: number;
  children: number;
  bedrooms: number;
  /** Five digits, or '' for none. */
  zip: string;
}

/** The allowed range of each count field, with its label for messages. */
export const BUDGET_FIELDS = {
  adults: { label: 'Adults', min: 1, max: 2 },
  children: { label: 'Children', min: 0, max: 3 },
  bedrooms: { label: 'Bedrooms', min: 0, max: 4 },
} as const;

const ZIP_MESSAGE = 'Enter a five-digit ZIP code, or leave it empty.';

function countField(name: keyof typeof BUDGET_FIELDS, raw: string): number | string {
  const { label, min, max } = BUDGET_FIELDS[name];
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  if (!/^\d{1,2}$/.test(raw)) return message;
  const value = Number(raw);
  return value >= min && value <= max ? value : message;
}

interface BudgetSource {
  name: string;
  url: string;
  /** The figure's year or fiscal year as shown to the reader ("FY2027", "2026"). */
  year: string;
}

interface BudgetLine {
  id: 'rent' | 'utilities' | 'transport' | 'food' | 'child-care' | 'health' | 'taxes';
  label: string;
  /** Monthly dollars, or null when no official figure is on file. */
  monthly: number | null;
  note: string;
  source: BudgetSource | null;
}

export interface Budget {
  query: BudgetQuery;
  lines: BudgetLine[];
  /** Sum of the lines before taxes (lines without a figure are left out). */
  expenses: number;
  /** Monthly pre-tax income that leaves `expenses` after the taxes line. */
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
  tax: Pick<Fact, 'value' | 'text' | 'source'>;
  /** The year the tax rate applies to. */
  taxYear: string;
}

/** One-way CATS trips a working adult makes in a month: two a working day, 22 working days. */
export const TRANSIT_TRIPS_PER_MONTH = 44;

/**
 * The URL query of a budget, or the field messages (and the default household). Missing or
 * empty parameters take the defaults. Used by the page and the island alike.
 */
export function parseBudgetQuery(
  params: URLSearchParams,
): { ok: true; query: BudgetQuery } | { ok: false; query: BudgetQuery; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const query: BudgetQuery = { ...BUDGET_DEFAULTS };
  for (const name of ['adults', 'children', 'bedrooms'] as const) {
    const raw = (params.get(name) ?? '').trim();
    if (!raw) continue;
    const value = countField(name, raw);
    if (typeof value === 'string') errors[name] = value;
    else query[name] = value;
  }
  const zip = (params.get('zip') ?? '').trim();
  if (zip && !/^\d{5}$/.test(zip)) errors.zip = ZIP_MESSAGE;
  else query.zip = zip;
  return Object.keys(errors).length ? { ok: false, query: { ...BUDGET_DEFAULTS }, errors } : { ok: true, query };
}

function mitHousehold(query: BudgetQuery, mit: MitFile): MitHousehold | undefined {
  const working = query.adults;
  return mit.households.find((h) => h.adults === query.adults && h.working === working && h.children === query.children);
}

const round = (n: number) => Math.round(n);

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
  const { fare, tax } = data;
  const household = mitHousehold(query, data.mit);
  const mitSource: BudgetSource = { name: data.mit.source.name, url: data.mit.source.url, year: 'year not shown in the copy read' };
  const lines: BudgetLine[] = [
    rentLine,
    {
      id: 'utilities',
      label: 'Utilities',
      monthly: 0,
      note: 'Included in the rent line: a Fair Market Rent is a gross rent, rent plus tenant-paid utilities',
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
  const rate = tax.value / 100;
  const preTaxMonthly = Math.round((expenses / (1 - rate)) * 100) / 100;
  lines.push({
    id: 'taxes',
    label: 'Taxes',
    monthly: Math.round((preTaxMonthly - expenses) * 100) / 100,
    note: `North Carolina income tax at ${tax.text} of the income (no deductions); federal income tax and payroll taxes are not on file yet and are not included`,
    source: { name: tax.source.name, url: tax.source.url, year: data.taxYear },
  });
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

/** The URL of a budget (defaults left out, so the default household is /guide/cost-of-living). */
export function budgetHref(query: BudgetQuery): string {
  const params = new URLSearchParams({
    adults: String(query.adults),
    children: String(query.children),
    bedrooms: String(query.bedrooms),
  });
  if (query.zip) params.set('zip', query.zip);
  return `/guide/cost-of-living?${params.toString()}#budget`;
}

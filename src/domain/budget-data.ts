/**
 * The budget's inputs for a day, read from the committed files: HUD's small-area table in
 * force that day and the newest metro FMR (data/official/hud-fmr/, via ./official-rents.ts),
 * MIT's living-wage rows (data/official/mit-living-wage/), the child care, health and driving
 * costs (data/official/household-costs/), the newest tax year on file up to that day's year
 * (data/official/income-taxes/) and two facts (the CATS fare and NC's income
 * tax rate for that tax year, data/facts/facts.json). Pure; kept apart from ./budget.ts so
 * the island, which gets these inputs as props, bundles none of the files.
 */
import taxYear2026 from '../../data/official/income-taxes/tax-year-2026.json';
import mitFile from '../../data/official/mit-living-wage/charlotte-metro.json';
import costsFile from '../../data/official/household-costs/charlotte.json';
import { BUDGET_WORDS_EN } from './budget-words';
import { computeBudget, type Budget, type BudgetInputs, type HouseholdCosts, type MitFile } from './budget';
import type { BudgetQuery } from './budget-query';
import { factById, FACTS, type Fact } from './facts';
import type { TaxYearFile } from './income-taxes';
import { distanceKm } from './npa-geometry';
import { ZIP_CENTRES } from './zip-centres';
import { HUD_AREA, HUD_DATASET_URL, METRO_FMRS, SAFMR_TABLES, safmrTableOn, type FmrTable, type MetroFmr } from './official-rents';

/** Every tax year on file, newest first: add a year's file here when the IRS publishes it (docs/official-data.md). */
const TAX_YEARS: readonly TaxYearFile[] = [taxYear2026 as TaxYearFile];

/** The newest tax year on file that is not after `today`'s year (the oldest one before any). */
export function taxYearOn(today: string, years: readonly TaxYearFile[] = TAX_YEARS): TaxYearFile {
  const year = Number(today.slice(0, 4));
  const chosen = years.find((file) => file.taxYear <= year) ?? years.at(-1);
  if (!chosen) throw new Error('No tax year on file (data/official/income-taxes/)');
  return chosen;
}

/** The cost file's driving section: where driving is the norm, and Uptown's point. */
interface DrivingPlaces {
  uptown: { latitude: number; longitude: number };
  zips: ReadonlyArray<{ zip: string }>;
}

const KM_PER_MILE = 1.609344;

/** One-way miles, straight line, from each driving ZIP's centre to Uptown (to a tenth of a mile). */
export function drivingMiles(places: DrivingPlaces, centres: Readonly<Record<string, readonly [number, number]>> = ZIP_CENTRES): Record<string, number> {
  const uptown = [places.uptown.longitude, places.uptown.latitude] as const;
  const miles: Record<string, number> = {};
  for (const { zip } of places.zips) {
    const centre = centres[zip];
    if (!centre) throw new Error(`No centre on file for driving ZIP ${zip} (src/domain/zip-centres.ts)`);
    miles[zip] = Math.round((distanceKm([centre[1], centre[0]], uptown) / KM_PER_MILE) * 10) / 10;
  }
  return miles;
}

type Source = HouseholdCosts['driving']['source'];
const slimSource = ({ cite, name, url, year, recheck }: Source): Source => ({ cite, name, url, year, recheck });

/**
 * The cost file without the quotes and reading notes, which the page does not show (the island
 * gets these as props), its notes in `language` (`noteEs` beside each `note`).
 */
function slimCosts({ childCare, health, driving }: HouseholdCosts, language: 'en' | 'es'): HouseholdCosts {
  const note = (item: { note: string; noteEs?: string }) => (language === 'es' ? (item.noteEs ?? item.note) : item.note);
  return {
    childCare: { annualPerChild: childCare.annualPerChild, note: note(childCare), source: slimSource(childCare.source) },
    health: {
      adultMonthly: health.adultMonthly,
      note: note(health),
      source: slimSource(health.source),
      ageCurve: { adult: health.ageCurve.adult, child: health.ageCurve.child, source: slimSource(health.ageCurve.source) },
    },
    driving: { centsPerMile: driving.centsPerMile, note: note(driving), source: slimSource(driving.source) },
  };
}

export function budgetInputs(
  today: string,
  data: {
    safmr: readonly FmrTable[];
    metro: readonly MetroFmr[];
    mit: MitFile;
    costs: HouseholdCosts & { driving: DrivingPlaces };
    facts: readonly Fact[];
    taxes: readonly TaxYearFile[];
  } = {
    safmr: SAFMR_TABLES,
    metro: METRO_FMRS,
    mit: mitFile as MitFile,
    costs: costsFile,
    facts: FACTS,
    taxes: TAX_YEARS,
  },
  language: 'en' | 'es' = 'en',
): BudgetInputs {
  const table = safmrTableOn(today, data.safmr);
  const metro = data.metro[0];
  if (!metro) throw new Error('No metro FMR on file (data/official/hud-fmr/metro-fmr.csv)');
  const taxes = taxYearOn(today, data.taxes);
  const fare = factById('cats-local-fare', data.facts);
  const tax = factById(`income-tax-${taxes.taxYear}`, data.facts);
  return {
    hud: {
      areaName: HUD_AREA.name,
      datasetUrl: HUD_DATASET_URL,
      fiscalYear: table.fiscalYear,
      rows: Object.fromEntries([...table.rows].map(([zip, row]) => [zip, [...row.rents]])),
      metro: { fiscalYear: metro.fiscalYear, rents: [...metro.rents] },
    },
    mit: data.mit,
    costs: slimCosts(data.costs, language),
    drivingMiles: drivingMiles(data.costs.driving),
    fare: { value: fare.value, text: fare.text, validFrom: fare.validFrom, confirmed: fare.confirmed, source: fare.source },
    tax: { value: tax.value, text: tax.text, source: tax.source },
    taxes,
  };
}

/** The budget for a household on a day (YYYY-MM-DD picks the HUD fiscal year and the tax year). */
export function budgetOn(query: BudgetQuery, today: string): Budget {
  return computeBudget(query, budgetInputs(today), BUDGET_WORDS_EN);
}

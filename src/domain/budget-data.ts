/**
 * The budget's inputs for a day, read from the committed files: HUD's small-area table in
 * force that day and the newest metro FMR (data/official/hud-fmr/, via ./official-rents.ts),
 * MIT's living-wage rows (data/official/mit-living-wage/) and two facts (the CATS fare and the
 * income tax rate for the year, data/facts/facts.json). Pure; kept apart from ./budget.ts so
 * the island, which gets these inputs as props, bundles none of the files.
 */
import mitFile from '../../data/official/mit-living-wage/charlotte-metro.json';
import { computeBudget, type Budget, type BudgetInputs, type BudgetQuery, type MitFile } from './budget';
import { factById, FACTS, type Fact } from './facts';
import { HUD_AREA, HUD_DATASET_URL, METRO_FMRS, SAFMR_TABLES, safmrTableOn, type FmrTable, type MetroFmr } from './official-rents';

export function budgetInputs(
  today: string,
  data: { safmr: readonly FmrTable[]; metro: readonly MetroFmr[]; mit: MitFile; facts: readonly Fact[] } = {
    safmr: SAFMR_TABLES,
    metro: METRO_FMRS,
    mit: mitFile as MitFile,
    facts: FACTS,
  },
): BudgetInputs {
  const table = safmrTableOn(today, data.safmr);
  const metro = data.metro[0];
  if (!metro) throw new Error('No metro FMR on file (data/official/hud-fmr/metro-fmr.csv)');
  const year = today.slice(0, 4);
  const fare = factById('cats-local-fare', data.facts);
  const tax = factById(`income-tax-${year}`, data.facts);
  return {
    hud: {
      areaName: HUD_AREA.name,
      datasetUrl: HUD_DATASET_URL,
      fiscalYear: table.fiscalYear,
      rows: Object.fromEntries([...table.rows].map(([zip, row]) => [zip, [...row.rents]])),
      metro: { fiscalYear: metro.fiscalYear, rents: [...metro.rents] },
    },
    mit: data.mit,
    fare: { value: fare.value, text: fare.text, checked: fare.checked, source: fare.source },
    tax: { value: tax.value, text: tax.text, source: tax.source },
    taxYear: year,
  };
}

/** The budget for a household on a day (YYYY-MM-DD picks the HUD fiscal year and the tax year). */
export function budgetOn(query: BudgetQuery, today: string): Budget {
  return computeBudget(query, budgetInputs(today));
}

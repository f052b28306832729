/**
 * HUD Fair Market Rents for the Charlotte-Concord-Gastonia HUD Metro FMR Area, read from the
 * committed files in data/official/hud-fmr/ (see its SOURCE.md): Small Area FMRs by ZIP code for
 * FY2026 and FY2027 and the metro-wide FMR. FMRs are gross rents: rent plus tenant-paid
 * utilities. Pure: the files are bundled as text.
 */
import safmr2026Csv from '../../data/official/hud-fmr/safmr-fy2026.csv?raw';
import safmr2027Csv from '../../data/official/hud-fmr/safmr-fy2027.csv?raw';
import metroCsv from '../../data/official/hud-fmr/metro-fmr.csv?raw';

export const HUD_AREA = { code: 'METRO16740M16740', name: 'Charlotte-Concord-Gastonia, NC-SC HUD Metro FMR Area' } as const;
export const HUD_DATASET_URL = 'https://www.huduser.gov/portal/datasets/fmr.html';

/** Bedrooms 0 (studio) to 4. */
export type Bedrooms = 0 | 1 | 2 | 3 | 4;

interface SafmrRow {
  zip: string;
  /** Monthly gross rent in dollars for 0-4 bedrooms. */
  rents: readonly [number, number, number, number, number];
}

export interface FmrTable {
  fiscalYear: number;
  /** The date the figures took effect (HUD's fiscal year starts on 1 October). */
  effective: string;
  rows: ReadonlyMap<string, SafmrRow>;
}

function parseRents(cells: string[], from: number): SafmrRow['rents'] {
  const rents = cells.slice(from, from + 5).map((cell) => Number(cell));
  if (rents.length !== 5 || rents.some((r) => !Number.isInteger(r) || r <= 0)) {
    throw new Error(`Bad HUD rent row: ${cells.join(',')}`);
  }
  return rents as unknown as SafmrRow['rents'];
}

/** The rows of a committed SAFMR file (header zip,hud_area_code,safmr_0br..safmr_4br). */
function parseSafmrCsv(text: string): Map<string, SafmrRow> {
  const rows = new Map<string, SafmrRow>();
  for (const line of text.trim().split('\n').slice(1)) {
    const cells = line.trim().split(',');
    const zip = cells[0] ?? '';
    if (!/^\d{5}$/.test(zip)) throw new Error(`Bad ZIP in HUD file: ${line}`);
    rows.set(zip, { zip, rents: parseRents(cells, 2) });
  }
  return rows;
}

function fyStart(fiscalYear: number): string {
  return `${fiscalYear - 1}-10-01`;
}

export const SAFMR_TABLES: readonly FmrTable[] = [
  { fiscalYear: 2027, effective: fyStart(2027), rows: parseSafmrCsv(safmr2027Csv) },
  { fiscalYear: 2026, effective: fyStart(2026), rows: parseSafmrCsv(safmr2026Csv) },
];

export interface MetroFmr {
  fiscalYear: number;
  effective: string;
  rents: SafmrRow['rents'];
}

/** Metro-wide FMRs on file, newest first. */
export const METRO_FMRS: readonly MetroFmr[] = metroCsv
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const cells = line.trim().split(',');
    const fiscalYear = Number(cells[0]);
    return { fiscalYear, effective: fyStart(fiscalYear), rents: parseRents(cells, 2) };
  })
  .sort((a, b) => b.fiscalYear - a.fiscalYear);

/** The SAFMR table in force on a day (YYYY-MM-DD): the newest whose fiscal year has started. */
export function safmrTableOn(today: string, tables: readonly FmrTable[] = SAFMR_TABLES): FmrTable {
  const table = [...tables].sort((a, b) => b.fiscalYear - a.fiscalYear).find((t) => t.effective <= today);
  if (!table) throw new Error(`No HUD Small Area FMR table in force on ${today}`);
  return table;
}

export interface ZipRent {
  zip: string;
  rent: number;
  bedrooms: Bedrooms;
  fiscalYear: number;
  kind: 'small-area' | 'metro';
}

/** HUD's rent for a ZIP and bedroom count: the small-area figure, or null when HUD's file for the area has no row for the ZIP. */
export function smallAreaRent(zip: string, bedrooms: Bedrooms, table: FmrTable): ZipRent | null {
  const row = table.rows.get(zip);
  return row ? { zip, rent: row.rents[bedrooms], bedrooms, fiscalYear: table.fiscalYear, kind: 'small-area' } : null;
}

/** The 2-bedroom small-area FMRs of some ZIP codes (profiles), skipping ZIPs HUD's file does not list. */
export function twoBedroomRents(zips: readonly string[], table: FmrTable): ZipRent[] {
  return zips.flatMap((zip) => smallAreaRent(zip, 2, table) ?? []);
}

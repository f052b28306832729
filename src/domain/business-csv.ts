/**
 * The business CSV format of /admin's Import & Export: the export's columns and cells, a
 * CSV parser, and the import's row validation (every row checked, errors by line).
 */
import { z } from 'zod';
import { CATEGORIES, FILTER_NEIGHBORHOODS, SERVICE_TAGS } from './catalog';
import { NewBusinessSchema, WEEKDAYS, type BusinessHours } from './forms';
import type { Business } from './types';
import { LANGUAGES } from './languages';
import { sortLanguages, type LanguageCode } from './language-codes';

/**
 * Columns of the business export, in order. Import reads the {@link IMPORT_COLUMNS} among
 * them and ignores the others (ids, flags and counts are the directory's to set).
 */
export const EXPORT_COLUMNS = [
  'id',
  'slug',
  'businessName',
  'category',
  'address',
  'zipCode',
  'phone',
  'email',
  'website',
  'shortDescription',
  'longDescription',
  'businessHours',
  'serviceTags',
  'languages',
  'neighborhood',
  'isPremium',
  'isVerified',
  'isClaimed',
  'userRating',
  'reviewCount',
  'status',
  'createdAt',
] as const;

export const REQUIRED_IMPORT_COLUMNS = ['businessName', 'category', 'address', 'phone', 'email'] as const;
export const OPTIONAL_IMPORT_COLUMNS = [
  'zipCode',
  'website',
  'shortDescription',
  'longDescription',
  'businessHours',
  'serviceTags',
  'languages',
  'neighborhood',
] as const;
export const IMPORT_COLUMNS = [...REQUIRED_IMPORT_COLUMNS, ...OPTIONAL_IMPORT_COLUMNS] as const;
type ImportColumn = (typeof IMPORT_COLUMNS)[number];
const IGNORED_COLUMNS = new Set<string>(EXPORT_COLUMNS.filter((c) => !(IMPORT_COLUMNS as readonly string[]).includes(c)));

/** Most data rows one import takes. */
export const MAX_IMPORT_ROWS = 1000;
/** Separator of service tags (and of languages) inside their cell. */
export const TAG_SEPARATOR = ';';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote, CR or LF, or starts or ends
 * with a space; quotes doubled. A text that a spreadsheet would run as a formula (starting
 * with =, @, tab or CR, or with + or - not followed by a phone-like number) gets a leading
 * apostrophe (OWASP CSV injection advice); import removes it again.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-][\d\s().-]*$/.test(text))) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text: CRLF line ends, a final CRLF. */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly row: number,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

/**
 * Parses CSV text (RFC 4180: quoted cells may hold commas, doubled quotes and line breaks;
 * CRLF or LF; a leading byte-order mark is dropped). Blank lines are skipped. Throws
 * {@link CsvSyntaxError} for a quote left open or text after a closing quote.
 */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let cellWasQuoted = false;
  let i = 0;
  const endCell = () => {
    row.push(cell);
    cell = '';
    cellWasQuoted = false;
  };
  const endRow = () => {
    endCell();
    if (!(row.length === 1 && row[0] === '')) rows.push(row);
    row = [];
  };
  while (i < source.length) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        const next = source[i];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
          throw new CsvSyntaxError(`Unexpected text after a closing quote in row ${rows.length + 1}`, rows.length + 1);
        }
        continue;
      }
      cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cell === '' && !cellWasQuoted) {
      quoted = true;
      cellWasQuoted = true;
      i += 1;
    } else if (ch === ',') {
      endCell();
      i += 1;
    } else if (ch === '\r' || ch === '\n') {
      endRow();
      i += ch === '\r' && source[i + 1] === '\n' ? 2 : 1;
    } else {
      cell += ch;
      i += 1;
    }
  }
  if (quoted) throw new CsvSyntaxError(`A quoted cell in row ${rows.length + 1} is never closed`, rows.length + 1);
  if (cell !== '' || row.length > 0 || cellWasQuoted) endRow();
  return rows;
}

/** Undoes {@link csvCell}'s formula guard. */
function unguard(text: string): string {
  return /^'[=@\t\r+-]/.test(text) ? text.slice(1) : text;
}

/** One business as an export row, in {@link EXPORT_COLUMNS} order. */
export function businessCsvRow(b: Business): unknown[] {
  const hours = b.businessHours && Object.keys(b.businessHours).length ? JSON.stringify(b.businessHours) : '';
  return [
    b.id,
    b.slug,
    b.businessName,
    b.category,
    b.address,
    b.zipCode,
    b.phone,
    b.email,
    b.website,
    b.shortDescription,
    b.longDescription,
    hours,
    b.serviceTags.join(TAG_SEPARATOR),
    (b.languages ?? []).join(TAG_SEPARATOR),
    b.neighborhood,
    b.isPremium,
    b.isVerified,
    b.isClaimed,
    b.userRating,
    b.reviewCount,
    b.status,
    b.createdAt,
  ];
}

/** The whole export: header and one row per business. */
export function businessesToCsv(businesses: readonly Business[]): string {
  return toCsv([EXPORT_COLUMNS, ...businesses.map(businessCsvRow)]);
}

/** A problem with one row of an import. `row` counts as a spreadsheet does: the header is row 1. */
export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

/** A valid import row, ready to store. */
export interface ImportBusiness {
  /** Spreadsheet row number (header = 1). */
  row: number;
  business: z.output<typeof NewBusinessSchema>;
  neighborhood?: string;
  /** The languages the staff speak (codes; the cell may name them in English: 'Spanish;Vietnamese'). */
  languages?: LanguageCode[];
}

/** The valid rows and every problem found; the file may be imported only when `errors` is empty. */
export interface ImportParseResult {
  rows: ImportBusiness[];
  errors: ImportRowError[];
}

const byLower = <T extends { value: string; label: string }>(list: readonly T[], text: string) => {
  const key = text.trim().toLowerCase();
  return list.find((item) => item.value === key || item.label.toLowerCase() === key)?.value;
};

function parseHours(text: string): { hours?: BusinessHours; error?: string } {
  if (!text.trim()) return { hours: {} };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: `Hours must be JSON such as {"Monday": "8:00 AM - 6:00 PM"}` };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { error: 'Hours must be a JSON object of weekday to hours' };
  const unknownDay = Object.keys(data).find((day) => !(WEEKDAYS as readonly string[]).includes(day));
  if (unknownDay) return { error: `Unknown weekday "${unknownDay}" (use ${WEEKDAYS.join(', ')})` };
  return { hours: data as BusinessHours };
}

/**
 * Reads an import file: the header names the columns (any order; {@link REQUIRED_IMPORT_COLUMNS}
 * must be there; export-only columns are ignored; others are an error), then one business
 * per row, each validated with the add-business rules (NewBusinessSchema, the claim form's
 * field rules). Category and neighborhood may be written as value or label; service tags
 * as values or labels separated by ';'; hours as JSON. Every problem of every row is
 * reported (header problems stop the reading of rows).
 */
export function parseBusinessImport(text: string): ImportParseResult {
  let table: string[][];
  try {
    table = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { rows: [], errors: [{ row: error.row, field: '', message: error.message }] };
    throw error;
  }
  const [header, ...data] = table;
  if (!header) return { rows: [], errors: [{ row: 1, field: '', message: 'The file is empty' }] };
  const names = header.map((name) => name.trim());
  const errors: ImportRowError[] = [];
  for (const name of names) {
    if (!(IMPORT_COLUMNS as readonly string[]).includes(name) && !IGNORED_COLUMNS.has(name)) {
      errors.push({ row: 1, field: name, message: `Unknown column "${name}"` });
    }
  }
  for (const required of REQUIRED_IMPORT_COLUMNS) {
    if (!names.includes(required)) errors.push({ row: 1, field: required, message: `Missing column "${required}"` });
  }
  const duplicates = names.filter((name, i) => name && names.indexOf(name) !== i);
  for (const name of new Set(duplicates)) errors.push({ row: 1, field: name, message: `Column "${name}" appears twice` });
  if (errors.length) return { rows: [], errors };
  if (data.length === 0) return { rows: [], errors: [{ row: 2, field: '', message: 'The file has no business rows' }] };
  if (data.length > MAX_IMPORT_ROWS) {
    return { rows: [], errors: [{ row: MAX_IMPORT_ROWS + 2, field: '', message: `At most ${MAX_IMPORT_ROWS} rows per import` }] };
  }

  const rows: ImportBusiness[] = [];
  const seen = new Map<string, number>();
  data.forEach((cells, index) => {
    const row = index + 2;
    if (cells.length !== names.length) {
      errors.push({ row, field: '', message: `Expected ${names.length} cells, found ${cells.length}` });
      return;
    }
    const cell = (column: ImportColumn) => {
      const at = names.indexOf(column);
      return at < 0 ? '' : unguard(cells[at] ?? '').trim();
    };
    const rowErrors: ImportRowError[] = [];
    const categoryText = cell('category');
    const category = byLower(CATEGORIES, categoryText) ?? categoryText;
    const tagTexts = cell('serviceTags')
      .split(/[;|]/)
      .map((tag) => tag.trim())
      .filter(Boolean);
    const serviceTags = tagTexts.map((tag) => byLower(SERVICE_TAGS, tag) ?? tag);
    const neighborhoodText = cell('neighborhood');
    const neighborhood = neighborhoodText ? byLower(FILTER_NEIGHBORHOODS, neighborhoodText) : undefined;
    if (neighborhoodText && !neighborhood) {
      rowErrors.push({
        row,
        field: 'neighborhood',
        message: `Unknown neighborhood "${neighborhoodText}" (use one of ${FILTER_NEIGHBORHOODS.map((n) => n.label).join(', ')})`,
      });
    }
    const languageTexts = cell('languages')
      .split(/[;|]/)
      .map((text) => text.trim())
      .filter(Boolean);
    const languages = languageTexts.map((text) => LANGUAGES.find((l) => l.code === text.toLowerCase() || l.label.toLowerCase() === text.toLowerCase())?.code);
    const unknownLanguage = languageTexts.find((_, i) => !languages[i]);
    if (unknownLanguage !== undefined) {
      rowErrors.push({
        row,
        field: 'languages',
        message: `Unknown language "${unknownLanguage}" (use any of ${LANGUAGES.map((l) => `${l.code} (${l.label})`).join(', ')})`,
      });
    }
    const hours = parseHours(cell('businessHours'));
    if (hours.error) rowErrors.push({ row, field: 'businessHours', message: hours.error });
    const zipCode = cell('zipCode');
    const website = cell('website');
    const result = NewBusinessSchema.safeParse({
      businessName: cell('businessName'),
      category,
      address: cell('address'),
      ...(zipCode ? { zipCode } : {}),
      phone: cell('phone'),
      email: cell('email'),
      ...(website ? { website } : {}),
      shortDescription: cell('shortDescription'),
      longDescription: cell('longDescription'),
      businessHours: hours.hours ?? {},
      serviceTags,
    });
    if (!result.success) {
      const fieldsDone = new Set<string>();
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (fieldsDone.has(field)) continue;
        fieldsDone.add(field);
        rowErrors.push({ row, field, message: issue.message });
      }
    }
    if (result.success) {
      const key = `${result.data.businessName.toLowerCase()}|${result.data.address.toLowerCase()}`;
      const first = seen.get(key);
      if (first !== undefined) {
        rowErrors.push({ row, field: 'businessName', message: `Same business name and address as row ${first}` });
      } else seen.set(key, row);
    }
    if (rowErrors.length) errors.push(...rowErrors);
    else if (result.success) {
      const spoken = sortLanguages(languages.filter((code): code is LanguageCode => code !== undefined));
      rows.push({ row, business: result.data, ...(neighborhood ? { neighborhood } : {}), ...(spoken.length ? { languages: spoken } : {}) });
    }
  });
  return { rows, errors };
}

/** A suggested file name for an export made on `date`. */
export function exportFileName(date: Date): string {
  return `charlotte-directory-businesses-${date.toISOString().slice(0, 10)}.csv`;
}

/**
 * The dollar-figure part of `npm run data:check`: every dollar figure the page texts write
 * must trace to a fact (data/facts/facts.json), an official data file, or a labelled estimate.
 *
 * It reads the texts the pages are built from, not the built HTML: the guides' YAML (with
 * their `{{fact:id}}` and `{{estimate:YEAR|...}}` tokens still in, so a figure's origin is
 * visible), the neighborhood texts of the seed data, and the .astro pages and components.
 * Figures that code computes from official files (profile figures, the budget) trace to
 * those files by construction and are not in these texts.
 *
 * Official sources are registered generically: the county's Quality of Life copy, and every
 * folder data/official/<name>/ with a SOURCE.md holding a line "Cited as: <words>, <words>";
 * every number in its .json and .csv files is an amount a text naming those words may quote.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { isEstimateLabel, numbersIn, stringsIn, untracedDollars, type OfficialSource } from '../../src/domain/data-check';
import type { NeighborhoodSeed } from '../seed-data/neighborhoods';
import { readQolDataset } from '../seed-data/sample-data';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Neighborhood fields that are editors' estimates, labelled as such (with their year) where a
 * profile or ranking shows them; their figures pass as labelled estimates.
 */
const ESTIMATE_FIELDS: ReadonlySet<string> = new Set(['averageRentPrice', 'averageHomePrice']);

/**
 * Numeric content fields a guide page shows as dollars: each names the field whose text must
 * label the figures as estimates of a year (for example "Our estimates for 2025").
 */
const DOLLAR_NUMBER_FIELDS: ReadonlyArray<{ file: string; path: RegExp; labelledBy: string }> = [];

export interface Untraced {
  where: string;
  figure: string;
  text: string;
}

function walk(dir: string, keep: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path, keep) : keep(path) ? [path] : [];
  });
}

/** Every number of a JSON value or CSV text, in cents. */
function centsOfNumbers(values: Iterable<number>): Set<number> {
  const cents = new Set<number>();
  for (const v of values) if (Number.isFinite(v)) cents.add(Math.round(v * 100));
  return cents;
}

function numbersOfFile(path: string): number[] {
  const text = readFileSync(path, 'utf8');
  if (path.endsWith('.json')) return numbersIn(JSON.parse(text)).map(([, n]) => n);
  // CSV cells, a quoted one ("$1,712") kept whole
  return [...text.matchAll(/"([^"]*)"|([^,;\t\r\n]+)/g)]
    .map((m) => (m[1] ?? m[2] ?? '').trim().replace(/[$,]/g, ''))
    .filter((cell) => /^-?\d+(\.\d+)?$/.test(cell))
    .map(Number);
}

/** The "Cited as:" words of an official folder's SOURCE.md, as one pattern; null when it has none. */
export function citedAsPattern(sourceMd: string): RegExp | null {
  const line = /^\s*Cited as:\s*(.+)$/im.exec(sourceMd)?.[1];
  const words = (line ?? '')
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return words.length ? new RegExp(words.join('|'), 'i') : null;
}

/** The official sources a text may quote, and the problems of their registration. */
export function officialSources(root = ROOT): { sources: OfficialSource[]; problems: string[] } {
  const problems: string[] = [];
  const qol = readQolDataset();
  const money = new Set(qol.metrics.filter((m) => m.format === 'money').map((m) => m.id));
  const qolAmounts: number[] = [];
  for (const metric of qol.metrics) {
    if (!money.has(metric.id)) continue;
    for (const rows of Object.values(qol.values[metric.id]?.rows ?? {})) {
      for (const cell of rows) if (cell && cell[0] !== null && cell[1]) qolAmounts.push(Math.round(cell[0] / cell[1]));
    }
  }
  const sources: OfficialSource[] = [{ id: 'mecklenburg-qol', path: 'data/mecklenburg-qol', citedAs: /Quality of Life/i, cents: centsOfNumbers(qolAmounts) }];
  const officialDir = join(root, 'data/official');
  for (const name of existsSync(officialDir) ? readdirSync(officialDir) : []) {
    const dir = join(officialDir, name);
    if (!statSync(dir).isDirectory()) continue;
    const path = relative(root, dir);
    const sourceMd = join(dir, 'SOURCE.md');
    const citedAs = existsSync(sourceMd) ? citedAsPattern(readFileSync(sourceMd, 'utf8')) : null;
    if (!citedAs) {
      problems.push(`${path} has no SOURCE.md with a "Cited as:" line, so texts cannot quote its figures`);
      continue;
    }
    const files = walk(dir, (f) => /\.(json|csv)$/i.test(f));
    sources.push({ id: name, path, citedAs, cents: centsOfNumbers(files.flatMap(numbersOfFile)) });
  }
  return { sources, problems };
}

/** The guides' dollar figures that trace to nothing, field by field. */
export function untracedInGuides(sources: readonly OfficialSource[], root = ROOT): Untraced[] {
  const dir = join(root, 'src/content/guides');
  const out: Untraced[] = [];
  for (const path of walk(dir, (f) => f.endsWith('.yaml'))) {
    const file = relative(dir, path);
    const data: unknown = parse(readFileSync(path, 'utf8'));
    const strings = new Map(stringsIn(data));
    for (const [field, text] of strings) {
      for (const figure of untracedDollars(text, sources)) out.push({ where: `src/content/guides/${file} ${field}`, figure, text });
    }
    for (const rule of DOLLAR_NUMBER_FIELDS.filter((r) => file.endsWith(r.file))) {
      const label = strings.get(rule.labelledBy);
      if (isEstimateLabel(label)) continue;
      for (const [field, amount] of numbersIn(data).filter(([p]) => rule.path.test(p))) {
        out.push({
          where: `src/content/guides/${file} ${field}`,
          figure: `$${amount}`,
          text: `shown as dollars; ${rule.labelledBy} does not label it an estimate with its year`,
        });
      }
    }
  }
  return out;
}

/** The neighborhood texts' dollar figures that trace to nothing (the estimate fields aside). */
export function untracedInNeighborhoods(neighborhoods: readonly NeighborhoodSeed[], sources: readonly OfficialSource[]): Untraced[] {
  return neighborhoods.flatMap((n) =>
    Object.entries(n)
      .filter(([field]) => !ESTIMATE_FIELDS.has(field))
      .flatMap(([field, value]) => stringsIn(value, field))
      .flatMap(([field, text]) => untracedDollars(text, sources).map((figure) => ({ where: `neighborhood ${n.slug} ${field}`, figure, text }))),
  );
}

/** The .astro pages' and components' literal dollar figures that trace to nothing. */
export function untracedInAstro(sources: readonly OfficialSource[], root = ROOT): Untraced[] {
  return ['src/pages', 'src/components', 'src/layouts'].flatMap((folder) =>
    walk(join(root, folder), (f) => f.endsWith('.astro')).flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, i) => untracedDollars(line, sources).map((figure) => ({ where: `${relative(root, path)}:${i + 1}`, figure, text: line.trim() }))),
    ),
  );
}

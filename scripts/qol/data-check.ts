/**
 * npm run data:check
 *
 * Prints, for every neighborhood, where the hand-written texts of the sample data (home price
 * and rent ranges, safety rating, commute) disagree with the official Mecklenburg County
 * figures, using the same mapping and arithmetic as the pages; then the facts of
 * data/facts/facts.json that have expired (validUntil passed), are past their re-check date
 * or break the facts rules; the sources of data/official/**\/*.json past their `recheck` day;
 * the content texts that give a fact an older fiscal year than its label names
 * (src/domain/source-dates.ts); the dollar figures of the page texts that trace to no fact,
 * official file or labelled estimate (scripts/qol/dollar-check.ts); and the NPA mapping
 * table's problems. Exits 1 when anything is listed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join, resolve } from 'node:path';
import { checkNeighborhood, type Disagreement } from '../../src/domain/data-check';
import { expiryMessages, factProblems, FACTS, overdueFacts } from '../../src/domain/facts';
import { overdueSources, staleFiscalYears, type DueSource, type StaleYear } from '../../src/domain/source-dates';
import { mappingProblems, NPA_MAPPING } from '../../src/domain/npa-mapping';
import { neighborhoodNumbers } from '../../src/domain/neighborhood-numbers';
import { readQolDataset } from '../seed-data/sample-data';
import { NEIGHBORHOODS } from '../seed-data/neighborhoods';
import { neighborhoodNpas } from '../seed-data/neighborhood-npas';
import { officialSources, untracedInAstro, untracedInGuides, untracedInNeighborhoods, type Untraced } from './dollar-check';

/**
 * Disagreements checked by hand and kept, with the reason (printed as "kept", not counted).
 * Key: "{slug} {field}".
 */
export const REVIEWED: Record<string, string> = {
  'university-city averageRentPrice':
    'the official median (2017-2021) is pulled down by the by-the-bed student housing around UNC Charlotte; the range describes ordinary apartments and houses',
};

export function dataCheck(): Array<{ slug: string; name: string; disagreements: Disagreement[]; kept: Array<Disagreement & { why: string }> }> {
  const dataset = readQolDataset();
  const mapping = neighborhoodNpas(NEIGHBORHOODS, dataset.areas);
  return NEIGHBORHOODS.map((n) => {
    const m = mapping.find((x) => x.slug === n.slug) ?? { slug: n.slug, main: null, npaIds: [] };
    const found = checkNeighborhood(n, neighborhoodNumbers(dataset, m, n));
    const why = (d: Disagreement) => REVIEWED[`${d.slug} ${d.field}`];
    return {
      slug: n.slug,
      name: n.name,
      disagreements: found.filter((d) => !why(d)),
      kept: found.filter((d) => why(d)).map((d) => ({ ...d, why: why(d) ?? '' })),
    };
  });
}

/** Every dollar figure of the page texts that traces to nothing, and the official sources' registration problems. */
export function dollarCheck(): { untraced: Untraced[]; problems: string[] } {
  const { sources, problems } = officialSources();
  return { untraced: [...untracedInGuides(sources), ...untracedInNeighborhoods(NEIGHBORHOODS, sources), ...untracedInAstro(sources)], problems };
}

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path, keep) : keep(name) ? [path] : [];
    });
}

/** The sources of the official data files past their `recheck` day, and the content lines that give a fact an older fiscal year. */
export function dateCheck(today: string): { due: DueSource[]; stale: StaleYear[] } {
  const due = files('data/official', (name) => name.endsWith('.json')).flatMap((path) =>
    overdueSources(path, JSON.parse(readFileSync(path, 'utf8')) as unknown, today),
  );
  const texts = files('src/content/guides', (name) => name.endsWith('.yaml')).flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .map((text, i) => ({ where: `${path}:${i + 1}`, text })),
  );
  return { due, stale: staleFiscalYears(texts, FACTS) };
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  const results = dataCheck();
  let count = 0;
  for (const { name, disagreements, kept } of results) {
    for (const d of kept) console.log(`kept  ${name}: ${d.field} "${d.text}" vs official ${d.official}: ${d.message}; reviewed: ${d.why}`);
    if (!disagreements.length) {
      if (!kept.length) console.log(`ok    ${name}`);
      continue;
    }
    for (const d of disagreements) {
      count += 1;
      console.log(`DIFF  ${name}: ${d.field} "${d.text}" vs official ${d.official}: ${d.message}`);
    }
  }
  console.log(`\n${count} disagreement(s) in ${results.length} neighborhoods.`);

  const today = new Date().toISOString().slice(0, 10);
  const expired = expiryMessages(today);
  for (const message of expired) console.log(`EXPIRED ${message}`);
  const overdue = overdueFacts(today);
  for (const f of overdue) console.log(`RECHECK ${f.id}: ${f.label} (${f.text}) checked ${f.checked}, due ${f.due}: ${f.source.url}`);
  const dates = dateCheck(today);
  for (const d of dates.due) console.log(`RECHECK ${d.file} ${d.path}: ${d.name}, due ${d.recheck}`);
  for (const s of dates.stale) console.log(`OLD YEAR ${s.where}: {{fact:${s.factId}}} is for fiscal ${s.fileYear}, the text says "${s.shown}"`);
  const dollars = dollarCheck();
  for (const u of dollars.untraced) console.log(`UNTRACED ${u.where}: ${u.figure} traces to no fact, official file or labelled estimate ("${u.text}")`);
  const problems = [...factProblems(), ...dollars.problems, ...mappingProblems(NPA_MAPPING, new Set(readQolDataset().areas.map((a) => a.id)))];
  for (const problem of problems) console.log(`PROBLEM ${problem}`);
  console.log(
    `${expired.length} expired fact(s); ${overdue.length} fact(s) and ${dates.due.length} data-file source(s) past their re-check date; ${dates.stale.length} text(s) giving a figure an older year than its data; ${dollars.untraced.length} untraced dollar figure(s); ${problems.length} problem(s) in the facts file, the official sources and the NPA mapping.`,
  );
  process.exitCode = count || expired.length || overdue.length || dates.due.length || dates.stale.length || dollars.untraced.length || problems.length ? 1 : 0;
}

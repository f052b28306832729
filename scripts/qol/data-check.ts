/**
 * npm run data:check
 *
 * Prints, for every neighborhood, where the hand-written texts of the sample data (home price
 * and rent ranges, safety rating, commute) disagree with the official Mecklenburg County
 * figures, using the same mapping and arithmetic as the pages. Exits 1 when any disagree.
 */
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { checkNeighborhood, type Disagreement } from '../../src/domain/data-check';
import { neighborhoodNumbers } from '../../src/domain/neighborhood-numbers';
import { readQolDataset } from '../generate-seed';
import { NEIGHBORHOODS } from '../seed-data/neighborhoods';
import { neighborhoodNpas } from '../seed-data/neighborhood-npas';

export function dataCheck(): Array<{ slug: string; name: string; disagreements: Disagreement[] }> {
  const dataset = readQolDataset();
  const mapping = neighborhoodNpas(NEIGHBORHOODS, dataset.areas);
  return NEIGHBORHOODS.map((n) => {
    const m = mapping.find((x) => x.slug === n.slug) ?? { slug: n.slug, main: null, npaIds: [] };
    return { slug: n.slug, name: n.name, disagreements: checkNeighborhood(n, neighborhoodNumbers(dataset, m, n)) };
  });
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  const results = dataCheck();
  let count = 0;
  for (const { name, disagreements } of results) {
    if (!disagreements.length) {
      console.log(`ok    ${name}`);
      continue;
    }
    for (const d of disagreements) {
      count += 1;
      console.log(`DIFF  ${name}: ${d.field} "${d.text}" vs official ${d.official}: ${d.message}`);
    }
  }
  console.log(`\n${count} disagreement(s) in ${results.length} neighborhoods.`);
  process.exitCode = count ? 1 : 0;
}

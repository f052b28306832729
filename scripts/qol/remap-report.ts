/**
 * npx tsx scripts/qol/remap-report.ts '<old NPA lists as JSON: {"slug": ["npa", ...]}>'
 *
 * Prints, as Markdown, what a change of the neighborhood -> NPA mapping does: each remapped
 * neighborhood's safety rating (the safety rule on its own pooled crime figures), and every
 * rank that moves in the four ranked guides, before (the old lists given) and after (the
 * mapping now in data/neighborhood-npas/mapping.json). Used for the dated notes in docs/.
 */
import { rankAffordableOfficial } from '../../src/domain/affordable-official';
import { GUIDE_KEYS, rankNeighborhoods, type NeighborhoodView } from '../../src/domain/neighborhood-scoring';
import { areaNote, hasCaveat } from '../../src/domain/npa-mapping';
import { neighborhoodFigures } from '../../src/domain/qol';
import { pooledCrime, safetyEvidence } from '../../src/domain/safety';
import { readQolDataset } from '../seed-data/sample-data';
import { neighborhoodNpas } from '../seed-data/neighborhood-npas';
import { NEIGHBORHOODS } from '../seed-data/neighborhoods';

const oldNpas: Record<string, string[]> = JSON.parse(process.argv[2] ?? '{}');
const dataset = readQolDataset();
const now = new Map(neighborhoodNpas(NEIGHBORHOODS, dataset.areas).map((m) => [m.slug, m.npaIds]));
const then = new Map([...now].map(([slug, ids]) => [slug, oldNpas[slug] ?? ids]));

function ranks(lists: Map<string, string[]>): Map<string, NeighborhoodView[]> {
  const rated = NEIGHBORHOODS.map((n) => {
    const safety = safetyEvidence(pooledCrime(dataset, lists.get(n.slug) ?? []), n.safetyRating, {
      commercial: hasCaveat(n.slug, 'commercial'),
      areaNote: areaNote(n.slug),
    });
    return { ...n, safetyRating: safety.rating };
  });
  return new Map(
    GUIDE_KEYS.map((guide) => [
      guide,
      guide === 'affordable' ? rankAffordableOfficial(rated, (slug) => neighborhoodFigures(dataset, lists.get(slug) ?? [])) : rankNeighborhoods(rated, guide),
    ]),
  );
}

const before = ranks(then);
const after = ranks(now);
console.log('| Neighborhood | NPAs before -> after | Safety rating before -> after |');
console.log('|---|---|---|');
for (const n of NEIGHBORHOODS) {
  const was = then.get(n.slug) ?? [];
  const is = now.get(n.slug) ?? [];
  if (was.join() === is.join()) continue;
  const rating = (lists: Map<string, string[]>) => safetyEvidence(pooledCrime(dataset, lists.get(n.slug) ?? []), n.safetyRating).rating ?? 'N/A';
  console.log(`| ${n.name} | ${was.join(', ')} -> ${is.join(', ')} | ${rating(then)} -> ${rating(now)} |`);
}
for (const guide of GUIDE_KEYS) {
  const was = (before.get(guide) ?? []).map((v) => v.slug);
  const moved = (after.get(guide) ?? []).map((v, i) => ({ v, from: was.indexOf(v.slug) + 1, to: i + 1 })).filter((x) => x.from !== x.to);
  console.log(`\n### ${guide}: ${moved.length ? `${moved.length} ranks changed` : 'no rank changed'}\n`);
  for (const { v, from, to } of moved) console.log(`- ${v.name}: #${from} -> #${to} (score ${Math.round(v.score)})`);
}

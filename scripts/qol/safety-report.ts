/**
 * npx tsx scripts/qol/safety-report.ts ['<old ratings as JSON>'] ['<old NPA lists as JSON>']
 *
 * Prints, as Markdown, every neighborhood's old NPAs and rating, its NPAs now and the rating the
 * safety rule (src/domain/safety.ts) gives from its own pooled crime figures, and the ranks of
 * the four guides before and after (used for docs/safety-ratings-2026-11.md). Without the old
 * values, "old" is what the seed data holds.
 */
import { GUIDE_KEYS, rankNeighborhoods } from '../../src/domain/neighborhood-scoring';
import { neighborhoodNumbers } from '../../src/domain/neighborhood-numbers';
import { areaNote, hasCaveat } from '../../src/domain/npa-mapping';
import { safetyEvidence } from '../../src/domain/safety';
import { readQolDataset } from '../seed-data/sample-data';
import { neighborhoodNpas } from '../seed-data/neighborhood-npas';
import { NEIGHBORHOODS } from '../seed-data/neighborhoods';

const oldRatings: Record<string, number | null> = JSON.parse(process.argv[2] ?? '{}');
const oldNpas: Record<string, string[]> = JSON.parse(process.argv[3] ?? '{}');
const dataset = readQolDataset();
const mapping = neighborhoodNpas(NEIGHBORHOODS, dataset.areas);
const rows = NEIGHBORHOODS.map((n) => {
  const m = mapping.find((x) => x.slug === n.slug)!;
  const evidence = safetyEvidence(neighborhoodNumbers(dataset, m, n).crime, n.safetyRating, {
    commercial: hasCaveat(n.slug, 'commercial'),
    areaNote: areaNote(n.slug),
  });
  return { n, m, evidence, old: oldRatings[n.slug] ?? n.safetyRating };
});
console.log('| Neighborhood | Old NPAs -> new NPAs (main first) | Old rating -> new rating | Basis |');
console.log('|---|---|---|---|');
for (const { n, m, evidence, old } of rows) {
  const was = oldNpas[n.slug]?.join(', ') ?? m.npaIds.join(', ');
  const now = m.npaIds.join(', ');
  console.log(
    `| ${n.name} | ${was === now ? now : `${was} -> **${now}**`} | ${old ?? 'N/A'} -> ${evidence.rating ?? 'N/A'} | ${evidence.label}${evidence.detail ? `: ${evidence.detail}` : ''} |`,
  );
}
const before = NEIGHBORHOODS.map((n) => ({ ...n, safetyRating: rows.find((r) => r.n.slug === n.slug)!.old }));
const after = NEIGHBORHOODS.map((n) => ({ ...n, safetyRating: rows.find((r) => r.n.slug === n.slug)!.evidence.rating }));
for (const guide of GUIDE_KEYS) {
  const was = rankNeighborhoods(before, guide).map((v) => v.slug);
  const now = rankNeighborhoods(after, guide);
  const moved = now.map((v, i) => ({ v, from: was.indexOf(v.slug) + 1, to: i + 1 })).filter((x) => x.from !== x.to);
  console.log(`\n### ${guide}: ${moved.length ? `${moved.length} ranks changed` : 'no rank changed'}\n`);
  for (const { v, from, to } of moved) console.log(`- ${v.name}: #${from} -> #${to} (score ${Math.round(v.score)})`);
}

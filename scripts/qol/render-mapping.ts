/**
 * Draws every neighborhood's NPAs (filled) over the NPAs around it (grey outlines, with ids)
 * and its centre, into one HTML page, to check the mapping by eye:
 *
 *   npx tsx scripts/qol/render-mapping.ts out.html   (then open it or screenshot it)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { centroid, distanceKm } from '../../src/domain/npa-geometry';
import type { QolDataset } from '../../src/domain/qol';
import { NEIGHBORHOODS } from '../seed-data/neighborhoods';
import { neighborhoodNpas } from '../seed-data/neighborhood-npas';

const dataset = JSON.parse(readFileSync(new URL('../../data/mecklenburg-qol/qol.json', import.meta.url), 'utf8')) as QolDataset;
const mapping = neighborhoodNpas(NEIGHBORHOODS, dataset.areas);
const out = process.argv[2] ?? 'mapping.html';
const size = 300;
const cards = mapping.map((m) => {
  const n = NEIGHBORHOODS.find((x) => x.slug === m.slug)!;
  const centre = [n.longitude, n.latitude] as const;
  const around = dataset.areas.filter((a) => distanceKm(centre, centroid(a)) < 4.5 || m.npaIds.includes(a.id));
  const pts = around.flatMap((a) => a.polygon[0] ?? []);
  const k = Math.cos((n.latitude * Math.PI) / 180);
  const span = 0.045;
  const minLon = n.longitude - span / k,
    maxLat = n.latitude + span;
  const s = size / (2 * span);
  const pr = (p: number[]) => `${(((p[0] ?? 0) - minLon) * k * s).toFixed(1)},${((maxLat - (p[1] ?? 0)) * s).toFixed(1)}`;
  void pts;
  const shapes = around
    .map((a) => {
      const inMap = m.npaIds.includes(a.id);
      const fill = a.id === m.main ? '#f59e0b' : inMap ? '#fcd34d' : 'none';
      const c = centroid(a);
      return `<polygon points="${(a.polygon[0] ?? []).map(pr).join(' ')}" fill="${fill}" stroke="#555" stroke-width="0.7"/><text x="${pr([c[0], c[1]]).split(',')[0]}" y="${pr([c[0], c[1]]).split(',')[1]}" font-size="8" text-anchor="middle">${a.id}</text>`;
    })
    .join('');
  const [cx, cy] = pr([n.longitude, n.latitude]).split(',');
  return `<figure style="display:inline-block;margin:4px;border:1px solid #ccc"><svg width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${shapes}<circle cx="${cx}" cy="${cy}" r="4" fill="red"/></svg><figcaption style="font:12px sans-serif">${n.name}: ${m.npaIds.join(', ')} (main ${m.main})</figcaption></figure>`;
});
writeFileSync(out, `<!doctype html><html><body style="margin:0;width:1900px">${cards.join('')}</body></html>`);
console.log(`Wrote ${out}`);

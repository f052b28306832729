/**
 * Draws the neighborhood illustrations: public/images/neighborhoods/{slug}-1.svg (skyline
 * and street) and {slug}-2.svg (homes and green space) for every sample neighborhood whose
 * `images` list is not empty. The art is generated, deterministic (seeded by the slug) and
 * committed, so pages never hot-link photos. Density follows the neighborhood's data: a
 * high walk score draws taller, denser buildings; a low one, houses and trees.
 *
 *   npx tsx scripts/generate-neighborhood-art.ts          write the files
 *   npx tsx scripts/generate-neighborhood-art.ts --check  exit 1 if any file is missing or stale
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { hash32 } from '../src/domain/map-markers';
import { NEIGHBORHOODS } from './seed-data/neighborhoods';
import { createRandom } from './seed-data/random';

export interface ArtSubject {
  name: string;
  slug: string;
  walkabilityScore: number | null;
}

const WIDTH = 800;
const HEIGHT = 500;

/** Sky palettes: top, bottom, sun, far hills, near ground. */
const PALETTES = [
  { skyTop: '#1e3a8a', skyBottom: '#f59e0b', sun: '#fde68a', far: '#334155', ground: '#1f2937' },
  { skyTop: '#0ea5e9', skyBottom: '#e0f2fe', sun: '#fef3c7', far: '#64748b', ground: '#334155' },
  { skyTop: '#7c3aed', skyBottom: '#fda4af', sun: '#fff7ed', far: '#4c1d95', ground: '#312e81' },
  { skyTop: '#0f766e', skyBottom: '#ccfbf1', sun: '#fefce8', far: '#475569', ground: '#1e293b' },
  { skyTop: '#1d4ed8', skyBottom: '#bfdbfe', sun: '#fef9c3', far: '#3f4f66', ground: '#0f172a' },
  { skyTop: '#be123c', skyBottom: '#fed7aa', sun: '#fffbeb', far: '#581c87', ground: '#3b0764' },
] as const;

const BUILDING_COLORS = ['#1e293b', '#273449', '#334155', '#3b4a63', '#2b3a55', '#243047'];
const WINDOW_COLORS = ['#fde68a', '#fef3c7', '#bae6fd', '#e0f2fe'];
const HOUSE_COLORS = ['#f8fafc', '#fde68a', '#bfdbfe', '#fecaca', '#d9f99d', '#e9d5ff', '#fed7aa'];
const ROOF_COLORS = ['#7f1d1d', '#334155', '#78350f', '#1e3a8a', '#3f3f46'];
const TREE_COLORS = ['#166534', '#15803d', '#14532d', '#3f6212'];

const r1 = (n: number) => Math.round(n * 10) / 10;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function frame(subject: ArtSubject, label: string, defs: string, body: string): string {
  const title = escapeXml(`${label}: ${subject.name}, Charlotte NC`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${title}">
<title>${title}</title>
<defs>${defs}</defs>
${body}
<g transform="translate(24 ${HEIGHT - 64})"><rect width="${Math.max(120, subject.name.length * 13 + 36)}" height="40" rx="20" fill="#0f172a" fill-opacity="0.72"/><text x="18" y="26" font-family="ui-sans-serif, system-ui, sans-serif" font-size="20" font-weight="700" fill="#ffffff">${escapeXml(subject.name)}</text></g>
</svg>
`;
}

function tree(x: number, baseY: number, size: number, color: string): string {
  return `<rect x="${r1(x - size * 0.08)}" y="${r1(baseY - size * 0.5)}" width="${r1(size * 0.16)}" height="${r1(size * 0.5)}" fill="#713f12"/><circle cx="${r1(x)}" cy="${r1(baseY - size * 0.75)}" r="${r1(size * 0.42)}" fill="${color}"/>`;
}

/** Image 1: sky, skyline sized by walkability, street with trees. */
export function skylineSvg(subject: ArtSubject): string {
  // Seeded from the slug (FNV-1a), so every run draws the same art.
  const random = createRandom(hash32(`${subject.slug}:1`));
  const palette = random.pick(PALETTES);
  const walk = subject.walkabilityScore ?? 40;
  const maxHeight = 120 + walk * 2.6;
  const horizon = 400;
  const parts: string[] = [];
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`);
  parts.push(`<circle cx="${random.int(120, 680)}" cy="${random.int(80, 150)}" r="${random.int(34, 52)}" fill="${palette.sun}" fill-opacity="0.9"/>`);
  // far hills
  const hill = Array.from({ length: 9 }, (_, i) => `${i * 100},${horizon - random.int(40, 110)}`).join(' L');
  parts.push(`<path d="M0,${HEIGHT} L${hill} L${WIDTH},${horizon - 60} L${WIDTH},${HEIGHT} Z" fill="${palette.far}" fill-opacity="0.55"/>`);
  const urban = walk >= 60;
  // buildings: a close skyline for walkable neighborhoods, Uptown's towers in the distance for the rest
  const skylineBase = urban ? horizon : horizon - 50;
  const top = urban ? maxHeight : 170;
  let x = urban ? -10 : random.int(180, 300);
  const end = urban ? WIDTH : x + random.int(260, 360);
  while (x < end) {
    const w = urban ? random.int(44, 96) : random.int(26, 52);
    const h = Math.min(top, random.int(urban ? 60 : 50, Math.round(top)));
    const color = random.pick(BUILDING_COLORS);
    const y = skylineBase - h;
    const fade = urban ? '' : ' fill-opacity="0.75"';
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color}"${fade}/>`);
    if (h > (urban ? 200 : 120) && random.next() < 0.4) {
      parts.push(`<path d="M${x},${y} L${x + w / 2},${y - random.int(14, 36)} L${x + w},${y} Z" fill="${color}"${fade}/>`);
    }
    const windowColor = random.pick(WINDOW_COLORS);
    const step = urban ? 16 : 10;
    for (let wy = y + 12; wy < skylineBase - 14; wy += urban ? 22 : 14) {
      for (let wx = x + 6; wx < x + w - 9; wx += step) {
        if (random.next() < 0.55)
          parts.push(`<rect x="${wx}" y="${wy}" width="${urban ? 8 : 5}" height="${urban ? 11 : 7}" fill="${windowColor}" fill-opacity="0.85"/>`);
      }
    }
    x += w + random.int(urban ? 2 : 1, urban ? 14 : 6);
  }
  if (!urban) {
    // a leafy canopy in front of the distant skyline
    for (let cx = -20; cx < WIDTH + 40; cx += random.int(34, 56)) {
      parts.push(`<circle cx="${cx}" cy="${horizon - random.int(20, 60)}" r="${random.int(34, 56)}" fill="${random.pick(TREE_COLORS)}"/>`);
    }
  }
  // street
  parts.push(`<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${palette.ground}"/>`);
  parts.push(`<rect y="${horizon}" width="${WIDTH}" height="10" fill="#94a3b8"/>`);
  for (let lx = 20; lx < WIDTH; lx += 70) parts.push(`<rect x="${lx}" y="${horizon + 46}" width="36" height="5" fill="#fde68a"/>`);
  for (let tx = random.int(30, 80); tx < WIDTH; tx += random.int(110, 170)) {
    parts.push(tree(tx, horizon + 8, random.int(36, 52), random.pick(TREE_COLORS)));
  }
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>`;
  return frame(subject, 'Skyline and streets', defs, parts.join('\n'));
}

/** Image 2: rolling green, a row of houses, trees and a park path. */
export function homesSvg(subject: ArtSubject): string {
  const random = createRandom(hash32(`${subject.slug}:2`));
  const palette = random.pick(PALETTES);
  const parts: string[] = [];
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky2)"/>`);
  parts.push(`<circle cx="${random.int(100, 700)}" cy="${random.int(70, 130)}" r="${random.int(30, 46)}" fill="${palette.sun}"/>`);
  parts.push(
    `<path d="M0,300 C160,${random.int(230, 270)} 320,${random.int(250, 300)} 480,${random.int(240, 280)} S720,${random.int(250, 290)} 800,270 L800,500 L0,500 Z" fill="#4d7c0f"/>`,
  );
  parts.push(`<path d="M0,360 C200,${random.int(320, 350)} 420,${random.int(350, 380)} 800,330 L800,500 L0,500 Z" fill="#65a30d"/>`);
  // houses
  let x = random.int(10, 40);
  while (x < WIDTH - 90) {
    const w = random.int(80, 120);
    const h = random.int(60, 90);
    const base = 350 + random.int(-6, 6);
    const wall = random.pick(HOUSE_COLORS);
    const roof = random.pick(ROOF_COLORS);
    parts.push(`<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${wall}" stroke="#334155" stroke-width="2"/>`);
    parts.push(`<path d="M${x - 8},${base - h} L${x + w / 2},${base - h - random.int(34, 50)} L${x + w + 8},${base - h} Z" fill="${roof}"/>`);
    parts.push(`<rect x="${x + w / 2 - 10}" y="${base - 34}" width="20" height="34" fill="${roof}"/>`);
    parts.push(`<rect x="${x + 10}" y="${base - h + 14}" width="18" height="16" fill="#bae6fd" stroke="#334155"/>`);
    parts.push(`<rect x="${x + w - 28}" y="${base - h + 14}" width="18" height="16" fill="#bae6fd" stroke="#334155"/>`);
    x += w + random.int(30, 70);
    if (x < WIDTH - 40) parts.push(tree(x - random.int(12, 22), 356, random.int(44, 64), random.pick(TREE_COLORS)));
  }
  // park path and foreground trees
  parts.push(`<path d="M300,500 C360,440 470,420 560,380 L600,384 C520,430 430,460 400,500 Z" fill="#e7e5e4"/>`);
  for (let tx = random.int(20, 60); tx < WIDTH; tx += random.int(140, 220)) {
    parts.push(tree(tx, 470, random.int(60, 80), random.pick(TREE_COLORS)));
  }
  const defs = `<linearGradient id="sky2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>`;
  return frame(subject, 'Homes and green space', defs, parts.join('\n'));
}

/** The files to write: public path -> SVG text. */
export function artFiles(subjects: ReadonlyArray<ArtSubject & { images: readonly string[] }>): Map<string, string> {
  const files = new Map<string, string>();
  for (const subject of subjects) {
    if (subject.images.length === 0) continue;
    files.set(`/images/neighborhoods/${subject.slug}-1.svg`, skylineSvg(subject));
    files.set(`/images/neighborhoods/${subject.slug}-2.svg`, homesSvg(subject));
  }
  return files;
}

function main() {
  const check = process.argv.includes('--check');
  const publicDir = resolve('public');
  const files = artFiles(NEIGHBORHOODS);
  // Every image a neighborhood lists must be one this script draws.
  const listed = NEIGHBORHOODS.flatMap((n) => n.images);
  const undrawn = listed.filter((src) => !files.has(src));
  if (undrawn.length) {
    console.error(`No art is drawn for: ${undrawn.join(', ')}`);
    process.exit(1);
  }
  let stale = 0;
  for (const [path, svg] of files) {
    const target = join(publicDir, path);
    const current = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
    if (current === svg) continue;
    stale++;
    if (check) {
      console.error(`${current === undefined ? 'Missing' : 'Out of date'}: public${path}`);
    } else {
      mkdirSync(join(target, '..'), { recursive: true });
      writeFileSync(target, svg);
    }
  }
  if (check && stale) {
    console.error('Run: npx tsx scripts/generate-neighborhood-art.ts');
    process.exit(1);
  }
  console.log(check ? `All ${files.size} neighborhood images are up to date.` : `Wrote ${stale} of ${files.size} neighborhood images.`);
}

main();

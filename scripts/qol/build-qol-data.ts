/**
 * Regenerates data/mecklenburg-qol/qol.json, the compact copy of the Mecklenburg County
 * Quality of Life Explorer data this project uses, from a checkout of the county data
 * (the folder described in data/mecklenburg-qol/README.md).
 *
 *   npx tsx scripts/qol/build-qol-data.ts [path/to/mecklenburg-qol]
 *
 * Keeps only the metrics listed in QOL_METRIC_IDS (src/domain/qol.ts), every NPA polygon,
 * and for each metric every year's numerator and denominator per NPA. An empty cell stays
 * null (no data), never 0. The output is deterministic (sorted ids, fixed key order).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { QOL_METRIC_IDS, type QolDataset, type QolMetricFormat } from '../../src/domain/qol';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const QOL_JSON_PATH = join(ROOT, 'data/mecklenburg-qol/qol.json');

interface RawMetric {
  metric: string;
  category?: string;
  title?: string;
  subtitle?: string;
  format?: string;
  decimals?: number;
  world_val?: Record<string, number | string>;
}

/** Parses the county's simple CSV (quoted or bare fields, no embedded commas). */
export function parseCsv(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(',').map((cell) => cell.trim().replace(/^"|"$/g, '')));
}

/** A cell as a number, or null when empty (no data). */
export function cell(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`Not a number: ${value}`);
  return n;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#189;/g, '½')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The "_**Source**: ..._" line of a metadata page, without markup. */
export function sourceLine(markdown: string): string {
  const line = markdown.split('\n').find((l) => l.includes('**Source**'));
  if (!line) throw new Error('no source line');
  return line
    .replace(/<span[^>]*>[^<]*<\/span>/g, '')
    .replace(/\s*The Census collects ACS data[^]*?Quality of Life Explorer\.?"?/, '')
    .replace(/<[^>]+>/g, '')
    .replace(/_?\*\*Source\*\*:\s*/, '')
    .replace(/_\s*$/, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(/\.,/g, ',')
    .trim();
}

export function buildQolDataset(sourceDir: string): QolDataset {
  const raw = JSON.parse(readFileSync(join(sourceDir, 'data.json'), 'utf8')) as RawMetric[];
  const geo = JSON.parse(readFileSync(join(sourceDir, 'geography.geojson.json'), 'utf8')) as {
    features: Array<{ properties: { id: string }; geometry: { type: string; coordinates: number[][][] } }>;
  };
  const areas = geo.features
    .map((f) => {
      if (f.geometry.type !== 'Polygon') throw new Error(`NPA ${f.properties.id}: ${f.geometry.type}`);
      return { id: String(f.properties.id), polygon: f.geometry.coordinates };
    })
    .sort((a, b) => Number(a.id) - Number(b.id));
  const areaIds = new Set(areas.map((a) => a.id));

  const metrics: QolDataset['metrics'] = [];
  const values: QolDataset['values'] = {};
  for (const id of QOL_METRIC_IDS) {
    const meta = raw.find((m) => m.metric === id);
    if (!meta) throw new Error(`${id} missing from data.json`);
    const n = id.slice(1);
    const r = parseCsv(readFileSync(join(sourceDir, `metric/r${n}.csv`), 'utf8'));
    const d = parseCsv(readFileSync(join(sourceDir, `metric/d${n}.csv`), 'utf8'));
    const header = r[0] ?? [];
    if (JSON.stringify(header) !== JSON.stringify(d[0])) throw new Error(`${id}: r and d headers differ`);
    const years = header.slice(1).map((h) => Number(h.replace(/^y_/, '')));
    const dById = new Map(d.slice(1).map((row) => [row[0], row]));
    const rows: Record<string, Array<[number | null, number | null]>> = {};
    for (const row of r.slice(1)) {
      const areaId = row[0] ?? '';
      if (!areaIds.has(areaId)) continue; // a value row without a polygon is not an NPA on the map
      const drow = dById.get(areaId);
      rows[areaId] = years.map((_, i) => [cell(row[i + 1]), cell(drow?.[i + 1])]);
    }
    const worldVal: Record<string, number> = {};
    for (const [key, value] of Object.entries(meta.world_val ?? {})) worldVal[key.replace(/^y_/, '')] = Number(value);
    const format: QolMetricFormat = meta.format === 'money' ? 'money' : meta.format === 'percent' ? 'percent' : 'number';
    metrics.push({
      id,
      title: decodeEntities(meta.title ?? id),
      subtitle: decodeEntities(meta.subtitle ?? ''),
      category: meta.category ?? '',
      format,
      decimals: meta.decimals ?? 0,
      source: sourceLine(readFileSync(join(sourceDir, `meta/${id}.md`), 'utf8')),
      countyValues: worldVal,
    });
    values[id] = { years, rows };
  }
  return {
    source:
      'Mecklenburg County Quality of Life Explorer (github.com/tobinbradley/quality-of-life-explorer, commit 974f4007eb3381e4e661671575117150bd27aff0, 2024-01-02), MIT licence',
    areas,
    metrics,
    values,
  };
}

const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const sourceDir = resolve(process.argv[2] ?? process.env.QOL_SOURCE ?? join(ROOT, '../kit/data/mecklenburg-qol'));
  const dataset = buildQolDataset(sourceDir);
  writeFileSync(QOL_JSON_PATH, `${JSON.stringify(dataset)}\n`);
  console.log(`Wrote ${QOL_JSON_PATH}: ${dataset.areas.length} areas, ${dataset.metrics.length} metrics.`);
}

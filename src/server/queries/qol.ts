/**
 * The Mecklenburg County Quality of Life data and the neighborhood -> NPA mapping, read back
 * from the database into the shape src/domain/qol.ts computes on ({@link QolDataset}).
 * SQL runs unchanged on PostgreSQL 15 and PGlite.
 */
import type { NeighborhoodArea } from '../../domain/business-area';
import { QOL_CREDIT, type QolDataset, type QolMetric, type QolMetricFormat, type RD } from '../../domain/qol';
import type { Queryable } from '../db/client';

const QOL_SOURCE_TEXT = `${QOL_CREDIT} (Mecklenburg County public data), MIT licence`;

function jsonValue<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** Every area, metric and value. */
export async function readQolDataset(db: Queryable): Promise<QolDataset> {
  const areas = await db.query<{ id: string; polygon: unknown }>('select id, polygon from public.qol_areas order by id::int');
  const metrics = await db.query<{
    id: string;
    title: string;
    description: string;
    category: string;
    format: QolMetricFormat;
    decimals: number;
    source: string;
    county_values: unknown;
  }>('select id, title, description, category, format, decimals::int as decimals, source, county_values from public.qol_metrics order by sort_order, id');
  const values = await db.query<{ metric_id: string; area_id: string; year: number; numerator: number | null; denominator: number | null }>(
    `select metric_id, area_id, year::int as year, numerator::float8 as numerator, denominator::float8 as denominator
       from public.qol_values order by metric_id, year, area_id`,
  );
  const byMetric: QolDataset['values'] = {};
  const yearSets = new Map<string, Set<number>>();
  for (const v of values) {
    const set = yearSets.get(v.metric_id) ?? new Set<number>();
    set.add(Number(v.year));
    yearSets.set(v.metric_id, set);
  }
  for (const [metricId, set] of yearSets) byMetric[metricId] = { years: [...set].sort((a, b) => a - b), rows: {} };
  for (const v of values) {
    const entry = byMetric[v.metric_id];
    if (!entry) continue;
    const row = (entry.rows[v.area_id] ??= entry.years.map((): RD => [null, null]));
    row[entry.years.indexOf(Number(v.year))] = [v.numerator === null ? null : Number(v.numerator), v.denominator === null ? null : Number(v.denominator)];
  }
  return {
    source: QOL_SOURCE_TEXT,
    areas: areas.map((a) => ({ id: a.id, polygon: jsonValue<number[][][]>(a.polygon) })),
    metrics: metrics.map((m): QolMetric => ({
      id: m.id,
      title: m.title,
      subtitle: m.description,
      category: m.category,
      format: m.format,
      decimals: Number(m.decimals),
      source: m.source,
      countyValues: jsonValue<Record<string, number>>(m.county_values),
    })),
    values: byMetric,
  };
}

export interface NeighborhoodNpaRow {
  slug: string;
  main: string | null;
  /** Main NPA first, then by id. */
  npaIds: string[];
}

/** Every neighborhood's NPAs (neighborhoods without any are listed with an empty list). */
export async function listNeighborhoodNpas(db: Queryable): Promise<NeighborhoodNpaRow[]> {
  const rows = await db.query<{ slug: string; npa_id: string | null; is_main: boolean | null }>(
    `select n.slug, m.npa_id, m.is_main
       from public.neighborhoods n
       left join public.neighborhood_npas m on m.neighborhood_id = n.id
      order by n.slug, m.is_main desc, m.npa_id::int`,
  );
  const out = new Map<string, NeighborhoodNpaRow>();
  for (const row of rows) {
    const entry = out.get(row.slug) ?? { slug: row.slug, main: null, npaIds: [] };
    if (row.npa_id !== null) {
      entry.npaIds.push(row.npa_id);
      if (row.is_main) entry.main = row.npa_id;
    }
    out.set(row.slug, entry);
  }
  return [...out.values()];
}

/** Every neighborhood's NPAs with their polygons, for neighborhoodAt (src/domain/business-area.ts); one query. */
export async function listNeighborhoodAreas(db: Queryable): Promise<NeighborhoodArea[]> {
  const rows = await db.query<{ slug: string; is_main: boolean; id: string; polygon: unknown }>(
    `select n.slug, m.is_main, a.id, a.polygon
       from public.neighborhood_npas m
       join public.neighborhoods n on n.id = m.neighborhood_id
       join public.qol_areas a on a.id = m.npa_id
      order by n.slug, m.npa_id`,
  );
  return rows.map((row) => ({ slug: row.slug, main: row.is_main, area: { id: row.id, polygon: jsonValue<number[][][]>(row.polygon) } }));
}

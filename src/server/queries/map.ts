/**
 * The results map's markers: every published business matching a search, in a box, as
 * markers or grid clusters (rules in src/domain/map-area.ts). SQL runs unchanged on
 * PostgreSQL 15 and PGlite; the box goes through the GiST index on `businesses.geo`.
 */
import { GEO_LONGITUDE_SCALE, type Point } from '../../domain/geo';
import type { Bbox } from '../../domain/bbox';
import { MAP_CLUSTERS, gridCellSize, planeBox, type MapBusiness, type MapMarker, type MapResult } from '../../domain/map-area';
import { searchWords, type BusinessSearchParams } from '../../domain/search';
import type { Queryable } from '../db/client';
import { businessFilter } from './business-search';
import { loadTerms } from './search-text';

interface MarkerRow {
  id: number;
  slug: string;
  business_name: string;
  user_rating: number;
  review_count: number;
  is_premium: boolean;
  latitude: number;
  longitude: number;
  location_approximate: boolean;
}

const MARKER_COLUMNS = `b.id, b.slug, b.business_name, b.user_rating::float8 as user_rating, b.review_count::int as review_count,
  b.is_premium, b.latitude::float8 as latitude, b.longitude::float8 as longitude, b.location_approximate`;

function toMarker(row: MarkerRow): MapBusiness {
  return {
    type: 'business',
    id: Number(row.id),
    slug: row.slug,
    name: row.business_name,
    rating: Number(row.user_rating),
    reviewCount: Number(row.review_count),
    premium: row.is_premium,
    lat: Number(row.latitude),
    lng: Number(row.longitude),
    locationApproximate: row.location_approximate === true,
  };
}

const lngOf = (x: number) => x / GEO_LONGITUDE_SCALE;

/**
 * The markers of every published match of `params` inside `params.bbox` (or anywhere, when
 * there is no box) at `zoom`: each match its own marker when there are at most
 * {@link MAP_CLUSTERS}.markersUpTo, else grid clusters (at most {@link MAP_CLUSTERS}.maxItems
 * markers, whatever the box and zoom). Sort, limit and offset of `params` play no part.
 */
export async function mapMarkers(
  db: Queryable,
  params: BusinessSearchParams,
  zoom: number,
  options: { now?: Date; place?: Point | null } = {},
): Promise<MapResult> {
  const search: BusinessSearchParams = { ...params, status: 'published' };
  // The text with its synonyms, as the list searches it (the list's corrections are not repeated here).
  const words = searchWords(params.search);
  const filter = businessFilter(search, { ...options, terms: words.length ? await loadTerms(db, words) : undefined });
  const { from, values, param } = filter;
  const where = [...filter.where, 'b.geo is not null'];
  let unplaced = 0;
  let box = params.bbox;
  if (!box) {
    // No box: the extent of every match with coordinates, and how many have none.
    const [extent] = await db.query<{ unplaced: number; x0: number | null; y0: number | null; x1: number | null; y1: number | null }>(
      `select count(*) filter (where b.geo is null)::int as unplaced, min(b.geo[0]) as x0, min(b.geo[1]) as y0,
              max(b.geo[0]) as x1, max(b.geo[1]) as y1
         from ${from} where ${filter.where.join(' and ')}`,
      values,
    );
    unplaced = Number(extent?.unplaced ?? 0);
    if (extent?.x0 === null || extent?.x0 === undefined) return { total: 0, unplaced, bounds: null, clustered: false, zoom, markers: [] };
    box = { south: Number(extent.y0), west: lngOf(Number(extent.x0)), north: Number(extent.y1), east: lngOf(Number(extent.x1)) };
  }
  const whereSql = where.join(' and ');

  // Few matches: every one is a marker (one query, stopped after markersUpTo + 1 rows).
  const few = await db.query<MarkerRow>(`select ${MARKER_COLUMNS} from ${from} where ${whereSql} limit ${MAP_CLUSTERS.markersUpTo + 1}`, values);
  if (few.length <= MAP_CLUSTERS.markersUpTo) {
    const markers = few.map(toMarker).sort((a, b) => a.id - b.id);
    return { total: markers.length, unplaced, bounds: boundsOf(markers), clustered: false, zoom, markers };
  }

  // Many: group by grid cell (floor of the plane coordinates / cell side).
  const cell = gridCellSize(planeBox(box), zoom);
  const c = param(cell);
  const cells = await db.query<{ n: number; x: number; y: number; x0: number; y0: number; x1: number; y1: number; id: number }>(
    `select count(*)::int as n, avg(b.geo[0]) as x, avg(b.geo[1]) as y, min(b.geo[0]) as x0, min(b.geo[1]) as y0,
            max(b.geo[0]) as x1, max(b.geo[1]) as y1, min(b.id) as id
       from ${from} where ${whereSql}
      group by floor(b.geo[0] / ${c}::float8), floor(b.geo[1] / ${c}::float8)
      limit ${param(MAP_CLUSTERS.maxItems)}`,
    values,
  );
  const singles = cells.filter((row) => Number(row.n) === 1).map((row) => Number(row.id));
  const byId = new Map<number, MapBusiness>();
  if (singles.length) {
    const rows = await db.query<MarkerRow>(`select ${MARKER_COLUMNS} from public.businesses b where b.id = any(string_to_array($1, ',')::int[])`, [
      singles.join(','),
    ]);
    for (const row of rows) byId.set(Number(row.id), toMarker(row));
  }
  let total = 0;
  let bounds: Bbox | null = null;
  const markers: MapMarker[] = [];
  for (const row of cells) {
    const n = Number(row.n);
    const cellBounds = { south: Number(row.y0), west: lngOf(Number(row.x0)), north: Number(row.y1), east: lngOf(Number(row.x1)) };
    total += n;
    bounds = bounds ? union(bounds, cellBounds) : cellBounds;
    const single = n === 1 ? byId.get(Number(row.id)) : undefined;
    if (single) markers.push(single);
    else markers.push({ type: 'cluster', count: n, lat: Number(row.y), lng: lngOf(Number(row.x)), bounds: cellBounds });
  }
  return { total, unplaced, bounds, clustered: true, zoom, markers };
}

function union(a: Bbox, b: Bbox): Bbox {
  return { south: Math.min(a.south, b.south), west: Math.min(a.west, b.west), north: Math.max(a.north, b.north), east: Math.max(a.east, b.east) };
}

function boundsOf(markers: readonly MapBusiness[]): Bbox | null {
  if (!markers.length) return null;
  return markers.reduce<Bbox>((box, m) => union(box, { south: m.lat, west: m.lng, north: m.lat, east: m.lng }), {
    south: Infinity,
    west: Infinity,
    north: -Infinity,
    east: -Infinity,
  });
}

/**
 * Geometry of the county's Neighborhood Profile Areas (NPAs): point in polygon, centroids,
 * shared borders, the rule that maps a neighborhood to its NPAs, and the static SVG shapes
 * drawn at build time (outline and trend line). Pure functions, no map library.
 */
import { haversineKm } from './geo';
import type { TrendPoint } from './qol';

export type LonLat = readonly [number, number];
export interface Area {
  id: string;
  polygon: number[][][];
}

/** Ray casting on the outer ring (holes are not used by the county's NPA polygons). */
function pointInRing(point: LonLat, ring: readonly number[][]): boolean {
  const [x, y] = point;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function pointInArea(point: LonLat, area: Area): boolean {
  const [outer, ...holes] = area.polygon;
  if (!outer || !pointInRing(point, outer)) return false;
  return !holes.some((hole) => pointInRing(point, hole));
}

/** Area-weighted centroid of the outer ring, [lon, lat]. */
export function centroid(area: Area): LonLat {
  const ring = area.polygon[0] ?? [];
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    const f = xj * yi - xi * yj;
    a += f;
    cx += (xj + xi) * f;
    cy += (yj + yi) * f;
  }
  if (a === 0) return [ring[0]?.[0] ?? 0, ring[0]?.[1] ?? 0];
  return [cx / (3 * a), cy / (3 * a)];
}

/** Great-circle distance in km. */
export function distanceKm(a: LonLat, b: LonLat): number {
  return haversineKm({ lat: a[1], lng: a[0] }, { lat: b[1], lng: b[0] });
}

const vertexKey = (p: readonly number[]) => `${(p[0] ?? 0).toFixed(4)},${(p[1] ?? 0).toFixed(4)}`;

/** True when two NPAs share at least two vertices (a piece of border, not a single corner). */
export function sharesBorder(a: Area, b: Area): boolean {
  const keys = new Set((a.polygon[0] ?? []).map(vertexKey));
  const shared = new Set<string>();
  for (const p of b.polygon[0] ?? []) {
    const key = vertexKey(p);
    if (keys.has(key)) shared.add(key);
    if (shared.size >= 2) return true;
  }
  return false;
}

/** Neighbouring NPAs are kept when their centroid lies within this distance of the neighborhood's centre. */
export const NEIGHBOR_RADIUS_KM = 1.5;

export interface NpaAssignment {
  /** The NPA containing the centre (or, if none does, the one whose centroid is nearest). */
  main: string;
  /** Main first, then the others by distance from the centre. */
  npaIds: string[];
}

/**
 * The mapping rule: the NPA that contains the neighborhood's centre is its main NPA; every
 * NPA that shares a border with the main one and whose centroid lies within
 * {@link NEIGHBOR_RADIUS_KM} km of the centre is added. (Hand corrections are applied on top,
 * in scripts/seed-data/neighborhood-npas.ts.)
 */
export function assignNpas(centre: LonLat, areas: readonly Area[], radiusKm = NEIGHBOR_RADIUS_KM): NpaAssignment {
  if (areas.length === 0) throw new Error('no areas');
  let main = areas.find((a) => pointInArea(centre, a));
  if (!main) {
    main = [...areas].sort((a, b) => distanceKm(centre, centroid(a)) - distanceKm(centre, centroid(b)))[0] as Area;
  }
  const near = areas
    .filter((a) => a.id !== main.id && sharesBorder(main, a) && distanceKm(centre, centroid(a)) <= radiusKm)
    .sort((a, b) => distanceKm(centre, centroid(a)) - distanceKm(centre, centroid(b)));
  return { main: main.id, npaIds: [main.id, ...near.map((a) => a.id)] };
}

// ---- SVG shapes ----------------------------------------------------------------------------

interface OutlineShape {
  id: string;
  main: boolean;
  d: string;
}

export interface Outline {
  width: number;
  height: number;
  shapes: OutlineShape[];
  /** The centre marker, in SVG coordinates. */
  centre: { x: number; y: number } | null;
}

/**
 * The outline of some NPAs as SVG paths, fitted into a box (equirectangular projection with
 * longitude scaled by cos(latitude), north up).
 */
export function outlineSvg(areas: readonly Area[], mainId: string, centre: LonLat | null, size = 200, pad = 6): Outline {
  const points = areas.flatMap((a) => a.polygon[0] ?? []);
  if (!points.length) return { width: size, height: size, shapes: [], centre: null };
  const lats = points.map((p) => p[1] ?? 0);
  const lons = points.map((p) => p[0] ?? 0);
  const minLat = Math.min(...lats);
  const maxLat = Math.max(...lats);
  const minLon = Math.min(...lons);
  const maxLon = Math.max(...lons);
  const k = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const w = (maxLon - minLon) * k || 1e-9;
  const h = maxLat - minLat || 1e-9;
  const scale = (size - 2 * pad) / Math.max(w, h);
  const width = Math.round(w * scale + 2 * pad);
  const height = Math.round(h * scale + 2 * pad);
  const project = (lon: number, lat: number) => ({ x: pad + (lon - minLon) * k * scale, y: pad + (maxLat - lat) * scale });
  const shapes = areas.map((area) => ({
    id: area.id,
    main: area.id === mainId,
    d: area.polygon
      .map(
        (ring) =>
          ring
            .map((p, i) => {
              const { x, y } = project(p[0] ?? 0, p[1] ?? 0);
              return `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`;
            })
            .join('') + 'Z',
      )
      .join(''),
  }));
  shapes.sort((a, b) => Number(a.main) - Number(b.main));
  return { width, height, shapes, centre: centre ? project(centre[0], centre[1]) : null };
}

export interface Sparkline {
  width: number;
  height: number;
  d: string;
  points: Array<{ x: number; y: number; year: number; value: number }>;
}

/** A small trend line over the years (null with fewer than two points). */
export function sparkline(trend: readonly TrendPoint[], width = 120, height = 32, pad = 3): Sparkline | null {
  if (trend.length < 2) return null;
  const years = trend.map((t) => t.year);
  const values = trend.map((t) => t.value);
  const minY = Math.min(...years);
  const maxY = Math.max(...years);
  const minV = Math.min(...values);
  const maxV = Math.max(...values);
  const spanV = maxV - minV || 1;
  const points = trend.map((t) => ({
    x: pad + ((t.year - minY) / (maxY - minY || 1)) * (width - 2 * pad),
    y: maxV === minV ? height / 2 : pad + (1 - (t.value - minV) / spanV) * (height - 2 * pad),
    year: t.year,
    value: t.value,
  }));
  const d = points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join('');
  return { width, height, d, points };
}

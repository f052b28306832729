/**
 * The results map's clusters ("Search this area", every match on the map) and the API's
 * messages for its `bbox` and `zoom`. Pure and small (no zod): the map, the API schema, the
 * SQL builder and the tests use it. The area itself (`bbox`) is read and written by
 * ./bbox.ts, which the listing island loads at once; this module loads with the map.
 *
 * ## Clusters
 * The map asks `GET /api/map/businesses` for the matches in its visible box at its zoom.
 * When there are at most {@link MAP_CLUSTERS}.markersUpTo of them, each is its own marker.
 * Otherwise the server groups them on a grid of square cells in the `businesses.geo` plane
 * (longitude × cos 35.2271°, latitude), anchored at the plane's origin so a cell is the same
 * cell however the map is panned: a cell with one business is that business's marker, a
 * cell with more is a cluster (its count, the mean of its points, the box of its points).
 * A cell is {@link MAP_CLUSTERS}.cellPx screen pixels wide at the map's zoom
 * ({@link clusterCellSize}); when the requested box would hold more than
 * {@link MAP_CLUSTERS}.maxItems cells the cells grow until it does not
 * ({@link gridCellSize}), so one answer never carries more than that many markers,
 * whatever box and zoom a client sends.
 */
import type { Bbox } from './bbox';
import { GEO_LONGITUDE_SCALE } from './geo';

export const MAP_CLUSTERS = {
  /** Width of a grid cell, in screen pixels at the map's zoom. */
  cellPx: 64,
  /** Most markers (businesses and clusters) one answer may carry. */
  maxItems: 300,
  /** Up to this many matches in view, every one is its own marker (no clusters). */
  markersUpTo: 100,
  /** The zooms the endpoint accepts (Leaflet's tile pyramid). */
  minZoom: 1,
  maxZoom: 20,
} as const;

export const BBOX_MESSAGE =
  'bbox must be south,west,north,east in degrees: latitudes from -90 to 90, longitudes from -180 to 180, south not above north, west not east of east';
export const ZOOM_MESSAGE = `zoom must be a whole number from ${MAP_CLUSTERS.minZoom} to ${MAP_CLUSTERS.maxZoom}`;

/** Reads the `zoom` parameter: a whole number in the accepted range, else undefined. */
export function parseZoom(raw: string | number | null | undefined): number | undefined {
  const text = typeof raw === 'number' ? String(raw) : raw?.trim();
  if (!text || !/^\d{1,2}$/.test(text)) return undefined;
  const zoom = Number(text);
  return zoom >= MAP_CLUSTERS.minZoom && zoom <= MAP_CLUSTERS.maxZoom ? zoom : undefined;
}

/**
 * How many `businesses.geo` plane units one screen pixel spans at `zoom` near Charlotte
 * (Web Mercator: 256 px tiles; a plane unit is a degree of latitude, which Mercator draws as
 * wide as 1 / cos(latitude) degrees of longitude).
 */
export function planeUnitsPerPixel(zoom: number): number {
  return (360 * GEO_LONGITUDE_SCALE) / (256 * 2 ** zoom);
}

/** The side of a grid cell at `zoom`, in plane units: {@link MAP_CLUSTERS}.cellPx pixels. */
export function clusterCellSize(zoom: number): number {
  return MAP_CLUSTERS.cellPx * planeUnitsPerPixel(zoom);
}

/** A box in the `businesses.geo` plane. */
export interface PlaneBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A box in degrees as a box in the `businesses.geo` plane. */
export function planeBox(box: Bbox): PlaneBox {
  return { minX: box.west * GEO_LONGITUDE_SCALE, minY: box.south, maxX: box.east * GEO_LONGITUDE_SCALE, maxY: box.north };
}

/** How many grid cells of side `cell` (anchored at the origin) a plane box touches. */
export function cellsTouched(box: PlaneBox, cell: number): number {
  const cols = Math.floor(box.maxX / cell) - Math.floor(box.minX / cell) + 1;
  const rows = Math.floor(box.maxY / cell) - Math.floor(box.minY / cell) + 1;
  return cols * rows;
}

/**
 * The grid cell to cluster `box` with at `zoom`: {@link clusterCellSize}, grown (by a
 * quarter at a time) until the box touches at most `maxCells` cells, so the number of
 * clusters and markers in one answer is capped by construction.
 */
export function gridCellSize(box: PlaneBox, zoom: number, maxCells: number = MAP_CLUSTERS.maxItems): number {
  let cell = clusterCellSize(zoom);
  const width = Math.max(box.maxX - box.minX, 0);
  const height = Math.max(box.maxY - box.minY, 0);
  // Start near the answer for huge boxes rather than growing from a street-sized cell.
  const floor = Math.sqrt((width * height) / maxCells);
  if (floor > cell) cell = floor;
  while (cellsTouched(box, cell) > maxCells) cell *= 1.25;
  return cell;
}

/** One business on the map. */
export interface MapBusiness {
  type: 'business';
  id: number;
  slug: string;
  name: string;
  rating: number;
  reviewCount: number;
  premium: boolean;
  lat: number;
  lng: number;
  /** At its area's centre until an admin places it (src/domain/location.ts). */
  locationApproximate: boolean;
}

/** Several businesses in one grid cell: how many, where their mean point is, and the box holding them. */
export interface MapCluster {
  type: 'cluster';
  count: number;
  lat: number;
  lng: number;
  bounds: Bbox;
}

export type MapMarker = MapBusiness | MapCluster;

/** The answer of `GET /api/map/businesses`. */
export interface MapResult {
  /** Matches with coordinates inside the box (every match with coordinates when no box was sent). */
  total: number;
  /** Matches without coordinates (drawn on no map; the list shows them). Counted only when no box was sent, else 0. */
  unplaced: number;
  /** The box holding every match counted in `total`, or null when there is none. */
  bounds: Bbox | null;
  /** Whether markers are grouped into clusters. */
  clustered: boolean;
  zoom: number;
  markers: MapMarker[];
}

/** How many businesses the markers stand for (clusters count theirs). */
export function markerCount(markers: readonly MapMarker[]): number {
  return markers.reduce((sum, marker) => sum + (marker.type === 'cluster' ? marker.count : 1), 0);
}

/** A cluster's count as drawn on its marker: '42', '1.2k', '15k'. */
export function clusterCountText(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${(Math.floor(count / 100) / 10).toFixed(1).replace(/\.0$/, '')}k`;
  return `${Math.floor(count / 1000)}k`;
}

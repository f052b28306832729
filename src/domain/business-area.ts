/**
 * Which neighborhood a business is listed in once its address is geocoded (an owner's
 * address change, approved by staff): the neighborhood whose county areas (NPAs, the
 * reviewed mapping in data/neighborhood-npas) contain the point, else Charlotte Metro.
 * Pure; the server loads the areas (src/server/queries/qol.ts).
 */
import { METRO_AREA, findFilterNeighborhood } from './catalog';
import type { Point } from './geo';
import { pointInArea, type Area } from './npa-geometry';

/** One of a neighborhood's NPAs. */
export interface NeighborhoodArea {
  slug: string;
  /** The NPA holding most of the neighborhood's streets. */
  main: boolean;
  area: Area;
}

/**
 * The neighborhood for a business at `point`. Where the point's NPA belongs to several
 * neighborhoods (Uptown and Fourth Ward share Center City's), the business keeps its
 * `current` one if that is among them, else takes the one whose main NPA it is, then one
 * the search's neighborhood filter offers, then the first by name.
 */
export function neighborhoodAt(point: Point, areas: readonly NeighborhoodArea[], current?: string | null): string {
  const containing = areas.filter((a) => pointInArea([point.lng, point.lat], a.area));
  if (!containing.length) return METRO_AREA;
  const kept = containing.find((a) => a.slug === current);
  if (kept) return kept.slug;
  const inFilter = (a: NeighborhoodArea) => Number(Boolean(findFilterNeighborhood(a.slug)));
  const [best] = [...containing].sort((a, b) => Number(b.main) - Number(a.main) || inFilter(b) - inFilter(a) || a.slug.localeCompare(b.slug));
  return best!.slug;
}

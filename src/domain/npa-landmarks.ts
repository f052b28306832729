/**
 * The public landmarks the neighborhood -> NPA mapping is checked against
 * (data/neighborhood-npas/landmarks.json): places with published coordinates, each placed on
 * the county's NPA outlines by point in polygon. A landmark expected "inside" must lie in one
 * of the neighborhood's NPAs; one recorded "outside" lies in another NPA on purpose and says
 * why. Pure.
 */
import landmarksFile from '../../data/neighborhood-npas/landmarks.json';
import { pointInArea, type Area } from './npa-geometry';

export interface Landmark {
  slug: string;
  name: string;
  /** "light-rail station", "park", "shopping centre"...; "town-point"/"published-point" are a place's own published point, not a landmark. */
  kind: string;
  lat: number;
  lon: number;
  /** The NPA the point lies in (checked). */
  npa: string;
  expect: 'inside' | 'outside';
  /** Whether the neighborhood's own text names it. */
  inText: boolean;
  /** Why an "outside" landmark's NPA is not the neighborhood's. */
  reason?: string;
  source: string;
  url: string;
}

export interface LandmarkTable {
  checked: string;
  method: string;
  landmarks: Landmark[];
  /** Landmarks the texts name that could not be placed (no published coordinates), with why. */
  notPlaced: Array<{ slug: string; name: string; reason: string }>;
}

export const LANDMARKS = landmarksFile as LandmarkTable;

/** A town's or neighborhood's own published point: a check of the centre, never counted as a landmark. */
const POINT_KINDS: ReadonlySet<string> = new Set(['town-point', 'published-point']);

/** A landmark that is only a bus stop: "bus stop", "intersection (bus stop)", "shopping centre (bus stop)"... */
function isBusStop(landmark: Pick<Landmark, 'kind'>): boolean {
  return /bus stop/.test(landmark.kind);
}

/**
 * How many landmarks each neighborhood has inside its NPAs, for every slug given (0 when
 * none): its own published points count once together, whatever their number.
 */
export function insideLandmarkCounts(table: LandmarkTable, slugs: readonly string[]): Map<string, number> {
  const counts = new Map(slugs.map((slug) => [slug, 0]));
  const pointCounted = new Set<string>();
  for (const l of table.landmarks) {
    if (l.expect !== 'inside' || !counts.has(l.slug)) continue;
    if (POINT_KINDS.has(l.kind)) {
      if (pointCounted.has(l.slug)) continue;
      pointCounted.add(l.slug);
    }
    counts.set(l.slug, (counts.get(l.slug) ?? 0) + 1);
  }
  return counts;
}

/**
 * The neighborhoods whose NPAs are placed by fewer than `minimum` landmarks, or by bus stops
 * alone (no school, park, station, published point or other place among them), sorted.
 */
export function thinlyPlaced(table: LandmarkTable, slugs: readonly string[], minimum: number): string[] {
  const counts = insideLandmarkCounts(table, slugs);
  const beyondStops = new Set(table.landmarks.filter((l) => l.expect === 'inside' && !isBusStop(l)).map((l) => l.slug));
  return slugs.filter((slug) => (counts.get(slug) ?? 0) < minimum || !beyondStops.has(slug)).sort();
}

/** The NPA containing a landmark, or null when none does. */
export function landmarkNpa(landmark: Pick<Landmark, 'lat' | 'lon'>, areas: readonly Area[]): string | null {
  return areas.find((a) => pointInArea([landmark.lon, landmark.lat], a))?.id ?? null;
}

/**
 * What is wrong with the landmark table against a mapping and the NPA outlines, in words
 * (empty when nothing): a landmark in another NPA than recorded, an "inside" landmark outside
 * the neighborhood's NPAs, an "outside" one inside them or without a reason, a neighborhood
 * the mapping does not know, a place that could not be placed without a reason.
 */
export function landmarkProblems(table: LandmarkTable, mapping: ReadonlyArray<{ slug: string; npaIds: readonly string[] }>, areas: readonly Area[]): string[] {
  const problems: string[] = [];
  const npasOf = new Map(mapping.map((m) => [m.slug, new Set(m.npaIds)]));
  for (const landmark of table.landmarks) {
    const label = `${landmark.slug}: ${landmark.name}`;
    const own = npasOf.get(landmark.slug);
    if (!own) {
      problems.push(`${label}: unknown neighborhood`);
      continue;
    }
    const found = landmarkNpa(landmark, areas);
    if (found !== landmark.npa) problems.push(`${label} lies in NPA ${found ?? 'none'}, not NPA ${landmark.npa} as recorded`);
    if (!landmark.source.trim() || !landmark.url.trim()) problems.push(`${label} has no source`);
    if (landmark.expect === 'inside' && (found === null || !own.has(found))) {
      problems.push(`${label} lies in NPA ${found ?? 'none'}, which is not one of ${landmark.slug}'s NPAs (${[...own].join(', ')})`);
    }
    if (landmark.expect === 'outside') {
      if (found !== null && own.has(found)) problems.push(`${label} is recorded outside but lies in ${landmark.slug}'s NPA ${found}`);
      if (!landmark.reason?.trim()) problems.push(`${label} is outside its neighborhood's NPAs and says no reason`);
    }
  }
  for (const gap of table.notPlaced) {
    if (!npasOf.has(gap.slug)) problems.push(`${gap.slug}: ${gap.name}: unknown neighborhood`);
    if (!gap.reason.trim()) problems.push(`${gap.slug}: ${gap.name} could not be placed and says no reason`);
  }
  return problems;
}

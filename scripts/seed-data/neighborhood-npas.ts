/**
 * Which county Neighborhood Profile Areas (NPAs) make up each neighborhood.
 *
 * The rule (src/domain/npa-geometry.ts, assignNpas): the NPA containing the neighborhood's
 * centre is its main NPA; every NPA sharing a border with it whose centroid lies within
 * 1.5 km of the centre is added, except an NPA that is another neighborhood's main NPA (it
 * is left to that neighborhood, so close neighbors such as NoDa, Villa Heights, Belmont and
 * Plaza Midwood do not all describe the same areas). The corrections below were made after checking all 24
 * neighborhoods on a rendered map of the NPA outlines (scripts/qol/render-mapping.ts);
 * each says why. The result is seeded into public.neighborhood_npas, where editors can
 * change it later.
 */
import { assignNpas, type Area } from '../../src/domain/npa-geometry';

export interface NpaCorrection {
  add?: string[];
  remove?: string[];
  why: string;
}

export const NPA_CORRECTIONS: Record<string, NpaCorrection> = {
  // Checked on the render: Highland Creek's centre was written at 35.378, -80.728, which is
  // across the Cabarrus County line (no NPA); it was moved to 35.372, -80.735, inside the
  // subdivision's Mecklenburg part (NPA 195). No NPA list change was needed.
};

export interface NeighborhoodNpas {
  slug: string;
  main: string;
  npaIds: string[];
}

/** The rule's result with the hand corrections applied (main NPA first). */
export function neighborhoodNpas(
  neighborhoods: ReadonlyArray<{ slug: string; latitude: number; longitude: number }>,
  areas: readonly Area[],
  corrections: Record<string, NpaCorrection> = NPA_CORRECTIONS,
): NeighborhoodNpas[] {
  const known = new Set(areas.map((a) => a.id));
  const ruled = neighborhoods.map((n) => ({ slug: n.slug, ...assignNpas([n.longitude, n.latitude], areas) }));
  const mains = new Set(ruled.map((r) => r.main));
  return ruled.map(({ slug, main, npaIds }) => {
    const n = { slug };
    const fix = corrections[n.slug];
    let ids = npaIds.filter((id) => id === main || !mains.has(id)).filter((id) => !(fix?.remove ?? []).includes(id));
    for (const id of fix?.add ?? []) {
      if (!known.has(id)) throw new Error(`${n.slug}: unknown NPA ${id}`);
      if (!ids.includes(id)) ids.push(id);
    }
    if (!ids.includes(main)) throw new Error(`${n.slug}: the correction removes the main NPA ${main}`);
    ids = [main, ...ids.filter((id) => id !== main)];
    return { slug: n.slug, main, npaIds: ids };
  });
}

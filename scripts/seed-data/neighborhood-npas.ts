/**
 * Which county Neighborhood Profile Areas (NPAs) make up each neighborhood: the reviewed
 * table data/neighborhood-npas/mapping.json (main NPA and others, each with its reason; see
 * src/domain/npa-mapping.ts). A neighborhood missing from the table falls back to the rule
 * of src/domain/npa-geometry.ts (assignNpas: the NPA containing its centre, plus bordering
 * NPAs within 1.5 km that are no other neighborhood's main NPA) until someone reviews it.
 * The result is seeded into public.neighborhood_npas, where editors can change it later.
 */
import { assignNpas, type Area } from '../../src/domain/npa-geometry';
import { mappingNpaLists, NPA_MAPPING, type NpaMappingTable } from '../../src/domain/npa-mapping';

export interface NeighborhoodNpas {
  slug: string;
  main: string;
  npaIds: string[];
}

/** Every neighborhood's NPAs (main NPA first): the reviewed table, else the rule. */
export function neighborhoodNpas(
  neighborhoods: ReadonlyArray<{ slug: string; latitude: number; longitude: number }>,
  areas: readonly Area[],
  table: NpaMappingTable = NPA_MAPPING,
): NeighborhoodNpas[] {
  const known = new Set(areas.map((a) => a.id));
  const reviewed = new Map(mappingNpaLists(table).map((m) => [m.slug, m]));
  const reviewedMains = new Set([...reviewed.values()].map((m) => m.main));
  return neighborhoods.map((n) => {
    const fromTable = reviewed.get(n.slug);
    if (fromTable) {
      for (const id of fromTable.npaIds) if (!known.has(id)) throw new Error(`${n.slug}: unknown NPA ${id}`);
      return { slug: n.slug, main: fromTable.main, npaIds: fromTable.npaIds };
    }
    const ruled = assignNpas([n.longitude, n.latitude], areas);
    return { slug: n.slug, main: ruled.main, npaIds: ruled.npaIds.filter((id) => id === ruled.main || !reviewedMains.has(id)) };
  });
}

/**
 * Official neighborhood figures for the pages (build time for the prerendered ones, request
 * time for the comparison). The county data set is kept (src/server/qol-dataset.ts); the
 * neighborhood -> NPA mapping is small and editors change it, so it is read each time.
 */
import { neighborhoodNumbers, rankingInput, type NeighborhoodNumbers } from '../domain/neighborhood-numbers';
import type { RankingInput } from '../domain/personal-ranking';
import type { QolDataset } from '../domain/qol';
import type { Neighborhood } from '../domain/types';
import { officialQuickFacts, profileHudRents, type OfficialQuickFact } from '../domain/profile-facts';
import { isoDay } from '../domain/dates';
import { serverNow } from '../server/clock';
import { getDb } from '../server/db';
import { listNeighborhoodNpas, type NeighborhoodNpaRow } from '../server/queries/qol';
import { qolDataset } from '../server/qol-dataset';

const dataset = (): Promise<QolDataset> => getDb().then(qolDataset);

/** The county data set and every neighborhood's NPAs. */
export async function loadQol(): Promise<{ dataset: QolDataset; npas: NeighborhoodNpaRow[] }> {
  const [data, npas] = await Promise.all([dataset(), getDb().then((db) => listNeighborhoodNpas(db))]);
  return { dataset: data, npas };
}

/** "By the numbers" for one neighborhood. */
export async function loadNeighborhoodNumbers(n: Pick<Neighborhood, 'slug' | 'latitude' | 'longitude'>): Promise<NeighborhoodNumbers> {
  const { dataset, npas } = await loadQol();
  const mapping = npas.find((m) => m.slug === n.slug) ?? { slug: n.slug, main: null, npaIds: [] };
  return neighborhoodNumbers(dataset, mapping, n);
}

/** Numbers and ranking inputs for many neighborhoods (hub, guides, comparison). */
export async function loadNumbersFor(
  list: ReadonlyArray<Pick<Neighborhood, 'slug' | 'name' | 'latitude' | 'longitude'>>,
): Promise<Array<{ numbers: NeighborhoodNumbers; ranking: RankingInput }>> {
  const { dataset, npas } = await loadQol();
  return list.map((n) => {
    const mapping = npas.find((m) => m.slug === n.slug) ?? { slug: n.slug, main: null, npaIds: [] };
    const numbers = neighborhoodNumbers(dataset, mapping, n);
    return { numbers, ranking: rankingInput(n.name, numbers) };
  });
}

/** A profile's official quick facts (county figures with their years, HUD's 2-bedroom FMR for its ZIP codes). */
export async function loadOfficialQuickFacts(n: Pick<Neighborhood, 'slug' | 'latitude' | 'longitude'>): Promise<OfficialQuickFact[]> {
  const { dataset, npas } = await loadQol();
  const mapping = npas.find((m) => m.slug === n.slug) ?? { slug: n.slug, main: null, npaIds: [] };
  const numbers = neighborhoodNumbers(dataset, mapping, n);
  const areas = dataset.areas.filter((a) => mapping.npaIds.includes(a.id));
  return officialQuickFacts(numbers.allFigures, profileHudRents([n.longitude, n.latitude], areas, isoDay(serverNow())));
}

/**
 * Official neighborhood figures for the pages (build time for the prerendered ones, request
 * time for the comparison). The data set is read once and kept for a minute, so a build of
 * 24 profiles reads it once and an editor's mapping change shows within a minute.
 */
import { neighborhoodNumbers, rankingInput, type NeighborhoodNumbers } from '../domain/neighborhood-numbers';
import type { RankingInput } from '../domain/personal-ranking';
import type { QolDataset } from '../domain/qol';
import type { Neighborhood } from '../domain/types';
import { getDb } from '../server/db';
import { listNeighborhoodNpas, readQolDataset, type NeighborhoodNpaRow } from '../server/queries/qol';

const TTL_MS = 60_000;
let cached: { at: number; value: Promise<{ dataset: QolDataset; npas: NeighborhoodNpaRow[] }> } | null = null;

/** The county data set and every neighborhood's NPAs. */
export function loadQol(): Promise<{ dataset: QolDataset; npas: NeighborhoodNpaRow[] }> {
  if (!cached || Date.now() - cached.at > TTL_MS) {
    const value = (async () => {
      const db = await getDb();
      const [dataset, npas] = await Promise.all([readQolDataset(db), listNeighborhoodNpas(db)]);
      return { dataset, npas };
    })();
    cached = { at: Date.now(), value };
    value.catch(() => (cached = null));
  }
  return cached.value;
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

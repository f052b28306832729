/**
 * Official neighborhood figures for the pages (build time for the prerendered ones, request
 * time for the comparison). The county data set changes only with a migration or a seed, so
 * it is read once per process and kept for an hour (reading it takes about a second on
 * PGlite); the neighborhood -> NPA mapping is small and editors change it, so it is read
 * each time.
 */
import { neighborhoodNumbers, rankingInput, type NeighborhoodNumbers } from '../domain/neighborhood-numbers';
import type { RankingInput } from '../domain/personal-ranking';
import type { QolDataset } from '../domain/qol';
import type { Neighborhood } from '../domain/types';
import { getDb } from '../server/db';
import { listNeighborhoodNpas, readQolDataset, type NeighborhoodNpaRow } from '../server/queries/qol';

const DATASET_TTL_MS = 60 * 60_000;
let cached: { at: number; value: Promise<QolDataset> } | null = null;

function dataset(): Promise<QolDataset> {
  if (!cached || Date.now() - cached.at > DATASET_TTL_MS) {
    const value = getDb().then((db) => readQolDataset(db));
    cached = { at: Date.now(), value };
    value.catch(() => (cached = null));
  }
  return cached.value;
}

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

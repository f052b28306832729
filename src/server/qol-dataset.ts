/**
 * The county's Quality of Life data set, read once per database and kept for an hour: it
 * changes only with a migration or a seed, and reading it takes about a second on PGlite.
 */
import type { QolDataset } from '../domain/qol';
import type { Queryable } from './db/client';
import { readQolDataset } from './queries/qol';

const DATASET_TTL_MS = 60 * 60_000;
const cache = new WeakMap<Queryable, { at: number; value: Promise<QolDataset> }>();

export function qolDataset(db: Queryable): Promise<QolDataset> {
  const kept = cache.get(db);
  if (kept && Date.now() - kept.at <= DATASET_TTL_MS) return kept.value;
  const value = readQolDataset(db);
  cache.set(db, { at: Date.now(), value });
  value.catch(() => cache.delete(db));
  return value;
}

import { getEnv } from '../env';
import { openPglite, openPostgres, type Db } from './client';
import { isEmpty, migrate, seed } from './migrate';

export type { Db, Executor, Queryable } from './client';

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set, else the embedded
 * PGlite folder, migrated and seeded on first open.
 */
export async function openConfiguredDb(): Promise<Db> {
  const env = getEnv();
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  const db = await openPglite(env.PGLITE_DATA_DIR);
  try {
    await migrate(db);
    if (await isEmpty(db)) await seed(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

let shared: Promise<Db> | undefined;

/** The process-wide database handle, opened on first use. */
export function getDb(): Promise<Db> {
  shared ??= openConfiguredDb();
  return shared;
}

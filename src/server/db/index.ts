import { getEnv } from '../env';
import { openPglite, openPostgres, type Db } from './client';
import { DatabaseUnavailableError } from './errors';
import { isEmpty, migrate, seed } from './migrate';

export type { Db, Executor, Queryable } from './client';
export { DatabaseUnavailableError, isDatabaseUnavailable } from './errors';

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

/**
 * The process-wide database handle, opened on first use. An open that fails (the embedded
 * folder held by another process, say) is not remembered: it rejects with
 * {@link DatabaseUnavailableError} and the next call tries again.
 */
export function getDb(): Promise<Db> {
  if (!shared) {
    const opening = openConfiguredDb().catch((error: unknown) => {
      if (shared === opening) shared = undefined;
      console.error(`[db] could not open the database: ${(error as Error).message}`);
      throw new DatabaseUnavailableError('The database could not be opened.', { cause: error });
    });
    shared = opening;
  }
  return shared;
}

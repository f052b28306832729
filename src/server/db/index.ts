import { readFile } from 'node:fs/promises';
import { getEnv } from '../env';
import { openPglite, openPostgres, type Db } from './client';
import { DatabaseUnavailableError } from './errors';
import { isEmpty, migrate, seed } from './migrate';

export type { Db, Executor, Queryable } from './client';

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set, else the embedded
 * PGlite folder, migrated and seeded on first open.
 */
async function openConfiguredDb(): Promise<Db> {
  const env = getEnv();
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  // The local rebuild's build child: an in-memory copy of the server's embedded database
  // (the server keeps its folder open; see docs/decisions/0007-local-rebuild.md).
  const snapshot = env.PGLITE_SNAPSHOT;
  if (snapshot) return openPglite('memory://', { loadDataDir: new Blob([await readFile(snapshot)]) });
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

/**
 * Kept on globalThis, not in this module: after a local rebuild the server loads the new
 * build's copy of this module, and both copies must share ONE handle (two PGlite instances
 * on one folder would lose writes).
 */
const SHARED_DB = Symbol.for('charlotte-directory.db');

/**
 * The process-wide database handle, opened on first use. An open that fails (the embedded
 * folder held by another process, say) is not remembered: it rejects with
 * {@link DatabaseUnavailableError} and the next call tries again.
 */
export function getDb(): Promise<Db> {
  const store = globalThis as Record<symbol, Promise<Db> | undefined>;
  if (!store[SHARED_DB]) {
    const opening = openConfiguredDb().catch((error: unknown) => {
      if (store[SHARED_DB] === opening) store[SHARED_DB] = undefined;
      console.error(`[db] could not open the database: ${(error as Error).message}`);
      throw new DatabaseUnavailableError('The database could not be opened.', { cause: error });
    });
    store[SHARED_DB] = opening;
  }
  return store[SHARED_DB];
}

import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import postgres from 'postgres';
import { DatabaseUnavailableError } from './errors';
import { acquireFolderLock } from './folder-lock.js';
import { DB_TIMEOUTS, PGLITE_SETTINGS, POSTGRES_POOL_SIZE, type DbTimeouts } from './limits';

export { DatabaseLockedError, acquireFolderLock } from './folder-lock.js';
export { DB_TIMEOUTS, MAINTENANCE_TIMEOUTS } from './limits';

/** Something SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one statement with `$1`-style parameters and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** A {@link Queryable} that also runs scripts of several statements (migrations, seed). */
export interface Executor extends Queryable {
  exec(script: string): Promise<void>;
}

/** The one data-access handle: the same SQL on PGlite and on PostgreSQL. */
export interface Db extends Executor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PGlite only: a consistent copy of the whole data folder (an uncompressed tar), which
   * another process can open with `openPglite('memory://', { loadDataDir })` - the local
   * rebuild's build child reads the data this way, since only one process may open a folder.
   */
  snapshot?(): Promise<Uint8Array<ArrayBuffer>>;
}

/** Rejects with {@link DatabaseUnavailableError} when `work` has not settled within `ms`. */
function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError(`The embedded database did not answer ${what} within ${ms} ms.`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

function pgliteExecutor(target: Pick<PGlite, 'query' | 'exec'>, deadlineMs?: number): Executor {
  const bounded = <T>(work: Promise<T>, what: string) => (deadlineMs ? withDeadline(work, deadlineMs, what) : work);
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await bounded(target.query<T>(sql, params as unknown[]), 'a query');
      return result.rows;
    },
    async exec(script: string) {
      await target.exec(script);
    },
  };
}

export interface PgliteOptions {
  /** A caller waiting longer than `timeouts.statementMs` for an answer gets DatabaseUnavailableError. */
  timeouts?: Pick<DbTimeouts, 'statementMs'>;
  /** A data folder snapshot (see {@link Db.snapshot}) to start from instead of `dataDir`'s contents. */
  loadDataDir?: Blob;
}

/**
 * Opens PGlite in `dataDir` (or in memory for `memory://`). A folder is locked for this
 * process until {@link Db.close} or exit. A query that is not answered within the statement
 * timeout (because a long statement or transaction is ahead of it) fails with
 * DatabaseUnavailableError; a transaction that could not start in time is rolled back as
 * soon as it starts, so nothing it would write is stored.
 */
export async function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://');
  const absolute = inMemory ? dataDir : resolve(dataDir);
  const release = inMemory ? () => {} : acquireFolderLock(absolute);
  let pg: PGlite;
  try {
    if (!inMemory && !existsSync(absolute)) mkdirSync(absolute, { recursive: true });
    // Command-line settings (the folder's postgresql.conf stays as initdb wrote it).
    const settings = Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
    pg = await PGlite.create({
      ...(inMemory ? {} : { dataDir: absolute }),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      startParams: [...PGlite.defaultStartParams, ...settings],
      // Trigram similarity for search corrections (migration 20261123140000); Supabase and
      // PostgreSQL ship it as the pg_trgm extension.
      extensions: { pg_trgm },
    });
  } catch (error) {
    release();
    throw error;
  }
  const statementMs = (options.timeouts ?? DB_TIMEOUTS).statementMs;
  return {
    kind: 'pglite',
    ...pgliteExecutor(pg, statementMs),
    transaction: <T>(fn: (tx: Executor) => Promise<T>) =>
      new Promise<T>((resolvePromise, reject) => {
        let state: 'waiting' | 'started' | 'gave-up' = 'waiting';
        const timer = setTimeout(() => {
          if (state !== 'waiting' || !statementMs) return;
          state = 'gave-up';
          reject(new DatabaseUnavailableError(`The embedded database could not start a transaction within ${statementMs} ms.`));
        }, statementMs);
        pg.transaction((tx) => {
          if (state === 'gave-up') throw new DatabaseUnavailableError('The transaction started after its caller had given up.');
          state = 'started';
          clearTimeout(timer);
          return fn(pgliteExecutor(tx));
        }).then(resolvePromise, (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        });
      }),
    close: async () => {
      await pg.close();
      release();
    },
    snapshot: async () => {
      // A checkpoint first, so the copy holds every committed write in the data files.
      await pg.exec('checkpoint');
      const tar = await pg.dumpDataDir('none');
      return new Uint8Array(await tar.arrayBuffer());
    },
  };
}

export interface PostgresOptions {
  /** Connections in the pool (default {@link POSTGRES_POOL_SIZE}). */
  max?: number;
  /** Connect, statement, lock and idle-in-transaction timeouts (default {@link DB_TIMEOUTS}). */
  timeouts?: DbTimeouts;
}

/**
 * Connects to PostgreSQL (Supabase in production). Statements are never prepared by
 * name, so Supavisor's transaction-mode pooler works. Every connection carries the
 * statement, lock and idle-in-transaction timeouts as session settings; a connection that
 * cannot be made within the connect timeout fails the query (the next query tries again).
 */
export function openPostgres(url: string, options: PostgresOptions = {}): Db {
  const timeouts = options.timeouts ?? DB_TIMEOUTS;
  const sql = postgres(url, {
    prepare: false,
    max: options.max ?? POSTGRES_POOL_SIZE,
    idle_timeout: 20,
    connect_timeout: Math.max(1, Math.ceil(timeouts.connectMs / 1000)),
    connection: {
      application_name: 'charlotte-directory',
      statement_timeout: timeouts.statementMs,
      lock_timeout: timeouts.lockMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    },
    onnotice: () => {},
  });
  const wrap = (target: postgres.Sql | postgres.TransactionSql): Executor => ({
    async query<T>(text: string, params: readonly unknown[] = []) {
      const rows = await target.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: false });
      return rows as unknown as T[];
    },
    async exec(script: string) {
      await target.unsafe(script).simple();
    },
  });
  return {
    kind: 'postgres',
    ...wrap(sql),
    transaction: <T>(fn: (tx: Executor) => Promise<T>) => sql.begin((tx) => fn(wrap(tx))) as Promise<T>,
    close: () => sql.end({ timeout: 5 }),
  };
}

import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';

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
}

/** Thrown when another live process holds the embedded database folder. */
export class DatabaseLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database at ${dataDir} is in use by process ${pid}. ` +
        'PGlite cannot share a data folder between processes (the second one would silently lose its writes). ' +
        'Stop that process (for example a running `npm start`), or point PGLITE_DATA_DIR at another folder.',
    );
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the folder's lock file for this process, or throws {@link DatabaseLockedError}.
 * A lock left by a process that no longer runs is taken over. Returns the release function.
 */
export function acquireFolderLock(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DatabaseLockedError(dataDir, holder);
      }
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

function pgliteExecutor(target: Pick<PGlite, 'query' | 'exec'>): Executor {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(script: string) {
      await target.exec(script);
    },
  };
}

/**
 * Opens PGlite in `dataDir` (or in memory for `memory://`). A folder is locked for this
 * process until {@link Db.close} or exit.
 */
export async function openPglite(dataDir: string): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://');
  const absolute = inMemory ? dataDir : resolve(dataDir);
  const release = inMemory ? () => {} : acquireFolderLock(absolute);
  if (!inMemory && !existsSync(absolute)) mkdirSync(absolute, { recursive: true });
  let pg: PGlite;
  try {
    pg = await PGlite.create(inMemory ? undefined : absolute);
  } catch (error) {
    release();
    throw error;
  }
  return {
    kind: 'pglite',
    ...pgliteExecutor(pg),
    transaction: (fn) => pg.transaction((tx) => fn(pgliteExecutor(tx))),
    close: async () => {
      await pg.close();
      release();
    },
  };
}

/**
 * Connects to PostgreSQL (Supabase in production). Statements are never prepared by
 * name, so Supavisor's transaction-mode pooler works.
 */
export function openPostgres(url: string, options: { max?: number } = {}): Db {
  const sql = postgres(url, {
    prepare: false,
    max: options.max ?? 10,
    idle_timeout: 20,
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

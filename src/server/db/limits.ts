/**
 * Every database timeout and memory setting, in one place (README.md, "When the database
 * fails", explains them). Both drivers read these; tests pass smaller ones.
 *
 * PostgreSQL (DATABASE_URL): the connect timeout is the driver's; statement, lock and
 * idle-in-transaction timeouts are session settings sent when each connection opens, so the
 * server itself cancels a statement that runs too long or waits too long for a lock.
 *
 * PGlite (embedded) runs inside this process, one statement at a time, and cannot cancel a
 * running statement (PostgreSQL's timers do not fire in its WebAssembly build; measured:
 * `statement_timeout` is accepted and ignored). It has no lock waits (one connection). A
 * caller that waits longer than `statementMs` for its answer gets "temporarily unavailable"
 * instead of hanging; the statement itself still finishes.
 */
export interface DbTimeouts {
  /** Time to open a connection (PostgreSQL) before the request fails with 503. */
  connectMs: number;
  /** Longest a statement may run (PostgreSQL), or a caller may wait for one (PGlite). */
  statementMs: number;
  /** Longest a statement may wait for a row or table lock (PostgreSQL). */
  lockMs: number;
  /** A transaction left idle this long is ended by the server (PostgreSQL). */
  idleInTransactionMs: number;
}

export const DB_TIMEOUTS: DbTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
  lockMs: 3_000,
  idleInTransactionMs: 30_000,
};

/** For maintenance tools (migrate, seed, benchmark set-up): no statement or lock limit. */
export const MAINTENANCE_TIMEOUTS: DbTimeouts = { ...DB_TIMEOUTS, statementMs: 0, lockMs: 0, idleInTransactionMs: 0 };

/** Seconds a client is asked to wait (`Retry-After`) when the database is unavailable. */
export const DB_RETRY_AFTER_SECONDS = 5;

/**
 * Longest the embedded database runs statements back to back (milliseconds) before a
 * waiting statement lets the event loop turn. PGlite runs on the server's only thread, and
 * a queue of statements drains in one chain of promise callbacks, during which no
 * connection is accepted and no request is read: measured at 50 connections posting
 * reviews, a new visitor's first post waited 280 ms (p50) while later ones took 6 ms. Letting
 * the loop turn every 2 ms made every post alike (p99 100-120 ms) and raised throughput
 * (730-790 -> 800-970 posts/s), since requests are read while earlier ones are written.
 */
export const PGLITE_MAX_BURST_MS = 2;

/** PostgreSQL connections per server process (the pooler multiplexes them in production). */
export const POSTGRES_POOL_SIZE = 10;

/**
 * PostgreSQL settings of the embedded database. PGlite keeps its shared buffers inside the
 * process's WebAssembly memory, which never shrinks: PostgreSQL's default 128 MB of buffers
 * became ~100 MB of extra server RSS once the 100k-business benchmark had touched them
 * (measured: 313 MB -> 212 MB RSS on the seed after the same queries with 16 MB). 32 MB keeps
 * the hot pages (indexes, the seed) cached; the rest is read through the OS page cache, which
 * is not counted in the process's RSS. WAL buffers follow (1/32 of shared buffers).
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '32MB',
  temp_buffers: '4MB',
  work_mem: '4MB',
  maintenance_work_mem: '32MB',
};

/** `public.sign_in_attempts`: the failed-password counters of the sign-in lockout (../auth/lockout.ts). */
import type { Queryable } from '../db/client';

export type AttemptScope = 'client' | 'account';

export interface AttemptRow {
  scope: AttemptScope;
  failures: number;
  window_start: Date | string;
  last_failure_at: Date | string;
  locked_until: Date | string | null;
}

/** The counters of this client and account. */
export function findAttempts(db: Queryable, clientKey: string, accountKey: string): Promise<AttemptRow[]> {
  return db.query<AttemptRow>(
    `select scope, failures, window_start, last_failure_at, locked_until from public.sign_in_attempts
      where (scope = 'client' and key = $1) or (scope = 'account' and key = $2)`,
    [clientKey, accountKey],
  );
}

/** Counts a failure at `at` (a window that started at or before `cutoff` starts again); returns the failures in the window. */
export async function recordFailure(db: Queryable, scope: AttemptScope, key: string, at: Date, cutoff: Date): Promise<number> {
  const [row] = await db.query<{ failures: number }>(
    `insert into public.sign_in_attempts (scope, key, failures, window_start, last_failure_at)
     values ($1, $2, 1, $3, $3)
     on conflict (scope, key) do update set
       failures = case when public.sign_in_attempts.window_start <= $4 then 1 else public.sign_in_attempts.failures + 1 end,
       window_start = case when public.sign_in_attempts.window_start <= $4 then $3 else public.sign_in_attempts.window_start end,
       last_failure_at = $3
     returning failures`,
    [scope, key, at.toISOString(), cutoff.toISOString()],
  );
  return row?.failures ?? 0;
}

/** Locks `key` until `until`, its counter starting again then. */
export async function lockAttempts(db: Queryable, scope: AttemptScope, key: string, until: Date): Promise<void> {
  await db.query(`update public.sign_in_attempts set locked_until = $3, failures = 0, window_start = $3 where scope = $1 and key = $2`, [
    scope,
    key,
    until.toISOString(),
  ]);
}

/** Deletes counters idle since before `idleBefore` and not locked at `now`. */
export async function pruneAttempts(db: Queryable, idleBefore: Date, now: Date): Promise<void> {
  await db.query('delete from public.sign_in_attempts where last_failure_at < $1 and (locked_until is null or locked_until < $2)', [
    idleBefore.toISOString(),
    now.toISOString(),
  ]);
}

/** Clears this client's and account's counters. */
export async function clearAttempts(db: Queryable, clientKey: string, accountKey: string): Promise<void> {
  await db.query(`delete from public.sign_in_attempts where (scope = 'client' and key = $1) or (scope = 'account' and key = $2)`, [clientKey, accountKey]);
}

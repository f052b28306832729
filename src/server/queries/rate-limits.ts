/** `public.rate_limit_hit`: the sliding-window counters of ../security/rate-limit.ts. */
import type { Queryable } from '../db/client';

/** Counts one hit of `bucket` for `clientKey` at `now` unless the window is full; the wait when it is. */
export async function countHit(
  db: Queryable,
  hit: { bucket: string; clientKey: string; windowSeconds: number; max: number },
  now: Date,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const [row] = await db.query<{ allowed: boolean; retry_after_seconds: number }>(
    'select allowed, retry_after_seconds from public.rate_limit_hit($1, $2, $3, $4, $5)',
    [hit.bucket, hit.clientKey, now.toISOString(), hit.windowSeconds, hit.max],
  );
  return { allowed: row?.allowed ?? true, retryAfterSeconds: Number(row?.retry_after_seconds ?? 0) };
}

/** Takes back the latest hit of `bucket` for `clientKey` (a successful sign-in does not count). */
export async function takeBackHit(db: Queryable, bucket: string, clientKey: string): Promise<void> {
  await db.query(`update public.rate_limit_windows set hits = hits[1:cardinality(hits) - 1] where bucket = $1 and client_key = $2 and cardinality(hits) > 0`, [
    bucket,
    clientKey,
  ]);
}

import { createHash } from 'node:crypto';
import type { Queryable } from '../db';
import { ApiError } from '../api/http';
import type { ApiContext } from '../api/router';

/** How many posts of each kind one client may make per window (times RATE_LIMIT_SCALE). */
export const RATE_LIMITS = {
  review: { max: 5, windowSeconds: 10 * 60 },
  business: { max: 5, windowSeconds: 60 * 60 },
  claim: { max: 10, windowSeconds: 60 * 60 },
  subscription: { max: 10, windowSeconds: 60 * 60 },
  signIn: { max: 10, windowSeconds: 15 * 60 },
  /** Address look-ups for "my place" (each one calls the geocoder). */
  geocode: { max: 20, windowSeconds: 10 * 60 },
} as const;

export type RateLimitBucket = keyof typeof RATE_LIMITS;

/** The client's address, hashed so that no raw IP address is stored. */
export function clientKey(ctx: Pick<ApiContext, 'clientAddress'>): string {
  return createHash('sha256').update(ctx.clientAddress).digest('base64url').slice(0, 22);
}

/**
 * Counts one hit of `bucket` for this client and throws a 429 (with Retry-After) when the
 * client already had the allowance within the last window: a sliding window, so no window
 * of that length ever holds more than the limit. One upsert keeps the times of the allowed
 * hits inside the window (the row lock of ON CONFLICT makes concurrent hits take turns);
 * a refused hit is not counted. Rows idle for a day are pruned now and then.
 */
export async function enforceRateLimit(ctx: ApiContext, bucket: RateLimitBucket, db: Queryable = ctx.deps.db): Promise<void> {
  const { windowSeconds } = RATE_LIMITS[bucket];
  const max = Math.max(1, Math.floor(RATE_LIMITS[bucket].max * ctx.deps.env.RATE_LIMIT_SCALE));
  const now = ctx.deps.now();
  const since = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await db.query<{ allowed: boolean; oldest: Date | string | null }>(
    `insert into public.rate_limit_windows as w (bucket, client_key, hits, allowed, last_hit_at)
     values ($1, $2, array[$3::timestamptz], true, $3::timestamptz)
     on conflict (bucket, client_key) do update set
       hits = array(select h from unnest(w.hits) h where h > $4::timestamptz order by h)
              || case when (select count(*) from unnest(w.hits) h where h > $4::timestamptz) < $5::int
                      then array[$3::timestamptz] else array[]::timestamptz[] end,
       allowed = (select count(*) from unnest(w.hits) h where h > $4::timestamptz) < $5::int,
       last_hit_at = greatest(w.last_hit_at, $3::timestamptz)
     returning allowed, (select min(h) from unnest(w.hits) h) as oldest`,
    [bucket, clientKey(ctx), now.toISOString(), since.toISOString(), max],
  );
  if (Math.random() < 0.01) {
    await db.query(`delete from public.rate_limit_windows where last_hit_at < $1`, [new Date(now.getTime() - 86_400_000).toISOString()]);
  }
  if (row && !row.allowed) {
    const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
    const retryAfter = Math.max(1, Math.ceil((oldest + windowSeconds * 1000 - now.getTime()) / 1000));
    throw new ApiError(
      429,
      'rate_limited',
      `Too many requests. Please wait ${Math.ceil(retryAfter / 60)} minute${retryAfter > 60 ? 's' : ''} and try again.`,
      undefined,
      { 'retry-after': String(retryAfter) },
    );
  }
}

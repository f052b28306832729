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
} as const;

export type RateLimitBucket = keyof typeof RATE_LIMITS;

/** The client's address, hashed so that no raw IP address is stored. */
export function clientKey(ctx: Pick<ApiContext, 'clientAddress'>): string {
  return createHash('sha256').update(ctx.clientAddress).digest('base64url').slice(0, 22);
}

/**
 * Counts one hit of `bucket` for this client and throws a 429 (with Retry-After) once the
 * window's allowance is used up. Old windows are pruned now and then.
 */
export async function enforceRateLimit(ctx: ApiContext, bucket: RateLimitBucket, db: Queryable = ctx.deps.db): Promise<void> {
  const { windowSeconds } = RATE_LIMITS[bucket];
  const max = RATE_LIMITS[bucket].max * ctx.deps.env.RATE_LIMIT_SCALE;
  const now = ctx.deps.now();
  const windowStartMs = Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000;
  const [row] = await db.query<{ hits: number }>(
    `insert into public.rate_limits (bucket, client_key, window_start) values ($1, $2, $3)
     on conflict (bucket, client_key, window_start) do update set hits = public.rate_limits.hits + 1
     returning hits`,
    [bucket, clientKey(ctx), new Date(windowStartMs).toISOString()],
  );
  if (Math.random() < 0.01) {
    await db.query(`delete from public.rate_limits where window_start < $1`, [new Date(now.getTime() - 86_400_000).toISOString()]);
  }
  if ((row?.hits ?? 0) > max) {
    const retryAfter = Math.max(1, Math.ceil((windowStartMs + windowSeconds * 1000 - now.getTime()) / 1000));
    throw new ApiError(
      429,
      'rate_limited',
      `Too many requests. Please wait ${Math.ceil(retryAfter / 60)} minute${retryAfter > 60 ? 's' : ''} and try again.`,
      undefined,
      { 'retry-after': String(retryAfter) },
    );
  }
}

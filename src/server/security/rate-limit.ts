import { createHash } from 'node:crypto';
import type { Queryable } from '../db';
import { ApiError } from '../errors';
import type { ApiContext } from '../context';
import { countHit } from '../queries/rate-limits';

/** How many posts of each kind one client may make per window (times RATE_LIMIT_SCALE). */
export const RATE_LIMITS = {
  review: { max: 5, windowSeconds: 10 * 60 },
  business: { max: 5, windowSeconds: 60 * 60 },
  claim: { max: 10, windowSeconds: 60 * 60 },
  subscription: { max: 10, windowSeconds: 60 * 60 },
  signIn: { max: 10, windowSeconds: 15 * 60 },
  /** Address look-ups for "my place" (each one calls the geocoder). */
  geocode: { max: 20, windowSeconds: 10 * 60 },
  /** Photo uploads (each one decodes and re-encodes an image). */
  photoUpload: { max: 30, windowSeconds: 60 * 60 },
  /** Quote requests a client may send (each one e-mails a confirmation). */
  quoteRequest: { max: 10, windowSeconds: 60 * 60 },
  /** Answers through one-time quote links. */
  quoteReply: { max: 20, windowSeconds: 60 * 60 },
  /** Saved searches a client may submit (each one e-mails a confirmation). */
  savedSearch: { max: 10, windowSeconds: 60 * 60 },
  /** Manage-link and unsubscribe calls of a client (each checks a signed link). */
  alertLink: { max: 60, windowSeconds: 60 * 60 },
} as const;

export type RateLimitBucket = keyof typeof RATE_LIMITS;

/** The client's address, hashed so that no raw IP address is stored. */
export function clientKey(ctx: Pick<ApiContext, 'clientAddress'>): string {
  return createHash('sha256').update(ctx.clientAddress).digest('base64url').slice(0, 22);
}

/** What the database needs to count one hit of a rate limit for this client. */
export interface RateLimitHit {
  bucket: RateLimitBucket;
  clientKey: string;
  windowSeconds: number;
  /** Hits allowed per window (the configured limit times RATE_LIMIT_SCALE, at least 1). */
  max: number;
}

/** The hit of `bucket` this request would count, with the limit as configured for this server. */
export function rateLimitHit(ctx: Pick<ApiContext, 'clientAddress' | 'deps'>, bucket: RateLimitBucket): RateLimitHit {
  const { max, windowSeconds } = RATE_LIMITS[bucket];
  return { bucket, clientKey: clientKey(ctx), windowSeconds, max: Math.max(1, Math.floor(max * ctx.deps.env.RATE_LIMIT_SCALE)) };
}

/** The 429 a client gets when it had its allowance, with Retry-After. */
export function rateLimited(retryAfterSeconds: number): ApiError {
  const retryAfter = Math.max(1, retryAfterSeconds);
  return new ApiError(
    429,
    'rate_limited',
    `Too many requests. Please wait ${Math.ceil(retryAfter / 60)} minute${retryAfter > 60 ? 's' : ''} and try again.`,
    undefined,
    { 'retry-after': String(retryAfter) },
  );
}

/**
 * Counts one hit of `bucket` for this client and throws a 429 (with Retry-After) when the
 * client already had the allowance within the last window: a sliding window, so no window
 * of that length ever holds more than the limit. The rule is the database function
 * `public.rate_limit_hit` (migration 20261124100000); a refused hit is not counted.
 */
export async function enforceRateLimit(ctx: ApiContext, bucket: RateLimitBucket, db: Queryable = ctx.deps.db): Promise<void> {
  const hit = rateLimitHit(ctx, bucket);
  const { allowed, retryAfterSeconds } = await countHit(db, hit, ctx.deps.now());
  if (!allowed) throw rateLimited(retryAfterSeconds);
}

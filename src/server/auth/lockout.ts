/**
 * Sign-in lockout for the local admin sign-in (POST /api/auth/login). Failed passwords are
 * counted in Postgres (`sign_in_attempts`), so the limits hold across serverless instances,
 * per client (the hashed network address) and per account (the VERIFIED account: the staff
 * account the typed e-mail names, or the first admin when none is typed; never the typed
 * text itself, so changing the e-mail on each try does not reset anything, and an e-mail
 * that names no account counts only against the client), over a 15-minute window:
 *
 * - account: from the 3rd failure each further attempt must wait 1 s, 2 s, 3 s ... longer
 *   (429 with Retry-After); the 10th failure locks the account for 15 minutes.
 * - client: the same from the 20th failure, locked at the 50th (one address trying many
 *   accounts). Higher than the account's so that colleagues behind one office address do
 *   not lock each other out.
 *
 * A successful sign-in clears both counters. Every attempt that gets as far as checking the
 * password counts towards the `signIn` rate limit (src/server/security/rate-limit.ts), per
 * client and account, until it succeeds: a successful sign-in takes its hit back, so signing
 * in often (many tabs, many mornings) never locks anyone out.
 *
 * With Supabase Auth the password never reaches this server: Supabase's own sign-in rate
 * limits apply (supabase/config.toml, [auth.rate_limit]).
 */
import { createHash } from 'node:crypto';
import { ApiError } from '../errors';
import type { ApiContext } from '../context';
import { clearAttempts, findAttempts, lockAttempts, pruneAttempts, recordFailure, type AttemptScope as Scope } from '../queries/sign-in-attempts';
import { takeBackHit } from '../queries/rate-limits';
import { clientKey, enforceRateLimit } from '../security/rate-limit';

export const LOCKOUT = {
  windowMinutes: 15,
  lockMinutes: 15,
  account: { slowAfter: 3, lockAfter: 10 },
  client: { slowAfter: 20, lockAfter: 50 },
} as const;

const time = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

/** The account key: the staff account's id, hashed. */
function accountKey(accountId: string): string {
  return createHash('sha256').update(`staff-account:${accountId}`).digest('base64url').slice(0, 22);
}

/** Seconds an attempt must wait after `failures` failures, given the scope's threshold. */
export function delaySeconds(failures: number, slowAfter: number): number {
  return failures >= slowAfter ? failures - slowAfter + 1 : 0;
}

function lockedMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

function slowedMessage(seconds: number): string {
  return `Too many failed sign-in attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

const tooMany = (message: string, retryAfter: number) =>
  new ApiError(429, 'rate_limited', message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfter))) });

export interface SignInAttempt {
  /** Records a wrong password; throws the 429 lock answer when this failure locks. */
  failed(): Promise<void>;
  /** Clears the counters after a successful sign-in. */
  succeeded(): Promise<void>;
}

/**
 * Checks that this client and account may try a password now (429 otherwise, with
 * Retry-After), counts the attempt towards the `signIn` rate limit, and returns the
 * callbacks that record the outcome.
 */
export async function beginSignIn(ctx: ApiContext, accountId: string | null): Promise<SignInAttempt> {
  const { db } = ctx.deps;
  // Without an account, nothing is verified but the client: its counter is the only one.
  const keys: Record<Scope, string> = { client: clientKey(ctx), account: accountId ? accountKey(accountId) : '-' };
  const scopes: Scope[] = accountId ? ['client', 'account'] : ['client'];
  const now = ctx.deps.now();
  const windowStart = now.getTime() - LOCKOUT.windowMinutes * 60_000;

  const rows = await findAttempts(db, keys.client, keys.account);
  let lockedFor = 0;
  let waitFor = 0;
  for (const row of rows) {
    if (row.locked_until && time(row.locked_until) > now.getTime()) {
      lockedFor = Math.max(lockedFor, (time(row.locked_until) - now.getTime()) / 1000);
      continue;
    }
    if (time(row.window_start) <= windowStart) continue;
    const delay = delaySeconds(row.failures, LOCKOUT[row.scope].slowAfter);
    const wait = (time(row.last_failure_at) + delay * 1000 - now.getTime()) / 1000;
    if (delay > 0 && wait > 0) waitFor = Math.max(waitFor, wait);
  }
  if (lockedFor > 0) throw tooMany(lockedMessage(lockedFor), lockedFor);
  if (waitFor > 0) throw tooMany(slowedMessage(Math.ceil(waitFor)), waitFor);

  // The rate limit counts per client and account, like the account lockout, so one locked
  // account does not use up the allowance of another person behind the same address.
  const limited = { ...ctx, clientAddress: `${ctx.clientAddress}\u0000${keys.account}` };
  await enforceRateLimit(limited, 'signIn');

  return {
    async failed() {
      const at = ctx.deps.now();
      const cutoff = new Date(at.getTime() - LOCKOUT.windowMinutes * 60_000);
      let lockSeconds = 0;
      for (const scope of scopes) {
        if ((await recordFailure(db, scope, keys[scope], at, cutoff)) >= LOCKOUT[scope].lockAfter) {
          lockSeconds = LOCKOUT.lockMinutes * 60;
          await lockAttempts(db, scope, keys[scope], new Date(at.getTime() + lockSeconds * 1000));
        }
      }
      if (Math.random() < 0.01) await pruneAttempts(db, new Date(at.getTime() - 86_400_000), at);
      if (lockSeconds > 0) throw tooMany(lockedMessage(lockSeconds), lockSeconds);
    },
    async succeeded() {
      await takeBackHit(db, 'signIn', clientKey(limited));
      await clearAttempts(db, keys.client, keys.account);
    },
  };
}

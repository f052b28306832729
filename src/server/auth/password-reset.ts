/**
 * Password resets for local accounts (owners and staff with an e-mail address): a one-time
 * link through the outbox, valid {@link RESET_TTL_MINUTES} minutes; only its hash is kept.
 * Setting the new password ends every earlier session (session_version + 1) and, for an
 * account that never set one (a missed invitation), activates it. At most
 * {@link RESETS_PER_HOUR} links go to one account an hour, so nobody can flood an inbox.
 * With Supabase Auth the reset is Supabase's own (docs/owners.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import { RESET_TTL_MINUTES } from '../../domain/password-reset';
import { OWNER_ROLE } from '../../domain/staff';
import type { Db, Queryable } from '../db/client';
import { queueEmail } from '../email/queue';
import { applyPasswordReset, findUnusedReset, insertPasswordReset, resetsSince } from '../queries/password-resets';
import { findStaffByEmail, type StaffRow } from '../queries/staff-accounts';

const RESETS_PER_HOUR = 3;

const tokenHash = (token: string) => createHash('sha256').update(`password-reset:${token}`).digest('base64url');

/** Queues a reset link for the account of `email`; null (and nothing sent) when there is none, it is disabled, or it had its links this hour. */
export async function requestPasswordReset(tx: Queryable, email: string, now: Date): Promise<number | null> {
  const account = await findStaffByEmail(tx, email);
  if (!account?.email || account.status === 'disabled') return null;
  if ((await resetsSince(tx, account.id, new Date(now.getTime() - 3_600_000))) >= RESETS_PER_HOUR) return null;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RESET_TTL_MINUTES * 60_000);
  await insertPasswordReset(tx, { tokenHash: tokenHash(token), accountId: account.id, expiresAt, now });
  return queueEmail(
    tx,
    'password_reset',
    account.email,
    { token, expiresAt: expiresAt.toISOString(), page: account.role === OWNER_ROLE ? '/owner' : '/admin' },
    now,
  );
}

export type ResetOutcome = { ok: true; account: StaffRow } | { ok: false; reason: 'invalid' | 'expired' };

/** Whether the link can still set a password (valid, unused, unexpired), without using it up. */
export async function checkPasswordReset(
  db: Db,
  token: string,
  now: Date,
): Promise<{ ok: true; expiresAt: Date } | { ok: false; reason: 'invalid' | 'expired' }> {
  return db.transaction(async (tx) => {
    const reset = await findUnusedReset(tx, tokenHash(token));
    if (!reset) return { ok: false, reason: 'invalid' } as const;
    const expiresAt = new Date(reset.expires_at);
    if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' } as const;
    return { ok: true, expiresAt } as const;
  });
}

/** Sets the new password (hash) when the link is valid, unused and unexpired; the link then stops working. */
export async function completePasswordReset(db: Db, token: string, passwordHash: string, now: Date): Promise<ResetOutcome> {
  return db.transaction(async (tx) => {
    const reset = await findUnusedReset(tx, tokenHash(token));
    if (!reset) return { ok: false, reason: 'invalid' } as const;
    if (new Date(reset.expires_at).getTime() <= now.getTime()) return { ok: false, reason: 'expired' } as const;
    const account = await applyPasswordReset(tx, reset.account_id, passwordHash, now);
    if (!account) return { ok: false, reason: 'invalid' } as const;
    return { ok: true, account } as const;
  });
}

/** `public.password_resets`: one-time reset links (only their hashes) of ../auth/password-reset.ts. */
import type { Queryable } from '../db/client';
import { STAFF_COLUMNS, type StaffRow } from './staff-accounts';

/** Links made for `accountId` after `since`, counted under a transaction lock on the account. */
export async function resetsSince(tx: Queryable, accountId: string, since: Date): Promise<number> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('password-reset:' || $1))`, [accountId]);
  const [recent] = await tx.query<{ n: number }>('select count(*)::int as n from public.password_resets where account_id = $1 and created_at > $2', [
    accountId,
    since.toISOString(),
  ]);
  return Number(recent?.n ?? 0);
}

export async function insertPasswordReset(tx: Queryable, reset: { tokenHash: string; accountId: string; expiresAt: Date; now: Date }): Promise<void> {
  await tx.query('insert into public.password_resets (token_hash, account_id, expires_at, created_at) values ($1, $2, $3, $4)', [
    reset.tokenHash,
    reset.accountId,
    reset.expiresAt.toISOString(),
    reset.now.toISOString(),
  ]);
}

/** The unused link with this hash, locked for the transaction. */
export async function findUnusedReset(tx: Queryable, tokenHash: string): Promise<{ account_id: string; expires_at: Date | string } | null> {
  const [reset] = await tx.query<{ account_id: string; expires_at: Date | string }>(
    'select account_id, expires_at from public.password_resets where token_hash = $1 and used_at is null for update',
    [tokenHash],
  );
  return reset ?? null;
}

/** Uses up every unused link of the account and sets its new password (ending earlier sessions, activating an invited account); null for a disabled one. */
export async function applyPasswordReset(tx: Queryable, accountId: string, passwordHash: string, now: Date): Promise<StaffRow | null> {
  await tx.query('update public.password_resets set used_at = $2 where account_id = $1 and used_at is null', [accountId, now.toISOString()]);
  const [row] = await tx.query<StaffRow>(
    `update public.staff_accounts
        set password_hash = $2, status = 'active', invite_token_hash = null, invite_expires_at = null,
            session_version = session_version + 1, updated_at = $3
      where id = $1 and status <> 'disabled'
      returning ${STAFF_COLUMNS}`,
    [accountId, passwordHash, now.toISOString()],
  );
  return row ? { ...row, session_version: Number(row.session_version) } : null;
}

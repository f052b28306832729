/** `public.revoked_tokens`: hashes of signed-out tokens, kept until they would have expired (../auth/sessions.ts). */
import type { Queryable } from '../db/client';

export async function insertRevokedToken(db: Queryable, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.query('insert into public.revoked_tokens (token_hash, expires_at) values ($1, $2) on conflict (token_hash) do nothing', [
    tokenHash,
    expiresAt.toISOString(),
  ]);
}

/** Deletes the entries of tokens expired before `now`. */
export async function pruneRevokedTokens(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from public.revoked_tokens where expires_at < $1', [now.toISOString()]);
}

export async function isTokenHashRevoked(db: Queryable, tokenHash: string): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from public.revoked_tokens where token_hash = $1', [tokenHash]);
  return Number(row?.n ?? 0) > 0;
}

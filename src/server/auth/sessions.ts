/**
 * Signing out on the server: a token handed to `POST /api/auth/logout` is revoked at once
 * (its hash kept in `revoked_tokens` until it would have expired), and every call that
 * checks a token refuses it ({@link isRevoked}, in ./index.ts). Works for local and
 * Supabase tokens, staff and owners alike; other tabs and devices keep their own sessions.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/client';
import { insertRevokedToken, isTokenHashRevoked, pruneRevokedTokens } from '../queries/revoked-tokens';

const hash = (token: string) => createHash('sha256').update(`session:${token}`).digest('base64url');

export async function revokeToken(db: Queryable, token: string, expiresAt: Date, now: Date): Promise<void> {
  await insertRevokedToken(db, hash(token), expiresAt);
  // Expired entries are of no further use: drop a few now and then.
  if (Math.random() < 0.05) await pruneRevokedTokens(db, now);
}

export function isRevoked(db: Queryable, token: string): Promise<boolean> {
  return isTokenHashRevoked(db, hash(token));
}

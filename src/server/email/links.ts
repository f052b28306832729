/**
 * Signed, expiring links for confirming a claimer's e-mail address.
 *
 * A token is `v1.{claimId}.{expires}.{signature}`: `expires` in Unix seconds, the signature
 * an HMAC-SHA256 (base64url) over the claim id, the expiry and the claim's e-mail address,
 * keyed with the link secret (./link-secret.ts). Nothing is stored per link: changing any part breaks the
 * signature, and a link for another address cannot be made without the secret.
 */
import type { Env } from '../env';
import { checkExpiring, parseExpiring, signExpiring, type TokenKind } from './signed-tokens';

/** How long a verification link stays valid. */
export const LINK_TTL_HOURS = 72;
/** The API path the link opens. */
const VERIFY_EMAIL_PATH = '/api/business-claims/verify-email';

const CLAIM: TokenKind = { prefix: 'v1', purpose: 'claim-email' };

/** A token for `claimId` and its e-mail address, valid until `expiresAt`. */
export const signClaimToken = (secret: string, claim: { claimId: number; email: string; expiresAt: Date }) =>
  signExpiring(secret, CLAIM, claim.claimId, claim.expiresAt, claim.email);

/** The claim id a token names, if it is well formed (not yet checked). */
export function parseClaimToken(token: string): { claimId: number } | null {
  const parsed = parseExpiring(CLAIM, token);
  return parsed && { claimId: parsed.id };
}

export type TokenCheck = { ok: true; claimId: number } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Checks a token against the claim's e-mail address: 'invalid' when malformed or the
 * signature does not match (checked first, so a forged expiry is invalid, not expired),
 * 'expired' after its expiry.
 */
export function checkClaimToken(secret: string, token: string, email: string, now: Date): TokenCheck {
  const checked = checkExpiring(secret, CLAIM, token, email, now);
  return checked.ok ? { ok: true, claimId: checked.id } : checked;
}

/** The full verification link for a token. */
export function verificationLink(env: Env, token: string): string {
  const url = new URL(VERIFY_EMAIL_PATH, env.PUBLIC_SITE_URL);
  url.searchParams.set('token', token);
  return url.href;
}

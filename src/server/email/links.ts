/**
 * Signed, expiring links for confirming a claimer's e-mail address.
 *
 * A token is `v1.{claimId}.{expires}.{signature}`: `expires` in Unix seconds, the signature
 * an HMAC-SHA256 (base64url) over the claim id, the expiry and the claim's e-mail address,
 * keyed with `EMAIL_LINK_SECRET` or, when that is unset, a random secret generated once and
 * kept in `app_settings`. Nothing is stored per link: changing any part breaks the
 * signature, and a link for another address cannot be made without the secret.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MAX_ID } from '../../domain/forms';
import type { Queryable } from '../db/client';
import type { Env } from '../env';

/** How long a verification link stays valid. */
export const LINK_TTL_HOURS = 72;
const SETTING_EMAIL_LINK_SECRET = 'email_link_secret';
/** The API path the link opens. */
const VERIFY_EMAIL_PATH = '/api/business-claims/verify-email';

const secrets = new WeakMap<object, Promise<string>>();

/** The link-signing secret: EMAIL_LINK_SECRET, else one generated once and stored in app_settings. */
export function getLinkSecret(db: Queryable, env: Env): Promise<string> {
  if (env.EMAIL_LINK_SECRET) return Promise.resolve(env.EMAIL_LINK_SECRET);
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      const [inserted] = await db.query<{ value: string }>(
        'insert into public.app_settings (key, value) values ($1, $2) on conflict (key) do nothing returning value',
        [SETTING_EMAIL_LINK_SECRET, randomBytes(32).toString('base64url')],
      );
      if (inserted) return inserted.value;
      const [row] = await db.query<{ value: string }>('select value from public.app_settings where key = $1', [SETTING_EMAIL_LINK_SECRET]);
      if (!row) throw new Error('the e-mail link secret conflicted but is missing');
      return row.value;
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

function signature(secret: string, claimId: number, expires: number, email: string): string {
  return createHmac('sha256', secret).update(`claim-email|${claimId}|${expires}|${email.toLowerCase()}`).digest('base64url');
}

/** A token for `claimId` and its e-mail address, valid until `expiresAt`. */
export function signClaimToken(secret: string, claim: { claimId: number; email: string; expiresAt: Date }): string {
  const expires = Math.floor(claim.expiresAt.getTime() / 1000);
  return `v1.${claim.claimId}.${expires}.${signature(secret, claim.claimId, expires, claim.email)}`;
}

/** The claim id a token names, if it is well formed (not yet checked). */
export function parseClaimToken(token: string): { claimId: number; expires: number; signature: string } | null {
  const match = /^v1\.([1-9][0-9]{0,9})\.([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const claimId = Number(match[1]);
  if (claimId > MAX_ID) return null;
  return { claimId, expires: Number(match[2]), signature: match[3]! };
}

export type TokenCheck = { ok: true; claimId: number } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Checks a token against the claim's e-mail address: 'invalid' when malformed or the
 * signature does not match (checked first, so a forged expiry is invalid, not expired),
 * 'expired' after its expiry.
 */
export function checkClaimToken(secret: string, token: string, email: string, now: Date): TokenCheck {
  const parsed = parseClaimToken(token);
  if (!parsed) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(signature(secret, parsed.claimId, parsed.expires, email));
  const given = Buffer.from(parsed.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  if (parsed.expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claimId: parsed.claimId };
}

/** The full verification link for a token. */
export function verificationLink(env: Env, token: string): string {
  const url = new URL(VERIFY_EMAIL_PATH, env.PUBLIC_SITE_URL);
  url.searchParams.set('token', token);
  return url.href;
}

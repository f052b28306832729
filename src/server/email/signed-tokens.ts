/**
 * The tokens of e-mailed links (claims, quote requests, saved searches): an HMAC-SHA256
 * (base64url) keyed with the e-mail link secret (./links.ts) over the token's purpose and
 * parts, so nothing is stored per link and no part can change without breaking it.
 * - expiring, for one address: `{prefix}.{id}.{expires}.{sig}` over the purpose, the id, the
 *   expiry (Unix seconds) and the address in lower case;
 * - lasting: `{prefix}.{id}[.{id}...].{sig}` over the purpose and the ids.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_ID } from '../../domain/forms';

/** One kind of token: the prefix it starts with and the purpose its signature covers. */
export interface TokenKind {
  prefix: string;
  purpose: string;
}

export const signParts = (secret: string, purpose: string, ...parts: Array<string | number>) =>
  createHmac('sha256', secret)
    .update([purpose, ...parts].join('|'))
    .digest('base64url');

/** Compares two signatures in constant time. */
export function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const ID = '([1-9][0-9]{0,9})';
const SIG = '([A-Za-z0-9_-]{43})';
const toId = (text: string) => {
  const id = Number(text);
  return id <= MAX_ID ? id : null;
};

export function signExpiring(secret: string, kind: TokenKind, id: number, expiresAt: Date, email: string): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${kind.prefix}.${id}.${expires}.${signParts(secret, kind.purpose, id, expires, email.toLowerCase())}`;
}

/** The id an expiring token names (not yet checked), or null when malformed. */
export function parseExpiring(kind: TokenKind, token: string): { id: number; expires: number; signature: string } | null {
  const match = new RegExp(`^${kind.prefix}\\.${ID}\\.([1-9][0-9]{0,11})\\.${SIG}$`).exec(token);
  const id = match ? toId(match[1]!) : null;
  return match && id ? { id, expires: Number(match[2]), signature: match[3]! } : null;
}

export type ExpiringCheck = { ok: true; id: number } | { ok: false; reason: 'invalid' | 'expired' };

/** 'invalid' (malformed, forged or for another address; checked first, so a forged expiry is invalid) or 'expired', else the id. */
export function checkExpiring(secret: string, kind: TokenKind, token: string, email: string, now: Date): ExpiringCheck {
  const parsed = parseExpiring(kind, token);
  if (!parsed || !sameSignature(parsed.signature, signParts(secret, kind.purpose, parsed.id, parsed.expires, email.toLowerCase()))) {
    return { ok: false, reason: 'invalid' };
  }
  if (parsed.expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, id: parsed.id };
}

export const signLasting = (secret: string, kind: TokenKind, ...ids: number[]) => `${kind.prefix}.${ids.join('.')}.${signParts(secret, kind.purpose, ...ids)}`;

/** The `count` ids a lasting token names, or null when malformed or forged. */
export function checkLasting(secret: string, kind: TokenKind, token: string, count: number): number[] | null {
  const match = new RegExp(`^${kind.prefix}\\.${Array.from({ length: count }, () => ID).join('\\.')}\\.${SIG}$`).exec(token);
  if (!match) return null;
  const ids = match.slice(1, count + 1).map(toId);
  if (ids.some((id) => id === null)) return null;
  const known = ids as number[];
  return sameSignature(match[count + 1]!, signParts(secret, kind.purpose, ...known)) ? known : null;
}

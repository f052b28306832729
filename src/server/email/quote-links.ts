/**
 * The signed links of quote requests (issue 19), keyed like the claim links with the
 * e-mail link secret (./links.ts). Nothing is stored per link:
 * - confirm: `qc1.{requestId}.{expires}.{sig}` over the request, its expiry and the
 *   visitor's address; valid {@link QUOTE_LIMITS.confirmHours} hours.
 * - status: `qs1.{requestId}.{sig}`: the visitor's private status page; no expiry.
 * - reply: `qr1.{requestId}.{businessId}.{sig}`: one business's answer to one request
 *   without signing in; it works once (while the business has not answered).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { QUOTE_LIMITS } from '../../domain/quote-categories';
import type { Env } from '../env';

const sign = (secret: string, ...parts: Array<string | number>) => createHmac('sha256', secret).update(parts.join('|')).digest('base64url');

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const ID = '([1-9][0-9]{0,9})';
const SIG = '([A-Za-z0-9_-]{43})';
const toId = (text: string) => {
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
};

export function confirmExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + QUOTE_LIMITS.confirmHours * 3_600_000);
}

export function signConfirmToken(secret: string, request: { id: number; email: string; expiresAt: Date }): string {
  const expires = Math.floor(request.expiresAt.getTime() / 1000);
  return `qc1.${request.id}.${expires}.${sign(secret, 'quote-confirm', request.id, expires, request.email.toLowerCase())}`;
}

/** The request a confirm token names (not yet checked), or null when malformed. */
export function parseConfirmToken(token: string): { requestId: number; expires: number; signature: string } | null {
  const match = new RegExp(`^qc1\\.${ID}\\.([1-9][0-9]{0,11})\\.${SIG}$`).exec(token);
  const requestId = match ? toId(match[1]!) : null;
  return match && requestId ? { requestId, expires: Number(match[2]), signature: match[3]! } : null;
}

/** 'invalid' (malformed or forged; checked first) or 'expired', else ok. */
export function checkConfirmToken(
  secret: string,
  token: string,
  email: string,
  now: Date,
): { ok: true; requestId: number } | { ok: false; reason: 'invalid' | 'expired' } {
  const parsed = parseConfirmToken(token);
  if (!parsed || !same(parsed.signature, sign(secret, 'quote-confirm', parsed.requestId, parsed.expires, email.toLowerCase()))) {
    return { ok: false, reason: 'invalid' };
  }
  if (parsed.expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, requestId: parsed.requestId };
}

export const signStatusToken = (secret: string, requestId: number) => `qs1.${requestId}.${sign(secret, 'quote-status', requestId)}`;

/** The request a status token opens, or null. */
export function checkStatusToken(secret: string, token: string): number | null {
  const match = new RegExp(`^qs1\\.${ID}\\.${SIG}$`).exec(token);
  const requestId = match ? toId(match[1]!) : null;
  return requestId && same(match![2]!, sign(secret, 'quote-status', requestId)) ? requestId : null;
}

export const signReplyToken = (secret: string, requestId: number, businessId: number) =>
  `qr1.${requestId}.${businessId}.${sign(secret, 'quote-reply', requestId, businessId)}`;

/** The request and business a reply token names, or null. */
export function checkReplyToken(secret: string, token: string): { requestId: number; businessId: number } | null {
  const match = new RegExp(`^qr1\\.${ID}\\.${ID}\\.${SIG}$`).exec(token);
  if (!match) return null;
  const requestId = toId(match[1]!);
  const businessId = toId(match[2]!);
  if (!requestId || !businessId || !same(match[3]!, sign(secret, 'quote-reply', requestId, businessId))) return null;
  return { requestId, businessId };
}

/** The pages the links open; tokens ride in the fragment, which browsers never send to a server. */
const QUOTE_PAGES = { status: '/quotes/status', reply: '/quotes/reply' } as const;

export function confirmLink(env: Env, token: string): string {
  return `${new URL(QUOTE_PAGES.status, env.PUBLIC_SITE_URL).href}#confirm=${token}`;
}
export function statusLink(env: Env, token: string): string {
  return `${new URL(QUOTE_PAGES.status, env.PUBLIC_SITE_URL).href}#token=${token}`;
}
export function replyLink(env: Env, token: string): string {
  return `${new URL(QUOTE_PAGES.reply, env.PUBLIC_SITE_URL).href}#token=${token}`;
}

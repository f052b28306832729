/**
 * The signed links of quote requests (./signed-tokens.ts). Nothing is stored per link:
 * - confirm: `qc1.{requestId}.{expires}.{sig}` over the request, its expiry and the
 *   visitor's address; valid {@link QUOTE_LIMITS.confirmHours} hours.
 * - status: `qs1.{requestId}.{sig}`: the visitor's private status page; no expiry.
 * - reply: `qr1.{requestId}.{businessId}.{sig}`: one business's answer to one request
 *   without signing in; it works once (while the business has not answered).
 */
import { QUOTE_LIMITS } from '../../domain/quote-categories';
import type { Locale } from '../../i18n/locale';
import type { Env } from '../env';
import { pageIn } from './locale';
import { checkExpiring, checkLasting, parseExpiring, signExpiring, signLasting, type TokenKind } from './signed-tokens';

const CONFIRM: TokenKind = { prefix: 'qc1', purpose: 'quote-confirm' };
const STATUS: TokenKind = { prefix: 'qs1', purpose: 'quote-status' };
const REPLY: TokenKind = { prefix: 'qr1', purpose: 'quote-reply' };

export function confirmExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + QUOTE_LIMITS.confirmHours * 3_600_000);
}

export const signConfirmToken = (secret: string, request: { id: number; email: string; expiresAt: Date }) =>
  signExpiring(secret, CONFIRM, request.id, request.expiresAt, request.email);

/** The request a confirm token names (not yet checked), or null when malformed. */
export function parseConfirmToken(token: string): { requestId: number } | null {
  const parsed = parseExpiring(CONFIRM, token);
  return parsed && { requestId: parsed.id };
}

/** 'invalid' (malformed or forged; checked first) or 'expired', else the request. */
export function checkConfirmToken(
  secret: string,
  token: string,
  email: string,
  now: Date,
): { ok: true; requestId: number } | { ok: false; reason: 'invalid' | 'expired' } {
  const checked = checkExpiring(secret, CONFIRM, token, email, now);
  return checked.ok ? { ok: true, requestId: checked.id } : checked;
}

export const signStatusToken = (secret: string, requestId: number) => signLasting(secret, STATUS, requestId);

/** The request a status token opens, or null. */
export const checkStatusToken = (secret: string, token: string): number | null => checkLasting(secret, STATUS, token, 1)?.[0] ?? null;

export const signReplyToken = (secret: string, requestId: number, businessId: number) => signLasting(secret, REPLY, requestId, businessId);

/** The request and business a reply token names, or null. */
export function checkReplyToken(secret: string, token: string): { requestId: number; businessId: number } | null {
  const ids = checkLasting(secret, REPLY, token, 2);
  return ids && { requestId: ids[0]!, businessId: ids[1]! };
}

/** The pages the links open; tokens ride in the fragment, which browsers never send to a server. */
const QUOTE_PAGES = { status: '/quotes/status', reply: '/quotes/reply' } as const;

/** The visitor's links open the status page in their language when it exists in it. */
export function confirmLink(env: Env, token: string, locale: Locale = 'en'): string {
  return `${new URL(pageIn(QUOTE_PAGES.status, locale), env.PUBLIC_SITE_URL).href}#confirm=${token}`;
}
export function statusLink(env: Env, token: string, locale: Locale = 'en'): string {
  return `${new URL(pageIn(QUOTE_PAGES.status, locale), env.PUBLIC_SITE_URL).href}#token=${token}`;
}
export function replyLink(env: Env, token: string): string {
  return `${new URL(QUOTE_PAGES.reply, env.PUBLIC_SITE_URL).href}#token=${token}`;
}

/**
 * The signed links of saved searches (docs/alerts.md), made like the quote links
 * (./signed-tokens.ts). Nothing is stored per link:
 * - confirm: `ac1.{searchId}.{expires}.{sig}` over the search, its expiry and the address;
 *   valid {@link ALERT_LIMITS.confirmHours} hours; opens `/alerts#confirm=…`.
 * - unsubscribe: `au1.{searchId}.{sig}`: the one-click unsubscribe URL of RFC 8058
 *   (`/api/saved-searches/unsubscribe/{token}`, answering a POST); no expiry.
 * - manage: `am1.{address as base64url}.{sig}`: every saved search of one address, without
 *   signing in (`/alerts#manage=…`); no expiry.
 */
import { ALERT_LIMITS } from '../../domain/alerts';
import type { Locale } from '../../i18n/locale';
import type { Env } from '../env';
import { pageIn } from './locale';
import { checkExpiring, checkLasting, parseExpiring, sameSignature, signExpiring, signLasting, signParts, type TokenKind } from './signed-tokens';

const CONFIRM: TokenKind = { prefix: 'ac1', purpose: 'alert-confirm' };
const UNSUBSCRIBE: TokenKind = { prefix: 'au1', purpose: 'alert-unsubscribe' };
const MANAGE_PURPOSE = 'alert-manage';

export function alertConfirmExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ALERT_LIMITS.confirmHours * 3_600_000);
}

export const signAlertConfirmToken = (secret: string, search: { id: number; email: string; expiresAt: Date }) =>
  signExpiring(secret, CONFIRM, search.id, search.expiresAt, search.email);

/** The saved search a confirm token names (not yet checked), or null when malformed. */
export function parseAlertConfirmToken(token: string): { searchId: number } | null {
  const parsed = parseExpiring(CONFIRM, token);
  return parsed && { searchId: parsed.id };
}

/** 'invalid' (malformed or forged; checked first) or 'expired', else ok. */
export const checkAlertConfirmToken = (secret: string, token: string, email: string, now: Date) => checkExpiring(secret, CONFIRM, token, email, now);

export const signUnsubscribeToken = (secret: string, searchId: number) => signLasting(secret, UNSUBSCRIBE, searchId);

/** The saved search an unsubscribe token names, or null. */
export const checkUnsubscribeToken = (secret: string, token: string): number | null => checkLasting(secret, UNSUBSCRIBE, token, 1)?.[0] ?? null;

export const signManageToken = (secret: string, email: string) => {
  const address = email.toLowerCase();
  return `am1.${Buffer.from(address).toString('base64url')}.${signParts(secret, MANAGE_PURPOSE, address)}`;
};

/** The address a manage token opens, or null. */
export function checkManageToken(secret: string, token: string): string | null {
  const match = /^am1\.([A-Za-z0-9_-]{4,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const address = Buffer.from(match[1]!, 'base64url').toString('utf8');
  return sameSignature(match[2]!, signParts(secret, MANAGE_PURPOSE, address)) ? address : null;
}

/** The page the confirm and manage links open (in the visitor's language when it exists in it); tokens ride in the fragment, never sent to a server. */
const ALERTS_PAGE = '/alerts';

export const alertConfirmLink = (env: Env, token: string, locale: Locale = 'en') =>
  `${new URL(pageIn(ALERTS_PAGE, locale), env.PUBLIC_SITE_URL).href}#confirm=${token}`;
export const alertManageLink = (env: Env, token: string, locale: Locale = 'en') =>
  `${new URL(pageIn(ALERTS_PAGE, locale), env.PUBLIC_SITE_URL).href}#manage=${token}`;
/** Where a person who opens the unsubscribe URL in a browser (a GET) is sent to press the button. */
export const unsubscribePageLink = (token: string) => `${ALERTS_PAGE}#unsubscribe=${token}`;
/** The RFC 8058 one-click URL: a POST with `List-Unsubscribe=One-Click` unsubscribes. */
export const unsubscribeUrl = (env: Env, token: string) => new URL(`/api/saved-searches/unsubscribe/${token}`, env.PUBLIC_SITE_URL).href;

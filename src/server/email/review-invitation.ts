/**
 * Fair review invitations: the signed link and its QR code (the e-mail: ./templates/review-invitation.ts).
 *
 * The link is `/charlotte/listing/{slug}?invite=ri1.{businessId}.{expires}.{sig}#reviews`:
 * it opens the business page's normal review form (no star chosen, nothing else on offer).
 * The signature is an HMAC over the business and the expiry, made like every e-mailed link's
 * (./signed-tokens.ts); nothing is stored per link. A review sent with a valid token is stored as
 * invited and moderated like every other review.
 */
import QRCode from 'qrcode';
import { REVIEW_INVITATIONS } from '../../domain/review-invitation-rules';
import { INVITATION_PARAM } from '../../domain/review-invitation';
import { businessHref } from '../../domain/card-display';
import type { Env } from '../env';
import { parseExpiring, sameSignature, signParts, type TokenKind } from './signed-tokens';

/** The signature covers the business and the expiry (no address: the link is for anyone the owner hands it to). */
const INVITATION: TokenKind = { prefix: 'ri1', purpose: 'review-invite' };

/** A token for `businessId`, valid until `expiresAt`. */
export function signInvitationToken(secret: string, businessId: number, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${INVITATION.prefix}.${businessId}.${expires}.${signParts(secret, INVITATION.purpose, businessId, expires)}`;
}

/** True when `token` is a valid, unexpired invitation of `businessId`. */
export function checkInvitationToken(secret: string, token: string, businessId: number, now: Date): boolean {
  const parsed = parseExpiring(INVITATION, token);
  if (!parsed || parsed.id !== businessId) return false;
  if (!sameSignature(parsed.signature, signParts(secret, INVITATION.purpose, parsed.id, parsed.expires))) return false;
  return parsed.expires * 1000 > now.getTime();
}

/** The invitation's expiry for a link made at `now`. */
export function invitationExpiry(now: Date): Date {
  return new Date(now.getTime() + REVIEW_INVITATIONS.linkDays * 86_400_000);
}

/** The full invitation link. */
export function invitationLink(env: Env, slug: string, token: string): string {
  const url = new URL(businessHref(slug), env.PUBLIC_SITE_URL);
  url.searchParams.set(INVITATION_PARAM, token);
  url.hash = 'reviews';
  return url.href;
}

/** The link as a QR code: a PNG data URL (error correction M, 8 px a module, a quiet zone of 4). */
export function invitationQrPng(link: string): Promise<string> {
  return QRCode.toDataURL(link, { type: 'image/png', errorCorrectionLevel: 'M', scale: 8, margin: 4 });
}

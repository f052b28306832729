/**
 * Fair review invitations: the signed link, its QR code, and the one fixed invitation e-mail.
 *
 * The link is `/charlotte/listing/{slug}?invite=ri1.{businessId}.{expires}.{sig}#reviews`:
 * it opens the business page's normal review form (no star chosen, nothing else on offer).
 * The signature is an HMAC over the business and the expiry, made like every e-mailed link's
 * (./signed-tokens.ts); nothing is stored per link. A review sent with a valid token is stored as
 * invited and moderated like every other review.
 */
import QRCode from 'qrcode';
import { SITE } from '../../domain/catalog';
import { dateTime } from '../../domain/dates';
import { REVIEW_INVITATIONS } from '../../domain/owner-access';
import { INVITATION_PARAM } from '../../domain/review-invitation';
import { businessHref } from '../../domain/card-display';
import type { Queryable } from '../db/client';
import type { Env } from '../env';
import { insertOutboxRow } from '../queries/outbox';
import { recordReviewInvitation } from '../queries/owner-access';
import { renderEmail } from './layout';
import { parseExpiring, sameSignature, signParts, type TokenKind } from './signed-tokens';
import { escapeHtml, type OutboxRow, type RenderedEmail } from './message';
import { MAIL_LIMITS, mailText } from './text';

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

export interface ReviewInvitationPayload {
  businessId: number;
  businessName: string;
  slug: string;
  token: string;
  expiresAt: string;
}

const subject = (businessName: string) => `${mailText(businessName, MAIL_LIMITS.businessName)} asks for your review on ${SITE.name}`;

/** Queues one invitation e-mail (the fixed text); records it for the daily limit. */
export async function queueReviewInvitation(tx: Queryable, to: string, ownerId: string, payload: ReviewInvitationPayload, now: Date): Promise<number> {
  await recordReviewInvitation(tx, { businessId: payload.businessId, ownerId, to, now });
  return insertOutboxRow(tx, { kind: 'review_invitation', to, subject: subject(payload.businessName), payload, now });
}

/**
 * The fixed invitation: the same words for every business and customer. It asks for an
 * honest review, good or bad, offers nothing in return, and names no rating.
 */
export function renderReviewInvitation(env: Env, row: OutboxRow): RenderedEmail {
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as ReviewInvitationPayload;
  const link = invitationLink(env, payload.slug, payload.token);
  const name = mailText(payload.businessName, MAIL_LIMITS.businessName);
  const until = dateTime(payload.expiresAt);
  return renderEmail(row, {
    text: [
      'Hello,',
      '',
      `${name} invites you to review them on ${SITE.name}.`,
      'Tell other newcomers how it went, good or bad: every honest review is welcome, and every review is checked by our staff the same way before it is published.',
      '',
      link,
      '',
      `The link works until ${until}. Nothing is offered for a review.`,
      '',
      `If you are not a customer of ${name}, ignore this message.`,
    ],
    intro: [
      '<p>Hello,</p>',
      `<p>${escapeHtml(name)} invites you to review them on ${escapeHtml(SITE.name)}.
Tell other newcomers how it went, good or bad: every honest review is welcome, and every review is checked by our staff the same way before it is published.</p>`,
    ],
    button: { href: link, label: 'Write a review' },
    outro: [
      `<p>The link works until ${escapeHtml(until)}. Nothing is offered for a review.</p>`,
      `<p>If you are not a customer of ${escapeHtml(name)}, ignore this message.</p>`,
    ],
    linkLabel: 'Review link',
  });
}

/**
 * The e-mail outbox: messages are written in the same transaction as what causes them
 * (a claim), and sent after the commit by ./delivery.ts. A message is stored with what its
 * template needs; its text, verification link included, is rendered when it is sent or shown.
 */
import type { OutboxMessage } from '../../domain/admin';
import { SITE } from '../../domain/catalog';
import { dateTime } from '../../domain/dates';
import type { Page } from '../../domain/admin';
import type { Queryable } from '../db/client';
import { isoTime } from '../db/columns';
import type { Env } from '../env';
import { findBusinessName, insertOutboxRow, listOutboxRows, sentRecently } from '../queries/outbox';
import { renderEmail } from './layout';
import { LINK_TTL_HOURS, getLinkSecret, signClaimToken, verificationLink } from './links';
import { escapeHtml, type OutboxRow, type RenderedEmail } from './message';
import { renderAlertEmail } from './alert-emails';
import { isOwnerInvitation, renderOwnerInvitation } from './owner-invitation';
import { renderOwnerDecision } from './owner-notices';
import { renderPasswordReset } from './password-reset';
import { renderQuoteEmail } from './quote-emails';
import { renderReviewInvitation } from './review-invitation';
import { renderStaffInvitation } from './staff-invitation';
import { MAIL_LIMITS, mailText } from './text';

interface ClaimEmailPayload {
  claimId: number;
  businessName: string;
  claimerName: string | null;
  /** When the link stops working (ISO 8601). */
  expiresAt: string;
}

function claimEmailSubject(businessName: string): string {
  return `Confirm your claim of ${mailText(businessName, MAIL_LIMITS.businessName)} on ${SITE.name}`;
}

/**
 * Queues the verification e-mail of a new claim. Call it with the transaction that stores
 * the claim, so both are committed together or not at all. Returns the message id, or
 * null when a verification message went to the same address within the period
 * ({@link MAIL_LIMITS}); concurrent claims to one address are serialized by a lock.
 */
export async function queueClaimVerificationEmail(
  tx: Queryable,
  claim: { id: number; businessId: number; claimerEmail: string; claimerName?: string | null; now: Date },
): Promise<number | null> {
  const address = claim.claimerEmail.trim().toLowerCase();
  const since = new Date(claim.now.getTime() - MAIL_LIMITS.verificationPeriodHours * 3_600_000);
  if (await sentRecently(tx, 'claim_verification', address, since)) return null;
  const businessName = await findBusinessName(tx, claim.businessId);
  if (businessName === null) throw new Error(`business ${claim.businessId} not found for claim ${claim.id}`);
  const payload: ClaimEmailPayload = {
    claimId: claim.id,
    businessName,
    claimerName: claim.claimerName ?? null,
    expiresAt: new Date(claim.now.getTime() + LINK_TTL_HOURS * 3_600_000).toISOString(),
  };
  return insertOutboxRow(tx, { kind: 'claim_verification', to: address, subject: claimEmailSubject(businessName), payload, claimId: claim.id, now: claim.now });
}

function payloadOf(row: OutboxRow): ClaimEmailPayload {
  return (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as ClaimEmailPayload;
}

/** The message as it is sent: text, HTML and the signed verification link. */
export async function renderOutboxMessage(db: Queryable, env: Env, row: OutboxRow): Promise<RenderedEmail> {
  if (row.kind === 'staff_invitation') return renderStaffInvitation(env, row);
  if (row.kind === 'owner_invitation') {
    const payload: unknown = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
    if (isOwnerInvitation(payload)) return renderOwnerInvitation(env, row, payload);
  }
  if (row.kind === 'review_invitation') return renderReviewInvitation(env, row);
  if (row.kind === 'owner_decision') return renderOwnerDecision(env, row);
  if (row.kind === 'password_reset') return renderPasswordReset(env, row);
  if (row.kind.startsWith('quote_')) return renderQuoteEmail(db, env, row);
  if (row.kind.startsWith('alert_')) return renderAlertEmail(db, env, row);
  const payload = payloadOf(row);
  const secret = await getLinkSecret(db, env);
  const expiresAt = new Date(payload.expiresAt);
  const link = verificationLink(env, signClaimToken(secret, { claimId: payload.claimId, email: row.to_address, expiresAt }));
  const name = payload.claimerName ? mailText(payload.claimerName, MAIL_LIMITS.greetingName) : '';
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const businessName = mailText(payload.businessName, MAIL_LIMITS.businessName);
  const until = dateTime(expiresAt);
  return renderEmail(row, {
    text: [
      greeting,
      '',
      `Thank you for claiming ${businessName} on ${SITE.name}.`,
      'Please confirm your e-mail address by opening this link:',
      '',
      link,
      '',
      `The link works until ${until} (${LINK_TTL_HOURS} hours). Our team reviews every claim before it is approved.`,
      '',
      `If you did not claim this business, ignore this message or tell us at ${SITE.supportEmail}.`,
    ],
    intro: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>Thank you for claiming <strong>${escapeHtml(businessName)}</strong> on ${escapeHtml(SITE.name)}.\nPlease confirm your e-mail address:</p>`,
    ],
    button: { href: link, label: 'Confirm my e-mail address' },
    outro: [
      `<p>The link works until ${escapeHtml(until)} (${LINK_TTL_HOURS} hours). Our team reviews every claim before it is approved.</p>`,
      `<p>If you did not claim this business, ignore this message or tell us at ${escapeHtml(SITE.supportEmail)}.</p>`,
    ],
    linkLabel: 'Verification link',
  });
}

const optionalTime = (value: Date | string | null) => (value === null ? null : isoTime(value));

/** The headers a sent message carried, as stored. */
function storedHeaders(value: OutboxRow['headers']): Record<string, string> | null {
  if (value === null) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, string>;
}

/** Recent messages, newest first, with their text as sent. */
export async function listOutbox(db: Queryable, env: Env, limit: number, offset: number): Promise<Page<OutboxMessage>> {
  const { rows, total } = await listOutboxRows(db, limit, offset);
  const items: OutboxMessage[] = [];
  for (const row of rows) {
    const rendered = await renderOutboxMessage(db, env, row);
    items.push({
      id: Number(row.id),
      kind: row.kind,
      toAddress: row.to_address,
      subject: row.subject,
      text: rendered.text,
      claimId: row.claim_id === null ? null : Number(row.claim_id),
      status: row.status,
      attempts: Number(row.attempts),
      lastError: row.last_error,
      lastAttemptAt: optionalTime(row.last_attempt_at),
      nextAttemptAt: row.status === 'queued' ? isoTime(row.next_attempt_at) : null,
      headers: storedHeaders(row.headers) ?? rendered.headers ?? {},
      sentAt: optionalTime(row.sent_at),
      createdAt: isoTime(row.created_at),
    });
  }
  return { items, total, limit, offset };
}

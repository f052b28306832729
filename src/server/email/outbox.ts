/**
 * The e-mail outbox: messages are written in the same transaction as what causes them
 * (a claim), and sent after the commit by ./sender.ts. A message is stored with what its
 * template needs; its text, verification link included, is rendered when it is sent or shown.
 */
import type { OutboxMessage } from '../../domain/admin';
import { SITE } from '../../domain/catalog';
import type { Page } from '../../domain/admin';
import type { Queryable } from '../db/client';
import { isoTime } from '../db/columns';
import type { Env } from '../env';
import { LINK_TTL_HOURS, getLinkSecret, signClaimToken, verificationLink } from './links';
import { escapeHtml, type OutboxRow, type RenderedEmail } from './message';
import { renderQuoteEmail } from './quote-emails';
import { renderStaffInvitation } from './staff-invitation';
import { MAIL_LIMITS, mailText } from './text';

interface ClaimEmailPayload {
  claimId: number;
  businessName: string;
  claimerName: string | null;
  /** When the link stops working (ISO 8601). */
  expiresAt: string;
}

const OUTBOX_COLUMNS = `id::int as id, kind, to_address, subject, payload, claim_id, status, attempts, last_error,
  last_attempt_at, sent_at, created_at`;

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
  await tx.query(`select pg_advisory_xact_lock(hashtext('claim-verification:' || $1))`, [address]);
  const since = new Date(claim.now.getTime() - MAIL_LIMITS.verificationPeriodHours * 3_600_000).toISOString();
  const [recent] = await tx.query<{ id: number }>(
    `select id::int as id from public.email_outbox
      where kind = 'claim_verification' and to_address = $1 and created_at > $2 limit 1`,
    [address, since],
  );
  if (recent) return null;
  const [business] = await tx.query<{ business_name: string }>('select business_name from public.businesses where id = $1', [claim.businessId]);
  if (!business) throw new Error(`business ${claim.businessId} not found for claim ${claim.id}`);
  const payload: ClaimEmailPayload = {
    claimId: claim.id,
    businessName: business.business_name,
    claimerName: claim.claimerName ?? null,
    expiresAt: new Date(claim.now.getTime() + LINK_TTL_HOURS * 3_600_000).toISOString(),
  };
  const [row] = await tx.query<{ id: number }>(
    `insert into public.email_outbox (kind, to_address, subject, payload, claim_id, created_at)
     values ('claim_verification', $1, $2, $3::text::jsonb, $4, $5) returning id::int as id`,
    [address, claimEmailSubject(business.business_name), JSON.stringify(payload), claim.id, claim.now.toISOString()],
  );
  if (!row) throw new Error('outbox insert returned no row');
  return Number(row.id);
}

function payloadOf(row: OutboxRow): ClaimEmailPayload {
  return (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as ClaimEmailPayload;
}

/** The message as it is sent: text, HTML and the signed verification link. */
export async function renderOutboxMessage(db: Queryable, env: Env, row: OutboxRow): Promise<RenderedEmail> {
  if (row.kind === 'staff_invitation') return renderStaffInvitation(env, row);
  if (row.kind.startsWith('quote_')) return renderQuoteEmail(db, env, row);
  const payload = payloadOf(row);
  const secret = await getLinkSecret(db, env);
  const expiresAt = new Date(payload.expiresAt);
  const link = verificationLink(env, signClaimToken(secret, { claimId: payload.claimId, email: row.to_address, expiresAt }));
  const name = payload.claimerName ? mailText(payload.claimerName, MAIL_LIMITS.greetingName) : '';
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const businessName = mailText(payload.businessName, MAIL_LIMITS.businessName);
  const until = expiresAt.toUTCString();
  const text = [
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
    '',
    `${SITE.name}`,
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>Thank you for claiming <strong>${escapeHtml(businessName)}</strong> on ${escapeHtml(SITE.name)}.
Please confirm your e-mail address:</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#174ea3;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Confirm my e-mail address</a></p>
<p>Or open this link: <br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>The link works until ${escapeHtml(until)} (${LINK_TTL_HOURS} hours). Our team reviews every claim before it is approved.</p>
<p>If you did not claim this business, ignore this message or tell us at ${escapeHtml(SITE.supportEmail)}.</p>
<p>${escapeHtml(SITE.name)}</p>
</body></html>`;
  return { to: row.to_address, subject: row.subject, text, html, link };
}

export async function getOutboxRow(db: Queryable, id: number): Promise<OutboxRow | null> {
  const [row] = await db.query<OutboxRow>(`select ${OUTBOX_COLUMNS} from public.email_outbox where id = $1`, [id]);
  return row ?? null;
}

const optionalTime = (value: Date | string | null) => (value === null ? null : isoTime(value));

/** Recent messages, newest first, with their text as sent. */
export async function listOutbox(db: Queryable, env: Env, limit: number, offset: number): Promise<Page<OutboxMessage>> {
  const rows = await db.query<OutboxRow>(`select ${OUTBOX_COLUMNS} from public.email_outbox order by created_at desc, id desc limit $1 offset $2`, [
    limit,
    offset,
  ]);
  const [count] = await db.query<{ n: number }>('select count(*)::int as n from public.email_outbox');
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
      sentAt: optionalTime(row.sent_at),
      createdAt: isoTime(row.created_at),
    });
  }
  return { items, total: Number(count?.n ?? 0), limit, offset };
}

/**
 * What staff decided about an owner's name, category or address change, or a review the
 * owner reported: kept as a notice the dashboard shows (`owner_notices`) and sent as an
 * 'owner_decision' e-mail, both in the deciding transaction. The text is the notice's own.
 */
import { dateTime } from '../../domain/dates';
import type { Queryable } from '../db/client';
import type { Env } from '../env';
import { insertOutboxRow } from '../queries/outbox';
import { insertOwnerNotice, ownerAddress } from '../queries/owner-notices';
import { renderEmail } from './layout';
import { escapeHtml, type OutboxRow, type RenderedEmail } from './message';

interface NoticePayload {
  businessId: number;
  noticeId: number;
  body: string;
  decidedAt: string;
}

/**
 * Stores the notice and queues its e-mail (none when the owner has no address on record).
 * Returns the message id to deliver after the commit, or null.
 */
export async function noticeOwner(
  tx: Queryable,
  notice: { ownerId: string; businessId: number; subject: string; body: string; now: Date },
): Promise<number | null> {
  const noticeId = await insertOwnerNotice(tx, notice);
  const address = await ownerAddress(tx, notice.ownerId, notice.businessId);
  if (!address || noticeId === null) return null;
  const payload: NoticePayload = { businessId: notice.businessId, noticeId, body: notice.body, decidedAt: notice.now.toISOString() };
  return insertOutboxRow(tx, { kind: 'owner_decision', to: address, subject: notice.subject.slice(0, 300), payload, now: notice.now });
}

export function renderOwnerDecision(env: Env, row: OutboxRow): RenderedEmail {
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as NoticePayload;
  const link = new URL('/owner', env.PUBLIC_SITE_URL).href;
  const when = `Decided ${dateTime(payload.decidedAt)}.`;
  return renderEmail(row, {
    text: ['Hello,', '', payload.body, when, '', 'Your dashboard shows this too:', link],
    intro: [
      '<p>Hello,</p>',
      `<p>${escapeHtml(payload.body)}</p>`,
      `<p>${escapeHtml(when)}</p>`,
      `<p>Your dashboard shows this too: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    ],
    link,
    linkLabel: 'Owner dashboard link',
  });
}

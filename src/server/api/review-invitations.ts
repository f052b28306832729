/**
 * Fair review invitations (docs/owners.md):
 *
 * - POST /api/owner/businesses/{id}/review-invitations {emails?}  the signed link, its QR code,
 *        and invitation e-mails queued (at most 20 a day per business, one fixed text)
 * - GET  /api/owner/notices                      staff decisions on the owner's changes and reports
 */
import { mailboxKey } from '../../domain/mailbox';
import { REVIEW_INVITATIONS, ReviewInvitationSchema, overDailyLimitMessage, type ReviewInvitationAnswer } from '../../domain/review-invitation-rules';
import { dayStart } from '../../domain/dates';
import { requireOwner, requireOwnerOf } from '../auth/owner';
import { getLinkSecret } from '../email/link-secret';
import { listOwnerNotices } from '../queries/owner-notices';
import { queueEmails } from '../email/queue';
import { invitationExpiry, invitationLink, invitationQrPng, signInvitationToken } from '../email/review-invitation';
import { deliverEmails } from '../email/delivery';
import { getBusinessById, parseId } from '../queries/businesses';
import { forbiddenInvitees, invitationsSince, lockReviewInvitations, recordReviewInvitation } from '../queries/review-invitations';
import { ApiError, notFound, privateJson, readJson } from './http';
import type { Handler, Route } from './router';

const reviewInvitations: Handler = async (ctx) => {
  const id = parseId(ctx.params.id);
  if (id === null) {
    await requireOwner(ctx);
    throw notFound('Business not found among your listings.');
  }
  const owner = await requireOwnerOf(ctx, id);
  const { emails = [] } = await readJson(ctx.request, ReviewInvitationSchema);
  const { db, env } = ctx.deps;
  const business = await getBusinessById(db, id);
  if (!business || business.status !== 'published') {
    throw new ApiError(409, 'conflict', 'This listing is not published yet: customers can review it once staff publish it.');
  }
  const now = ctx.deps.now();
  const expiresAt = invitationExpiry(now);
  const token = signInvitationToken(await getLinkSecret(db, env), id, expiresAt);
  const link = invitationLink(env, business.slug, token);
  // One invitation per mailbox: `ana@x` and `Ana+shop@x` are one customer's.
  const byMailbox = new Map<string, string>();
  for (const address of emails) if (!byMailbox.has(mailboxKey(address))) byMailbox.set(mailboxKey(address), address.toLowerCase());
  const addresses = [...byMailbox.values()];
  const forbidden = await forbiddenInvitees(db, id, owner.email);
  // The owner's own mailbox however it is written (case, a +tag) is still the owner's.
  const refused = addresses.filter((address) => forbidden.has(mailboxKey(address)));
  if (refused.length > 0) {
    throw new ApiError(400, 'validation_failed', 'Invitations go to customers only: not to your own address or a staff address.', {
      emails: `Not a customer's address: ${refused.join(', ')}`,
    });
  }
  const outcome = await db.transaction(async (tx) => {
    await lockReviewInvitations(tx, id);
    const sent = await invitationsSince(tx, id, dayStart(now));
    if (sent + addresses.length > REVIEW_INVITATIONS.dailyEmails) return { ok: false as const, sent, asked: addresses.length };
    for (const address of addresses) await recordReviewInvitation(tx, { businessId: id, ownerId: owner.ownerId, to: address, now });
    const payload = { businessId: id, businessName: business.businessName, slug: business.slug, token, expiresAt: expiresAt.toISOString() };
    const ids = await queueEmails(
      tx,
      addresses.map((to) => ({ kind: 'review_invitation' as const, to, payload })),
      now,
    );
    return { ok: true as const, sent: sent + addresses.length, ids };
  });
  if (!outcome.ok) {
    const message = overDailyLimitMessage(outcome.sent, outcome.asked);
    throw new ApiError(429, 'rate_limited', message, { emails: message });
  }
  await deliverEmails(ctx.deps, outcome.ids);
  const answer: ReviewInvitationAnswer = {
    link,
    expiresAt: expiresAt.toISOString(),
    qrPng: await invitationQrPng(link),
    queued: outcome.ids.length,
    sentToday: outcome.sent,
    dailyLimit: REVIEW_INVITATIONS.dailyEmails,
  };
  return privateJson(answer, outcome.ids.length > 0 ? 201 : 200);
};

const notices: Handler = async (ctx) => {
  const owner = await requireOwner(ctx);
  return privateJson({ items: await listOwnerNotices(ctx.deps.db, owner.ownerId) });
};

export const reviewInvitationRoutes: Route[] = [
  { method: 'POST', path: '/api/owner/businesses/:id/review-invitations', handler: reviewInvitations },
  { method: 'GET', path: '/api/owner/notices', handler: notices },
];

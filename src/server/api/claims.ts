/**
 * POST /api/business-claims, GET /api/business-claims/pending,
 * PUT /api/business-claims/{id}/verify.
 */
import { enforceRateLimit } from '../security/rate-limit';
import { BusinessClaimSchema } from '../../domain/forms';
import { authMode, requireAdmin } from '../auth';
import { purgeBusinessWrite } from '../cache/purge';
import { deliverEmails, deliverEmailsOf } from '../email/delivery';
import { getBusinessById } from '../queries/businesses';
import { insertClaim, listPendingClaims, verifyClaim } from '../queries/claims';
import { withAudit } from '../queries/audit';
import { ApiError, json, notFound, privateJson, readJson } from './http';
import { decidedValue, idParam } from './decisions';
import type { ApiContext, Route } from './router';

/** The 409 answer to a claim of a business that its owner has already claimed. */
export const ALREADY_CLAIMED_MESSAGE = 'This business has already been claimed by its owner. If you own it, please contact support.';

/**
 * Claims a business (published, or just added and still pending): 201 `{id, status,
 * emailSent}` (`emailSent` false when the address had a verification link within the day).
 * One claim per business and e-mail address: a repeat stores and sends nothing and answers
 * 200 `{received: true, emailSent: false}`, without the existing claim's id or status (anyone may type anyone's
 * address).
 * A business already claimed by its owner answers 409: its page says it is claimed, and a
 * dispute goes to support, not the queue.
 */
async function submitClaim(ctx: ApiContext): Promise<Response> {
  const input = await readJson(ctx.request, BusinessClaimSchema);
  await enforceRateLimit(ctx, 'claim');
  const business = await getBusinessById(ctx.deps.db, input.businessId);
  if (!business || business.status === 'rejected') throw notFound('Business not found.');
  if (business.isClaimed) throw new ApiError(409, 'conflict', ALREADY_CLAIMED_MESSAGE);
  const claim = await ctx.deps.db.transaction((tx) =>
    insertClaim(tx, {
      businessId: business.id,
      claimerName: input.claimerName,
      claimerEmail: input.claimerEmail,
      claimerPhone: input.claimerPhone,
      locale: input.locale,
      now: ctx.deps.now(),
    }),
  );
  if (!claim.created) return json({ received: true, emailSent: false });
  await deliverEmailsOf(ctx.deps, { claimId: claim.id });
  return json({ id: claim.id, status: claim.status, emailSent: claim.emailQueued }, { status: 201 });
}

/** Admin: pending claims with businessName and businessSlug, oldest first. */
async function pendingClaims(ctx: ApiContext): Promise<Response> {
  await requireAdmin(ctx);
  return privateJson(await listPendingClaims(ctx.deps.db));
}

/**
 * Admin: approves a claim; its business becomes claimed and verified. 200 with the claim;
 * 404 unknown; 409 when already verified or denied.
 */
async function verify(ctx: ApiContext): Promise<Response> {
  const admin = await requireAdmin(ctx);
  const id = idParam(ctx, 'Claim');
  const now = ctx.deps.now();
  const audited = withAudit(ctx.deps.db, { actor: admin, action: 'claim.verify', targetType: 'claim', targetId: id, now });
  const verified = decidedValue(await verifyClaim(audited, id, now, authMode(ctx.deps.env)), 'Claim');
  // The business now shows as claimed and verified.
  await purgeBusinessWrite(ctx.deps.db, 'business-changed', [verified.businessId]);
  const { ownership, ...claim } = verified;
  if (ownership.kind !== 'skipped') {
    await deliverEmails(ctx.deps, [ownership.messageId]);
  }
  return json({ ...claim, ownership: ownership.kind === 'skipped' ? { granted: false, reason: ownership.reason } : { granted: true, kind: ownership.kind } });
}

export const claimRoutes: Route[] = [
  { method: 'POST', path: '/api/business-claims', handler: submitClaim },
  { method: 'GET', path: '/api/business-claims/pending', handler: pendingClaims },
  { method: 'PUT', path: '/api/business-claims/:id/verify', handler: verify },
];

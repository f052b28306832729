/**
 * GET|POST /api/businesses/{id}/reviews and PUT /api/reviews/{id}/approve.
 *
 * Submissions are stored as 'pending' and appear (and count towards the rating) only once
 * an admin approves them. A filled honeypot (src/domain/honeypot.ts) gets 202 `{received}`
 * and nothing is stored.
 */
import { rateLimitHit, rateLimited } from '../security/rate-limit';
import { businessCacheHeaders } from '../../domain/cache-tags';
import { ReviewFormSchema } from '../../domain/forms';
import { requireAdmin } from '../auth';
import { getBusinessById, parseId } from '../queries/businesses';
import { withAudit } from '../queries/audit';
import { approveReview, listApprovedReviews, storeReview } from '../queries/reviews';
import { purgeBusinessWrite } from '../cache/purge';
import { getLinkSecret } from '../email/link-secret';
import { checkInvitationToken } from '../email/review-invitation';
import { ApiError, honeypotAnswer, json, notFound, readJson } from './http';
import { decidedValue, idParam } from './decisions';
import type { ApiContext, Route } from './router';
import { filledHoneypot } from '../../domain/honeypot';

const BUSINESS_NOT_FOUND = 'Business not found.';

/** The published business named by the `:id` path segment, or 404. */
async function publishedBusiness(ctx: ApiContext) {
  const id = parseId(ctx.params.id);
  const business = id === null ? null : await getBusinessById(ctx.deps.db, id);
  if (!business || business.status !== 'published') throw notFound(BUSINESS_NOT_FOUND);
  return business;
}

/** Approved reviews, newest first. */
async function listReviews(ctx: ApiContext): Promise<Response> {
  const business = await publishedBusiness(ctx);
  const reviews = await listApprovedReviews(ctx.deps.db, business.id);
  return json(reviews, { headers: businessCacheHeaders(business) });
}

/**
 * Stores a review as pending: 201 `{id, status: 'pending'}`, and queues the reviewer's e-mail
 * that it was received (in the language of its page; at most one a day to an address). A retry with the same
 * `submissionKey` (the first answer was lost) answers 200 with the review stored the first
 * time and its current status, stores nothing and does not count against the rate limit.
 * 404 for an unknown or unpublished business (before any 400 about the body), 429 over the
 * rate limit. `invitation`: the token of the business's invitation link (the review is then
 * labelled "Invited by the business" and moderated like every other); 409 for an invited
 * review from an address that reviewed the business within the year.
 */
async function submitReview(ctx: ApiContext): Promise<Response> {
  const businessId = parseId(ctx.params.id);
  if (businessId === null) throw notFound(BUSINESS_NOT_FOUND);
  const review = await readJson(ctx.request, ReviewFormSchema).catch(async (error: unknown) => {
    await publishedBusiness(ctx);
    throw error;
  });
  if (filledHoneypot(review)) return honeypotAnswer();
  const now = ctx.deps.now();
  // An expired or altered invitation still posts the review, only without the label.
  const invited = review.invitation ? checkInvitationToken(await getLinkSecret(ctx.deps.db, ctx.deps.env), review.invitation, businessId, now) : false;
  // The reviewer's confirmation is queued by the same call; the outbox sweep sends it
  // (src/server/email/delivery.ts): nothing in it is needed at once, and the answer does not
  // wait for the provider.
  const result = await storeReview(ctx.deps.db, businessId, review, rateLimitHit(ctx, 'review'), now, invited);
  if (result.outcome === 'not_found') throw notFound(BUSINESS_NOT_FOUND);
  if (result.outcome === 'duplicate') {
    throw new ApiError(409, 'conflict', 'You have reviewed this business within the last year: one review per customer a year.', {
      reviewerEmail: 'This address has reviewed this business within the last year',
    });
  }
  if (result.outcome === 'rate_limited') throw rateLimited(result.retryAfterSeconds);
  return json({ id: result.id, status: result.status }, { status: result.outcome === 'created' ? 201 : 200 });
}

/**
 * Admin: publishes a pending review and recomputes the business's rating and count.
 * 200 `{id, status, businessId, userRating, reviewCount}`; 404 unknown; 409 already decided.
 */
async function approve(ctx: ApiContext): Promise<Response> {
  const admin = await requireAdmin(ctx);
  const id = idParam(ctx, 'Review');
  const now = ctx.deps.now();
  const audited = withAudit(ctx.deps.db, { actor: admin, action: 'review.approve', targetType: 'review', targetId: id, now });
  const approved = decidedValue(await approveReview(audited, id, now), 'Review');
  await purgeBusinessWrite(ctx.deps.db, 'review-approved', [approved.businessId]);
  return json(approved);
}

export const reviewRoutes: Route[] = [
  { method: 'GET', path: '/api/businesses/:id/reviews', handler: listReviews },
  { method: 'POST', path: '/api/businesses/:id/reviews', handler: submitReview },
  { method: 'PUT', path: '/api/reviews/:id/approve', handler: approve },
];

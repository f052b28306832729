/**
 * Moderation API: the admin queues and the decisions on pending items. Every call but the
 * verification link runs requireAdmin first (401 without a valid token, 403 for a signed-in
 * user without the admin role), and every decision is written to the audit log in the same
 * transaction.
 *
 * - GET  /api/business-claims?status=pending&limit&offset   claims queue (status: pending, verified, denied)
 * - PUT  /api/business-claims/{id}/deny {reason, note?}       deny a pending claim
 * - GET  /api/business-claims/verify-email?token=...          the claimer's e-mail link (public)
 * - GET  /api/reviews/pending?limit&offset                    reviews queue
 * - PUT  /api/reviews/{id}/reject {reason, note?}             reject for a content-rule reason
 * - PUT  /api/businesses/{id}/publish                         list a pending business now
 * - PUT  /api/businesses/{id}/reject {reason, note?}          reject a pending business
 */
import { z } from 'zod';
import type { Locale } from '../../i18n/locale';
import { linkIn } from '../../i18n/routes';
import { BusinessRejectSchema, ClaimDenySchema, ClaimListQuerySchema, PageQuerySchema, ReviewRejectSchema } from '../../domain/admin';
import { requireAdmin } from '../auth';
import { purgeBusinessWrite } from '../cache/purge';
import { checkClaimToken, getLinkSecret, parseClaimToken } from '../email';
import { deliverEmailsOf } from '../email/delivery';
import { findClaimer, markClaimEmailVerified, type DecisionResult } from '../queries/claims';
import { denyClaim, listClaims, listPendingReviews, publishBusiness, rejectBusiness, rejectReview } from '../queries/moderation';
import { decidedValue, idParam } from './decisions';
import { json, privateJson, readJson, readQuery } from './http';
import type { ApiContext, Route } from './router';

/** The answer of a decision: the value, 404 or 409. */
const decided = <T>(result: DecisionResult<T>, what: string): Response => privateJson(decidedValue(result, what));

async function claimsQueue(ctx: ApiContext): Promise<Response> {
  await requireAdmin(ctx);
  const { status, limit, offset } = readQuery(ctx.url, ClaimListQuerySchema);
  return privateJson(await listClaims(ctx.deps.db, status, limit, offset));
}

async function denyClaimHandler(ctx: ApiContext): Promise<Response> {
  const actor = await requireAdmin(ctx);
  const id = idParam(ctx, 'Claim');
  const { reason, note } = await readJson(ctx.request, ClaimDenySchema);
  const answer = decided(await denyClaim(ctx.deps.db, id, { reason, note, actor, now: ctx.deps.now() }), 'Claim');
  await deliverEmailsOf(ctx.deps, { claimId: id });
  return answer;
}

const TokenQuerySchema = z.object({ token: z.string().max(200).optional() });

/** Where a browser opening the link lands: the confirmation page, on the part for the result. */
const VERIFY_PAGE = { verified: '/verify-email#email-verified', expired: '/verify-email#link-expired', invalid: '/verify-email#link-invalid' };

/**
 * The link in the claim verification e-mail. Marks the claim's e-mail verified (the first
 * time; opening it again changes nothing). A browser (Accept: text/html) is redirected (303)
 * to /verify-email, in the language the claim was made in (/es/verify-email; English when
 * the link names no claim); other callers get JSON: 200 `{claimId, emailVerifiedAt}`, 400
 * for a malformed or tampered link, 410 for an expired one.
 */
async function verifyEmail(ctx: ApiContext): Promise<Response> {
  const wantsHtml = /\btext\/html\b/.test(ctx.request.headers.get('accept') ?? '');
  let locale: Locale = 'en';
  const answer = (result: 'verified' | 'expired' | 'invalid', body?: unknown): Response => {
    if (wantsHtml) return new Response(null, { status: 303, headers: { location: linkIn(VERIFY_PAGE[result], locale), 'cache-control': 'no-store' } });
    if (result === 'verified') return json(body);
    if (result === 'expired') {
      return json({ error: { code: 'link_expired', message: 'This verification link has expired. Please contact us for a new one.' } }, { status: 410 });
    }
    return json({ error: { code: 'bad_request', message: 'This verification link is not valid.' } }, { status: 400 });
  };
  const { token = '' } = TokenQuerySchema.safeParse(Object.fromEntries(ctx.url.searchParams)).data ?? {};
  const parsed = parseClaimToken(token);
  if (!parsed) return answer('invalid');
  const claimer = await findClaimer(ctx.deps.db, parsed.claimId);
  if (claimer === null) return answer('invalid');
  locale = claimer.locale;
  const now = ctx.deps.now();
  const check = checkClaimToken(await getLinkSecret(ctx.deps.db, ctx.deps.env), token, claimer.email, now);
  if (!check.ok) return answer(check.reason);
  const verifiedAt = (await markClaimEmailVerified(ctx.deps.db, check.claimId, now)) ?? now.toISOString();
  return answer('verified', { claimId: check.claimId, emailVerifiedAt: verifiedAt });
}

async function reviewsQueue(ctx: ApiContext): Promise<Response> {
  await requireAdmin(ctx);
  const { limit, offset } = readQuery(ctx.url, PageQuerySchema);
  return privateJson(await listPendingReviews(ctx.deps.db, limit, offset));
}

async function rejectReviewHandler(ctx: ApiContext): Promise<Response> {
  const actor = await requireAdmin(ctx);
  const id = idParam(ctx, 'Review');
  const { reason, note } = await readJson(ctx.request, ReviewRejectSchema);
  return decided(await rejectReview(ctx.deps.db, id, { reason, note, actor, now: ctx.deps.now() }), 'Review');
}

async function publishBusinessHandler(ctx: ApiContext): Promise<Response> {
  const actor = await requireAdmin(ctx);
  const id = idParam(ctx, 'Business');
  const result = await publishBusiness(ctx.deps.db, id, actor, ctx.deps.now());
  if (result.outcome === 'done') await purgeBusinessWrite(ctx.deps.db, 'business-published', [result.value.id]);
  return decided(result, 'Business');
}

async function rejectBusinessHandler(ctx: ApiContext): Promise<Response> {
  const actor = await requireAdmin(ctx);
  const id = idParam(ctx, 'Business');
  const { reason, note } = await readJson(ctx.request, BusinessRejectSchema);
  return decided(await rejectBusiness(ctx.deps.db, id, { reason, note, actor, now: ctx.deps.now() }), 'Business');
}

export const moderationRoutes: Route[] = [
  { method: 'GET', path: '/api/business-claims', handler: claimsQueue },
  { method: 'GET', path: '/api/business-claims/verify-email', handler: verifyEmail },
  { method: 'PUT', path: '/api/business-claims/:id/deny', handler: denyClaimHandler },
  { method: 'GET', path: '/api/reviews/pending', handler: reviewsQueue },
  { method: 'PUT', path: '/api/reviews/:id/reject', handler: rejectReviewHandler },
  { method: 'PUT', path: '/api/businesses/:id/publish', handler: publishBusinessHandler },
  { method: 'PUT', path: '/api/businesses/:id/reject', handler: rejectBusinessHandler },
];

/**
 * The owner dashboard's API. Every call needs an owner's token
 * (src/server/auth/owner.ts): 401 without one, 403 for staff tokens, 404 for a business or
 * review of a business the owner does not own.
 *
 * - GET    /api/owner/businesses                      the owner's listings
 * - PATCH  /api/owner/businesses/{id}                 edit (name/category/address: a request for staff)
 * - GET    /api/owner/businesses/{id}/reviews         approved reviews with the owner's replies
 * - GET    /api/owner/businesses/{id}/insights        views and clicks per week, 12 weeks
 * - PUT    /api/owner/reviews/{id}/reply {text}       answer a review (once; editable)
 * - DELETE /api/owner/reviews/{id}/reply              remove the answer
 * - POST   /api/owner/reviews/{id}/report {reason, note?}  report a review to staff
 * - GET    /api/owner/billing                         featured plans and past invoices
 * - POST   /api/owner/billing-portal {businessId}     a Stripe customer portal session URL
 */
import { z } from 'zod';
import { OwnerListingPatchSchema, ReplySchema, ReportSchema } from '../../domain/owner';
import { idField } from '../../domain/forms';
import { requireOwner, requireOwnerOf } from '../auth/owner';
import type { OwnerIdentity } from '../identity';
import { businessTag } from '../../domain/cache-tags';
import { purgeBusinessWrite, purgeTags } from '../cache/purge';
import { createPortalSession, getOwnerBilling } from '../payments/billing';
import { parseId } from '../queries/businesses';
import { applyOwnerPatch, getOwnerListing, listOwnerListings } from '../queries/owner';
import { getInsights } from '../queries/owner-insights';
import { deleteReply, listOwnerReviews, putReply, reportReview, reviewBusiness } from '../queries/owner-reviews';
import { notFound, PRIVATE_NO_STORE, privateJson, readJson } from './http';
import type { ApiContext, Handler, Route } from './router';

/** The owned business of the path's `{id}`: 404 for anything else. */
async function ownedBusiness(ctx: ApiContext): Promise<{ owner: OwnerIdentity; businessId: number }> {
  const id = parseId(ctx.params.id);
  if (id === null) {
    await requireOwner(ctx);
    throw notFound('Business not found among your listings.');
  }
  return { owner: await requireOwnerOf(ctx, id), businessId: id };
}

/** The approved review of the path's `{id}` on a business the caller owns: 404 for anything else. */
async function ownedReview(ctx: ApiContext) {
  const owner = await requireOwner(ctx);
  const id = parseId(ctx.params.id);
  const business = id === null ? null : await reviewBusiness(ctx.deps.db, id);
  if (id === null || !business) throw notFound('Review not found.');
  await requireOwnerOf(ctx, business.businessId).catch(() => {
    throw notFound('Review not found.');
  });
  return { owner, reviewId: id, business };
}

const listBusinesses: Handler = async (ctx) => {
  const owner = await requireOwner(ctx);
  return privateJson({ owner: { id: owner.ownerId, email: owner.email, name: owner.name }, businesses: await listOwnerListings(ctx.deps.db, owner.ownerId) });
};

const patchBusiness: Handler = async (ctx) => {
  const { owner, businessId } = await ownedBusiness(ctx);
  const patch = await readJson(ctx.request, OwnerListingPatchSchema);
  const current = await getOwnerListing(ctx.deps.db, owner.ownerId, businessId);
  if (!current) throw notFound('Business not found among your listings.');
  const result = await applyOwnerPatch(ctx.deps.db, owner, current, patch, ctx.deps.now());
  await purgeBusinessWrite(ctx.deps.db, 'business-changed', [businessId]);
  return privateJson(result);
};

const businessReviews: Handler = async (ctx) => {
  const { owner, businessId } = await ownedBusiness(ctx);
  return privateJson(await listOwnerReviews(ctx.deps.db, businessId, owner.ownerId));
};

const insights: Handler = async (ctx) => {
  const { businessId } = await ownedBusiness(ctx);
  return privateJson({ businessId, weeks: await getInsights(ctx.deps.db, businessId, ctx.deps.now()) });
};

const putReplyHandler: Handler = async (ctx) => {
  const { owner, reviewId, business } = await ownedReview(ctx);
  const { text } = await readJson(ctx.request, ReplySchema);
  const reply = await putReply(ctx.deps.db, owner, reviewId, business, text, ctx.deps.now());
  await purgeTags([businessTag(business.businessId)]);
  const { created, ...body } = reply;
  return privateJson(body, created ? 201 : 200);
};

const deleteReplyHandler: Handler = async (ctx) => {
  const { owner, reviewId, business } = await ownedReview(ctx);
  if (!(await deleteReply(ctx.deps.db, owner, reviewId, business.businessName, ctx.deps.now()))) throw notFound('This review has no response to delete.');
  await purgeTags([businessTag(business.businessId)]);
  return new Response(null, { status: 204, headers: { 'cache-control': PRIVATE_NO_STORE } });
};

const reportHandler: Handler = async (ctx) => {
  const { owner, reviewId, business } = await ownedReview(ctx);
  const { reason, note } = await readJson(ctx.request, ReportSchema);
  const report = await reportReview(ctx.deps.db, owner, reviewId, business, reason, note, ctx.deps.now());
  return privateJson({ id: report.id, status: 'open' }, report.created ? 201 : 200);
};

const billing: Handler = async (ctx) => {
  const owner = await requireOwner(ctx);
  return privateJson(await getOwnerBilling(ctx.deps, owner.ownerId));
};

const PortalSchema = z.object({ businessId: idField('Business id must be a positive whole number') });

const billingPortal: Handler = async (ctx) => {
  const owner = await requireOwner(ctx);
  const { businessId } = await readJson(ctx.request, PortalSchema);
  await requireOwnerOf(ctx, businessId);
  return privateJson(await createPortalSession(ctx.deps, owner.ownerId, businessId));
};

export const ownerRoutes: Route[] = [
  { method: 'GET', path: '/api/owner/businesses', handler: listBusinesses },
  { method: 'PATCH', path: '/api/owner/businesses/:id', handler: patchBusiness },
  { method: 'GET', path: '/api/owner/businesses/:id/reviews', handler: businessReviews },
  { method: 'GET', path: '/api/owner/businesses/:id/insights', handler: insights },
  { method: 'PUT', path: '/api/owner/reviews/:id/reply', handler: putReplyHandler },
  { method: 'DELETE', path: '/api/owner/reviews/:id/reply', handler: deleteReplyHandler },
  { method: 'POST', path: '/api/owner/reviews/:id/report', handler: reportHandler },
  { method: 'GET', path: '/api/owner/billing', handler: billing },
  { method: 'POST', path: '/api/owner/billing-portal', handler: billingPortal },
];

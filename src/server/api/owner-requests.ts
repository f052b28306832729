/**
 * Staff decide what owners ask for. Admin only (401 without a token, 403 for
 * editors and owners); each decision is audited in its transaction, 409 once decided.
 *
 * - GET /api/admin/change-requests?limit&offset            pending name, category and address changes
 * - PUT /api/admin/change-requests/{id}/approve {neighborhood?}  apply it (an address is geocoded first and
 *                                                          moves the business to the neighborhood containing it;
 *                                                          one the geocoder cannot place answers 409 until staff
 *                                                          choose the neighborhood)
 *
 * Every decision tells the owner (dashboard notice and e-mail, with the reason and staff's
 * `message`, if any); the `note` is internal: the audit log only, never sent.
 * - PUT /api/admin/change-requests/{id}/reject {reason, message?, note?}
 * - GET /api/admin/review-reports?limit&offset             owners' open reports of reviews
 * - PUT /api/admin/review-reports/{id}/uphold {message?, note?}   remove the review under the reported rule
 * - PUT /api/admin/review-reports/{id}/dismiss {message?, note?}  keep the review
 */
import { PageQuerySchema } from '../../domain/admin';
import { neighborhoodAt } from '../../domain/business-area';
import { zipInAddress } from '../../domain/location';
import { tagsForBusinessChange } from '../../domain/cache-tags';
import { ADDRESS_NOT_PLACED_MESSAGE, ApproveChangeSchema } from '../../domain/owner-requests';
import { ChangeRejectSchema, ReportDecisionSchema } from '../../domain/owner-requests';
import { requireAdmin } from '../auth';
import { purgeBusinessWrite, purgeTags } from '../cache/purge';
import { locateBusiness } from '../geocode';
import {
  approveChange,
  decideReport,
  getPendingChange,
  listChangeRequests,
  listReviewReports,
  rejectChange,
  undecidableChange,
  type PendingChange,
} from '../queries/owner-requests';
import { listNeighborhoodAreas } from '../queries/qol';
import { decidedValue, idParam } from './decisions';
import { deliverEmails } from '../email/delivery';
import { ApiError, privateJson, readJson, readQuery } from './http';
import type { ApiContext, Handler, Route } from './router';

const changeRequests: Handler = async (ctx) => {
  await requireAdmin(ctx);
  const { limit, offset } = readQuery(ctx.url, PageQuerySchema);
  return privateJson(await listChangeRequests(ctx.deps.db, limit, offset));
};

/**
 * Where a changed address puts the business, before the transaction opens (no transaction
 * waits on the network): its geocoded point and the neighborhood containing it. An address
 * the geocoder cannot place (or no geocoder configured, the default install) needs staff to
 * choose the neighborhood: without `chosen` it answers 409 saying so; with it, the business
 * is listed there and shown at that neighborhood's centre, marked approximate.
 */
async function placeNewAddress(ctx: ApiContext, request: PendingChange, chosen: string | undefined) {
  const { address } = request.changes;
  if (!address) return null;
  const placeIn = chosen ?? request.neighborhood;
  // The old ZIP code belongs to the old address: never sent with the new one.
  const location = await locateBusiness(ctx.deps.db, ctx.deps.env, { address, zipCode: zipInAddress(address), neighborhood: placeIn });
  if (!location.approximate) {
    return {
      location,
      neighborhood: neighborhoodAt({ lat: location.latitude, lng: location.longitude }, await listNeighborhoodAreas(ctx.deps.db), request.neighborhood),
    };
  }
  if (!chosen) throw new ApiError(409, 'conflict', ADDRESS_NOT_PLACED_MESSAGE, { neighborhood: 'Choose the neighborhood' });
  return { location, neighborhood: chosen };
}

/** The optional approval body: a neighborhood from the filter list. */
async function approvalBody(ctx: ApiContext): Promise<string | undefined> {
  if (!ctx.request.headers.get('content-type')) return undefined;
  const { neighborhood } = await readJson(ctx.request, ApproveChangeSchema);
  return neighborhood;
}

const deliver = async (ctx: ApiContext, messageId: number | null) => {
  if (messageId !== null) await deliverEmails(ctx.deps, [messageId]);
};

const approveChangeHandler: Handler = async (ctx) => {
  const actor = await requireAdmin(ctx);
  const id = idParam(ctx, 'Change request');
  const chosen = await approvalBody(ctx);
  const request = await getPendingChange(ctx.deps.db, id);
  if (!request) return privateJson(decidedValue(await undecidableChange(ctx.deps.db, id), 'Change request'));
  const placed = await placeNewAddress(ctx, request, chosen);
  const { messageId, ...value } = decidedValue(await approveChange(ctx.deps.db, request, placed, actor, ctx.deps.now()), 'Change request');
  const before = { id: request.businessId, category: request.current.category, neighborhood: request.neighborhood };
  await purgeTags(
    tagsForBusinessChange(
      { ...before, category: request.changes.category ?? before.category, neighborhood: placed?.neighborhood ?? before.neighborhood },
      before,
    ),
  );
  await deliver(ctx, messageId);
  return privateJson({ ...value, locationApproximate: placed?.location.approximate ?? null, neighborhood: placed?.neighborhood ?? request.neighborhood });
};

const rejectChangeHandler: Handler = async (ctx) => {
  const actor = await requireAdmin(ctx);
  const id = idParam(ctx, 'Change request');
  const { reason, message, note } = await readJson(ctx.request, ChangeRejectSchema);
  const { messageId, ...value } = decidedValue(await rejectChange(ctx.deps.db, id, { reason, message, note, actor, now: ctx.deps.now() }), 'Change request');
  await deliver(ctx, messageId);
  return privateJson(value);
};

const reviewReports: Handler = async (ctx) => {
  await requireAdmin(ctx);
  const { limit, offset } = readQuery(ctx.url, PageQuerySchema);
  return privateJson(await listReviewReports(ctx.deps.db, limit, offset));
};

const reportDecision =
  (upheld: boolean): Handler =>
  async (ctx) => {
    const actor = await requireAdmin(ctx);
    const id = idParam(ctx, 'Report');
    const { message, note } = await readJson(ctx.request, ReportDecisionSchema);
    const { messageId, ...value } = decidedValue(await decideReport(ctx.deps.db, id, { upheld, message, note, actor, now: ctx.deps.now() }), 'Report');
    await deliver(ctx, messageId);
    // The rating changed: the business's page and every listing showing it.
    if (upheld) await purgeBusinessWrite(ctx.deps.db, 'business-changed', [value.businessId]);
    return privateJson(value);
  };

export const ownerRequestRoutes: Route[] = [
  { method: 'GET', path: '/api/admin/change-requests', handler: changeRequests },
  { method: 'PUT', path: '/api/admin/change-requests/:id/approve', handler: approveChangeHandler },
  { method: 'PUT', path: '/api/admin/change-requests/:id/reject', handler: rejectChangeHandler },
  { method: 'GET', path: '/api/admin/review-reports', handler: reviewReports },
  { method: 'PUT', path: '/api/admin/review-reports/:id/uphold', handler: reportDecision(true) },
  { method: 'PUT', path: '/api/admin/review-reports/:id/dismiss', handler: reportDecision(false) },
];

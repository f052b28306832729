/**
 * Quote requests, the owner's side:
 * - GET  /api/owner/quote-requests             the requests delivered to the owner's businesses
 *                                             (unanswered first, oldest first; then newest first), how
 *                                             many wait for an answer and the response figures
 *                                             (src/domain/responsiveness.ts) per business
 * - POST /api/owner/quote-requests/{id}/reply  a quote (price or range, date, message) or a decline, once
 */
import { z } from 'zod';
import { idField } from '../../domain/forms';
import { QUOTE_MESSAGES, QuoteReplySchema } from '../../domain/quote-requests';
import { requireOwner } from '../auth/owner';
import {
  getBusinessQuoteView,
  listOwnerQuoteRequests,
  ownedQuoteBusinesses,
  ownedRecipients,
  replyToQuoteRequest,
  waitingQuoteCounts,
} from '../queries/quote-requests';
import { responsivenessOf } from '../queries/responsiveness';
import { clientKey } from '../security/rate-limit';
import { ApiError, notFound, privateJson, readJson, validate } from './http';
import { deliverQuoteEmails, replyAnswer } from './quote-requests';
import type { ApiContext, Route } from './router';

async function ownerQuoteRequests(ctx: ApiContext): Promise<Response> {
  const owner = await requireOwner(ctx);
  const { db } = ctx.deps;
  const [items, waiting, businesses] = await Promise.all([
    listOwnerQuoteRequests(db, owner.ownerId),
    waitingQuoteCounts(db, owner.ownerId),
    ownedQuoteBusinesses(db, owner.ownerId),
  ]);
  const figures = await responsivenessOf(db, businesses, ctx.deps.now());
  return privateJson({ items, waiting, responsiveness: Object.fromEntries(figures) });
}

/** Names the business answering when the owner has several in one request. */
const ReplyTargetSchema = z.object({ businessId: idField(QUOTE_MESSAGES.businessIds).optional() });

/**
 * The owner's answer: 200 with the request as the business now sees it; 404 for a request
 * not delivered to the owner's businesses; 400 naming `businessId` when the owner has several
 * in it and named none; 409 once answered or closed.
 */
async function ownerReply(ctx: ApiContext): Promise<Response> {
  const owner = await requireOwner(ctx);
  const requestId = idField('Quote request not found.').safeParse(ctx.params.id);
  if (!requestId.success) throw notFound('Quote request not found.');
  const body = await readJson(ctx.request, z.unknown());
  const reply = validate(QuoteReplySchema, body);
  const { businessId } = validate(ReplyTargetSchema, body);
  const owned = await ownedRecipients(ctx.deps.db, requestId.data, owner.ownerId);
  if (owned.length === 0) throw notFound('Quote request not found.');
  const target = businessId ?? (owned.length === 1 ? owned[0]! : undefined);
  if (target === undefined) {
    throw new ApiError(400, 'validation_failed', 'Some fields are invalid.', { businessId: 'Please choose which of your businesses answers' });
  }
  if (!owned.includes(target)) throw notFound('Quote request not found.');
  replyAnswer(await replyToQuoteRequest(ctx.deps.db, requestId.data, target, reply, `owner:${owner.ownerId}`, ctx.deps.now(), clientKey(ctx)));
  await deliverQuoteEmails(ctx.deps, requestId.data);
  return privateJson(await getBusinessQuoteView(ctx.deps.db, requestId.data, target));
}

export const ownerQuoteRequestRoutes: Route[] = [
  { method: 'GET', path: '/api/owner/quote-requests', handler: ownerQuoteRequests },
  { method: 'POST', path: '/api/owner/quote-requests/:id/reply', handler: ownerReply },
];

/**
 * Quote requests, the visitor's and the unowned business's side:
 * - GET  /api/quote-requests/recipients?ids=  which of these businesses can be asked (listings, the form)
 * - POST /api/quote-requests                  ask up to five businesses (202 `{id}`)
 * - POST /api/quote-requests/confirm          the e-mail link's token: delivers the request
 * - GET  /api/quote-requests/{token}          the private status page's data (no sign-in)
 * - POST /api/quote-requests/{token}/close    close, optionally marking one business hired
 * - GET  /api/quote-replies/{token}           what a business without an owner sees (one-time link)
 * - POST /api/quote-replies/{token}           its answer (once)
 * - GET  /api/admin/quote-requests            staff: recent requests with counts
 * - DELETE /api/admin/quote-requests/{id}     staff: delete an abusive request (audited)
 * The owner's side is in ./owner-quote-requests.ts.
 */
import { z } from 'zod';
import { PageQuerySchema } from '../../domain/admin';
import { idField } from '../../domain/forms';
import { QUOTE_MESSAGES, QuoteReplySchema, quoteRequestSchema } from '../../domain/quote-requests';
import { QUOTE_LIMITS } from '../../domain/quote-categories';
import { requireAdmin } from '../auth';
import type { Db } from '../db/client';
import { getLinkSecret } from '../email/link-secret';
import { checkConfirmToken, checkReplyToken, checkStatusToken, parseConfirmToken, signStatusToken } from '../email/quote-links';
import { deliverEmailsOf } from '../email/delivery';
import { writeAudit } from '../queries/audit';
import {
  canReceiveQuotes,
  closeQuoteRequest,
  confirmQuoteRequest,
  createQuoteRequest,
  deleteQuoteRequest,
  findQuoteRecipients,
  getBusinessQuoteView,
  getQuoteRequest,
  getQuoteStatusView,
  listAdminQuoteRequests,
  quoteRequestCounts,
  replyToQuoteRequest,
  type ReplyOutcome,
} from '../queries/quote-requests';
import { clientKey, enforceRateLimit } from '../security/rate-limit';
import { ApiError, honeypotAnswer, json, notFound, PRIVATE_NO_STORE, privateJson, readJson, readQuery } from './http';
import type { ApiContext, ApiDeps, Route } from './router';
import { filledHoneypot } from '../../domain/honeypot';
import { isoDay } from '../../domain/dates';

/** Private answers: never cached, never indexed. */
const PRIVATE_HEADERS = { 'cache-control': PRIVATE_NO_STORE, 'x-robots-tag': 'noindex, nofollow' };

/** Sends a request's not-yet-tried e-mails after its transaction committed (never throws). */
export async function deliverQuoteEmails(deps: Pick<ApiDeps, 'db' | 'env' | 'now'>, requestId: number): Promise<void> {
  await deliverEmailsOf(deps, { quoteRequestId: requestId });
}

/**
 * 202 `{id, received}`: stored unconfirmed, the confirmation e-mail queued. 400 naming the
 * field for more than five businesses, a business that cannot receive requests, or one
 * outside `category`; 429 past three requests per address a day or ten per client an hour.
 * A filled honeypot gets 202 `{received}` and nothing is stored or sent.
 */
async function submitQuoteRequest(ctx: ApiContext): Promise<Response> {
  const input = await readJson(ctx.request, quoteRequestSchema(isoDay(ctx.deps.now())));
  await enforceRateLimit(ctx, 'quoteRequest');
  if (filledHoneypot(input)) return honeypotAnswer();
  const recipients = await findQuoteRecipients(ctx.deps.db, input.businessIds);
  const fields: Record<string, string> = {};
  input.businessIds.forEach((id, index) => {
    const recipient = recipients.get(id);
    if (!recipient || !canReceiveQuotes(recipient)) fields[`businessIds.${index}`] = QUOTE_MESSAGES.cannotReceive;
    else if (recipient.category !== input.category) fields[`businessIds.${index}`] = QUOTE_MESSAGES.categoryMismatch;
  });
  if (Object.keys(fields).length) throw new ApiError(400, 'validation_failed', 'Some businesses cannot be asked for this quote.', fields);
  const result = await createQuoteRequest(
    ctx.deps.db,
    input,
    input.businessIds.map((id) => recipients.get(id)!),
    ctx.deps.now(),
    clientKey(ctx),
  );
  if (result.outcome === 'email_limited') {
    throw new ApiError(
      429,
      'rate_limited',
      `You can send at most ${QUOTE_LIMITS.perEmailPerDay} quote requests a day from one e-mail address. Please try again tomorrow.`,
      undefined,
      { 'retry-after': String(24 * 3600) },
    );
  }
  await deliverQuoteEmails(ctx.deps, result.id);
  return json({ id: result.id, received: true }, { status: 202 });
}

const RecipientsQuerySchema = z.object({
  ids: z
    .string({ error: 'List up to 50 business ids, separated by commas' })
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,49}$/, 'List up to 50 business ids, separated by commas')
    .transform((ids) => [...new Set(ids.split(',').map(Number))].filter((id) => id <= 2_147_483_647)),
});

/**
 * `{items: [{id, businessName, slug, category, canReceive}]}` for the published businesses
 * among `ids` (public facts only: no address is revealed).
 */
async function recipients(ctx: ApiContext): Promise<Response> {
  const { ids } = readQuery(ctx.url, RecipientsQuerySchema);
  const found = await findQuoteRecipients(ctx.deps.db, ids);
  const items = ids.flatMap((id) => {
    const r = found.get(id);
    return r && r.published ? [{ id, businessName: r.businessName, slug: r.slug, category: r.category, canReceive: canReceiveQuotes(r) }] : [];
  });
  return json({ items }, { headers: { 'cache-control': 'public, max-age=60' } });
}

const TokenBodySchema = z.object({ token: z.string().max(200) });

/** 200 `{statusToken, status}` once confirmed (again: the same); 400 for a bad link, 410 for an expired one. */
async function confirm(ctx: ApiContext): Promise<Response> {
  const { token } = await readJson(ctx.request, TokenBodySchema);
  const invalid = () => new ApiError(400, 'bad_request', 'This confirmation link is not valid.');
  const parsed = parseConfirmToken(token);
  if (!parsed) throw invalid();
  const request = await getQuoteRequest(ctx.deps.db, parsed.requestId);
  if (!request) throw invalid();
  const secret = await getLinkSecret(ctx.deps.db, ctx.deps.env);
  const check = checkConfirmToken(secret, token, request.customer_email, ctx.deps.now());
  if (!check.ok && check.reason === 'invalid') throw invalid();
  if (!check.ok && request.status === 'unconfirmed') {
    return json({ error: { code: 'link_expired', message: 'This confirmation link has expired. Please send your request again.' } }, { status: 410 });
  }
  await confirmQuoteRequest(ctx.deps.db, request.id, ctx.deps.now());
  await deliverQuoteEmails(ctx.deps, request.id);
  return json({ statusToken: signStatusToken(secret, request.id), status: 'open' }, { headers: PRIVATE_HEADERS });
}

async function requestOfStatusToken(ctx: ApiContext): Promise<number> {
  const id = checkStatusToken(await getLinkSecret(ctx.deps.db, ctx.deps.env), ctx.params.token ?? '');
  if (id === null) throw notFound('Quote request not found.');
  return id;
}

/** The status page: the request and every business's answer side by side; 404 for an unknown token. */
async function status(ctx: ApiContext): Promise<Response> {
  const view = await getQuoteStatusView(ctx.deps.db, await requestOfStatusToken(ctx));
  if (!view) throw notFound('Quote request not found.');
  return json(view, { headers: PRIVATE_HEADERS });
}

const CloseSchema = z.object({ hiredBusinessId: idField(QUOTE_MESSAGES.businessIds).optional() });

/** Closes the request (marking one business hired when given); the others are told. 409 unless open. */
async function close(ctx: ApiContext): Promise<Response> {
  const id = await requestOfStatusToken(ctx);
  const { hiredBusinessId } = await readJson(ctx.request, CloseSchema);
  const outcome = await closeQuoteRequest(ctx.deps.db, id, hiredBusinessId ?? null, ctx.deps.now());
  if (outcome === 'not_found') throw notFound('Quote request not found.');
  if (outcome === 'not_open') throw new ApiError(409, 'conflict', 'This request is not open: it is closed, or waiting for you to confirm your e-mail address.');
  if (outcome === 'not_a_recipient') {
    throw new ApiError(400, 'validation_failed', 'Some fields are invalid.', { hiredBusinessId: 'This business was not asked in this request' });
  }
  await deliverQuoteEmails(ctx.deps, id);
  return json(await getQuoteStatusView(ctx.deps.db, id), { headers: PRIVATE_HEADERS });
}

/** Answers a reply outcome as the API does for owners and one-time links alike. */
export function replyAnswer(outcome: ReplyOutcome): void {
  if (outcome === 'not_found') throw notFound('Quote request not found.');
  if (outcome === 'already_answered') throw new ApiError(409, 'conflict', 'This request has already been answered.');
  if (outcome === 'closed') throw new ApiError(409, 'conflict', 'The customer has closed this request.');
}

async function replyTarget(ctx: ApiContext) {
  const target = checkReplyToken(await getLinkSecret(ctx.deps.db, ctx.deps.env), ctx.params.token ?? '');
  if (!target) throw notFound('Quote request not found.');
  return target;
}

/** What the one-time link shows: the request as delivered to that business. */
async function replyLinkView(ctx: ApiContext): Promise<Response> {
  const target = await replyTarget(ctx);
  const view = await getBusinessQuoteView(ctx.deps.db, target.requestId, target.businessId);
  if (!view) throw notFound('Quote request not found.');
  return json(view, { headers: PRIVATE_HEADERS });
}

/** The answer through the one-time link: 200 with the updated view; 409 once answered or closed. */
async function replyThroughLink(ctx: ApiContext): Promise<Response> {
  const target = await replyTarget(ctx);
  const reply = await readJson(ctx.request, QuoteReplySchema);
  await enforceRateLimit(ctx, 'quoteReply');
  replyAnswer(await replyToQuoteRequest(ctx.deps.db, target.requestId, target.businessId, reply, 'email-link', ctx.deps.now(), clientKey(ctx)));
  await deliverQuoteEmails(ctx.deps, target.requestId);
  return json(await getBusinessQuoteView(ctx.deps.db, target.requestId, target.businessId), { headers: PRIVATE_HEADERS });
}

async function adminList(ctx: ApiContext): Promise<Response> {
  await requireAdmin(ctx);
  const { limit, offset } = readQuery(ctx.url, PageQuerySchema);
  const page = await listAdminQuoteRequests(ctx.deps.db, limit, offset);
  return privateJson({ ...page, limit, offset, counts: await quoteRequestCounts(ctx.deps.db, ctx.deps.now()) });
}

/** Staff delete an abusive request with everything it caused (audited): 204, 404 when gone. */
async function adminDelete(ctx: ApiContext): Promise<Response> {
  const admin = await requireAdmin(ctx);
  const id = idField('Quote request not found.').safeParse(ctx.params.id);
  if (!id.success) throw notFound('Quote request not found.');
  const now = ctx.deps.now();
  const deleted = await (ctx.deps.db as Db).transaction(async (tx) => {
    const row = await deleteQuoteRequest(tx, id.data);
    if (row) await writeAudit(tx, { actor: admin, action: 'quote.delete', targetType: 'quote_request', targetId: id.data, targetLabel: row.label, now });
    return row;
  });
  if (!deleted) throw notFound('Quote request not found.');
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}

/** Rate limits are counted per client; see RATE_LIMITS in ../security/rate-limit.ts. */
export const quoteRequestRoutes: Route[] = [
  { method: 'POST', path: '/api/quote-requests', handler: submitQuoteRequest },
  { method: 'GET', path: '/api/quote-requests/recipients', handler: recipients },
  { method: 'POST', path: '/api/quote-requests/confirm', handler: confirm },
  { method: 'GET', path: '/api/quote-requests/:token', handler: status },
  { method: 'POST', path: '/api/quote-requests/:token/close', handler: close },
  { method: 'GET', path: '/api/quote-replies/:token', handler: replyLinkView },
  { method: 'POST', path: '/api/quote-replies/:token', handler: replyThroughLink },
  { method: 'GET', path: '/api/admin/quote-requests', handler: adminList },
  { method: 'DELETE', path: '/api/admin/quote-requests/:id', handler: adminDelete },
];

/**
 * The e-mail outbox staff read and resend from (admin only; a resend is audited).
 *
 * - GET  /api/admin/outbox?limit&offset                       recent e-mail
 * - POST /api/admin/outbox/{id}/send                          send a message not sent yet now (also one given up)
 */
import { PageQuerySchema } from '../../domain/admin';
import { requireAdmin } from '../auth';
import { deliverNow, emailProvider, listOutbox } from '../email';
import { getOutboxRow } from '../queries/outbox';
import { writeAudit } from '../queries/audit';
import { idParam } from './decisions';
import { ApiError, notFound, privateJson, readQuery } from './http';
import type { ApiContext, Route } from './router';

async function outbox(ctx: ApiContext): Promise<Response> {
  await requireAdmin(ctx);
  const { limit, offset } = readQuery(ctx.url, PageQuerySchema);
  return privateJson(await listOutbox(ctx.deps.db, ctx.deps.env, limit, offset));
}

/** Sends a message now: 200 `{status}`; 409 when no provider is configured or it was sent; 502 when the provider failed. */
async function sendOutboxMessage(ctx: ApiContext): Promise<Response> {
  const actor = await requireAdmin(ctx);
  const id = idParam(ctx, 'Message');
  if (!emailProvider(ctx.deps.env)) {
    throw new ApiError(409, 'conflict', 'No e-mail provider is configured on this server (RESEND_API_KEY and EMAIL_FROM).');
  }
  const row = await getOutboxRow(ctx.deps.db, id);
  if (!row) throw notFound('Message not found.');
  if (row.status === 'sent') throw new ApiError(409, 'conflict', 'This message has been sent already.');
  const report = await deliverNow(ctx.deps, id);
  const outcome = report.sent.includes(id) ? 'sent' : report.failed.includes(id) ? 'failed' : 'skipped';
  await writeAudit(ctx.deps.db, {
    actor,
    action: 'email.send',
    targetType: 'email',
    targetId: id,
    targetLabel: row.to_address,
    details: { outcome },
    now: ctx.deps.now(),
  });
  if (outcome !== 'sent') {
    const failed = await getOutboxRow(ctx.deps.db, id);
    throw new ApiError(502, 'bad_gateway', `The message could not be sent: ${failed?.last_error ?? outcome}`);
  }
  return privateJson({ id, status: 'sent' });
}

export const outboxRoutes: Route[] = [
  { method: 'GET', path: '/api/admin/outbox', handler: outbox },
  { method: 'POST', path: '/api/admin/outbox/:id/send', handler: sendOutboxMessage },
];

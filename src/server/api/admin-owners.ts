/**
 * Owner accounts in /admin (docs/owners.md); the credentials staff record: ./credentials.ts.
 *
 * - GET  /api/admin/owners?limit&offset          owner accounts (admin)
 * - POST /api/admin/owners/{id}/invite           a new invitation link for an owner who never set a password (admin)
 */
import { PageQuerySchema } from '../../domain/admin';
import { STAFF_ID_PATTERN } from '../../domain/staff';
import { requireAdmin } from '../auth';
import { deliverEmails } from '../email/delivery';
import { writeAudit } from '../queries/audit';
import { listOwnerAccounts, reinviteOwner } from '../queries/admin-owners';
import { requireLocalAuth } from './password-reset';
import { ApiError, notFound, privateJson, readQuery } from './http';
import type { Handler, Route } from './router';

const owners: Handler = async (ctx) => {
  await requireAdmin(ctx);
  const { limit, offset } = readQuery(ctx.url, PageQuerySchema);
  return privateJson(await listOwnerAccounts(ctx.deps.db, limit, offset));
};

const ownerReinvite: Handler = async (ctx) => {
  const actor = await requireAdmin(ctx);
  requireLocalAuth(ctx);
  const id = ctx.params.id ?? '';
  if (!STAFF_ID_PATTERN.test(id)) throw notFound('Owner account not found.');
  const now = ctx.deps.now();
  const result = await ctx.deps.db.transaction(async (tx) => {
    const sent = await reinviteOwner(tx, id, now);
    if (sent) await writeAudit(tx, { actor, action: 'owner.reinvite', targetType: 'staff', targetLabel: sent.email, now });
    return sent;
  });
  if (!result) {
    throw new ApiError(
      409,
      'conflict',
      'Only an owner who has not set a password yet gets a new invitation; an owner with a password uses "Forgot password?" on /owner.',
    );
  }
  await deliverEmails(ctx.deps, [result.messageId]);
  return privateJson({ id, queued: true });
};

export const ownerAccountRoutes: Route[] = [
  { method: 'GET', path: '/api/admin/owners', handler: owners },
  { method: 'POST', path: '/api/admin/owners/:id/invite', handler: ownerReinvite },
];

/**
 * Owner accounts and licences in /admin (docs/owners.md):
 *
 * - GET  /api/admin/owners?limit&offset          owner accounts (admin)
 * - POST /api/admin/owners/{id}/invite           a new invitation link for an owner who never set a password (admin)
 * - PUT  /api/admin/businesses/{id}/licence {licenceNumber, licenceAuthority} (or both null) (admin)
 */
import { PageQuerySchema } from '../../domain/admin';
import { LicenceSchema } from '../../domain/owner-accounts';
import { STAFF_ID_PATTERN } from '../../domain/staff';
import { businessTag } from '../../domain/cache-tags';
import { requireAdmin } from '../auth';
import { purgeBusinessWrite, purgeTags } from '../cache/purge';
import { deliverEmails } from '../email/delivery';
import { parseId } from '../queries/businesses';
import { writeAudit } from '../queries/audit';
import { listOwnerAccounts, reinviteOwner, setLicence } from '../queries/admin-owners';
import { requireLocalAuth } from './password-reset';
import { ApiError, notFound, privateJson, readJson, readQuery } from './http';
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

const licence: Handler = async (ctx) => {
  const actor = await requireAdmin(ctx);
  const id = parseId(ctx.params.id);
  if (id === null) throw notFound('Business not found.');
  const body = await readJson(ctx.request, LicenceSchema);
  const now = ctx.deps.now();
  const name = await setLicence(ctx.deps.db, id, body, now);
  if (name === null) throw notFound('Business not found.');
  await writeAudit(ctx.deps.db, {
    actor,
    action: body.licenceNumber ? 'business.licence' : 'business.licence_removed',
    targetType: 'business',
    targetId: id,
    targetLabel: name,
    details: { licenceNumber: body.licenceNumber, licenceAuthority: body.licenceAuthority },
    now,
  });
  await purgeBusinessWrite(ctx.deps.db, 'business-changed', [id]);
  await purgeTags([businessTag(id)]);
  return privateJson({ id, licence: body.licenceNumber ? { number: body.licenceNumber, authority: body.licenceAuthority } : null });
};

export const ownerAccountRoutes: Route[] = [
  { method: 'GET', path: '/api/admin/owners', handler: owners },
  { method: 'POST', path: '/api/admin/owners/:id/invite', handler: ownerReinvite },
  { method: 'PUT', path: '/api/admin/businesses/:id/licence', handler: licence },
];

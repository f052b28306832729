/**
 * Credentials (src/domain/credentials.ts): owners ask with the evidence, staff decide.
 *
 * Owners (401 without an owner's token, 404 for a business the owner does not own):
 * - GET  /api/owner/credentials                          every request and record of the owner's businesses
 * - POST /api/owner/businesses/{id}/credentials {kind, licenceNumber, issuingAuthority | insurer, policyNumber, expiresOn, note?}
 *                                                        ask for one: 201 pending (a second request of the kind replaces the open one's evidence)
 * Staff (admin only: 401 without a token, 403 for editors and owners):
 * - GET  /api/admin/credentials?status&limit&offset      requests (pending, oldest first) or decided records
 * - PUT  /api/admin/credentials/{id}/approve {evidence}  record it with the evidence staff saw; the owner is told
 * - PUT  /api/admin/credentials/{id}/refuse {reason}     refuse it; the owner is told why
 * - PUT  /api/admin/credentials/{id}/withdraw {reason}   take a recorded one back before its expiry; the owner is told why
 * - POST /api/admin/businesses/{id}/credentials {evidence}  record one staff checked themselves: 201
 * A date already past answers 400 on `expiresOn`; a request decided already (or, to withdraw, one not recorded) 409.
 */
import { PageQuerySchema } from '../../domain/admin';
import {
  CREDENTIAL_MESSAGES,
  CredentialEvidenceSchema,
  CredentialQueueQuerySchema,
  RefuseCredentialSchema,
  type CredentialEvidence,
} from '../../domain/credential-forms';
import { isoDay } from '../../domain/dates';
import { requireAdmin } from '../auth';
import { requireOwner, requireOwnerOf } from '../auth/owner';
import { purgeBusinessWrite } from '../cache/purge';
import { deliverEmails } from '../email/delivery';
import { parseId } from '../queries/businesses';
import {
  approveCredential,
  listCredentialQueue,
  listOwnerCredentials,
  recordCredential,
  refuseCredential,
  requestCredential,
  withdrawCredential,
} from '../queries/credentials';
import { decidedValue, idParam } from './decisions';
import { ApiError, notFound, privateJson, readJson, readQuery } from './http';
import type { ApiContext, Handler, Route } from './router';

/** The evidence of the body; 400 when its last day is already past in Charlotte. */
async function evidenceOf(ctx: ApiContext): Promise<CredentialEvidence> {
  const evidence = await readJson(ctx.request, CredentialEvidenceSchema);
  if (evidence.expiresOn < isoDay(ctx.deps.now())) {
    throw new ApiError(400, 'validation_failed', CREDENTIAL_MESSAGES.expired, { expiresOn: CREDENTIAL_MESSAGES.expired });
  }
  return evidence;
}

const deliver = async (ctx: ApiContext, messageId: number | null) => {
  if (messageId !== null) await deliverEmails(ctx.deps, [messageId]);
};

const ownerCredentials: Handler = async (ctx) => {
  const owner = await requireOwner(ctx);
  return privateJson({ items: await listOwnerCredentials(ctx.deps.db, owner.ownerId, isoDay(ctx.deps.now())) });
};

const ownerRequest: Handler = async (ctx) => {
  const id = parseId(ctx.params.id);
  if (id === null) {
    await requireOwner(ctx);
    throw notFound('Business not found among your listings.');
  }
  const owner = await requireOwnerOf(ctx, id);
  const evidence = await evidenceOf(ctx);
  const requestId = await requestCredential(ctx.deps.db, id, owner.ownerId, evidence, ctx.deps.now());
  return privateJson({ id: requestId, businessId: id, kind: evidence.kind, status: 'pending' }, 201);
};

const queue: Handler = async (ctx) => {
  await requireAdmin(ctx);
  const { status } = readQuery(ctx.url, CredentialQueueQuerySchema);
  const page = readQuery(ctx.url, PageQuerySchema);
  return privateJson(await listCredentialQueue(ctx.deps.db, status, page, isoDay(ctx.deps.now())));
};

const approve: Handler = async (ctx) => {
  const actor = await requireAdmin(ctx);
  const id = idParam(ctx, 'Credential request');
  const evidence = await evidenceOf(ctx);
  const { messageId, ...value } = decidedValue(await approveCredential(ctx.deps.db, id, evidence, { actor, now: ctx.deps.now() }), 'Credential request');
  // The badge, the cards and the Licensed filter read it now.
  await purgeBusinessWrite(ctx.deps.db, 'business-changed', [value.businessId]);
  await deliver(ctx, messageId);
  return privateJson({ ...value, status: 'approved' });
};

const refuse: Handler = async (ctx) => {
  const actor = await requireAdmin(ctx);
  const id = idParam(ctx, 'Credential request');
  const { reason } = await readJson(ctx.request, RefuseCredentialSchema);
  const { messageId, ...value } = decidedValue(await refuseCredential(ctx.deps.db, id, reason, { actor, now: ctx.deps.now() }), 'Credential request');
  await deliver(ctx, messageId);
  return privateJson({ ...value, status: 'refused' });
};

const withdraw: Handler = async (ctx) => {
  const actor = await requireAdmin(ctx);
  const id = idParam(ctx, 'Credential');
  const { reason } = await readJson(ctx.request, RefuseCredentialSchema);
  const { messageId, ...value } = decidedValue(await withdrawCredential(ctx.deps.db, id, reason, { actor, now: ctx.deps.now() }), 'Credential');
  // The badge, the cards and the filters drop it now.
  await purgeBusinessWrite(ctx.deps.db, 'business-changed', [value.businessId]);
  await deliver(ctx, messageId);
  return privateJson({ ...value, status: 'refused' });
};

const record: Handler = async (ctx) => {
  const actor = await requireAdmin(ctx);
  const businessId = idParam(ctx, 'Business');
  const evidence = await evidenceOf(ctx);
  const recorded = await recordCredential(ctx.deps.db, businessId, evidence, { actor, now: ctx.deps.now() });
  if (!recorded) throw notFound('Business not found.');
  await purgeBusinessWrite(ctx.deps.db, 'business-changed', [businessId]);
  await deliver(ctx, recorded.messageId);
  return privateJson({ id: recorded.id, businessId, kind: evidence.kind, status: 'approved' }, 201);
};

export const credentialRoutes: Route[] = [
  { method: 'GET', path: '/api/owner/credentials', handler: ownerCredentials },
  { method: 'POST', path: '/api/owner/businesses/:id/credentials', handler: ownerRequest },
  { method: 'GET', path: '/api/admin/credentials', handler: queue },
  { method: 'PUT', path: '/api/admin/credentials/:id/approve', handler: approve },
  { method: 'PUT', path: '/api/admin/credentials/:id/refuse', handler: refuse },
  { method: 'PUT', path: '/api/admin/credentials/:id/withdraw', handler: withdraw },
  { method: 'POST', path: '/api/admin/businesses/:id/credentials', handler: record },
];

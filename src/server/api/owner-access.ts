/**
 * Owners and their customers, and the way back in (docs/owners.md):
 *
 * - POST /api/owner/businesses/{id}/review-invitations {emails?}  the signed link, its QR code,
 *        and invitation e-mails queued (at most 20 a day per business, one fixed text)
 * - GET  /api/owner/notices                      staff decisions on the owner's changes and reports
 * - POST /api/auth/logout                        revokes the request's token (staff and owners)
 * - POST /api/auth/password-reset {email}        202 always; a one-time link through the outbox
 * - POST /api/auth/password-reset/confirm {token, password}  sets it (signs in)
 * - GET  /api/admin/owners?limit&offset          owner accounts (admin)
 * - POST /api/admin/owners/{id}/invite           a new invitation link for an owner who never set a password (admin)
 * - PUT  /api/admin/businesses/{id}/licence {licenceNumber, licenceAuthority} (or both null) (admin)
 */
import { PageQuerySchema } from '../../domain/admin';
import {
  LicenceSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  REVIEW_INVITATIONS,
  ReviewInvitationSchema,
  charlotteDayStart,
  type ReviewInvitationAnswer,
} from '../../domain/owner-access';
import { STAFF_ID_PATTERN } from '../../domain/staff';
import { businessTag } from '../../domain/cache-tags';
import { authMode, requireAdmin, requireTokenText } from '../auth';
import { requireOwner, requireOwnerOf } from '../auth/owner';
import { completePasswordReset, requestPasswordReset } from '../auth/password-reset';
import { hashPassword } from '../auth/password';
import { revokeToken } from '../auth/sessions';
import { recordSignIn } from '../queries/staff-accounts';
import { signLocalToken } from '../auth';
import { purgeBusinessWrite, purgeTags } from '../cache/purge';
import { getLinkSecret } from '../email/link-secret';
import { listOwnerNotices } from '../queries/owner-notices';
import { queueEmails } from '../email/queue';
import { invitationExpiry, invitationLink, invitationQrPng, signInvitationToken } from '../email/review-invitation';
import { deliverEmails } from '../email/delivery';
import { getBusinessById, parseId } from '../queries/businesses';
import { writeAudit } from '../queries/audit';
import {
  forbiddenInvitees,
  invitationsSince,
  listOwnerAccounts,
  lockReviewInvitations,
  recordReviewInvitation,
  reinviteOwner,
  setLicence,
} from '../queries/owner-access';
import { ApiError, notFound, PRIVATE_NO_STORE, privateJson, readJson, readQuery } from './http';
import type { ApiContext, Handler, Route } from './router';

// ---------------------------------------------------------------- review invitations

const reviewInvitations: Handler = async (ctx) => {
  const id = parseId(ctx.params.id);
  if (id === null) {
    await requireOwner(ctx);
    throw notFound('Business not found among your listings.');
  }
  const owner = await requireOwnerOf(ctx, id);
  const { emails = [] } = await readJson(ctx.request, ReviewInvitationSchema);
  const { db, env } = ctx.deps;
  const business = await getBusinessById(db, id);
  if (!business || business.status !== 'published') {
    throw new ApiError(409, 'conflict', 'This listing is not published yet: customers can review it once staff publish it.');
  }
  const now = ctx.deps.now();
  const expiresAt = invitationExpiry(now);
  const token = signInvitationToken(await getLinkSecret(db, env), id, expiresAt);
  const link = invitationLink(env, business.slug, token);
  const addresses = [...new Set(emails.map((address) => address.toLowerCase()))];
  const forbidden = await forbiddenInvitees(db, id, owner.email);
  const refused = addresses.filter((address) => forbidden.has(address));
  if (refused.length > 0) {
    throw new ApiError(400, 'validation_failed', 'Invitations go to customers only: not to your own address or a staff address.', {
      emails: `Not a customer's address: ${refused.join(', ')}`,
    });
  }
  const outcome = await db.transaction(async (tx) => {
    await lockReviewInvitations(tx, id);
    const sent = await invitationsSince(tx, id, charlotteDayStart(now));
    if (sent + addresses.length > REVIEW_INVITATIONS.dailyEmails) return { ok: false as const, sent };
    for (const address of addresses) await recordReviewInvitation(tx, { businessId: id, ownerId: owner.ownerId, to: address, now });
    const payload = { businessId: id, businessName: business.businessName, slug: business.slug, token, expiresAt: expiresAt.toISOString() };
    const ids = await queueEmails(
      tx,
      addresses.map((to) => ({ kind: 'review_invitation' as const, to, payload })),
      now,
    );
    return { ok: true as const, sent: sent + addresses.length, ids };
  });
  if (!outcome.ok) {
    const left = Math.max(0, REVIEW_INVITATIONS.dailyEmails - outcome.sent);
    throw new ApiError(429, 'rate_limited', `A business may send ${REVIEW_INVITATIONS.dailyEmails} invitation e-mails a day; ${left} left today.`, {
      emails: `${left} left today`,
    });
  }
  await deliverEmails(ctx.deps, outcome.ids);
  const answer: ReviewInvitationAnswer = {
    link,
    expiresAt: expiresAt.toISOString(),
    qrPng: await invitationQrPng(link),
    queued: outcome.ids.length,
    sentToday: outcome.sent,
    dailyLimit: REVIEW_INVITATIONS.dailyEmails,
  };
  return privateJson(answer, outcome.ids.length > 0 ? 201 : 200);
};

const notices: Handler = async (ctx) => {
  const owner = await requireOwner(ctx);
  return privateJson({ items: await listOwnerNotices(ctx.deps.db, owner.ownerId) });
};

// ---------------------------------------------------------------- sign-out and resets

const logout: Handler = async (ctx) => {
  const { token, payload } = await requireTokenText(ctx);
  const now = ctx.deps.now();
  await revokeToken(ctx.deps.db, token, new Date(Number(payload.exp) * 1000), now);
  return new Response(null, { status: 204, headers: { 'cache-control': PRIVATE_NO_STORE } });
};

function localOnly(ctx: ApiContext) {
  if (authMode(ctx.deps.env) === 'supabase') {
    throw new ApiError(404, 'not_found', 'This site signs in with Supabase Auth: use its password reset (the sign-in form\'s "Forgot password?").');
  }
}

const resetRequest: Handler = async (ctx) => {
  localOnly(ctx);
  const { email } = await readJson(ctx.request, PasswordResetRequestSchema);
  const now = ctx.deps.now();
  const messageId = await ctx.deps.db.transaction((tx) => requestPasswordReset(tx, email, now));
  if (messageId !== null) await deliverEmails(ctx.deps, [messageId]);
  return privateJson({ message: 'If an account uses this address, we have sent it a link to set a new password.' }, 202);
};

const resetConfirm: Handler = async (ctx) => {
  localOnly(ctx);
  const { token, password } = await readJson(ctx.request, PasswordResetSchema);
  const now = ctx.deps.now();
  const outcome = await completePasswordReset(ctx.deps.db, token, await hashPassword(password), now);
  if (!outcome.ok && outcome.reason === 'expired')
    throw new ApiError(410, 'bad_request', 'This reset link has expired. Ask for a new one with "Forgot password?".');
  if (!outcome.ok) throw new ApiError(400, 'bad_request', 'This reset link is not valid (it may have been used already).');
  const { account } = outcome;
  await writeAudit(ctx.deps.db, {
    actor: { userId: account.id, email: account.email },
    action: 'account.password_reset',
    targetType: 'staff',
    targetLabel: `${account.name} (${account.email ?? account.id})`,
    now,
  });
  await recordSignIn(ctx.deps.db, account.id, now);
  const signed = await signLocalToken(
    ctx.deps.db,
    { id: account.id, email: account.email, name: account.name, role: account.role, sessionVersion: Number(account.session_version) },
    now,
  );
  return privateJson({ ...signed, email: account.email, name: account.name, role: account.role });
};

// ---------------------------------------------------------------- staff: owners and licences

const owners: Handler = async (ctx) => {
  await requireAdmin(ctx);
  const { limit, offset } = readQuery(ctx.url, PageQuerySchema);
  return privateJson(await listOwnerAccounts(ctx.deps.db, limit, offset));
};

const ownerReinvite: Handler = async (ctx) => {
  const actor = await requireAdmin(ctx);
  localOnly(ctx);
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

export const ownerAccessRoutes: Route[] = [
  { method: 'POST', path: '/api/owner/businesses/:id/review-invitations', handler: reviewInvitations },
  { method: 'GET', path: '/api/owner/notices', handler: notices },
  { method: 'POST', path: '/api/auth/logout', handler: logout },
  { method: 'POST', path: '/api/auth/password-reset', handler: resetRequest },
  { method: 'POST', path: '/api/auth/password-reset/confirm', handler: resetConfirm },
  { method: 'GET', path: '/api/admin/owners', handler: owners },
  { method: 'POST', path: '/api/admin/owners/:id/invite', handler: ownerReinvite },
  { method: 'PUT', path: '/api/admin/businesses/:id/licence', handler: licence },
];

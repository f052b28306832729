/**
 * Signing out and the way back in for local accounts (staff and owners):
 *
 * - POST /api/auth/logout                        revokes the request's token (staff and owners)
 * - POST /api/auth/password-reset {email}        202 always; a one-time link through the outbox
 * - POST /api/auth/password-reset/check {token}  whether the link still works (its page asks when it opens)
 * - POST /api/auth/password-reset/confirm {token, password}  sets it (signs in)
 */
import { PasswordResetCheckSchema, PasswordResetRequestSchema, PasswordResetSchema, RESET_LINK_MESSAGES } from '../../domain/password-reset';
import { authMode, requireTokenText } from '../auth';
import { checkPasswordReset, completePasswordReset, requestPasswordReset } from '../auth/password-reset';
import { hashPassword } from '../auth/password';
import { revokeToken } from '../auth/sessions';
import { recordSignIn } from '../queries/staff-accounts';
import { signLocalToken } from '../auth';
import { deliverEmails } from '../email/delivery';
import { writeAudit } from '../queries/audit';
import { ApiError, PRIVATE_NO_STORE, privateJson, readJson } from './http';
import type { ApiContext, Handler, Route } from './router';

const logout: Handler = async (ctx) => {
  const { token, payload } = await requireTokenText(ctx);
  const now = ctx.deps.now();
  await revokeToken(ctx.deps.db, token, new Date(Number(payload.exp) * 1000), now);
  return new Response(null, { status: 204, headers: { 'cache-control': PRIVATE_NO_STORE } });
};

/** 404 on a site that signs in with Supabase Auth: these local-account routes are not there. */
export function requireLocalAuth(ctx: ApiContext) {
  if (authMode(ctx.deps.env) === 'supabase') {
    throw new ApiError(404, 'not_found', 'This site signs in with Supabase Auth: use its password reset (the sign-in form\'s "Forgot password?").');
  }
}

const resetRequest: Handler = async (ctx) => {
  requireLocalAuth(ctx);
  const { email } = await readJson(ctx.request, PasswordResetRequestSchema);
  const now = ctx.deps.now();
  const messageId = await ctx.deps.db.transaction((tx) => requestPasswordReset(tx, email, now));
  if (messageId !== null) await deliverEmails(ctx.deps, [messageId]);
  return privateJson({ message: 'If an account uses this address, we have sent it a link to set a new password.' }, 202);
};

/** The answer for a link that cannot set a password: 410 once expired, 400 otherwise. */
const unusableLink = (reason: 'invalid' | 'expired') =>
  reason === 'expired' ? new ApiError(410, 'bad_request', RESET_LINK_MESSAGES.expired) : new ApiError(400, 'bad_request', RESET_LINK_MESSAGES.invalid);

const resetCheck: Handler = async (ctx) => {
  requireLocalAuth(ctx);
  const { token } = await readJson(ctx.request, PasswordResetCheckSchema);
  const outcome = await checkPasswordReset(ctx.deps.db, token, ctx.deps.now());
  if (!outcome.ok) throw unusableLink(outcome.reason);
  return privateJson({ valid: true, expiresAt: outcome.expiresAt.toISOString() });
};

const resetConfirm: Handler = async (ctx) => {
  requireLocalAuth(ctx);
  const { token, password } = await readJson(ctx.request, PasswordResetSchema);
  const now = ctx.deps.now();
  const outcome = await completePasswordReset(ctx.deps.db, token, await hashPassword(password), now);
  if (!outcome.ok) throw unusableLink(outcome.reason);
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

export const passwordResetRoutes: Route[] = [
  { method: 'POST', path: '/api/auth/logout', handler: logout },
  { method: 'POST', path: '/api/auth/password-reset', handler: resetRequest },
  { method: 'POST', path: '/api/auth/password-reset/check', handler: resetCheck },
  { method: 'POST', path: '/api/auth/password-reset/confirm', handler: resetConfirm },
];

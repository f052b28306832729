/**
 * Staff sign-in and accounts (see src/server/auth/index.ts for the two modes and the token rules):
 *
 * - POST /api/auth/login {email?, password}          local sign-in (no e-mail: the first admin)
 * - GET  /api/auth/config                             how staff sign in (public values only)
 * - GET  /api/auth/me                                 who is signed in, with the account's role
 * - POST /api/auth/invitation {token, password}       an invitee sets a password (signs in)
 * - POST /api/auth/invitation/check {token}           whether the link still works (its page asks when it opens)
 * - POST /api/auth/password {currentPassword, newPassword}  change one's own password (local)
 * - GET  /api/admin/staff                             staff accounts (admin)
 * - POST /api/admin/staff {name, email, role}         invite (admin; the link goes through the outbox)
 * - POST /api/admin/staff/{id}/invite                 a new invitation link (admin)
 * - POST /api/admin/staff/{id}/disable, /enable       (admin; disabling revokes tokens at once)
 */
import { z } from 'zod';
import { MESSAGES } from '../../domain/forms';
import {
  AcceptInviteSchema,
  ChangePasswordSchema,
  INVITATION_LINK_MESSAGES,
  InvitationCheckSchema,
  STAFF_ID_PATTERN,
  StaffInviteSchema,
  type StaffMe,
} from '../../domain/staff';
import { authConfig, authMode, requireStaff, signLocalToken, type StaffIdentity } from '../auth';
import { readyLocalAdmin } from '../auth/local-admin';
import { beginSignIn } from '../auth/lockout';
import { hashPassword, verifyPassword } from '../auth/password';
import {
  LOCAL_ADMIN_ID,
  acceptInvitation,
  checkInvitation,
  changeStaffPassword,
  findStaffByEmail,
  findStaffById,
  inviteStaff,
  listStaff,
  recordAccountClient,
  recordSignIn,
  reinviteStaff,
  setStaffDisabled,
  toStaffAccount,
  type StaffRow,
  type UnusableInvitation,
} from '../queries/staff-accounts';
import { deliverEmails } from '../email/delivery';
import { clientKey } from '../security/rate-limit';
import { OWNER_ROLE } from '../../domain/staff';
import { queueEmail } from '../email/queue';
import { writeAudit } from '../queries/audit';
import { ApiError, json, notFound, privateJson, readJson } from './http';
import type { ApiContext, Handler, Route } from './router';

const LOGIN_PATH = '/api/auth/login';

const LoginSchema = z.object({
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(254, MESSAGES.email).pipe(z.email(MESSAGES.email)).optional(),
  ),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password must be 200 characters or less'),
});

function localOnly(ctx: ApiContext) {
  if (authMode(ctx.deps.env) === 'supabase') {
    throw new ApiError(
      404,
      'not_found',
      'Local sign-in is turned off: this site signs staff in with Supabase Auth. Use the Supabase sign-in (GET /api/auth/config gives its URL and public key).',
    );
  }
}

/** A hash nobody's password matches, so unknown e-mails cost the same scrypt time. */
let dummyHash: Promise<string> | undefined;

/**
 * Local sign-in: `{email?, password}` -> `{token, expiresAt}` (an 8-hour token for the
 * account's role). No e-mail: the first admin (ADMIN_PASSWORD or the generated password).
 * 401 for a wrong e-mail or password; 403 for a disabled account; 404 when Supabase Auth is
 * configured; 503 when the first admin has no password yet. Failures count per verified
 * account and per client (429 when slowed or locked, see ../auth/lockout.ts).
 */
const login: Handler = async (ctx: ApiContext) => {
  localOnly(ctx);
  const { email, password } = await readJson(ctx.request, LoginSchema);
  const { db, env } = ctx.deps;
  await readyLocalAdmin(db, env);
  const account = email ? await findStaffByEmail(db, email) : await findStaffById(db, LOCAL_ADMIN_ID);
  if (!email && !account?.password_hash) {
    throw new ApiError(
      503,
      'service_unavailable',
      'No admin password is set up yet. Set ADMIN_PASSWORD, or run `npx tsx scripts/db.ts prepare` (npm start does) to generate one.',
    );
  }
  const attempt = await beginSignIn(ctx, account?.id ?? null);
  dummyHash ??= hashPassword('no account has this password');
  const matches = await verifyPassword(password, account?.password_hash ?? (await dummyHash));
  if (!account || !account.password_hash || !matches) {
    await attempt.failed();
    throw new ApiError(401, 'unauthorized', email ? 'Wrong e-mail or password.' : 'Wrong password.', { password: 'Wrong password' });
  }
  if (account.status !== 'active') throw new ApiError(403, 'forbidden', 'This account is disabled. Ask an administrator to enable it.');
  await attempt.succeeded();
  const now = ctx.deps.now();
  await recordSignIn(db, account.id, now);
  // An owner's own devices never earn its businesses a response time.
  if (account.role === OWNER_ROLE) await recordAccountClient(db, account.id, clientKey(ctx), now);
  return json(await tokenFor(ctx, account));
};

async function tokenFor(ctx: ApiContext, account: StaffRow) {
  const signed = await signLocalToken(
    ctx.deps.db,
    { id: account.id, email: account.email, name: account.name, role: account.role, sessionVersion: Number(account.session_version) },
    ctx.deps.now(),
  );
  return { ...signed, email: account.email, name: account.name, role: account.role };
}

/** `{mode: 'local'}` or `{mode: 'supabase', supabaseUrl, supabaseAnonKey}`: public values only. */
const config: Handler = (ctx: ApiContext) => json(authConfig(ctx.deps.env));

/** Who is signed in: any staff role (401/403 like every staff call). */
const me: Handler = async (ctx: ApiContext) => {
  const identity = await requireStaff(ctx, 'neighborhoods');
  const body: StaffMe = { id: identity.userId, email: identity.email, name: identity.name, role: identity.role, mode: authMode(ctx.deps.env) };
  return privateJson(body);
};

/** The answer for an invitation link that cannot set a password: 410 once expired (an owner's points to Business Support), 400 otherwise. */
const unusableInvitation = (outcome: UnusableInvitation) =>
  outcome.reason === 'expired'
    ? new ApiError(410, 'bad_request', outcome.role === OWNER_ROLE ? INVITATION_LINK_MESSAGES.ownerExpired : INVITATION_LINK_MESSAGES.expired)
    : new ApiError(400, 'bad_request', INVITATION_LINK_MESSAGES.invalid);

/** Whether an invitation link still works, asked by its page as it opens: 200 `{valid, expiresAt}`, 400, 410. */
const checkInvite: Handler = async (ctx: ApiContext) => {
  localOnly(ctx);
  const { token } = await readJson(ctx.request, InvitationCheckSchema);
  const outcome = await checkInvitation(ctx.deps.db, token, ctx.deps.now());
  if (!outcome.ok) throw unusableInvitation(outcome);
  return privateJson({ valid: true, expiresAt: outcome.expiresAt.toISOString() });
};

/** The invitee sets a password: 200 with a token (signed in); 400 for a bad link, 410 for an expired one. */
const acceptInvite: Handler = async (ctx: ApiContext) => {
  localOnly(ctx);
  const { token, password } = await readJson(ctx.request, AcceptInviteSchema);
  const now = ctx.deps.now();
  const outcome = await acceptInvitation(ctx.deps.db, token, await hashPassword(password), now);
  if (!outcome.ok) throw unusableInvitation(outcome);
  const { account } = outcome;
  await writeAudit(ctx.deps.db, {
    actor: { userId: account.id, email: account.email },
    action: account.role === 'owner' ? 'owner.accept' : 'staff.accept',
    targetType: 'staff',
    targetLabel: `${account.name} (${account.email ?? account.id})`,
    now,
  });
  await recordSignIn(ctx.deps.db, account.id, now);
  return json(await tokenFor(ctx, account));
};

/** Changes the signed-in account's password; every earlier token stops working. Answers a new token. */
const changePassword: Handler = async (ctx: ApiContext) => {
  const identity = await requireStaff(ctx, 'neighborhoods');
  localOnly(ctx);
  const { currentPassword, newPassword } = await readJson(ctx.request, ChangePasswordSchema);
  if (identity.userId === LOCAL_ADMIN_ID && ctx.deps.env.ADMIN_PASSWORD) {
    throw new ApiError(409, 'conflict', 'This password is set by ADMIN_PASSWORD: change the variable and restart the server.');
  }
  const account = await findStaffById(ctx.deps.db, identity.userId);
  if (!account?.password_hash || !(await verifyPassword(currentPassword, account.password_hash))) {
    throw new ApiError(400, 'validation_failed', 'The current password is wrong.', { currentPassword: 'Wrong password' });
  }
  const now = ctx.deps.now();
  const updated = await changeStaffPassword(ctx.deps.db, account.id, await hashPassword(newPassword), now);
  if (!updated) throw notFound('Account not found.');
  await writeAudit(ctx.deps.db, {
    actor: identity,
    action: 'staff.password',
    targetType: 'staff',
    targetLabel: `${account.name} (${account.email ?? account.id})`,
    now,
  });
  return json(await tokenFor(ctx, updated));
};

// ---------------------------------------------------------------- staff accounts (admin)

function actorLabel(identity: StaffIdentity): string {
  return identity.name && identity.email ? `${identity.name} (${identity.email})` : (identity.name ?? identity.email ?? identity.userId);
}

const staffList: Handler = async (ctx: ApiContext) => {
  await requireStaff(ctx, 'staff');
  localOnly(ctx);
  return privateJson(await listStaff(ctx.deps.db));
};

const staffInvite: Handler = async (ctx: ApiContext) => {
  const actor = await requireStaff(ctx, 'staff');
  localOnly(ctx);
  const invite = await readJson(ctx.request, StaffInviteSchema);
  const now = ctx.deps.now();
  const result = await ctx.deps.db.transaction(async (tx) => {
    const outcome = await inviteStaff(tx, invite, actorLabel(actor), now);
    if (!outcome.ok) return outcome;
    const messageId = await queueEmail(
      tx,
      'staff_invitation',
      invite.email,
      {
        accountId: outcome.account.id,
        name: invite.name,
        role: invite.role,
        token: outcome.token,
        invitedBy: actorLabel(actor),
        expiresAt: outcome.expiresAt.toISOString(),
      },
      now,
    );
    await writeAudit(tx, {
      actor,
      action: 'staff.invite',
      targetType: 'staff',
      targetLabel: `${invite.name} (${invite.email})`,
      details: { role: invite.role },
      now,
    });
    return { ...outcome, messageId };
  });
  if (!result.ok) {
    throw new ApiError(409, 'conflict', 'A staff account with this e-mail address exists already.', {
      email: 'A staff account with this e-mail address exists already',
    });
  }
  await deliverEmails(ctx.deps, [result.messageId]);
  return privateJson(toStaffAccount(result.account), 201);
};

/** The staff account id from the path; anything the column could not hold is simply not an account. */
function staffIdParam(ctx: ApiContext): string {
  const id = ctx.params.id ?? '';
  if (!STAFF_ID_PATTERN.test(id)) throw notFound('Staff account not found.');
  return id;
}

const staffReinvite: Handler = async (ctx: ApiContext) => {
  const actor = await requireStaff(ctx, 'staff');
  localOnly(ctx);
  const now = ctx.deps.now();
  const id = staffIdParam(ctx);
  const result = await ctx.deps.db.transaction(async (tx) => {
    const outcome = await reinviteStaff(tx, id, now);
    if (!outcome) return null;
    const { account } = outcome;
    const messageId = await queueEmail(
      tx,
      'staff_invitation',
      account.email ?? '',
      {
        accountId: account.id,
        name: account.name,
        role: account.role,
        token: outcome.token,
        invitedBy: actorLabel(actor),
        expiresAt: outcome.expiresAt.toISOString(),
      },
      now,
    );
    await writeAudit(tx, { actor, action: 'staff.reinvite', targetType: 'staff', targetLabel: `${account.name} (${account.email})`, now });
    return { account, messageId };
  });
  if (!result) throw new ApiError(409, 'conflict', 'Only an account that has not set its password yet can get a new invitation.');
  await deliverEmails(ctx.deps, [result.messageId]);
  return privateJson(toStaffAccount(result.account));
};

function setDisabled(disabled: boolean): Handler {
  return async (ctx: ApiContext) => {
    const actor = await requireStaff(ctx, 'staff');
    localOnly(ctx);
    const id = staffIdParam(ctx);
    if (id === LOCAL_ADMIN_ID || id === actor.userId) {
      throw new ApiError(409, 'conflict', id === LOCAL_ADMIN_ID ? 'The first admin cannot be disabled.' : 'You cannot disable your own account.');
    }
    const now = ctx.deps.now();
    const row = await setStaffDisabled(ctx.deps.db, id, disabled, now);
    if (!row) {
      if (!(await findStaffById(ctx.deps.db, id))) throw notFound('Staff account not found.');
      throw new ApiError(409, 'conflict', 'This account is not disabled.');
    }
    await writeAudit(ctx.deps.db, {
      actor,
      action: disabled ? 'staff.disable' : 'staff.enable',
      targetType: 'staff',
      targetLabel: `${row.name} (${row.email ?? row.id})`,
      now,
    });
    return privateJson(toStaffAccount(row));
  };
}

export const authRoutes: Route[] = [
  { method: 'POST', path: LOGIN_PATH, handler: login },
  { method: 'GET', path: '/api/auth/config', handler: config },
  { method: 'GET', path: '/api/auth/me', handler: me },
  { method: 'POST', path: '/api/auth/invitation', handler: acceptInvite },
  { method: 'POST', path: '/api/auth/invitation/check', handler: checkInvite },
  { method: 'POST', path: '/api/auth/password', handler: changePassword },
  { method: 'GET', path: '/api/admin/staff', handler: staffList },
  { method: 'POST', path: '/api/admin/staff', handler: staffInvite },
  { method: 'POST', path: '/api/admin/staff/:id/invite', handler: staffReinvite },
  { method: 'POST', path: '/api/admin/staff/:id/disable', handler: setDisabled(true) },
  { method: 'POST', path: '/api/admin/staff/:id/enable', handler: setDisabled(false) },
];

/**
 * Staff authentication for the API. Every staff call runs {@link requireStaff} with the
 * capability it needs (src/domain/staff.ts: admin may use everything, editor only the
 * neighborhood editor and rebuilds); {@link requireAdmin} is the admin-only shorthand.
 *
 * Two modes ({@link authMode}):
 * - **supabase**: when `PUBLIC_SUPABASE_URL` (or `SUPABASE_URL`), `PUBLIC_SUPABASE_ANON_KEY`
 *   and a way to verify tokens (`SUPABASE_JWT_SECRET` for HS256, and/or `SUPABASE_JWKS_URL`
 *   for the project's asymmetric keys) are all set. Admins sign in with Supabase Auth and
 *   send its access token. The local sign-in is off.
 * - **local** (the embedded default): `POST /api/auth/login` with a local staff account's
 *   e-mail and password (the first admin: no e-mail, `ADMIN_PASSWORD` or the generated
 *   password) returns a token of the same shape signed with a secret kept in
 *   `app_settings` (see ./local-admin.ts and ./staff-accounts.ts).
 *
 * The token travels as `Authorization: Bearer <token>`. It must verify, have audience
 * 'authenticated', be unexpired, and carry **`app_metadata.role`** `'admin'` or `'editor'`.
 * In Supabase, set it on a user with the service key, e.g.
 * `supabase.auth.admin.updateUserById(id, { app_metadata: { role: 'admin' } })` or SQL
 * `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"admin"}' where email = '...'`.
 * `app_metadata` is writable only server-side, unlike `user_metadata`, which users can edit.
 */
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import type { ApiContext, ApiDeps } from '../context';
import { ApiError } from '../errors';
import type { Env } from '../env';
import type { AuthConfig } from '../../domain/auth-config';
import { can, isStaffRole, type Capability, type StaffRole } from '../../domain/staff';
import { LOCAL_ISSUER, getLocalSigningKey, readyLocalAdmin } from './local-admin';
import type { AdminIdentity } from '../identity';
import { findStaffById } from '../queries/staff-accounts';
import { authMode, supabaseUrl } from './mode';
import { isRevoked } from './sessions';

export { authMode } from './mode';

export { signLocalToken } from './local-admin';

/** A signed-in staff member: the account's identity (never text the client typed). */
export interface StaffIdentity extends AdminIdentity {
  name: string | null;
  role: StaffRole;
}

/** What the admin island needs to sign in: public values only. */
export function authConfig(env: Env): AuthConfig {
  const url = supabaseUrl(env);
  const anonKey = env.PUBLIC_SUPABASE_ANON_KEY;
  // authMode says 'supabase' only with both set; the check is for the type.
  if (authMode(env) === 'local' || !url || !anonKey) return { mode: 'local' };
  return { mode: 'supabase', supabaseUrl: url, supabaseAnonKey: anonKey };
}

const remoteKeySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function remoteKeySet(url: string) {
  let set = remoteKeySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    remoteKeySets.set(url, set);
  }
  return set;
}

/** Verifies an access token for the configured mode; throws when it is not valid. */
async function verifyAccessToken(token: string, deps: ApiDeps): Promise<JWTPayload> {
  const { env } = deps;
  const options = { audience: 'authenticated', currentDate: deps.now(), requiredClaims: ['sub', 'exp'] };
  if (authMode(env) === 'local') {
    const key = await getLocalSigningKey(deps.db);
    return (await jwtVerify(token, key, { ...options, algorithms: ['HS256'], issuer: LOCAL_ISSUER })).payload;
  }
  const { alg } = decodeProtectedHeader(token);
  if (alg === 'HS256' && env.SUPABASE_JWT_SECRET) {
    const key = new TextEncoder().encode(env.SUPABASE_JWT_SECRET);
    return (await jwtVerify(token, key, { ...options, algorithms: ['HS256'] })).payload;
  }
  if (env.SUPABASE_JWKS_URL && alg !== 'HS256') {
    const keys = remoteKeySet(env.SUPABASE_JWKS_URL);
    return (await jwtVerify(token, keys, { ...options, algorithms: ['RS256', 'ES256', 'EdDSA'] })).payload;
  }
  throw new Error(`tokens signed with ${String(alg)} are not accepted`);
}

/** The token of an `Authorization: Bearer ...` header, if any. */
function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

const unauthorized = (message: string, error?: 'invalid_token') =>
  new ApiError(401, 'unauthorized', message, undefined, {
    'www-authenticate': error ? `Bearer realm="admin", error="${error}"` : 'Bearer realm="admin"',
  });

/**
 * The verified payload of the request's bearer token, or throws 401 'unauthorized' (with
 * `missingMessage` when there is no token; expired, invalid and signed-out tokens say so).
 */
export async function requireToken(ctx: ApiContext, missingMessage: string): Promise<JWTPayload> {
  const token = bearerToken(ctx.request);
  if (!token) throw unauthorized(missingMessage);
  let payload: JWTPayload;
  try {
    payload = await verifyAccessToken(token, ctx.deps);
  } catch (error) {
    const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
    throw unauthorized(expired ? 'Your session has expired. Please sign in again.' : 'Your sign-in token is not valid. Please sign in again.', 'invalid_token');
  }
  if (await isRevoked(ctx.deps.db, token)) throw unauthorized('You have signed out. Please sign in again.', 'invalid_token');
  return payload;
}

/** The request's bearer token and its verified payload (sign-out revokes exactly this token). */
export async function requireTokenText(ctx: ApiContext): Promise<{ token: string; payload: JWTPayload }> {
  const payload = await requireToken(ctx, 'Sign in first.');
  return { token: bearerToken(ctx.request)!, payload };
}

/**
 * The signed-in staff member, or throws: 401 'unauthorized' without a valid bearer token
 * (absent, malformed, badly signed, expired, or - locally - revoked: the account was
 * disabled or its password changed), 403 'forbidden' for a valid token whose role may not
 * use `capability` (or that has no staff role at all).
 *
 * Roles: Supabase mode reads `app_metadata.role` ('admin' or 'editor'); local mode reads
 * the account's current role from `staff_accounts`, not the token.
 */
export async function requireStaff(ctx: ApiContext, capability: Capability): Promise<StaffIdentity> {
  const payload = await requireToken(ctx, 'Sign in as a staff member to use this call.');
  let identity: StaffIdentity;
  if (authMode(ctx.deps.env) === 'local') {
    await readyLocalAdmin(ctx.deps.db, ctx.deps.env);
    const account = await findStaffById(ctx.deps.db, String(payload.sub));
    if (!account || account.status !== 'active' || account.session_version !== Number(payload.sv)) {
      throw unauthorized('Your session has ended (the account was disabled or its password changed). Please sign in again.', 'invalid_token');
    }
    if (!isStaffRole(account.role)) throw new ApiError(403, 'forbidden', 'This account is not a staff account.');
    identity = { userId: account.id, email: account.email, name: account.name, role: account.role };
  } else {
    const role = (payload.app_metadata as { role?: unknown } | undefined)?.role;
    if (!isStaffRole(role)) throw new ApiError(403, 'forbidden', 'This account is not an administrator.');
    identity = {
      userId: String(payload.sub),
      email: typeof payload.email === 'string' ? payload.email : null,
      name: null,
      role,
    };
  }
  if (!can(identity.role, capability)) {
    throw new ApiError(403, 'forbidden', `Your role (${identity.role}) may not use this call.`);
  }
  return identity;
}

/** The signed-in admin (everything but the editor's work needs this), or throws like {@link requireStaff}. */
export function requireAdmin(ctx: ApiContext): Promise<StaffIdentity> {
  return requireStaff(ctx, 'moderation');
}

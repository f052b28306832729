/**
 * Business owners' authentication for the owner API. An owner is an account that
 * owns at least one business in `public.business_owners`; it never opens a staff endpoint,
 * and a staff token is never an owner.
 *
 * - **local** mode: an account in `staff_accounts` with role 'owner' (it signs in with
 *   `POST /api/auth/login` like staff; same scrypt hashes and session_version revocation).
 * - **supabase** mode: any Supabase Auth user without a staff role in `app_metadata`; its
 *   `sub` is `business_owners.owner_id`. Ownership granted before the user first signed in
 *   is held for the claimant's e-mail and taken over by the first token carrying that
 *   address (see adoptPendingOwnership in ../queries/owner-accounts.ts).
 */
import type { JWTPayload } from 'jose';
import { OWNER_ROLE, isStaffRole } from '../../domain/staff';
import type { ApiContext } from '../context';
import { ApiError, notFound } from '../errors';
import type { OwnerIdentity } from '../identity';
import { adoptPendingOwnership, ownsAnyBusiness, ownsBusiness } from '../queries/owner-accounts';
import { findStaffById, recordAccountClient } from '../queries/staff-accounts';
import { clientKey } from '../security/rate-limit';
import { authMode, requireToken } from './index';

const SIGN_IN_MESSAGE = 'Sign in as the business owner to use this call.';

async function supabaseOwner(ctx: ApiContext, payload: JWTPayload): Promise<OwnerIdentity> {
  const role = (payload.app_metadata as { role?: unknown } | undefined)?.role;
  if (isStaffRole(role)) throw new ApiError(403, 'forbidden', 'Staff accounts cannot use the owner dashboard. Sign in with the business owner account.');
  const ownerId = String(payload.sub);
  const email = typeof payload.email === 'string' ? payload.email : null;
  if (email && ownerId.length <= 64) await adoptPendingOwnership(ctx.deps.db, ownerId, email);
  if (!(await ownsAnyBusiness(ctx.deps.db, ownerId))) {
    throw new ApiError(403, 'forbidden', 'This account owns no business here. Claim your business first; staff verify the claim.');
  }
  return { ownerId, email, name: null };
}

/**
 * The signed-in owner, or throws: 401 'unauthorized' without a valid token (absent, badly
 * signed, expired, or revoked: the account was disabled or its password changed), 403
 * 'forbidden' for a staff token or an account that is no owner.
 */
export async function requireOwner(ctx: ApiContext): Promise<OwnerIdentity> {
  const owner = await ownerOf(ctx, await requireToken(ctx, SIGN_IN_MESSAGE));
  // An owner's own devices never earn its businesses a response time. In Supabase mode the
  // sign-in itself happens at Supabase, so the first call from a device is where it is seen.
  await recordAccountClient(ctx.deps.db, owner.ownerId, clientKey(ctx), ctx.deps.now());
  return owner;
}

async function ownerOf(ctx: ApiContext, payload: JWTPayload): Promise<OwnerIdentity> {
  if (authMode(ctx.deps.env) === 'supabase') return supabaseOwner(ctx, payload);
  const account = await findStaffById(ctx.deps.db, String(payload.sub));
  if (!account || account.status !== 'active' || account.session_version !== Number(payload.sv)) {
    throw new ApiError(401, 'unauthorized', 'Your session has ended (the account was disabled or its password changed). Please sign in again.', undefined, {
      'www-authenticate': 'Bearer realm="owner", error="invalid_token"',
    });
  }
  if (account.role !== OWNER_ROLE) {
    throw new ApiError(403, 'forbidden', 'Staff accounts cannot use the owner dashboard. Sign in with the business owner account.');
  }
  return { ownerId: account.id, email: account.email, name: account.name };
}

/**
 * The signed-in owner of `businessId`, or throws like {@link requireOwner}, and 404 for a
 * business this owner does not own (whether or not it exists: nothing is revealed).
 */
export async function requireOwnerOf(ctx: ApiContext, businessId: number): Promise<OwnerIdentity> {
  const owner = await requireOwner(ctx);
  if (!Number.isSafeInteger(businessId) || businessId <= 0 || !(await ownsBusiness(ctx.deps.db, owner.ownerId, businessId))) {
    throw notFound('Business not found among your listings.');
  }
  return owner;
}

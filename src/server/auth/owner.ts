/**
 * Business owners' authentication for the owner API (issue 18). An owner is an account that
 * owns at least one business in `public.business_owners`; it never opens a staff endpoint,
 * and a staff token is never an owner.
 *
 * - **local** mode: an account in `staff_accounts` with role 'owner' (it signs in with
 *   `POST /api/auth/login` like staff; same scrypt hashes and session_version revocation).
 * - **supabase** mode: any Supabase Auth user without a staff role in `app_metadata`; its
 *   `sub` is `business_owners.owner_id`. Ownership granted before the user first signed in
 *   is held for the claimant's e-mail and taken over by the first token carrying that
 *   address (see {@link adoptPendingOwnership}).
 */
import type { JWTPayload } from 'jose';
import { OWNER_ROLE, isStaffRole } from '../../domain/staff';
import type { ApiContext } from '../api/router';
import { ApiError, notFound } from '../api/http';
import type { Queryable } from '../db/client';
import { authMode, requireToken } from './index';
import { findStaffById } from './staff-accounts';

/** A signed-in business owner. */
export interface OwnerIdentity {
  /** `business_owners.owner_id`: the local account id or the Supabase user id. */
  ownerId: string;
  email: string | null;
  name: string | null;
}

const SIGN_IN_MESSAGE = 'Sign in as the business owner to use this call.';

/** The owner id a Supabase-mode grant waits under until the claimant signs in. */
export function pendingOwnerId(claimId: number): string {
  return `pending-claim-${claimId}`;
}

/**
 * Supabase mode: hands every ownership waiting for `email` (granted when staff verified a
 * claim made with that address) to the user `ownerId`. Supabase only issues a token with an
 * `email` claim to a user who proved the address (e-mail link or confirmed sign-up).
 */
async function adoptPendingOwnership(db: Queryable, ownerId: string, email: string): Promise<number> {
  const rows = await db.query<{ business_id: number }>(
    `update public.business_owners o set owner_id = $1
       from public.business_claims c
      where c.id = o.claim_id and o.owner_id = 'pending-claim-' || c.id::text and c.claimer_email = $2
      returning o.business_id`,
    [ownerId, email.trim().toLowerCase()],
  );
  return rows.length;
}

async function ownsAny(db: Queryable, ownerId: string): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from public.business_owners where owner_id = $1', [ownerId]);
  return Number(row?.n ?? 0) > 0;
}

async function supabaseOwner(ctx: ApiContext, payload: JWTPayload): Promise<OwnerIdentity> {
  const role = (payload.app_metadata as { role?: unknown } | undefined)?.role;
  if (isStaffRole(role)) throw new ApiError(403, 'forbidden', 'Staff accounts cannot use the owner dashboard. Sign in with the business owner account.');
  const ownerId = String(payload.sub);
  const email = typeof payload.email === 'string' ? payload.email : null;
  if (email && ownerId.length <= 64) await adoptPendingOwnership(ctx.deps.db, ownerId, email);
  if (!(await ownsAny(ctx.deps.db, ownerId))) {
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
  const payload = await requireToken(ctx, SIGN_IN_MESSAGE);
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

/** True when `ownerId` owns `businessId`. */
async function ownsBusiness(db: Queryable, ownerId: string, businessId: number): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from public.business_owners where business_id = $1 and owner_id = $2', [
    businessId,
    ownerId,
  ]);
  return Number(row?.n ?? 0) > 0;
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

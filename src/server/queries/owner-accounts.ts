/**
 * Ownership from a verified claim. When staff verify a claim whose claimant
 * confirmed their e-mail, the claimant becomes the business's owner, in the transaction
 * that verifies the claim:
 *
 * - **local** mode: a new owner account (staff_accounts, role 'owner', status 'invited')
 *   with a one-time link to set a password (`/owner#invite=TOKEN`, accepted by
 *   `POST /api/auth/invitation` like a staff invitation); an existing owner account with
 *   the same e-mail gets the business added (and, when it never set its password, a fresh
 *   link). An address that belongs to a staff account gets no ownership: staff accounts
 *   are not owners.
 * - **supabase** mode: the ownership waits under {@link pendingOwnerId} until the claimant
 *   signs in with Supabase Auth using that address (see ../auth/owner.ts).
 *
 * A business has at most one owner; a business already owned is left alone.
 */
import { randomUUID } from 'node:crypto';
import { INVITE_TTL_HOURS, OWNER_ROLE } from '../../domain/staff';
import type { Queryable } from '../db/client';
import { queueEmail } from '../email/queue';
import type { AuthMode } from '../identity';
import { findStaffByEmail, inviteTokenHash, newInviteToken } from './staff-accounts';

export type OwnershipGrant =
  | { kind: 'skipped'; reason: 'email_unconfirmed' | 'already_owned' | 'staff_email' }
  | { kind: 'invited' | 'added' | 'pending'; ownerId: string; messageId: number };

interface VerifiedClaim {
  id: number;
  businessId: number;
  businessName: string;
  claimerName: string | null;
  claimerEmail: string;
  emailVerified: boolean;
}

/** The owner id a Supabase-mode grant waits under until the claimant signs in. */
function pendingOwnerId(claimId: number): string {
  return `pending-claim-${claimId}`;
}

/**
 * Supabase mode: hands every ownership waiting for `email` (granted when staff verified a
 * claim made with that address) to the user `ownerId`. Supabase only issues a token with an
 * `email` claim to a user who proved the address (e-mail link or confirmed sign-up).
 */
export async function adoptPendingOwnership(db: Queryable, ownerId: string, email: string): Promise<number> {
  const rows = await db.query<{ business_id: number }>(
    `update public.business_owners o set owner_id = $1
       from public.business_claims c
      where c.id = o.claim_id and o.owner_id = 'pending-claim-' || c.id::text and c.claimer_email = $2
      returning o.business_id`,
    [ownerId, email.trim().toLowerCase()],
  );
  return rows.length;
}

/** True when `ownerId` owns at least one business. */
export async function ownsAnyBusiness(db: Queryable, ownerId: string): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from public.business_owners where owner_id = $1', [ownerId]);
  return Number(row?.n ?? 0) > 0;
}

/** True when `ownerId` owns `businessId`. */
export async function ownsBusiness(db: Queryable, ownerId: string, businessId: number): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from public.business_owners where business_id = $1 and owner_id = $2', [
    businessId,
    ownerId,
  ]);
  return Number(row?.n ?? 0) > 0;
}

async function businessOwned(tx: Queryable, businessId: number): Promise<boolean> {
  const [row] = await tx.query<{ n: number }>('select count(*)::int as n from public.business_owners where business_id = $1', [businessId]);
  return Number(row?.n ?? 0) > 0;
}

/** Grants `claim`'s business to its claimant (see the module comment) and queues the e-mail. Run it in the verifying transaction. */
export async function grantOwnership(tx: Queryable, claim: VerifiedClaim, mode: AuthMode, now: Date): Promise<OwnershipGrant> {
  if (!claim.emailVerified) return { kind: 'skipped', reason: 'email_unconfirmed' };
  if (await businessOwned(tx, claim.businessId)) return { kind: 'skipped', reason: 'already_owned' };
  const email = claim.claimerEmail.trim().toLowerCase();
  const name = (claim.claimerName?.trim() || email.split('@')[0] || 'Owner').slice(0, 100);
  const expiresAt = new Date(now.getTime() + INVITE_TTL_HOURS * 3_600_000);
  const own = (ownerId: string) =>
    tx.query('insert into public.business_owners (business_id, owner_id, claim_id, created_at) values ($1, $2, $3, $4)', [
      claim.businessId,
      ownerId,
      claim.id,
      now.toISOString(),
    ]);
  const base = { businessId: claim.businessId, businessName: claim.businessName, name };

  if (mode === 'supabase') {
    const ownerId = pendingOwnerId(claim.id);
    await own(ownerId);
    const messageId = await queueEmail(tx, 'owner_invitation', email, { ...base, mode: 'supabase', token: null, expiresAt: null }, now);
    return { kind: 'pending', ownerId, messageId };
  }

  const existing = await findStaffByEmail(tx, email);
  if (existing && existing.role !== OWNER_ROLE) return { kind: 'skipped', reason: 'staff_email' };
  if (existing && existing.status !== 'invited') {
    await own(existing.id);
    const messageId = await queueEmail(tx, 'owner_invitation', email, { ...base, mode: 'local', token: null, expiresAt: null }, now);
    return { kind: 'added', ownerId: existing.id, messageId };
  }
  const token = newInviteToken();
  let ownerId: string;
  if (existing) {
    ownerId = existing.id;
    await tx.query('update public.staff_accounts set invite_token_hash = $2, invite_expires_at = $3, updated_at = $4 where id = $1', [
      ownerId,
      inviteTokenHash(token),
      expiresAt.toISOString(),
      now.toISOString(),
    ]);
  } else {
    ownerId = randomUUID();
    await tx.query(
      `insert into public.staff_accounts (id, email, name, role, status, invite_token_hash, invite_expires_at, invited_by, created_at, updated_at)
       values ($1, $2, $3, 'owner', 'invited', $4, $5, 'claim verification', $6, $6)`,
      [ownerId, email, name, inviteTokenHash(token), expiresAt.toISOString(), now.toISOString()],
    );
  }
  await own(ownerId);
  const messageId = await queueEmail(tx, 'owner_invitation', email, { ...base, mode: 'local', token, expiresAt: expiresAt.toISOString() }, now);
  return { kind: existing ? 'added' : 'invited', ownerId, messageId };
}

/** The review invitations' records: the daily count, who may not be invited, and the lock that keeps the limit. */
import { mailboxKey } from '../../domain/mailbox';
import { OWNER_ROLE } from '../../domain/staff';
import type { Queryable } from '../db/client';
import { supabaseStaffAddresses } from './staff-accounts';

/** Invitation e-mails a business sent since `since`. */
export async function invitationsSince(db: Queryable, businessId: number, since: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from public.review_invitations where business_id = $1 and created_at >= $2', [
    businessId,
    since.toISOString(),
  ]);
  return Number(row?.n ?? 0);
}

/** Mailboxes ({@link mailboxKey}) no invitation may go to: staff's (local accounts and Supabase Auth's, ./staff-accounts.ts) and the business's owners'. */
export async function forbiddenInvitees(db: Queryable, businessId: number, ownerEmail: string | null): Promise<Set<string>> {
  const rows = await db.query<{ email: string }>(
    `select lower(email) as email from public.staff_accounts where email is not null and role <> '${OWNER_ROLE}'
     union select lower(s.email) from public.business_owners o join public.staff_accounts s on s.id = o.owner_id where o.business_id = $1 and s.email is not null
     union select lower(c.claimer_email) from public.business_owners o join public.business_claims c on c.id = o.claim_id where o.business_id = $1`,
    [businessId],
  );
  const set = new Set([...rows.map((row) => row.email), ...(await supabaseStaffAddresses(db))].map(mailboxKey));
  if (ownerEmail) set.add(mailboxKey(ownerEmail));
  return set;
}

/** Records an invitation sent to `to` (the daily limit counts these). */
export async function recordReviewInvitation(tx: Queryable, invitation: { businessId: number; ownerId: string; to: string; now: Date }): Promise<void> {
  await tx.query('insert into public.review_invitations (business_id, owner_id, to_address, created_at) values ($1, $2, $3, $4)', [
    invitation.businessId,
    invitation.ownerId,
    invitation.to,
    invitation.now.toISOString(),
  ]);
}

/** Serializes, for the transaction, the invitations of one business (the daily limit holds under concurrent sends). */
export async function lockReviewInvitations(tx: Queryable, businessId: number): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('review-invitations:' || $1::text))`, [businessId]);
}

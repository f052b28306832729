/** Owner accounts as staff see them, and new owner invitations from /admin. */
import type { OwnerAccountSummary } from '../../domain/owner-accounts';
import { INVITE_TTL_HOURS, OWNER_ROLE } from '../../domain/staff';
import { inviteTokenHash, newInviteToken } from './staff-accounts';
import type { Queryable } from '../db/client';
import { queueEmail } from '../email/queue';
import { isoTime, isoTimeOrNull } from '../db/columns';

interface OwnerRow {
  id: string;
  email: string | null;
  name: string;
  status: OwnerAccountSummary['status'];
  invite_expires_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  created_at: Date | string;
  businesses: unknown;
}

/** Local owner accounts with their businesses, newest first. */
export async function listOwnerAccounts(db: Queryable, limit: number, offset: number) {
  const rows = await db.query<OwnerRow>(
    `select s.id, s.email, s.name, s.status, s.invite_expires_at, s.last_sign_in_at, s.created_at,
            coalesce((select json_agg(json_build_object('id', b.id, 'name', b.business_name, 'slug', b.slug) order by b.business_name)::text
                        from public.business_owners o join public.businesses b on b.id = o.business_id where o.owner_id = s.id), '[]') as businesses
       from public.staff_accounts s where s.role = '${OWNER_ROLE}'
      order by s.created_at desc, s.id limit $1 offset $2`,
    [limit, offset],
  );
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from public.staff_accounts where role = '${OWNER_ROLE}'`);
  const items: OwnerAccountSummary[] = rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    status: row.status,
    inviteExpiresAt: row.status === 'invited' ? isoTimeOrNull(row.invite_expires_at) : null,
    lastSignInAt: isoTimeOrNull(row.last_sign_in_at),
    createdAt: isoTime(row.created_at),
    businesses: (typeof row.businesses === 'string' ? JSON.parse(row.businesses) : row.businesses) as OwnerAccountSummary['businesses'],
  }));
  return { items, total: Number(count?.n ?? 0), limit, offset };
}

/**
 * A new 72-hour link for an owner who never set a password, queued through the outbox:
 * the message id, or null when the account is not an invited owner (or has no business).
 */
export async function reinviteOwner(tx: Queryable, id: string, now: Date): Promise<{ messageId: number; email: string } | null> {
  const token = newInviteToken();
  const expiresAt = new Date(now.getTime() + INVITE_TTL_HOURS * 3_600_000);
  const [account] = await tx.query<{ email: string | null; name: string }>(
    `update public.staff_accounts set invite_token_hash = $2, invite_expires_at = $3, updated_at = $4
      where id = $1 and role = '${OWNER_ROLE}' and status = 'invited' returning email, name`,
    [id, inviteTokenHash(token), expiresAt.toISOString(), now.toISOString()],
  );
  if (!account?.email) return null;
  const [business] = await tx.query<{ id: number; business_name: string }>(
    `select b.id, b.business_name from public.business_owners o join public.businesses b on b.id = o.business_id where o.owner_id = $1 order by o.created_at limit 1`,
    [id],
  );
  if (!business) return null;
  const messageId = await queueEmail(
    tx,
    'owner_invitation',
    account.email,
    { businessId: Number(business.id), businessName: business.business_name, name: account.name, mode: 'local', token, expiresAt: expiresAt.toISOString() },
    now,
  );
  return { messageId, email: account.email };
}

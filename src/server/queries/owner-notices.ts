/** `public.owner_notices`: what staff decided about an owner's request, as the dashboard shows it. */
import type { Queryable } from '../db/client';
import { isoTime } from '../db/columns';
import { queueEmail } from '../email/queue';

/** The owner's address: the local account's, else the address of the claim that made them owner. */
const OWNER_ADDRESS_SQL = `coalesce(
  (select s.email from public.staff_accounts s where s.id = $1),
  (select c.claimer_email from public.business_owners o join public.business_claims c on c.id = o.claim_id
    where o.business_id = $2 and o.owner_id = $1))`;

/**
 * Stores the notice and queues its 'owner_decision' e-mail (none when the owner has no address
 * on record), both in `tx`, the deciding transaction. Returns the message id to deliver after
 * the commit, or null.
 */
export async function noticeOwner(
  tx: Queryable,
  notice: { ownerId: string; businessId: number; subject: string; body: string; now: Date },
): Promise<number | null> {
  const noticeId = await insertOwnerNotice(tx, notice);
  const address = await ownerAddress(tx, notice.ownerId, notice.businessId);
  if (!address || noticeId === null) return null;
  return queueEmail(
    tx,
    'owner_decision',
    address,
    { businessId: notice.businessId, noticeId, subject: notice.subject, body: notice.body, decidedAt: notice.now.toISOString() },
    notice.now,
  );
}

/** Stores a notice; returns its id. */
async function insertOwnerNotice(
  tx: Queryable,
  notice: { ownerId: string; businessId: number; subject: string; body: string; now: Date },
): Promise<number | null> {
  const [stored] = await tx.query<{ id: number }>(
    `insert into public.owner_notices (business_id, owner_id, subject, body, created_at) values ($1, $2, $3, $4, $5) returning id::int as id`,
    [notice.businessId, notice.ownerId, notice.subject.slice(0, 300), notice.body.slice(0, 2000), notice.now.toISOString()],
  );
  return stored ? Number(stored.id) : null;
}

/** The address to write to the owner of `businessId` at, or null when none is on record. */
async function ownerAddress(tx: Queryable, ownerId: string, businessId: number): Promise<string | null> {
  const [address] = await tx.query<{ email: string | null }>(`select ${OWNER_ADDRESS_SQL} as email`, [ownerId, businessId]);
  return address?.email ?? null;
}

/** The owner's notices, newest first (the dashboard's "From our staff"). */
export async function listOwnerNotices(db: Queryable, ownerId: string, limit = 20) {
  const rows = await db.query<{ id: number; business_id: number; subject: string; body: string; created_at: Date | string }>(
    `select id::int as id, business_id, subject, body, created_at from public.owner_notices where owner_id = $1 order by created_at desc, id desc limit $2`,
    [ownerId, limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    businessId: Number(row.business_id),
    subject: row.subject,
    body: row.body,
    createdAt: isoTime(row.created_at),
  }));
}

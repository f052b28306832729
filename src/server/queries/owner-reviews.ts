/**
 * The owner dashboard's reviews: the approved reviews with the owner's replies, replies
 * written and deleted, and reports to staff. Ownership is checked by the caller; every
 * write records who and what in the audit log, in the same transaction.
 */
import { REPORT_REASONS, type OwnerReview, type ReportReason } from '../../domain/owner';
import type { OwnerIdentity } from '../identity';
import type { Db, Queryable } from '../db/client';
import { isoTime } from '../db/columns';
import { writeAudit } from './audit';

interface ReviewRow {
  id: number;
  business_id: number;
  reviewer_name: string | null;
  rating: number;
  review_text: string | null;
  created_at: Date | string;
  reply_text: string | null;
  reply_created_at: Date | string | null;
  reply_updated_at: Date | string | null;
  reported: boolean;
}

/** The approved reviews of a business, newest first, with the owner's replies (reviews are never hidden or reordered by owners). */
export async function listOwnerReviews(db: Queryable, businessId: number, ownerId: string): Promise<OwnerReview[]> {
  const rows = await db.query<ReviewRow>(
    `select r.id, r.business_id, r.reviewer_name, r.rating, r.review_text, r.created_at,
            p.reply_text, p.created_at as reply_created_at, p.updated_at as reply_updated_at,
            exists (select 1 from public.review_reports x where x.review_id = r.id and x.owner_id = $2) as reported
       from public.reviews r left join public.review_replies p on p.review_id = r.id
      where r.business_id = $1 and r.status = 'approved'
      order by r.created_at desc, r.id desc limit 200`,
    [businessId, ownerId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    reviewerName: row.reviewer_name,
    rating: Number(row.rating),
    reviewText: row.review_text,
    createdAt: isoTime(row.created_at),
    reply: row.reply_text ? { text: row.reply_text, createdAt: isoTime(row.reply_created_at!), updatedAt: isoTime(row.reply_updated_at!) } : null,
    reported: Boolean(row.reported),
  }));
}

/** The business of an approved review (owners answer and report approved reviews only). */
export async function reviewBusiness(db: Queryable, reviewId: number): Promise<{ businessId: number; businessName: string } | null> {
  const [row] = await db.query<{ business_id: number; business_name: string }>(
    `select r.business_id, b.business_name from public.reviews r join public.businesses b on b.id = r.business_id where r.id = $1 and r.status = 'approved'`,
    [reviewId],
  );
  return row ? { businessId: Number(row.business_id), businessName: row.business_name } : null;
}

/** Writes (or rewrites) the owner's one reply to a review. */
export async function putReply(
  db: Db,
  owner: OwnerIdentity,
  reviewId: number,
  business: { businessId: number; businessName: string },
  text: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ created_at: Date | string; updated_at: Date | string; inserted: boolean }>(
      `insert into public.review_replies (review_id, business_id, owner_id, reply_text, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $5)
       on conflict (review_id) do update set reply_text = excluded.reply_text, owner_id = excluded.owner_id, updated_at = excluded.updated_at
       returning created_at, updated_at, (xmax = 0) as inserted`,
      [reviewId, business.businessId, owner.ownerId, text, now.toISOString()],
    );
    await writeAudit(tx, {
      actor: { userId: owner.ownerId, email: owner.email },
      action: row!.inserted ? 'owner.reply_create' : 'owner.reply_update',
      targetType: 'review',
      targetId: reviewId,
      targetLabel: business.businessName,
      details: { text },
      now,
    });
    return { text, createdAt: isoTime(row!.created_at), updatedAt: isoTime(row!.updated_at), created: Boolean(row!.inserted) };
  });
}

export async function deleteReply(db: Db, owner: OwnerIdentity, reviewId: number, businessName: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.query('delete from public.review_replies where review_id = $1 returning review_id', [reviewId]);
    if (!rows.length) return false;
    await writeAudit(tx, {
      actor: { userId: owner.ownerId, email: owner.email },
      action: 'owner.reply_delete',
      targetType: 'review',
      targetId: reviewId,
      targetLabel: businessName,
      now,
    });
    return true;
  });
}

/** Files a report for staff; a second report of the same review by the same owner changes nothing (`created` false). */
export async function reportReview(
  db: Db,
  owner: OwnerIdentity,
  reviewId: number,
  business: { businessId: number; businessName: string },
  reason: ReportReason,
  note: string | undefined,
  now: Date,
): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `insert into public.review_reports (review_id, business_id, owner_id, reason, note, created_at) values ($1, $2, $3, $4, $5, $6)
       on conflict (review_id, owner_id) do nothing returning id`,
      [reviewId, business.businessId, owner.ownerId, reason, note || null, now.toISOString()],
    );
    if (!row) {
      const [existing] = await tx.query<{ id: number }>('select id from public.review_reports where review_id = $1 and owner_id = $2', [
        reviewId,
        owner.ownerId,
      ]);
      return { id: Number(existing!.id), created: false };
    }
    await writeAudit(tx, {
      actor: { userId: owner.ownerId, email: owner.email },
      action: 'owner.review_report',
      targetType: 'review',
      targetId: reviewId,
      targetLabel: business.businessName,
      reason: REPORT_REASONS[reason],
      note: note ?? null,
      now,
    });
    return { id: Number(row.id), created: true };
  });
}

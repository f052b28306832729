/** Reviews: the public list, submissions and approval. Row -> {@link Review} mapping. */
import type { ReviewForm } from '../../domain/forms';
import type { Review } from '../../domain/types';
import type { Executor, Queryable } from '../db/client';
import type { RateLimitHit } from '../security/rate-limit';
import { isoTime } from '../db/columns';
import { templateOf } from '../email/templates';
import { MAIL_LIMITS } from '../email/text';
import type { DecisionResult } from './claims';

interface ReviewRow {
  id: number;
  business_id: number;
  reviewer_name: string | null;
  rating: number;
  review_text: string | null;
  created_at: Date | string;
  invited?: boolean;
  reply_text?: string | null;
  reply_created_at?: Date | string | null;
  reply_updated_at?: Date | string | null;
}

function toReview(row: ReviewRow): Review {
  return {
    id: Number(row.id),
    businessId: Number(row.business_id),
    reviewerName: row.reviewer_name,
    rating: Number(row.rating),
    reviewText: row.review_text,
    createdAt: isoTime(row.created_at),
    invited: row.invited === true,
    ...(row.reply_text !== undefined
      ? { ownerReply: row.reply_text ? { text: row.reply_text, createdAt: isoTime(row.reply_created_at!), updatedAt: isoTime(row.reply_updated_at!) } : null }
      : {}),
  };
}

/** A business's approved reviews, newest first, without reviewer e-mail addresses, each with the owner's reply (or null). */
export async function listApprovedReviews(db: Queryable, businessId: number): Promise<Review[]> {
  const rows = await db.query<ReviewRow>(
    `select r.id, r.business_id, r.reviewer_name, r.rating::int as rating, r.review_text, r.created_at, r.invited,
            p.reply_text, p.created_at as reply_created_at, p.updated_at as reply_updated_at
       from public.reviews r left join public.review_replies p on p.review_id = r.id
      where r.business_id = $1 and r.status = 'approved'
      order by r.created_at desc, r.id desc`,
    [businessId],
  );
  return rows.map(toReview);
}

export type ReviewSubmission =
  | { outcome: 'not_found' }
  | { outcome: 'rate_limited'; retryAfterSeconds: number }
  | { outcome: 'duplicate' }
  | { outcome: 'created' | 'existing'; id: number; status: string };

/**
 * Stores a submitted review as 'pending' (it counts and shows only once approved) for a
 * published business, counting one hit of the client's rate limit `limit`, in one call of
 * `public.submit_review` (migration 20261124100000). With a `submissionKey` the business
 * already has a review for (a retry whose first answer was lost), nothing is stored and
 * that review is returned as 'existing'. `invited`: the review came with a valid invitation
 * link (migration 20261126020000); an invited review from an address that reviewed the
 * business within the year is 'duplicate'. 'not_found', 'rate_limited' and 'duplicate' store nothing.
 * A stored review queues the reviewer's confirmation e-mail in the same call (migration
 * 20261129070100), in the review's language, unless the address got one within
 * {@link MAIL_LIMITS.reviewConfirmationPeriodHours} hours (a review names any address it likes).
 */
export async function storeReview(
  db: Queryable,
  businessId: number,
  review: ReviewForm,
  limit: RateLimitHit,
  now: Date,
  invited = false,
): Promise<ReviewSubmission> {
  const [row] = await db.query<{ outcome: string; review_id: number | null; review_status: string | null; retry_after_seconds: number | null }>(
    'select outcome, review_id, review_status, retry_after_seconds from public.submit_review($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)',
    [
      businessId,
      review.reviewerName ?? null,
      review.reviewerEmail,
      review.rating,
      review.reviewText ?? null,
      review.submissionKey ?? null,
      now.toISOString(),
      limit.bucket,
      limit.clientKey,
      limit.windowSeconds,
      limit.max,
      invited,
      review.locale,
      // The reviewer's confirmation, queued by the same call when the review is stored (the subject names no business).
      templateOf('review_confirmation').subject({ reviewId: 0, businessName: '', slug: '', locale: review.locale }),
      MAIL_LIMITS.reviewConfirmationPeriodHours,
    ],
  );
  switch (row?.outcome) {
    case 'not_found':
      return { outcome: 'not_found' };
    case 'duplicate':
      return { outcome: 'duplicate' };
    case 'rate_limited':
      return { outcome: 'rate_limited', retryAfterSeconds: Number(row.retry_after_seconds) };
    case 'created':
    case 'existing':
      return { outcome: row.outcome, id: Number(row.review_id), status: String(row.review_status) };
    default:
      throw new Error(`submit_review answered ${JSON.stringify(row)}`);
  }
}

export interface ApprovedReview {
  id: number;
  status: 'approved';
  businessId: number;
  /** The business's rating and count after this approval. */
  userRating: number;
  reviewCount: number;
}

/**
 * Approves a pending review and recomputes its business's rating ({@link recountRating}),
 * in one transaction.
 */
export async function approveReview(
  db: { transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> },
  id: number,
  now: Date,
): Promise<DecisionResult<ApprovedReview>> {
  return db.transaction(async (tx) => {
    const [updated] = await tx.query<{ business_id: number }>(
      `update public.reviews set status = 'approved', moderated_at = $2
        where id = $1 and status = 'pending'
        returning business_id`,
      [id, now.toISOString()],
    );
    if (!updated) {
      const [existing] = await tx.query<{ status: string }>('select status from public.reviews where id = $1', [id]);
      return existing ? { outcome: 'already_decided', status: existing.status } : { outcome: 'not_found' };
    }
    const businessId = Number(updated.business_id);
    return { outcome: 'done', value: { id, status: 'approved', businessId, ...(await recountRating(tx, businessId)) } };
  });
}

/**
 * Recomputes a business's userRating (average of approved ratings, rounded to 2 decimals; 0
 * with none) and reviewCount inside the caller's transaction. The business row is locked
 * first, so concurrent approvals or removals never lose a review.
 */
export async function recountRating(tx: Executor, businessId: number): Promise<{ userRating: number; reviewCount: number }> {
  await tx.query('select id from public.businesses where id = $1 for update', [businessId]);
  const [totals] = await tx.query<{ user_rating: number; review_count: number }>(
    `update public.businesses b
        set user_rating = s.avg_rating, review_count = s.n
       from (select coalesce(round(avg(rating), 2), 0) as avg_rating, count(*)::int as n
               from public.reviews where business_id = $1 and status = 'approved') s
      where b.id = $1
      returning b.user_rating::float8 as user_rating, b.review_count::int as review_count`,
    [businessId],
  );
  return { userRating: Number(totals?.user_rating ?? 0), reviewCount: Number(totals?.review_count ?? 0) };
}

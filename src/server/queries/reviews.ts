/** Reviews: the public list, submissions and approval. Row -> {@link Review} mapping. */
import type { ReviewForm } from '../../domain/forms';
import type { Review } from '../../domain/types';
import type { Executor, Queryable } from '../db/client';
import { isoTime } from './businesses';
import type { DecisionResult } from './claims';

interface ReviewRow {
  id: number;
  business_id: number;
  reviewer_name: string | null;
  rating: number;
  review_text: string | null;
  created_at: Date | string;
}

function toReview(row: ReviewRow): Review {
  return {
    id: Number(row.id),
    businessId: Number(row.business_id),
    reviewerName: row.reviewer_name,
    rating: Number(row.rating),
    reviewText: row.review_text,
    createdAt: isoTime(row.created_at),
  };
}

/** A business's approved reviews, newest first, without reviewer e-mail addresses. */
export async function listApprovedReviews(db: Queryable, businessId: number): Promise<Review[]> {
  const rows = await db.query<ReviewRow>(
    `select id, business_id, reviewer_name, rating::int as rating, review_text, created_at
       from public.reviews
      where business_id = $1 and status = 'approved'
      order by created_at desc, id desc`,
    [businessId],
  );
  return rows.map(toReview);
}

/** The review stored earlier for this business under `submissionKey`, if any. */
export async function findReviewBySubmissionKey(
  db: Queryable,
  businessId: number,
  submissionKey: string,
): Promise<{ id: number; status: string } | undefined> {
  const [row] = await db.query<{ id: number; status: string }>(
    'select id, status from public.reviews where business_id = $1 and submission_key = $2',
    [businessId, submissionKey],
  );
  return row ? { id: Number(row.id), status: row.status } : undefined;
}

/**
 * Stores a submitted review as 'pending': it counts and shows only once approved. With a
 * `submissionKey` already used for this business (a retry, possibly concurrent), nothing new
 * is stored and the earlier review is returned with `created: false`.
 */
export async function insertReview(
  db: Queryable,
  businessId: number,
  review: ReviewForm,
  now: Date,
): Promise<{ id: number; status: string; created: boolean }> {
  const [row] = await db.query<{ id: number }>(
    `insert into public.reviews (business_id, reviewer_name, reviewer_email, rating, review_text, status, submission_key, created_at)
     values ($1, $2, $3, $4, $5, 'pending', $6, $7)
     on conflict (business_id, submission_key) do nothing
     returning id`,
    [
      businessId,
      review.reviewerName ?? null,
      review.reviewerEmail,
      review.rating,
      review.reviewText ?? null,
      review.submissionKey ?? null,
      now.toISOString(),
    ],
  );
  if (row) return { id: Number(row.id), status: 'pending', created: true };
  const existing = review.submissionKey ? await findReviewBySubmissionKey(db, businessId, review.submissionKey) : undefined;
  if (!existing) throw new Error('review insert returned no row');
  return { ...existing, created: false };
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
 * Approves a pending review and recomputes its business's userRating (average of approved
 * ratings, rounded to 2 decimals; 0 with none) and reviewCount, in one transaction. The
 * business row is locked before recounting, so concurrent approvals never lose a review.
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
    return {
      outcome: 'done',
      value: {
        id,
        status: 'approved',
        businessId,
        userRating: Number(totals?.user_rating ?? 0),
        reviewCount: Number(totals?.review_count ?? 0),
      },
    };
  });
}

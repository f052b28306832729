/**
 * Moderation: the admin queues (claims, reviews) and the decisions on pending items (deny,
 * reject, publish), each audited in its transaction. SQL runs unchanged on PostgreSQL 15 and PGlite.
 */
import type { AdminClaim, AdminReview, Page } from '../../domain/admin';
import type { ClaimStatus } from '../../domain/types';
import type { Locale } from '../../i18n/locale';
import type { AdminIdentity } from '../identity';
import type { Queryable } from '../db/client';
import { isoTime } from '../db/columns';
import type { DecisionResult } from './claims';
import { type Transactional, targetLabel, writeAudit } from './audit';
import { queueEmail } from '../email/queue';

interface AdminClaimRow {
  id: number;
  business_id: number;
  business_name: string;
  business_slug: string;
  business_status: AdminClaim['businessStatus'];
  claimer_name: string | null;
  claimer_email: string;
  claimer_phone: string | null;
  status: ClaimStatus;
  submitted_at: Date | string;
  email_verified_at: Date | string | null;
  decision_reason: string | null;
  decided_at: Date | string | null;
}

const optionalTime = (value: Date | string | null) => (value === null ? null : isoTime(value));

/** Claims with the given status (pending: oldest first; decided: newest decision first). */
export async function listClaims(db: Queryable, status: ClaimStatus, limit: number, offset: number): Promise<Page<AdminClaim>> {
  const order = status === 'pending' ? 'c.submitted_at, c.id' : 'c.decided_at desc nulls last, c.id desc';
  const rows = await db.query<AdminClaimRow>(
    `select c.id, c.business_id, b.business_name, b.slug as business_slug, b.status as business_status, c.claimer_name,
            c.claimer_email, c.claimer_phone, c.status, c.submitted_at, c.email_verified_at, c.decision_reason, c.decided_at
       from public.business_claims c join public.businesses b on b.id = c.business_id
      where c.status = $1
      order by ${order}
      limit $2 offset $3`,
    [status, limit, offset],
  );
  const [count] = await db.query<{ n: number }>('select count(*)::int as n from public.business_claims where status = $1', [status]);
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      businessId: Number(row.business_id),
      businessName: row.business_name,
      businessSlug: row.business_slug,
      businessStatus: row.business_status,
      claimerName: row.claimer_name,
      claimerEmail: row.claimer_email,
      claimerPhone: row.claimer_phone,
      status: row.status,
      submittedAt: isoTime(row.submitted_at),
      emailVerifiedAt: optionalTime(row.email_verified_at),
      decisionReason: row.decision_reason,
      decidedAt: optionalTime(row.decided_at),
    })),
    total: Number(count?.n ?? 0),
    limit,
    offset,
  };
}

export interface Decision {
  reason: string;
  note?: string;
  actor: AdminIdentity;
  now: Date;
}

/**
 * How each kind of pending item is declined: its table, the status it takes, and the audit
 * action. A declined item keeps the reason and the time.
 */
const DECLINES = {
  claim: { table: 'business_claims', status: 'denied', reasonColumn: 'decision_reason', timeColumn: 'decided_at', action: 'claim.deny' },
  review: { table: 'reviews', status: 'rejected', reasonColumn: 'moderation_reason', timeColumn: 'moderated_at', action: 'review.reject' },
  business: { table: 'businesses', status: 'rejected', reasonColumn: 'moderation_reason', timeColumn: 'moderated_at', action: 'business.reject' },
} as const;

/**
 * Declines a pending claim, review or business with a reason, audited in the same transaction;
 * `then` runs in it too (the claimer's e-mail).
 */
async function declinePending<K extends keyof typeof DECLINES>(
  db: Transactional,
  kind: K,
  id: number,
  decision: Decision,
  then?: (tx: Queryable) => Promise<void>,
): Promise<DecisionResult<{ id: number; status: (typeof DECLINES)[K]['status'] }>> {
  const { table, status, reasonColumn, timeColumn, action } = DECLINES[kind];
  return db.transaction(async (tx) => {
    const [updated] = await tx.query<{ id: number }>(
      `update public.${table} set status = '${status}', ${reasonColumn} = $2, ${timeColumn} = $3
        where id = $1 and status = 'pending' returning id`,
      [id, decision.reason, decision.now.toISOString()],
    );
    if (!updated) return alreadyDecided(tx, table, id);
    await writeAudit(tx, {
      actor: decision.actor,
      action,
      targetType: kind,
      targetId: id,
      targetLabel: await targetLabel(tx, kind, id),
      reason: decision.reason,
      note: decision.note,
      now: decision.now,
    });
    await then?.(tx);
    return { outcome: 'done', value: { id, status } };
  });
}

/**
 * Denies a pending claim with a reason; the business is left as it is. A claimer who confirmed
 * the address is told the reason (`claim_denied`, queued in the same transaction); an address
 * nobody confirmed is told nothing, as anyone may type anyone's address.
 */
export const denyClaim = (db: Transactional, id: number, decision: Decision) =>
  declinePending(db, 'claim', id, decision, async (tx) => {
    const [claim] = await tx.query<{ claimer_email: string; claimer_name: string | null; business_name: string; locale: Locale }>(
      `select c.claimer_email, c.claimer_name, b.business_name, c.locale from public.business_claims c join public.businesses b on b.id = c.business_id
        where c.id = $1 and c.email_verified_at is not null`,
      [id],
    );
    if (!claim) return;
    await queueEmail(
      tx,
      'claim_denied',
      claim.claimer_email,
      {
        claimId: id,
        businessName: claim.business_name,
        claimerName: claim.claimer_name,
        reason: decision.reason,
        ...(claim.locale === 'en' ? {} : { locale: claim.locale }),
      },
      decision.now,
    );
  });

async function alreadyDecided(
  tx: Queryable,
  table: 'business_claims' | 'reviews' | 'businesses',
  id: number,
): Promise<{ outcome: 'not_found' } | { outcome: 'already_decided'; status: string }> {
  const [existing] = await tx.query<{ status: string }>(`select status from public.${table} where id = $1`, [id]);
  return existing ? { outcome: 'already_decided', status: existing.status } : { outcome: 'not_found' };
}

// ---------------------------------------------------------------- reviews

interface AdminReviewRow {
  id: number;
  business_id: number;
  business_name: string;
  business_slug: string;
  reviewer_name: string | null;
  reviewer_email: string;
  rating: number;
  review_text: string | null;
  created_at: Date | string;
  invited: boolean;
}

/** Pending reviews, oldest first, with their business and the reviewer's e-mail. */
export async function listPendingReviews(db: Queryable, limit: number, offset: number): Promise<Page<AdminReview>> {
  const rows = await db.query<AdminReviewRow>(
    `select r.id, r.business_id, b.business_name, b.slug as business_slug, r.reviewer_name, r.reviewer_email,
            r.rating::int as rating, r.review_text, r.created_at, r.invited
       from public.reviews r join public.businesses b on b.id = r.business_id
      where r.status = 'pending'
      order by r.created_at, r.id
      limit $1 offset $2`,
    [limit, offset],
  );
  const [count] = await db.query<{ n: number }>("select count(*)::int as n from public.reviews where status = 'pending'");
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      businessId: Number(row.business_id),
      businessName: row.business_name,
      businessSlug: row.business_slug,
      reviewerName: row.reviewer_name,
      reviewerEmail: row.reviewer_email,
      rating: Number(row.rating),
      reviewText: row.review_text,
      createdAt: isoTime(row.created_at),
      invited: row.invited === true,
    })),
    total: Number(count?.n ?? 0),
    limit,
    offset,
  };
}

/**
 * Rejects a pending review for a content-rule reason. A pending review never counted
 * towards the rating, so nothing is recounted.
 */
export const rejectReview = (db: Transactional, id: number, decision: Decision) => declinePending(db, 'review', id, decision);

// ---------------------------------------------------------------- businesses

/** Publishes a pending business: listed and searchable from this moment. Audited. */
export async function publishBusiness(
  db: Transactional,
  id: number,
  actor: AdminIdentity,
  now: Date,
): Promise<DecisionResult<{ id: number; slug: string; status: 'published' }>> {
  return db.transaction(async (tx) => {
    const [updated] = await tx.query<{ id: number; slug: string }>(
      `update public.businesses set status = 'published', moderated_at = $2, moderation_reason = null
        where id = $1 and status = 'pending' returning id, slug`,
      [id, now.toISOString()],
    );
    if (!updated) return alreadyDecided(tx, 'businesses', id);
    await writeAudit(tx, {
      actor,
      action: 'business.publish',
      targetType: 'business',
      targetId: id,
      targetLabel: await targetLabel(tx, 'business', id),
      now,
    });
    return { outcome: 'done', value: { id, slug: updated.slug, status: 'published' } };
  });
}

/** Rejects a pending business with a reason: it is never listed. */
export const rejectBusiness = (db: Transactional, id: number, decision: Decision) => declinePending(db, 'business', id, decision);

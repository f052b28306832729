/**
 * Staff decisions on what owners ask for: pending name, category and address
 * changes, and open reports of reviews. Each decision is one transaction with its audit
 * entry; a request or report already decided is left alone (409).
 */
import type { Page } from '../../domain/admin';
import { zipInAddress, type StoredLocation } from '../../domain/location';
import { REPORT_REASONS, type ReportReason, type ReviewedField } from '../../domain/owner';
import { changeApprovedNotice, changeRejectedNotice, reportDecidedNotice } from '../../domain/owner-notices';
import { REPORT_RULES, type AdminChangeRequest, type AdminReviewReport } from '../../domain/owner-requests';
import type { AdminIdentity } from '../identity';
import type { Executor, Queryable } from '../db/client';
import { isoTime } from '../db/columns';
import { noticeOwner } from './owner-notices';
import type { DecisionResult } from './claims';
import { writeAudit } from './audit';
import { recountRating } from './reviews';

type Transactional = { transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> };

const parseJson = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

/** The owner's e-mail: their local account's, else the address of the claim that made them owner. */
const OWNER_EMAIL_SQL = `coalesce(
  (select s.email from public.staff_accounts s where s.id = x.owner_id),
  (select c.claimer_email from public.business_owners o join public.business_claims c on c.id = o.claim_id
    where o.business_id = x.business_id and o.owner_id = x.owner_id))`;

async function decidedAlready(tx: Queryable, table: 'listing_change_requests' | 'review_reports', id: number) {
  const [existing] = await tx.query<{ status: string }>(`select status from public.${table} where id = $1`, [id]);
  return existing ? ({ outcome: 'already_decided', status: existing.status } as const) : ({ outcome: 'not_found' } as const);
}

// ---------------------------------------------------------------- change requests

interface ChangeRow {
  id: number;
  business_id: number;
  business_name: string;
  business_slug: string;
  category: string;
  address: string;
  zip_code: string | null;
  neighborhood: string | null;
  owner_email: string | null;
  owner_id: string;
  changes: unknown;
  created_at: Date | string;
}

const CHANGE_SQL = `select x.id, x.business_id, b.business_name, b.slug as business_slug, b.category, b.address, b.zip_code, b.neighborhood,
    ${OWNER_EMAIL_SQL} as owner_email, x.owner_id, x.changes, x.created_at
  from public.listing_change_requests x join public.businesses b on b.id = x.business_id`;

function toChangeRequest(row: ChangeRow): AdminChangeRequest {
  return {
    id: Number(row.id),
    businessId: Number(row.business_id),
    businessName: row.business_name,
    businessSlug: row.business_slug,
    ownerEmail: row.owner_email,
    current: { businessName: row.business_name, category: row.category, address: row.address },
    changes: parseJson(row.changes) as Partial<Record<ReviewedField, string>>,
    createdAt: isoTime(row.created_at),
  };
}

/** Pending changes, oldest first. */
export async function listChangeRequests(db: Queryable, limit: number, offset: number): Promise<Page<AdminChangeRequest>> {
  const rows = await db.query<ChangeRow>(`${CHANGE_SQL} where x.status = 'pending' order by x.created_at, x.id limit $1 offset $2`, [limit, offset]);
  const [count] = await db.query<{ n: number }>("select count(*)::int as n from public.listing_change_requests where status = 'pending'");
  return { items: rows.map(toChangeRequest), total: Number(count?.n ?? 0), limit, offset };
}

/** Why a change cannot be decided: there is none, or it was decided already. */
export const undecidableChange = (db: Queryable, id: number) => decidedAlready(db, 'listing_change_requests', id);

/** A pending change with the business's ZIP code and neighborhood, which placing a new address needs. */
export type PendingChange = AdminChangeRequest & { zipCode: string | null; neighborhood: string | null; ownerId: string };

/** One pending change; null when there is none. */
export async function getPendingChange(db: Queryable, id: number): Promise<PendingChange | null> {
  const [row] = await db.query<ChangeRow>(`${CHANGE_SQL} where x.id = $1 and x.status = 'pending'`, [id]);
  return row ? { ...toChangeRequest(row), zipCode: row.zip_code, neighborhood: row.neighborhood, ownerId: row.owner_id } : null;
}

/**
 * Applies a pending change to its business (an address with its new `location`, geocoded
 * by the caller before the transaction opens) and marks it approved. The owner is told
 * (notice and e-mail: `messageId` to deliver after the commit).
 */
export async function approveChange(
  db: Transactional,
  request: PendingChange,
  placed: { location: StoredLocation; neighborhood: string | null } | null,
  actor: AdminIdentity,
  now: Date,
): Promise<DecisionResult<{ id: number; status: 'approved'; businessId: number; messageId: number | null }>> {
  const location = placed?.location ?? null;
  return db.transaction(async (tx) => {
    const [updated] = await tx.query<{ id: number }>(
      `update public.listing_change_requests set status = 'approved', decided_at = $2, decided_by = $3
        where id = $1 and status = 'pending' returning id`,
      [request.id, now.toISOString(), actor.email ?? actor.userId],
    );
    if (!updated) return decidedAlready(tx, 'listing_change_requests', request.id);
    const { businessName, category, address } = request.changes;
    // A new address brings its own ZIP code (the one it names, else the geocoder's match); none known is no ZIP code, not the old one.
    const zipCode = address ? (zipInAddress(address) ?? location?.zipCode ?? null) : undefined;
    await tx.query(
      `update public.businesses set business_name = coalesce($2, business_name), category = coalesce($3, category), address = coalesce($4, address),
              latitude = coalesce($5, latitude), longitude = coalesce($6, longitude), location_approximate = coalesce($7, location_approximate),
              neighborhood = coalesce($9, neighborhood), zip_code = case when $10::boolean then $11 else zip_code end, updated_at = $8
        where id = $1`,
      [
        request.businessId,
        businessName ?? null,
        category ?? null,
        address ?? null,
        location?.latitude ?? null,
        location?.longitude ?? null,
        location?.approximate ?? null,
        now.toISOString(),
        placed?.neighborhood ?? null,
        zipCode !== undefined,
        zipCode ?? null,
      ],
    );
    await writeAudit(tx, {
      actor,
      action: 'change.approve',
      targetType: 'business',
      targetId: request.businessId,
      targetLabel: request.businessName,
      details: {
        from: Object.fromEntries(Object.keys(request.changes).map((field) => [field, request.current[field as ReviewedField]])),
        to: request.changes,
        location,
        ...(zipCode !== undefined && zipCode !== request.zipCode ? { zipCode: { from: request.zipCode, to: zipCode } } : {}),
        ...(placed && placed.neighborhood !== request.neighborhood ? { neighborhood: { from: request.neighborhood, to: placed.neighborhood } } : {}),
      },
      now,
    });
    const notice = changeApprovedNotice(request.businessName, request.changes, placed?.neighborhood ?? null);
    const messageId = await noticeOwner(tx, { ownerId: request.ownerId, businessId: request.businessId, ...notice, now });
    return { outcome: 'done', value: { id: request.id, status: 'approved', businessId: request.businessId, messageId } };
  });
}

/** Refuses a pending change with a reason; the listing keeps its details. */
export async function rejectChange(
  db: Transactional,
  id: number,
  decision: { reason: string; message?: string; note?: string; actor: AdminIdentity; now: Date },
): Promise<DecisionResult<{ id: number; status: 'rejected'; messageId: number | null }>> {
  return db.transaction(async (tx) => {
    const [updated] = await tx.query<{ business_id: number; business_name: string; owner_id: string; changes: unknown }>(
      `update public.listing_change_requests x set status = 'rejected', decision_reason = $2, decided_at = $3, decided_by = $4
         from public.businesses b
        where x.id = $1 and x.status = 'pending' and b.id = x.business_id
        returning x.business_id, b.business_name, x.owner_id, x.changes`,
      [id, decision.reason, decision.now.toISOString(), decision.actor.email ?? decision.actor.userId],
    );
    if (!updated) return decidedAlready(tx, 'listing_change_requests', id);
    await writeAudit(tx, {
      actor: decision.actor,
      action: 'change.reject',
      targetType: 'business',
      targetId: Number(updated.business_id),
      targetLabel: updated.business_name,
      reason: decision.reason,
      note: decision.note ?? null,
      details: decision.message ? { toldOwner: decision.message } : undefined,
      now: decision.now,
    });
    const changes = parseJson(updated.changes) as Partial<Record<ReviewedField, string>>;
    const notice = changeRejectedNotice(updated.business_name, changes, decision.reason, decision.message);
    const messageId = await noticeOwner(tx, { ownerId: updated.owner_id, businessId: Number(updated.business_id), ...notice, now: decision.now });
    return { outcome: 'done', value: { id, status: 'rejected', messageId } };
  });
}

// ---------------------------------------------------------------- review reports

interface ReportRow {
  id: number;
  review_id: number;
  business_id: number;
  business_name: string;
  business_slug: string;
  owner_email: string | null;
  reason: ReportReason;
  note: string | null;
  reviewer_name: string | null;
  rating: number;
  review_text: string | null;
  review_created_at: Date | string;
  created_at: Date | string;
}

/** Open reports of reviews still shown, oldest first. */
export async function listReviewReports(db: Queryable, limit: number, offset: number): Promise<Page<AdminReviewReport>> {
  const where = `x.status = 'open' and r.status = 'approved'`;
  const rows = await db.query<ReportRow>(
    `select x.id, x.review_id, x.business_id, b.business_name, b.slug as business_slug, ${OWNER_EMAIL_SQL} as owner_email,
            x.reason, x.note, r.reviewer_name, r.rating::int as rating, r.review_text, r.created_at as review_created_at, x.created_at
       from public.review_reports x join public.reviews r on r.id = x.review_id join public.businesses b on b.id = x.business_id
      where ${where} order by x.created_at, x.id limit $1 offset $2`,
    [limit, offset],
  );
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from public.review_reports x join public.reviews r on r.id = x.review_id where ${where}`,
  );
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      reviewId: Number(row.review_id),
      businessName: row.business_name,
      businessSlug: row.business_slug,
      ownerEmail: row.owner_email,
      reason: row.reason,
      reasonLabel: REPORT_REASONS[row.reason],
      rule: REPORT_RULES[row.reason],
      note: row.note,
      review: { reviewerName: row.reviewer_name, rating: Number(row.rating), text: row.review_text, createdAt: isoTime(row.review_created_at) },
      createdAt: isoTime(row.created_at),
    })),
    total: Number(count?.n ?? 0),
    limit,
    offset,
  };
}

/**
 * Decides an open report. Upheld: the review is removed (rejected under the content rule the
 * report names, the business's rating recounted) and every open report of it is closed.
 * Dismissed: the review stays.
 */
export async function decideReport(
  db: Transactional,
  id: number,
  decision: { upheld: boolean; message?: string; note?: string; actor: AdminIdentity; now: Date },
): Promise<DecisionResult<{ id: number; status: 'upheld' | 'dismissed'; reviewId: number; businessId: number; messageId: number | null }>> {
  const status = decision.upheld ? 'upheld' : 'dismissed';
  return db.transaction(async (tx) => {
    const [report] = await tx.query<{ review_id: number; business_id: number; reason: ReportReason; business_name: string; owner_id: string }>(
      `update public.review_reports x set status = $2, decided_at = $3, decided_by = $4
         from public.businesses b
        where x.id = $1 and x.status = 'open' and b.id = x.business_id
        returning x.review_id, x.business_id, x.reason, b.business_name, x.owner_id`,
      [id, status, decision.now.toISOString(), decision.actor.email ?? decision.actor.userId],
    );
    if (!report) return decidedAlready(tx, 'review_reports', id);
    const reviewId = Number(report.review_id);
    const businessId = Number(report.business_id);
    const rule = REPORT_RULES[report.reason];
    if (decision.upheld) {
      await tx.query(`update public.reviews set status = 'rejected', moderation_reason = $2, moderated_at = $3 where id = $1`, [
        reviewId,
        rule,
        decision.now.toISOString(),
      ]);
      await tx.query(`update public.review_reports set status = 'upheld', decided_at = $2, decided_by = $3 where review_id = $1 and status = 'open'`, [
        reviewId,
        decision.now.toISOString(),
        decision.actor.email ?? decision.actor.userId,
      ]);
      await recountRating(tx, businessId);
    }
    await writeAudit(tx, {
      actor: decision.actor,
      action: decision.upheld ? 'report.uphold' : 'report.dismiss',
      targetType: 'review',
      targetId: reviewId,
      targetLabel: report.business_name,
      reason: decision.upheld ? rule : REPORT_REASONS[report.reason],
      note: decision.note ?? null,
      details: decision.message ? { toldOwner: decision.message } : undefined,
      now: decision.now,
    });
    const notice = reportDecidedNotice(report.business_name, report.reason, decision.upheld, decision.message);
    const messageId = await noticeOwner(tx, { ownerId: report.owner_id, businessId, ...notice, now: decision.now });
    return { outcome: 'done', value: { id, status, reviewId, businessId, messageId } };
  });
}

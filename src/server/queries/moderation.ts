/**
 * Moderation: the audit log, the admin queues (claims, reviews), deny / reject / publish,
 * admin-created and imported businesses, the export, and the analytics counts. SQL runs
 * unchanged on PostgreSQL 15 and PGlite.
 */
import {
  ANALYTICS_DAYS,
  ANALYTICS_TIME_ZONE,
  dateRange,
  type AdminBusiness,
  type AdminClaim,
  type AdminReview,
  type AnalyticsDay,
  type AnalyticsReport,
  type AuditEntry,
  type Page,
} from '../../domain/admin';
import type { ImportBusiness } from '../../domain/business-csv';
import { createHash } from 'node:crypto';
import type { StoredLocation } from '../../domain/location';
import type { Business, ClaimStatus } from '../../domain/types';
import type { AdminIdentity } from '../auth';
import type { Executor, Queryable } from '../db/client';
import { isoTime } from '../db/columns';
import { BUSINESS_COLUMNS, toBusiness, type BusinessRow } from './business-rows';
import { createBusiness } from './businesses';
import type { DecisionResult } from './claims';
import { LRUCache } from 'lru-cache';
import type { LISTING_CLICKS } from '../../domain/listing-clicks';

type Transactional = { transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> };

// ---------------------------------------------------------------- audit log

export interface AuditInput {
  actor: AdminIdentity;
  action: string;
  targetType: AuditEntry['targetType'];
  targetId?: number | null;
  targetLabel?: string | null;
  reason?: string | null;
  note?: string | null;
  details?: Record<string, unknown> | null;
  now: Date;
}

/** Writes one audit entry (inside the caller's transaction when given one). */
export async function writeAudit(db: Queryable, entry: AuditInput): Promise<void> {
  await db.query(
    `insert into public.audit_log (actor_id, actor_email, action, target_type, target_id, target_label, reason, note, details, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::text::jsonb, $10)`,
    [
      entry.actor.userId,
      entry.actor.email,
      entry.action,
      entry.targetType,
      entry.targetId ?? null,
      entry.targetLabel?.slice(0, 300) ?? null,
      entry.reason ?? null,
      entry.note ?? null,
      entry.details ? JSON.stringify(entry.details) : null,
      entry.now.toISOString(),
    ],
  );
}

/** A readable label of a claim, review or business (its business's name), for the log. */
async function targetLabel(db: Queryable, type: 'claim' | 'review' | 'business', id: number): Promise<string | null> {
  const sql = {
    claim: `select b.business_name || ' (' || c.claimer_email || ')' as label
              from public.business_claims c join public.businesses b on b.id = c.business_id where c.id = $1`,
    review: `select b.business_name || ' (' || r.rating || ' stars, ' || coalesce(r.reviewer_name, 'Anonymous') || ')' as label
               from public.reviews r join public.businesses b on b.id = r.business_id where r.id = $1`,
    business: 'select business_name as label from public.businesses where id = $1',
  }[type];
  const [row] = await db.query<{ label: string }>(sql, [id]);
  return row?.label ?? null;
}

/**
 * Wraps a database so that a decision made through its `transaction` (such as
 * `verifyClaim` or `approveReview`) writes its audit entry in the SAME transaction, when
 * the decision was made (`outcome: 'done'`).
 */
export function withAudit(
  db: Transactional,
  entry: Omit<AuditInput, 'targetId' | 'targetLabel'> & { targetType: 'claim' | 'review' | 'business'; targetId: number },
): Transactional {
  return {
    transaction: <T>(fn: (tx: Executor) => Promise<T>) =>
      db.transaction(async (tx) => {
        const result = await fn(tx);
        if ((result as { outcome?: string } | null)?.outcome === 'done') {
          await writeAudit(tx, { ...entry, targetLabel: await targetLabel(tx, entry.targetType, entry.targetId) });
        }
        return result;
      }),
  };
}

interface AuditRow {
  id: number;
  actor_id: string;
  actor_email: string | null;
  action: string;
  target_type: AuditEntry['targetType'];
  target_id: number | null;
  target_label: string | null;
  reason: string | null;
  note: string | null;
  details: unknown;
  created_at: Date | string;
}

/** The audit log, newest first. */
export async function listAuditLog(db: Queryable, limit: number, offset: number): Promise<Page<AuditEntry>> {
  const rows = await db.query<AuditRow>(
    `select id::int as id, actor_id, actor_email, action, target_type, target_id::int as target_id, target_label, reason, note,
            details, created_at
       from public.audit_log order by created_at desc, id desc limit $1 offset $2`,
    [limit, offset],
  );
  const [count] = await db.query<{ n: number }>('select count(*)::int as n from public.audit_log');
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id === null ? null : Number(row.target_id),
      targetLabel: row.target_label,
      reason: row.reason,
      note: row.note,
      details: (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as Record<string, unknown> | null,
      createdAt: isoTime(row.created_at),
    })),
    total: Number(count?.n ?? 0),
    limit,
    offset,
  };
}

// ---------------------------------------------------------------- claims

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

/** Declines a pending claim, review or business with a reason, audited in the same transaction. */
async function declinePending<K extends keyof typeof DECLINES>(
  db: Transactional,
  kind: K,
  id: number,
  decision: Decision,
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
    return { outcome: 'done', value: { id, status } };
  });
}

/** Denies a pending claim with a reason; the business is left as it is. */
export const denyClaim = (db: Transactional, id: number, decision: Decision) => declinePending(db, 'claim', id, decision);

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
}

/** Pending reviews, oldest first, with their business and the reviewer's e-mail. */
export async function listPendingReviews(db: Queryable, limit: number, offset: number): Promise<Page<AdminReview>> {
  const rows = await db.query<AdminReviewRow>(
    `select r.id, r.business_id, b.business_name, b.slug as business_slug, r.reviewer_name, r.reviewer_email,
            r.rating::int as rating, r.review_text, r.created_at
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

/** Runs `createBusiness` inside an already open transaction. */
const inTransaction = (tx: Executor): Transactional => ({ transaction: (fn) => fn(tx) });

async function storeBusiness(
  tx: Executor,
  input: Parameters<typeof createBusiness>[1],
  extra: { neighborhood?: string; publish: boolean; location?: StoredLocation },
  now: Date,
): Promise<{ id: number; slug: string }> {
  const created = await createBusiness(inTransaction(tx), input, now, extra.location);
  await tx.query(
    `update public.businesses set neighborhood = $2, status = $3, moderated_at = case when $3 = 'published' then $4::timestamptz end
      where id = $1`,
    [created.id, extra.neighborhood ?? null, extra.publish ? 'published' : 'pending', now.toISOString()],
  );
  return { id: created.id, slug: created.slug };
}

/** Adds a business from the admin form, published at once when asked, at `location` (geocoded beforehand). Audited. */
export async function createAdminBusiness(
  db: Transactional,
  input: AdminBusiness,
  actor: AdminIdentity,
  now: Date,
  location?: StoredLocation,
): Promise<{ id: number; slug: string; status: 'published' | 'pending' }> {
  return db.transaction(async (tx) => {
    const { neighborhood, publish, ...business } = input;
    const stored = await storeBusiness(tx, business, { neighborhood, publish, location }, now);
    await writeAudit(tx, {
      actor,
      action: 'business.create',
      targetType: 'business',
      targetId: stored.id,
      targetLabel: input.businessName,
      details: { published: publish },
      now,
    });
    return { ...stored, status: publish ? 'published' : 'pending' };
  });
}

/** Rows whose business name and address are already in the directory (case-insensitive). */
export async function findExistingBusinesses(db: Queryable, rows: readonly ImportBusiness[]): Promise<ImportBusiness[]> {
  if (!rows.length) return [];
  const keys = rows.map((r) => `${r.business.businessName.toLowerCase()}\u001f${r.business.address.toLowerCase()}`);
  const found = await db.query<{ key: string }>(
    `select lower(business_name) || chr(31) || lower(address) as key from public.businesses
      where lower(business_name) || chr(31) || lower(address) in (select jsonb_array_elements_text($1::text::jsonb))`,
    [JSON.stringify(keys)],
  );
  const existing = new Set(found.map((f) => f.key));
  return rows.filter((_, i) => existing.has(keys[i]!));
}

/**
 * Imports validated rows in ONE transaction: every row is stored or, when anything fails,
 * none. One audit entry for the import. `locations[i]` is row i's location (geocoded
 * beforehand).
 */
export async function importBusinesses(
  db: Transactional,
  rows: readonly ImportBusiness[],
  options: { publish: boolean; actor: AdminIdentity; now: Date; locations?: readonly StoredLocation[] },
): Promise<Array<{ row: number; id: number; slug: string }>> {
  return db.transaction(async (tx) => {
    const stored: Array<{ row: number; id: number; slug: string }> = [];
    for (const [index, row] of rows.entries()) {
      const business = await storeBusiness(
        tx,
        row.business,
        { neighborhood: row.neighborhood, publish: options.publish, location: options.locations?.[index] },
        options.now,
      );
      stored.push({ row: row.row, ...business });
    }
    await writeAudit(tx, {
      actor: options.actor,
      action: 'business.import',
      targetType: 'business',
      targetLabel: `${stored.length} business${stored.length === 1 ? '' : 'es'}`,
      details: { count: stored.length, published: options.publish, ids: stored.map((s) => s.id) },
      now: options.now,
    });
    return stored;
  });
}

/** Every business in any status, by id, for the CSV export. */
export async function listAllBusinesses(db: Queryable): Promise<Business[]> {
  const rows = await db.query<BusinessRow>(`select ${BUSINESS_COLUMNS} from public.businesses b order by b.id`);
  return rows.map(toBusiness);
}

// ---------------------------------------------------------------- analytics

type BusinessAnalyticsKind = 'listing_view' | (typeof LISTING_CLICKS)[keyof typeof LISTING_CLICKS];
type AnalyticsKind = 'search' | BusinessAnalyticsKind;
const isBusinessKind = (kind: AnalyticsKind): kind is BusinessAnalyticsKind => kind !== 'search';

/** One client counts once per subject (business viewed, text searched) per window. */
const ANALYTICS_DEDUP_WINDOW_MS = 30 * 60_000;
/** De-duplication keys (hashed client addresses) are kept this long, then deleted. */
const ANALYTICS_RAW_RETENTION_MS = 2 * 86_400_000;
/** Daily counts are kept this long (View Analytics shows the last ANALYTICS_DAYS days). */
const ANALYTICS_DAILY_RETENTION_DAYS = 400;

/** Keys this process recorded lately, per database: repeats skip it (the table decides across processes). */
const recentlyCounted = new WeakMap<Queryable, LRUCache<string, true>>();
const lastPrune = new WeakMap<Queryable, number>();

export interface AnalyticsEvent {
  kind: AnalyticsKind;
  /** The business viewed, or whose contact link was clicked. */
  businessId?: number;
  /** The searched text (searches); counted once per client per text per window. */
  searchText?: string;
  /** The client's network address; hashed before it is stored. */
  client?: string;
}

/**
 * Records one search, listing view or contact-link click: the day's count for the business (or for searches) goes
 * up by one unless this client was already counted for it in the current
 * {@link ANALYTICS_DEDUP_WINDOW_MS} window. No raw row per view is kept beyond
 * {@link ANALYTICS_RAW_RETENTION_MS}. Never throws: analytics must not break a page or a
 * search, so a failure is only logged.
 */
export async function recordAnalyticsEvent(db: Queryable, event: AnalyticsEvent, now = new Date()): Promise<void> {
  const subject = isBusinessKind(event.kind)
    ? String(event.businessId ?? 0)
    : createHash('sha256')
        .update(`q:${(event.searchText ?? '').trim().toLowerCase()}`)
        .digest('base64url')
        .slice(0, 22);
  const client = createHash('sha256')
    .update(`analytics:${event.client ?? 'unknown'}`)
    .digest('base64url')
    .slice(0, 22);
  const windowStart = new Date(Math.floor(now.getTime() / ANALYTICS_DEDUP_WINDOW_MS) * ANALYTICS_DEDUP_WINDOW_MS).toISOString();
  const memo = `${event.kind}|${subject}|${client}|${windowStart}`;
  let counted = recentlyCounted.get(db);
  if (!counted) recentlyCounted.set(db, (counted = new LRUCache<string, true>({ max: 20_000 })));
  if (counted.has(memo)) return;
  try {
    await db.query(
      `with fresh as (
         insert into public.analytics_recent (kind, subject, client_key, window_start) values ($1, $2, $3, $4)
         on conflict do nothing
         returning 1
       )
       insert into public.analytics_daily (day, kind, business_id, count)
       select ($5::timestamptz at time zone $6)::date, $1, $7, 1 from fresh
       on conflict (day, kind, business_id) do update set count = public.analytics_daily.count + 1`,
      [event.kind, subject, client, windowStart, now.toISOString(), ANALYTICS_TIME_ZONE, isBusinessKind(event.kind) ? (event.businessId ?? 0) : 0],
    );
    counted.set(memo, true);
    if (Math.abs(now.getTime() - (lastPrune.get(db) ?? 0)) > 10 * 60_000) {
      lastPrune.set(db, now.getTime());
      await pruneAnalytics(db, now);
    }
  } catch (error) {
    console.warn(`[analytics] could not record a ${event.kind}:`, (error as Error).message);
  }
}

/** Deletes de-duplication keys older than the raw retention and daily counts older than a year and a bit. */
export async function pruneAnalytics(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from public.analytics_recent where window_start < $1', [new Date(now.getTime() - ANALYTICS_RAW_RETENTION_MS).toISOString()]);
  await db.query('delete from public.analytics_daily where day < ($1::timestamptz at time zone $2)::date - $3::int', [
    now.toISOString(),
    ANALYTICS_TIME_ZONE,
    ANALYTICS_DAILY_RETENTION_DAYS,
  ]);
}

/**
 * Counts per day over the last {@link ANALYTICS_DAYS} days (today included) in the city's
 * time zone: searches and listing views (daily counts, one per client per window), reviews
 * and claims submitted.
 */
export async function getAnalytics(db: Queryable, now: Date): Promise<AnalyticsReport> {
  const [today] = await db.query<{ day: string }>(`select to_char($1::timestamptz at time zone $2, 'YYYY-MM-DD') as day`, [
    now.toISOString(),
    ANALYTICS_TIME_ZONE,
  ]);
  const dates = dateRange(today!.day, ANALYTICS_DAYS);
  const from = dates[0]!;
  const rows = await db.query<{ day: string; kind: string; n: number }>(
    `with bounds as (select ($1::date)::timestamp at time zone $2 as since)
     select to_char(a.day, 'YYYY-MM-DD') as day, a.kind, sum(a.count)::int as n
       from public.analytics_daily a where a.day >= $1::date group by 1, 2
     union all
     select to_char(r.created_at at time zone $2, 'YYYY-MM-DD'), 'review', count(*)::int
       from public.reviews r, bounds where r.created_at >= bounds.since group by 1
     union all
     select to_char(c.submitted_at at time zone $2, 'YYYY-MM-DD'), 'claim', count(*)::int
       from public.business_claims c, bounds where c.submitted_at >= bounds.since group by 1`,
    [from, ANALYTICS_TIME_ZONE],
  );
  const byDay = new Map<string, AnalyticsDay>(dates.map((date) => [date, { date, searches: 0, listingViews: 0, reviews: 0, claims: 0 }]));
  const field = { search: 'searches', listing_view: 'listingViews', review: 'reviews', claim: 'claims' } as const;
  for (const row of rows) {
    const day = byDay.get(row.day);
    const key = field[row.kind as keyof typeof field];
    if (day && key) day[key] += Number(row.n);
  }
  const days = [...byDay.values()];
  const totals = { searches: 0, listingViews: 0, reviews: 0, claims: 0 };
  for (const day of days) {
    totals.searches += day.searches;
    totals.listingViews += day.listingViews;
    totals.reviews += day.reviews;
    totals.claims += day.claims;
  }
  return { timeZone: ANALYTICS_TIME_ZONE, days, totals };
}

/**
 * The owner dashboard's reads and writes: the owner's listings, live edits and
 * change requests, review replies and reports, and weekly insights. Ownership is checked
 * by the caller (src/server/auth/owner.ts); every write here records who and what in the
 * audit log, in the same transaction.
 */
import { openWeekLiteral } from '../../domain/hours';
import {
  REPORT_REASONS,
  REVIEWED_FIELDS,
  hoursToText,
  insightWeekStarts,
  type InsightsWeek,
  type OwnerListing,
  type OwnerListingPatch,
  type OwnerReview,
  type ReportReason,
  type ReviewedField,
} from '../../domain/owner';
import type { BusinessDetails } from '../../domain/types';
import type { OwnerIdentity } from '../identity';
import type { Db, Queryable } from '../db/client';
import { isoTime } from '../db/columns';
import { SITE_TIME_ZONE } from '../../domain/dates';
import { writeAudit } from './audit';

interface ListingRow {
  id: number;
  slug: string;
  business_name: string;
  category: string;
  address: string;
  phone: string;
  email: string | null;
  website: string | null;
  short_description: string | null;
  long_description: string | null;
  business_hours: unknown;
  service_tags: unknown;
  details: unknown;
  status: OwnerListing['status'];
  is_premium: boolean;
  open_reports: number;
}

const parseJson = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);
const tagsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string'
      ? value
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean)
      : [];

function offerings(details: unknown): string[] {
  const parsed = parseJson(details) as BusinessDetails | null;
  return Object.entries(parsed?.Offerings ?? {})
    .filter(([, on]) => on === true)
    .map(([name]) => name);
}

const LISTING_SQL = `select b.id, b.slug, b.business_name, b.category, b.address, b.phone, b.email, b.website,
    b.short_description, b.long_description, b.business_hours, b.service_tags, b.details, b.status, b.is_premium,
    (select count(*)::int from public.review_reports r where r.business_id = b.id and r.status = 'open') as open_reports
  from public.business_owners o join public.businesses b on b.id = o.business_id
 where o.owner_id = $1`;

async function pendingChanges(db: Queryable, businessIds: number[]) {
  if (!businessIds.length) return new Map<number, OwnerListing['pendingChanges']>();
  const rows = await db.query<{ id: number; business_id: number; changes: unknown; created_at: Date | string }>(
    `select id, business_id, changes, created_at from public.listing_change_requests
      where status = 'pending' and business_id = any(string_to_array($1, ',')::int[]) order by created_at, id`,
    [businessIds.join(',')],
  );
  const out = new Map<number, OwnerListing['pendingChanges']>();
  for (const row of rows) {
    const list = out.get(Number(row.business_id)) ?? [];
    list.push({ id: Number(row.id), changes: parseJson(row.changes) as Partial<Record<ReviewedField, string>>, createdAt: isoTime(row.created_at) });
    out.set(Number(row.business_id), list);
  }
  return out;
}

function toListing(row: ListingRow, pending: OwnerListing['pendingChanges']): OwnerListing {
  return {
    id: Number(row.id),
    slug: row.slug,
    businessName: row.business_name,
    category: row.category,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    shortDescription: row.short_description,
    longDescription: row.long_description,
    businessHours: (parseJson(row.business_hours) as OwnerListing['businessHours']) ?? null,
    serviceTags: tagsOf(row.service_tags),
    servicesOffered: offerings(row.details),
    status: row.status,
    isPremium: row.is_premium,
    pendingChanges: pending,
    openReports: Number(row.open_reports),
  };
}

/** Every business `ownerId` owns, by name. */
export async function listOwnerListings(db: Queryable, ownerId: string): Promise<OwnerListing[]> {
  const rows = await db.query<ListingRow>(`${LISTING_SQL} order by b.business_name, b.id`, [ownerId]);
  const pending = await pendingChanges(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((row) => toListing(row, pending.get(Number(row.id)) ?? []));
}

export async function getOwnerListing(db: Queryable, ownerId: string, businessId: number): Promise<OwnerListing | null> {
  const [row] = await db.query<ListingRow>(`${LISTING_SQL} and b.id = $2`, [ownerId, businessId]);
  if (!row) return null;
  const pending = await pendingChanges(db, [Number(row.id)]);
  return toListing(row, pending.get(Number(row.id)) ?? []);
}

const blankToNull = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);

/**
 * Applies an owner's edit: live fields at once (hours as text and as the open-now
 * multirange), name/category/address as one change request for staff (only the values
 * that differ). Answers the listing as it now is and whether a request was filed.
 */
export async function applyOwnerPatch(
  db: Db,
  owner: OwnerIdentity,
  current: OwnerListing,
  patch: OwnerListingPatch,
  now: Date,
): Promise<{ listing: OwnerListing; requested: boolean; changed: string[] }> {
  return db.transaction(async (tx) => {
    const sets: string[] = [];
    const values: unknown[] = [current.id];
    const changed: string[] = [];
    const set = (column: string, field: string, value: unknown, expression = (param: string) => param) => {
      values.push(value);
      sets.push(`${column} = ${expression(`$${values.length}`)}`);
      changed.push(field);
    };
    if (patch.shortDescription !== undefined) set('short_description', 'shortDescription', blankToNull(patch.shortDescription));
    if (patch.longDescription !== undefined) set('long_description', 'longDescription', blankToNull(patch.longDescription));
    if (patch.phone !== undefined) set('phone', 'phone', patch.phone);
    if (patch.email !== undefined) set('email', 'email', blankToNull(patch.email?.toLowerCase()));
    if (patch.website !== undefined) set('website', 'website', blankToNull(patch.website));
    if (patch.hours !== undefined) {
      const text = hoursToText(patch.hours);
      const record = Object.keys(text).length ? text : null;
      set('business_hours', 'hours', record ? JSON.stringify(record) : null, (p) => `${p}::text::jsonb`);
      values.push(openWeekLiteral(record));
      sets.push(`open_week = $${values.length}::int4multirange`);
    }
    if (patch.serviceTags !== undefined)
      set('service_tags', 'serviceTags', [...new Set(patch.serviceTags)].join(','), (p) => `coalesce(string_to_array(nullif(${p}::text, ''), ','), '{}')`);
    if (patch.servicesOffered !== undefined) {
      const names = [...new Map(patch.servicesOffered.map((name) => [name.toLowerCase(), name])).values()];
      values.push(JSON.stringify(Object.fromEntries(names.map((name) => [name, true]))));
      sets.push(`details = jsonb_set(coalesce(details, '{}'::jsonb), '{Offerings}', $${values.length}::text::jsonb)`);
      changed.push('servicesOffered');
    }
    if (sets.length) {
      await tx.query(`update public.businesses set ${sets.join(', ')}, updated_at = $${values.length + 1} where id = $1`, [...values, now.toISOString()]);
    }
    const current_: Record<ReviewedField, string> = { businessName: current.businessName, category: current.category, address: current.address };
    const requested: Partial<Record<ReviewedField, string>> = {};
    for (const field of REVIEWED_FIELDS) {
      const value = patch[field];
      if (value !== undefined && value !== current_[field]) requested[field] = value;
    }
    const actor = { userId: owner.ownerId, email: owner.email };
    if (changed.length) {
      const details: Record<string, unknown> = {};
      for (const field of changed) details[field] = field === 'hours' ? hoursToText(patch.hours!) : patch[field as keyof OwnerListingPatch];
      await writeAudit(tx, {
        actor,
        action: 'owner.listing_update',
        targetType: 'business',
        targetId: current.id,
        targetLabel: current.businessName,
        details,
        now,
      });
    }
    if (Object.keys(requested).length) {
      await tx.query(`insert into public.listing_change_requests (business_id, owner_id, changes, created_at) values ($1, $2, $3::text::jsonb, $4)`, [
        current.id,
        owner.ownerId,
        JSON.stringify(requested),
        now.toISOString(),
      ]);
      await writeAudit(tx, {
        actor,
        action: 'owner.listing_request',
        targetType: 'business',
        targetId: current.id,
        targetLabel: current.businessName,
        details: requested,
        now,
      });
    }
    const listing = await getOwnerListing(tx, owner.ownerId, current.id);
    return { listing: listing!, requested: Object.keys(requested).length > 0, changed };
  });
}

// ---------------------------------------------------------------- reviews

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

// ---------------------------------------------------------------- insights

const INSIGHT_KINDS = { listing_view: 'views', call_click: 'calls', website_click: 'websiteClicks', directions_click: 'directionsClicks' } as const;

/** Counts per week (Monday start, Charlotte dates) for the last 12 weeks, oldest first; weeks without counts are zeros. */
export async function getInsights(db: Queryable, businessId: number, now: Date): Promise<InsightsWeek[]> {
  const [today] = await db.query<{ day: string }>(`select to_char(($1::timestamptz at time zone $2)::date, 'YYYY-MM-DD') as day`, [
    now.toISOString(),
    SITE_TIME_ZONE,
  ]);
  const starts = insightWeekStarts(today!.day);
  const rows = await db.query<{ week: string; kind: keyof typeof INSIGHT_KINDS; n: number }>(
    `select to_char(date_trunc('week', day::timestamp)::date, 'YYYY-MM-DD') as week, kind, sum(count)::int as n
       from public.analytics_daily
      where business_id = $1 and day >= $2::date and kind in ('listing_view', 'call_click', 'website_click', 'directions_click')
      group by 1, 2`,
    [businessId, starts[0]],
  );
  const weeks = new Map<string, InsightsWeek>(
    starts.map((weekStart) => [weekStart, { weekStart, views: 0, calls: 0, websiteClicks: 0, directionsClicks: 0, quoteRequests: 0 }]),
  );
  for (const row of rows) {
    const week = weeks.get(row.week);
    if (week) week[INSIGHT_KINDS[row.kind]] = Number(row.n);
  }
  const requests = await db.query<{ week: string; n: number }>(
    `select to_char(date_trunc('week', (delivered_at at time zone $3)::date::timestamp)::date, 'YYYY-MM-DD') as week, count(*)::int as n
       from public.quote_request_businesses
      where business_id = $1 and delivered_at is not null and (delivered_at at time zone $3)::date >= $2::date
      group by 1`,
    [businessId, starts[0], SITE_TIME_ZONE],
  );
  for (const row of requests) {
    const week = weeks.get(row.week);
    if (week) week.quoteRequests = Number(row.n);
  }
  return [...weeks.values()];
}

/**
 * The owner dashboard's listings: the owner's businesses, live edits and change requests.
 * Reviews are in ./owner-reviews.ts, insights in ./owner-insights.ts. Ownership is checked
 * by the caller (src/server/auth/owner.ts); every write here records who and what in the
 * audit log, in the same transaction.
 */
import { openWeekLiteral } from '../../domain/hours';
import { sortLanguages } from '../../domain/language-codes';
import { REVIEWED_FIELDS, hoursToText, listingChanges, type OwnerListing, type OwnerListingPatch, type ReviewedField } from '../../domain/owner';
import type { BusinessDetails } from '../../domain/types';
import type { OwnerIdentity } from '../identity';
import type { Db, Queryable } from '../db/client';
import { isoTime } from '../db/columns';
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
  languages: unknown;
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
    b.short_description, b.long_description, b.business_hours, b.service_tags, b.languages, b.details, b.status, b.is_premium,
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
    languages: sortLanguages(tagsOf(row.languages)),
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
 * Applies an owner's edit: of the fields sent, only those that change the listing
 * ({@link listingChanges}), so the audit log records real changes only; live fields at once
 * (hours as text and as the open-now multirange), name/category/address as one change
 * request for staff. Answers the listing as it now is, whether a request was filed and
 * which live fields changed (none, and nothing written, when nothing differs).
 */
export async function applyOwnerPatch(
  db: Db,
  owner: OwnerIdentity,
  current: OwnerListing,
  sent: OwnerListingPatch,
  now: Date,
): Promise<{ listing: OwnerListing; requested: boolean; changed: string[] }> {
  const patch = listingChanges(sent, current);
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
    if (patch.languages !== undefined)
      set('languages', 'languages', patch.languages.join(','), (p) => `coalesce(string_to_array(nullif(${p}::text, ''), ','), '{}')`);
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

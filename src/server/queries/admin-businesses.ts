/**
 * Businesses staff add: from the admin form, by CSV import, and every business for the CSV
 * export. SQL runs unchanged on PostgreSQL 15 and PGlite.
 */
import type { AdminBusiness } from '../../domain/admin';
import type { ImportBusiness } from '../../domain/business-csv';
import type { StoredLocation } from '../../domain/location';
import type { Business } from '../../domain/types';
import type { AdminIdentity } from '../identity';
import type { Executor, Queryable } from '../db/client';
import { BUSINESS_COLUMNS, type BusinessRow, toBusiness } from './business-rows';
import { createBusiness } from './businesses';
import { type Transactional, writeAudit } from './audit';

/** Runs `createBusiness` inside an already open transaction. */
const inTransaction = (tx: Executor): Transactional => ({ transaction: (fn) => fn(tx) });

async function storeBusiness(
  tx: Executor,
  input: Parameters<typeof createBusiness>[1],
  extra: { neighborhood?: string; publish: boolean; location?: StoredLocation; languages?: readonly string[] },
  now: Date,
): Promise<{ id: number; slug: string }> {
  const created = await createBusiness(inTransaction(tx), input, now, extra.location);
  await tx.query(
    `update public.businesses set neighborhood = $2, status = $3, moderated_at = case when $3 = 'published' then $4::timestamptz end,
            languages = coalesce(string_to_array(nullif($5::text, ''), ','), '{}')
      where id = $1`,
    [created.id, extra.neighborhood ?? null, extra.publish ? 'published' : 'pending', now.toISOString(), (extra.languages ?? []).join(',')],
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
    const { neighborhood, publish, languages, ...business } = input;
    const stored = await storeBusiness(tx, business, { neighborhood, publish, location, languages }, now);
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
        { neighborhood: row.neighborhood, publish: options.publish, location: options.locations?.[index], languages: row.languages },
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

/**
 * Staff set the languages a business says its staff speak (codes of src/domain/languages.ts,
 * validated by the caller). Audited with the before and after; null when there is no such business.
 */
export async function setBusinessLanguages(
  db: Transactional,
  id: number,
  languages: readonly string[],
  actor: AdminIdentity,
  now: Date,
): Promise<{ id: number; languages: string[] } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<{ business_name: string; languages: unknown }>(
      'select business_name, languages from public.businesses where id = $1 for update',
      [id],
    );
    if (!before) return null;
    await tx.query(`update public.businesses set languages = coalesce(string_to_array(nullif($2::text, ''), ','), '{}'), updated_at = $3 where id = $1`, [
      id,
      languages.join(','),
      now.toISOString(),
    ]);
    await writeAudit(tx, {
      actor,
      action: 'business.languages',
      targetType: 'business',
      targetId: id,
      targetLabel: before.business_name,
      details: { before: before.languages, after: languages },
      now,
    });
    return { id, languages: [...languages] };
  });
}

/** Every business in any status, by id, for the CSV export. */
export async function listAllBusinesses(db: Queryable): Promise<Business[]> {
  const rows = await db.query<BusinessRow>(`select ${BUSINESS_COLUMNS} from public.businesses b order by b.id`);
  return rows.map(toBusiness);
}

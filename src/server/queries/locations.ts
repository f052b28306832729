/**
 * Business locations: the admin's pin editor (list, move a pin) and the fill of
 * rows stored without coordinates. SQL runs unchanged on PostgreSQL 15 and PGlite; the
 * `geo` point (migration 20261123120100) is generated from latitude/longitude, so it
 * follows every change here.
 */
import type { BusinessLocation, BusinessLocationList, LocationUpdate } from '../../domain/location-edit';
import type { AdminIdentity } from '../identity';
import type { Executor, Queryable } from '../db/client';
import { writeAudit } from './audit';
import { sortLanguages } from '../../domain/language-codes';

type Transactional = { transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> };

interface LocationRow {
  id: number;
  slug: string;
  business_name: string;
  address: string;
  neighborhood: string | null;
  status: BusinessLocation['status'];
  latitude: number | null;
  longitude: number | null;
  location_approximate: boolean;
  languages: unknown;
}

const LOCATION_COLUMNS = `b.id, b.slug, b.business_name, b.address, b.neighborhood, b.status,
  b.latitude::float8 as latitude, b.longitude::float8 as longitude, b.location_approximate, b.languages`;

function toLocation(row: LocationRow): BusinessLocation {
  return {
    id: Number(row.id),
    slug: row.slug,
    businessName: row.business_name,
    address: row.address,
    neighborhood: row.neighborhood,
    status: row.status,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    locationApproximate: row.location_approximate === true,
    languages: sortLanguages(
      Array.isArray(row.languages)
        ? row.languages.map(String)
        : String(row.languages ?? '')
            .replace(/^\{|\}$/g, '')
            .split(','),
    ),
  };
}

/**
 * Businesses for the Locations view, by name: only approximate ones (or those without
 * coordinates) unless `approximate` is false; `q` filters by part of the name. Rejected
 * businesses are never listed.
 */
export async function listBusinessLocations(
  db: Queryable,
  query: { approximate: boolean; q: string; limit: number; offset: number },
): Promise<BusinessLocationList> {
  const values: unknown[] = [];
  const where = [`b.status <> 'rejected'`];
  if (query.approximate) where.push('(b.location_approximate or b.latitude is null or b.longitude is null)');
  if (query.q) {
    values.push(`%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`lower(b.business_name) like $${values.length}`);
  }
  const whereSql = where.join(' and ');
  const [rows, [count]] = await Promise.all([
    db.query<LocationRow>(
      `select ${LOCATION_COLUMNS} from public.businesses b where ${whereSql}
        order by b.business_name, b.id limit $${values.length + 1} offset $${values.length + 2}`,
      [...values, query.limit, query.offset],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from public.businesses b where ${whereSql}`, values),
  ]);
  return { items: rows.map(toLocation), total: Number(count?.n ?? 0), limit: query.limit, offset: query.offset };
}

/**
 * Moves a business's pin: sets its coordinates and clears the approximate mark, with an
 * audit entry naming the old and new point, in one transaction. Null when there is no
 * such business.
 */
export async function setBusinessLocation(
  db: Transactional,
  id: number,
  location: LocationUpdate,
  actor: AdminIdentity,
  now: Date,
): Promise<BusinessLocation | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<LocationRow>(`select ${LOCATION_COLUMNS} from public.businesses b where b.id = $1 for update`, [id]);
    if (!before) return null;
    const [after] = await tx.query<LocationRow>(
      `update public.businesses b set latitude = $2, longitude = $3, location_approximate = false, updated_at = $4
        where b.id = $1 returning ${LOCATION_COLUMNS}`,
      [id, location.latitude, location.longitude, now.toISOString()],
    );
    await writeAudit(tx, {
      actor,
      action: 'business.location',
      targetType: 'business',
      targetId: id,
      targetLabel: before.business_name,
      details: {
        from:
          before.latitude === null
            ? null
            : { latitude: Number(before.latitude), longitude: Number(before.longitude), approximate: before.location_approximate },
        to: { latitude: location.latitude, longitude: location.longitude },
      },
      now,
    });
    return toLocation(after!);
  });
}

/**
 * Data backfills that run after the SQL migrations (`npm run db:migrate`): columns whose
 * values the application computes, filled for rows written before the column existed.
 * Each does nothing once every row is filled.
 */
import { openWeekLiteral } from '../../domain/hours';
import { centresBySlug, fallbackLocation } from '../../domain/location';
import type { Queryable } from './client';

/**
 * Fills `businesses.open_week` (structured hours, migration 20261123120000) for rows that
 * have hours text but no structured form yet: rows written before that migration. New rows
 * get it when written. Parsing is the application's (src/domain/hours.ts), so this runs
 * after the SQL migrations; it does nothing once every row is filled.
 */
export async function backfillOpenWeek(db: Queryable): Promise<number> {
  const rows = await db.query<{ id: number; business_hours: unknown }>(
    'select id, business_hours from public.businesses where open_week is null and business_hours is not null',
  );
  let filled = 0;
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500).flatMap((row) => {
      const hours =
        typeof row.business_hours === 'string' ? (JSON.parse(row.business_hours) as Record<string, string>) : (row.business_hours as Record<string, string>);
      const literal = openWeekLiteral(hours);
      return literal === null ? [] : [{ id: Number(row.id), literal }];
    });
    if (!chunk.length) continue;
    await db.query(
      `update public.businesses b set open_week = v.week::int4multirange
         from (select unnest(string_to_array($1, ','))::int as id, unnest(string_to_array($2, '|')) as week) v
        where b.id = v.id`,
      [chunk.map((c) => c.id).join(','), chunk.map((c) => c.literal).join('|')],
    );
    filled += chunk.length;
  }
  return filled;
}

/**
 * Places rows stored without coordinates (before coordinates were kept, or by hand) at their fallback
 * centre, marked approximate, so that every listed business is on the map and the admin
 * sees which pins to check. Rejected businesses are left alone. Does nothing once every row
 * has coordinates; run by `npm run db:migrate` after the SQL migrations.
 */
export async function backfillApproximateLocations(db: Queryable): Promise<number> {
  const rows = await db.query<{ id: number; address: string; zip_code: string | null; neighborhood: string | null }>(
    `select id, address, zip_code, neighborhood from public.businesses
      where (latitude is null or longitude is null) and status <> 'rejected'`,
  );
  if (!rows.length) return 0;
  // The database layer reads the centres itself: it sits below the queries and the geocoder.
  const centres = centresBySlug(
    await db.query<{ slug: string; latitude: number; longitude: number }>(
      'select slug, latitude::float8 as latitude, longitude::float8 as longitude from public.neighborhoods where latitude is not null and longitude is not null',
    ),
  );
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500).map((row) => {
      const centre = fallbackLocation({ zipCode: row.zip_code, neighborhood: row.neighborhood }, centres);
      return { id: Number(row.id), latitude: centre.lat, longitude: centre.lng };
    });
    await db.query(
      `update public.businesses b set latitude = v.lat, longitude = v.lng, location_approximate = true
         from (select unnest(string_to_array($1, ','))::int as id, unnest(string_to_array($2, ','))::float8 as lat,
                      unnest(string_to_array($3, ','))::float8 as lng) v
        where b.id = v.id and (b.latitude is null or b.longitude is null)`,
      [chunk.map((c) => c.id).join(','), chunk.map((c) => c.latitude).join(','), chunk.map((c) => c.longitude).join(',')],
    );
  }
  return rows.length;
}

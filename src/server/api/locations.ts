/**
 * The admin's pin editor, admins only ({@link requireAdmin}):
 *
 * - GET /api/admin/businesses/locations?approximate=true|false&q&limit&offset   businesses and their pins
 * - PUT /api/admin/businesses/{id}/location {latitude, longitude}                move a pin
 *
 * Moving a pin sets the coordinates (inside the Charlotte area; 400 naming the field
 * otherwise), clears "approximate location", and is written to the audit log.
 */
import { LocationListQuerySchema, LocationUpdateSchema } from '../../domain/location-edit';
import { requireAdmin } from '../auth';
import { parseId } from '../queries/businesses';
import { listBusinessLocations, setBusinessLocation } from '../queries/locations';
import { purgeBusinessWrite } from '../cache/purge';
import { notFound, privateJson, readJson, readQuery } from './http';
import type { ApiContext, Route } from './router';

async function businessLocations(ctx: ApiContext): Promise<Response> {
  await requireAdmin(ctx);
  const { approximate, q, limit, offset } = readQuery(ctx.url, LocationListQuerySchema);
  const list = await listBusinessLocations(ctx.deps.db, { approximate: approximate === 'true', q, limit, offset });
  return privateJson(list);
}

/** 200 with the business's location; 404 unknown business. */
async function moveBusinessPin(ctx: ApiContext): Promise<Response> {
  const actor = await requireAdmin(ctx);
  const id = parseId(ctx.params.id);
  if (id === null) throw notFound('Business not found.');
  const location = await readJson(ctx.request, LocationUpdateSchema);
  const updated = await setBusinessLocation(ctx.deps.db, id, location, actor, ctx.deps.now());
  if (!updated) throw notFound('Business not found.');
  await purgeBusinessWrite(ctx.deps.db, 'pin-moved', [id]);
  return privateJson(updated);
}

export const locationRoutes: Route[] = [
  { method: 'GET', path: '/api/admin/businesses/locations', handler: businessLocations },
  { method: 'PUT', path: '/api/admin/businesses/:id/location', handler: moveBusinessPin },
];

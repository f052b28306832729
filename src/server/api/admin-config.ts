/**
 * What this server offers the admin dashboard (any staff role).
 *
 * - GET  /api/admin/config                                    what this server offers
 */
import type { AdminConfig } from '../../domain/admin';
import { authMode, requireStaff } from '../auth';
import { buildTarget } from '../builds';
import { emailProvider } from '../email';
import { geocoderName } from '../geocode';
import { privateJson } from './http';
import type { ApiContext, Route } from './router';

/** What this server offers, for any staff role (the island shows only what the role may use). */
async function adminConfig(ctx: ApiContext): Promise<Response> {
  const staff = await requireStaff(ctx, 'neighborhoods');
  const target = buildTarget(ctx.deps);
  const config: AdminConfig = {
    authMode: authMode(ctx.deps.env),
    emailProvider: emailProvider(ctx.deps.env),
    rebuildConfigured: target !== 'none',
    buildTarget: target,
    role: staff.role,
    mapTiles: { url: ctx.deps.env.PUBLIC_MAP_TILE_URL, attribution: ctx.deps.env.PUBLIC_MAP_TILE_ATTRIBUTION },
    geocoder: geocoderName(ctx.deps.env),
  };
  return privateJson(config);
}

export const adminConfigRoutes: Route[] = [{ method: 'GET', path: '/api/admin/config', handler: adminConfig }];

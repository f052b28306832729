/** GET /api/admin/stats: the dashboard's four numbers, admins only. */
import { requireAdmin } from '../auth';
import { getAdminStats } from '../queries/admin';
import { privateJson } from './http';
import type { ApiContext, Route } from './router';

async function stats(ctx: ApiContext): Promise<Response> {
  await requireAdmin(ctx);
  return privateJson(await getAdminStats(ctx.deps.db, ctx.deps.now()));
}

export const adminRoutes: Route[] = [{ method: 'GET', path: '/api/admin/stats', handler: stats }];

/**
 * View Analytics (admin only).
 *
 * - GET  /api/admin/analytics                                 View Analytics
 */
import { requireAdmin } from '../auth';
import { getAnalytics } from '../queries/analytics';
import { privateJson } from './http';
import type { ApiContext, Route } from './router';

async function analytics(ctx: ApiContext): Promise<Response> {
  await requireAdmin(ctx);
  return privateJson(await getAnalytics(ctx.deps.db, ctx.deps.now()));
}

export const analyticsRoutes: Route[] = [{ method: 'GET', path: '/api/admin/analytics', handler: analytics }];

/**
 * The audit log staff read (admin only).
 *
 * - GET  /api/admin/audit-log?limit&offset                    the audit log
 */
import { PageQuerySchema } from '../../domain/admin';
import { requireAdmin } from '../auth';
import { listAuditLog } from '../queries/audit';
import { privateJson, readQuery } from './http';
import type { ApiContext, Route } from './router';

async function auditLog(ctx: ApiContext): Promise<Response> {
  await requireAdmin(ctx);
  const { limit, offset } = readQuery(ctx.url, PageQuerySchema);
  return privateJson(await listAuditLog(ctx.deps.db, limit, offset));
}

export const auditLogRoutes: Route[] = [{ method: 'GET', path: '/api/admin/audit-log', handler: auditLog }];

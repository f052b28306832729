/**
 * The audit log: every staff decision and change, written in the transaction that makes it,
 * and the log staff read. SQL runs unchanged on PostgreSQL 15 and PGlite.
 */
import type { AuditEntry, Page } from '../../domain/admin';
import type { AdminIdentity } from '../identity';
import type { Executor, Queryable } from '../db/client';
import { isoTime } from '../db/columns';

/** A database handle whose `transaction` runs a function in one transaction. */
export type Transactional = { transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> };

export interface AuditInput {
  actor: AdminIdentity;
  action: string;
  targetType: AuditEntry['targetType'];
  targetId?: number | null;
  targetLabel?: string | null;
  reason?: string | null;
  note?: string | null;
  details?: Record<string, unknown> | null;
  now: Date;
}

/** Writes one audit entry (inside the caller's transaction when given one). */
export async function writeAudit(db: Queryable, entry: AuditInput): Promise<void> {
  await db.query(
    `insert into public.audit_log (actor_id, actor_email, action, target_type, target_id, target_label, reason, note, details, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::text::jsonb, $10)`,
    [
      entry.actor.userId,
      entry.actor.email,
      entry.action,
      entry.targetType,
      entry.targetId ?? null,
      entry.targetLabel?.slice(0, 300) ?? null,
      entry.reason ?? null,
      entry.note ?? null,
      entry.details ? JSON.stringify(entry.details) : null,
      entry.now.toISOString(),
    ],
  );
}

/** A readable label of a claim, review or business (its business's name), for the log. */
export async function targetLabel(db: Queryable, type: 'claim' | 'review' | 'business', id: number): Promise<string | null> {
  const sql = {
    claim: `select b.business_name || ' (' || c.claimer_email || ')' as label
              from public.business_claims c join public.businesses b on b.id = c.business_id where c.id = $1`,
    review: `select b.business_name || ' (' || r.rating || ' stars, ' || coalesce(r.reviewer_name, 'Anonymous') || ')' as label
               from public.reviews r join public.businesses b on b.id = r.business_id where r.id = $1`,
    business: 'select business_name as label from public.businesses where id = $1',
  }[type];
  const [row] = await db.query<{ label: string }>(sql, [id]);
  return row?.label ?? null;
}

/**
 * Wraps a database so that a decision made through its `transaction` (such as
 * `verifyClaim` or `approveReview`) writes its audit entry in the SAME transaction, when
 * the decision was made (`outcome: 'done'`).
 */
export function withAudit(
  db: Transactional,
  entry: Omit<AuditInput, 'targetId' | 'targetLabel'> & { targetType: 'claim' | 'review' | 'business'; targetId: number },
): Transactional {
  return {
    transaction: <T>(fn: (tx: Executor) => Promise<T>) =>
      db.transaction(async (tx) => {
        const result = await fn(tx);
        if ((result as { outcome?: string } | null)?.outcome === 'done') {
          await writeAudit(tx, { ...entry, targetLabel: await targetLabel(tx, entry.targetType, entry.targetId) });
        }
        return result;
      }),
  };
}

interface AuditRow {
  id: number;
  actor_id: string;
  actor_email: string | null;
  action: string;
  target_type: AuditEntry['targetType'];
  target_id: number | null;
  target_label: string | null;
  reason: string | null;
  note: string | null;
  details: unknown;
  created_at: Date | string;
}

/** The audit log, newest first. */
export async function listAuditLog(db: Queryable, limit: number, offset: number): Promise<Page<AuditEntry>> {
  const rows = await db.query<AuditRow>(
    `select id::int as id, actor_id, actor_email, action, target_type, target_id::int as target_id, target_label, reason, note,
            details, created_at
       from public.audit_log order by created_at desc, id desc limit $1 offset $2`,
    [limit, offset],
  );
  const [count] = await db.query<{ n: number }>('select count(*)::int as n from public.audit_log');
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id === null ? null : Number(row.target_id),
      targetLabel: row.target_label,
      reason: row.reason,
      note: row.note,
      details: (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as Record<string, unknown> | null,
      createdAt: isoTime(row.created_at),
    })),
    total: Number(count?.n ?? 0),
    limit,
    offset,
  };
}

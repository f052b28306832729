/**
 * `public.email_outbox`: every e-mail is queued here in the transaction that causes it and
 * sent after the commit (../email/sender.ts). SQL runs unchanged on PostgreSQL 15 and PGlite.
 */
import type { Queryable } from '../db/client';
import type { OutboxRow } from '../email/message';

const OUTBOX_COLUMNS = `id::int as id, kind, to_address, subject, payload, claim_id, status, attempts, last_error,
  last_attempt_at, sent_at, created_at`;

export interface QueuedEmail {
  kind: OutboxRow['kind'];
  to: string;
  subject: string;
  /** What the kind's template needs to render the message when it is sent or shown. */
  payload: unknown;
  /** The claim or quote request the message belongs to, when it belongs to one. */
  claimId?: number;
  quoteRequestId?: number;
  savedSearchId?: number;
  now: Date;
}

/** Queues one message of any kind in `tx` (the transaction of what causes it); returns its outbox id. */
export async function queueEmail(tx: Queryable, email: QueuedEmail): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into public.email_outbox (kind, to_address, subject, payload, claim_id, quote_request_id, saved_search_id, created_at)
     values ($1, $2, $3, $4::text::jsonb, $5, $6, $7, $8) returning id::int as id`,
    [
      email.kind,
      email.to,
      email.subject,
      JSON.stringify(email.payload),
      email.claimId ?? null,
      email.quoteRequestId ?? null,
      email.savedSearchId ?? null,
      email.now.toISOString(),
    ],
  );
  if (!row) throw new Error('outbox insert returned no row');
  return Number(row.id);
}

/**
 * True when a message of `kind` went to `address` after `since`. Takes a transaction lock on
 * the address first, so concurrent checks for one address run one after the other.
 */
export async function sentRecently(tx: Queryable, kind: OutboxRow['kind'], address: string, since: Date): Promise<boolean> {
  await tx.query(`select pg_advisory_xact_lock(hashtext($1 || ':' || $2))`, [kind.replace(/_/g, '-'), address]);
  const [recent] = await tx.query<{ id: number }>(
    `select id::int as id from public.email_outbox
      where kind = $1 and to_address = $2 and created_at > $3 limit 1`,
    [kind, address, since.toISOString()],
  );
  return Boolean(recent);
}

/** The name of business `id` as a message names it, or null when there is none. */
export async function findBusinessName(db: Queryable, id: number): Promise<string | null> {
  const [row] = await db.query<{ business_name: string }>('select business_name from public.businesses where id = $1', [id]);
  return row?.business_name ?? null;
}

export async function getOutboxRow(db: Queryable, id: number): Promise<OutboxRow | null> {
  const [row] = await db.query<OutboxRow>(`select ${OUTBOX_COLUMNS} from public.email_outbox where id = $1`, [id]);
  return row ?? null;
}

/** A page of messages, newest first, and how many there are. */
export async function listOutboxRows(db: Queryable, limit: number, offset: number): Promise<{ rows: OutboxRow[]; total: number }> {
  const rows = await db.query<OutboxRow>(`select ${OUTBOX_COLUMNS} from public.email_outbox order by created_at desc, id desc limit $1 offset $2`, [
    limit,
    offset,
  ]);
  const [count] = await db.query<{ n: number }>('select count(*)::int as n from public.email_outbox');
  return { rows, total: Number(count?.n ?? 0) };
}

/** Counts a send attempt on a queued message; false when it is not queued (sent, or gone). */
export async function startAttempt(db: Queryable, id: number, now: Date): Promise<boolean> {
  const [claimed] = await db.query<{ id: number }>(
    `update public.email_outbox set attempts = attempts + 1, last_attempt_at = $2
      where id = $1 and status = 'queued' returning id`,
    [id, now.toISOString()],
  );
  return Boolean(claimed);
}

export async function markSent(db: Queryable, id: number, now: Date, providerMessageId: string): Promise<void> {
  await db.query(`update public.email_outbox set status = 'sent', sent_at = $2, provider_message_id = $3, last_error = null where id = $1`, [
    id,
    now.toISOString(),
    providerMessageId,
  ]);
}

export async function recordSendError(db: Queryable, id: number, reason: string): Promise<void> {
  await db.query('update public.email_outbox set last_error = $2 where id = $1', [id, reason.slice(0, 1000)]);
}

/** The ids of a claim's messages never tried yet, oldest first. */
export async function untriedClaimMessages(db: Queryable, claimId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select id::int as id from public.email_outbox where claim_id = $1 and status = 'queued' and attempts = 0 order by id`,
    [claimId],
  );
  return rows.map((row) => Number(row.id));
}

/** The ids of a saved search's messages never tried yet, oldest first. */
export async function untriedSavedSearchMessages(db: Queryable, savedSearchId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select id::int as id from public.email_outbox where saved_search_id = $1 and status = 'queued' and attempts = 0 order by id`,
    [savedSearchId],
  );
  return rows.map((row) => Number(row.id));
}

/**
 * `public.email_outbox`: every e-mail is queued here in the transaction that causes it and
 * sent after the commit, or retried by the sweep (../email/delivery.ts). A try is claimed
 * before it sends: the claim counts it and moves `next_attempt_at` ahead by the backoff, so a
 * send the process never finished is due again then. SQL runs unchanged on PostgreSQL 15 and
 * PGlite.
 */
import type { Queryable } from '../db/client';
import type { OutboxOwner, OutboxRow } from '../email/message';

const OUTBOX_COLUMNS = `id::int as id, kind, to_address, subject, payload, claim_id, status, attempts, last_error,
  last_attempt_at, next_attempt_at, idempotency_key, headers, sent_at, created_at`;

export interface OutboxInsert {
  kind: OutboxRow['kind'];
  to: string;
  subject: string;
  /** What the kind's template needs to render the message when it is sent or shown. */
  payload: unknown;
  /** The claim, quote request or saved search the message belongs to, when it belongs to one. */
  claimId?: number | null;
  quoteRequestId?: number | null;
  savedSearchId?: number | null;
  now: Date;
}

/** Inserts messages in `tx` (the transaction of what causes them), due at once; their outbox ids in order. */
export async function insertOutboxRows(tx: Queryable, emails: OutboxInsert[]): Promise<number[]> {
  if (emails.length === 0) return [];
  const rows = await tx.query<{ id: number }>(
    `insert into public.email_outbox (kind, to_address, subject, payload, claim_id, quote_request_id, saved_search_id, created_at, next_attempt_at)
     select m.e->>'kind', m.e->>'to_address', m.e->>'subject', m.e->'payload', (m.e->>'claim_id')::int, (m.e->>'quote_request_id')::int,
            (m.e->>'saved_search_id')::int, (m.e->>'at')::timestamptz, (m.e->>'at')::timestamptz
       from jsonb_array_elements($1::text::jsonb) with ordinality as m(e, n)
      order by m.n
     returning id::int as id`,
    [
      JSON.stringify(
        emails.map((email) => ({
          kind: email.kind,
          to_address: email.to,
          subject: email.subject,
          payload: email.payload,
          claim_id: email.claimId ?? null,
          quote_request_id: email.quoteRequestId ?? null,
          saved_search_id: email.savedSearchId ?? null,
          at: email.now.toISOString(),
        })),
      ),
    ],
  );
  if (rows.length !== emails.length) throw new Error('outbox insert returned fewer rows than messages');
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
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

/** The rows of `ids` (those that exist), in id order. */
export function getOutboxRows(db: Queryable, ids: number[]): Promise<OutboxRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.query<OutboxRow>(
    `select ${OUTBOX_COLUMNS} from public.email_outbox where id in (select jsonb_array_elements_text($1::text::jsonb)::bigint) order by id`,
    [JSON.stringify(ids)],
  );
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

/**
 * The ids of `ids` with every message sent together with them on an earlier try (same
 * idempotency key): a batch is retried whole, so its key keeps naming the same messages.
 */
export async function withBatchMates(db: Queryable, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: number }>(
    `select id::int as id from public.email_outbox where id in (select jsonb_array_elements_text($1::text::jsonb)::bigint)
     union
     select o.id::int from public.email_outbox o
      where o.idempotency_key in (select idempotency_key from public.email_outbox where id in (select jsonb_array_elements_text($1::text::jsonb)::bigint) and idempotency_key is not null)
     order by id`,
    [JSON.stringify(ids)],
  );
  return rows.map((row) => Number(row.id));
}

/** Queued messages due at `now` (oldest first, at most `limit`), for the retry sweep. */
export async function dueOutboxIds(db: Queryable, now: Date, limit: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select id::int as id from public.email_outbox where status = 'queued' and next_attempt_at <= $1 order by next_attempt_at, id limit $2`,
    [now.toISOString(), limit],
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Gives up the queued messages whose every try is spent and whose last try's time is over
 * (a try that failed, or a process that died during it), and those queued before
 * `queuedBefore` (too old to send: their links would be stale); answers how many.
 */
export async function giveUpSpent(db: Queryable, options: { now: Date; maxTries: number; queuedBefore: Date }): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `update public.email_outbox
        set status = 'failed',
            last_error = case when attempts >= $2 then last_error else 'Not sent within a day of being queued; given up.' end
      where status = 'queued' and ((attempts >= $2 and next_attempt_at <= $1) or created_at < $3) returning id`,
    [options.now.toISOString(), options.maxTries, options.queuedBefore.toISOString()],
  );
  return rows.length;
}

/**
 * Claims one try of the messages of `ids` that are due and have tries left (with `force`,
 * any not sent: staff's "Send now", which also takes back a message given up): counts it,
 * and moves `next_attempt_at` to the try's time plus `backoffMs(tries)` before anything is
 * sent. The rows claimed, in id order.
 */
export async function claimTry(
  db: Queryable,
  ids: number[],
  options: { now: Date; maxTries: number; backoffMs: (tries: number) => number; force?: boolean },
): Promise<OutboxRow[]> {
  if (ids.length === 0) return [];
  const { now, maxTries, backoffMs, force = false } = options;
  // The backoff after each try count, so the database computes each row's next time (a forced
  // try past the bound waits as long as the last one).
  const delays = Array.from({ length: maxTries + 1 }, (_, index) => backoffMs(Math.min(index + 1, maxTries)));
  const rows = await db.query<OutboxRow>(
    `update public.email_outbox
        set attempts = attempts + 1, last_attempt_at = $2, status = 'queued',
            next_attempt_at = $2::timestamptz + coalesce(($4::text::jsonb ->> least(attempts, $3)), '0')::bigint * interval '1 millisecond'
      where id in (select jsonb_array_elements_text($1::text::jsonb)::bigint)
        and (status = 'queued' or ($5 and status = 'failed'))
        and ($5 or (next_attempt_at <= $2 and attempts < $3))
      returning ${OUTBOX_COLUMNS}`,
    [JSON.stringify(ids), now.toISOString(), maxTries, JSON.stringify(delays), force],
  );
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

/** Gives claimed messages without a key theirs (kept for every retry). */
export async function setIdempotencyKey(db: Queryable, ids: number[], key: string): Promise<void> {
  await db.query(
    'update public.email_outbox set idempotency_key = $2 where id in (select jsonb_array_elements_text($1::text::jsonb)::bigint) and idempotency_key is null',
    [JSON.stringify(ids), key],
  );
}

/** Records the provider's acceptance of each message (its id there) and the headers it carried. */
export async function markSent(
  db: Queryable,
  sent: Array<{ id: number; providerMessageId: string; headers: Record<string, string> | null }>,
  now: Date,
): Promise<void> {
  if (sent.length === 0) return;
  await db.query(
    `update public.email_outbox o
        set status = 'sent', sent_at = $2, provider_message_id = s.provider_id, headers = s.headers, last_error = null
       from jsonb_to_recordset($1::text::jsonb) as s(id bigint, provider_id text, headers jsonb)
      where o.id = s.id`,
    [JSON.stringify(sent.map((s) => ({ id: s.id, provider_id: s.providerMessageId, headers: s.headers }))), now.toISOString()],
  );
}

/** Records a failed try; a message whose tries are spent is given up ('failed'). */
export async function recordSendError(db: Queryable, ids: number[], reason: string, maxTries: number): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `update public.email_outbox set last_error = $2, status = case when attempts >= $3 then 'failed' else status end
      where id in (select jsonb_array_elements_text($1::text::jsonb)::bigint) and status = 'queued'`,
    [JSON.stringify(ids), reason.slice(0, 1000), maxTries],
  );
}

/** The ids of the messages of `owner` never tried yet, oldest first. */
export async function untriedMessagesOf(db: Queryable, owner: OutboxOwner): Promise<number[]> {
  const [column, id] =
    'claimId' in owner
      ? ['claim_id', owner.claimId]
      : 'quoteRequestId' in owner
        ? ['quote_request_id', owner.quoteRequestId]
        : ['saved_search_id', owner.savedSearchId];
  const rows = await db.query<{ id: number }>(
    `select id::int as id from public.email_outbox where ${column} = $1 and status = 'queued' and attempts = 0 order by id`,
    [id],
  );
  return rows.map((row) => Number(row.id));
}

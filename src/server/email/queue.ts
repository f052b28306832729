/**
 * Queues e-mail: `queueEmail(tx, kind, to, payload, now)` inserts one message into the outbox
 * inside the caller's transaction (the one that decides it), typed by kind; `queueEmails` many
 * at once. The subject comes from the kind's template (./templates/), the link to its claim,
 * quote request or saved search from the payload. Sending happens after the commit
 * (./delivery.ts).
 */
import type { Queryable } from '../db/client';
import { insertOutboxRows } from '../queries/outbox';
import type { EmailKind } from '../../domain/admin';
import { templateOf, type EmailPayloads } from './templates';

/** One message to queue: its kind, recipient and payload. */
type QueuedEmail = { [K in EmailKind]: { kind: K; to: string; payload: EmailPayloads[K] } }[EmailKind];

/** Queues `messages` in `tx` (all due at `now`); their outbox ids, in order. */
export function queueEmails(tx: Queryable, messages: QueuedEmail[], now: Date): Promise<number[]> {
  return insertOutboxRows(
    tx,
    messages.map(({ kind, to, payload }) => {
      const template = templateOf(kind) as { subject(p: unknown): string; belongsTo?(p: unknown): object };
      return { kind, to: to.trim().toLowerCase(), subject: template.subject(payload), payload, ...template.belongsTo?.(payload), now };
    }),
  );
}

/** Queues one message of `kind` to `to` in `tx`; its outbox id. */
export async function queueEmail<K extends EmailKind>(tx: Queryable, kind: K, to: string, payload: EmailPayloads[K], now: Date): Promise<number> {
  const [id] = await queueEmails(tx, [{ kind, to, payload } as QueuedEmail], now);
  return id!;
}

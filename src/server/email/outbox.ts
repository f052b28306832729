/**
 * An outbox row as it is sent or shown: its kind's template (./templates/) renders the
 * payload to blocks, and ./render.ts derives the text and the HTML from them, with the links
 * signed by the link secret (./link-secret.ts).
 */
import type { OutboxMessage, Page } from '../../domain/admin';
import type { Queryable } from '../db/client';
import { isoTime } from '../db/columns';
import type { Env } from '../env';
import { listOutboxRows } from '../queries/outbox';
import { getLinkSecret } from './link-secret';
import type { OutboxRow, RenderedEmail } from './message';
import { renderHtml, renderText } from './render';
import { templateOfRow } from './templates';

/** The message as it is sent: text, HTML, headers and its main link (for the server log). */
export async function renderOutboxMessage(db: Queryable, env: Env, row: OutboxRow): Promise<RenderedEmail> {
  const payload: unknown = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
  const content = templateOfRow(row, payload).render(payload, { env, secret: await getLinkSecret(db, env), to: row.to_address });
  return {
    to: row.to_address,
    subject: row.subject,
    text: renderText(content.blocks),
    html: renderHtml(content.blocks, content.lang),
    link: content.logLink.href,
    linkLabel: content.logLink.label,
    ...(content.headers ? { headers: content.headers } : {}),
  };
}

const optionalTime = (value: Date | string | null) => (value === null ? null : isoTime(value));

/** The headers a sent message carried, as stored. */
function storedHeaders(value: OutboxRow['headers']): Record<string, string> | null {
  if (value === null) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, string>;
}

/** The row as sent, or, when its payload cannot be rendered, a note saying so (the list still shows the rest). */
async function renderForList(db: Queryable, env: Env, row: OutboxRow): Promise<Pick<RenderedEmail, 'text' | 'headers'>> {
  try {
    return await renderOutboxMessage(db, env, row);
  } catch (error) {
    return { text: `This message cannot be rendered: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Recent messages, newest first, with their text and headers as sent. */
export async function listOutbox(db: Queryable, env: Env, limit: number, offset: number): Promise<Page<OutboxMessage>> {
  const { rows, total } = await listOutboxRows(db, limit, offset);
  const items: OutboxMessage[] = [];
  for (const row of rows) {
    const rendered = await renderForList(db, env, row);
    items.push({
      id: Number(row.id),
      kind: row.kind,
      toAddress: row.to_address,
      subject: row.subject,
      text: rendered.text,
      claimId: row.claim_id === null ? null : Number(row.claim_id),
      status: row.status,
      attempts: Number(row.attempts),
      lastError: row.last_error,
      lastAttemptAt: optionalTime(row.last_attempt_at),
      nextAttemptAt: row.status === 'queued' ? isoTime(row.next_attempt_at) : null,
      headers: storedHeaders(row.headers) ?? rendered.headers ?? {},
      sentAt: optionalTime(row.sent_at),
      createdAt: isoTime(row.created_at),
    });
  }
  return { items, total, limit, offset };
}

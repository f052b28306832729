/**
 * Sends outbox messages. The provider is chosen by environment variables:
 * - **Resend** when `RESEND_API_KEY` and `EMAIL_FROM` are set: `POST {RESEND_API_BASE or
 *   https://api.resend.com}/emails` with an idempotency key per message, so a retry never
 *   sends twice.
 * - **none** otherwise: messages stay queued in the outbox, are printed to the server log
 *   (with the verification link) and are listed in the admin dashboard's Outbox.
 *
 * Sending is best effort, right after the transaction that queued the message commits: a
 * failure leaves the message queued with the error recorded, and never fails the request
 * that caused it.
 */
import type { Queryable } from '../db/client';
import type { Env } from '../env';
import { getOutboxRow, markSent, recordSendError, startAttempt, untriedClaimMessages } from '../queries/outbox';
import { renderOutboxMessage } from './outbox';

export type EmailProvider = 'resend';

export function emailProvider(env: Env): EmailProvider | null {
  return env.RESEND_API_KEY && env.EMAIL_FROM ? 'resend' : null;
}

const RESEND_API = 'https://api.resend.com';
const SEND_TIMEOUT_MS = 10_000;

export type DeliveryOutcome = 'sent' | 'failed' | 'logged' | 'skipped';

interface Deps {
  db: Queryable;
  env: Env;
  now: () => Date;
}

async function sendWithResend(
  env: Env,
  message: { to: string; subject: string; text: string; html: string; headers?: Record<string, string> },
  idempotencyKey: string,
) {
  const base = env.RESEND_API_BASE ?? RESEND_API;
  const response = await fetch(new URL('/emails', base), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${env.RESEND_API_KEY}`,
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey,
    },
    body: JSON.stringify({
      from: env.EMAIL_FROM,
      to: [message.to],
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.headers ? { headers: message.headers } : {}),
    }),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as { id?: string; message?: string; name?: string } | null;
  if (!response.ok || !body?.id) {
    throw new Error(`Resend answered ${response.status}: ${body?.message ?? body?.name ?? response.statusText}`);
  }
  return body.id;
}

/**
 * Delivers one queued message: 'sent' (provider accepted it), 'failed' (error recorded,
 * still queued), 'logged' (no provider: printed to the server log, still queued) or
 * 'skipped' (unknown or already sent).
 */
export async function deliverOutboxMessage(deps: Deps, id: number): Promise<DeliveryOutcome> {
  const row = await getOutboxRow(deps.db, id);
  if (!row || row.status !== 'queued') return 'skipped';
  const message = await renderOutboxMessage(deps.db, deps.env, row);
  if (!emailProvider(deps.env)) {
    console.info(
      `[email] No e-mail provider is configured (set RESEND_API_KEY and EMAIL_FROM); message ${id} stays in the outbox.\n` +
        `  To: ${message.to}\n  Subject: ${message.subject}\n  ${message.linkLabel ?? 'Verification link'}: ${message.link}`,
    );
    return 'logged';
  }
  const now = deps.now();
  if (!(await startAttempt(deps.db, id, now))) return 'skipped';
  try {
    const providerId = await sendWithResend(deps.env, message, `outbox-${id}`);
    await markSent(deps.db, id, deps.now(), providerId);
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`[email] Sending message ${id} failed; it stays queued: ${reason}`);
    await recordSendError(deps.db, id, reason);
    return 'failed';
  }
}

/**
 * Sends the not-yet-tried messages of a claim (best effort; never throws). Called after the
 * claim's transaction commits.
 */
export async function deliverClaimEmails(deps: Deps, claimId: number): Promise<void> {
  try {
    for (const id of await untriedClaimMessages(deps.db, claimId)) await deliverOutboxMessage(deps, id);
  } catch (error) {
    console.warn(`[email] Could not deliver the e-mail of claim ${claimId}:`, (error as Error).message);
  }
}

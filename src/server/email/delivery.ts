/**
 * The one way an e-mail leaves the outbox. Every caller queues its messages in the
 * transaction that decides them (./queue.ts) and, after the commit, hands their ids to
 * {@link deliverEmails}; the sweep ({@link sweepOutbox}, run by the scheduled job and the
 * local server's scheduler) sends what failed or was interrupted. Neither ever throws: a
 * message that could not be sent stays in the outbox with its error, for the next try.
 *
 * The alert run writes one row per digest, not a message per subscriber
 * (../queries/alert-digests.ts): {@link deliverAlertDigests} (after the run, and in every
 * sweep) writes a provider call's worth of their messages into the outbox at a time and hands
 * them to {@link deliverEmails}, so they are sent, retried and shown like every other message.
 *
 * The provider is chosen by environment variables:
 * - **Resend** when `RESEND_API_KEY` and `EMAIL_FROM` are set (`RESEND_API_BASE` overrides
 *   https://api.resend.com): one message with `POST /emails`, several (at most
 *   {@link DELIVERY.batchSize}) with `POST /emails/batch`, at most
 *   {@link DELIVERY.requestsPerSecond} requests a second from this process.
 * - **none** otherwise: messages stay queued, untried, are printed to the server log (with
 *   their link) and are listed in /admin's Outbox.
 *
 * Tries and idempotency: a try is claimed (counted, its retry time set by the backoff) before
 * anything is sent, so a process that dies part-way leaves the message due again at that
 * time. A message gets its idempotency key on its first try and keeps it: `outbox-<id>` when
 * it went alone, `outbox-batch-<first id>-<count>` for a batch (Resend takes one key per
 * request). A batch is retried whole, with the same messages and key, so Resend (which keeps a
 * key 24 hours, longer than every retry together) answers a repeated request without sending
 * again. After {@link DELIVERY.maxTries} tries a message is given up ('failed'); staff can
 * still send it from /admin.
 */
import type { Queryable } from '../db/client';
import type { Env } from '../env';
import {
  claimTry,
  dueOutboxIds,
  getOutboxRow,
  getOutboxRows,
  giveUpSpent,
  markSent,
  recordSendError,
  setIdempotencyKey,
  untriedMessagesOf,
  withBatchMates,
} from '../queries/outbox';
import { expandAlertDigests } from '../queries/alert-digests';
import type { OutboxOwner, OutboxRow, RenderedEmail } from './message';
import { renderOutboxMessage } from './outbox';

export const DELIVERY = {
  /** Tries of one message before it is given up. */
  maxTries: 6,
  /**
   * A message not sent this long after it was queued is given up by the sweep (one queued while
   * no provider was configured, say): its links would be stale, and Resend keeps an idempotency
   * key 24 hours. Every retry of a message falls well within it (about 6 hours).
   */
  maxAgeMs: 24 * 3_600_000,
  /** The wait after the first failed try; each further one waits {@link DELIVERY.backoffFactor} times longer. */
  firstRetryMs: 60_000,
  backoffFactor: 4,
  /** Messages in one provider call (Resend's batch limit). */
  batchSize: 100,
  /** Resend's default rate limit. */
  requestsPerSecond: 2,
  /** A sweep starts no provider call after this long (a Netlify scheduled function has 30 s). */
  sweepBudgetMs: 20_000,
  /** Messages one sweep looks at: as many as its budget can send at the rate limit, in full batches. */
  sweepLimit: 4000,
} as const;

/** How long after its `tries`-th try a message is due again: 1, 4, 16, 64, 256 minutes... */
export function retryDelayMs(tries: number): number {
  return DELIVERY.firstRetryMs * DELIVERY.backoffFactor ** Math.max(0, tries - 1);
}

export type EmailProvider = 'resend';

export function emailProvider(env: Env): EmailProvider | null {
  return env.RESEND_API_KEY && env.EMAIL_FROM ? 'resend' : null;
}

export interface DeliveryDeps {
  db: Queryable;
  env: Env;
  now: () => Date;
}

/** What a delivery did with the messages it was given (and their batch mates). */
export interface DeliveryReport {
  /** Accepted by the provider. */
  sent: number[];
  /** Tried and failed (the error is on the row; retried later, or given up). */
  failed: number[];
  /** No provider: printed to the server log, still queued. */
  logged: number[];
}

const RESEND_API = 'https://api.resend.com';
const SEND_TIMEOUT_MS = 15_000;

/** The provider refused for a reason that concerns every request (rate limit, authentication): stop this run. */
class StopSending extends Error {}

let nextRequestAt = 0;

/** Waits for this process's next request slot ({@link DELIVERY.requestsPerSecond}). */
async function paced(): Promise<void> {
  const gap = 1000 / DELIVERY.requestsPerSecond;
  const now = Date.now();
  const at = Math.max(now, nextRequestAt);
  nextRequestAt = at + gap;
  if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
}

interface ResendError {
  message?: string;
  name?: string;
}

/** Sends one message or a batch with Resend; the provider's message ids, in order. */
async function sendWithResend(env: Env, messages: RenderedEmail[], idempotencyKey: string): Promise<string[]> {
  const one = (message: RenderedEmail) => ({
    from: env.EMAIL_FROM,
    to: [message.to],
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.headers ? { headers: message.headers } : {}),
  });
  const batch = messages.length > 1;
  await paced();
  const response = await fetch(new URL(batch ? '/emails/batch' : '/emails', env.RESEND_API_BASE ?? RESEND_API), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${env.RESEND_API_KEY}`,
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey,
    },
    body: JSON.stringify(batch ? messages.map(one) : one(messages[0]!)),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as ({ id?: string; data?: Array<{ id?: string }> } & ResendError) | null;
  if (!response.ok) {
    const reason = `Resend answered ${response.status}: ${body?.message ?? body?.name ?? response.statusText}`;
    if (response.status === 429 || response.status === 401 || response.status === 403) throw new StopSending(reason);
    throw new Error(reason);
  }
  const ids = batch ? (body?.data ?? []).map((item) => item.id) : [body?.id];
  if (ids.length !== messages.length || ids.some((id) => !id)) throw new Error(`Resend answered ${response.status} without an id for every message`);
  return ids as string[];
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function headersOf(message: RenderedEmail): Record<string, string> | null {
  return message.headers && Object.keys(message.headers).length ? message.headers : null;
}

/** Messages with the same key go together; messages without one form batches of at most batchSize. */
function groups(rows: OutboxRow[]): OutboxRow[][] {
  const keyed = new Map<string, OutboxRow[]>();
  const fresh: OutboxRow[] = [];
  for (const row of rows) {
    if (!row.idempotency_key) fresh.push(row);
    else keyed.set(row.idempotency_key, [...(keyed.get(row.idempotency_key) ?? []), row]);
  }
  const batches: OutboxRow[][] = [...keyed.values()];
  for (let start = 0; start < fresh.length; start += DELIVERY.batchSize) batches.push(fresh.slice(start, start + DELIVERY.batchSize));
  return batches;
}

/** One group: claim its try, render, key, send, record. */
async function sendGroup(deps: DeliveryDeps, ids: number[], force: boolean, report: DeliveryReport): Promise<void> {
  const claimed = await claimTry(deps.db, ids, { now: deps.now(), maxTries: DELIVERY.maxTries, backoffMs: retryDelayMs, force });
  if (claimed.length === 0) return;
  const rendered: Array<{ row: OutboxRow; message: RenderedEmail }> = [];
  for (const row of claimed) {
    try {
      rendered.push({ row, message: await renderOutboxMessage(deps.db, deps.env, row) });
    } catch (error) {
      await recordSendError(deps.db, [Number(row.id)], `The message could not be rendered: ${reasonOf(error)}`, DELIVERY.maxTries);
      report.failed.push(Number(row.id));
    }
  }
  if (rendered.length === 0) return;
  const rowIds = rendered.map(({ row }) => Number(row.id));
  const existing = rendered[0]!.row.idempotency_key;
  const key = existing ?? (rowIds.length === 1 ? `outbox-${rowIds[0]}` : `outbox-batch-${rowIds[0]}-${rowIds.length}`);
  if (!existing) await setIdempotencyKey(deps.db, rowIds, key);
  try {
    const providerIds = await sendWithResend(
      deps.env,
      rendered.map(({ message }) => message),
      key,
    );
    await markSent(
      deps.db,
      rendered.map(({ row, message }, index) => ({ id: Number(row.id), providerMessageId: providerIds[index]!, headers: headersOf(message) })),
      deps.now(),
    );
    report.sent.push(...rowIds);
  } catch (error) {
    const reason = reasonOf(error);
    console.warn(`[email] Sending ${rowIds.length === 1 ? `message ${rowIds[0]}` : `messages ${rowIds.join(', ')}`} failed; retried later: ${reason}`);
    await recordSendError(deps.db, rowIds, reason, DELIVERY.maxTries);
    report.failed.push(...rowIds);
    if (error instanceof StopSending) throw error;
  }
}

/** Without a provider: each message printed to the server log, left untried in the outbox. */
async function logMessages(deps: DeliveryDeps, ids: number[], report: DeliveryReport): Promise<void> {
  for (const id of ids) {
    const row = await getOutboxRow(deps.db, id);
    if (!row || row.status !== 'queued') continue;
    const message = await renderOutboxMessage(deps.db, deps.env, row);
    console.info(
      `[email] No e-mail provider is configured (set RESEND_API_KEY and EMAIL_FROM); message ${id} stays in the outbox.\n` +
        `  To: ${message.to}\n  Subject: ${message.subject}\n  ${message.linkLabel ?? 'Verification link'}: ${message.link}`,
    );
    report.logged.push(id);
  }
}

async function deliver(deps: DeliveryDeps, ids: number[], force: boolean, budgetMs = Infinity): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: [], failed: [], logged: [] };
  await deliverInto(deps, ids, force, budgetMs, report);
  return report;
}

/** {@link deliver} into `report`: false when it stopped before the end (the provider refused every request, the budget ran out, an error). */
async function deliverInto(deps: DeliveryDeps, ids: number[], force: boolean, budgetMs: number, report: DeliveryReport): Promise<boolean> {
  const started = performance.now();
  try {
    if (ids.length === 0) return true;
    if (!emailProvider(deps.env)) {
      await logMessages(deps, ids, report);
      return true;
    }
    const all = await withBatchMates(deps.db, ids);
    const rows = (await getOutboxRows(deps.db, all)).filter((row) => row.status !== 'sent');
    for (const group of groups(rows)) {
      // What is left waits for the next sweep, with its tries untouched.
      if (performance.now() - started > budgetMs) return false;
      await sendGroup(
        deps,
        group.map((row) => Number(row.id)),
        force,
        report,
      );
    }
    return true;
  } catch (error) {
    if (!(error instanceof StopSending)) console.warn(`[email] Delivery stopped; what is left is retried later: ${reasonOf(error)}`);
    return false;
  }
}

/** How long a delivery may go on starting provider calls (what is left waits for the sweep, its tries untouched). */
export interface DeliveryOptions {
  budgetMs?: number;
}

/**
 * Sends the given queued messages now (those due; with their batch mates), after the
 * transaction that queued them committed: many at once in batches of {@link DELIVERY.batchSize}.
 * Never throws; what fails stays queued for the sweep.
 */
export function deliverEmails(deps: DeliveryDeps, ids: number[], options: DeliveryOptions = {}): Promise<DeliveryReport> {
  return deliver(deps, ids, false, options.budgetMs);
}

/** {@link deliverEmails} of the messages of a claim, quote request or saved search not tried yet. Never throws. */
export async function deliverEmailsOf(deps: DeliveryDeps, owner: OutboxOwner): Promise<DeliveryReport> {
  try {
    return await deliver(deps, await untriedMessagesOf(deps.db, owner), false);
  } catch (error) {
    console.warn(`[email] Could not look up the messages to send; the sweep sends them: ${reasonOf(error)}`);
    return { sent: [], failed: [], logged: [] };
  }
}

/** Staff's "Send now": one message (and its batch mates) whatever its next try's time, even given up. Never throws. */
export function deliverNow(deps: DeliveryDeps, id: number): Promise<DeliveryReport> {
  return deliver(deps, [id], true);
}

/**
 * The alert digests' messages (../queries/alert-digests.ts), a provider call's worth
 * ({@link DELIVERY.batchSize}) at a time: written into the outbox, then delivered as
 * {@link deliverEmails} delivers (without a provider: written and printed to the server log),
 * until none is waiting or the budget is spent; what is left waits for the next sweep. A
 * message written but not sent (a failed call, a process that died) is due in the outbox and
 * the sweep sends it. Never throws.
 */
export async function deliverAlertDigests(deps: DeliveryDeps, options: DeliveryOptions = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: [], failed: [], logged: [] };
  const started = performance.now();
  const budgetMs = options.budgetMs ?? Infinity;
  try {
    while (performance.now() - started < budgetMs) {
      const { ids, digests } = await expandAlertDigests(deps.db, DELIVERY.batchSize, deps.now());
      if (digests === 0) break;
      // Stopped (the provider refused every request, the budget ran out): the messages written wait in the outbox for the sweep.
      if (!(await deliverInto(deps, ids, false, Math.max(0, budgetMs - (performance.now() - started)), report))) break;
    }
  } catch (error) {
    console.warn(`[email] Writing the alert digests' messages stopped; the next sweep goes on: ${reasonOf(error)}`);
  }
  return report;
}

/**
 * The retry sweep: gives up messages whose tries are spent, sends the due ones (a failed try
 * whose backoff is over, or a try a dead process left), then, in the time left, the alert
 * digests' messages not written yet ({@link deliverAlertDigests}). Without a provider it only
 * writes those (the messages wait for staff or a provider). Never throws.
 */
export async function sweepOutbox(deps: DeliveryDeps, options: DeliveryOptions = {}): Promise<DeliveryReport & { givenUp: number }> {
  try {
    const started = performance.now();
    const budgetMs = options.budgetMs ?? DELIVERY.sweepBudgetMs;
    const left = () => Math.max(0, budgetMs - (performance.now() - started));
    if (!emailProvider(deps.env)) return { ...(await deliverAlertDigests(deps, { budgetMs: left() })), givenUp: 0 };
    const now = deps.now();
    const givenUp = await giveUpSpent(deps.db, { now, maxTries: DELIVERY.maxTries, queuedBefore: new Date(now.getTime() - DELIVERY.maxAgeMs) });
    const limit = Math.max(DELIVERY.sweepLimit, Math.ceil((budgetMs / 1000) * DELIVERY.requestsPerSecond * DELIVERY.batchSize));
    const due = await dueOutboxIds(deps.db, deps.now(), limit);
    const retried = await deliver(deps, due, false, left());
    const digests = await deliverAlertDigests(deps, { budgetMs: left() });
    return {
      sent: [...retried.sent, ...digests.sent],
      failed: [...retried.failed, ...digests.failed],
      logged: [...retried.logged, ...digests.logged],
      givenUp,
    };
  } catch (error) {
    console.warn(`[email] The outbox sweep failed; it runs again later: ${reasonOf(error)}`);
    return { sent: [], failed: [], logged: [], givenUp: 0 };
  }
}

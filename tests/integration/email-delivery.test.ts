/**
 * E-mail delivery with retries (src/server/email/delivery.ts) against a local server speaking
 * Resend's wire format (tests/support/fake-resend.ts): a failed send is retried with backoff,
 * its tries and last error stored; it is given up after the bound; a batch goes in one call
 * and is retried whole with the same key; a send the process never finished is picked up
 * again; and nothing goes out twice.
 */
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { DELIVERY, deliverEmails, retryDelayMs, sweepOutbox } from '../../src/server/email/delivery';
import { listOutbox } from '../../src/server/email/outbox';
import { parseEnv } from '../../src/server/env';
import { claimTry, insertOutboxRows } from '../../src/server/queries/outbox';
import { describeEachDb } from '../support/db';
import { FakeResend } from '../support/fake-resend';
import { unique } from './api-support';

interface Row {
  id: number;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  idempotency_key: string | null;
  provider_message_id: string | null;
}

const START = new Date('2032-03-01T12:00:00Z');
const later = (ms: number) => new Date(START.getTime() + ms);

describeEachDb('e-mail delivery and retries', (getDb) => {
  const resend = new FakeResend();
  let env: ReturnType<typeof parseEnv>;
  let now = START;
  const deps = () => ({ db: getDb(), env, now: () => now });

  beforeAll(async () => {
    await resend.start();
    env = parseEnv({
      PUBLIC_SITE_URL: 'https://directory.example',
      RESEND_API_KEY: 're_test_key_123',
      EMAIL_FROM: 'Charlotte Directory <no-reply@directory.example>',
      RESEND_API_BASE: resend.url,
    });
  });
  afterAll(async () => {
    await resend.stop();
  });
  beforeEach(async () => {
    now = START;
    resend.script.length = 0;
    resend.failWith = null;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Each test owns the outbox: what an earlier test left queued is not swept here.
    await getDb().query(`update public.email_outbox set status = 'failed' where status = 'queued'`);
  });

  /** Queues password reset e-mails (a kind that needs nothing else in the database) to fresh addresses. */
  async function queue(db: Db, count: number): Promise<Array<{ id: number; to: string }>> {
    const addresses = Array.from({ length: count }, () => `${unique('reader').replace(/\W+/g, '.')}@example.com`);
    const ids = await db.transaction((tx) =>
      insertOutboxRows(
        tx,
        addresses.map((to) => ({
          kind: 'password_reset' as const,
          to,
          subject: 'Reset your Charlotte Directory password',
          payload: { token: 'token-abc', expiresAt: later(3_600_000).toISOString(), page: '/owner' },
          now,
        })),
      ),
    );
    return ids.map((id, index) => ({ id, to: addresses[index]! }));
  }

  const rowOf = async (id: number) =>
    (
      await getDb().query<Row>(
        'select id::int as id, status, attempts, last_error, next_attempt_at, idempotency_key, provider_message_id from public.email_outbox where id = $1',
        [id],
      )
    )[0]!;

  it('retries a message that failed with 500 and 429 with growing waits, then sends it once with the same key', async () => {
    const [message] = await queue(getDb(), 1);
    resend.script.push({ status: 500, message: 'Internal failure' }, { status: 429, name: 'rate_limit_exceeded', message: 'Too many requests' });

    expect(await deliverEmails(deps(), [message!.id])).toEqual({ sent: [], failed: [message!.id], logged: [] });
    expect(await rowOf(message!.id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'Resend answered 500: Internal failure',
      next_attempt_at: later(retryDelayMs(1)),
    });

    now = later(retryDelayMs(1) - 1000);
    expect((await sweepOutbox(deps())).failed).toEqual([]);
    expect(resend.requestsFor(message!.to)).toHaveLength(1);

    now = later(retryDelayMs(1));
    expect((await sweepOutbox(deps())).failed).toEqual([message!.id]);
    expect(await rowOf(message!.id)).toMatchObject({
      attempts: 2,
      last_error: 'Resend answered 429: Too many requests',
      next_attempt_at: new Date(now.getTime() + retryDelayMs(2)),
    });
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));

    now = new Date(now.getTime() + retryDelayMs(2));
    expect((await sweepOutbox(deps())).sent).toEqual([message!.id]);
    expect(await rowOf(message!.id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null, provider_message_id: resend.sentTo(message!.to)[0]!.id });
    expect(resend.requestsFor(message!.to).map((r) => r.idempotencyKey)).toEqual(Array(3).fill(`outbox-${message!.id}`));
    expect(resend.sentTo(message!.to)).toHaveLength(1);

    now = later(86_400_000);
    await sweepOutbox(deps());
    expect(resend.requestsFor(message!.to)).toHaveLength(3);
  });

  it(`gives a message up after ${DELIVERY.maxTries} failed tries, and tries it no more`, async () => {
    const [message] = await queue(getDb(), 1);
    resend.failWith = { status: 500, message: 'Down for maintenance' };
    await deliverEmails(deps(), [message!.id]);
    for (let tries = 1; tries < DELIVERY.maxTries; tries++) {
      now = new Date(now.getTime() + retryDelayMs(tries));
      await sweepOutbox(deps());
    }
    expect(await rowOf(message!.id)).toMatchObject({ status: 'failed', attempts: DELIVERY.maxTries, last_error: 'Resend answered 500: Down for maintenance' });
    resend.failWith = null;
    now = later(30 * 86_400_000);
    await sweepOutbox(deps());
    expect(resend.requestsFor(message!.to)).toHaveLength(DELIVERY.maxTries);
    expect(resend.sentTo(message!.to)).toEqual([]);
  });

  it('sends several messages in one batch call with one key, and retries the same batch whole', async () => {
    const messages = await queue(getDb(), 3);
    const ids = messages.map((m) => m.id);
    resend.script.push({ status: 500, message: 'Internal failure' });
    await deliverEmails(deps(), ids);
    const key = `outbox-batch-${ids[0]}-3`;
    for (const id of ids) expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 1, idempotency_key: key });

    now = later(retryDelayMs(1));
    expect((await sweepOutbox(deps())).sent).toEqual(ids);
    const batches = resend.requests.filter((r) => r.idempotencyKey === key);
    expect(batches).toHaveLength(2);
    for (const batch of batches) {
      expect(batch.path).toBe('/emails/batch');
      expect(batch.body.map((m) => m.to[0])).toEqual(messages.map((m) => m.to));
    }
    for (const { id, to } of messages) {
      expect(resend.sentTo(to)).toHaveLength(1);
      expect((await rowOf(id)).provider_message_id).toBe(resend.sentTo(to)[0]!.id);
    }
  });

  it(`splits more than ${DELIVERY.batchSize} messages into calls of at most ${DELIVERY.batchSize}`, async () => {
    const messages = await queue(getDb(), DELIVERY.batchSize + 2);
    const report = await deliverEmails(
      deps(),
      messages.map((m) => m.id),
    );
    expect(report.sent).toHaveLength(DELIVERY.batchSize + 2);
    const calls = resend.requests.filter((r) => r.idempotencyKey?.startsWith('outbox-batch-') && messages.some((m) => m.to === r.body[0]?.to[0]));
    expect(calls.map((c) => c.body.length)).toEqual([DELIVERY.batchSize, 2]);
    for (const { to } of messages) expect(resend.sentTo(to)).toHaveLength(1);
  });

  it('does not send twice when the provider sent the message but its answer was lost', async () => {
    const [message] = await queue(getDb(), 1);
    resend.script.push({ status: 500, message: 'Gateway timeout', afterSending: true });
    await deliverEmails(deps(), [message!.id]);
    expect(resend.sentTo(message!.to)).toHaveLength(1);
    expect((await rowOf(message!.id)).status).toBe('queued');

    now = later(retryDelayMs(1));
    expect((await sweepOutbox(deps())).sent).toEqual([message!.id]);
    expect(resend.requestsFor(message!.to)).toHaveLength(2);
    expect(resend.sentTo(message!.to)).toHaveLength(1);
    expect((await rowOf(message!.id)).provider_message_id).toBe(resend.sentTo(message!.to)[0]!.id);
  });

  it('picks up a send a process claimed and never finished, once its retry time is reached', async () => {
    const [message] = await queue(getDb(), 1);
    // A try claimed as delivery does before it sends; the process dies there.
    await claimTry(getDb(), [message!.id], { now, maxTries: DELIVERY.maxTries, backoffMs: retryDelayMs });
    expect(await rowOf(message!.id)).toMatchObject({ status: 'queued', attempts: 1 });

    expect((await sweepOutbox(deps())).sent).toEqual([]);
    expect(await deliverEmails(deps(), [message!.id])).toEqual({ sent: [], failed: [], logged: [] });
    expect(resend.requestsFor(message!.to)).toEqual([]);

    now = later(retryDelayMs(1));
    expect((await sweepOutbox(deps())).sent).toEqual([message!.id]);
    expect(await rowOf(message!.id)).toMatchObject({ status: 'sent', attempts: 2, idempotency_key: `outbox-${message!.id}` });
    expect(resend.sentTo(message!.to)).toHaveLength(1);
  });

  it('never throws: an unreachable provider and a message that cannot be rendered are recorded as errors', async () => {
    const [broken, fine] = await queue(getDb(), 2);
    await getDb().query(`update public.email_outbox set payload = '{"token": "t", "expiresAt": "2032-03-01T13:00:00Z", "page": "http://[bad"}' where id = $1`, [
      broken!.id,
    ]);
    const offline = { ...deps(), env: { ...env, RESEND_API_BASE: 'http://127.0.0.1:9' } };
    const report = await deliverEmails(offline, [broken!.id, fine!.id]);
    expect(report.sent).toEqual([]);
    expect(report.failed.sort()).toEqual([broken!.id, fine!.id].sort());
    expect((await rowOf(broken!.id)).last_error).toMatch(/^The message could not be rendered/);
    expect((await rowOf(fine!.id)).last_error).toBeTruthy();
    const listed = (await listOutbox(getDb(), env, 100, 0)).items.find((m) => m.id === broken!.id);
    expect(listed?.text).toMatch(/^This message cannot be rendered/);
  });

  it("sends an alert digest with its List-Unsubscribe headers and keeps them on the row; /admin's list shows them with tries and errors", async () => {
    const to = `${unique('digest').replace(/\W+/g, '.')}@example.com`;
    const payload = { savedSearchId: 987654, label: 'Movers', total: 1, businesses: [], resultsHref: '/search?category=movers' };
    const [id] = await getDb().transaction((tx) => insertOutboxRows(tx, [{ kind: 'alert_digest', to, subject: '1 new business for Movers', payload, now }]));
    resend.script.push({ status: 500, message: 'Internal failure' });
    await deliverEmails(deps(), [id!]);
    const listed = async () => (await listOutbox(getDb(), env, 100, 0)).items.find((m) => m.id === id)!;
    expect(await listed()).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'Resend answered 500: Internal failure',
      nextAttemptAt: later(retryDelayMs(1)).toISOString(),
    });

    now = later(retryDelayMs(1));
    await sweepOutbox(deps());
    const [sent] = resend.sentTo(to);
    expect(sent!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<https:\/\/directory\.example\/api\/saved-searches\/unsubscribe\/au1\.987654\.[\w-]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const stored = (await getDb().query<{ headers: unknown }>('select headers from public.email_outbox where id = $1', [id]))[0]!.headers;
    expect(typeof stored === 'string' ? JSON.parse(stored) : stored).toEqual(sent!.headers);
    expect(await listed()).toMatchObject({ status: 'sent', attempts: 2, lastError: null, nextAttemptAt: null, headers: sent!.headers });
  });

  it('gives up a message never sent within a day of being queued (say, queued before a provider was set), and sends none of it', async () => {
    const [old] = await queue(getDb(), 1);
    now = later(DELIVERY.maxAgeMs + 60_000);
    const swept = await sweepOutbox(deps());
    expect(swept.givenUp).toBeGreaterThanOrEqual(1);
    expect(await rowOf(old!.id)).toMatchObject({ status: 'failed', attempts: 0, last_error: 'Not sent within a day of being queued; given up.' });
    expect(resend.requestsFor(old!.to)).toEqual([]);
  });

  it('leaves messages untried without a provider: the sweep sends nothing', async () => {
    const [message] = await queue(getDb(), 1);
    const none = { ...deps(), env: parseEnv({ PUBLIC_SITE_URL: 'https://directory.example' }) };
    expect(await sweepOutbox(none)).toEqual({ sent: [], failed: [], logged: [], givenUp: 0 });
    expect(await rowOf(message!.id)).toMatchObject({ status: 'queued', attempts: 0 });
  });
});

/**
 * The alert digests' messages are written when they are sent (src/server/queries/alert-digests.ts,
 * src/server/email/delivery.ts), against a local server speaking Resend's wire format: a digest
 * with more subscribers than a provider call takes goes out in calls of at most 100, one
 * message per subscriber with its own key, each sent once when the sending is interrupted
 * (a process that died after writing messages, an answer lost) and the sweep runs again; a
 * subscriber who unsubscribes between the run and the send gets nothing.
 */
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { parseSavedQuery, savedQueryText } from '../../src/domain/alerts';
import { runAlerts } from '../../src/server/alerts/run';
import type { Db } from '../../src/server/db/client';
import { DELIVERY, retryDelayMs, sweepOutbox } from '../../src/server/email/delivery';
import { parseEnv } from '../../src/server/env';
import { expandAlertDigests } from '../../src/server/queries/alert-digests';
import { indexSavedSearches } from '../../src/server/queries/alert-queries';
import { deleteSavedSearch } from '../../src/server/queries/alerts';
import { describeEachDb } from '../support/db';
import { FakeResend } from '../support/fake-resend';

const HOUR = 3_600_000;

describeEachDb('alert digests sent through the outbox', (getDb) => {
  const resend = new FakeResend();
  let env: ReturnType<typeof parseEnv>;
  let now = new Date();
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
  beforeEach(() => {
    resend.script.length = 0;
    resend.failWith = null;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  /**
   * `count` addresses save the same text search at `at`, a business answering it is published
   * an hour before `until`, and the day's run ends at `until` without sending: the saved
   * searches' ids and addresses.
   */
  async function runDigest(db: Db, word: string, count: number, at: Date, until: Date): Promise<Array<{ id: number; to: string }>> {
    const query = savedQueryText(parseSavedQuery(`search=${word}`)!);
    const saved: Array<{ id: number; to: string }> = [];
    for (let i = 0; i < count; i++) {
      const to = `${word}.${i}@example.com`;
      const [address] = await db.query<{ id: number }>('insert into public.alert_addresses (email) values ($1) returning id::int as id', [to]);
      const [row] = await db.query<{ id: number }>(
        `insert into public.saved_searches (address_id, query, frequency, status, confirm_expires_at, confirmed_at, high_water_at)
         values ($1, $2, 'daily', 'confirmed', $3, $3, $3) returning id::int as id`,
        [address!.id, query, at.toISOString()],
      );
      saved.push({ id: Number(row!.id), to });
    }
    await indexSavedSearches(
      db,
      saved.map(({ id }) => ({ id, query })),
      at,
    );
    await db.query(
      `insert into public.businesses (slug, business_name, category, address, phone, short_description, neighborhood, status, published_at)
       values ($1, $2, 'movers-packers', '1 Main St, Charlotte, NC', '704-555-0100', 'Moving help', 'uptown', 'published', $3)`,
      [`${word}-movers`, `${word[0]!.toUpperCase()}${word.slice(1)} Movers`, new Date(until.getTime() - HOUR).toISOString()],
    );
    now = until;
    const result = await runAlerts(deps(), 'command', { deliver: false });
    expect(result).toMatchObject({ emails: count, finished: true });
    return saved;
  }

  const digestRows = (ids: number[]) =>
    getDb().query<{ saved_search_id: number; alert_digest_id: number; status: string; idempotency_key: string | null }>(
      `select saved_search_id::int as saved_search_id, alert_digest_id::int as alert_digest_id, status, idempotency_key from public.email_outbox
        where kind = 'alert_digest' and saved_search_id = any(string_to_array($1, ',')::int[]) order by saved_search_id`,
      [ids.join(',')],
    );

  it('sends a digest of 250 subscribers in calls of at most 100, each message once, when the sending is cut off and the sweep runs again', async () => {
    const saved = await runDigest(getDb(), 'quokkavan', 250, new Date('2052-04-01T11:00:00Z'), new Date('2052-04-02T11:30:00Z'));
    // The run wrote the digest once, no message yet.
    expect(await digestRows(saved.map((s) => s.id))).toEqual([]);

    // A sweep wrote the first call's worth of messages and died before sending them.
    const written = await expandAlertDigests(getDb(), DELIVERY.batchSize, now);
    expect(written.ids).toHaveLength(DELIVERY.batchSize);
    // The next sweep sends them (due in the outbox), but their answer is lost: they went out.
    resend.script.push({ status: 500, message: 'Gateway timeout', afterSending: true });
    const first = await sweepOutbox(deps());
    expect(first.failed).toEqual(written.ids);
    // The same sweep went on: the digest's other 150 subscribers, written and sent.
    expect(first.sent).toHaveLength(150);
    // A sweep after the backoff retries the first call with its key: the provider does not send again.
    now = new Date(now.getTime() + retryDelayMs(1));
    expect((await sweepOutbox(deps())).sent).toEqual(written.ids);
    expect(await sweepOutbox(deps())).toEqual({ sent: [], failed: [], logged: [], givenUp: 0 });

    for (const { to } of saved) {
      const got = resend.sentTo(to);
      expect(got).toHaveLength(1);
      expect(got[0]!.subject).toBe('1 new business for “quokkavan”');
      expect(got[0]!.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/directory\.example\/api\/saved-searches\/unsubscribe\/\S+>$/);
      expect(got[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
    const calls = resend.requests.filter((r) => r.path === '/emails/batch' && r.body.some((m) => m.to[0]!.startsWith('quokkavan.')));
    // The first call, the two that went on, and the first one retried with its own key.
    expect(calls.map((c) => c.body.length)).toEqual([DELIVERY.batchSize, DELIVERY.batchSize, 50, DELIVERY.batchSize]);
    expect(calls[3]!.idempotencyKey).toBe(calls[0]!.idempotencyKey);
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(3);
    // One message per (digest, saved search), all sent; the digest's row is gone once every message was written.
    const rows = await digestRows(saved.map((s) => s.id));
    expect(rows.map((r) => r.saved_search_id)).toEqual(saved.map((s) => s.id));
    expect(new Set(rows.map((r) => r.alert_digest_id)).size).toBe(1);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    expect((await expandAlertDigests(getDb(), DELIVERY.batchSize, now)).digests).toBe(0);
  });

  it('sends nothing to a subscriber who unsubscribed after the run, before or after the message was written', async () => {
    const saved = await runDigest(getDb(), 'wallabyvan', 4, new Date('2052-05-01T11:00:00Z'), new Date('2052-05-02T11:30:00Z'));
    // Gone between the run and the send.
    expect(await deleteSavedSearch(getDb(), saved[1]!.id)).toBe(true);
    // Gone after the messages were written, before they were sent.
    await expandAlertDigests(getDb(), DELIVERY.batchSize, now);
    expect(await deleteSavedSearch(getDb(), saved[2]!.id)).toBe(true);
    await sweepOutbox(deps());
    expect(saved.map(({ to }) => resend.sentTo(to).length)).toEqual([1, 0, 0, 1]);
    expect((await digestRows(saved.map((s) => s.id))).map((r) => r.saved_search_id)).toEqual([saved[0]!.id, saved[3]!.id]);
  });
});

/**
 * Saved searches (docs/alerts.md): SQL for saving (double opt-in), confirming, the manage
 * page, unsubscribing, and the counts. The job that sends digests is src/server/alerts/run.ts.
 */
import { ALERT_LIMITS, parseSavedQuery, savedQueryText, type AlertFrequency, type SavedQuery } from '../../domain/alerts';
import { savedQueryResultsHref } from '../../domain/alert-results';
import type { Locale } from '../../i18n/locale';
import { describeSavedQueryIn, describeStoredQueryIn } from '../../i18n/saved-search-es';
import type { Db, Queryable } from '../db/client';
import { isoTime } from '../db/columns';
import { queueEmail } from '../email/queue';
import { alertConfirmExpiry } from '../email/alert-links';
import { indexSavedSearches } from './alert-queries';

type SaveOutcome = { outcome: 'saved'; id: number; queued: boolean } | { outcome: 'address_full' } | { outcome: 'email_limited' };

/**
 * Saves `query` for `email` unconfirmed and queues the confirmation (one transaction,
 * serialised per address). The same query again updates its frequency: a confirmed one
 * stays confirmed and gets no e-mail; a waiting one gets a new confirmation.
 */
export async function saveSearch(
  db: Db,
  input: { email: string; frequency: AlertFrequency; query: SavedQuery; locale?: Locale },
  now: Date,
): Promise<SaveOutcome> {
  const locale = input.locale ?? 'en';
  const email = input.email.toLowerCase();
  const query = savedQueryText(input.query);
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('saved-search:' || $1))`, [email]);
    const [address] = await tx.query<{ id: number }>(
      `insert into public.alert_addresses (email, created_at) values ($1, $2)
       on conflict (email) do update set email = excluded.email returning id::int as id`,
      [email, now.toISOString()],
    );
    const addressId = Number(address!.id);
    const [existing] = await tx.query<{ id: number; status: string }>(
      'select id::int as id, status from public.saved_searches where address_id = $1 and query = $2',
      [addressId, query],
    );
    if (existing?.status === 'confirmed') {
      await tx.query('update public.saved_searches set frequency = $2, locale = $3 where id = $1', [existing.id, input.frequency, locale]);
      return { outcome: 'saved', id: Number(existing.id), queued: false } as const;
    }
    if (!existing) {
      const [count] = await tx.query<{ n: number }>('select count(*)::int as n from public.saved_searches where address_id = $1', [addressId]);
      if (Number(count?.n ?? 0) >= ALERT_LIMITS.perAddress) return { outcome: 'address_full' } as const;
    }
    const since = new Date(now.getTime() - 24 * 3_600_000).toISOString();
    const [sent] = await tx.query<{ n: number }>(
      `select count(*)::int as n from public.email_outbox where kind = 'alert_confirmation' and to_address = $1 and created_at > $2`,
      [email, since],
    );
    if (Number(sent?.n ?? 0) >= ALERT_LIMITS.confirmationsPerDay) return { outcome: 'email_limited' } as const;
    const expiresAt = alertConfirmExpiry(now);
    const [row] = existing
      ? await tx.query<{ id: number }>(
          'update public.saved_searches set frequency = $2, confirm_expires_at = $3, locale = $4 where id = $1 returning id::int as id',
          [existing.id, input.frequency, expiresAt.toISOString(), locale],
        )
      : await tx.query<{ id: number }>(
          `insert into public.saved_searches (address_id, query, frequency, created_at, confirm_expires_at, locale)
           values ($1, $2, $3, $4, $5, $6) returning id::int as id`,
          [addressId, query, input.frequency, now.toISOString(), expiresAt.toISOString(), locale],
        );
    const id = Number(row!.id);
    await queueEmail(
      tx,
      'alert_confirmation',
      email,
      { savedSearchId: id, label: describeSavedQueryIn(input.query, locale), frequency: input.frequency, expiresAt: expiresAt.toISOString(), locale },
      now,
    );
    return { outcome: 'saved', id, queued: true } as const;
  });
}

interface SavedSearchRow {
  id: number;
  email: string;
  query: string;
  frequency: AlertFrequency;
  status: 'unconfirmed' | 'confirmed';
  created_at: Date | string;
  high_water_at: Date | string | null;
  broken_at: Date | string | null;
}

const COLUMNS = 's.id::int as id, a.email, s.query, s.frequency, s.status, s.created_at, s.high_water_at, s.broken_at';

export async function getSavedSearch(db: Queryable, id: number): Promise<SavedSearchRow | null> {
  const [row] = await db.query<SavedSearchRow>(
    `select ${COLUMNS} from public.saved_searches s join public.alert_addresses a on a.id = s.address_id where s.id = $1`,
    [id],
  );
  return row ?? null;
}

/**
 * Confirms a saved search and indexes its query for the alert job (./alert-queries.ts):
 * from now on the job matches it; businesses published from `now` are new to it.
 */
export async function confirmSavedSearch(db: Db, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [confirmed] = await tx.query<{ id: number; query: string }>(
      `update public.saved_searches set status = 'confirmed', confirmed_at = $2, high_water_at = $2 where id = $1 and status = 'unconfirmed'
       returning id::int as id, query`,
      [id, now.toISOString()],
    );
    if (confirmed) await indexSavedSearches(tx, [confirmed], now);
  });
}

/** The saved searches the address has, oldest first, as its manage page lists them. */
export async function listAddressSearches(db: Queryable, email: string): Promise<SavedSearchRow[]> {
  return db.query<SavedSearchRow>(
    `select ${COLUMNS} from public.saved_searches s join public.alert_addresses a on a.id = s.address_id where a.email = $1 order by s.created_at, s.id`,
    [email],
  );
}

/**
 * A saved search as its label and results link read: the query as it was saved, worded for a
 * reader of `locale` (the page that shows it), and `broken` when it no longer validates (or
 * the job found so and told the subscriber).
 */
export function savedSearchView(row: SavedSearchRow, locale: Locale = 'en'): { label: string; resultsHref: string; createdAt: string; broken: boolean } {
  const query = parseSavedQuery(row.query);
  return {
    label: describeStoredQueryIn(row.query, locale),
    resultsHref: savedQueryResultsHref(query ?? {}),
    createdAt: isoTime(row.created_at),
    broken: !query || Boolean(row.broken_at),
  };
}

/**
 * Unsubscribes: deletes the saved search (its queued e-mails with it) and, when it was the
 * address's last one, the address. False when it was already gone.
 */
export async function deleteSavedSearch(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.query<{ address_id: number }>('delete from public.saved_searches where id = $1 returning address_id::int as address_id', [id]);
    if (!deleted) return false;
    await tx.query('delete from public.alert_addresses a where a.id = $1 and not exists (select 1 from public.saved_searches s where s.address_id = a.id)', [
      deleted.address_id,
    ]);
    return true;
  });
}

/** Deletes searches never confirmed within their link's lifetime, and addresses left with none. */
export async function purgeUnconfirmed(db: Queryable, now: Date): Promise<void> {
  // Only the addresses of the searches deleted here can have become empty (unsubscribing
  // removes its own): the statement reads those, not every address.
  await db.query(
    `with gone as (delete from public.saved_searches where status = 'unconfirmed' and confirm_expires_at <= $1 returning id, address_id)
     delete from public.alert_addresses a
      where a.id in (select address_id from gone)
        and not exists (select 1 from public.saved_searches s where s.address_id = a.id and s.id not in (select id from gone))`,
    [now.toISOString()],
  );
}

/** /admin stats: confirmed saved searches now, and alert digests decided in the last 30 days. */
export async function alertCounts(db: Queryable, now: Date): Promise<{ savedSearches: number; alertsSent30Days: number }> {
  const since = new Date(now.getTime() - 30 * 24 * 3_600_000).toISOString();
  const [row] = await db.query<{ searches: number; sent: number }>(
    `select (select count(*)::int from public.saved_searches where status = 'confirmed') as searches,
            (select coalesce(sum(emails), 0)::int from public.alert_runs where ran_at > $1) as sent`,
    [since],
  );
  return { savedSearches: Number(row?.searches ?? 0), alertsSent30Days: Number(row?.sent ?? 0) };
}

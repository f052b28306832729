/**
 * The alert job (docs/alerts.md): each confirmed saved search that is due runs through the
 * business search (src/server/queries/business-search.ts) limited to businesses first
 * published since its high-water mark; when there are any, one digest lists up to
 * {@link ALERT_LIMITS.digestSize} of them. The mark then moves to the run's instant, in the
 * same transaction that queues the digest, so each business is announced once.
 *
 * `runAlerts` runs it now (staff, `npm run alerts:run`); `runScheduledAlerts` runs it only in
 * the daily hour and once per Charlotte day (the local server's timer and Netlify's
 * scheduled function, netlify/functions/alerts.ts).
 */
import { ALERT_LIMITS, charlotteDayHour, describeSavedQuery, isAlertHour, isDue, parseSavedQuery, type AlertRunResult } from '../../domain/alerts';
import { savedQueryResultsHref } from '../../domain/alert-results';
import { categoryLabel } from '../../domain/catalog';
import type { Db, Queryable } from '../db/client';
import { queueEmail } from '../email/queue';
import { deliverEmails } from '../email/delivery';
import type { Env } from '../env';
import { searchBusinesses } from '../queries/business-search';
import { resolvePlace } from '../queries/places';
import { claimSetting } from '../queries/app-settings';
import { claimSearchRun, listConfirmedSearches, purgeUnconfirmed, recordAlertRun, type DueRow } from '../queries/saved-searches';

export interface AlertDeps {
  db: Db;
  env: Env;
  now: () => Date;
}

type AlertTrigger = 'schedule' | 'staff' | 'command';

/** Runs one saved search; the outbox id of its digest, or null (nothing new, or another run took it). */
async function runOne(deps: AlertDeps, row: DueRow, now: Date): Promise<{ ran: boolean; mail: number | null }> {
  const query = parseSavedQuery(row.query);
  if (!query) return { ran: false, mail: null };
  const place = query.near ? await resolvePlace(deps.db, query.near) : null;
  if (query.near && !place) return { ran: false, mail: null };
  const after = new Date(row.high_water_at);
  const result = await searchBusinesses(
    deps.db,
    { ...query, status: 'published', limit: ALERT_LIMITS.digestSize, offset: 0 },
    { now, place, publishedSince: { after, until: now } },
  );
  return deps.db.transaction(async (tx: Queryable) => {
    if (!(await claimSearchRun(tx, row.id, after, now, result.total > 0))) return { ran: false, mail: null };
    if (result.total === 0) return { ran: true, mail: null };
    const mail = await queueEmail(
      tx,
      'alert_digest',
      row.email,
      {
        savedSearchId: Number(row.id),
        label: describeSavedQuery(query),
        total: result.total,
        businesses: result.businesses.map((b) => ({
          businessName: b.businessName,
          slug: b.slug,
          categoryLabel: categoryLabel(b.category),
          neighborhood: b.neighborhood,
        })),
        resultsHref: savedQueryResultsHref(query),
      },
      now,
    );
    return { ran: true, mail };
  });
}

/** Runs every due saved search now; answers how many ran and how many digests were queued. */
export async function runAlerts(deps: AlertDeps, trigger: AlertTrigger): Promise<AlertRunResult> {
  const now = deps.now();
  await purgeUnconfirmed(deps.db, now);
  const rows = await listConfirmedSearches(deps.db);
  const mails: number[] = [];
  let searches = 0;
  for (const row of rows) {
    if (!isDue(row.frequency, new Date(row.high_water_at), now)) continue;
    const outcome = await runOne(deps, row, now);
    if (outcome.ran) searches++;
    if (outcome.mail !== null) mails.push(outcome.mail);
  }
  await recordAlertRun(deps.db, { at: now, trigger, searches, emails: mails.length });
  await deliverEmails(deps, mails);
  return { searches, emails: mails.length };
}

const LAST_RUN_DAY = 'alerts_last_run_day';

/**
 * The scheduled run: null outside the daily hour (07:00 in Charlotte) or when this
 * Charlotte day already had its run (whichever process or function call got there first).
 */
export async function runScheduledAlerts(deps: AlertDeps): Promise<AlertRunResult | null> {
  const now = deps.now();
  if (!isAlertHour(now)) return null;
  const { day } = charlotteDayHour(now);
  if (!(await claimSetting(deps.db, LAST_RUN_DAY, day, now))) return null;
  return runAlerts(deps, 'schedule');
}

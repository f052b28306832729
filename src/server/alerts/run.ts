/**
 * The alert job (docs/alerts.md), turned around: instead of running every due saved search
 * through the business search, the window's newly published businesses are matched, set-wise,
 * against the percolator index of distinct saved queries (src/server/queries/alert-match.ts,
 * src/server/queries/alert-queries.ts), so a run costs about the new businesses times the
 * queries each may answer, plus a row per digest, not one search per subscriber.
 *
 * A run is a row of `alert_runs` up to its instant `until`: matched in committed chunks of
 * {@link RUN_LIMITS.matchChunk} new businesses, its digests ranked and written once per
 * (query, window) with the saved searches due for them, then the one-time notices of searches
 * whose query no longer validates queued in committed batches of {@link RUN_LIMITS.batchSize}.
 * The digests' messages, one per subscriber, are written when they are sent, a provider call's
 * worth at a time (../email/delivery.ts): the call sends what it can in the time it has left,
 * the outbox sweep the rest. A call stops starting work after {@link RUN_LIMITS.budgetMs};
 * the run stays open and the next call (the scheduled function every 15 minutes, the local
 * timer every minute, or staff) continues it from its cursors, so a cut-off run loses nothing
 * and every due search is served that day.
 *
 * `runAlerts` runs (or continues) it now; `runScheduledAlerts` opens a run only in the daily
 * hour and once per Charlotte day, and continues an open run whenever it is called.
 */
import { charlotteDayHour, isAlertHour, type AlertRunResult } from '../../domain/alerts';
import { openFilterMinute } from '../../domain/hours';
import { describeStoredQueryIn } from '../../i18n/saved-search-es';
import type { Db } from '../db/client';
import { queueEmails } from '../email/queue';
import { deliverAlertDigests, deliverEmails } from '../email/delivery';
import type { Env } from '../env';
import { claimSetting } from '../queries/app-settings';
import { finishAlertRun, markBroken, matchAlertRun, openAlertRun, startAlertRun, takeBrokenBatch, type AlertRunRow } from '../queries/alert-match';
import { indexUnindexedSearches, labelQueriesInSpanish, recheckQueryPlaces } from '../queries/alert-queries';
import { purgeUnconfirmed } from '../queries/alerts';
import { pruneAccountClients } from '../queries/staff-accounts';

export interface AlertDeps {
  db: Db;
  env: Env;
  now: () => Date;
}

type AlertTrigger = 'schedule' | 'staff' | 'command';

const RUN_LIMITS = {
  /** Subscribers of queries that no longer validate told in one committed batch. */
  batchSize: 5000,
  /** New businesses one committed match statement takes. */
  matchChunk: 100,
  /** A call stops starting batches after this long (a Netlify scheduled function has 30 s). */
  budgetMs: 20_000,
  /** Confirmed searches without an index row indexed per statement (searches saved before the index existed). */
  indexChunk: 1000,
} as const;

/** Options of a call: tests and the benchmark lower the limits or skip sending. */
export interface RunOptions {
  batchSize?: number;
  matchChunk?: number;
  budgetMs?: number;
  indexChunk?: number;
  /** False: nothing is sent, and the digests' messages are not written (the benchmark, which measures the run). */
  deliver?: boolean;
  /** The wall clock the budget is read on (tests stop a call after some batches). */
  elapsedMs?: () => number;
  /** Called when the match is over and the digests are written, before the notices of broken queries (the benchmark times the two apart). */
  onMatched?: () => void;
}

/** Tells one batch of subscribers whose query broke, in one transaction; null when the run is finished (or another call finished it). */
async function runBatch(deps: AlertDeps, run: AlertRunRow, size: number): Promise<{ ids: number[] } | { finished: AlertRunResult } | null> {
  return deps.db.transaction(async (tx) => {
    const current = await openAlertRun(tx, true);
    if (!current || current.id !== run.id) return null;
    const now = deps.now();
    const broken = await takeBrokenBatch(tx, current, size);
    if (broken.length === 0) return { finished: { ...(await finishAlertRun(tx, current, now)), finished: true } };
    const told = await queueEmails(
      tx,
      broken.map((b) => ({
        kind: 'alert_broken' as const,
        to: b.email,
        payload: { savedSearchId: b.id, label: describeStoredQueryIn(b.query, b.locale), ...(b.locale === 'en' ? {} : { locale: b.locale }) },
      })),
      now,
    );
    await markBroken(
      tx,
      broken.map((b) => b.id),
      current.until,
    );
    return { ids: told };
  });
}

/**
 * Runs the alert job now, or continues the open run: answers the messages this call decided
 * (the digests' subscribers when it ended the match, the notices it queued), and, when the
 * run finished in this call, how many due searches it served and all the run's digests. Opening a run
 * (once a day) also does the day's housekeeping: searches never confirmed go, and so do the
 * owners' devices unseen for the response time's window.
 */
export async function runAlerts(deps: AlertDeps, trigger: AlertTrigger, options: RunOptions = {}): Promise<AlertRunResult> {
  const started = performance.now();
  const elapsed = options.elapsedMs ?? (() => performance.now() - started);
  const budget = options.budgetMs ?? RUN_LIMITS.budgetMs;
  const now = deps.now();
  let run = await openAlertRun(deps.db);
  if (!run) {
    await purgeUnconfirmed(deps.db, now);
    await pruneAccountClients(deps.db, now);
    run = (await startAlertRun(deps.db, now, trigger)) ?? (await openAlertRun(deps.db));
    if (!run) return { searches: 0, emails: 0, finished: true };
  }
  if (!run.matchCursor && !run.matchedAt) await deps.db.transaction((tx) => recheckQueryPlaces(tx));
  // Every confirmed search is indexed before the match (one without a row would miss its
  // businesses); after a migration that drops the rows, that takes several calls.
  while ((await deps.db.transaction((tx) => indexUnindexedSearches(tx, now, options.indexChunk ?? RUN_LIMITS.indexChunk))) > 0) {
    if (elapsed() >= budget) return { searches: 0, emails: 0, finished: false };
  }
  await deps.db.transaction((tx) => labelQueriesInSpanish(tx));
  // The match, a chunk of new businesses per committed statement.
  const target = run;
  let matched = Boolean(run.matchedAt);
  const matchedHere = !matched;
  while (!matched) {
    if (elapsed() >= budget) return { searches: 0, emails: 0, finished: false };
    matched = await deps.db.transaction(async (tx) => {
      const current = await openAlertRun(tx, true);
      if (current?.id !== target.id || current.matchedAt) return true;
      return matchAlertRun(tx, current, openFilterMinute({ kind: 'now' }, current.until), options.matchChunk ?? RUN_LIMITS.matchChunk);
    });
  }
  options.onMatched?.();
  // The digests this call wrote when it ended the match: their messages are counted as decided.
  const digests = matchedHere ? ((await openAlertRun(deps.db))?.emails ?? 0) : 0;
  const queued: number[] = [];
  let result: AlertRunResult | null = null;
  while (!result && elapsed() < budget) {
    const outcome = await runBatch(deps, run, options.batchSize ?? RUN_LIMITS.batchSize);
    if (!outcome) result = { searches: 0, emails: digests + queued.length, finished: true };
    else if ('finished' in outcome) result = outcome.finished;
    else queued.push(...outcome.ids);
  }
  // Sending is the slow part (the provider's rate limit, docs/email.md): the run is written
  // first, then this call sends what it can in the time left; the outbox sweep sends the rest.
  if (options.deliver !== false) {
    if (queued.length) await deliverEmails(deps, queued, { budgetMs: Math.max(0, budget - elapsed()) });
    await deliverAlertDigests(deps, { budgetMs: Math.max(0, budget - elapsed()) });
  }
  return result ?? { searches: 0, emails: digests + queued.length, finished: false };
}

const LAST_RUN_DAY = 'alerts_last_run_day';

/**
 * The scheduled call: continues an open run whenever it is called; opens one only in the
 * daily hour (07:00 in Charlotte) when this Charlotte day had none (whichever process or
 * function call got there first). Null when there was nothing to do.
 */
export async function runScheduledAlerts(deps: AlertDeps, options: RunOptions = {}): Promise<AlertRunResult | null> {
  if (await openAlertRun(deps.db)) return runAlerts(deps, 'schedule', options);
  const now = deps.now();
  if (!isAlertHour(now)) return null;
  const { day } = charlotteDayHour(now);
  if (!(await claimSetting(deps.db, LAST_RUN_DAY, day, now))) return null;
  return runAlerts(deps, 'schedule', options);
}

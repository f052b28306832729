// Must stay the first import: it sets production mode before any library loads.
import '../../src/server/production-env';
import { runScheduledAlerts } from '../../src/server/alerts/run';
import { getDb } from '../../src/server/db';
import { getEnv } from '../../src/server/env';

// Evaluated when the function starts: an invalid environment fails it before any run.
getEnv();

/**
 * The alert job as a Netlify Scheduled Function (docs/alerts.md), called every 15 minutes
 * (ALERT_SCHEDULE.netlifyCron in src/domain/alerts.ts; Netlify reads the cron from this file
 * as written). The call in the 07:00 hour in Charlotte opens the day's run, once per
 * Charlotte day, standard and daylight time alike; any call continues a run that an earlier
 * call stopped at its time budget (20 s of the function's 30), so a run of any size finishes
 * within its day.
 */
export default async (): Promise<Response> => {
  const result = await runScheduledAlerts({ db: await getDb(), env: getEnv(), now: () => new Date() });
  console.info(
    !result
      ? '[alerts] No run open, and not 07:00 in Charlotte or today ran already: nothing to do.'
      : result.finished
        ? `[alerts] Run finished: ${result.searches} saved searches served, ${result.emails} digests to send.`
        : `[alerts] Run continues on the next call: ${result.emails} e-mails decided by this one.`,
  );
  return Response.json(result ?? { skipped: true });
};

export const config = { schedule: '*/15 * * * *' };

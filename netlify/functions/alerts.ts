// Must stay the first import: it sets production mode before any library loads.
import '../../src/server/production-env';
import { runScheduledAlerts } from '../../src/server/alerts/run';
import { getDb } from '../../src/server/db';
import { getEnv } from '../../src/server/env';

// Evaluated when the function starts: an invalid environment fails it before any run.
getEnv();

/**
 * The daily alert job as a Netlify Scheduled Function (docs/alerts.md). Its cron is in UTC
 * and Netlify reads it from this file as written, so it names both 11:00 and 12:00 UTC
 * (ALERT_SCHEDULE.netlifyCron in src/domain/alerts.ts): 07:00 in Charlotte under daylight
 * saving time and under standard time. The job acts only on the call that falls in the
 * 07:00 hour there, once per Charlotte day.
 */
export default async (): Promise<Response> => {
  const result = await runScheduledAlerts({ db: await getDb(), env: getEnv(), now: () => new Date() });
  console.info(
    result
      ? `[alerts] Daily run: ${result.searches} saved searches ran, ${result.emails} e-mails queued.`
      : '[alerts] Not 07:00 in Charlotte, or today ran already: nothing to do.',
  );
  return Response.json(result ?? { skipped: true });
};

export const config = { schedule: '0 11,12 * * *' };

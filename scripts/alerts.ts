/**
 * `npm run alerts:run`: runs the alert job once, now, on the configured database
 * (DATABASE_URL, else the embedded PGlite folder, which only one process may hold: stop the
 * local server first), and prints how many saved searches ran and e-mails were queued.
 * Without RESEND_API_KEY the digests stay in the outbox (/admin, Outbox) and are printed.
 */
import { MAINTENANCE_TIMEOUTS, openPglite, openPostgres } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { runAlerts } from '../src/server/alerts/run';
import { serverNow } from '../src/server/clock';
import { getEnv } from '../src/server/env';

const env = getEnv();
const db = env.DATABASE_URL
  ? openPostgres(env.DATABASE_URL, { max: 1, timeouts: MAINTENANCE_TIMEOUTS })
  : await openPglite(env.PGLITE_DATA_DIR, { timeouts: MAINTENANCE_TIMEOUTS });
try {
  await migrate(db);
  // One call stops at its time budget; the command continues the run until it finishes.
  let result = await runAlerts({ db, env, now: serverNow }, 'command');
  while (!result.finished) result = await runAlerts({ db, env, now: serverNow }, 'command');
  console.log(`Alerts: ${result.searches} saved searches served, ${result.emails} digests to send.`);
} finally {
  await db.close();
}

/**
 * The local server's scheduled jobs (`npm start`, `npm run serve`), started by the server
 * script (scripts/serve.mjs, through the API entry's `startServerJobs`), never by an import:
 * a timer looks at the server's clock once a minute, sends the outbox's due retries
 * (../email/delivery.ts) and runs the alert job in the daily hour, once per Charlotte day
 * (./run.ts). On Netlify the scheduled functions netlify/functions/alerts.ts and
 * netlify/functions/outbox.ts do the same.
 */
import { sweepOutbox } from '../email/delivery';
import { runScheduledAlerts, type AlertDeps } from './run';

const CHECK_EVERY_MS = 60_000;
/** One timer per process, however many builds the local rebuild loads (scripts/site-host.mjs). */
const STARTED = Symbol.for('charlotte-directory.alert-schedule');

export function startJobSchedule(deps: () => Promise<AlertDeps>): void {
  const global = globalThis as Record<symbol, unknown>;
  if (global[STARTED]) return;
  global[STARTED] = true;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const resolved = await deps();
      const swept = await sweepOutbox(resolved);
      if (swept.sent.length || swept.failed.length || swept.givenUp) {
        console.info(`[email] Outbox sweep: ${swept.sent.length} sent, ${swept.failed.length} failed, ${swept.givenUp} given up.`);
      }
      const result = await runScheduledAlerts(resolved);
      if (result) console.info(`[alerts] Daily run: ${result.searches} saved searches ran, ${result.emails} digests to send.`);
    } catch (error) {
      console.warn('[alerts] The daily run failed:', (error as Error).message);
    } finally {
      running = false;
    }
  };
  setInterval(() => void tick(), CHECK_EVERY_MS).unref();
}

/**
 * The local server's schedule of the alert job (`npm start`, `npm run serve`): a timer looks
 * at the server's clock once a minute and runs the job in the daily hour, once per
 * Charlotte day (./run.ts). On Netlify the scheduled function netlify/functions/alerts.ts
 * does the same.
 */
import { runScheduledAlerts, type AlertDeps } from './run';

const CHECK_EVERY_MS = 60_000;
/** One timer per process, however many builds the local rebuild loads (scripts/site-host.mjs). */
const STARTED = Symbol.for('charlotte-directory.alert-schedule');

export function startAlertSchedule(deps: () => Promise<AlertDeps>): void {
  const global = globalThis as Record<symbol, unknown>;
  if (global[STARTED]) return;
  global[STARTED] = true;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const result = await runScheduledAlerts(await deps());
      if (result) console.info(`[alerts] Daily run: ${result.searches} saved searches ran, ${result.emails} e-mails queued.`);
    } catch (error) {
      console.warn('[alerts] The daily run failed:', (error as Error).message);
    } finally {
      running = false;
    }
  };
  setInterval(() => void tick(), CHECK_EVERY_MS).unref();
}

// Must stay the first import: it sets production mode before any library loads.
import '../../src/server/production-env';
import { getDb } from '../../src/server/db';
import { sweepOutbox } from '../../src/server/email/delivery';
import { getEnv } from '../../src/server/env';

// Evaluated when the function starts: an invalid environment fails it before any run.
getEnv();

/**
 * The outbox's retry sweep as a Netlify Scheduled Function, every five minutes: messages whose
 * send failed or was cut off are sent again once their backoff is over, and those whose tries
 * are spent are given up (src/server/email/delivery.ts).
 */
export default async (): Promise<Response> => {
  const result = await sweepOutbox({ db: await getDb(), env: getEnv(), now: () => new Date() });
  console.info(`[email] Outbox sweep: ${result.sent.length} sent, ${result.failed.length} failed, ${result.givenUp} given up.`);
  return Response.json({ sent: result.sent.length, failed: result.failed.length, givenUp: result.givenUp });
};

export const config = { schedule: '*/5 * * * *' };

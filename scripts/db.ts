/**
 * Database tasks on the configured database (DATABASE_URL, else the embedded PGlite folder):
 *   migrate  apply pending migrations
 *   seed     load supabase/seed.sql
 *   reset    drop everything, migrate, seed
 *   prepare  migrate, seed an empty embedded database, and set up the local admin sign-in
 *            (prints a generated password once; what `npm start` runs)
 */
import { getEnv } from '../src/server/env';
import { MAINTENANCE_TIMEOUTS, openPglite, openPostgres } from '../src/server/db/client';
import { dropAll, isEmpty, migrate, seed } from '../src/server/db/migrate';
import { ensureLocalAdmin } from '../src/server/auth/local-admin';
import type { Db } from '../src/server/db/client';

/** Sets up the local admin sign-in; prints a generated password the one time it exists. */
async function prepareLocalAdmin(target: Db) {
  const { generatedPassword } = await ensureLocalAdmin(target, env);
  if (!generatedPassword) return;
  console.log(
    [
      '',
      '  Local admin sign-in (shown only this once; keep it somewhere safe):',
      `    password: ${generatedPassword}`,
      '  Sign in at /admin. To choose your own, set ADMIN_PASSWORD (12+ characters).',
      '  To get a new one, delete the local_admin_password_hash row of app_settings and run this again.',
      '',
    ].join('\n'),
  );
}

const command = process.argv[2];
const env = getEnv();
const db = env.DATABASE_URL
  ? openPostgres(env.DATABASE_URL, { max: 1, timeouts: MAINTENANCE_TIMEOUTS })
  : await openPglite(env.PGLITE_DATA_DIR, { timeouts: MAINTENANCE_TIMEOUTS });
const where = env.DATABASE_URL ? 'DATABASE_URL' : env.PGLITE_DATA_DIR;

try {
  switch (command) {
    case 'migrate': {
      const applied = await migrate(db);
      console.log(applied.length ? `Applied ${applied.join(', ')} to ${where}.` : `${where} is up to date.`);
      break;
    }
    case 'seed':
      await seed(db);
      console.log(`Seeded ${where}.`);
      break;
    case 'reset':
      await dropAll(db);
      await migrate(db);
      await seed(db);
      console.log(`Reset ${where}: migrated and seeded.`);
      await prepareLocalAdmin(db);
      break;
    case 'prepare': {
      await migrate(db);
      if (db.kind === 'pglite' && (await isEmpty(db))) {
        await seed(db);
        console.log(`Created the embedded database in ${where} with sample data.`);
      }
      await prepareLocalAdmin(db);
      break;
    }
    default:
      console.error('Usage: tsx scripts/db.ts migrate|seed|reset|prepare');
      process.exitCode = 2;
  }
} finally {
  await db.close();
}

/**
 * Database tasks on the configured database (DATABASE_URL, else the embedded PGlite folder):
 *   migrate  apply pending migrations
 *   seed     load supabase/seed.sql
 *   reset    drop everything, migrate, seed
 *   prepare  migrate, and seed an empty embedded database (what `npm start` runs)
 */
import { getEnv } from '../src/server/env';
import { openPglite, openPostgres } from '../src/server/db/client';
import { dropAll, isEmpty, migrate, seed } from '../src/server/db/migrate';

const command = process.argv[2];
const env = getEnv();
const db = env.DATABASE_URL ? openPostgres(env.DATABASE_URL, { max: 1 }) : await openPglite(env.PGLITE_DATA_DIR);
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
      break;
    case 'prepare': {
      await migrate(db);
      if (db.kind === 'pglite' && (await isEmpty(db))) {
        await seed(db);
        console.log(`Created the embedded database in ${where} with sample data.`);
      }
      break;
    }
    default:
      console.error('Usage: tsx scripts/db.ts migrate|seed|reset|prepare');
      process.exitCode = 2;
  }
} finally {
  await db.close();
}

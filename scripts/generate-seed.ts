/**
 * Writes supabase/seed.sql from the readable sample data in scripts/seed-data/.
 *
 *   npm run db:generate-seed
 *
 * The output is deterministic: every choice comes from a seeded random source and every
 * timestamp is fixed, so running it twice gives the same file. Each business's user_rating
 * and review_count are computed from its approved reviews.
 */
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSeedData } from './seed-data/sample-data';
import { renderSeedSql } from './seed-data/seed-sql';

export const SEED_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../supabase/seed.sql');

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  const data = buildSeedData();
  writeFileSync(SEED_PATH, renderSeedSql(data));
  console.log(
    `Wrote ${SEED_PATH}: ${data.neighborhoods.length} neighborhoods, ${data.businesses.length} businesses, ` +
      `${data.reviews.length} reviews, ${data.claims.length} claims, ${data.plans.length} plans.`,
  );
}

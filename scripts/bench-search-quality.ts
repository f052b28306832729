/**
 * `npm run bench:search-quality`: how well the business search answers realistic newcomer
 * searches (the set in data/search-quality.json) on the seeded sample data.
 *
 * For each database (a fresh in-memory PGlite; PostgreSQL too when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set, in a temporary database created and dropped here): migrates,
 * loads supabase/seed.sql, runs every query through the real `searchBusinesses` (default
 * relevance order, first ten results) and prints each query's first results and scores, then
 * the means:
 * - **hit@3**: 1 when a result of the highest gain the query can earn is among the first
 *   three (a `best` business when the query names some, else a business of one of its
 *   `categories`), else 0.
 * - **nDCG@10**: discounted cumulative gain of the first ten results (gain 2 for a `best`
 *   business, 1 for one of the query's `categories`, 0 otherwise; discount log2(rank + 1)),
 *   divided by that of the ideal order (every `best` business, then every other published
 *   business of the categories).
 *
 * Exits non-zero when a `best` slug or a category of the set is not in the seed, so the set
 * cannot silently rot when the seed changes. Not part of `npm test`.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MAINTENANCE_TIMEOUTS, openPglite, openPostgres, type Db } from '../src/server/db/client';
import { migrate, seed } from '../src/server/db/migrate';
import { searchBusinesses } from '../src/server/queries/business-search';

export const QUALITY_SET_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../data/search-quality.json');

export interface QualityQuery {
  query: string;
  /** Why the query is in the set or what makes it hard (typo, synonym...). */
  why?: string;
  /** Slugs of the businesses that should come first (gain 2). */
  best?: string[];
  /** Categories whose businesses are good answers too (gain 1). */
  categories?: string[];
}

export interface QualityScore {
  query: string;
  hit3: number;
  ndcg10: number;
  /** The first ten results: slug and gain. */
  top: Array<{ slug: string; gain: number }>;
  total: number;
  correctedSearch?: string;
}

export function readQualitySet(path = QUALITY_SET_PATH): QualityQuery[] {
  return (JSON.parse(readFileSync(path, 'utf8')) as { queries: QualityQuery[] }).queries;
}

const dcg = (gains: number[]) => gains.reduce((sum, gain, i) => sum + gain / Math.log2(i + 2), 0);

/**
 * Scores one query's ranked results. `categorySizes` is how many published businesses each
 * category has (for the ideal order).
 */
export function scoreResults(
  item: QualityQuery,
  results: Array<{ slug: string; category: string }>,
  categorySizes: ReadonlyMap<string, number>,
  best: ReadonlyMap<string, string>,
): Pick<QualityScore, 'hit3' | 'ndcg10' | 'top'> {
  const bestSet = new Set(item.best ?? []);
  const categories = new Set(item.categories ?? []);
  const gainOf = (result: { slug: string; category: string }) => (bestSet.has(result.slug) ? 2 : categories.has(result.category) ? 1 : 0);
  const top = results.slice(0, 10).map((result) => ({ slug: result.slug, gain: gainOf(result) }));
  const topGain = bestSet.size ? 2 : 1;
  const hit3 = top.slice(0, 3).some((result) => result.gain === topGain) ? 1 : 0;
  // The ideal: every best business, then the other businesses of the categories.
  const bestInCategories = [...bestSet].filter((slug) => categories.has(best.get(slug) ?? '')).length;
  const categoryCount = [...categories].reduce((sum, category) => sum + (categorySizes.get(category) ?? 0), 0) - bestInCategories;
  const ideal = [...Array<number>(bestSet.size).fill(2), ...Array<number>(Math.max(0, categoryCount)).fill(1)].slice(0, 10);
  const idealDcg = dcg(ideal);
  return { hit3, ndcg10: idealDcg ? dcg(top.map((result) => result.gain)) / idealDcg : 0, top };
}

/** Runs the whole set on a migrated, seeded database. */
export async function runQualitySet(db: Db, set: QualityQuery[]): Promise<QualityScore[]> {
  const published = await db.query<{ slug: string; category: string }>("select slug, category from public.businesses where status = 'published'");
  const categoryOf = new Map(published.map((row) => [row.slug, row.category]));
  const categorySizes = new Map<string, number>();
  for (const row of published) categorySizes.set(row.category, (categorySizes.get(row.category) ?? 0) + 1);
  const missing = set.flatMap((item) => [
    ...(item.best ?? []).filter((slug) => !categoryOf.has(slug)).map((slug) => `${item.query}: no published business ${slug}`),
    ...(item.categories ?? []).filter((category) => !categorySizes.has(category)).map((category) => `${item.query}: no category ${category}`),
  ]);
  if (missing.length) throw new Error(`The quality set does not match the seed:\n${missing.join('\n')}`);

  const scores: QualityScore[] = [];
  for (const item of set) {
    const result = await searchBusinesses(db, { search: item.query, limit: 10 });
    const ranked = result.businesses.map((business) => ({ slug: business.slug, category: business.category }));
    const score: QualityScore = { query: item.query, total: result.total, ...scoreResults(item, ranked, categorySizes, categoryOf) };
    const corrected = (result as { correctedSearch?: string }).correctedSearch;
    if (corrected) score.correctedSearch = corrected;
    scores.push(score);
  }
  return scores;
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

function report(label: string, scores: QualityScore[]) {
  console.log(`\n== ${label} ==`);
  console.log(['query'.padEnd(22), 'hit@3', 'nDCG@10', 'matches', 'first results (gain)'].join('  '));
  for (const score of scores) {
    const first =
      score.top
        .slice(0, 3)
        .map((r) => `${r.slug}(${r.gain})`)
        .join(', ') || '-';
    const note = score.correctedSearch ? ` [showing results for "${score.correctedSearch}"]` : '';
    console.log(
      [score.query.padEnd(22), String(score.hit3).padStart(5), score.ndcg10.toFixed(2).padStart(7), String(score.total).padStart(7), first + note].join('  '),
    );
  }
  const hit3 = mean(scores.map((s) => s.hit3));
  const ndcg = mean(scores.map((s) => s.ndcg10));
  console.log(
    `\n${scores.length} queries: hit@3 ${hit3.toFixed(3)} (${scores.filter((s) => s.hit3).length}/${scores.length}), mean nDCG@10 ${ndcg.toFixed(3)}`,
  );
  return { hit3, ndcg };
}

async function main() {
  const set = readQualitySet();
  console.log(`bench:search-quality: ${set.length} queries from data/search-quality.json on supabase/seed.sql`);
  const pglite = await openPglite('memory://', { timeouts: MAINTENANCE_TIMEOUTS });
  try {
    await migrate(pglite);
    await seed(pglite);
    report('PGlite', await runQualitySet(pglite, set));
  } finally {
    await pglite.close();
  }

  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server where a database may be created.');
    return;
  }
  const name = `bench_quality_${randomBytes(5).toString('hex')}`;
  const admin = openPostgres(adminUrl, { max: 1, timeouts: MAINTENANCE_TIMEOUTS });
  await admin.exec(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = openPostgres(url.href, { max: 2, timeouts: MAINTENANCE_TIMEOUTS });
    try {
      await migrate(db);
      await seed(db);
      report(`PostgreSQL (${url.host})`, await runQualitySet(db, set));
    } finally {
      await db.close();
    }
  } finally {
    await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}

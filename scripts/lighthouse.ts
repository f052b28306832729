/**
 * Lighthouse scores for pages of a running site (not part of `npm test`):
 *
 *   tsx scripts/lighthouse.ts [--desktop] [--runs=N] <baseURL> <path> [path...]
 *   e.g. tsx scripts/lighthouse.ts http://127.0.0.1:4321 /relocation-guide /guide/faq
 *
 * Runs Lighthouse with its default (mobile) settings, or its desktop preset with `--desktop`,
 * in Debian's Chromium (CHROME_PATH, else CHROMIUM_PATH or /usr/bin/chromium) with the flags
 * the browser tests use, and prints performance, accessibility, best-practices and SEO per URL
 * with the page's cumulative layout shift (CLS) and largest contentful paint (LCP), plus the audits that cost points. With
 * `--runs=N` each page is audited up to N times, stopping at the first run with 100 in every
 * category; every run is printed and the table shows the best performance score with all the
 * runs' scores in brackets (performance is what a loaded machine changes, docs/performance.md).
 * Exits non-zero if a page could not be audited in any run.
 */
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH, chromiumPath } from '../tests/support/chromium';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const args = process.argv.slice(2);
const desktop = args.includes('--desktop');
const runsArg = args.find((arg) => arg.startsWith('--runs='));
const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : 1;
const [base, ...paths] = args.filter((arg) => !arg.startsWith('--'));
if (!base || paths.length === 0 || !Number.isInteger(runs) || runs < 1) {
  console.error('Usage: tsx scripts/lighthouse.ts [--desktop] [--runs=N] <baseURL> <path> [path...]');
  process.exit(2);
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? chromiumPath([FULL_CHROMIUM_PATH]),
  chromeFlags: CHROMIUM_ARGS,
  logLevel: 'silent',
});

const rows: string[][] = [];
let failures = 0;
try {
  for (const path of paths) {
    const url = new URL(path, base).href;
    const scoresOfRuns: number[][] = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
        desktop ? desktopConfig : undefined,
      );
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) {
        // A run that failed (Lighthouse's NO_NAVSTART now and then on a busy machine) is retried.
        console.error(`${url} (run ${run}): ${lhr?.runtimeError?.message ?? 'no result'}`);
        continue;
      }
      const scores = CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100));
      scoresOfRuns.push(scores);
      const lost = CATEGORIES.flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 1)
          .map((audit) => `  - [${id}] ${audit?.title}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`),
      );
      const cls = lhr.audits['cumulative-layout-shift']?.numericValue;
      const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
      console.log(
        `${url}${runs > 1 ? ` (run ${run}, load average ${(loadavg()[0] ?? 0).toFixed(1)})` : ''}\n` +
          `  performance ${scores[0]}, accessibility ${scores[1]}, best-practices ${scores[2]}, SEO ${scores[3]}; CLS ${cls === undefined ? '-' : cls.toFixed(3)}, LCP ${lcp === undefined ? '-' : `${(lcp / 1000).toFixed(1)} s`}`,
      );
      if (lost.length) console.log(lost.join('\n'));
      if (scores.every((score) => score === 100)) break;
    }
    if (scoresOfRuns.length === 0) {
      failures += 1;
      continue;
    }
    const best = scoresOfRuns.reduce((a, b) => ((b[0] ?? 0) > (a[0] ?? 0) ? b : a));
    const performance = scoresOfRuns.length > 1 ? `${best[0]} (${scoresOfRuns.map((s) => s[0]).join(', ')})` : String(best[0]);
    rows.push([path, performance, ...best.slice(1).map(String)]);
  }
} finally {
  chrome.kill();
}

const header = ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO'];
console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
process.exit(failures ? 1 : 0);

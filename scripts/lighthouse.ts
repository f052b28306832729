/**
 * Lighthouse scores for pages of a running site (not part of `npm test`):
 *
 *   tsx scripts/lighthouse.ts <baseURL> <path> [path...]
 *   e.g. tsx scripts/lighthouse.ts http://127.0.0.1:4321 /relocation-guide /guide/faq
 *
 * Runs Lighthouse with its default (mobile) settings in Debian's Chromium (CHROME_PATH, else
 * CHROMIUM_PATH or /usr/bin/chromium) with the flags the browser tests use, and prints
 * performance, accessibility, best-practices and SEO per URL with the page's cumulative layout
 * shift (CLS), plus the audits that cost points.
 * Exits non-zero if a page could not be audited.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH, chromiumPath } from '../tests/support/chromium';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error('Usage: tsx scripts/lighthouse.ts <baseURL> <path> [path...]');
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
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) {
      failures += 1;
      console.error(`${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
      continue;
    }
    const scores = CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return score === null || score === undefined ? '-' : String(Math.round(score * 100));
    });
    rows.push([path, ...scores]);
    const lost = CATEGORIES.flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => `  - [${id}] ${audit?.title}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`),
    );
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue;
    console.log(
      `${url}\n  performance ${scores[0]}, accessibility ${scores[1]}, best-practices ${scores[2]}, SEO ${scores[3]}; CLS ${cls === undefined ? '-' : cls.toFixed(3)}`,
    );
    if (lost.length) console.log(lost.join('\n'));
  }
} finally {
  chrome.kill();
}

const header = ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO'];
console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
process.exit(failures ? 1 : 0);

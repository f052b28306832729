import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Astro and JSX drop a line break (and its indentation) between text and an element, so
 *   'See\n<a href="/premium-features">Premium Features</a>' renders 'SeePremium Features'
 * (/advertising once read "SeePremium Features", "theupgrade page", "andneighborhood").
 * Such a break needs an explicit {' '}. This scans every page, component and island.
 */
const INLINE = '(?:a|strong|em|code|span|b|i|abbr|kbd|time|small|mark)';
const TEXT_THEN_ELEMENT = { end: /[A-Za-z0-9,.;:!?)]$/, next: new RegExp(`^<${INLINE}[\\s>]`) };
const ELEMENT_THEN_TEXT = { end: new RegExp(`</${INLINE}>$`), next: /^[A-Za-z(]/ };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(astro|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Lines of text (not code: attributes, comments, statements) that end where the next line's element or text begins. */
function glueBreaks(source: string): string[] {
  const lines = source.split('\n');
  const found: string[] = [];
  for (let i = 0; i < lines.length - 1; i++) {
    const line = lines[i]!.trim();
    const next = lines[i + 1]!.trim();
    if (!line || !next) continue;
    if (/^[A-Za-z][\w-]*=/.test(line) || /^(\/\/|\*|\/\*|\{\/\*|import |export |const |let |return |if |\})/.test(line)) continue;
    // An element alone on its line whose content starts with {' '} brings its own space.
    const spacedContent = /^<[^<]*>$/.test(next) && (lines[i + 2] ?? '').trim().startsWith("{' '}");
    for (const rule of [TEXT_THEN_ELEMENT, ELEMENT_THEN_TEXT]) {
      if (rule.end.test(line) && rule.next.test(next) && !(rule === TEXT_THEN_ELEMENT && spacedContent))
        found.push(`${i + 1}: ${line.slice(-40)} ⏎ ${next.slice(0, 40)}`);
    }
  }
  return found;
}

describe('JSX/Astro whitespace', () => {
  it('finds the bug it looks for', () => {
    expect(glueBreaks('<p>\n  Featured never changes reviews. See\n  <a href="/premium-features">Premium Features</a>\n</p>')).toHaveLength(1);
    expect(glueBreaks('<p>\n  Write to <a href="mailto:x">x</a>\n  or call us.\n</p>')).toHaveLength(1);
    expect(glueBreaks("<p>\n  reviews.{' '}See <a href=\"/a\">A</a>{' '}\n  or call us.\n</p>")).toEqual([]);
    expect(glueBreaks('<a>\n  Call\n  <span className="sr-only">\n    {\' \'}\n    {name}\n  </span>\n</a>')).toEqual([]);
    expect(glueBreaks('<a>\n  Call\n  <span className="sr-only">\n    {name}\n  </span>\n</a>')).toHaveLength(1);
  });

  it('never glues words to links or emphasis across a line break', () => {
    const problems = sourceFiles('src').flatMap((file) => glueBreaks(readFileSync(file, 'utf8')).map((hit) => `${file}:${hit}`));
    // Known fine: a label followed by a required-field star, a button label followed by sr-only text starting with a space.
    const allowed = [/ClaimBusinessForm\.tsx:\d+: Category ⏎ <span className="text-red-700"/, /Overview\.tsx:\d+: Open queue ⏎ <span className="sr-only"> for/];
    expect(problems.filter((problem) => !allowed.some((rule) => rule.test(problem)))).toEqual([]);
  });
});

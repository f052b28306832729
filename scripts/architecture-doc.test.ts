/**
 * docs/architecture.md stays a true map of the islands: its src/islands/ section names every
 * folder there, and no folder that is gone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('docs/architecture.md', () => {
  it('lists every island folder, and only those', () => {
    const folders = readdirSync('src/islands', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const doc = readFileSync('docs/architecture.md', 'utf8');
    const section = /^src\/islands\/ .*\n((?: {2}.*\n| {18}.*\n)+)/m.exec(doc)?.[1] ?? '';
    const listed = [...section.matchAll(/^ {2}([a-z][a-z0-9-]*)\/ /gm)].map((match) => match[1]).sort();
    expect(folders.length).toBeGreaterThan(5);
    expect(listed).toEqual(folders);
  });
});

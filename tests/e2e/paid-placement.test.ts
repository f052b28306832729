/**
 * The paid-placement rule is stated where businesses read about advertising, and
 * the copy reads as written (no words glued to links).
 */
import { describe, expect, it } from 'vitest';
import { PAID_PLACEMENT_RULE } from '../../src/domain/search';
import { baseURL } from '../support/browser';

/** The page's text as a reader sees it (tags removed; whitespace collapsed). */
async function textOf(path: string): Promise<string> {
  const response = await fetch(new URL(path, baseURL()));
  expect(response.status).toBe(200);
  const html = await response.text();
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return main
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

describe('paid placement', () => {
  it.each(['/advertising', '/premium-features'])('%s states that premium never reorders results', async (path) => {
    const text = await textOf(path);
    expect(text).toContain(PAID_PLACEMENT_RULE);
    expect(text).not.toMatch(/priority placement|comes? first in relevance/i);
  });

  it('/advertising reads with spaces before its links', async () => {
    const text = await textOf('/advertising');
    for (const phrase of ['See Premium Features', 'the upgrade page', 'and neighborhood profiles']) expect(text).toContain(phrase);
  });
});

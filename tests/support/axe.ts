import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The WCAG 2.2 AA rule tags every page is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it is now and fails with a readable list of violations. The page is
 * scrolled to the top first: axe's target-size rule measures only the part of a control not
 * covered by other elements, so a checkbox that a test's last step left half under the sticky
 * site header would count as too small, a result of the scroll position, not of the page.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

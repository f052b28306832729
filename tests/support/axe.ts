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
 *
 * Every rule of the tags runs on every element; only violations are collected in full
 * (`resultTypes`), and axe runs in the page and its same-origin frames without opening a blank
 * page to merge their results (legacy mode), which would skip a cross-origin frame: the site
 * shows none in the tests (Stripe's cannot load here). A listing page's scan: 5.2-6.2 s -> 1.9-2.5 s
 * (docs/testing.md); tests/e2e/axe-check.test.ts shows that it still finds what it should.
 */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page), `axe violations on ${page.url()}`).toEqual([]);
}

/** What {@link expectNoAxeViolations} checks: one line per violated rule, `id: help (targets)`. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const { violations } = await new AxeBuilder({ page })
    // options() replaces every option: before withTags(), which adds its own.
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

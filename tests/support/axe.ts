import axe from 'axe-core';
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
 * Every rule of the tags runs on every element of the page and of its same-origin frames; only
 * violations are collected in full (`resultTypes`). A listing page's scan takes about 2 s
 * (docs/testing.md); tests/e2e/axe-check.test.ts shows that it finds what it should.
 */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page), `axe violations on ${page.url()}`).toEqual([]);
}

type AxeWindow = Window & { axe: typeof axe };

/**
 * What {@link expectNoAxeViolations} checks: one line per violated rule, `id: help (targets)`.
 *
 * axe is put into every frame and awaited before the run, and the run asks each frame for its
 * results without first pinging it (`pingWaitTime: 0`): a ping unanswered within its 500 ms
 * would drop the frame from the results without a word, which a busy machine did. A frame that
 * does not answer now fails the scan after `frameWaitTime`.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await transitionsEnded(page);
  for (const frame of page.frames()) {
    await frame.evaluate(axe.source);
    await frame.evaluate(() => (window as unknown as AxeWindow).axe.configure({ allowedOrigins: ['<same_origin>'] }));
  }
  const { violations } = await page.evaluate(
    (tags) =>
      (window as unknown as AxeWindow).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        pingWaitTime: 0,
        frameWaitTime: 30_000,
      }),
    WCAG_TAGS,
  );
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Waits up to 5 s for the page's finite CSS transitions and animations to end (a spinner's never
 * does, and is not waited for). A colour caught mid-transition belongs to neither state: a tab
 * just clicked, its button fading from white to blue, failed color-contrast so on a busy machine.
 */
async function transitionsEnded(page: Page) {
  const running = () =>
    page.evaluate(
      () => document.getAnimations().filter((each) => each.playState === 'running' && Number.isFinite(Number(each.effect?.getComputedTiming().endTime))).length,
    );
  await expect
    .poll(running, { timeout: 5_000, interval: 50 })
    .toBe(0)
    .catch(() => undefined);
}

import { describe, expect, it } from 'vitest';
import { baseURL, islandsHydrated, useBrowser } from '../support/browser';

/**
 * Every page type loads without console errors and without Content Security Policy
 * violations (a blocked script or style would show up here first).
 */
describe('pages load cleanly', () => {
  const browser = useBrowser();

  it.each([
    '/',
    '/search?q=mov',
    '/charlotte/movers-packers',
    '/claim-business',
    '/neighborhoods',
    '/neighborhoods/noda',
    '/neighborhoods/guides/families',
    '/relocation-guide',
    '/guide/faq',
    '/guide/moving-checklist',
    '/premium-upgrade',
    '/admin',
    'business page',
  ])('%s', async (target) => {
    let path = target;
    if (target === 'business page') {
      const { businesses } = await (await fetch(`${baseURL()}/api/businesses?limit=1`)).json();
      path = `/charlotte/listing/${businesses[0].slug}`;
    }
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.exposeFunction('reportCspViolation', (text: string) => problems.push(`CSP: ${text}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`,
        );
      });
    });
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await islandsHydrated(page);
    expect(problems).toEqual([]);
  });
});

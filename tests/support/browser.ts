import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { ownSiteBaseURL } from './site';

/**
 * The URL of the server this test file runs against: its own site after `useOwnSite()`
 * (tests/support/site.ts), else the shared server (read-only files).
 */
export const baseURL = () => ownSiteBaseURL() ?? inject('baseURL');

/**
 * Starts one Chromium for the calling test file. `newPage()` opens a page in a fresh
 * context (its own cookies and storage) with the file's server (`baseURL()`) as base URL;
 * the test's contexts close when it ends, since an open page keeps running its timers,
 * animations and map in Chromium, which is most of the browser tier's CPU.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
      if (!browser) throw new Error('browser not started');
      const context = await browser.newContext({ baseURL: baseURL(), ...options });
      contexts.push(context);
      return context.newPage();
    },
  };
}

/**
 * Waits until every island that hydrates without being scrolled to has hydrated (Astro drops
 * its `ssr` attribute): a control used before that is server-rendered HTML React has not
 * taken over yet.
 */
export async function islandsHydrated(page: Page) {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="visible"])'));
}

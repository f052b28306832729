import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import { ownSiteBaseURL } from './site';

/**
 * The URL of the server this test file runs against: its own site after `useOwnSite()`
 * (tests/support/site.ts), else the shared server (read-only files).
 */
export const baseURL = () => ownSiteBaseURL() ?? inject('baseURL');

/**
 * Connects the calling test file to the run's Chromium (started once by the e2e global setup,
 * tests/support/e2e-global-setup.ts: a launch per file cost about 1.6 CPU seconds).
 * `newPage()` opens a page in a fresh context (its own cookies, storage and cache) with the
 * file's server (`baseURL()`) as base URL; the test's contexts close when it ends, since an
 * open page keeps running its timers, animations and map in Chromium, which is most of the
 * browser tier's CPU. Contexts are what isolates files from each other, as before.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
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

/** A download's content as text. Read through the connection: the file is on the run's Chromium's side, not this process's. */
export async function downloadText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

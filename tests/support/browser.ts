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
      await context.addInitScript(recordToasts);
      const page = await context.newPage();
      recordTrouble(page);
      return page;
    },
  };
}

/** A toast the page showed, as `window.__toasts` keeps it (read by `toastWith`, tests/support/site-api.ts). */
export interface ToastRecord {
  role: 'status' | 'alert';
  text: string;
  read?: boolean;
}

/**
 * Runs in every page before its scripts: keeps the text of each toast shown, in order, after it
 * has closed. A toast closes itself after 5 s; on a busy machine the test process's next look can
 * come later than that (the editor's "Draft saved" was missed so), while this observer runs in
 * the page as the toast's text is put in, before the page's timer can take it out.
 */
export function recordToasts() {
  const log: ToastRecord[] = [];
  (window as unknown as { __toasts: ToastRecord[] }).__toasts = log;
  const watch = () => {
    const region = document.querySelector('cd-toaster');
    if (!region) return;
    // The Toaster puts each toast in as new elements: a title element not seen before is a new toast, even with the same words.
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const role of ['status', 'alert'] as const) {
        const slot = region.querySelector(`[role="${role}"]`);
        const title = slot?.querySelector('[data-toast-title]');
        if (!slot || !title || seen.has(title)) continue;
        seen.add(title);
        log.push({ role, text: slot.textContent ?? '' });
      }
    }).observe(region, { subtree: true, childList: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watch, { once: true });
  else watch();
}

/**
 * Waits until every island that hydrates without being scrolled to has hydrated (Astro drops
 * its `ssr` attribute): a control used before that is server-rendered HTML React has not
 * taken over yet.
 */
export async function islandsHydrated(page: Page) {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="visible"])'));
}

const troubles = new WeakMap<Page, string[]>();

/** Keeps what went wrong in `page` on the site's side (errors, failed requests, a crash) for `searchHydrated`'s failure message. */
function recordTrouble(page: Page) {
  const list: string[] = [];
  troubles.set(page, list);
  const site = new URL(baseURL()).origin;
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') list.push(`console.${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => list.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(site)) list.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('crash', () => list.push('the page crashed'));
}

/** What the page shows of its islands and their scripts, and whether it still runs idle callbacks; given up after 5 s. */
async function islandReport(page: Page): Promise<string> {
  const report = page.evaluate(async () => {
    const idle = await Promise.race([
      new Promise((resolve) => requestIdleCallback(() => resolve('ran'))),
      new Promise((resolve) => setTimeout(() => resolve('did not run within 2 s'), 2000)),
    ]);
    const islands = [...document.querySelectorAll('astro-island')].map(
      (island) => `${island.getAttribute('component-export')} (${island.getAttribute('client')})${island.hasAttribute('ssr') ? ' not hydrated' : ' hydrated'}`,
    );
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .map((entry) => `${new URL(entry.name).pathname} at ${Math.round(entry.startTime)} ms, ${Math.round(entry.duration)} ms, status ${entry.responseStatus}`);
    return { readyState: document.readyState, msSinceNavigation: Math.round(performance.now()), idleCallback: idle, islands, scripts };
  });
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('the page did not answer within 5 s'), 5000));
  const answer = await Promise.race([report.catch((error: Error) => `the page could not be read: ${error.message}`), timeout]);
  return JSON.stringify({ page: answer, trouble: troubles.get(page) ?? [] }, null, 2);
}

/**
 * Waits until the search island has hydrated: React has rendered on the client (the island sets
 * `data-hydrated`), so a control's change reaches it. When it has not within Playwright's wait,
 * fails with the page's islands, script timings, idle-callback state and errors.
 */
export async function searchHydrated(page: Page) {
  try {
    await page.waitForSelector('[data-hydrated]', { state: 'attached' });
  } catch (error) {
    throw new Error(`The search island did not hydrate: ${(error as Error).message}\n${await islandReport(page)}`, { cause: error });
  }
}

/** A download's content as text. Read through the connection: the file is on the run's Chromium's side, not this process's. */
export async function downloadText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The accessibility check every browser file uses (tests/support/axe.ts) finds what a visitor
 * would meet, in the page and in a same-origin frame, and nothing on a clean page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';

const browser = useBrowser();
const ORIGIN = 'http://axe-check.test';

/** Serves `pages` (path -> HTML) on one made-up origin, so that a page and its frame share it. */
async function serve(page: Page, pages: Record<string, string>) {
  await page.route(`${ORIGIN}/**`, (route) => {
    const body = pages[new URL(route.request().url()).pathname];
    return body ? route.fulfill({ contentType: 'text/html', body }) : route.fulfill({ status: 404, body: '' });
  });
}

const html = (title: string, main: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${main}</main></body></html>`;

describe('the axe check', () => {
  it('names each violated rule with its element, also inside a same-origin frame, and passes a clean page', async () => {
    const page = await browser.newPage();
    await serve(page, {
      '/': html(
        'Check',
        `<h1>A page</h1>
        <button id="unnamed"></button>
        <img id="no-alt" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
        <p id="faint" style="color:#bbb;background:#fff">Hard to read</p>
        <iframe id="frame" title="A frame" src="/frame"></iframe>`,
      ),
      '/frame': '<!doctype html><html lang="en"><head><title>Inner</title></head><body><a id="empty-link" href="/x"></a></body></html>',
      '/clean': html('Clean', '<h1>A page</h1><p>Readable.</p>'),
    });
    await page.goto(`${ORIGIN}/`);
    await page.frameLocator('#frame').locator('#empty-link').waitFor({ state: 'attached' });
    const found = await axeViolations(page);
    expect(found.map((line) => line.split(':')[0]).sort()).toEqual(['button-name', 'color-contrast', 'image-alt', 'link-name']);
    expect(found.find((line) => line.startsWith('link-name'))).toContain('#frame');

    await page.goto(`${ORIGIN}/clean`);
    expect(await axeViolations(page)).toEqual([]);
  });
});

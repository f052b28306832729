import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4391';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const show = async (path, wait = 1500) => {
  await page.goto(base + path);
  await page.waitForTimeout(wait);
  const text = (await page.locator('main').innerText().catch(() => page.locator('body').innerText())).replace(/\n+/g, ' | ').slice(0, 900);
  console.log(`\n== ${path}\n${text}`);
};
for (const p of process.argv.slice(2)) await show(p);
await browser.close();

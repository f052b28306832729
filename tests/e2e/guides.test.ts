import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/domain/catalog';
import { factById } from '../../src/domain/facts';
import { expectNoAxeViolations } from '../support/axe';
import { baseURL, useBrowser } from '../support/browser';

/** The ten guides on the hub, in card order, with their page headings. */
const HUB_GUIDES = [
  ['charlotte-overview', 'Charlotte Overview'],
  ['moving-checklist', 'Moving Checklist'],
  ['getting-settled', 'Getting Settled in Charlotte'],
  ['neighborhoods', 'Charlotte Neighborhoods and Housing Guide'],
  ['local-services', 'Local Services for Newcomers'],
  ['schools-childcare', 'Schools and Childcare in Charlotte'],
  ['healthcare', 'Healthcare in Charlotte'],
  ['transportation', 'Getting Around Charlotte'],
  ['culture-community', 'Culture and Community in Charlotte'],
  ['faq', 'New Resident FAQ'],
] as const;
const ALL_GUIDES = [...HUB_GUIDES, ['cost-of-living', 'Cost of Living in Charlotte (2025)']] as const;

const PHASES = ['60 Days Before', '30 Days Before', '14 Days Before', '7 Days Before', 'Moving Day', 'First Week'];
const FAQ_CATEGORIES = ['Moving & Logistics', 'Housing & Neighborhoods', 'Legal & Administrative', 'Cost of Living & Finances', 'Schools & Education'];

const browser = useBrowser();

async function texts(page: Page, selector: string) {
  return (await page.locator(selector).allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

async function hrefs(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

async function activeId(page: Page) {
  return page.evaluate(() => document.activeElement?.id ?? '');
}

/** The text drawn on a PDF's pages: inflates its content streams and decodes the Tj strings. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const streams = /<<([^]*?)>>\s*stream\r?\n/g;
  let content = '';
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const data = bytes.subarray(start, raw.indexOf('endstream', start));
    content += (/\/FlateDecode/.test(match[1] ?? '') ? inflateSync(data) : data).toString('latin1');
  }
  return [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1')).join('\n');
}

describe('relocation guide hub', () => {
  it('shows the 10 guide cards in order, quick links to the directory and its social tags', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/relocation-guide');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').innerText()).resolves.toBe('Charlotte Relocation Guide');
    expect(await hrefs(page, '[data-guide-card] a')).toEqual(HUB_GUIDES.map(([slug]) => `/guide/${slug}`));

    const quickLinks = await hrefs(page, '[data-quick-links] a');
    expect(quickLinks).toContain('/categories');
    const categoryLinks = quickLinks.filter((href) => href?.startsWith('/charlotte/'));
    expect(categoryLinks.length).toBeGreaterThanOrEqual(8);
    const values = CATEGORIES.map((c) => `/charlotte/${c.value}`);
    for (const href of categoryLinks) expect(values).toContain(href);
    expect(quickLinks).toContain('/charlotte/movers-packers');

    await expect(page.title()).resolves.toBe('Charlotte Relocation Guide - Charlotte Directory');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/move to Charlotte/i);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('Charlotte Relocation Guide - Charlotte Directory');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/relocation-guide$/);
  });

  it('/guides answers a permanent redirect to /relocation-guide', async () => {
    const response = await fetch(`${baseURL()}/guides`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', baseURL()).pathname).toBe('/relocation-guide');

    const page = await browser.newPage();
    await page.goto('/guides');
    expect(new URL(page.url()).pathname).toBe('/relocation-guide');
    await expect(page.locator('h1').innerText()).resolves.toBe('Charlotte Relocation Guide');
  });
});

describe('every guide page', () => {
  it.each(ALL_GUIDES)('/guide/%s has its heading, a back link to the hub, onward links and social tags', async (slug, heading) => {
    const page = await browser.newPage();
    const response = await page.goto(`/guide/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').innerText()).resolves.toBe(heading);
    await expect(page.title()).resolves.toBe(`${heading} - Charlotte Relocation Guide - Charlotte Directory`);

    const back = page.locator('[data-back-link]');
    expect(await back.getAttribute('href')).toBe('/relocation-guide');
    await expect(back.innerText()).resolves.toContain('Back to Relocation Guide');
    expect((await hrefs(page, '#keep-reading a')).length).toBeGreaterThanOrEqual(2);

    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(50);
    expect(await page.locator('meta[property="og:description"]').getAttribute('content')).toBe(description);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain(heading);
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toMatch(new RegExp(`/guide/${slug}$`));
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^https?:\/\//);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/guide/${slug}$`));
  });
});

describe('guide contents', () => {
  it('overview: 8 quick facts', async () => {
    const page = await browser.newPage();
    await page.goto('/guide/charlotte-overview');
    await expect(page.locator('[data-facts="quick-facts"] [data-fact]').count()).resolves.toBe(8);
    expect(await texts(page, '[data-facts="quick-facts"] dt')).toContain('Population');
  });

  it('getting settled: utilities providers, DMV steps, the four deadlines and three figures', async () => {
    const page = await browser.newPage();
    await page.goto('/guide/getting-settled');
    const utilities = (await texts(page, '[data-utility]')).join('\n');
    for (const provider of ['Duke Energy', 'Piedmont Natural Gas', 'Charlotte Water', 'Spectrum', 'AT&T Fiber', 'Google Fiber']) {
      expect(utilities).toContain(provider);
    }
    expect(await page.locator('[data-dmv-steps] > li').count()).toBeGreaterThanOrEqual(4);
    const facts = async (name: string) =>
      page
        .locator(`[data-facts="${name}"] [data-fact]`)
        .evaluateAll((cards) => cards.map((card) => [card.querySelector('dt')?.textContent?.trim(), card.querySelector('dd')?.textContent?.trim()]));
    expect(await facts('deadlines')).toEqual([
      ["Driver's licence", factById('licence-deadline-days').text],
      ['Vehicle registration', factById('vehicle-deadline-days').text],
      ['Voter registration', '25 days before an election'],
      ['In-state tuition', '12 months'],
    ]);
    expect(await facts('figures')).toEqual([
      ['Licence fee', '$6.50'],
      ['Vehicle registration', '$46.25 a year'],
      ['State income tax', `${factById('income-tax-2026').text} flat`],
    ]);
    // the fees and rates come from the facts file (data/facts/facts.json)
    expect(factById('dmv-licence-per-year').text).toBe('$6.50');
    expect(factById('dmv-registration-private').text).toBe('$46.25');
    const figureDetails = await page.locator('[data-facts="figures"]').innerText();
    expect(figureDetails).toContain('$52');
    expect(figureDetails).toContain('4.99% in 2022');
    expect(await page.locator('[data-reviewed]').getAttribute('datetime')).toMatch(/^2026-\d{2}-\d{2}$/);
    expect(await page.locator('[data-reviewed]').innerText()).toMatch(/^Updated [A-Z][a-z]+ \d{1,2}, 2026$/);
  });

  it('neighborhoods guide: housing types', async () => {
    const page = await browser.newPage();
    await page.goto('/guide/neighborhoods');
    expect(await page.locator('[data-housing-type]').count()).toBeGreaterThanOrEqual(4);
    expect(await hrefs(page, 'main a')).toContain('/neighborhoods#comparison-table');
  });

  it('local services: service categories linking into the directory and a booking timeline', async () => {
    const page = await browser.newPage();
    await page.goto('/guide/local-services');
    const links = await hrefs(page, '[data-service-category] a');
    expect(links.length).toBeGreaterThanOrEqual(6);
    const values = CATEGORIES.map((c) => `/charlotte/${c.value}`);
    for (const href of links) expect(values).toContain(href);
    expect(await page.locator('[data-timeline-step]').count()).toBeGreaterThanOrEqual(4);
  });

  it('FAQ: the Quick Help strip, five categories of four questions and the Still Have Questions card', async () => {
    const page = await browser.newPage();
    await page.goto('/guide/faq');
    expect(await texts(page, '[data-quick-help-card] h3')).toEqual(['Emergency services', 'DMV', 'Major hospitals', 'Public transit']);
    expect(await texts(page, '[data-faq-category] h2')).toEqual(FAQ_CATEGORIES);
    for (const category of await page.locator('[data-faq-category]').all()) {
      await expect(category.locator('[data-accordion-trigger]').count()).resolves.toBe(4);
    }
    await expect(page.locator('[data-still-have-questions] h2').innerText()).resolves.toBe('Still Have Questions?');
    expect(await hrefs(page, '[data-still-have-questions] a')).toEqual([
      '/guide/moving-checklist',
      '/guide/neighborhoods',
      '/guide/getting-settled',
      '/guide/local-services',
    ]);
  });

  it('healthcare: 3 systems showing 3 locations and "+N more locations", 4 service types, 3 insurance options, emergency and after-hours lists', async () => {
    const page = await browser.newPage();
    await page.goto('/guide/healthcare');
    const systems = page.locator('[data-health-system]');
    await expect(systems.count()).resolves.toBe(3);
    expect(await texts(page, '[data-health-system] h3')).toEqual(['Atrium Health', 'Novant Health', 'CaroMont Health']);
    for (const system of await systems.all()) {
      await expect(system.locator('[data-locations] [data-location]').count()).resolves.toBe(3);
      const more = system.locator('[data-more-locations] summary');
      expect((await more.innerText()).trim()).toMatch(/^\+\d+ more locations$/);
      const hidden = Number(/\d+/.exec(await more.innerText())?.[0]);
      await more.click();
      await expect(system.locator('[data-more-locations] li').count()).resolves.toBe(hidden);
    }
    expect((await texts(page, '[data-locations]')).join(' ')).toContain('Carolinas Medical Center');
    expect((await texts(page, '[data-locations]')).join(' ')).toContain('Presbyterian Medical Center');
    await expect(page.locator('[data-service-type]').count()).resolves.toBe(4);
    const insurance = page.locator('[data-insurance-option]');
    await expect(insurance.count()).resolves.toBe(3);
    for (const option of await insurance.all()) {
      expect(await option.locator('h4').allInnerTexts()).toEqual(['Pros', 'Cons', 'Notes']);
    }
    expect(await page.locator('[data-facts="emergency"] [data-fact]').count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator('[data-facts="after-hours"] [data-fact]').count()).toBeGreaterThanOrEqual(3);
    const links = await hrefs(page, 'main a');
    for (const href of ['/categories/healthcare-doctors', '/guide/neighborhoods', '/guide/faq']) expect(links).toContain(href);
  });

  it('schools and childcare: district and charter options, 4 private schools, 4 childcare types, 4 enrollment steps', async () => {
    const page = await browser.newPage();
    await page.goto('/guide/schools-childcare');
    expect(await page.locator('[data-public-option]').evaluateAll((els) => els.map((el) => el.getAttribute('data-public-option')))).toEqual([
      'district',
      'charter',
    ]);
    expect((await texts(page, '[data-public-option="district"] h3'))[0]).toContain('Charlotte-Mecklenburg Schools');
    await expect(page.locator('[data-private-school]').count()).resolves.toBe(4);
    await expect(page.locator('[data-childcare-type]').count()).resolves.toBe(4);
    await expect(page.locator('[data-enrollment-step]').count()).resolves.toBe(4);
    const links = await hrefs(page, 'main a');
    for (const href of ['/guide/neighborhoods', '/categories/schools-childcare', '/guide/moving-checklist']) expect(links).toContain(href);
  });

  it('transportation: light rail and bus, driving topics, 3 alternatives, 4 commuter routes, the airport', async () => {
    const page = await browser.newPage();
    await page.goto('/guide/transportation');
    const transit = (await texts(page, '[data-transit-line]')).join('\n');
    for (const name of ['LYNX Blue Line', 'CityLYNX Gold Line', 'CATS buses', 'Light rail', 'Bus']) expect(transit).toContain(name);
    const highways = (await texts(page, '[data-highways] h4')).join(' ');
    for (const road of ['I-77', 'I-85', 'I-485', 'I-277']) expect(highways).toContain(road);
    expect(await page.locator('[data-driving-topic]').evaluateAll((els) => els.map((el) => el.getAttribute('data-driving-topic')))).toEqual([
      'traffic',
      'parking',
      'tolls',
    ]);
    expect((await texts(page, '[data-driving-topic="tolls"]')).join(' ')).toContain('I-77 Express Lanes');
    expect(await texts(page, '[data-alternatives] h3')).toEqual(['Biking', 'Walking', 'Ride sharing']);
    await expect(page.locator('[data-commuter-route]').count()).resolves.toBe(4);
    await expect(page.locator('[data-airport] h3').innerText()).resolves.toContain('(CLT)');
    const links = await hrefs(page, 'main a');
    for (const href of ['/guide/neighborhoods', '/guide/getting-settled', '/guide/faq']) expect(links).toContain(href);
  });

  it('culture and community: 4 attraction categories, 4 personalities, events by season, dining types, community groups', async () => {
    const page = await browser.newPage();
    await page.goto('/guide/culture-community');
    await expect(page.locator('[data-attraction-category]').count()).resolves.toBe(4);
    await expect(page.locator('[data-personality]').count()).resolves.toBe(4);
    expect(await page.locator('[data-season]').evaluateAll((els) => els.map((el) => el.getAttribute('data-season')))).toEqual([
      'Spring',
      'Summer',
      'Fall',
      'Winter',
    ]);
    expect(await page.locator('[data-dining-type]').count()).toBeGreaterThanOrEqual(4);
    expect(await page.locator('[data-community-groups] > li').count()).toBeGreaterThanOrEqual(4);
    const links = await hrefs(page, 'main a');
    for (const href of ['/guide/neighborhoods', '/guide/moving-checklist', '/guide/faq']) expect(links).toContain(href);
  });

  it('cost of living: rents by area, taxes including the current NC rate from the facts file, and a sample budget that adds up', async () => {
    const page = await browser.newPage();
    await page.goto('/guide/cost-of-living');
    expect(await page.locator('[data-rent-table] tbody tr').count()).toBeGreaterThanOrEqual(6);
    const taxes = (await texts(page, '[data-facts="taxes"]')).join(' ');
    expect(taxes).toContain(factById('income-tax-2026').text);
    expect(taxes).toContain(factById('sales-tax-total').text);
    expect(taxes).not.toContain('{{fact:');
    const amounts = (await texts(page, '[data-sample-budget] tbody td')).map((t) => Number(t.replace(/[$,]/g, '')));
    const total = Number((await page.locator('[data-budget-total]').innerText()).replace(/[$,]/g, ''));
    expect(total).toBe(amounts.reduce((a, b) => a + b, 0));
  });
});

describe('FAQ accordion', () => {
  async function openFaq() {
    const page = await browser.newPage();
    await page.goto('/guide/faq');
    await page.waitForSelector('html[data-accordions="ready"]', { state: 'attached' });
    const triggers = page.locator('[data-faq-category="moving-logistics"] [data-accordion-trigger]');
    const ids = await triggers.evaluateAll((buttons) => buttons.map((button) => button.id));
    return { page, triggers, ids };
  }

  it('follows the WAI-ARIA accordion structure', async () => {
    const { page } = await openFaq();
    const structure = await page.locator('[data-accordion-trigger]').evaluateAll((buttons) =>
      buttons.map((button) => {
        const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
        return {
          inHeading: button.parentElement?.tagName,
          expanded: button.getAttribute('aria-expanded'),
          role: panel?.getAttribute('role'),
          labelledBy: panel?.getAttribute('aria-labelledby') === button.id,
        };
      }),
    );
    expect(structure).toHaveLength(20);
    for (const item of structure) expect(item).toEqual({ inHeading: 'H3', expanded: 'false', role: 'region', labelledBy: true });
  });

  it('is single-open and collapsible, per category', async () => {
    const { page, triggers } = await openFaq();
    const first = triggers.nth(0);
    const second = triggers.nth(1);
    const panelOf = async (trigger: typeof first) => page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);

    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await expect((await panelOf(first)).isVisible()).resolves.toBe(true);
    await expect((await panelOf(first)).innerText()).resolves.toMatch(/Spring/);

    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await expect((await panelOf(first)).isVisible()).resolves.toBe(false);

    // Another category is its own accordion: opening there leaves this one alone.
    const other = page.locator('[data-faq-category="schools-education"] [data-accordion-trigger]').first();
    await other.click();
    expect(await other.getAttribute('aria-expanded')).toBe('true');
    expect(await second.getAttribute('aria-expanded')).toBe('true');

    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    await expect((await panelOf(second)).isVisible()).resolves.toBe(false);
    const expanded = await triggers.evaluateAll((buttons) => buttons.filter((b) => b.getAttribute('aria-expanded') === 'true').length);
    expect(expanded).toBe(0);

    // Enter and Space toggle from the keyboard (native buttons).
    await first.focus();
    await page.keyboard.press('Enter');
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves focus with ArrowDown, ArrowUp, Home and End, wrapping at the ends', async () => {
    const { page, triggers, ids } = await openFaq();
    await triggers.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    expect(await activeId(page)).toBe(ids[1]);
    await page.keyboard.press('ArrowDown');
    expect(await activeId(page)).toBe(ids[2]);
    await page.keyboard.press('ArrowUp');
    expect(await activeId(page)).toBe(ids[1]);
    await page.keyboard.press('End');
    expect(await activeId(page)).toBe(ids[3]);
    await page.keyboard.press('ArrowDown');
    expect(await activeId(page)).toBe(ids[0]);
    await page.keyboard.press('ArrowUp');
    expect(await activeId(page)).toBe(ids[3]);
    await page.keyboard.press('Home');
    expect(await activeId(page)).toBe(ids[0]);
    // Arrow keys stay within the category's accordion.
    expect(ids.every((id) => id.startsWith('moving-logistics-'))).toBe(true);
  });

  it('skips disabled items with the arrow keys, Home and End, and does not open them', async () => {
    const { page, triggers, ids } = await openFaq();
    await triggers.nth(1).evaluate((button) => button.setAttribute('aria-disabled', 'true'));
    await triggers.nth(0).evaluate((button) => button.setAttribute('aria-disabled', 'true'));
    await triggers.nth(2).focus();
    await page.keyboard.press('ArrowUp');
    expect(await activeId(page)).toBe(ids[3]);
    await page.keyboard.press('Home');
    expect(await activeId(page)).toBe(ids[2]);
    await page.keyboard.press('ArrowDown');
    expect(await activeId(page)).toBe(ids[3]);
    await page.keyboard.press('ArrowDown');
    expect(await activeId(page)).toBe(ids[2]);
    // Playwright will not click an aria-disabled element on its own; a user still can.
    await triggers.nth(1).click({ force: true });
    expect(await triggers.nth(1).getAttribute('aria-expanded')).toBe('false');
    await triggers.nth(3).evaluate((button) => button.setAttribute('aria-disabled', 'true'));
    await triggers.nth(2).focus();
    await page.keyboard.press('End');
    expect(await activeId(page)).toBe(ids[2]);
  });

  it('shows every answer without JavaScript', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/guide/faq');
    const panels = page.locator('[data-accordion-panel]');
    await expect(panels.count()).resolves.toBe(20);
    for (const panel of await panels.all()) await expect(panel.isVisible()).resolves.toBe(true);
  });
});

describe('moving checklist', () => {
  it('has six phases with checkboxes', async () => {
    const page = await browser.newPage();
    await page.goto('/guide/moving-checklist');
    expect(await texts(page, '[data-phase] h2')).toEqual(PHASES);
    for (const phase of await page.locator('[data-phase]').all()) {
      expect(await phase.locator('input[type="checkbox"]').count()).toBeGreaterThanOrEqual(4);
    }
    // Every checkbox has a label.
    const unlabelled = await page
      .locator('[data-task-checkbox]')
      .evaluateAll((boxes) => boxes.filter((box) => !(box as HTMLInputElement).labels?.length).length);
    expect(unlabelled).toBe(0);
  });

  it('remembers ticks across reloads and visits in the same browser, and clears them', async () => {
    const page = await browser.newPage();
    await page.goto('/guide/moving-checklist');
    await page.waitForSelector('[data-checklist][data-ready]', { state: 'attached' });
    const total = await page.locator('[data-task-checkbox]').count();
    const boxes = page.locator('[data-task-checkbox]');
    await boxes.nth(0).check();
    await page.locator('[data-phase="moving-day"] label').first().click();
    await expect(page.locator('[data-checklist-progress]').innerText()).resolves.toBe(`2 of ${total} tasks done`);
    await expect(page.locator('[data-phase="moving-day"] [data-phase-progress]').innerText()).resolves.toMatch(/^1\/\d+$/);

    await page.reload();
    await page.waitForSelector('[data-checklist][data-ready]', { state: 'attached' });
    expect(await boxes.nth(0).isChecked()).toBe(true);
    expect(await page.locator('[data-phase="moving-day"] [data-task-checkbox]').first().isChecked()).toBe(true);
    expect(await page.locator('[data-task-checkbox]:checked').count()).toBe(2);
    await expect(page.locator('[data-checklist-progress]').innerText()).resolves.toBe(`2 of ${total} tasks done`);

    // A new visit in the same browser profile (same storage) sees them too.
    const again = await page.context().newPage();
    await again.goto('/guide/moving-checklist');
    await again.waitForSelector('[data-checklist][data-ready]', { state: 'attached' });
    expect(await again.locator('[data-task-checkbox]:checked').count()).toBe(2);
    await again.close();

    // Another browser (fresh storage) starts empty.
    const stranger = await browser.newPage();
    await stranger.goto('/guide/moving-checklist');
    await stranger.waitForSelector('[data-checklist][data-ready]', { state: 'attached' });
    expect(await stranger.locator('[data-task-checkbox]:checked').count()).toBe(0);

    await page.locator('[data-checklist-reset]').click();
    expect(await page.locator('[data-task-checkbox]:checked').count()).toBe(0);
    await page.reload();
    await page.waitForSelector('[data-checklist][data-ready]', { state: 'attached' });
    expect(await page.locator('[data-task-checkbox]:checked').count()).toBe(0);
    await expect(page.locator('[data-checklist-reset]').isVisible()).resolves.toBe(false);
  });

  it('"Download PDF" downloads a real PDF listing every phase and item', async () => {
    const page = await browser.newPage({ acceptDownloads: true });
    await page.goto('/guide/moving-checklist');
    const link = page.locator('[data-checklist-pdf]');
    await expect(link.innerText()).resolves.toContain('Download PDF');
    expect(await link.getAttribute('href')).toBe('/guide/moving-checklist.pdf');
    expect(await link.getAttribute('download')).toBe('charlotte-moving-checklist.pdf');
    const items = await texts(page, '[data-task] label');

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('charlotte-moving-checklist.pdf');
    const bytes = await readFile((await download.path()) ?? '');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/\/Type \/Page\b/);

    const text = pdfText(bytes).replace(/\s+/g, ' ');
    for (const phase of PHASES) expect(text).toContain(phase);
    for (const item of items) expect(text).toContain(item.split(' ').slice(0, 4).join(' '));

    const response = await fetch(`${baseURL()}/guide/moving-checklist.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
  });
});

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  it.each(['/relocation-guide', '/guide/faq', '/guide/moving-checklist', '/guide/healthcare', '/guide/cost-of-living'])(
    '%s has no violations',
    async (path) => {
      const page = await browser.newPage();
      await page.goto(path);
      if (path === '/guide/faq') {
        await page.waitForSelector('html[data-accordions="ready"]', { state: 'attached' });
        await page.locator('[data-accordion-trigger]').first().click();
      }
      if (path === '/guide/moving-checklist') await page.locator('[data-task-checkbox]').first().check();
      await expectNoAxeViolations(page);
    },
  );
});

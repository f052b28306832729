/**
 * The relocation guides: the hub (/relocation-guide, /guides redirects there), every guide page
 * (/guide/{slug}), and the islands on them (the monthly budget, the FAQ accordions, the moving
 * checklist and its PDF).
 *
 * The guide pages are static: what they say (headings, titles, social tags, links, the figures
 * from the facts file, the FAQ and checklist markup, the PDF behind "Download PDF") is read
 * from the server's HTML with a plain `fetch`, parsed by happy-dom, without a browser.
 * Chromium opens a page only for what needs JavaScript or a real browser: the budget
 * recomputing live, the accordions' clicks and keys, the FAQ without JavaScript, the checklist
 * remembering ticks, and one axe scan per distinct view (hub, healthcare, the budget after a
 * change, the FAQ with a panel open, the checklist with ticks).
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/domain/catalog';
import { factById } from '../../src/domain/facts';
import { TRANSLATED_PATHS } from '../../src/i18n/routes';
import { expectNoAxeViolations } from '../support/axe';
import { baseURL, useBrowser } from '../support/browser';
import { parseHtml } from '../support/html';

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

/** What Chromium would show of an element's text, as far as static HTML says: its text, whitespace collapsed. */
const textOf = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

const pages = new Map<string, Promise<{ status: number; url: string; doc: Document }>>();
/** The server's HTML for a path, parsed (fetched once per file). */
function html(path: string) {
  let page = pages.get(path);
  if (!page) {
    page = fetch(new URL(path, baseURL())).then(async (response) => ({
      status: response.status,
      url: response.url,
      doc: parseHtml(await response.text()),
    }));
    pages.set(path, page);
  }
  return page;
}

function texts(root: ParentNode, selector: string) {
  return [...root.querySelectorAll(selector)].map(textOf);
}

function hrefs(root: ParentNode, selector: string) {
  return [...root.querySelectorAll(selector)].map((link) => link.getAttribute('href'));
}

function count(root: ParentNode, selector: string) {
  return root.querySelectorAll(selector).length;
}

function attr(root: ParentNode, selector: string, name: string) {
  return root.querySelector(selector)?.getAttribute(name) ?? null;
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
    const { status, doc } = await html('/relocation-guide');
    expect(status).toBe(200);
    expect(texts(doc, 'h1')).toEqual(['Charlotte Relocation Guide']);
    expect(hrefs(doc, '[data-guide-card] a')).toEqual(HUB_GUIDES.map(([slug]) => `/guide/${slug}`));

    const quickLinks = hrefs(doc, '[data-quick-links] a');
    expect(quickLinks).toContain('/categories');
    const categoryLinks = quickLinks.filter((href) => href?.startsWith('/charlotte/'));
    expect(categoryLinks.length).toBeGreaterThanOrEqual(8);
    const values = CATEGORIES.map((c) => `/charlotte/${c.value}`);
    for (const href of categoryLinks) expect(values).toContain(href);
    expect(quickLinks).toContain('/charlotte/movers-packers');

    expect(doc.title).toBe('Charlotte Relocation Guide - Charlotte Directory');
    expect(attr(doc, 'meta[name="description"]', 'content')).toMatch(/move to Charlotte/i);
    expect(attr(doc, 'meta[property="og:title"]', 'content')).toBe('Charlotte Relocation Guide - Charlotte Directory');
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toMatch(/\/relocation-guide$/);
  });

  it('/guides answers a permanent redirect to /relocation-guide', async () => {
    const response = await fetch(`${baseURL()}/guides`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', baseURL()).pathname).toBe('/relocation-guide');

    const followed = await html('/guides');
    expect(new URL(followed.url).pathname).toBe('/relocation-guide');
    expect(texts(followed.doc, 'h1')).toEqual(['Charlotte Relocation Guide']);
  });
});

describe('every guide page', () => {
  it.each(ALL_GUIDES)('/guide/%s has its heading, a back link to the hub, onward links and social tags', async (slug, heading) => {
    const { status, doc } = await html(`/guide/${slug}`);
    expect(status).toBe(200);
    expect(texts(doc, 'h1')).toEqual([heading]);
    expect(doc.title).toBe(`${heading} - Charlotte Relocation Guide - Charlotte Directory`);

    expect(attr(doc, '[data-back-link]', 'href')).toBe('/relocation-guide');
    expect(textOf(doc.querySelector('[data-back-link]'))).toContain('Back to Relocation Guide');
    expect(hrefs(doc, '#keep-reading a').length).toBeGreaterThanOrEqual(2);

    const description = attr(doc, 'meta[name="description"]', 'content');
    expect(description?.length).toBeGreaterThan(50);
    expect(attr(doc, 'meta[property="og:description"]', 'content')).toBe(description);
    expect(attr(doc, 'meta[property="og:title"]', 'content')).toContain(heading);
    expect(attr(doc, 'meta[property="og:type"]', 'content')).toBe('article');
    expect(attr(doc, 'meta[property="og:url"]', 'content')).toMatch(new RegExp(`/guide/${slug}$`));
    expect(attr(doc, 'meta[property="og:image"]', 'content')).toMatch(/^https?:\/\//);
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toMatch(new RegExp(`/guide/${slug}$`));
  });
});

describe('every guide page in Spanish', () => {
  it.each(ALL_GUIDES)('/es/guide/%s: Spanish, its canonical and back link in /es/, and no link to an English page that has a Spanish version', async (slug) => {
    const { status, doc } = await html(`/es/guide/${slug}`);
    expect(status).toBe(200);
    expect(doc.documentElement.getAttribute('lang')).toBe('es');
    expect(doc.title).toMatch(/ - Guía de mudanza a Charlotte - Charlotte Directory$/);
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toMatch(new RegExp(`/es/guide/${slug}$`));
    expect(attr(doc, '[data-back-link]', 'href')).toBe('/es/relocation-guide');
    expect(textOf(doc.querySelector('[data-reviewed]'))).toMatch(/^Actualizado el \d{1,2} de [a-z]+ de 20\d\d$/);
    const english = hrefs(doc, 'main a:not([hreflang])')
      .map((href) => (href ?? '').split(/[?#]/)[0] ?? '')
      .filter((path) => TRANSLATED_PATHS.includes(path) && path !== '/');
    expect(english).toEqual([]);
  });
});

describe('guide contents', () => {
  it('overview: 8 quick facts', async () => {
    const { doc } = await html('/guide/charlotte-overview');
    expect(count(doc, '[data-facts="quick-facts"] [data-fact]')).toBe(8);
    expect(texts(doc, '[data-facts="quick-facts"] dt')).toContain('Population');
  });

  it('getting settled: utilities providers, DMV steps, the four deadlines and three figures', async () => {
    const { doc } = await html('/guide/getting-settled');
    const utilities = texts(doc, '[data-utility]').join('\n');
    for (const provider of ['Duke Energy', 'Piedmont Natural Gas', 'Charlotte Water', 'Spectrum', 'AT&T Fiber', 'Google Fiber']) {
      expect(utilities).toContain(provider);
    }
    expect(count(doc, '[data-dmv-steps] > li')).toBeGreaterThanOrEqual(4);
    const facts = (name: string) =>
      [...doc.querySelectorAll(`[data-facts="${name}"] [data-fact]`)].map((card) => [
        card.querySelector('dt')?.textContent?.trim(),
        card.querySelector('dd')?.textContent?.trim(),
      ]);
    expect(facts('deadlines')).toEqual([
      ["Driver's licence", factById('licence-deadline-days').text],
      ['Vehicle registration', factById('vehicle-deadline-days').text],
      ['Voter registration', factById('voter-registration-deadline-days').text],
      ['In-state tuition', factById('instate-tuition-months').text],
    ]);
    // the fees and rates come from the facts file (data/facts/facts.json)
    expect(facts('figures')).toEqual([
      ['Licence fee', factById('dmv-licence-per-year').text],
      ['Vehicle registration', `${factById('dmv-registration-private').text} a year`],
      ['State income tax', `${factById('income-tax-2026').text} flat`],
    ]);
    const figureDetails = textOf(doc.querySelector('[data-facts="figures"]'));
    expect(figureDetails).toContain(factById('dmv-title-new-resident').text);
    expect(figureDetails).toContain(`${factById('income-tax-2022').text} in 2022`);
    expect(attr(doc, '[data-reviewed]', 'datetime')).toMatch(/^2026-\d{2}-\d{2}$/);
    expect(textOf(doc.querySelector('[data-reviewed]'))).toMatch(/^Updated [A-Z][a-z]+ \d{1,2}, 2026$/);
  });

  it('neighborhoods guide: housing types', async () => {
    const { doc } = await html('/guide/neighborhoods');
    expect(count(doc, '[data-housing-type]')).toBeGreaterThanOrEqual(4);
    expect(hrefs(doc, 'main a')).toContain('/neighborhoods#comparison-table');
  });

  it('local services: service categories linking into the directory and a booking timeline', async () => {
    const { doc } = await html('/guide/local-services');
    const links = hrefs(doc, '[data-service-category] a');
    expect(links.length).toBeGreaterThanOrEqual(6);
    const values = CATEGORIES.map((c) => `/charlotte/${c.value}`);
    for (const href of links) expect(values).toContain(href);
    expect(count(doc, '[data-timeline-step]')).toBeGreaterThanOrEqual(4);
  });

  it('FAQ: the Quick Help strip, five categories of four questions and the Still Have Questions card', async () => {
    const { doc } = await html('/guide/faq');
    expect(texts(doc, '[data-quick-help-card] h3')).toEqual(['Emergency services', 'DMV', 'Major hospitals', 'Public transit']);
    expect(texts(doc, '[data-faq-category] h2')).toEqual(FAQ_CATEGORIES);
    for (const category of doc.querySelectorAll('[data-faq-category]')) expect(count(category, '[data-accordion-trigger]')).toBe(4);
    expect(texts(doc, '[data-still-have-questions] h2')).toEqual(['Still Have Questions?']);
    expect(hrefs(doc, '[data-still-have-questions] a')).toEqual([
      '/guide/moving-checklist',
      '/guide/neighborhoods',
      '/guide/getting-settled',
      '/guide/local-services',
    ]);
  });

  it('healthcare: 3 systems showing 3 locations and "+N more locations" holding N more, 4 service types, 3 insurance options, emergency and after-hours lists', async () => {
    const { doc } = await html('/guide/healthcare');
    const systems = [...doc.querySelectorAll('[data-health-system]')];
    expect(systems).toHaveLength(3);
    expect(texts(doc, '[data-health-system] h3')).toEqual(['Atrium Health', 'Novant Health', 'CaroMont Health']);
    for (const system of systems) {
      expect(count(system, '[data-locations] [data-location]')).toBe(3);
      // a native <details>: its summary opens it, no script involved
      const more = textOf(system.querySelector('[data-more-locations] summary'));
      expect(more).toMatch(/^\+\d+ more locations$/);
      expect(count(system, '[data-more-locations] li')).toBe(Number(/\d+/.exec(more)?.[0]));
    }
    expect(texts(doc, '[data-locations]').join(' ')).toContain('Carolinas Medical Center');
    expect(texts(doc, '[data-locations]').join(' ')).toContain('Presbyterian Medical Center');
    expect(count(doc, '[data-service-type]')).toBe(4);
    const insurance = [...doc.querySelectorAll('[data-insurance-option]')];
    expect(insurance).toHaveLength(3);
    for (const option of insurance) expect(texts(option, 'h4')).toEqual(['Pros', 'Cons', 'Notes']);
    expect(count(doc, '[data-facts="emergency"] [data-fact]')).toBeGreaterThanOrEqual(3);
    expect(count(doc, '[data-facts="after-hours"] [data-fact]')).toBeGreaterThanOrEqual(3);
    const links = hrefs(doc, 'main a');
    for (const href of ['/categories/healthcare-doctors', '/guide/neighborhoods', '/guide/faq']) expect(links).toContain(href);
  });

  it('schools and childcare: district and charter options, 4 private schools, 4 childcare types, 4 enrollment steps', async () => {
    const { doc } = await html('/guide/schools-childcare');
    expect([...doc.querySelectorAll('[data-public-option]')].map((el) => el.getAttribute('data-public-option'))).toEqual(['district', 'charter']);
    expect(texts(doc, '[data-public-option="district"] h3')[0]).toContain('Charlotte-Mecklenburg Schools');
    expect(count(doc, '[data-private-school]')).toBe(4);
    expect(count(doc, '[data-childcare-type]')).toBe(4);
    expect(count(doc, '[data-enrollment-step]')).toBe(4);
    const links = hrefs(doc, 'main a');
    for (const href of ['/guide/neighborhoods', '/categories/schools-childcare', '/guide/moving-checklist']) expect(links).toContain(href);
  });

  it('transportation: light rail and bus, driving topics, 3 alternatives, 4 commuter routes, the airport', async () => {
    const { doc } = await html('/guide/transportation');
    const transit = texts(doc, '[data-transit-line]').join('\n');
    for (const name of ['LYNX Blue Line', 'CityLYNX Gold Line', 'CATS buses', 'Light rail', 'Bus']) expect(transit).toContain(name);
    const highways = texts(doc, '[data-highways] h4').join(' ');
    for (const road of ['I-77', 'I-85', 'I-485', 'I-277']) expect(highways).toContain(road);
    expect([...doc.querySelectorAll('[data-driving-topic]')].map((el) => el.getAttribute('data-driving-topic'))).toEqual(['traffic', 'parking', 'tolls']);
    expect(texts(doc, '[data-driving-topic="tolls"]').join(' ')).toContain('I-77 Express Lanes');
    expect(texts(doc, '[data-alternatives] h3')).toEqual(['Biking', 'Walking', 'Ride sharing']);
    expect(count(doc, '[data-commuter-route]')).toBe(4);
    expect(texts(doc, '[data-airport] h3')[0]).toContain('(CLT)');
    const links = hrefs(doc, 'main a');
    for (const href of ['/guide/neighborhoods', '/guide/getting-settled', '/guide/faq']) expect(links).toContain(href);
  });

  it('culture and community: 4 attraction categories, 4 personalities, events by season, dining types, community groups', async () => {
    const { doc } = await html('/guide/culture-community');
    expect(count(doc, '[data-attraction-category]')).toBe(4);
    expect(count(doc, '[data-personality]')).toBe(4);
    expect([...doc.querySelectorAll('[data-season]')].map((el) => el.getAttribute('data-season'))).toEqual(['Spring', 'Summer', 'Fall', 'Winter']);
    expect(count(doc, '[data-dining-type]')).toBeGreaterThanOrEqual(4);
    expect(count(doc, '[data-community-groups] > li')).toBeGreaterThanOrEqual(4);
    const links = hrefs(doc, 'main a');
    for (const href of ['/guide/neighborhoods', '/guide/moving-checklist', '/guide/faq']) expect(links).toContain(href);
  });

  it('cost of living: rents by area, taxes including the current NC rate from the facts file, and a sample budget that adds up', async () => {
    const { doc } = await html('/guide/cost-of-living');
    expect(count(doc, '[data-rent-table] tbody tr')).toBeGreaterThanOrEqual(6);
    const taxes = texts(doc, '[data-facts="taxes"]').join(' ');
    expect(taxes).toContain(factById('income-tax-2026').text);
    expect(taxes).toContain(factById('sales-tax-total').text);
    expect(taxes).toContain(factById('sales-tax-transportation').text);
    expect(taxes).not.toContain('{{');
    // editors' estimates carry their label and year
    const rents = texts(doc, '[data-rent-table] tbody td');
    for (const cell of rents.filter((t) => t.includes('$'))) expect(cell).toMatch(/\(estimate, \d{4}\)$/);
    // The sample budget is the calculator's budget for the guide's household: same lines, same total.
    const amounts = [...doc.querySelectorAll('[data-sample-budget] tbody td[data-amount]')].map((td) => Number(td.getAttribute('data-amount')));
    const total = Number(doc.querySelector('[data-budget-total]')?.getAttribute('data-budget-total'));
    expect(total).toBeCloseTo(
      amounts.reduce((a, b) => a + b, 0),
      1,
    );
    const calculator = await (await fetch(new URL('/guide/cost-of-living?adults=1&children=0&bedrooms=1&zip=28262', baseURL()))).text();
    expect(calculator).toContain(`data-budget-income="${total}"`);
  });
});

describe('monthly budget (#budget)', () => {
  const safmr = new Map(
    readFileSync('data/official/hud-fmr/safmr-fy2027.csv', 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(','))
      .map(([zip, , ...rents]) => [zip!, rents.map(Number)] as const),
  );

  it('without JavaScript the server renders the budget for the URL: HUD rent for the ZIP, sources, the income that covers it', async () => {
    const response = await fetch(new URL('/guide/cost-of-living?adults=1&children=0&bedrooms=2&zip=28205', baseURL()));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`data-budget-line="rent"[\\s\\S]*?data-amount="${safmr.get('28205')![2]}"`));
    expect(html).toContain('HUD Small Area FMR');
    expect(html).toContain('FY2027');
    expect(html).toContain('data-budget-income');
    const form = /<form\b[^>]*data-budget-form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/guide/cost-of-living#budget-results"');
    // child care and health are in the total; what is left out is named beside it
    expect(html).toMatch(/data-budget-line="health"[\s\S]*?data-amount="\d/);
    expect(html).toContain('Not included: other necessities, phone and internet.');
  });

  it('live: changing the household recomputes the budget and puts it in the URL', async () => {
    const page = await browser.newPage();
    await page.goto('/guide/cost-of-living?zip=28205#budget');
    await page.locator('[data-budget]').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('astro-island[component-url*="BudgetCalculator"]:not([ssr])') !== null);
    await page.selectOption('#budget-bedrooms', '3');
    await expect.poll(() => page.locator('[data-budget-line="rent"] [data-amount]').getAttribute('data-amount')).toBe(String(safmr.get('28205')![3]));
    expect(new URL(page.url()).search).toBe('?adults=1&children=0&bedrooms=3&zip=28205');
    await page.fill('#budget-zip', '28277');
    await expect.poll(() => page.locator('[data-budget-line="rent"] [data-amount]').getAttribute('data-amount')).toBe(String(safmr.get('28277')![3]));
    const lines = (await page.locator('[data-budget-line] [data-amount]').evaluateAll((els) => els.map((e) => e.getAttribute('data-amount')))).filter(
      (v) => v !== '',
    );
    const income = Number(await page.locator('[data-budget-income]').getAttribute('data-budget-income'));
    expect(income).toBeCloseTo(
      lines.reduce((sum, v) => sum + Number(v), 0),
      1,
    );
    await expectNoAxeViolations(page);
  });

  it("a bad value or a ZIP outside HUD's table gives a clear message on the page, not an error page", async () => {
    const bad = await fetch(new URL('/guide/cost-of-living?adults=7&zip=abc', baseURL()));
    expect(bad.status).toBe(200);
    const html = await bad.text();
    expect(html).toContain('Adults must be a whole number from 1 to 2.');
    expect(html).toContain('Enter a five-digit ZIP code, or leave it empty.');
    const outside = await (await fetch(new URL('/guide/cost-of-living?zip=90210', baseURL()))).text();
    expect(outside).toContain('ZIP 90210 is not in the Charlotte area');
    // a bad field keeps the valid ones
    const kept = (await (await fetch(new URL('/guide/cost-of-living?adults=2&children=7', baseURL()))).text()).replaceAll('<!-- -->', '');
    expect(kept).toContain('Children must be a whole number from 0 to 3.');
    expect(kept).toContain('Showing the budget for 2 adults, no children, 1 bedroom, no ZIP code instead.');
  });

  it('a partial ZIP keeps the household; Show budget moves focus to the results; the rent table scrolls by keyboard at 390 px', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/guide/cost-of-living?adults=2&children=2&bedrooms=3#budget');
    await page.locator('[data-budget]').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('astro-island[component-url*="BudgetCalculator"]:not([ssr])') !== null);
    await page.fill('#budget-zip', '282');
    await expect.poll(() => page.locator('[data-budget-results]').textContent()).toContain('2 adults, 2 children, 3 bedrooms');
    expect(await page.locator('#budget-adults').inputValue()).toBe('2');
    await page.fill('#budget-zip', '28205');
    await page.getByRole('button', { name: 'Show budget' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('budget-results');
    const region = page.locator('[data-rent-region]');
    expect(await region.getAttribute('tabindex')).toBe('0');
    expect(await region.getAttribute('role')).toBe('region');
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expectNoAxeViolations(page);
    await page.close();
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

  it('follows the WAI-ARIA accordion structure, is single-open and collapsible per category, toggles with Enter and Space, and has no axe violations with a panel open', async () => {
    const { page, triggers } = await openFaq();
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

    // the schools panel is still open
    await expectNoAxeViolations(page);
  });

  it('moves focus with ArrowDown, ArrowUp, Home and End, wrapping at the ends, and skips disabled items without opening them', async () => {
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

    // Disabled items are skipped.
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
  it('has six phases with labelled checkboxes', async () => {
    const { doc } = await html('/guide/moving-checklist');
    expect(texts(doc, '[data-phase] h2')).toEqual(PHASES);
    for (const phase of doc.querySelectorAll('[data-phase]')) expect(count(phase, 'input[type="checkbox"]')).toBeGreaterThanOrEqual(4);
    // Every checkbox has a label.
    const boxes = [...doc.querySelectorAll<HTMLInputElement>('[data-task-checkbox]')];
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.filter((box) => !box.labels?.length)).toHaveLength(0);
  });

  it('remembers ticks across reloads and visits in the same browser, and clears them; no axe violations with ticks', async () => {
    const page = await browser.newPage();
    await page.goto('/guide/moving-checklist');
    await page.waitForSelector('[data-checklist][data-ready]', { state: 'attached' });
    const total = await page.locator('[data-task-checkbox]').count();
    const boxes = page.locator('[data-task-checkbox]');
    await boxes.nth(0).check();
    await page.locator('[data-phase="moving-day"] label').first().click();
    await expect(page.locator('[data-checklist-progress]').innerText()).resolves.toBe(`2 of ${total} tasks done`);
    await expect(page.locator('[data-phase="moving-day"] [data-phase-progress]').innerText()).resolves.toMatch(/^1\/\d+$/);
    await expectNoAxeViolations(page);

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

  it('"Download PDF" links to a real PDF, saved as charlotte-moving-checklist.pdf, listing every phase and item', async () => {
    const { doc } = await html('/guide/moving-checklist');
    const link = doc.querySelector('[data-checklist-pdf]');
    expect(textOf(link)).toContain('Download PDF');
    expect(link?.getAttribute('href')).toBe('/guide/moving-checklist.pdf');
    // A same-origin link with `download` is saved under that name unless the server names the file otherwise.
    expect(link?.getAttribute('download')).toBe('charlotte-moving-checklist.pdf');
    const items = texts(doc, '[data-task] label');
    expect(items.length).toBeGreaterThan(0);

    const response = await fetch(`${baseURL()}/guide/moving-checklist.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    expect(response.headers.get('content-disposition')).toBeNull();
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/\/Type \/Page\b/);

    const text = pdfText(bytes).replace(/\s+/g, ' ');
    for (const phase of PHASES) expect(text).toContain(phase);
    for (const item of items) expect(text).toContain(item.split(' ').slice(0, 4).join(' '));
  });
});

describe('moving checklist in Spanish', () => {
  it('its script speaks Spanish: progress, due dates through Intl es-US, and the calendar and PDF of /es/', async () => {
    const page = await browser.newPage();
    await page.goto('/es/guide/moving-checklist');
    await page.waitForSelector('[data-checklist][data-ready]', { state: 'attached' });
    await page.waitForSelector('[data-move-plan][data-ready]', { state: 'attached' });
    const total = await page.locator('[data-task-checkbox]').count();
    await page.locator('[data-task-checkbox]').first().check();
    await expect(page.locator('[data-checklist-progress]').innerText()).resolves.toBe(`1 de ${total} tareas hechas`);

    await page.locator('[data-move-date]').fill('2099-03-15');
    await expect(page.locator('[data-phase-due="60-days"]').first().innerText()).resolves.toBe('Fecha límite: mié, 14 de ene de 2099');
    expect(await page.locator('[data-plan-ics]').getAttribute('href')).toBe('/es/guide/moving-checklist.ics?moveDate=2099-03-15');
    expect(await page.locator('[data-checklist-pdf]').getAttribute('href')).toBe('/es/guide/moving-checklist.pdf?moveDate=2099-03-15');
    await expectNoAxeViolations(page);
  });
});

describe('monthly budget in Spanish', () => {
  it("the Spanish budget has the English one's figures, its own words, and keeps the reader on /es/ as it recomputes", async () => {
    const english = (await html('/guide/cost-of-living?adults=2&children=1&zip=28205')).doc;
    const spanish = (await html('/es/guide/cost-of-living?adults=2&children=1&zip=28205')).doc;
    const amounts = (doc: Document) =>
      [...doc.querySelectorAll('[data-budget-line]')].map((row) => [
        row.getAttribute('data-budget-line'),
        row.querySelector('[data-amount]')?.getAttribute('data-amount'),
      ]);
    expect(amounts(spanish)).toEqual(amounts(english));
    expect(spanish.querySelector('[data-budget-income]')?.getAttribute('data-budget-income')).toBe(
      english.querySelector('[data-budget-income]')?.getAttribute('data-budget-income'),
    );
    expect(textOf(spanish.querySelector('[data-budget-results]'))).toBe('Presupuesto para 2 adultos, 1 hijo, 1 habitación, código postal 28205');
    expect(textOf(spanish.querySelector('[data-budget-line="child-care"] th'))).toContain('Cuidado infantil');

    const page = await browser.newPage();
    await page.goto('/es/guide/cost-of-living?zip=28205#budget');
    await page.locator('[data-budget]').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('astro-island[component-url*="BudgetCalculator"]:not([ssr])') !== null);
    await page.selectOption('#budget-children', '2');
    await expect.poll(() => page.locator('[data-budget-results]').innerText()).toBe('Presupuesto para 1 adulto, 2 hijos, 1 habitación, código postal 28205');
    expect(new URL(page.url()).pathname).toBe('/es/guide/cost-of-living');
    await expectNoAxeViolations(page);
  });
});

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  // The budget, the FAQ and the checklist are scanned in their interactive states above.
  it.each(['/relocation-guide', '/guide/healthcare', '/es/guide/healthcare'])('%s has no violations', async (path) => {
    const page = await browser.newPage();
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
});

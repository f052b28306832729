import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser } from '../support/browser';
import { expectNoAxeViolations } from '../support/axe';
import { readFileSync } from 'node:fs';
import { PROFILE_FIGURES, type QolDataset } from '../../src/domain/qol';
import { areaNote, mappingNpaLists } from '../../src/domain/npa-mapping';
import { displaySafety } from '../../src/domain/neighborhood-view';
import { pooledCrime, safetyEvidence } from '../../src/domain/safety';
import { DEFAULT_WEIGHTS, FACTORS } from '../../src/domain/personal-ranking';
import { guideRules } from '../../src/domain/scoring-rules-text';
import { parseHtml } from '../support/html';

/**
 * In the browser: official figures on a profile (year, source, county comparison,
 * "No county data" with the reason), the methodology page, the comparison, and the
 * "Rank by what matters to you" island (keyboard, URL state, no layout shift).
 */
const { newPage } = useBrowser();
const dataset = JSON.parse(readFileSync(new URL('../../data/mecklenburg-qol/qol.json', import.meta.url), 'utf8')) as QolDataset;
/** What the committed data and mapping say a profile shows beside its safety rating. */
const expectedSafety = (slug: string) =>
  safetyEvidence(pooledCrime(dataset, mappingNpaLists().find((m) => m.slug === slug)?.npaIds ?? []), null, { areaNote: areaNote(slug) });
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** The server's HTML of a page, parsed without a browser: for what a page shows before any JavaScript. */
async function serverHtml(path: string) {
  const response = await fetch(new URL(path, baseURL()));
  const document = parseHtml(await response.text());
  const text = (selector: string) => document.querySelector(selector)?.textContent ?? null;
  const texts = (selector: string) => [...document.querySelectorAll(selector)].map((el) => el.textContent ?? '');
  return { status: response.status, document, text, texts };
}

describe('By the numbers on a profile', () => {
  it('shows every figure with value, unit, year, county comparison and source, and says why one is missing', async () => {
    const page = await newPage(DESKTOP);
    await page.goto('/neighborhoods/matthews');
    const section = page.locator('[data-by-the-numbers]');
    await expect(section.locator('h2').textContent()).resolves.toContain('By the numbers');
    expect(await section.locator('[data-figure]').count()).toBe(PROFILE_FIGURES.length);
    const rent = section.locator('[data-figure="rent"]');
    expect(await rent.locator('[data-year]').textContent()).toBe('(2021)');
    expect(await rent.locator('[data-value]').textContent()).toMatch(/^\$\d{1,3},\d{3}$/);
    expect(await rent.locator('[data-county]').textContent()).toMatch(/County: \$1,276\. (Higher|Lower) than \d+% of the county's areas\./);
    expect(await rent.locator('[data-source]').textContent()).toContain('American Community Survey');
    // Matthews is policed by its own department: no CMPD crime figure, and the page says why
    const crime = section.locator('[data-figure="violent-crime"]');
    expect(await crime.locator('[data-no-data]').textContent()).toBe('No county data for this area');
    expect(await crime.textContent()).toContain('policed by CMPD');
    // trend lines are static SVG with a text alternative; the outline names the NPAs
    expect(await section.locator('[data-trend] svg[role="img"]').count()).toBeGreaterThan(0);
    expect(await section.locator('[data-npa-outline] svg').getAttribute('aria-label')).toMatch(/NPA/);
    expect(await section.locator('[data-npa-list]').textContent()).toMatch(/^NPAs? \d+/);
    expect(await section.locator('[data-qol-credit]').textContent()).toMatch(/Mecklenburg County Quality of Life Explorer, \d{4}-\d{4}.*MIT licence/s);
    // official figures with their years, no hand-written range beside them; with no CMPD figures the safety rating is labelled our estimate
    expect(await page.locator('[data-stats-strip] [data-estimate-note]').first().textContent()).toBe('Census ACS 5-year median, 2017-2021');
    expect(await page.locator('[data-stats-strip] [data-estimate-note]').allTextContents()).not.toContain("editors' estimate, typical 2025 range");
    expect(await page.locator('[data-stats-strip] [data-estimate-note]').last().textContent()).toBe('our estimate');
    expect(await page.locator('[data-stats-strip] [data-safety-detail]').textContent()).toContain('No CMPD figures');
    expect(await page.locator('[data-data-notice]').allTextContents()).toEqual([expect.stringContaining('its own police department')]);
    await expectNoAxeViolations(page);
  });

  it("rates safety from the neighborhood's own pooled CMPD figures, with both rates, the CMPD service area's and what part of its NPA it is beside it", async () => {
    const { document, text, texts } = await serverHtml('/neighborhoods/dilworth');
    const expected = expectedSafety('dilworth');
    const notes = texts('[data-stats-strip] [data-estimate-note]');
    expect(notes.at(-1)).toBe(expected.label);
    expect(expected.label).toMatch(/^from \d{4}-\d{4} CMPD figures$/);
    expect(text('[data-stats-strip] [data-safety-detail]')).toBe(expected.detail);
    expect(expected.detail).toContain('CMPD service area');
    const ratingCell = [...document.querySelectorAll('[data-stats-strip] div')].at(-1)?.querySelector('dd');
    expect(ratingCell?.textContent).toBe(displaySafety(expected.rating ?? 0));
    // Dilworth's NPA also holds South End's South Boulevard side: said beside the rating and the figures
    expect(text('[data-stats-strip] [data-safety-caveat]')).toBe(areaNote('dilworth'));
    expect(texts('[data-data-notice]')).toEqual([areaNote('dilworth')]);
    expect(text('[data-by-the-numbers] [data-figure="violent-crime"] [data-county]')).toMatch(
      /^\s*CMPD service area \(\d{3},\d{3} residents in \d{4}\): \d+\.\d\. Lower than \d+% of the areas in the CMPD service area/,
    );
  });

  it('says where neighborhoods share county figures and where the data misleads', async () => {
    const fourthWard = await serverHtml('/neighborhoods/fourth-ward');
    const notices = fourthWard.texts('[data-data-notice]');
    expect(notices[0]).toContain('Shares its county figures with Uptown');
    expect(notices.join(' ')).toContain('overstate the risk');
    expect(fourthWard.text('[data-stats-strip] [data-safety-caveat]')).toContain('overstate the risk for residents');
    const universityCity = await serverHtml('/neighborhoods/university-city');
    expect(universityCity.texts('[data-data-notice]').join(' ')).toContain('rented by the bed to UNC Charlotte students');
  });
});

describe('methodology page', () => {
  it('explains every figure, the mapping and the published scoring rules, and is linked from profiles, hub and guides', async () => {
    const page = await newPage(DESKTOP);
    const response = await page.goto('/neighborhoods/methodology');
    expect(response?.status()).toBe(200);
    expect(await page.locator('[data-methodology-figures] [data-figure]').count()).toBeGreaterThanOrEqual(PROFILE_FIGURES.length);
    expect(await page.locator('[data-npa-table] tbody tr').count()).toBeGreaterThanOrEqual(20);
    expect(await page.locator('[data-npa-table] tr[data-slug="eastover"]').textContent()).toContain('Not NPA 370');
    expect(await page.locator('#arithmetic').textContent()).toContain('462 Neighborhood Profile Areas');
    expect(await page.locator('[data-safety-rule]').textContent()).toContain('3 times as much as property crime');
    expect(await page.locator('[data-caveat="student-housing"] dt').textContent()).toContain('University City');
    for (const guide of guideRules().filter((g) => g.guide !== 'affordable')) {
      const items = await page.locator(`[data-guide-rules="${guide.guide}"] li`).allInnerTexts();
      expect(items.map((t) => t.trim())).toEqual(guide.rules.map((r) => r.text));
    }
    // The affordable guide ranks on official figures: its rules are the #affordable section.
    expect(await page.locator('[data-guide-rules="affordable"] [data-affordable-official] a').getAttribute('href')).toBe('#affordable');
    expect(await page.locator('#affordable li').count()).toBeGreaterThanOrEqual(5);
    expect(await page.locator('[data-factor-table] tbody tr').count()).toBe(FACTORS.length);
    await expectNoAxeViolations(page);
    for (const path of ['/neighborhoods', '/neighborhoods/uptown', '/neighborhoods/guides/affordable']) {
      const html = await (await fetch(new URL(path, baseURL()))).text();
      expect(html, path).toContain('href="/neighborhoods/methodology');
    }
  });
});

describe('compare page', () => {
  it('shows 2 to 4 neighborhoods side by side with the better value marked in words', async () => {
    const page = await newPage(DESKTOP);
    const response = await page.goto('/neighborhoods/compare?n=dilworth&n=uptown&n=matthews');
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Compare Dilworth vs Uptown vs Matthews');
    expect(await page.locator('[data-compare-table] thead th a').allInnerTexts()).toEqual(['Dilworth', 'Uptown', 'Matthews']);
    const best = page.locator('[data-row="violent-crime"] td[data-best="true"]');
    expect(await best.count()).toBe(1);
    expect(await best.textContent()).toContain('Better');
    expect(await page.locator('[data-row="violent-crime"] td').nth(2).textContent()).toContain('No county data for this area');
    expect(await page.locator('[data-qol-credit]').count()).toBe(1);
    expect(await page.locator('[data-row="safety"] td').first().textContent()).toContain(expectedSafety('dilworth').label);
    expect(await page.locator('[data-row="safety"] td').nth(2).textContent()).toContain('our estimate');
    await expectNoAxeViolations(page);
  });

  it('answers one, or more than four, with 400 and one clear message', async () => {
    for (const query of ['n=uptown', 'n=uptown&n=noda&n=dilworth&n=elizabeth&n=belmont']) {
      const { status, document, text } = await serverHtml(`/neighborhoods/compare?${query}`);
      expect(status, query).toBe(400);
      expect(text('[data-compare-problems]')).toBe('Choose 2 to 4 neighborhoods to compare.');
      expect(document.querySelectorAll('[data-compare-table]').length).toBe(0);
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    }
  });

  it('answers an unknown slug with 404, a clear message and the picker', async () => {
    const { status, document, text } = await serverHtml('/neighborhoods/compare?n=uptown&n=atlantis');
    expect(status).toBe(404);
    expect(text('[data-compare-problems]')).toContain('We have no neighborhood called "atlantis"');
    expect(document.querySelectorAll('[data-compare-table]').length).toBe(0);
    expect(document.querySelectorAll('[data-compare-picker] select').length).toBe(4);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('is reached from a profile\'s "Compare with..." form and the hub table', async () => {
    const page = await newPage(DESKTOP);
    await page.goto('/neighborhoods/noda');
    await page.locator('[data-compare-with] select').selectOption('plaza-midwood');
    await Promise.all([page.waitForURL(/\/neighborhoods\/compare\?/), page.locator('[data-compare-with] button').click()]);
    expect(new URL(page.url()).searchParams.getAll('n')).toEqual(['noda', 'plaza-midwood']);
    expect(await page.locator('[data-compare-table] thead th a').allInnerTexts()).toEqual(['NoDa', 'Plaza Midwood']);
    const hub = await (await fetch(new URL('/neighborhoods', baseURL()))).text();
    expect(hub).toMatch(/href="\/neighborhoods\/compare\?with=[a-z-]+#picker-title"[^>]*data-compare-link/);
  });
});

describe('Rank by what matters to you', () => {
  it('re-ranks by keyboard, keeps the weights in the URL, restores them from a shared URL, without layout shift', async () => {
    const measureCls = () => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    };
    const page = await newPage(DESKTOP);
    await page.addInitScript(measureCls);
    await page.goto('/neighborhoods?safety=5&cost=0');
    const island = page.locator('[data-rank-island]');
    const first = () => island.locator('[data-rank-row]').first().getAttribute('data-rank-row');
    await island.scrollIntoViewIfNeeded();
    // hydration (client:visible) can take a while on a loaded machine
    await expect.poll(() => island.locator('[data-weight-value="safety"]').textContent(), { timeout: 20_000 }).toBe('5');
    expect(await island.locator('[data-weight-value="cost"]').textContent()).toBe('0');

    // keyboard: focus the walking slider and push it to the top
    await page.locator('#weight-walk').focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => new URL(page.url()).searchParams.get('walk')).toBe('5');
    expect(new URL(page.url()).searchParams.get('safety')).toBe('5');
    const shared = page.url();
    const order = await island.locator('[data-rank-row]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-rank-row')));
    expect(order.length).toBeGreaterThanOrEqual(20);

    // a shared URL gives the same ranking
    const other = await newPage(DESKTOP);
    await other.addInitScript(measureCls);
    await other.goto(shared);
    await other.locator('[data-rank-island]').scrollIntoViewIfNeeded();
    await expect.poll(() => other.locator('[data-weight-value="walk"]').textContent(), { timeout: 20_000 }).toBe('5');
    const otherOrder = await other.locator('[data-rank-row]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-rank-row')));
    expect(otherOrder).toEqual(order);

    // reset: default weights, clean URL
    await page.locator('[data-weights-reset]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(new URL('/neighborhoods', baseURL()).href);
    for (const f of FACTORS) expect(await island.locator(`[data-weight-value="${f.key}"]`).textContent()).toBe(String(DEFAULT_WEIGHTS[f.key]));
    expect(await first()).toBeTruthy();

    // hydrating with the shared weights re-ranked the rows in place: no layout shift
    for (const p of [page, other]) {
      const cls = await p.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls).toBeLessThan(0.01);
    }
    await expectNoAxeViolations(page);
  });

  it('clamps out-of-range weights and says so; asks for some weight when all are 0', async () => {
    const page = await newPage(DESKTOP);
    await page.goto('/neighborhoods?safety=9&cost=-2');
    const island = page.locator('[data-rank-island]');
    await island.scrollIntoViewIfNeeded();
    await expect.poll(() => island.locator('[data-weight-value="safety"]').textContent(), { timeout: 20_000 }).toBe('5');
    expect(await island.locator('[data-weight-value="cost"]').textContent()).toBe('0');
    expect(await island.locator('[data-weights-clamped]').textContent()).toBe('Weights go from 0 to 5, so we used 0 for Lower cost and 5 for Safety.');

    await page.goto(`/neighborhoods?${FACTORS.map((f) => `${f.key}=0`).join('&')}`);
    const zero = page.locator('[data-rank-island]');
    await zero.scrollIntoViewIfNeeded();
    await expect.poll(() => zero.locator('[data-weights-all-zero]').count(), { timeout: 20_000 }).toBe(1);
    expect(await zero.locator('[data-weights-all-zero]').textContent()).toBe('Give at least one factor some weight');
    expect(await zero.locator('[data-rank-list]').isVisible()).toBe(false);
  });

  it('is rendered on the server with the default weights (the same order the island gives)', async () => {
    const html = await (await fetch(new URL('/neighborhoods/guides/families', baseURL()))).text();
    expect(html).toContain('data-rank-island');
    expect(html).toMatch(/<astro-island[^>]*client="visible"/);
    expect(html).toContain('Official county figures for these neighborhoods');
  });
});

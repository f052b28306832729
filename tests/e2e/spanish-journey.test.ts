/**
 * A Spanish-reading newcomer in a real browser, on this file's own server: finds a mover with
 * "mudanza" from the Spanish home page, saves it, asks three movers for quotes, confirms the
 * e-mail and reads the answers, every page in Spanish; the e-mails the outbox holds for the
 * visitor are Spanish and link to the Spanish pages. The businesses answer through their
 * one-time links (the business's own language, English). E-mail is read from /admin's outbox.
 */
import { describe, expect, it } from 'vitest';
import { islandsHydrated, useBrowser } from '../support/browser';
import { useOwnSite } from '../support/site';
import { adminToken, api, bearer, jsonBody, ok } from '../support/site-api';
import { enQuotes } from '../../src/i18n/en-quotes';

useOwnSite();
const browser = useBrowser();

const VISITOR = 'recien.llegada@example.com';

interface OutboxItem {
  kind: string;
  toAddress: string;
  subject?: string;
  text: string;
}

const outbox = async (token: string) => (await ok<{ items: OutboxItem[] }>(api('/api/admin/outbox?limit=100', { headers: bearer(token) }), 'outbox')).items;

/** The first link in `text` with a `#name=` fragment, as a path on this server. */
function linkWith(text: string, name: string): string {
  const url = new URL(new RegExp(`https?://\\S+#${name}=[^\\s)>"]+`).exec(text)![0]);
  return `${url.pathname}${url.search}${url.hash}`;
}

describe('a Spanish-reading newcomer', () => {
  it('finds a mover with "mudanza", saves it, asks three movers for quotes, confirms and reads the answers, all in Spanish', { timeout: 180_000 }, async () => {
    const admin = await adminToken();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });

    // The header's search on the Spanish home page, with a Spanish word.
    await page.goto('/es');
    const search = page.locator('header form[data-site-search] input[name="q"]').first();
    await search.fill('mudanza');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/es/search' && url.searchParams.get('q') === 'mudanza');
    await islandsHydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('es');

    // The movers among the results that take quote requests.
    const cards = page.getByTestId('result-card');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBeGreaterThan(2);
    const movers: Array<{ slug: string; name: string }> = [];
    for (const card of await cards.all()) {
      const slug = (await card.getAttribute('data-slug'))!;
      const business = await ok<{ category: string; quoteReachable: boolean; businessName: string }>(api(`/api/businesses/${slug}`), slug);
      if (business.category === 'movers-packers' && business.quoteReachable) movers.push({ slug, name: business.businessName });
    }
    expect(movers.length, 'movers found by "mudanza" that take quote requests').toBeGreaterThanOrEqual(3);
    const chosen = movers.slice(0, 3);

    // Saves the first, in Spanish.
    const first = page.locator(`[data-testid="result-card"][data-slug="${chosen[0]!.slug}"]`);
    await first.getByRole('button', { name: `Guardar ${chosen[0]!.name} en su lista` }).click();
    await expect.poll(() => first.locator('cd-save button').first().getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('[data-shortlist-count]').first().textContent()).toBe('1');

    // Asks the three for quotes: the bar opens the Spanish form.
    for (const mover of chosen) await page.locator(`[data-testid="result-card"][data-slug="${mover.slug}"] [data-quote-pick]`).check();
    await page.getByRole('link', { name: 'Pedir cotizaciones a 3' }).click();
    await page.waitForURL((url) => url.pathname === '/es/quotes/new');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await expect.poll(() => page.locator('[data-quote-recipients] li').count(), { timeout: 10_000 }).toBe(3);
    await page.getByLabel('Fecha de la mudanza').fill('2027-06-05');
    await page.getByLabel('Código postal de origen').fill('30301');
    await page.getByLabel('Código postal de destino').fill('28205');
    await page.getByLabel('Tamaño de la vivienda').fill('2 dormitorios');
    await page.getByLabel('Su nombre').fill('Lucía Recién Llegada');
    await page.locator('#quote-email').fill(VISITOR);
    const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/quote-requests');
    await page.getByRole('button', { name: 'Enviar la solicitud a 3 negocios' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ locale: 'es', email: VISITOR });
    await page.getByRole('heading', { name: 'Revise su correo electrónico' }).waitFor({ timeout: 10_000 });

    // The confirmation e-mail is Spanish and opens the Spanish status page.
    let confirmation: OutboxItem | undefined;
    await expect
      .poll(async () => (confirmation = (await outbox(admin)).find((m) => m.kind === 'quote_confirmation' && m.toAddress === VISITOR)), { timeout: 10_000 })
      .toBeTruthy();
    expect(confirmation!.text).toContain('Confirme su correo electrónico para enviar su solicitud de cotización');
    expect(confirmation!.text).not.toMatch(/Please confirm your e-mail|Confirm and send my request/);
    const confirmLink = linkWith(confirmation!.text, 'confirm');
    expect(confirmLink).toMatch(/^\/es\/quotes\/status#confirm=/);
    await page.goto(confirmLink);
    await page.getByText('Gracias: su correo electrónico quedó confirmado').waitFor({ timeout: 10_000 });
    expect(await page.locator('[data-answer]').count()).toBe(3);

    // The businesses answer through their one-time links (in English: the business's language).
    const requests = (await outbox(admin)).filter((m) => m.kind === 'quote_request' && /#token=/.test(m.text));
    expect(requests.length).toBeGreaterThanOrEqual(2);
    for (const [index, request] of requests.slice(0, 2).entries()) {
      const token = new URL(linkWith(request.text, 'token'), 'http://x').hash.replace('#token=', '');
      await ok(api(`/api/quote-replies/${token}`, jsonBody({ kind: 'quote', priceLow: 1200 + index * 100, availableOn: '2027-06-04', message: '' })), 'answer');
    }

    // The newcomer reads the answers in Spanish.
    await page.reload();
    await expect.poll(() => page.locator('[data-answer] [data-price]').count(), { timeout: 10_000 }).toBe(2);
    expect(await page.getByRole('heading', { name: 'Solicitud de cotización: Mudanzas y embalaje' }).isVisible()).toBe(true);
    expect(await page.getByText('Cotizó').count()).toBe(2);
    expect(await page.getByText('Disponible el viernes, 4 de junio de 2027').count()).toBe(2);
    expect(await page.getByText('Fecha de la mudanza').isVisible()).toBe(true);
    expect(await page.getByText('sábado, 5 de junio de 2027').isVisible()).toBe(true);
    const shown = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    const english = [...Object.values(enQuotes.status), ...Object.values(enQuotes.statusPage)].filter((text) => text.length > 3 && !text.includes('{'));
    expect(english.filter((text) => shown.includes(text))).toEqual([]);

    // The answers' e-mails are Spanish and lead to the Spanish status page.
    const answers = (await outbox(admin)).filter((m) => m.kind === 'quote_answer' && m.toAddress === VISITOR);
    expect(answers).toHaveLength(2);
    for (const answer of answers) {
      expect(answer.text).toContain('le envió una cotización de');
      expect(answer.text).toContain('/es/quotes/status#token=');
      expect(answer.text).not.toMatch(/ quoted \$|Compare every answer/);
    }
  });
});

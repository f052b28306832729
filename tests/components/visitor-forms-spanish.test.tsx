/**
 * The visitor's forms in Spanish (the quote form and status page, the claim page's two forms,
 * /alerts) show no English interface text: each island is rendered with the words its Spanish
 * page gives it, in its states (blank, every field wrong, sent, answered), and its text, text
 * node by text node, is searched for the English catalogs' texts (src/i18n/en-quotes.ts,
 * en-claim.ts, en-alerts.ts, whose `messages` are the domain's and the API's English) and the
 * island kit's English defaults. A server's text marked lang="en" (a saved search's label) and
 * a business's name (translate="no") are left out, as the pages' walk leaves them out.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteRequestStatusView } from '../../src/domain/quote-requests';
import { alertWords } from '../../src/i18n/alert-words';
import { claimWords } from '../../src/i18n/claim-words';
import { enAlerts } from '../../src/i18n/en-alerts';
import { enClaim } from '../../src/i18n/en-claim';
import { enQuotes } from '../../src/i18n/en-quotes';
import { esAlerts } from '../../src/i18n/es-alerts';
import { esClaim } from '../../src/i18n/es-claim';
import { esQuotes } from '../../src/i18n/es-quotes';
import { quoteWords } from '../../src/i18n/quote-words';
import AlertsPage from '../../src/islands/alerts/AlertsPage';
import ClaimBusinessForm from '../../src/islands/claim/ClaimBusinessForm';
import ClaimExistingBusiness from '../../src/islands/claim/ClaimExistingBusiness';
import QuoteRequestForm from '../../src/islands/quotes/QuoteRequestForm';
import QuoteStatus from '../../src/islands/quotes/QuoteStatus';
import { fakeApi } from './support/api';
import { businessFixture } from './support/fixtures';

/** Every text of a catalog (its messages' English included, as their values). */
function texts(node: object): string[] {
  return Object.values(node).flatMap((value) => (typeof value === 'string' ? [value] : texts(value as object)));
}

/** The island kit's own English (src/islands/kit/fields.tsx, ConfirmButton.tsx). */
const KIT = ['(optional)', 'Please correct the highlighted fields.', 'Cancel', 'Select a category'];
const SPANISH = new Set([...texts(esQuotes), ...texts(esClaim), ...texts(esAlerts)]);
// Longer than three letters, without placeholders (as the pages' walk reads them); the same words in both are not English.
const ENGLISH = [...texts(enQuotes), ...texts(enClaim), ...texts(enAlerts), ...KIT].filter(
  (text) => text.length > 3 && !text.includes('{') && !SPANISH.has(text),
);

const seen: string[] = [];
/** What a reader of the page sees and hears now: text nodes and labelling attributes, without text in another language or names. */
function read() {
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const el of [...copy.querySelectorAll('[lang="en"], [translate="no"]')]) el.remove();
  const labels = [...copy.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((el) =>
    ['aria-label', 'placeholder', 'title'].map((name) => el.getAttribute(name) ?? ''),
  );
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  const nodes: string[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode.textContent ?? '');
  seen.push([...nodes, ...labels].join('\n'));
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const englishSeen = () => ENGLISH.filter((word) => new RegExp(`(?<![\\p{L}-])${escape(word)}(?![\\p{L}-])`, 'u').test(seen.join('\n')));

beforeEach(() => {
  seen.length = 0;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T15:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the visitor’s forms in Spanish show no English interface text', () => {
  it('the quote form: blank, every field wrong, and sent', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/es/quotes/new?category=movers-packers&ids=11,12');
    const api = fakeApi().on('GET', '/api/quote-requests/recipients', {
      items: [
        { id: 11, businessName: 'Crown Town Moving Co.', slug: 'crown-town-moving', category: 'movers-packers', canReceive: true },
        { id: 12, businessName: 'No Mail Movers', slug: 'no-mail-movers', category: 'movers-packers', canReceive: false },
      ],
    });
    render(<QuoteRequestForm words={quoteWords('es')} />);
    const send = await screen.findByRole('button', { name: 'Enviar la solicitud a 1 negocio' });
    read();
    await user.selectOptions(screen.getByLabelText(/^¿Cómo prefiere/), 'text');
    await user.type(screen.getByLabelText(/^Fecha de la mudanza/), '2026-11-24');
    await user.type(screen.getByLabelText(/^Código postal de origen/), '123');
    await user.click(send);
    await screen.findByText('Corrija los campos marcados.');
    read();
    api.on('POST', '/api/quote-requests', new Response(JSON.stringify({ id: 1 }), { status: 202, headers: { 'content-type': 'application/json' } }));
    await user.clear(screen.getByLabelText(/^Fecha de la mudanza/));
    await user.type(screen.getByLabelText(/^Fecha de la mudanza/), '2027-06-05');
    await user.clear(screen.getByLabelText(/^Código postal de origen/));
    await user.type(screen.getByLabelText(/^Código postal de origen/), '30301');
    await user.selectOptions(screen.getByLabelText(/^Vecindario de destino/), 'noda');
    await user.type(screen.getByLabelText(/^Tamaño de la vivienda/), 'estudio');
    await user.type(screen.getByLabelText(/^Su nombre/), 'Lucía');
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'lucia@example.com');
    await user.type(screen.getByLabelText(/^Teléfono/), '704-555-0100');
    await user.click(send);
    await screen.findByRole('heading', { name: 'Revise su correo electrónico' });
    read();
    expect(seen.join('\n')).toContain('Sobre el trabajo');
    expect(englishSeen()).toEqual([]);
  });

  it('the status page: confirmed, answered, and asking before hiring', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/es/quotes/status#confirm=c1');
    const view: QuoteRequestStatusView = {
      id: 1,
      status: 'open',
      category: 'movers-packers',
      categoryLabel: 'Movers & Packers',
      createdAt: '2026-11-25T15:00:00.000Z',
      confirmedAt: '2026-11-25T15:05:00.000Z',
      closedAt: null,
      answers: { moveDate: '2027-06-05', fromZip: '30301', toNeighborhood: 'noda', homeSize: 'studio', access: 'stairs', packingHelp: true },
      details: '',
      businesses: [
        {
          businessId: 11,
          businessName: 'Crown Town Moving Co.',
          businessSlug: 'crown-town-moving',
          status: 'quoted',
          priceLow: 900,
          priceHigh: 1100,
          availableOn: '2027-06-04',
          message: 'Two movers.',
          answeredAt: '2026-11-25T16:00:00.000Z',
          hired: false,
        },
        {
          businessId: 12,
          businessName: 'Queen City Movers',
          businessSlug: 'q',
          status: 'declined',
          priceLow: null,
          priceHigh: null,
          availableOn: null,
          message: null,
          answeredAt: null,
          hired: false,
        },
        {
          businessId: 13,
          businessName: 'Mill Village Movers',
          businessSlug: 'm',
          status: 'waiting',
          priceLow: null,
          priceHigh: null,
          availableOn: null,
          message: null,
          answeredAt: null,
          hired: false,
        },
      ],
    };
    fakeApi().on('POST', '/api/quote-requests/confirm', { statusToken: 's1' }).on('GET', '/api/quote-requests/s1', view);
    render(<QuoteStatus words={quoteWords('es')} />);
    await screen.findByText(/^Gracias: su correo electrónico quedó confirmado/);
    read();
    await user.click(screen.getByRole('button', { name: 'Marcar Crown Town Moving Co. como contratado' }));
    read();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Cerrar sin contratar' }));
    read();
    // The business's own message is its own words: marked neither way, it is not the interface's.
    expect(englishSeen()).toEqual([]);
  });

  it('the claim page’s two forms: blank, every field wrong, and the finder’s states', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi().on('GET', '/api/businesses', {
      businesses: [businessFixture({ id: 7, slug: 'q', businessName: 'Queen City Movers', isClaimed: false })],
      total: 1,
    });
    render(
      <>
        <ClaimExistingBusiness words={claimWords('es')} />
        <ClaimBusinessForm words={claimWords('es')} />
      </>,
    );
    read();
    await user.type(screen.getByRole('searchbox'), 'queen');
    await screen.findByText('1 negocio del directorio coincide.');
    await user.click(screen.getByRole('button', { name: 'Reclamar Queen City Movers' }));
    await user.click(screen.getByRole('button', { name: 'Reclamar este negocio' }));
    await user.type(screen.getByRole('textbox', { name: /^Sitio web/ }), 'not a url');
    await user.type(screen.getByRole('textbox', { name: 'Lunes' }), 'soon');
    await user.click(screen.getByRole('button', { name: 'Enviar el reclamo' }));
    await screen.findByText('Escriba el nombre del negocio');
    read();
    expect(englishSeen()).toEqual([]);
  });

  it('/alerts: nothing to show, confirmed, the saved searches', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/es/alerts');
    const first = render(<AlertsPage words={alertWords('es')} />);
    read();
    first.unmount();
    window.history.replaceState(null, '', '/es/alerts#confirm=ac1.7.1800000000.abc');
    fakeApi()
      .on('POST', '/api/saved-searches/confirm', { confirmed: true, label: 'Servicios para mascotas', manageToken: 'am1.x.y' })
      .on('POST', '/api/saved-searches/manage', {
        email: 'dana@example.com',
        searches: [
          { id: 3, label: 'Mudanzas y embalaje', resultsHref: '/search', frequency: 'daily', confirmed: true, broken: true, unsubscribeToken: 'au1.3.s' },
        ],
      });
    render(<AlertsPage words={alertWords('es')} />);
    await screen.findByText('Su alerta está activada');
    read();
    await user.click(screen.getByRole('button', { name: 'Administrar mis búsquedas guardadas' }));
    await screen.findByText('Búsquedas guardadas de dana@example.com');
    read();
    expect(englishSeen()).toEqual([]);
  });
});

/**
 * The quote request form and the visitor's status page (src/islands/quotes) on the island
 * kit, against the fake API: every missing field flagged on the first submit, dates from
 * today in Charlotte, the focus on the confirmation, and hiring only after confirming.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import QuoteRequestForm from '../../src/islands/quotes/QuoteRequestForm';
import QuoteStatus from '../../src/islands/quotes/QuoteStatus';
import QuoteReplyPage from '../../src/islands/quotes/QuoteReplyPage';
import type { BusinessQuoteRequestView, QuoteRequestStatusView } from '../../src/domain/quote-requests';
import { apiError, fakeApi } from './support/api';
import { quoteWords } from '../../src/i18n/quote-words';
import { description } from './support/described-by';

const RECIPIENTS = {
  items: [
    { id: 11, businessName: 'Crown Town Moving Co.', slug: 'crown-town-moving', category: 'movers-packers', canReceive: true },
    { id: 12, businessName: 'Queen City Movers', slug: 'queen-city-movers', category: 'movers-packers', canReceive: true },
  ],
};

const EN = quoteWords('en');
const ES = quoteWords('es');
const invalid = (label: string | RegExp) => screen.getByLabelText(label).getAttribute('aria-invalid') === 'true';
beforeEach(() => {
  // 10:00 on 25 November 2026 in Charlotte.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T15:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

async function openForm() {
  window.history.replaceState(null, '', '/quotes/new?category=movers-packers&ids=11,12');
  const api = fakeApi().on('GET', '/api/quote-requests/recipients', RECIPIENTS);
  render(<QuoteRequestForm words={EN} />);
  await screen.findByRole('button', { name: 'Send request to 2 businesses' });
  return api;
}

describe('the quote request form', () => {
  it('with no business chosen, or none that can receive requests, offers the way to choose instead of a form', async () => {
    window.history.replaceState(null, '', '/quotes/new?category=movers-packers');
    const first = render(<QuoteRequestForm words={EN} />);
    expect((await screen.findByText('No business is chosen for this request yet.')).closest('[data-quote-nobody]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose up to 5 Movers & Packers businesses' }).getAttribute('href')).toBe('/charlotte/movers-packers');
    expect(screen.queryByLabelText(/^Move date/)).toBeNull();
    first.unmount();

    window.history.replaceState(null, '', '/quotes/new?category=movers-packers&ids=13');
    fakeApi().on('GET', '/api/quote-requests/recipients', {
      items: [{ id: 13, businessName: 'No Mail Movers', slug: 'no-mail-movers', category: 'movers-packers', canReceive: false }],
    });
    render(<QuoteRequestForm words={EN} />);
    await screen.findByText('None of the chosen businesses can receive quote requests yet: No Mail Movers.');
    expect(screen.queryByRole('button', { name: /^Send request/ })).toBeNull();
  });

  it('flags every missing field at once on the first submit and focuses the first', async () => {
    const user = userEvent.setup();
    const api = await openForm();
    await user.click(screen.getByRole('button', { name: 'Send request to 2 businesses' }));
    for (const label of [/^Move date/, /^Moving from/, /^Moving to \(ZIP code\)/, /^Home size/, /^Your name/, /^E-mail address/])
      expect(invalid(label), String(label)).toBe(true);
    expect(description(screen.getByLabelText(/^Home size/))).toContain('This field is required');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Move date/));
    expect(screen.getByRole('alert').textContent).toContain('Please correct the highlighted fields.');
    expect(api.callsTo('POST', '/api/quote-requests')).toEqual([]);
  });

  it('refuses a move date before today in Charlotte, naming the field, and offers only dates in the window', async () => {
    const user = userEvent.setup();
    await openForm();
    const date = screen.getByLabelText(/^Move date/);
    expect(date.getAttribute('min')).toBe('2026-11-25');
    expect(date.getAttribute('max')).toBe('2028-05-25');
    await user.type(date, '2026-11-24');
    await user.click(screen.getByRole('button', { name: 'Send request to 2 businesses' }));
    expect(description(date)).toBe('Move date cannot be in the past');
  });

  it('sends the request and moves the focus to the confirmation', async () => {
    const user = userEvent.setup();
    const api = await openForm();
    api.on('POST', '/api/quote-requests', new Response(JSON.stringify({ ok: true }), { status: 202, headers: { 'content-type': 'application/json' } }));
    await user.type(screen.getByLabelText(/^Move date/), '2027-06-05');
    await user.type(screen.getByLabelText(/^Moving from \(ZIP code\)/), '30301');
    await user.type(screen.getByLabelText(/Moving to \(ZIP code\)/), '28205');
    await user.type(screen.getByLabelText(/^Home size/), '2 bedrooms');
    await user.type(screen.getByLabelText(/^Your name/), 'Dana Newcomer');
    await user.type(screen.getByLabelText(/^E\-mail address/), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send request to 2 businesses' }));
    const sent = await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(document.activeElement).toBe(sent.closest('section'));
    expect(sent.closest('section')?.textContent).toContain('to send your request to Crown Town Moving Co. and Queen City Movers.');
    expect(api.callsTo('POST', '/api/quote-requests')[0]?.body).toMatchObject({
      businessIds: [11, 12],
      category: 'movers-packers',
      answers: { moveDate: '2027-06-05', fromZip: '30301', toZip: '28205', homeSize: '2 bedrooms', packingHelp: false },
      name: 'Dana Newcomer',
      email: 'dana@example.com',
      contactBy: 'email',
    });
  });

  it("shows the server's own field message on its field", async () => {
    const user = userEvent.setup();
    const api = await openForm();
    api.on(
      'POST',
      '/api/quote-requests',
      new Response(
        JSON.stringify({ error: { code: 'validation_failed', message: 'Some fields are invalid.', fields: { email: 'This address cannot receive e-mail' } } }),
        { status: 400 },
      ),
    );
    await user.type(screen.getByLabelText(/^Move date/), '2027-06-05');
    await user.type(screen.getByLabelText(/^Moving from \(ZIP code\)/), '30301');
    await user.type(screen.getByLabelText(/Moving to \(ZIP code\)/), '28205');
    await user.type(screen.getByLabelText(/^Home size/), 'studio');
    await user.type(screen.getByLabelText(/^Your name/), 'Dana');
    await user.type(screen.getByLabelText(/^E\-mail address/), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send request to 2 businesses' }));
    await screen.findByText('This address cannot receive e-mail');
    expect(description(screen.getByLabelText(/^E\-mail address/))).toBe('This address cannot receive e-mail');
    expect((screen.getByLabelText(/^Your name/) as HTMLInputElement).value).toBe('Dana');
  });
});

const STATUS: QuoteRequestStatusView = {
  status: 'open',
  category: 'movers-packers',
  categoryLabel: 'Movers & Packers',
  answers: { moveDate: '2027-06-05', fromZip: '30301', toZip: '28205', homeSize: '2 bedrooms' },
  businesses: [
    {
      businessId: 11,
      businessName: 'Crown Town Moving Co.',
      businessSlug: 'crown-town-moving',
      status: 'quoted',
      priceLow: 1200,
      priceHigh: null,
      availableOn: '2027-06-05',
      message: 'Three movers.',
      hired: false,
    },
    {
      businessId: 12,
      businessName: 'Queen City Movers',
      businessSlug: 'queen-city-movers',
      status: 'waiting',
      priceLow: null,
      priceHigh: null,
      availableOn: null,
      message: null,
      hired: false,
    },
  ],
} as unknown as QuoteRequestStatusView;

describe('the quote status page', () => {
  it('shows the answers side by side and marks a business hired only after confirming', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/quotes/status#token=status-token');
    const api = fakeApi()
      .on('GET', '/api/quote-requests/status-token', STATUS)
      .on('POST', '/api/quote-requests/status-token/close', {
        ...STATUS,
        status: 'closed',
        businesses: STATUS.businesses.map((b) => ({ ...b, hired: b.businessId === 11 })),
      });
    render(<QuoteStatus words={EN} />);
    const card = await screen.findByText('Crown Town Moving Co.').then((link) => link.closest('li')!);
    expect(within(card).getByText('$1,200')).toBeTruthy();
    expect(screen.getByText('No answer yet')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Mark Crown Town Moving Co. hired' }));
    expect(api.callsTo('POST', '/api/quote-requests/status-token/close')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', '/api/quote-requests/status-token/close')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Mark Crown Town Moving Co. hired' }));
    await user.click(screen.getByRole('button', { name: 'Yes, hire Crown Town Moving Co.' }));
    await screen.findByText(/Marked as hired/);
    expect(api.callsTo('POST', '/api/quote-requests/status-token/close')[0]?.body).toEqual({ hiredBusinessId: 11 });
    expect(within(card).getByText('Hired')).toBeTruthy();
  });

  it('closes without hiring only after confirming: it cannot be reopened', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/quotes/status#token=status-token');
    const api = fakeApi()
      .on('GET', '/api/quote-requests/status-token', STATUS)
      .on('POST', '/api/quote-requests/status-token/close', { ...STATUS, status: 'closed' });
    render(<QuoteStatus words={EN} />);
    await user.click(await screen.findByRole('button', { name: 'Close without hiring' }));
    expect(screen.getByText('Close this request without hiring? Businesses can no longer answer it, and it cannot be reopened.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/quote-requests/status-token/close')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, close the request' }));
    await screen.findByText('The request is closed and the businesses have been told.');
    expect(api.callsTo('POST', '/api/quote-requests/status-token/close')[0]?.body).toEqual({});
  });

  it('a close that fails keeps the answers and says why beside them, to try again; one closed meanwhile in another tab shows it closed', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/quotes/status#token=status-token');
    const api = fakeApi()
      .on('GET', '/api/quote-requests/status-token', STATUS)
      .on('POST', '/api/quote-requests/status-token/close', apiError(503, 'service_unavailable', 'The database is busy. Please try again.'));
    render(<QuoteStatus words={EN} />);
    await user.click(await screen.findByRole('button', { name: 'Close without hiring' }));
    await user.click(screen.getByRole('button', { name: 'Yes, close the request' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The database is busy. Please try again.');
    expect(screen.getByRole('link', { name: 'Crown Town Moving Co.' })).toBeTruthy();
    expect(screen.getByText('$1,200')).toBeTruthy();

    // Closed meanwhile from another tab: the server says 409, and the page shows the request as it is now.
    api
      .on(
        'POST',
        '/api/quote-requests/status-token/close',
        apiError(409, 'conflict', 'This request is not open: it is closed, or waiting for you to confirm your e-mail address.'),
      )
      .on('GET', '/api/quote-requests/status-token', { ...STATUS, status: 'closed' });
    await user.click(screen.getByRole('button', { name: 'Close without hiring' }));
    await user.click(screen.getByRole('button', { name: 'Yes, close the request' }));
    await screen.findByText('Closed.');
    expect(screen.queryByRole('button', { name: 'Close without hiring' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Crown Town Moving Co.' })).toBeTruthy();
  });
});

describe('the quote pages in Spanish', () => {
  it('ask in Spanish, flag missing fields in Spanish, link to Spanish pages and send the request with its language', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/es/quotes/new?category=movers-packers&ids=11,12');
    const api = fakeApi().on('GET', '/api/quote-requests/recipients', RECIPIENTS);
    render(<QuoteRequestForm words={ES} />);
    const send = await screen.findByRole('button', { name: 'Enviar la solicitud a 2 negocios' });
    expect(screen.getByRole('form', { name: 'Pedir cotizaciones: Mudanzas y embalaje' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crown Town Moving Co.' }).getAttribute('href')).toBe('/es/charlotte/listing/crown-town-moving');
    expect(screen.getByRole('option', { name: 'Ascensor' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Llamada telefónica' })).toBeTruthy();
    expect(
      screen
        .getByLabelText(/^Teléfono/)
        .closest('div')
        ?.querySelector('label')?.textContent,
    ).toBe('Teléfono (opcional)');

    await user.type(screen.getByLabelText(/^Fecha de la mudanza/), '2026-11-24');
    await user.click(send);
    expect(description(screen.getByLabelText(/^Fecha de la mudanza/))).toBe('Fecha de la mudanza: no puede ser una fecha pasada');
    expect(description(screen.getByLabelText(/^Tamaño de la vivienda/))).toContain('Este campo es obligatorio');
    expect(description(screen.getByLabelText(/^Código postal de destino/))).toContain('Escriba el código postal o elija el vecindario al que se muda');
    expect(screen.getByRole('alert').textContent).toContain('Corrija los campos marcados.');

    api.on('POST', '/api/quote-requests', new Response(JSON.stringify({ ok: true }), { status: 202, headers: { 'content-type': 'application/json' } }));
    await user.clear(screen.getByLabelText(/^Fecha de la mudanza/));
    await user.type(screen.getByLabelText(/^Fecha de la mudanza/), '2027-06-05');
    await user.type(screen.getByLabelText(/^Código postal de origen/), '30301');
    await user.type(screen.getByLabelText(/^Código postal de destino/), '28205');
    await user.type(screen.getByLabelText(/^Tamaño de la vivienda/), '2 dormitorios');
    await user.type(screen.getByLabelText(/^Su nombre/), 'Dana');
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'dana@example.com');
    await user.click(send);
    await screen.findByRole('heading', { name: 'Revise su correo electrónico' });
    expect(screen.getByText(/Enviamos un enlace de confirmación a/).textContent).toContain('dana@example.com');
    expect(screen.getByText(/Enviamos un enlace de confirmación a/).textContent).toContain(
      'para enviar su solicitud a Crown Town Moving Co. y Queen City Movers.',
    );
    expect(api.callsTo('POST', '/api/quote-requests')[0]?.body).toMatchObject({ locale: 'es', name: 'Dana' });
  });

  it('list the businesses left out as Spanish writes a list: “A, B y C”', async () => {
    window.history.replaceState(null, '', '/es/quotes/new?category=movers-packers&ids=13,14,15');
    const unreachable = (id: number, businessName: string) => ({ id, businessName, slug: `m-${id}`, category: 'movers-packers', canReceive: false });
    fakeApi().on('GET', '/api/quote-requests/recipients', {
      items: [unreachable(13, 'No Mail Movers'), unreachable(14, 'Quiet Vans'), unreachable(15, 'Idle Trucks')],
    });
    render(<QuoteRequestForm words={ES} />);
    await screen.findByText('Ninguno de los negocios elegidos puede recibir solicitudes de cotización todavía: No Mail Movers, Quiet Vans e Idle Trucks.');
  });

  it('show the answers, their dates and the choices in Spanish, and the server’s messages in Spanish', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/es/quotes/status#token=status-token');
    const api = fakeApi()
      .on('GET', '/api/quote-requests/status-token', STATUS)
      .on(
        'POST',
        '/api/quote-requests/status-token/close',
        apiError(409, 'conflict', 'This request is not open: it is closed, or waiting for you to confirm your e-mail address.'),
      );
    render(<QuoteStatus words={ES} />);
    expect(await screen.findByRole('heading', { name: 'Solicitud de cotización: Mudanzas y embalaje' })).toBeTruthy();
    expect(screen.getByText('Fecha de la mudanza')).toBeTruthy();
    expect(screen.getAllByText('sábado, 5 de junio de 2027').length).toBe(1);
    expect(screen.getByText('Disponible el sábado, 5 de junio de 2027')).toBeTruthy();
    expect(screen.getByText('Cotizó')).toBeTruthy();
    expect(screen.getByText('Todavía sin respuesta')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crown Town Moving Co.' }).getAttribute('href')).toBe('/es/charlotte/listing/crown-town-moving');

    api.on('GET', '/api/quote-requests/status-token', { ...STATUS, status: 'closed' });
    await user.click(screen.getByRole('button', { name: 'Cerrar sin contratar' }));
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sí, cerrar la solicitud' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Esta solicitud no está abierta: está cerrada o espera a que usted confirme su correo electrónico.',
    );
    await screen.findByText('Cerrada.');
  });
});

describe("an unowned business's answer link", () => {
  const delivered: BusinessQuoteRequestView = {
    requestId: 1,
    businessId: 7,
    businessName: 'Queen City Movers',
    category: 'movers-packers',
    categoryLabel: 'Movers & Packers',
    receivedAt: '2026-11-24T15:00:00.000Z',
    customer: { name: 'Nia Newcomer', email: 'nia@example.com', phone: null, contactBy: 'email' },
    questions: [{ label: 'Move date', value: 'Friday, December 11, 2026' }],
    details: '',
    status: 'waiting',
    reply: null,
    outcome: 'open',
  };

  it('a request the customer closed meanwhile (409) is shown closed instead of a form that can only fail again', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/quotes/reply#token=reply-token');
    const api = fakeApi()
      .on('GET', '/api/quote-replies/reply-token', delivered)
      .on('POST', '/api/quote-replies/reply-token', apiError(409, 'conflict', 'The customer has closed this request.'));
    render(<QuoteReplyPage />);
    await user.click(await screen.findByRole('radio', { name: 'Decline' }));
    api.on('GET', '/api/quote-replies/reply-token', { ...delivered, outcome: 'closed' });
    await user.click(screen.getByRole('button', { name: 'Decline request' }));
    await screen.findByText('The customer has closed this request.', { selector: 'p:not([role])' });
    expect(screen.queryByRole('button', { name: 'Decline request' })).toBeNull();
  });
});

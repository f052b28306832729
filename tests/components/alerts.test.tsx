/**
 * "Alert me" on a listing and the /alerts page (src/islands/alerts) against the fake API:
 * the form sends the listing's query without its paging and says what to do next; a bad
 * address is flagged before anything is sent; the page confirms with a POST and stops an
 * alert with the one-click body, and follows a second link opened in the same tab.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AlertMe } from '../../src/islands/alerts/AlertMe';
import { en } from '../../src/i18n/en';
import { es } from '../../src/i18n/es';
import AlertsPage from '../../src/islands/alerts/AlertsPage';
import { BROKEN_LINK_MESSAGES } from '../../src/domain/alert-pages';
import { apiError, fakeApi, json } from './support/api';
import { alertWords } from '../../src/i18n/alert-words';

const EN = alertWords('en');
const ES = alertWords('es');

describe('Alert me', () => {
  it('saves the listing query with the address and frequency, and flags a bad address first', async () => {
    const api = fakeApi().on('POST', '/api/saved-searches', json({ received: true }, 202));
    const user = userEvent.setup();
    render(<AlertMe apiQuery="?category=movers-packers&minRating=4&limit=20&offset=40" t={en.search.alert} />);
    await user.click(screen.getByRole('button', { name: 'Alert me' }));
    await screen.findByText('Movers & Packers, 4+ stars', undefined, { timeout: 10_000 });
    await user.type(screen.getByLabelText(/E-mail address/), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    expect(await screen.findAllByText('Please enter a valid email address')).not.toHaveLength(0);
    expect(api.callsTo('POST', '/api/saved-searches')).toEqual([]);

    await user.clear(screen.getByLabelText(/E-mail address/));
    await user.type(screen.getByLabelText(/E-mail address/), 'dana@example.com');
    await user.selectOptions(screen.getByLabelText(/How often/), 'weekly');
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    await screen.findByText(/Almost done: open the link we sent to dana@example.com/);
    expect(api.callsTo('POST', '/api/saved-searches')[0]?.body).toMatchObject({
      email: 'dana@example.com',
      frequency: 'weekly',
      query: { category: 'movers-packers', minRating: '4' },
    });
  });
});

describe('Alert me on a Spanish listing', () => {
  it('asks in Spanish and says what to do next in Spanish', async () => {
    fakeApi().on('POST', '/api/saved-searches', json({ received: true }, 202));
    const user = userEvent.setup();
    render(<AlertMe apiQuery="?category=movers-packers" t={es.search.alert} />);
    await user.click(screen.getByRole('button', { name: 'Avisarme' }));
    await user.type(await screen.findByLabelText(/Correo electrónico/, undefined, { timeout: 10_000 }), 'dana@example.com');
    await user.selectOptions(screen.getByLabelText(/Con qué frecuencia/), 'weekly');
    await user.click(screen.getByRole('button', { name: 'Guardar esta búsqueda' }));
    await screen.findByText(/Ya casi está: abra el enlace que enviamos a dana@example.com/);
  });

  it('saves the search with the page’s language and says the schema’s and the server’s messages in Spanish', async () => {
    document.documentElement.lang = 'es';
    const api = fakeApi().on(
      'POST',
      '/api/saved-searches',
      apiError(409, 'conflict', 'An e-mail address can have at most 10 saved searches. Remove one from the link in any alert e-mail first.'),
    );
    const user = userEvent.setup();
    try {
      render(<AlertMe apiQuery="?category=movers-packers" t={es.search.alert} />);
      await user.click(screen.getByRole('button', { name: 'Avisarme' }));
      const email = await screen.findByLabelText(/Correo electrónico/, undefined, { timeout: 10_000 });
      await user.type(email, 'dana@');
      await user.click(screen.getByRole('button', { name: 'Guardar esta búsqueda' }));
      expect(await screen.findByText('Escriba una dirección de correo electrónico válida')).toBeTruthy();
      await user.type(email, 'example.com');
      await user.click(screen.getByRole('button', { name: 'Guardar esta búsqueda' }));
      expect(
        await screen.findByText(
          'Una dirección de correo electrónico puede tener como máximo 10 búsquedas guardadas. Primero borre una desde el enlace de cualquier correo de alerta.',
        ),
      ).toBeTruthy();
      expect(api.callsTo('POST', '/api/saved-searches')[0]?.body).toMatchObject({ email: 'dana@example.com', locale: 'es' });
    } finally {
      document.documentElement.lang = 'en';
    }
  });
});

describe('Alert me on a Spanish listing, when the server refuses', () => {
  it('says the daily limit of confirmations and an unreachable server in Spanish', async () => {
    const api = fakeApi().on(
      'POST',
      '/api/saved-searches',
      apiError(429, 'rate_limited', 'We send at most 5 confirmation e-mails a day to one address. Please try again tomorrow.'),
    );
    const user = userEvent.setup();
    render(<AlertMe apiQuery="?category=movers-packers" t={es.search.alert} />);
    await user.click(screen.getByRole('button', { name: 'Avisarme' }));
    await user.type(await screen.findByLabelText(/Correo electrónico/, undefined, { timeout: 10_000 }), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Guardar esta búsqueda' }));
    expect(await screen.findByText('Enviamos como máximo 5 correos de confirmación al día a una misma dirección. Inténtelo de nuevo mañana.')).toBeTruthy();
    api.on('POST', '/api/saved-searches', () => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(screen.getByRole('button', { name: 'Guardar esta búsqueda' }));
    expect(await screen.findByText('No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.')).toBeTruthy();
  });
});

describe('/es/alerts', () => {
  it('confirms, lists the saved searches with their results in Spanish, and stops one, all in Spanish, the labels as the server words them for the page', async () => {
    window.history.replaceState(null, '', '/es/alerts#confirm=ac1.7.1800000000.abc');
    const api = fakeApi()
      .on('POST', '/api/saved-searches/confirm', { confirmed: true, label: 'Servicios para mascotas', manageToken: 'am1.x.y' })
      .on('POST', '/api/saved-searches/manage', {
        email: 'dana@example.com',
        searches: [
          {
            id: 3,
            label: 'Mudanzas y embalaje',
            resultsHref: '/charlotte/movers-packers',
            frequency: 'weekly',
            confirmed: false,
            broken: false,
            unsubscribeToken: 'au1.3.s',
          },
        ],
      })
      .on('POST', '/api/saved-searches/unsubscribe/au1.3.s', { unsubscribed: true });
    const user = userEvent.setup();
    render(<AlertsPage words={ES} />);
    await screen.findByText('Su alerta está activada');
    expect(api.callsTo('POST', '/api/saved-searches/confirm')[0]?.body).toEqual({ token: 'ac1.7.1800000000.abc', locale: 'es' });
    expect(screen.getByText(/Servicios para mascotas/).closest('body [lang]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Administrar mis búsquedas guardadas' }));
    await screen.findByText('Búsquedas guardadas de dana@example.com');
    expect(api.callsTo('POST', '/api/saved-searches/manage')[0]?.body).toEqual({ token: 'am1.x.y', locale: 'es' });
    const link = screen.getByRole('link', { name: 'Mudanzas y embalaje' });
    expect(link.getAttribute('href')).toBe('/es/charlotte/movers-packers');
    expect(link.closest('body [lang]')).toBeNull();
    expect(screen.getByText(/Semanal/).textContent).toBe('Semanal · esperando su confirmación');
    await user.click(screen.getByRole('button', { name: 'Detener Mudanzas y embalaje' }));
    await screen.findByText('No tiene búsquedas guardadas: no guardamos nada sobre esta dirección.');
    expect(api.callsTo('POST', '/api/saved-searches/unsubscribe/au1.3.s')).toHaveLength(1);
  });

  it('says a broken link is not valid in Spanish', async () => {
    window.history.replaceState(null, '', '/es/alerts#link-broken');
    render(<AlertsPage words={ES} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Este enlace para darse de baja no es válido/);
  });
});

describe('/alerts', () => {
  it('confirms the alert of the link with a POST', async () => {
    window.history.replaceState(null, '', '/alerts#confirm=ac1.7.1800000000.abc');
    const api = fakeApi().on('POST', '/api/saved-searches/confirm', { confirmed: true, label: 'Pet Services', manageToken: 'am1.x.y' });
    render(<AlertsPage words={EN} />);
    await screen.findByText('Your alert is on');
    expect(screen.getByText(/Pet Services/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/saved-searches/confirm')[0]?.body).toEqual({ token: 'ac1.7.1800000000.abc', locale: 'en' });
  });

  it('follows a second link opened in the same tab (only the fragment changes)', async () => {
    window.history.replaceState(null, '', '/alerts#confirm=ac1.7.1800000000.abc');
    const labels: Record<string, string> = { 'ac1.7.1800000000.abc': 'Pet Services', 'ac1.8.1800000000.def': 'Movers & Packers' };
    const api = fakeApi().on('POST', '/api/saved-searches/confirm', (call) => {
      const token = (call.body as { token: string }).token;
      return { confirmed: true, label: labels[token] ?? 'unknown', manageToken: 'am1.x.y' };
    });
    render(<AlertsPage words={EN} />);
    await screen.findByText(/Pet Services/);
    window.location.hash = '#confirm=ac1.8.1800000000.def';
    await screen.findByText(/Movers & Packers/);
    expect(screen.queryByText(/Pet Services/)).toBeNull();
    const tokens = api.callsTo('POST', '/api/saved-searches/confirm').map((call) => (call.body as { token: string }).token);
    expect(tokens.at(-1)).toBe('ac1.8.1800000000.def');
    expect(tokens.filter((token) => token === 'ac1.8.1800000000.def')).toHaveLength(1);
  });

  it('says a confirmation, manage or unsubscribe link was cut or changed, and what to do instead', async () => {
    const api = fakeApi()
      .on('POST', '/api/saved-searches/confirm', apiError(400, 'bad_request', 'This link is not valid.'))
      .on('POST', '/api/saved-searches/manage', apiError(404, 'not_found', 'This link is not valid.'));
    const cases: Array<[string, string]> = [
      ['#link-broken', BROKEN_LINK_MESSAGES.unsubscribe],
      ['#unsubscribe=', BROKEN_LINK_MESSAGES.unsubscribe],
      ['#unsubscribe=au1.7.s%20ig', BROKEN_LINK_MESSAGES.unsubscribe],
      ['#confirm=', BROKEN_LINK_MESSAGES.confirm],
      ['#confirm=ac1.7.1800000000.altered', BROKEN_LINK_MESSAGES.confirm],
      ['#manage=am1.x.altered', BROKEN_LINK_MESSAGES.manage],
    ];
    for (const [hash, message] of cases) {
      window.history.replaceState(null, '', `/alerts${hash}`);
      const view = render(<AlertsPage words={EN} />);
      expect([hash, (await screen.findByRole('alert')).textContent]).toEqual([hash, message]);
      view.unmount();
    }
    // A token that reads as one but does not verify: said when Unsubscribe is pressed.
    api.on('POST', '/api/saved-searches/unsubscribe/au1.7.altered', apiError(404, 'not_found', 'This unsubscribe link is not valid.'));
    window.history.replaceState(null, '', '/alerts#unsubscribe=au1.7.altered');
    render(<AlertsPage words={EN} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe(BROKEN_LINK_MESSAGES.unsubscribe);
    // Only a token that reads as one is sent.
    expect(new Set(api.callsTo('POST', '/api/saved-searches/confirm').map((call) => (call.body as { token: string }).token))).toEqual(
      new Set(['ac1.7.1800000000.altered']),
    );
  });

  it('unsubscribes only when the button is pressed, with the one-click body', async () => {
    window.history.replaceState(null, '', '/alerts#unsubscribe=au1.7.sig');
    const api = fakeApi().on('POST', '/api/saved-searches/unsubscribe/au1.7.sig', { unsubscribed: true });
    const user = userEvent.setup();
    render(<AlertsPage words={EN} />);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    await screen.findByText(/You are unsubscribed/);
    expect(api.callsTo('POST', '/api/saved-searches/unsubscribe/au1.7.sig')[0]?.body).toBe('List-Unsubscribe=One-Click');
  });
});

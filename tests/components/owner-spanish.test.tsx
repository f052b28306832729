/**
 * The owner dashboard in Spanish (/es/owner, src/i18n/es-owner.ts) against the fake API: the
 * sign-in, the dashboard's words, the shared schemas' messages and the server's own errors in
 * Spanish, dates through es-US, and a message that is not the site's own left as it came.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OwnerListing } from '../../src/domain/owner';
import type { BusinessQuoteRequestView } from '../../src/domain/quote-requests';
import type { Responsiveness } from '../../src/domain/responsiveness';
import { ownerWords } from '../../src/i18n/owner-words';
import OwnerApp from '../../src/islands/owner/OwnerApp';
import { SESSION_KEYS } from '../../src/islands/kit/session';
import { apiError, fakeApi } from './support/api';

/** The dashboard's words in Spanish, as src/pages/es/owner.astro gives them. */
const ES = ownerWords('es');

const LISTING: OwnerListing = {
  id: 301,
  slug: 'noda-bike-repair',
  businessName: 'NoDa Bike Repair',
  category: 'movers-packers',
  address: '3200 N Davidson St, Charlotte, NC 28205',
  phone: '704-555-0199',
  email: 'shop@example.com',
  website: 'https://bikes.example.com',
  shortDescription: 'Tune-ups while you wait.',
  longDescription: null,
  businessHours: null,
  serviceTags: [],
  languages: [],
  servicesOffered: ['Tune-ups'],
  status: 'published',
  isPremium: false,
  pendingChanges: [{ id: 5, changes: { category: 'pet-services' }, createdAt: '2026-11-28T15:00:00.000Z' }],
  openReports: 0,
};

const REQUEST: BusinessQuoteRequestView = {
  requestId: 1,
  businessId: 301,
  businessName: 'NoDa Bike Repair',
  category: 'movers-packers',
  categoryLabel: 'Movers & Packers',
  receivedAt: '2027-01-15T15:00:00.000Z',
  customer: { name: 'Nia Newcomer', email: 'nia@example.com', phone: null, contactBy: 'email' },
  questions: [{ label: 'Move date', value: 'Friday, February 12, 2027' }],
  details: '',
  status: 'quoted',
  reply: { priceLow: 900, priceHigh: null, availableOn: '2027-02-12', message: null },
  outcome: 'open',
};

const FIGURES: Responsiveness = {
  window: { from: '2026-10-22T17:00:00.000Z', to: '2027-01-20T17:00:00.000Z', days: 90 },
  requests: 6,
  answered: 6,
  requesters: 6,
  needed: 0,
  days: 5,
  daysNeeded: 0,
  tooNew: 0,
  own: 0,
  repeats: 0,
  medianMinutes: 35,
  responseRate: 0.75,
  label: 'Usually replies within an hour',
};

function signedIn() {
  window.localStorage.setItem(
    SESSION_KEYS.owner,
    JSON.stringify({ token: 'owner-token', expiresAt: '2099-01-01T00:00:00.000Z', email: 'owner@example.com', mode: 'local' }),
  );
  return fakeApi()
    .on('GET', '/api/auth/config', { mode: 'local' })
    .on('GET', '/api/owner/businesses', { businesses: [LISTING] })
    .on('GET', '/api/owner/quote-requests', { items: [REQUEST], waiting: { 301: 2 }, responsiveness: { 301: FIGURES } })
    .on('GET', '/api/owner/billing', { plans: [], invoices: [], paymentsConfigured: true });
}

describe('the owner dashboard in Spanish', () => {
  it('signs in in Spanish and says the server’s refusal in Spanish', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/es/owner');
    const api = fakeApi().on('POST', '/api/auth/login', apiError(401, 'unauthorized', 'Wrong e-mail or password.', { password: 'Wrong password' }));
    render(<OwnerApp words={ES} config={{ mode: 'local' }} />);
    expect(screen.getByRole('heading', { name: 'Acceso para dueños de negocios' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'reclame su negocio' })).toBeTruthy();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'owner@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El correo electrónico o la contraseña no son correctos.');
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '¿Olvidó su contraseña?' })).toBeTruthy();
  });

  it('shows the listings, the tabs and the listing editor in Spanish, with the schema’s and the server’s messages in Spanish', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/es/owner');
    const api = signedIn().on(
      'PATCH',
      '/api/owner/businesses/301',
      apiError(400, 'validation_failed', 'Some fields are invalid.', { website: 'Please enter a valid website URL' }),
    );
    render(<OwnerApp words={ES} />);
    expect(await screen.findByRole('heading', { name: 'Panel del dueño' })).toBeTruthy();
    const card = (await screen.findByText('NoDa Bike Repair', { selector: '[data-owner-listing] p' })).closest('li')!;
    expect(within(card).getByText(/Mudanzas y embalaje · Publicada · No destacada/)).toBeTruthy();
    expect(within(card).getByText('2 solicitudes de cotización por responder')).toBeTruthy();
    expect(within(card).getByText(/Pendiente del personal/).textContent).toBe('Pendiente del personal: categoría a "Servicios para mascotas"');
    expect(
      within(card)
        .getByRole('link', { name: /Ver la página pública/ })
        .getAttribute('href'),
    ).toBe('/es/charlotte/listing/noda-bike-repair');
    expect(screen.getByRole('tab', { name: 'Editar la ficha' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Solicitudes de cotización' })).toBeTruthy();

    // The editor's own words: labels, the week, the choices.
    expect(screen.getByLabelText('Lunes')).toBeTruthy();
    expect(within(screen.getByLabelText('Lunes')).getByRole('option', { name: 'Abierto las 24 horas' })).toBeTruthy();
    expect(document.querySelector('[data-hours-editor] datalist option[value="18:00"]')?.getAttribute('label')).toBe('6:00 p.m.');
    expect(screen.getByRole('checkbox', { name: 'Cotización gratis' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Español' })).toBeTruthy();
    expect((screen.getByLabelText(/^Categoría/) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Mudanzas y embalaje');

    // The shared schema's message, in the browser before anything is sent.
    const phone = screen.getByLabelText(/^Teléfono/);
    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Guardar los cambios' }));
    expect((await screen.findAllByText('Escriba el número de teléfono')).length).toBeGreaterThan(0);
    expect(screen.getByText('Corrija los campos marcados abajo.')).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/owner/businesses/301')).toEqual([]);

    // The server's field error, the site's own text, in Spanish under its field.
    await user.type(phone, '704-555-0100');
    await user.click(screen.getByRole('button', { name: 'Guardar los cambios' }));
    const website = screen.getByLabelText(/^Sitio web/);
    expect(await screen.findByText('Escriba una dirección de sitio web válida')).toBeTruthy();
    expect(website.getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).not.toContain('Please enter a valid website URL');
  });

  it('says the response time and the quote requests in Spanish, dates through es-US', async () => {
    window.history.replaceState(null, '', '/es/owner#quote-requests/301');
    signedIn();
    render(<OwnerApp words={ES} />);
    const summary = await screen.findByRole('list', { name: 'Su tiempo de respuesta' });
    expect(summary.textContent).toContain('Suele responder en menos de una hora · 75% respondidas en un plazo de 24 horas (de 6 clientes).');
    expect(summary.textContent).toContain('Se cuenta una solicitud por cliente en los últimos 90 días');
    expect(screen.getByRole('heading', { name: 'Solicitud de Mudanzas y embalaje para NoDa Bike Repair' })).toBeTruthy();
    expect(screen.getByText('Recibida el 15 de enero de 2027')).toBeTruthy();
    expect(screen.getByText(/Usted cotizó \$900, con disponibilidad el viernes, 12 de febrero de 2027\./)).toBeTruthy();
    // The customer's answers are the server's English, marked as such.
    expect(screen.getByText('Move date').getAttribute('lang')).toBe('en');
  });

  it('checks a photo’s description with the API’s rule, in Spanish', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/es/owner#photos/301');
    signedIn().on('GET', '/api/owner/businesses/301/photos', { photos: [] });
    render(<OwnerApp words={ES} />);
    expect(await screen.findByText('Todavía no hay fotos.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Subir la foto' }));
    expect(await screen.findByText('Describa la foto para las personas que no pueden verla.')).toBeTruthy();
  });

  it('leaves a message that is not the site’s own as it came', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/es/owner');
    fakeApi().on('POST', '/api/auth/login', apiError(500, 'internal', 'Upstream said no'));
    render(<OwnerApp words={ES} config={{ mode: 'local' }} />);
    await user.type(await screen.findByLabelText('Correo electrónico'), 'owner@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'whatever-it-is');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Upstream said no');
  });
});

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
import { INVITATION_LINK_MESSAGES } from '../../src/domain/staff';
import { enOwner } from '../../src/i18n/en-owner';
import { esOwner } from '../../src/i18n/es-owner';
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

  it('an expired invitation says so in Spanish and sends the owner to Ayuda para negocios only', async () => {
    window.history.replaceState(null, '', `/es/owner#invite=${'x'.repeat(40)}`);
    fakeApi().on('POST', '/api/auth/invitation/check', apiError(410, 'bad_request', INVITATION_LINK_MESSAGES.ownerExpired));
    const { container } = render(<OwnerApp words={ES} config={{ mode: 'local' }} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Esta invitación venció. Para recibir una nueva, comuníquese con Ayuda para negocios.');
    const help = container.querySelector<HTMLElement>('[data-invite-link-unusable]')!;
    expect(help.textContent).not.toMatch(/administrador/);
    expect(help.querySelector('p:not([role])')?.textContent).toBe('Encontrará el teléfono y el correo electrónico en Ayuda para negocios.');
    expect(within(help).getByRole('link', { name: 'Ayuda para negocios' }).getAttribute('href')).toBe('/es/business-support');
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
    expect(within(card).getByText(/Pendiente de aprobación del personal/).textContent).toBe(
      'Pendiente de aprobación del personal: nueva categoría “Servicios para mascotas”',
    );
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
    expect(summary.textContent).toContain('Suele responder en menos de una hora · 75% respondidas en un plazo de 24 horas (según solicitudes de 6 clientes).');
    expect(summary.textContent).toContain('Se cuenta una solicitud por cliente en los últimos 90 días');
    expect(screen.getByRole('heading', { name: 'Mudanzas y embalaje: solicitud para NoDa Bike Repair' })).toBeTruthy();
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

  it('shows no English word of the dashboard’s catalog on any tab, but the server’s own texts marked lang="en"', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/es/owner');
    signedIn()
      .on('GET', '/api/owner/businesses', { businesses: [{ ...LISTING, openReports: 1, isPremium: true }] })
      .on('GET', '/api/owner/quote-requests', {
        items: [REQUEST, { ...REQUEST, requestId: 2, status: 'waiting', reply: null }],
        waiting: { 301: 1 },
        responsiveness: {
          301: { ...FIGURES, requesters: 2, days: 1, needed: 3, daysNeeded: 2, tooNew: 1, repeats: 1, own: 1, label: 'New to quote requests' },
        },
      })
      .on('GET', '/api/owner/billing', {
        plans: [
          {
            businessId: 301,
            businessName: 'NoDa Bike Repair',
            planName: 'Featured Listing',
            priceMonthly: 2900,
            status: 'active',
            nextRenewal: '2026-12-29T00:00:00.000Z',
          },
        ],
        invoices: [{ id: 'in_1', created: '2026-11-29T00:00:00.000Z', amount: 2900, currency: 'usd', status: 'paid', url: null }],
        paymentsConfigured: true,
      })
      .on('GET', '/api/owner/notices', {
        items: [{ id: 1, businessId: 301, subject: 'Your change was approved', body: 'Staff approved the new name.', createdAt: '2026-11-28T15:00:00.000Z' }],
      })
      .on('GET', '/api/owner/businesses/301/photos', {
        photos: [
          {
            id: 1,
            businessId: 301,
            alt: 'La tienda',
            isCover: true,
            position: 1,
            width: 1600,
            height: 1200,
            variants: [{ width: 1600, height: 1200, url: '/p1.webp' }],
          },
        ],
      })
      .on('GET', '/api/owner/businesses/301/reviews', [
        {
          id: 77,
          reviewerName: null,
          rating: 4,
          reviewText: 'Rápido.',
          createdAt: '2026-11-20T15:00:00.000Z',
          reply: { text: '¡Gracias!', createdAt: '2026-11-21T15:00:00.000Z', updatedAt: '2026-11-21T15:00:00.000Z' },
          reported: false,
        },
      ])
      .on('GET', '/api/owner/businesses/301/insights', {
        businessId: 301,
        weeks: [{ weekStart: '2026-11-23', views: 10, calls: 1, websiteClicks: 2, directionsClicks: 3, quoteRequests: 1 }],
      })
      .on('POST', '/api/owner/businesses/301/review-invitations', {
        link: 'https://example.com/r/1',
        expiresAt: '2027-02-27T00:00:00.000Z',
        qrPng: 'data:image/png;base64,AA==',
        queued: 0,
        sentToday: 0,
        dailyLimit: 20,
      })
      .on('GET', '/api/owner/credentials', {
        items: [
          {
            id: 1,
            businessId: 301,
            businessName: 'NoDa Bike Repair',
            kind: 'licensed',
            status: 'approved',
            source: 'owner',
            licenceNumber: 'C-1',
            issuingAuthority: 'NC Utilities Commission',
            insurer: null,
            policyNumber: null,
            expiresOn: '2027-03-31',
            ownerNote: null,
            reason: null,
            createdAt: '2026-11-29T15:00:00.000Z',
          },
          {
            id: 2,
            businessId: 301,
            businessName: 'NoDa Bike Repair',
            kind: 'insured',
            status: 'pending',
            source: 'service_tag',
            licenceNumber: null,
            issuingAuthority: null,
            insurer: 'Acme',
            policyNumber: 'P-1',
            expiresOn: '2027-03-31',
            ownerNote: null,
            reason: null,
            createdAt: '2026-11-29T15:00:00.000Z',
          },
        ],
      });
    // The English catalog's words that the Spanish one does not also use, longer than three letters (as the pages' walk reads them).
    const spanish = new Set(texts(esOwner));
    const english = texts(enOwner).filter((text) => text.length > 3 && !spanish.has(text) && !text.includes('{'));
    const seen: string[] = [];
    const read = () => {
      const copy = document.body.cloneNode(true) as HTMLElement;
      for (const el of [...copy.querySelectorAll('[lang="en"]')]) el.remove();
      const labels = [...copy.querySelectorAll('[aria-label], [alt], [placeholder], [title]')].flatMap((el) =>
        ['aria-label', 'alt', 'placeholder', 'title'].map((name) => el.getAttribute(name) ?? ''),
      );
      // Text node by text node: React puts no space between elements.
      const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
      const nodes: string[] = [];
      while (walker.nextNode()) nodes.push(walker.currentNode.textContent ?? '');
      seen.push([...nodes, ...labels].join('\n'));
    };
    render(<OwnerApp words={ES} />);
    await screen.findByText('NoDa Bike Repair', { selector: '[data-owner-listing] p' });
    await screen.findByText('De nuestro personal');
    await screen.findByText(/Facturas anteriores/);
    read();
    // Each tab, once its answer is shown.
    const shown: Array<[string, RegExp]> = [
      ['Fotos', /^Foto 1 de 1/],
      ['Reseñas', /^Respuesta del dueño/],
      ['Estadísticas', /^Semana del$/],
      ['Solicitudes de cotización', /^Suele|^Nuevo en solicitudes/],
      ['Invitaciones a reseñar', /^Su enlace de invitación$/],
      ['Credenciales', /^Registrada: se muestra hasta/],
      ['Editar la ficha', /^Guardar los cambios$/],
    ];
    for (const [tab, mark] of shown) {
      await user.click(screen.getByRole('tab', { name: tab }));
      await screen.findAllByText(mark);
      read();
    }
    expect(screen.getByText('Your change was approved').getAttribute('lang')).toBe('en');
    const text = seen.join('\n');
    expect(text).toContain('Portada');
    expect(text).toContain('Semana del');
    expect(english.filter((word) => new RegExp(`(?<![\\p{L}-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}-])`, 'u').test(text))).toEqual([]);
  });
});

/** Every text of a catalog, but the English keys of its messages. */
function texts(node: object): string[] {
  return Object.entries(node).flatMap(([, value]) => (typeof value === 'string' ? [value] : texts(value as object)));
}

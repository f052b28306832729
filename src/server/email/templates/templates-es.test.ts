/**
 * The visitor's e-mails in Spanish, rendered as they are sent: each kind's subject, text and
 * HTML say the Spanish words (dates and prices written for es-US), hold none of the English
 * catalog's words (src/i18n/mail-en.ts), link to the Spanish pages where they exist, and keep
 * the one-click unsubscribe exactly as in English.
 */
import { describe, expect, it } from 'vitest';
import { QUOTE_LIMITS } from '../../../domain/quote-categories';
import { MAIL_EN } from '../../../i18n/mail-en';
import { parseEnv } from '../../env';
import { renderHtml, renderText } from '../render';
import { templateOf, type EmailPayloads } from '.';

const env = parseEnv({ PUBLIC_SITE_URL: 'https://directory.example' });
const ctx = { env, secret: 'a-secret-for-template-tests-0123456789', to: 'ana@example.com' };
// 12:00 UTC is 8:00 in Charlotte (EDT) on 4 June 2031.
const expiresAt = '2031-06-04T12:00:00.000Z';

type VisitorKind =
  | 'quote_confirmation'
  | 'quote_answer'
  | 'alert_confirmation'
  | 'alert_digest'
  | 'alert_broken'
  | 'review_confirmation'
  | 'claim_verification'
  | 'claim_denied';

const SPANISH: { [K in VisitorKind]: EmailPayloads[K] } = {
  quote_confirmation: {
    requestId: 5,
    name: 'Ana',
    categoryLabel: 'Mudanzas y embalaje',
    businessNames: ['Queen City Movers', 'Uptown Vans'],
    expiresAt,
    locale: 'es',
  },
  quote_answer: {
    requestId: 5,
    name: 'Ana',
    businessName: 'Queen City Movers',
    kind: 'quote',
    priceLow: 1540,
    priceHigh: 1900,
    availableOn: '2031-06-04',
    message: 'Llevamos cajas.',
    locale: 'es',
  },
  alert_confirmation: { savedSearchId: 11, label: 'Mudanzas y embalaje en Plaza Midwood', frequency: 'weekly', expiresAt, locale: 'es' },
  alert_digest: {
    savedSearchId: 11,
    label: 'Mudanzas y embalaje en Plaza Midwood',
    total: 3,
    businesses: [
      { businessName: 'Queen City Movers', slug: 'queen-city-movers', categoryLabel: 'Movers & Packers', category: 'movers-packers', neighborhood: null },
      { businessName: 'Uptown Vans', slug: 'uptown-vans', categoryLabel: 'Movers & Packers', category: 'movers-packers', neighborhood: null },
    ],
    resultsHref: '/search?category=movers-packers&neighborhood=plaza-midwood',
    locale: 'es',
  },
  alert_broken: { savedSearchId: 12, label: 'hovercraft-repair en Atlantis', locale: 'es' },
  review_confirmation: { reviewId: 8, businessName: 'Queen City Movers', slug: 'queen-city-movers', locale: 'es' },
  claim_verification: { claimId: 9, businessName: 'Queen City Movers', claimerName: null, expiresAt, locale: 'es' },
  claim_denied: { claimId: 9, businessName: 'Queen City Movers', claimerName: 'Ana', reason: 'Business already claimed by its owner', locale: 'es' },
};

function rendered<K extends VisitorKind>(kind: K, payload: EmailPayloads[K]) {
  const template = templateOf(kind);
  const content = template.render(payload, ctx);
  return { subject: template.subject(payload), text: renderText(content.blocks), html: renderHtml(content.blocks, content.lang), content };
}

/**
 * The fixed words of the English catalog: every string, and every function's output around the
 * values it is given (called with a marker for each value, and with 1 for the singular forms).
 */
function englishFragments(): string[] {
  const fragments: string[] = [];
  // A list value (quoteConfirmation.ask's businesses) is a list of one marker.
  const marker = (value: string | number) =>
    new Proxy({}, { get: (_target, key) => (key === Symbol.toPrimitive ? () => value : key === 'businesses' ? [value] : value) }) as never;
  const walk = (node: unknown) => {
    if (typeof node === 'string') fragments.push(node);
    else if (typeof node === 'function') {
      for (const value of ['\u00a7', 1] as const) {
        const out = String((node as (arg: never) => string)(marker(value)));
        fragments.push(...out.split(value === 1 ? /\b1\b/ : '\u00a7'));
      }
    } else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(MAIL_EN);
  return [...new Set(fragments.map((f) => f.trim()).filter((f) => /[A-Za-z]{3,}/.test(f)))];
}

const kinds = Object.keys(SPANISH) as VisitorKind[];

describe('visitor e-mails in Spanish', () => {
  const english = englishFragments();

  it('has English fragments to look for', () => {
    expect(english).toContain('Compare the answers');
    expect(english).toContain('new businesses for');
  });

  it.each(kinds)('%s: no word of the English catalog in the subject, the text or the HTML, and the HTML is lang="es"', (kind) => {
    const { subject, text, html } = rendered(kind, SPANISH[kind] as never);
    for (const fragment of english) {
      expect(subject, fragment).not.toContain(fragment);
      expect(text, fragment).not.toContain(fragment);
      expect(html, fragment).not.toContain(fragment);
    }
    expect(html).toContain('<html lang="es">');
  });

  it('quote_confirmation: asks in Spanish, with the deadline as es-US writes it', () => {
    const { subject, text, html } = rendered('quote_confirmation', SPANISH.quote_confirmation);
    expect(subject).toBe('Confirme su solicitud de cotización en Charlotte Directory');
    expect(text).toContain('Hola, Ana:');
    expect(text).toContain('Confirme su correo electrónico para enviar su solicitud de cotización (Mudanzas y embalaje) a Queen City Movers y Uptown Vans.');
    expect(text).toContain(`El enlace es válido hasta el 4 de junio de 2031 a las 8:00 a.m. EDT (${QUOTE_LIMITS.confirmHours} horas).`);
    expect(text).toMatch(/^Confirmar y enviar mi solicitud: https:\/\/directory\.example\/es\/quotes\/status#confirm=qc1\./m);
    expect(html).toContain('O abra este enlace:');
  });

  it('quote_answer: the price and the date in Spanish, the business message as written', () => {
    const { subject, text } = rendered('quote_answer', SPANISH.quote_answer);
    expect(subject).toBe('Queen City Movers respondió a su solicitud de cotización');
    expect(text).toContain('Queen City Movers le envió una cotización de $1,540 – $1,900.\nDisponible el miércoles, 4 de junio de 2031.');
    expect(text).toContain('Mensaje del negocio: Llevamos cajas.');
    expect(text).toMatch(/^Comparar las respuestas: https:\/\/directory\.example\/es\/quotes\/status#token=qs1\./m);
    const declined = rendered('quote_answer', { ...SPANISH.quote_answer, kind: 'decline', priceLow: null, priceHigh: null, availableOn: null, message: '' });
    expect(declined.text).toContain('Queen City Movers no puede aceptar este trabajo.');
  });

  it('alert_confirmation: the frequency and the search in Spanish', () => {
    const { subject, text } = rendered('alert_confirmation', SPANISH.alert_confirmation);
    expect(subject).toBe('Confirme su alerta de Charlotte Directory');
    expect(text).toContain(
      'Confirme que desea recibir un correo semanal cuando haya negocios nuevos que coincidan con esta búsqueda en Charlotte Directory: Mudanzas y embalaje en Plaza Midwood.',
    );
    expect(text).toContain('Confirmar mi alerta: https://directory.example/es/alerts#confirm=ac1.');
  });

  it('alert_digest: Spanish words, categories and pages; the unsubscribe URL and headers as in English', () => {
    const { subject, text, content } = rendered('alert_digest', SPANISH.alert_digest);
    expect(subject).toBe('3 negocios nuevos: Mudanzas y embalaje en Plaza Midwood');
    expect(rendered('alert_digest', { ...SPANISH.alert_digest, total: 1 }).subject).toBe('1 negocio nuevo: Mudanzas y embalaje en Plaza Midwood');
    expect(text).toContain('3 negocios nuevos coinciden con su búsqueda guardada: Mudanzas y embalaje en Plaza Midwood. Se muestran 2 de 3.');
    expect(text).toContain('- Queen City Movers (Mudanzas y embalaje): https://directory.example/es/charlotte/listing/queen-city-movers');
    expect(text).toContain('Ver todos los resultados: https://directory.example/es/search?category=movers-packers&neighborhood=plaza-midwood');
    expect(text).toContain('Administrar sus búsquedas guardadas: https://directory.example/es/alerts#manage=am1.');
    const { locale: _locale, ...englishPayload } = SPANISH.alert_digest;
    const inEnglish = templateOf('alert_digest').render(englishPayload, ctx);
    expect(content.headers).toEqual(inEnglish.headers);
    const unsubscribe = /<(.+)>/.exec(content.headers!['List-Unsubscribe']!)![1]!;
    expect(text).toContain(`Darse de baja de esta alerta: ${unsubscribe}`);
  });

  it('alert_broken: tells in Spanish, with the same one-click headers as in English', () => {
    const { subject, text, content } = rendered('alert_broken', SPANISH.alert_broken);
    expect(subject).toBe('Su alerta de Charlotte Directory ya no funciona: hovercraft-repair en Atlantis');
    expect(text).toContain('Cancelar esta alerta: https://directory.example/api/saved-searches/unsubscribe/au1.12.');
    expect(content.headers).toEqual(templateOf('alert_broken').render({ savedSearchId: 12, label: 'x' }, ctx).headers);
  });

  it('review_confirmation: thanks in Spanish and links to the Spanish business page', () => {
    const { subject, text } = rendered('review_confirmation', SPANISH.review_confirmation);
    expect(subject).toBe('Recibimos su reseña en Charlotte Directory');
    expect(text).toContain('Gracias por escribir una reseña de Queen City Movers en Charlotte Directory.');
    expect(text).toContain('Ver la página del negocio: https://directory.example/es/charlotte/listing/queen-city-movers');
    expect(text).toContain('Si usted no escribió esta reseña, ignore este mensaje');
  });

  it('claim_verification: asks in Spanish, with the deadline as es-US writes it', () => {
    const { subject, text } = rendered('claim_verification', SPANISH.claim_verification);
    expect(subject).toBe('Confirme su reclamo de la ficha de Queen City Movers en Charlotte Directory');
    expect(text).toMatch(/^Hola:\n/);
    expect(text).toContain('Gracias por reclamar la ficha de Queen City Movers en Charlotte Directory.');
    expect(text).toMatch(/^Confirmar mi correo electrónico: https:\/\/directory\.example\/api\/business-claims\/verify-email\?token=v1\./m);
    expect(text).toContain('El enlace es válido hasta el 4 de junio de 2031 a las 8:00 a.m. EDT (72 horas).');
  });

  it('writes an English message without a locale as before: English words, lang="en", English pages', () => {
    const { locale: _locale, ...payload } = SPANISH.alert_digest;
    const { subject, text, html } = rendered('alert_digest', payload);
    expect(subject).toBe('3 new businesses for Mudanzas y embalaje en Plaza Midwood');
    expect(text).toContain('- Queen City Movers (Movers & Packers): https://directory.example/charlotte/listing/queen-city-movers');
    expect(html).toContain('<html lang="en">');
  });
});

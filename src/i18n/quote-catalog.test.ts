import { describe, expect, it } from 'vitest';
import { CONTACT_METHODS, QUESTIONS, QUOTE_MESSAGES, describeAnswers, quoteRequestSchema } from '../domain/quote-requests';
import { QUOTE_CATEGORIES, QUOTE_LIMITS, quoteRequestHref } from '../domain/quote-categories';
import { fillTemplate } from '../domain/fill';
import { en } from './en';
import { es } from './es';
import { linkIn } from './routes';
import { enQuotes } from './en-quotes';
import { esQuotes } from './es-quotes';
import { quoteWords } from './quote-words';
import { translateMessage } from './translate-message';
import { flattenCatalog } from './flatten-catalog';

const names = (text = '') => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const TODAY = '2026-11-25';
const spanish = (english: string) => translateMessage(quoteWords('es').messages, english);

/** The texts of the questions a category asks: labels, hints and choices. */
const QUESTION_TEXTS = Object.values(QUESTIONS)
  .flat()
  .flatMap((q) => [q.label, ...(q.hint ? [q.hint] : []), ...(q.options ?? []).map((o) => o.label)])
  .filter((text, i, all) => all.indexOf(text) === i);
/** Neighborhood names are names: the same in both languages. */
const NEIGHBORHOOD_NAMES = new Set(QUESTIONS['movers-packers'].find((q) => q.name === 'toNeighborhood')?.options?.map((o) => o.label));

/** Every message the request schema gives for wrong input of every kind, in every category. */
function schemaMessages(): string[] {
  const schema = quoteRequestSchema(TODAY);
  const inputs: unknown[] = [
    {},
    { businessIds: [], category: 'nope', name: '', email: 'x', phone: '1', details: 'x'.repeat(QUOTE_LIMITS.details + 1), contactBy: 'fax' },
    { businessIds: [1, 1, 2, 3, 4, 5], category: 'movers-packers', name: 'x'.repeat(101), email: 'a\u0000@b.co', contactBy: 'text', answers: {} },
    { businessIds: [1], category: 'movers-packers', name: 'A', email: 'a@b.co', answers: {} },
    ...QUOTE_CATEGORIES.flatMap((category) => [
      { businessIds: [1], category, name: 'A', email: 'a@b.co', answers: Object.fromEntries(QUESTIONS[category].map((q) => [q.name, 'x'.repeat(300)])) },
      { businessIds: [1], category, name: 'A', email: 'a@b.co', answers: Object.fromEntries(QUESTIONS[category].map((q) => [q.name, '2020-01-01'])) },
      { businessIds: [1], category, name: 'A', email: 'a@b.co', answers: Object.fromEntries(QUESTIONS[category].map((q) => [q.name, '2099-01-01'])) },
      { businessIds: [1], category, name: 'A', email: 'a@b.co', answers: Object.fromEntries(QUESTIONS[category].map((q) => [q.name, 42])) },
    ]),
  ];
  const out = new Set<string>();
  for (const input of inputs) {
    const result = schema.safeParse(input);
    if (!result.success) for (const issue of result.error.issues) out.add(issue.message);
  }
  return [...out];
}

describe('the quote pages’ catalogs', () => {
  it('have the same keys and {placeholders} in English and Spanish, and no English left in the Spanish', () => {
    const english = flattenCatalog(enQuotes, { skip: ['messages'] });
    const translated = flattenCatalog(esQuotes, { skip: ['messages'] });
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(names(translated.get(key)), key).toEqual(names(text));
      if (key !== 'intl') expect(translated.get(key), key).not.toBe(text);
    }
    expect(Object.keys(esQuotes.messages).sort()).toEqual(Object.keys(enQuotes.messages).sort());
    for (const [key, text] of Object.entries(enQuotes.messages)) expect(text, 'the English messages are their own keys').toBe(key);
  });

  it('translate every question, hint and choice of every category, and the ways to be contacted', () => {
    const keys = new Set(Object.keys(enQuotes.messages));
    for (const text of [...QUESTION_TEXTS, ...CONTACT_METHODS.map((m) => m.label)]) {
      if (NEIGHBORHOOD_NAMES.has(text)) continue;
      expect(keys.has(text), text).toBe(true);
      expect(spanish(text), text).not.toBe(text);
    }
  });

  it('translate every message the request schema gives, naming a date question in Spanish', () => {
    const messages = schemaMessages();
    expect(messages).toContain('Move date cannot be in the past');
    expect(messages).toContain(QUOTE_MESSAGES.toPlace);
    for (const message of messages) expect(spanish(message), message).not.toBe(message);
    expect(spanish('Move date cannot be in the past')).toBe('Fecha de la mudanza: no puede ser una fecha pasada');
    expect(spanish('Preferred date must be within 18 months (by Thursday, May 25, 2028)')).toBe('Fecha preferida: debe estar dentro de los próximos 18 meses');
  });

  it("say the API's answers in Spanish, with the wait the island adds to a 429", () => {
    expect(spanish('You can send at most 3 quote requests a day from one e-mail address. Please try again tomorrow. Try again in 24 hours.')).toBe(
      'Puede enviar como máximo 3 solicitudes de cotización al día desde una misma dirección de correo electrónico. Inténtelo de nuevo mañana.',
    );
    expect(spanish('Too many requests. Please wait 5 minutes and try again. Try again in 5 minutes.')).toBe(
      'Demasiadas solicitudes. Espere unos minutos e inténtelo de nuevo.',
    );
    expect(spanish('Quote request not found.')).toBe('No se encontró la solicitud de cotización.');
    // Not the site's own words: shown as they came.
    expect(spanish('Something else')).toBe('Something else');
  });

  it('give the English page the domain’s words unchanged, and the status page’s answers in Spanish with Spanish dates', () => {
    expect(quoteWords('en').messages).toEqual({});
    const answers = { moveDate: '2027-06-05', fromZip: '30301', toZip: '28205', homeSize: '2 bedrooms', access: 'elevator', packingHelp: true };
    expect(describeAnswers('movers-packers', answers, { text: spanish, locale: 'es' })).toEqual([
      { label: 'Fecha de la mudanza', value: 'sábado, 5 de junio de 2027' },
      { label: 'Código postal de origen', value: '30301' },
      { label: 'Código postal de destino', value: '28205' },
      { label: 'Tamaño de la vivienda', value: '2 bedrooms' },
      { label: 'Escaleras o ascensor', value: 'Ascensor' },
      { label: 'Quiero ayuda para embalar', value: 'Sí' },
    ]);
    expect(quoteWords('es').paths).toEqual({ listing: '/es/charlotte/listing/', category: '/es/charlotte/' });
    expect(quoteWords('es').categories['movers-packers']).toBe('Mudanzas y embalaje');
  });

  it("the listing's quote bar opens the request form of the page's language", () => {
    const href = quoteRequestHref('movers-packers', [3, 4]);
    expect(fillTemplate(en.search.quotesHref, { category: 'movers-packers', ids: '3,4' })).toBe(href);
    expect(fillTemplate(es.search.quotesHref, { category: 'movers-packers', ids: '3,4' })).toBe(linkIn(href, 'es'));
  });
});

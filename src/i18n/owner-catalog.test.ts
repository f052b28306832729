import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SELF_DECLARED_TAGS } from '../domain/catalog';
import { CredentialEvidenceSchema } from '../domain/credential-forms';
import { CREDENTIAL_LABELS } from '../domain/credentials';
import { INVALID_TEXT_MESSAGE } from '../domain/forms';
import { OWNER_REPLY_HEADING, OwnerListingPatchSchema, REPLY_MAX, REPORT_REASONS, ReplySchema, ReportSchema } from '../domain/owner';
import { NewPasswordSchema, PasswordResetRequestSchema, RESET_LINK_MESSAGES } from '../domain/password-reset';
import { PHOTO_LIMITS, PhotoUploadForm } from '../domain/photos';
import { QUOTE_LIMITS } from '../domain/quote-categories';
import { QuoteReplySchema } from '../domain/quote-requests';
import { ownerResponsivenessText, responsiveness, responsivenessLabel, type Responsiveness } from '../domain/responsiveness';
import { ReviewInvitationFormSchema, overDailyLimitMessage } from '../domain/review-invitation-rules';
import { INVITATION_LINK_MESSAGES } from '../domain/staff';
import { CREDENTIAL_FIELD_WORDS } from '../islands/kit/CredentialFields';
import { HOURS_WORDS } from '../islands/kit/HoursEditor';
import { REPLY_WORDS } from './en-reply';
import { enOwner } from './en-owner';
import { esOwner } from './es-owner';
import { ownerWords } from './owner-words';
import { translateMessage } from './translate-message';
import { flattenCatalog } from './flatten-catalog';

/** The same in both languages: the separator of a list. */
const SAME_IN_BOTH = new Set(['responsiveness.listSeparator']);

const long = (n: number) => 'x'.repeat(n + 1);
const NUL = 'a\u0000b';

/** Every message `schema` gives for each of `inputs`. */
function messagesOf(schema: z.ZodType, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

/** What the owner's forms can be told by the schemas they share with the API, for wrong input of every kind. */
const SCHEMA_MESSAGES = [
  ...messagesOf(OwnerListingPatchSchema, [
    {
      shortDescription: long(200),
      longDescription: long(800),
      phone: '',
      email: 'not an address',
      website: 'http://',
      serviceTags: ['licensed'],
      languages: ['xx'],
      servicesOffered: ['', long(100)],
      businessName: '',
      category: 'nope',
      address: '',
      hours: {
        Monday: { kind: 'ranges', ranges: [] },
        Tuesday: { kind: 'sometimes' },
        Wednesday: {
          kind: 'ranges',
          ranges: [
            { open: 540, close: 720 },
            { open: 600, close: 800 },
          ],
        },
        Thursday: { kind: 'ranges', ranges: [{ open: -5, close: 'noon' }] },
        Friday: { kind: 'ranges', ranges: Array.from({ length: 9 }, () => ({ open: 60, close: 120 })) },
      },
    },
    {
      phone: long(40),
      businessName: long(200),
      address: long(300),
      servicesOffered: Array.from({ length: 100 }, (_, i) => `s${i}`),
      serviceTags: Array(9).fill('free-quote'),
    },
    { phone: NUL, businessName: 5 },
  ]),
  ...messagesOf(ReplySchema, [{ text: '' }, { text: long(REPLY_MAX) }, {}]),
  ...messagesOf(ReportSchema, [{ reason: 'nope', note: long(1000) }]),
  ...messagesOf(PhotoUploadForm, [{ alt: '' }, { alt: long(PHOTO_LIMITS.maxAltLength) }]),
  ...messagesOf(CredentialEvidenceSchema, [
    { kind: 'nope' },
    { kind: 'licensed', licenceNumber: '', issuingAuthority: '', expiresOn: '2027-02-30' },
    { kind: 'insured', insurer: '', policyNumber: '', expiresOn: '' },
    { kind: 'licensed', licenceNumber: long(60), issuingAuthority: long(120), expiresOn: '2099-01-01', note: long(500) },
    { kind: 'insured', insurer: long(120), policyNumber: long(60), expiresOn: '2099-01-01' },
  ]),
  ...messagesOf(NewPasswordSchema, [{ password: 'short' }, { password: long(200) }, {}]),
  ...messagesOf(PasswordResetRequestSchema, [{ email: 'nobody' }, {}]),
  ...messagesOf(ReviewInvitationFormSchema, [
    { emails: '' },
    { emails: 'a@example.com, nobody' },
    { emails: Array.from({ length: 21 }, (_, i) => `c${i}@example.com`).join('\n') },
  ]),
  ...messagesOf(QuoteReplySchema, [
    { kind: 'maybe' },
    { kind: 'quote', priceLow: 'a lot' },
    { kind: 'quote', priceLow: 500, priceHigh: 300, availableOn: 'soon', message: long(QUOTE_LIMITS.replyMessage) },
    { kind: 'decline', message: long(QUOTE_LIMITS.replyMessage) },
  ]),
];

/** Texts of the API and of the island kit an owner meets (src/server/api/, src/islands/kit/api.ts). */
const SERVER_MESSAGES = [
  'Some fields are invalid.',
  'Could not reach the server. Check your connection and try again.',
  INVALID_TEXT_MESSAGE,
  RESET_LINK_MESSAGES.expired,
  RESET_LINK_MESSAGES.invalid,
  INVITATION_LINK_MESSAGES.ownerExpired,
  INVITATION_LINK_MESSAGES.invalid,
  'Wrong e-mail or password.',
  'Too many failed sign-in attempts. Try again in 3 minutes.',
  'Too many failed sign-in attempts. Try again in 1 second.',
  'If an account uses this address, we have sent it a link to set a new password.',
  `A business can have at most ${PHOTO_LIMITS.maxPerBusiness} photos. Delete one to add another.`,
  'The image must be at most 12.5 megapixels (this one is 40 megapixels).',
  overDailyLimitMessage(18, 1),
  overDailyLimitMessage(20, 1),
  overDailyLimitMessage(15, 9),
  overDailyLimitMessage(20, 3),
  'This request has already been answered.',
];

describe('the owner dashboard catalogs', () => {
  it('have the same keys in English and Spanish', () => {
    expect([...flattenCatalog(esOwner).keys()].sort()).toEqual([...flattenCatalog(enOwner).keys()].sort());
  });

  it('hold no empty message and no English left untranslated in the Spanish catalog', () => {
    const english = flattenCatalog(enOwner);
    for (const [key, text] of flattenCatalog(esOwner)) {
      expect(text.trim(), key).not.toBe('');
      if (!SAME_IN_BOTH.has(key)) expect(text, key).not.toBe(english.get(key));
    }
  });

  it('give each message the same {placeholders} in both languages', () => {
    const names = (text = '') => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const spanish = flattenCatalog(esOwner);
    for (const [key, text] of flattenCatalog(enOwner)) expect(names(spanish.get(key)), key).toEqual(names(text));
  });

  it('translate every message the owner’s schemas give, and the API’s own texts, into Spanish', () => {
    expect(SCHEMA_MESSAGES.length).toBeGreaterThan(40);
    const untranslated = [...new Set([...SCHEMA_MESSAGES, ...SERVER_MESSAGES])].filter((text) => translateMessage(esOwner.messages, text) === text);
    expect(untranslated).toEqual([]);
  });

  it('hold the English texts the domain and the kit write (so the Spanish ones translate them)', () => {
    const english = new Set(Object.keys(enOwner.messages));
    for (const [key, value] of Object.entries(enOwner.messages)) expect(value, key).toBe(key);
    expect(english.has('Please correct the highlighted fields.')).toBe(true);
    expect(enOwner.reviews.ownerReply).toBe(OWNER_REPLY_HEADING);
    expect(enOwner.reviews.reasons).toEqual(REPORT_REASONS);
    expect(enOwner.credentials.fields).toEqual(CREDENTIAL_FIELD_WORDS);
    expect(enOwner.credentials.fields.kinds).toEqual(CREDENTIAL_LABELS);
    expect(enOwner.hours).toEqual(HOURS_WORDS);
    expect(Object.entries(enOwner.fields.tags)).toEqual(SELF_DECLARED_TAGS.map((t) => [t.value, t.label]));
    for (const [key, text] of Object.entries(REPLY_WORDS)) expect(enOwner.quotes[key as keyof typeof REPLY_WORDS], key).toEqual(text);
    for (const minutes of [30, 120, 600]) expect(Object.keys(enOwner.responsiveness.labels)).toContain(responsivenessLabel(minutes));
  });
});

describe('translateMessage', () => {
  const messages = { 'At most {max} services': 'Como máximo {max} servicios', 'Write a response': 'Escriba una respuesta' };

  it('translates a text, a template with the parts that vary, and leaves a text that is not the site’s own', () => {
    expect(translateMessage(messages, 'Write a response')).toBe('Escriba una respuesta');
    expect(translateMessage(messages, 'At most 30 services')).toBe('Como máximo 30 servicios');
    expect(translateMessage(messages, 'Email rate limit exceeded')).toBe('Email rate limit exceeded');
    expect(translateMessage({}, 'Write a response')).toBe('Write a response');
  });

  it('takes the template with the most fixed text when several match, whatever their order', () => {
    const both = { 'Up to {max} ({size})': 'Hasta {max} ({size})', 'Up to {max} megapixels ({size})': 'Hasta {max} megapíxeles ({size})' };
    expect(translateMessage(both, 'Up to 40 megapixels (50)')).toBe('Hasta 40 megapíxeles (50)');
    expect(translateMessage(both, 'Up to 20 MB (31 MB)')).toBe('Hasta 20 MB (31 MB)');
  });

  it('writes the photo limits of the browser and of the server in megapíxeles, not megapixels', () => {
    expect(translateMessage(esOwner.messages, 'The photo must be at most 40 megapixels (this one is 50.3).')).toBe(
      'La foto debe tener como máximo 40 megapíxeles (esta tiene 50.3).',
    );
    expect(translateMessage(esOwner.messages, 'The image must be at most 12.5 megapixels (this one is 40 megapixels).')).toBe(
      'La imagen debe tener como máximo 12.5 megapíxeles (esta tiene 40 megapíxeles).',
    );
    expect(translateMessage(esOwner.messages, 'The photo must be at most 20 MB (this one is 31.2 MB).')).toBe(
      'La foto debe ocupar como máximo 20 MB (esta ocupa 31.2 MB).',
    );
  });

  it('says the daily limit of invitations in Spanish with its figures', () => {
    expect(translateMessage(esOwner.messages, overDailyLimitMessage(15, 9))).toBe(
      'No se envió nada: estas 9 invitaciones superarían el límite de 20 invitaciones por correo al día (enviadas hoy: 15). Envíe como máximo 5 hoy y el resto mañana.',
    );
  });
});

describe('the response time as the owner reads it (src/domain/responsiveness.ts)', () => {
  const figure = (over: Partial<Responsiveness>): Responsiveness =>
    ({
      requests: 0,
      requesters: 0,
      days: 0,
      needed: 5,
      daysNeeded: 3,
      tooNew: 0,
      repeats: 0,
      own: 0,
      medianMinutes: null,
      responseRate: null,
      label: 'New to quote requests',
      ...over,
    }) as Responsiveness;

  it('tells the owner what is counted and how many more are needed (four requests waiting, none counted yet)', () => {
    const now = new Date('2027-01-20T12:00:00-05:00');
    const waiting = [0, 1, 2, 3].map((i) => ({
      requester: `customer${i}@example.com`,
      client: `device-${i}`,
      deliveredAt: new Date(`2027-01-20T${String(8 + i).padStart(2, '0')}:00:00-05:00`),
      answeredAt: null,
    }));
    const [headline, rule, aside] = ownerResponsivenessText(responsiveness(waiting, now), enOwner.responsiveness);
    expect(headline).toBe(
      'New to quote requests: newcomers see no response time yet. Counted so far: 0 customers of 5, on 0 days of 3; 5 more customers and requests on 3 more days needed.',
    );
    expect(rule).toMatch(/^It counts one request per customer in the last 90 days/);
    expect(aside).toBe('Not counted: 4 requests still in their first 24 hours: counted once answered or after 24 hours.');
  });

  it('counts what is missing in Spanish, with singular and plural', () => {
    const [headline, , aside] = ownerResponsivenessText(figure({ requesters: 1, days: 1, needed: 4, daysNeeded: 2, tooNew: 1 }), esOwner.responsiveness);
    expect(headline).toBe(
      'Nuevo en solicitudes de cotización: los recién llegados todavía no ven un tiempo de respuesta. Contados hasta ahora: 1 cliente de 5, en 1 día de 3; aún necesita 4 clientes más y solicitudes en 2 días más.',
    );
    expect(aside).toBe('No se cuentan: 1 solicitud todavía en sus primeras 24 horas: se contará cuando la responda o pasadas 24 horas.');
  });

  it('gives the label and the rate in Spanish once the figure is shown', () => {
    const [headline] = ownerResponsivenessText(
      figure({ requesters: 6, days: 4, needed: 0, daysNeeded: 0, medianMinutes: 45, responseRate: 0.9, label: 'Usually replies within an hour' }),
      esOwner.responsiveness,
    );
    expect(headline).toBe('Suele responder en menos de una hora · 90% respondidas en un plazo de 24 horas (según solicitudes de 6 clientes).');
  });
});

describe('ownerWords', () => {
  it('gives the Spanish page Spanish names, links and messages, and the English page no messages to translate', () => {
    const es = ownerWords('es');
    expect(es.categories['movers-packers']).toBe('Mudanzas y embalaje');
    expect(es.languages.es).toBe('Español');
    expect(es.paths.owner).toBe('/es/owner');
    expect(es.paths.listing).toBe('/es/charlotte/listing/');
    expect(es.messages['Write a response']).toBe('Escriba una respuesta');
    const en = ownerWords('en');
    expect(en.messages).toEqual({});
    expect(en.categories['movers-packers']).toBe('Movers & Packers');
    expect(en.paths).toMatchObject({ owner: '/owner', listing: '/charlotte/listing/' });
  });
});

/**
 * The language a visitor used, stored with what they asked for: a quote request, a saved
 * search and a review posted with `locale` keep it ('en' when absent), and any other value
 * is a 400 naming the field, with nothing stored. The visitor's e-mails in the outbox are in
 * that language: a Spanish quote request's confirmation and answers, a Spanish saved search's
 * confirmation and digest (its one-click unsubscribe as in English), a Spanish review's
 * confirmation (one a day to an address); English stays English.
 */
import { beforeAll, expect, it, vi } from 'vitest';
import { isoDay } from '../../src/domain/dates';
import type { Db } from '../../src/server/db/client';
import type { OutboxRow } from '../../src/server/email/message';
import { renderOutboxMessage } from '../../src/server/email/outbox';
import { templateOf, type EmailPayloads } from '../../src/server/email/templates';
import { parseEnv } from '../../src/server/env';
import { describeEachDb } from '../support/db';
import { errorOf, insertBusiness, localLogin, makeApi, post, put, unique, type Api } from './api-support';

const OUTBOX_COLUMNS = `id::int as id, kind, to_address, subject, payload, claim_id, status, attempts, last_error, last_attempt_at, sent_at, created_at`;

const ENV = { ADMIN_PASSWORD: 'local-admin-password-for-tests', PUBLIC_SITE_URL: 'https://charlotte.example' };
const MOVERS_ANSWERS = {
  moveDate: isoDay(new Date(Date.now() + 60 * 86_400_000)),
  fromZip: '28202',
  toNeighborhood: 'noda',
  homeSize: '2 bedrooms',
  access: 'stairs',
};
const HOSTILE = ['fr', 'ES', '', 'es-US', "es'); drop table public.reviews; --", 1, null, ['es'], { es: true }];

const address = (prefix: string) => `${unique(prefix).replace(/\W/g, '')}@example.com`;
const fragment = (link: string, name: string) => new URL(link).hash.replace(`#${name}=`, '');

/** A day well after every fixture the seed or other suites insert at the database's own time. */
const T0 = new Date('2031-03-04T12:00:00Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describeEachDb('visitor language stored with requests', (getDb) => {
  let api: Api;
  let db: Db;
  let mover: number;

  beforeAll(async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    db = getDb();
    api = makeApi(db, ENV);
    const business = await insertBusiness(db, { category: 'movers-packers', businessName: unique('Locale Mover') });
    await db.query('update public.businesses set email = $2 where id = $1', [business.id, `${unique('m').replace(/\W/g, '')}@movers.example`]);
    mover = business.id;
  });

  const askQuote = (body: Record<string, unknown>) =>
    post(api, '/api/quote-requests', {
      businessIds: [mover],
      category: 'movers-packers',
      answers: MOVERS_ANSWERS,
      name: 'Dana Newcomer',
      email: address('quote'),
      ...body,
    });
  const saveSearch = (body: Record<string, unknown>) =>
    post(api, '/api/saved-searches', { email: address('alert'), frequency: 'weekly', query: { category: 'movers-packers' }, ...body });
  const review = (body: Record<string, unknown>) => post(api, `/api/businesses/${mover}/reviews`, { rating: 5, reviewerEmail: address('review'), ...body });

  const localeOf = async (table: 'quote_requests' | 'reviews', id: number) => {
    const [row] = await db.query<{ locale: string }>(`select locale from public.${table} where id = $1`, [id]);
    return row?.locale;
  };
  const searchLocale = async (email: string) => {
    const rows = await db.query<{ locale: string }>(
      'select s.locale from public.saved_searches s join public.alert_addresses a on a.id = s.address_id where a.email = $1',
      [email],
    );
    return rows.map((row) => row.locale);
  };
  /** The messages to `to`, rendered as sent. */
  async function mailsTo(to: string) {
    const rows = await db.query<OutboxRow>(`select ${OUTBOX_COLUMNS} from public.email_outbox where to_address = $1 order by id`, [to]);
    const env = parseEnv(ENV);
    return Promise.all(rows.map(async (row) => ({ kind: row.kind, ...(await renderOutboxMessage(db, env, row)) })));
  }

  const count = async (table: string) => (await db.query<{ n: number }>(`select count(*)::int as n from public.${table}`))[0]!.n;

  it('stores a quote request in the language it was asked in, English when none is given', async () => {
    const spanish = await askQuote({ locale: 'es' });
    expect(spanish.status).toBe(202);
    expect(await localeOf('quote_requests', ((await spanish.json()) as { id: number }).id)).toBe('es');
    const english = await askQuote({});
    expect(english.status).toBe(202);
    expect(await localeOf('quote_requests', ((await english.json()) as { id: number }).id)).toBe('en');
  });

  it('stores a saved search in its language, and the language of the last time the same search is saved', async () => {
    const email = address('again');
    expect((await saveSearch({ email, locale: 'es' })).status).toBe(202);
    expect(await searchLocale(email)).toEqual(['es']);
    expect((await saveSearch({ email, locale: 'en' })).status).toBe(202);
    expect(await searchLocale(email)).toEqual(['en']);
    const other = address('default');
    expect((await saveSearch({ email: other })).status).toBe(202);
    expect(await searchLocale(other)).toEqual(['en']);
  });

  it('stores a review in its language, English when none is given', async () => {
    const spanish = await review({ locale: 'es', reviewText: 'Muy puntuales.' });
    expect(spanish.status).toBe(201);
    expect(await localeOf('reviews', ((await spanish.json()) as { id: number }).id)).toBe('es');
    const english = await review({});
    expect(english.status).toBe(201);
    expect(await localeOf('reviews', ((await english.json()) as { id: number }).id)).toBe('en');
  });

  it('answers 400 naming `locale` for any other language, and stores nothing', async () => {
    const before = await Promise.all(['quote_requests', 'saved_searches', 'reviews'].map(count));
    for (const locale of HOSTILE) {
      for (const response of [await askQuote({ locale }), await saveSearch({ locale }), await review({ locale })]) {
        expect(response.status).toBe(400);
        expect(Object.keys((await errorOf(response)).fields ?? {})).toEqual(['locale']);
      }
    }
    expect(await Promise.all(['quote_requests', 'saved_searches', 'reviews'].map(count))).toEqual(before);
  });

  it('refuses any other language in the database too', async () => {
    await expect(db.query(`update public.quote_requests set locale = 'fr' where id = (select max(id) from public.quote_requests)`)).rejects.toThrow();
    await expect(db.query(`update public.saved_searches set locale = 'de' where id = (select max(id) from public.saved_searches)`)).rejects.toThrow();
    await expect(db.query(`update public.reviews set locale = null where id = (select max(id) from public.reviews)`)).rejects.toThrow();
  });

  it("writes a Spanish quote request's confirmation and answer in Spanish, an English one in English", async () => {
    const ana = address('ana');
    const asked = await askQuote({ locale: 'es', email: ana, name: 'Ana' });
    const { id } = (await asked.json()) as { id: number };
    const [confirmation] = await mailsTo(ana);
    expect(confirmation).toMatchObject({ kind: 'quote_confirmation', subject: 'Confirme su solicitud de cotización en Charlotte Directory' });
    expect(confirmation!.text).toContain('Hola, Ana:');
    expect(confirmation!.text).toContain('su solicitud de cotización (Mudanzas y embalaje) a ');
    expect(confirmation!.text).toMatch(/El enlace es válido hasta el \d{1,2} de [a-z]+ de \d{4} a las? \d{1,2}:\d\d [ap]\.m\. E[SD]T \(/);
    expect(confirmation!.html).toContain('<html lang="es">');

    expect(confirmation!.link).toMatch(/^https:\/\/charlotte\.example\/es\/quotes\/status#confirm=qc1\./);
    const confirmed = await post(api, '/api/quote-requests/confirm', { token: fragment(confirmation!.link, 'confirm') });
    expect(confirmed.status).toBe(200);
    const [toBusiness] = (
      await db.query<{ to_address: string }>(`select to_address from public.email_outbox where quote_request_id = $1 and kind = 'quote_request'`, [id])
    ).map((row) => row.to_address);
    const request = (await mailsTo(toBusiness!)).find((m) => m.kind === 'quote_request' && m.text.includes(ana))!;
    // The business's own message stays English.
    expect(request.subject).toMatch(/^New quote request for /);
    const replied = await post(api, `/api/quote-replies/${fragment(request.link, 'token')}`, {
      kind: 'quote',
      priceLow: 1540,
      priceHigh: 1900,
      message: 'We bring boxes.',
    });
    expect(replied.status).toBe(200);
    const answer = (await mailsTo(ana)).find((m) => m.kind === 'quote_answer')!;
    expect(answer.subject).toMatch(/ respondió a su solicitud de cotización$/);
    expect(answer.text).toContain('le envió una cotización de $1,540 – $1,900.');
    expect(answer.text).toContain('Mensaje del negocio: We bring boxes.');
    expect(answer.text).toContain('Comparar las respuestas: https://charlotte.example/es/quotes/status#token=qs1.');

    const dana = address('dana');
    await askQuote({ email: dana });
    const [english] = await mailsTo(dana);
    expect(english).toMatchObject({ kind: 'quote_confirmation', subject: 'Confirm your quote request on Charlotte Directory' });
    expect(english!.text).toContain('your Movers & Packers quote request to:');
    expect(english!.html).toContain('<html lang="en">');
  });

  it("writes a Spanish saved search's confirmation and digest in Spanish, with the same one-click unsubscribe; English stays English", async () => {
    api.setNow(T0);
    const word = unique('vanes').replace(/\W/g, '').toLowerCase();
    const ana = address('ana-alert');
    const dana = address('dana-alert');
    const query = { search: word, category: 'movers-packers' };
    for (const [email, locale] of [
      [ana, 'es'],
      [dana, 'en'],
    ] as const) {
      expect((await saveSearch({ email, locale, frequency: 'daily', query })).status).toBe(202);
      const confirmation = (await mailsTo(email)).find((m) => m.kind === 'alert_confirmation')!;
      expect((await post(api, '/api/saved-searches/confirm', { token: fragment(confirmation.link, 'confirm') })).status, `${locale} confirmation`).toBe(200);
    }
    const [spanishConfirmation] = await mailsTo(ana);
    expect(spanishConfirmation!.link).toMatch(/^https:\/\/charlotte\.example\/es\/alerts#confirm=ac1\./);
    expect((await mailsTo(dana))[0]!.link).toMatch(/^https:\/\/charlotte\.example\/alerts#confirm=ac1\./);
    expect(spanishConfirmation!.subject).toBe('Confirme su alerta de Charlotte Directory');
    expect(spanishConfirmation!.text).toContain(
      `Confirme que desea recibir un correo diario cuando haya negocios nuevos que coincidan con esta búsqueda en Charlotte Directory: “${word}” en Mudanzas y embalaje.`,
    );
    expect((await mailsTo(dana))[0]!.subject).toBe('Confirm your Charlotte Directory alert');
    // Both point at one index row; one written before the Spanish wording existed gets it from the job.
    const unlabelled = await db.query(
      `update public.alert_queries q set label_es = null, subject_label_es = null
         from public.saved_searches s where s.query_id = q.id and s.id in (select id from public.saved_searches where query like $1) returning q.id`,
      [`%${word}%`],
    );
    expect(new Set(unlabelled.map((row) => JSON.stringify(row))).size).toBe(1);

    const business = await insertBusiness(db, { businessName: `${word} Movers`, category: 'movers-packers', status: 'pending' });
    api.setNow(later(60));
    expect((await put(api, `/api/businesses/${business.id}/publish`, await localLogin(api, ENV.ADMIN_PASSWORD))).status).toBe(200);
    api.setNow(later(24 * 60));
    const ran = await post(api, '/api/admin/saved-searches/run', {}, await localLogin(api, ENV.ADMIN_PASSWORD));
    expect(ran.status).toBe(200);

    const spanish = (await mailsTo(ana)).find((m) => m.kind === 'alert_digest')!;
    const english = (await mailsTo(dana)).find((m) => m.kind === 'alert_digest')!;
    expect(spanish.subject).toBe(`1 negocio nuevo: “${word}” en Mudanzas y embalaje`);
    expect(spanish.text).toContain(`1 negocio nuevo coincide con su búsqueda guardada: “${word}” en Mudanzas y embalaje.`);
    expect(spanish.text).toContain(`- ${word} Movers (Mudanzas y embalaje): https://charlotte.example/es/charlotte/listing/${business.slug}`);
    expect(spanish.link).toBe(`https://charlotte.example/es/search?q=${word}&category=movers-packers`);
    expect(spanish.html).toContain('<html lang="es">');
    expect(english.subject).toBe(`1 new business for “${word}” in Movers & Packers`);
    expect(english.text).toContain(`- ${word} Movers (Movers & Packers): https://charlotte.example/charlotte/listing/${business.slug}`);
    for (const digest of [spanish, english]) {
      const unsubscribe = /<(.+)>/.exec(digest.headers!['List-Unsubscribe']!)![1]!;
      expect(Object.keys(digest.headers!).sort()).toEqual(['List-Unsubscribe', 'List-Unsubscribe-Post']);
      expect(digest.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(unsubscribe).toMatch(/^https:\/\/charlotte\.example\/api\/saved-searches\/unsubscribe\/au1\./);
      expect(digest.text).toContain(unsubscribe);
    }
    const spanishUnsubscribe = /<(.+)>/.exec(spanish.headers!['List-Unsubscribe']!)![1]!;
    const gone = await api(
      new Request(`http://test${new URL(spanishUnsubscribe).pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(gone.status).toBe(200);
    api.setNow(new Date());
  });

  it('confirms a Spanish review in Spanish and an English one in English, once a day to an address', async () => {
    const ana = address('ana-review');
    expect((await review({ reviewerEmail: ana, locale: 'es' })).status).toBe(201);
    const [spanish] = await mailsTo(ana);
    expect(spanish).toMatchObject({ kind: 'review_confirmation', subject: 'Recibimos su reseña en Charlotte Directory' });
    expect(spanish!.text).toMatch(/^Gracias por escribir una reseña de Locale Mover.* en Charlotte Directory\./);
    expect(spanish!.text).toContain('Nuestro personal verifica todas las reseñas de la misma manera');
    expect(spanish!.link).toMatch(/^https:\/\/charlotte\.example\/es\/charlotte\/listing\//);
    expect(spanish!.html).toContain('<html lang="es">');
    // A second review from the address the same day, and a retry of the first, bring no second message.
    const other = await insertBusiness(db, { category: 'cleaning-services' });
    expect((await post(api, `/api/businesses/${other.id}/reviews`, { rating: 4, reviewerEmail: ana, locale: 'es' })).status).toBe(201);
    expect(await mailsTo(ana)).toHaveLength(1);

    const dana = address('dana-review');
    const body = { reviewerEmail: dana, submissionKey: unique('key').replace(/\W/g, '-') };
    expect((await review(body)).status).toBe(201);
    expect((await review(body)).status).toBe(200);
    const english = await mailsTo(dana);
    expect(english.map((m) => m.kind)).toEqual(['review_confirmation']);
    expect(english[0]!.subject).toBe('We received your review on Charlotte Directory');
    expect(english[0]!.text).toMatch(/^Thank you for reviewing Locale Mover/);
    expect(english[0]!.link).toMatch(/^https:\/\/charlotte\.example\/charlotte\/listing\//);
    // Built in SQL, the stored subject is the one the template writes for the stored payload.
    for (const row of await db.query<{ subject: string; payload: unknown }>(
      `select subject, payload from public.email_outbox where kind = 'review_confirmation' and to_address in ($1, $2)`,
      [ana, dana],
    )) {
      const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as EmailPayloads['review_confirmation'];
      expect(row.subject).toBe(templateOf('review_confirmation').subject(payload));
    }
    // What the reviewer typed is not in it.
    const named = address('named');
    expect((await review({ reviewerEmail: named, reviewerName: 'Win a prize at spam.example', reviewText: 'Visit spam.example now' })).status).toBe(201);
    const [plain] = await mailsTo(named);
    expect(`${plain!.subject}\n${plain!.text}`).not.toContain('spam.example');
  });
});

/**
 * The language a visitor used, stored with what they asked for: a quote request, a saved
 * search and a review posted with `locale` keep it ('en' when absent), and any other value
 * is a 400 naming the field, with nothing stored.
 */
import { beforeAll, expect, it, vi } from 'vitest';
import { isoDay } from '../../src/domain/dates';
import type { Db } from '../../src/server/db/client';
import { describeEachDb } from '../support/db';
import { errorOf, insertBusiness, makeApi, post, unique, type Api } from './api-support';

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
});

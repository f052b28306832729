/**
 * Saved searches with e-mail alerts through the API on each test database: saving (400s
 * naming the field, the per-address and per-client limits, the honeypot), the double
 * opt-in, the job driven by the API's clock (three businesses created, two published: the
 * digest lists exactly those two; the next run sends nothing), the digest's one-click
 * unsubscribe (RFC 8058) and manage link, staff's run and counts, and Row Level Security.
 */
import { beforeAll, expect, it, vi } from 'vitest';
import { ALERT_LIMITS } from '../../src/domain/alerts';
import type { AdminStats } from '../../src/domain/types';
import type { Db } from '../../src/server/db/client';
import type { OutboxRow } from '../../src/server/email/message';
import { renderOutboxMessage } from '../../src/server/email/outbox';
import { parseEnv } from '../../src/server/env';
import { describeEachDb } from '../support/db';
import { anonVisitor, attemptAsJwt, signedInUser } from '../support/jwt';
import { errorOf, get, insertBusiness, localLogin, makeApi, post, put, unique, type Api } from './api-support';

const ENV = { ADMIN_PASSWORD: 'local-admin-password-for-tests', PUBLIC_SITE_URL: 'https://charlotte.example' };
const OUTBOX_COLUMNS = `id::int as id, kind, to_address, subject, payload, claim_id, status, attempts, last_error, last_attempt_at, sent_at, created_at`;

/** A day well after every fixture the seed or other suites insert at the database's own time. */
const T0 = new Date('2031-03-04T12:00:00Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

async function mailsTo(db: Db, address: string) {
  const rows = await db.query<OutboxRow>(`select ${OUTBOX_COLUMNS} from public.email_outbox where to_address = $1 order by id`, [address]);
  const env = parseEnv(ENV);
  return Promise.all(rows.map(async (row) => ({ kind: row.kind, ...(await renderOutboxMessage(db, env, row)) })));
}

const fragment = (link: string, name: string) => new URL(link).hash.replace(`#${name}=`, '');
const address = () => `${unique('alert').replace(/\W/g, '')}@example.com`;
const oneClick = (api: Api, url: string, body = 'List-Unsubscribe=One-Click') =>
  api(new Request(`http://test${new URL(url).pathname}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }));

describeEachDb('saved searches and alerts API', (getDb) => {
  let api: Api;
  let db: Db;

  const save = (body: Record<string, unknown>) => post(api, '/api/saved-searches', { frequency: 'daily', query: {}, ...body });

  async function saveAndConfirm(email: string, query: Record<string, unknown>) {
    expect((await save({ email, query })).status).toBe(202);
    const confirmation = (await mailsTo(db, email)).filter((m) => m.kind === 'alert_confirmation').at(-1)!;
    const confirmed = await post(api, '/api/saved-searches/confirm', { token: fragment(confirmation.link, 'confirm') });
    expect(confirmed.status).toBe(200);
    return (await confirmed.json()) as { confirmed: true; label: string; manageToken: string };
  }

  // A fresh sign-in each time: the API's clock moves by days between runs.
  const run = async () => {
    const response = await post(api, '/api/admin/saved-searches/run', {}, await localLogin(api, ENV.ADMIN_PASSWORD));
    expect(response.status).toBe(200);
    return (await response.json()) as { searches: number; emails: number };
  };

  beforeAll(async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    db = getDb();
    api = makeApi(db, ENV);
    api.setNow(T0);
  });

  it('answers 400 naming the field for a hostile query, and for a bad address or frequency', async () => {
    const fieldsOf = async (body: Record<string, unknown>) => {
      const response = await save({ email: address(), ...body });
      expect(response.status).toBe(400);
      return (await errorOf(response)).fields;
    };
    expect(Object.keys((await fieldsOf({ query: { search: 'x'.repeat(5000) } }))!)).toEqual(['query.search']);
    expect(Object.keys((await fieldsOf({ query: { category: 'lasers' } }))!)).toEqual(['query.category']);
    expect(Object.keys((await fieldsOf({ query: { near: '999,999' } }))!)).toEqual(['query.near']);
    expect(Object.keys((await fieldsOf({ query: { near: '99999' } }))!)).toEqual(['query.near']);
    expect(Object.keys((await fieldsOf({ query: { minRating: 1e308 } }))!)).toEqual(['query.minRating']);
    expect(Object.keys((await fieldsOf({ query: { radius: '5' } }))!)).toEqual(['query.radius']);
    expect(Object.keys((await fieldsOf({ query: 'category=movers-packers' }))!)).toEqual(['query']);
    expect(Object.keys((await fieldsOf({ query: { serviceTags: ['licensed'] } }))!)).toEqual(['query.serviceTags']);
    expect(Object.keys((await fieldsOf({ frequency: 'hourly' }))!)).toEqual(['frequency']);
    expect(Object.keys((await fieldsOf({ email: 'not-an-address' }))!)).toEqual(['email']);
    const proto = await api(
      new Request('http://test/api/saved-searches', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":"p@example.com","frequency":"daily","query":{"__proto__":{"category":"lasers"},"constructor":"x"}}',
      }),
    );
    expect(proto.status).toBe(202);
  });

  it('sends only a confirmation until it is confirmed; a GET confirms nothing; the link expires after 72 hours', async () => {
    const email = address();
    const response = await save({ email: email.toUpperCase(), query: { category: 'movers-packers', minRating: 4 } });
    expect(response.status).toBe(202);
    const mails = await mailsTo(db, email);
    expect(mails.map((m) => m.kind)).toEqual(['alert_confirmation']);
    expect(mails[0]!.text).toContain('Movers & Packers, 4+ stars');
    expect(new URL(mails[0]!.link).pathname).toBe('/alerts');
    expect((await get(api, `/api/saved-searches/confirm?token=${fragment(mails[0]!.link, 'confirm')}`)).status).toBe(405);
    const [search] = await db.query<{ status: string; query: string }>(
      'select s.status, s.query from public.saved_searches s join public.alert_addresses a on a.id = s.address_id where a.email = $1',
      [email],
    );
    expect(search).toEqual({ status: 'unconfirmed', query: 'category=movers-packers&minRating=4' });

    api.setNow(later(72 * 60 + 1));
    const expired = await post(api, '/api/saved-searches/confirm', { token: fragment(mails[0]!.link, 'confirm') });
    expect(expired.status).toBe(410);
    const token = fragment(mails[0]!.link, 'confirm');
    expect((await post(api, '/api/saved-searches/confirm', { token: `${token.slice(0, -3)}xyz` })).status).toBe(400);
    await run();
    expect(await db.query('select 1 from public.alert_addresses where email = $1', [email])).toEqual([]);
    api.setNow(T0);
  });

  it('digests exactly the two businesses published since it was confirmed, then nothing; one POST unsubscribes', async () => {
    const email = address();
    const word = `Quokka${process.pid}`;
    const { manageToken, label } = await saveAndConfirm(email, { category: 'cleaning-services', search: word });
    expect(label).toBe(`“${word}” in Cleaning Services`);
    const names = ['One', 'Two', 'Three'].map((n) => `${word} Cleaners ${n}`);
    const created = [];
    for (const businessName of names) created.push(await insertBusiness(db, { businessName, category: 'cleaning-services', status: 'pending' }));
    api.setNow(later(60));
    const token = await localLogin(api, ENV.ADMIN_PASSWORD);
    for (const business of created.slice(0, 2)) expect((await put(api, `/api/businesses/${business.id}/publish`, token)).status).toBe(200);

    api.setNow(later(24 * 60));
    expect(await run()).toEqual({ searches: 1, emails: 1, finished: true });
    const digest = (await mailsTo(db, email)).find((m) => m.kind === 'alert_digest')!;
    expect(digest.subject).toBe(`2 new businesses for “${word}” in Cleaning Services`);
    const listed = digest.text.split('\n').filter((line) => line.startsWith('- '));
    expect(listed).toEqual([
      `- ${names[0]} (Cleaning Services): https://charlotte.example/charlotte/listing/${created[0]!.slug}`,
      `- ${names[1]} (Cleaning Services): https://charlotte.example/charlotte/listing/${created[1]!.slug}`,
    ]);
    expect(digest.link).toBe(`https://charlotte.example/search?q=${word}&category=cleaning-services`);
    const unsubscribe = /<(.+)>/.exec(digest.headers!['List-Unsubscribe']!)![1]!;
    expect(digest.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(digest.text).toContain(`Unsubscribe from this alert: ${unsubscribe}`);
    expect(digest.text).toContain(`Manage your saved searches: https://charlotte.example/alerts#manage=${manageToken}`);

    api.setNow(later(48 * 60));
    expect(await run()).toEqual({ searches: 1, emails: 0, finished: true });
    expect((await mailsTo(db, email)).filter((m) => m.kind === 'alert_digest')).toHaveLength(1);

    const managed = await post(api, '/api/saved-searches/manage', { token: manageToken });
    expect(((await managed.json()) as { searches: Array<{ label: string; confirmed: boolean }> }).searches.map((s) => [s.label, s.confirmed])).toEqual([
      [label, true],
    ]);
    const opened = await get(api, new URL(unsubscribe).pathname);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/^\/alerts#unsubscribe=au1\./);
    expect((await oneClick(api, unsubscribe, 'List-Unsubscribe=Maybe')).status).toBe(400);
    const gone = await oneClick(api, unsubscribe);
    expect(gone.status).toBe(200);
    expect(await gone.json()).toEqual({ unsubscribed: true });
    expect(await db.query('select 1 from public.alert_addresses where email = $1', [email])).toEqual([]);
    expect(await mailsTo(db, email)).toEqual([]);
    expect((await oneClick(api, unsubscribe)).status).toBe(200);
    expect((await oneClick(api, `${unsubscribe.slice(0, -3)}abc`)).status).toBe(404);
    api.setNow(T0);
  });

  it('keeps the address while it has another search; limits confirmations a day and searches per address', async () => {
    const email = address();
    const first = await saveAndConfirm(email, { category: 'pet-services' });
    for (let i = 2; i <= ALERT_LIMITS.confirmationsPerDay; i++) expect((await save({ email, query: { search: `pets ${i}` } })).status).toBe(202);
    const limited = await save({ email, query: { search: 'one too many' } });
    expect(limited.status).toBe(429);
    api.setNow(later(25 * 60));
    for (let i = ALERT_LIMITS.confirmationsPerDay + 1; i <= ALERT_LIMITS.perAddress; i++)
      expect((await save({ email, query: { search: `pets ${i}` } })).status).toBe(202);
    const full = await save({ email, query: { search: 'eleventh' } });
    expect(full.status).toBe(409);
    // Saving a confirmed search again changes its frequency, sends nothing and counts once.
    expect((await save({ email, frequency: 'weekly', query: { category: 'pet-services' } })).status).toBe(202);

    const managed = (await (await post(api, '/api/saved-searches/manage', { token: first.manageToken })).json()) as {
      searches: Array<{ frequency: string; confirmed: boolean; unsubscribeToken: string }>;
    };
    expect(managed.searches).toHaveLength(ALERT_LIMITS.perAddress);
    expect(managed.searches[0]).toMatchObject({ frequency: 'weekly', confirmed: true });
    const unsubscribe = `https://charlotte.example/api/saved-searches/unsubscribe/${managed.searches[1]!.unsubscribeToken}`;
    expect((await oneClick(api, unsubscribe)).status).toBe(200);
    expect(await db.query('select 1 from public.alert_addresses where email = $1', [email])).toHaveLength(1);
    expect((await post(api, '/api/saved-searches/manage', { token: `${first.manageToken.slice(0, -3)}abc` })).status).toBe(404);
    api.setNow(T0);
  });

  it('names the searches in the language of the page that asks: Spanish on /es/alerts, English on /alerts', async () => {
    const email = address();
    expect((await save({ email, query: { category: 'movers-packers', minRating: 4 }, locale: 'es' })).status).toBe(202);
    const confirmation = (await mailsTo(db, email)).find((m) => m.kind === 'alert_confirmation')!;
    const token = fragment(confirmation.link, 'confirm');
    const confirmed = (await (await post(api, '/api/saved-searches/confirm', { token, locale: 'es' })).json()) as { label: string; manageToken: string };
    expect(confirmed.label).toBe('Mudanzas y embalaje, 4+ estrellas');
    const listed = async (body: Record<string, unknown>) =>
      ((await (await post(api, '/api/saved-searches/manage', body)).json()) as { searches: Array<{ label: string }> }).searches.map((s) => s.label);
    expect(await listed({ token: confirmed.manageToken, locale: 'es' })).toEqual(['Mudanzas y embalaje, 4+ estrellas']);
    expect(await listed({ token: confirmed.manageToken })).toEqual(['Movers & Packers, 4+ stars']);
  });

  it('stores nothing for a filled honeypot', async () => {
    const email = address();
    expect((await save({ email, homepage: 'http://spam.example' })).status).toBe(202);
    expect(await mailsTo(db, email)).toEqual([]);
  });

  it('shows staff the counts; only staff may run the job', async () => {
    expect((await post(api, '/api/admin/saved-searches/run', {})).status).toBe(401);
    const stats = (await (await get(api, '/api/admin/stats', await localLogin(api, ENV.ADMIN_PASSWORD))).json()) as AdminStats;
    const [counts] = await db.query<{ searches: number }>(`select count(*)::int as searches from public.saved_searches where status = 'confirmed'`);
    expect(stats.savedSearches).toBe(counts!.searches);
    expect(stats.alertsSent30Days).toBeGreaterThanOrEqual(0);
  });

  it('keeps every saved search and address from the API roles (Row Level Security)', async () => {
    for (const claims of [anonVisitor(), signedInUser('a1b2c3d4-0000-4000-8000-00000000alrt')]) {
      for (const table of ['alert_addresses', 'saved_searches', 'alert_runs']) {
        const result = await attemptAsJwt(db, claims, `select * from public.${table}`);
        if (result.error === undefined) expect(result.rows).toEqual([]);
        else expect(result.error).toMatch(/permission denied/);
      }
    }
  });
});

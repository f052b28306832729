/**
 * Quote requests through the API on each test database: asking (limits,
 * honeypot, 400s naming the field), confirming the address (nothing delivered before),
 * the business's one-time answer link, the visitor's status page, closing with one
 * business hired, staff deletion, the counts, who sees whose e-mail address, and the
 * owner-read Row Level Security policies.
 */
import { beforeAll, expect, it, vi } from 'vitest';
import { QUOTE_LIMITS } from '../../src/domain/quote-categories';
import { isoDay } from '../../src/domain/dates';
import { createRouter } from '../../src/server/api/router';
import { routes } from '../../src/server/api/routes';
import type { Db } from '../../src/server/db/client';
import type { OutboxRow } from '../../src/server/email/message';
import { renderOutboxMessage } from '../../src/server/email/outbox';
import { parseEnv } from '../../src/server/env';
import { describeEachDb } from '../support/db';
import { createOwnerWithBusiness } from '../support/owners';
import { errorOf, get, insertBusiness, localLogin, makeApi, post, send, unique, type Api } from './api-support';

const OUTBOX_COLUMNS = `id::int as id, kind, to_address, subject, payload, claim_id, status, attempts, last_error,
  last_attempt_at, sent_at, created_at`;

const ENV = { ADMIN_PASSWORD: 'local-admin-password-for-tests', PUBLIC_SITE_URL: 'https://charlotte.example' };

interface Mail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  link: string;
}

/** Every e-mail a request caused, rendered as sent. */
async function mailsOf(db: Db, requestId: number): Promise<Mail[]> {
  const rows = await db.query<OutboxRow>(`select ${OUTBOX_COLUMNS} from public.email_outbox where quote_request_id = $1 order by id`, [requestId]);
  const env = parseEnv(ENV);
  return Promise.all(
    rows.map(async (row) => {
      const rendered = await renderOutboxMessage(db, env, row);
      return { kind: row.kind, to: rendered.to, subject: rendered.subject, text: rendered.text, link: rendered.link };
    }),
  );
}

const fragmentToken = (link: string, name: string) => new URL(link).hash.replace(`#${name}=`, '');

/** A move date `days` from now in Charlotte: quote dates are between today and 18 months ahead. */
const dateIn = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));
const MOVE_DATE = dateIn(60);
const MOVERS_ANSWERS = { moveDate: MOVE_DATE, fromZip: '28202', toNeighborhood: 'noda', homeSize: '2 bedrooms', access: 'stairs' };

describeEachDb('quote requests API', (getDb) => {
  let api: Api;
  let db: Db;
  /** Three movers: two with an e-mail address on the listing, one owned without one. */
  let movers: Array<{ id: number; businessName: string; email: string | null }>;
  let unreachable: number;
  let cleaner: number;

  async function mover(email: string | null, owned = false) {
    const business = await insertBusiness(db, { category: 'movers-packers', businessName: unique('Quote Mover') });
    if (email) await db.query('update public.businesses set email = $2 where id = $1', [business.id, email]);
    if (owned) await db.query(`insert into public.business_owners (business_id, owner_id) values ($1, $2)`, [business.id, unique('owner').replace(/\W/g, '-')]);
    return { id: business.id, businessName: business.businessName, email };
  }

  const ask = (body: Record<string, unknown>, using: Api = api) =>
    post(using, '/api/quote-requests', {
      businessIds: movers.map((m) => m.id),
      category: 'movers-packers',
      answers: MOVERS_ANSWERS,
      name: 'Dana Newcomer',
      email: `${unique('dana').replace(/\W/g, '')}@example.com`,
      details: 'Piano on the second floor.',
      ...body,
    });

  async function askAndConfirm(body: Record<string, unknown> = {}) {
    const response = await ask(body);
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: number };
    const [confirmation] = await mailsOf(db, id);
    const confirmed = await post(api, '/api/quote-requests/confirm', { token: fragmentToken(confirmation!.link, 'confirm') });
    expect(confirmed.status).toBe(200);
    const { statusToken } = (await confirmed.json()) as { statusToken: string };
    return { id, statusToken };
  }

  beforeAll(async () => {
    // Without an e-mail provider every message is also printed to the log; the outbox is what these tests read.
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    db = getDb();
    api = makeApi(db, ENV);
    movers = [
      await mover(`${unique('a').replace(/\W/g, '')}@movers-a.example`),
      await mover(`${unique('b').replace(/\W/g, '')}@movers-b.example`),
      await mover(null, true),
    ];
    unreachable = (await mover(null)).id;
    cleaner = (await insertBusiness(db, { category: 'cleaning-services' })).id;
    await db.query('update public.businesses set email = $2 where id = $1', [cleaner, 'clean@cleaner.example']);
  });

  it('answers 202 with the id and sends only the confirmation, to the visitor, until it is confirmed', async () => {
    const response = await ask({ email: 'Confirm.Me@Example.com' });
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: number };
    expect(id).toBeGreaterThan(0);
    const mails = await mailsOf(db, id);
    expect(mails.map((m) => [m.kind, m.to])).toEqual([['quote_confirmation', 'confirm.me@example.com']]);
    expect(mails[0]!.text).toContain(movers[0]!.businessName);
    expect(new URL(mails[0]!.link).pathname).toBe('/quotes/status');
    const [delivered] = await db.query<{ n: number }>(
      'select count(*)::int as n from public.quote_request_businesses where request_id = $1 and delivered_at is not null',
      [id],
    );
    expect(delivered!.n).toBe(0);
  });

  it('answers 400 naming the field: six businesses, one that cannot receive, another category, missing movers answers', async () => {
    const six = await ask({ businessIds: [1, 2, 3, 4, 5, 6] });
    expect(six.status).toBe(400);
    expect((await errorOf(six)).fields).toEqual({ businessIds: 'You can ask at most 5 businesses at once' });

    const cannot = await ask({ businessIds: [movers[0]!.id, unreachable] });
    expect(cannot.status).toBe(400);
    expect((await errorOf(cannot)).fields).toEqual({ 'businessIds.1': 'This business cannot receive quote requests yet' });

    const mismatch = await ask({ businessIds: [cleaner, movers[0]!.id] });
    expect((await errorOf(mismatch)).fields).toEqual({ 'businessIds.0': 'This business is not in the chosen category' });

    const unknown = await ask({ businessIds: [2_000_000_000] });
    expect((await errorOf(unknown)).fields).toEqual({ 'businessIds.0': 'This business cannot receive quote requests yet' });

    const noDate = await ask({ answers: { fromZip: '28202', toZip: '28205', homeSize: 'studio' } });
    expect(noDate.status).toBe(400);
    expect((await errorOf(noDate)).fields).toEqual({ 'answers.moveDate': 'Please enter a date as YYYY-MM-DD' });
    const noPlace = await ask({ answers: { moveDate: MOVE_DATE, fromZip: '28202', homeSize: 'studio' } });
    expect((await errorOf(noPlace)).fields).toEqual({ 'answers.toZip': 'Please enter the ZIP code or the neighborhood you are moving to' });
    // Dates are between today in Charlotte and 18 months ahead, by the server's clock.
    const yesterday = await ask({ answers: { ...MOVERS_ANSWERS, moveDate: dateIn(-1) } });
    expect(yesterday.status).toBe(400);
    expect((await errorOf(yesterday)).fields).toEqual({ 'answers.moveDate': 'Move date cannot be in the past' });
    const farAhead = await ask({ answers: { ...MOVERS_ANSWERS, moveDate: dateIn(560) } });
    expect((await errorOf(farAhead)).fields).toHaveProperty('answers.moveDate', expect.stringMatching(/^Move date must be within 18 months/));
  });

  it('tells which businesses can be asked, without revealing any address', async () => {
    const response = await get(api, `/api/quote-requests/recipients?ids=${movers[0]!.id},${unreachable},${movers[2]!.id},2000000000`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: Array<{ id: number; canReceive: boolean }> };
    expect(body.items.map((item) => [item.id, item.canReceive])).toEqual([
      [movers[0]!.id, true],
      [unreachable, false],
      [movers[2]!.id, true],
    ]);
    expect(JSON.stringify(body)).not.toContain('@');
    expect((await get(api, '/api/quote-requests/recipients?ids=__proto__')).status).toBe(400);
  });

  it('stores and sends nothing when the hidden honeypot is filled', async () => {
    const email = 'honeypot@example.com';
    const response = await ask({ email, homepage: 'http://spam.example' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ received: true });
    expect(await db.query('select 1 from public.quote_requests where customer_email = $1', [email])).toHaveLength(0);
  });

  it('takes three requests per e-mail address a day, then 429 until a day has passed', async () => {
    const email = 'three-a-day@example.com';
    for (let i = 0; i < QUOTE_LIMITS.perEmailPerDay; i++) expect((await ask({ email })).status).toBe(202);
    const fourth = await ask({ email });
    expect(fourth.status).toBe(429);
    expect((await errorOf(fourth)).message).toMatch(/at most 3 quote requests a day/);
    const later = makeApi(db, ENV);
    later.setNow(new Date(Date.now() + 24 * 3_600_000 + 60_000));
    expect((await ask({ email }, later)).status).toBe(202);
  });

  it('takes ten requests per client an hour, then 429 with Retry-After', async () => {
    const deps = api.deps();
    const handle = createRouter(routes, () => deps);
    const fromOneClient = (i: number) =>
      handle(
        new Request('http://test/api/quote-requests', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            businessIds: [movers[0]!.id],
            category: 'movers-packers',
            answers: MOVERS_ANSWERS,
            name: 'Bulk',
            email: `bulk${i}-${process.pid}@example.com`,
          }),
        }),
        { clientAddress: `198.51.100.${process.pid % 200}:1` },
      );
    for (let i = 0; i < 10; i++) expect((await fromOneClient(i)).status).toBe(202);
    const eleventh = await fromOneClient(10);
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('tells an owner with no address on the listing and no local account (Supabase Auth) at the address of the claim that made them owner', async () => {
    const owned = await mover(null);
    const claimant = `${unique('supabase-owner').replace(/\W+/g, '-')}@example.com`.toLowerCase();
    const [claim] = await db.query<{ id: number }>(
      `insert into public.business_claims (business_id, claimer_name, claimer_email, status, email_verified_at, decided_at)
       values ($1, 'Sam Owner', $2, 'verified', now(), now()) returning id::int as id`,
      [owned.id, claimant],
    );
    await db.query('insert into public.business_owners (business_id, owner_id, claim_id) values ($1, $2, $3)', [
      owned.id,
      '5a0d8f6e-1c2b-4d3e-8f9a-0b1c2d3e4f50',
      claim!.id,
    ]);
    const { id } = await askAndConfirm({ businessIds: [owned.id] });
    const mails = (await mailsOf(db, id)).filter((m) => m.kind === 'quote_request');
    expect(mails.map((m) => m.to)).toEqual([claimant]);
    expect(new URL(mails[0]!.link).pathname).toBe('/owner');
  });

  it('delivers on confirmation: each chosen business gets its own e-mail with the visitor contact, nobody else’s address', async () => {
    const visitor = 'private.visitor@example.com';
    const { id, statusToken } = await askAndConfirm({ email: visitor, phone: '704-555-0142', contactBy: 'phone' });
    expect(statusToken).toMatch(/^qs1\./);
    const mails = (await mailsOf(db, id)).filter((m) => m.kind === 'quote_request');
    // The owned mover has no address on its listing and no local account: it sees the request in its dashboard only.
    expect(mails.map((m) => m.to).sort()).toEqual([movers[0]!.email, movers[1]!.email].sort());
    for (const mail of mails) {
      expect(mail.text).toContain(visitor);
      expect(mail.text).toContain('704-555-0142');
      expect(mail.text).toContain('Piano on the second floor.');
      for (const other of movers) if (other.email && other.email !== mail.to) expect(mail.text).not.toContain(other.email);
      expect(new URL(mail.link).pathname).toBe('/quotes/reply');
      expect(mail.text).toContain('/claim-business?business=');
    }
    const everyAddress = (await db.query<{ to_address: string }>('select to_address from public.email_outbox where quote_request_id = $1', [id])).map(
      (r) => r.to_address,
    );
    expect(new Set(everyAddress)).toEqual(new Set([visitor, movers[0]!.email, movers[1]!.email]));
    expect(everyAddress).not.toContain('clean@cleaner.example');

    const again = await post(api, '/api/quote-requests/confirm', { token: fragmentToken((await mailsOf(db, id))[0]!.link, 'confirm') });
    expect(again.status).toBe(200);
    expect((await mailsOf(db, id)).filter((m) => m.kind === 'quote_request')).toHaveLength(2);
  });

  it('refuses a forged confirmation link (400) and an expired one (410), delivering nothing', async () => {
    const response = await ask({});
    const { id } = (await response.json()) as { id: number };
    const token = fragmentToken((await mailsOf(db, id))[0]!.link, 'confirm');
    const forged = await post(api, '/api/quote-requests/confirm', { token: `${token.slice(0, -2)}xx` });
    expect(forged.status).toBe(400);
    expect((await post(api, '/api/quote-requests/confirm', { token: 'qc1.1.1.nope' })).status).toBe(400);
    const late = makeApi(db, ENV);
    late.setNow(new Date(Date.now() + (QUOTE_LIMITS.confirmHours + 1) * 3_600_000));
    const expired = await post(late, '/api/quote-requests/confirm', { token });
    expect(expired.status).toBe(410);
    expect((await mailsOf(db, id)).map((m) => m.kind)).toEqual(['quote_confirmation']);
  });

  it('lets a business answer once through its link; the visitor is e-mailed and compares on the status page', async () => {
    const visitor = 'compare@example.com';
    const { id, statusToken } = await askAndConfirm({ email: visitor });
    const links = (await mailsOf(db, id)).filter((m) => m.kind === 'quote_request');
    const linkOf = (business: { email: string | null }) => fragmentToken(links.find((m) => m.to === business.email)!.link, 'token');

    const view = await get(api, `/api/quote-replies/${linkOf(movers[0]!)}`);
    expect(view.status).toBe(200);
    const seen = (await view.json()) as { businessId: number; customer: { email: string }; questions: Array<{ label: string; value: string }> };
    expect(seen.businessId).toBe(movers[0]!.id);
    expect(seen.customer.email).toBe(visitor);
    expect(seen.questions).toContainEqual({ label: 'Moving to (neighborhood)', value: 'NoDa' });

    const bad = await post(api, `/api/quote-replies/${linkOf(movers[0]!)}`, { kind: 'quote', priceLow: 900, priceHigh: 800 });
    expect((await errorOf(bad)).fields).toEqual({ priceHigh: 'The highest price must not be lower than the lowest' });
    const quoted = await post(api, `/api/quote-replies/${linkOf(movers[0]!)}`, {
      kind: 'quote',
      priceLow: 900,
      priceHigh: 1200,
      availableOn: '2026-06-06',
      message: 'Two movers and a truck.',
    });
    expect(quoted.status).toBe(200);
    expect((await post(api, `/api/quote-replies/${linkOf(movers[0]!)}`, { kind: 'decline' })).status).toBe(409);
    expect((await post(api, `/api/quote-replies/${linkOf(movers[1]!)}`, { kind: 'decline', message: 'Booked that week.' })).status).toBe(200);
    // The signature's last eight characters changed (every one of them, so the token really differs).
    const token = linkOf(movers[0]!);
    const tampered = token.slice(0, -8) + [...token.slice(-8)].map((c) => (c === 'A' ? 'B' : 'A')).join('');
    expect((await get(api, `/api/quote-replies/${tampered}`)).status).toBe(404);

    const answers = (await mailsOf(db, id)).filter((m) => m.kind === 'quote_answer');
    expect(answers.map((m) => m.to)).toEqual([visitor, visitor]);
    expect(answers[0]!.text).toContain('$900 – $1,200');
    expect(answers[0]!.link).toContain(`#token=${statusToken}`);
    for (const mail of answers) for (const business of movers) if (business.email) expect(mail.text).not.toContain(business.email);

    const page = await get(api, `/api/quote-requests/${statusToken}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    const body = (await page.json()) as {
      status: string;
      businesses: Array<{ businessId: number; status: string; priceLow: number | null; priceHigh: number | null; availableOn: string | null }>;
    };
    expect(body.status).toBe('open');
    const byId = new Map(body.businesses.map((b) => [b.businessId, b]));
    expect(byId.get(movers[0]!.id)).toMatchObject({ status: 'quoted', priceLow: 900, priceHigh: 1200, availableOn: '2026-06-06' });
    expect(byId.get(movers[1]!.id)).toMatchObject({ status: 'declined', priceLow: null });
    expect(byId.get(movers[2]!.id)).toMatchObject({ status: 'waiting' });
    expect(JSON.stringify(body)).not.toContain(movers[0]!.email!);
    expect((await get(api, '/api/quote-requests/qs1.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });

  it('closes with one business hired; the others still in the running are told without its name', async () => {
    const { id, statusToken } = await askAndConfirm({});
    const outsider = await post(api, `/api/quote-requests/${statusToken}/close`, { hiredBusinessId: cleaner });
    expect((await errorOf(outsider)).fields).toEqual({ hiredBusinessId: 'This business was not asked in this request' });
    const closed = await post(api, `/api/quote-requests/${statusToken}/close`, { hiredBusinessId: movers[0]!.id });
    expect(closed.status).toBe(200);
    const view = (await closed.json()) as { status: string; businesses: Array<{ businessId: number; hired: boolean }> };
    expect(view.status).toBe('closed');
    expect(view.businesses.filter((b) => b.hired).map((b) => b.businessId)).toEqual([movers[0]!.id]);
    const told = (await mailsOf(db, id)).filter((m) => m.kind === 'quote_closed');
    expect(told.map((m) => m.to)).toEqual([movers[1]!.email]);
    expect(told[0]!.text).toContain('hired another business');
    expect(told[0]!.text).not.toContain(movers[0]!.businessName);
    // It never answered: nothing to thank it for.
    expect(told[0]!.text).toContain('It no longer needs an answer.');
    expect(told[0]!.text).not.toContain('Thank you');
    expect((await post(api, `/api/quote-requests/${statusToken}/close`, {})).status).toBe(409);
    const link = fragmentToken((await mailsOf(db, id)).find((m) => m.to === movers[1]!.email && m.kind === 'quote_request')!.link, 'token');
    expect((await post(api, `/api/quote-replies/${link}`, { kind: 'quote', priceLow: 500 })).status).toBe(409);
  });

  it('thanks a business for answering only when it sent a quote', async () => {
    const { id, statusToken } = await askAndConfirm({});
    const link = fragmentToken((await mailsOf(db, id)).find((m) => m.to === movers[1]!.email && m.kind === 'quote_request')!.link, 'token');
    expect((await post(api, `/api/quote-replies/${link}`, { kind: 'quote', priceLow: 700 })).status).toBe(200);
    expect((await post(api, `/api/quote-requests/${statusToken}/close`, {})).status).toBe(200);
    const told = (await mailsOf(db, id)).filter((m) => m.kind === 'quote_closed');
    const to = (business: (typeof movers)[number]) => told.find((m) => m.to === business.email)!.text;
    expect(to(movers[1]!)).toContain('has closed it. Thank you for answering.');
    expect(to(movers[0]!)).toContain('has closed it. It no longer needs an answer.');
  });

  it('lets staff list and delete an abusive request (audited), with its e-mail; counts it in the stats', async () => {
    const token = await localLogin(api, ENV.ADMIN_PASSWORD);
    const statsBefore = (await (await get(api, '/api/admin/stats', token)).json()) as { quoteRequests30Days: number };
    const { id } = await askAndConfirm({ details: 'Abusive text' });
    const statsAfter = (await (await get(api, '/api/admin/stats', token)).json()) as { quoteRequests30Days: number };
    expect(statsAfter.quoteRequests30Days).toBe(statsBefore.quoteRequests30Days + 1);

    expect((await get(api, '/api/admin/quote-requests')).status).toBe(401);
    const list = (await (await get(api, '/api/admin/quote-requests?limit=100', token)).json()) as {
      items: Array<{ id: number; businesses: number; details: string }>;
      counts: { requests30Days: number };
    };
    expect(list.items.find((item) => item.id === id)).toMatchObject({ businesses: 3, details: 'Abusive text' });
    expect(list.counts.requests30Days).toBeGreaterThan(0);

    expect((await send(api, 'DELETE', `/api/admin/quote-requests/${id}`)).status).toBe(401);
    const deleted = await send(api, 'DELETE', `/api/admin/quote-requests/${id}`, undefined, token);
    expect(deleted.status).toBe(204);
    expect(await mailsOf(db, id)).toEqual([]);
    const [audit] = await db.query<{ action: string; target_type: string; target_label: string }>(
      `select action, target_type, target_label from public.audit_log where target_type = 'quote_request' and target_id = $1`,
      [id],
    );
    expect(audit).toMatchObject({ action: 'quote.delete', target_type: 'quote_request' });
    expect((await send(api, 'DELETE', `/api/admin/quote-requests/${id}`, undefined, token)).status).toBe(404);
    expect((await send(api, 'DELETE', '/api/admin/quote-requests/__proto__', undefined, token)).status).toBe(404);
  });

  it('lets an owner JWT read only the requests delivered to its own businesses (RLS)', async () => {
    const ownerId = (await db.query<{ owner_id: string }>('select owner_id from public.business_owners where business_id = $1', [movers[2]!.id]))[0]!.owner_id;
    const { id } = await askAndConfirm({});
    const unconfirmed = (await (await ask({})).json()) as { id: number };
    const readAs = (sub: string) =>
      db
        .transaction(async (tx) => {
          await tx.query('set local role authenticated');
          await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub, role: 'authenticated' })]);
          const requests = await tx.query<{ id: number }>('select id::int as id from public.quote_requests where id = any($1::int[])', [
            `{${id},${unconfirmed.id}}`,
          ]);
          const rows = await tx.query<{ business_id: number }>(
            'select business_id::int as business_id from public.quote_request_businesses where request_id = $1',
            [id],
          );
          throw Object.assign(new Error('rollback'), { result: { requests: requests.map((r) => r.id), rows: rows.map((r) => r.business_id) } });
        })
        .catch((error: { result?: unknown }) => error.result);
    expect(await readAs(ownerId)).toEqual({ requests: [id], rows: [movers[2]!.id] });
    expect(await readAs('someone-else')).toEqual({ requests: [], rows: [] });
  });

  it('shows owners the requests of their own businesses and takes their answer once', async () => {
    const owner = await createOwnerWithBusiness(db, { business: { category: 'movers-packers', businessName: unique('Owned Mover') } });
    const rival = await createOwnerWithBusiness(db, { business: { category: 'movers-packers', businessName: unique('Rival Mover') } });
    const { id, statusToken } = await askAndConfirm({ businessIds: [owner.businessId, movers[0]!.id], email: 'owner-flow@example.com' });

    const ownerMail = (await mailsOf(db, id)).find((m) => m.to === owner.email)!;
    expect(ownerMail.kind).toBe('quote_request');
    expect(new URL(ownerMail.link).pathname).toBe('/owner');
    expect(ownerMail.text).not.toContain(movers[0]!.email!);

    expect((await get(api, '/api/owner/quote-requests')).status).toBe(401);
    expect((await get(api, '/api/owner/quote-requests', await localLogin(api, ENV.ADMIN_PASSWORD))).status).toBe(403);
    const listed = await get(api, '/api/owner/quote-requests', owner.token);
    expect(listed.status).toBe(200);
    const body = (await listed.json()) as {
      items: Array<{ requestId: number; businessId: number; customer: { email: string }; status: string }>;
      waiting: Record<string, number>;
    };
    expect(body.items.map((item) => [item.requestId, item.businessId, item.customer.email, item.status])).toEqual([
      [id, owner.businessId, 'owner-flow@example.com', 'waiting'],
    ]);
    expect(body.waiting).toEqual({ [owner.businessId]: 1 });
    expect(((await (await get(api, '/api/owner/quote-requests', rival.token)).json()) as { items: unknown[] }).items).toEqual([]);
    const insights = (await (await get(api, `/api/owner/businesses/${owner.businessId}/insights`, owner.token)).json()) as {
      weeks: Array<{ quoteRequests: number }>;
    };
    expect(insights.weeks.map((week) => week.quoteRequests)).toEqual([...Array(11).fill(0), 1]);

    expect((await post(api, `/api/owner/quote-requests/${id}/reply`, { kind: 'quote', priceLow: 700 }, rival.token)).status).toBe(404);
    expect((await post(api, `/api/owner/quote-requests/${id}/reply`, { kind: 'quote' }, owner.token)).status).toBe(400);
    const reply = await post(
      api,
      `/api/owner/quote-requests/${id}/reply`,
      { kind: 'quote', priceLow: 700, availableOn: '2026-06-05', message: 'We can do it the day before.' },
      owner.token,
    );
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ status: 'quoted', reply: { priceLow: 700, priceHigh: null, availableOn: '2026-06-05' } });
    expect((await post(api, `/api/owner/quote-requests/${id}/reply`, { kind: 'decline' }, owner.token)).status).toBe(409);
    expect((await post(api, '/api/owner/quote-requests/999999999/reply', { kind: 'decline' }, owner.token)).status).toBe(404);
    expect((await post(api, '/api/owner/quote-requests/__proto__/reply', { kind: 'decline' }, owner.token)).status).toBe(404);

    const status = (await (await get(api, `/api/quote-requests/${statusToken}`)).json()) as {
      businesses: Array<{ businessId: number; priceLow: number | null }>;
    };
    expect(status.businesses.find((b) => b.businessId === owner.businessId)?.priceLow).toBe(700);
    const answered = (await (await get(api, '/api/owner/quote-requests', owner.token)).json()) as { waiting: Record<string, number> };
    expect(answered.waiting).toEqual({});
  });
});

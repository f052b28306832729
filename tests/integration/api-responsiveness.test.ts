/**
 * Response time and rate through the API on each database (the rule itself is unit-tested
 * in src/domain/responsiveness.test.ts): GET /api/businesses/{id}/responsiveness, the cards
 * of a search in a quote category, and the owner's list (unanswered requests oldest first,
 * with the figures). A featured business and a free one with the same timings get the same
 * figures and the same text everywhere.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Responsiveness } from '../../src/domain/responsiveness';
import type { BusinessSearchResult } from '../../src/domain/types';
import type { Db } from '../../src/server/db/client';
import { describeEachDb } from '../support/db';
import { OWNER_PASSWORD, createOwnerWithBusiness, createSupabaseOwnerWithBusiness, type OwnerFixture } from '../support/owners';
import { createRouter } from '../../src/server/api/router';
import { routes } from '../../src/server/api/routes';
import { clientKey } from '../../src/server/security/rate-limit';
import { runAlerts } from '../../src/server/alerts/run';
import { parseEnv } from '../../src/server/env';
import { SUPABASE_ENV, get, insertBusiness, insertSupabaseUsers, makeApi, supabaseToken, unique, type Api } from './api-support';

const NOW = new Date('2027-01-20T12:00:00-05:00');
const MINUTE = 60_000;

/**
 * A delivered request to `businessId`: delivered at `delivered`, answered `minutes` later (or
 * not); from a new confirmed address and device unless `from` names them.
 */
async function deliver(db: Db, businessId: number, delivered: string, minutes: number | null, from: { email?: string; client?: string } = {}): Promise<number> {
  const [request] = await db.query<{ id: number }>(
    `insert into public.quote_requests (category, answers, customer_name, customer_email, contact_by, status, created_at, confirmed_at, client_key)
     values ('movers-packers', '{}', 'Newcomer', $1, 'email', 'open', $2, $2, $3) returning id::int as id`,
    [(from.email ?? `${unique('newcomer')}@example.com`).toLowerCase(), delivered, from.client ?? unique('device').slice(0, 60)],
  );
  const answeredAt = minutes === null ? null : new Date(new Date(delivered).getTime() + minutes * MINUTE).toISOString();
  await db.query(
    `insert into public.quote_request_businesses (request_id, business_id, delivered_at, status, answered_at, answered_by)
     values ($1, $2, $3, $4, $5, $6)`,
    [request!.id, businessId, delivered, minutes === null ? 'waiting' : 'declined', answeredAt, minutes === null ? null : 'email-link'],
  );
  return Number(request!.id);
}

describeEachDb('response time and rate', (getDb) => {
  let api: Api;
  let featured: OwnerFixture;
  let free: OwnerFixture;
  const figuresOf = async (id: number) => {
    const response = await get(api, `/api/businesses/${id}/responsiveness`);
    expect(response.status).toBe(200);
    return (await response.json()) as Responsiveness & { businessId: number };
  };

  beforeAll(async () => {
    api = makeApi(getDb());
    api.setNow(NOW);
    const name = unique('Even Movers');
    featured = await createOwnerWithBusiness(getDb(), {
      business: { category: 'movers-packers', businessName: `${name} Featured`, isPremium: true },
      now: NOW,
    });
    free = await createOwnerWithBusiness(getDb(), { business: { category: 'movers-packers', businessName: `${name} Free` }, now: NOW });
  });

  it('is "New to quote requests" under 5 different requesters, then the same figures for a featured and a free business with the same timings', async () => {
    for (const owner of [featured, free]) {
      await deliver(getDb(), owner.businessId, '2027-01-11T10:00:00-05:00', 30);
      await deliver(getDb(), owner.businessId, '2027-01-12T17:55:00-05:00', 95);
      await deliver(getDb(), owner.businessId, '2027-01-13T10:00:00-05:00', 50);
    }
    expect(await figuresOf(featured.businessId)).toMatchObject({ requests: 3, needed: 2, label: 'New to quote requests', medianMinutes: null });

    for (const owner of [featured, free]) {
      await deliver(getDb(), owner.businessId, '2027-01-14T10:00:00-05:00', 20);
      await deliver(getDb(), owner.businessId, '2027-01-15T10:00:00-05:00', 40);
    }
    const [paid, unpaid] = [await figuresOf(featured.businessId), await figuresOf(free.businessId)];
    // 17:55 answered 19:30 counts 5 minutes: the median of 30, 5, 50, 20 and 40 is 30.
    expect(paid).toMatchObject({ requests: 5, answered: 5, needed: 0, medianMinutes: 30, responseRate: 1, label: 'Usually replies within an hour' });
    expect(paid.window).toEqual({ from: '2026-10-22T17:00:00.000Z', to: '2027-01-20T17:00:00.000Z', days: 90 });
    expect({ ...unpaid, businessId: 0 }).toEqual({ ...paid, businessId: 0 });

    const search = await get(api, `/api/businesses?category=movers-packers&search=${encodeURIComponent(featured.businessName.replace(/ Featured$/, ''))}`);
    const { businesses } = (await search.json()) as BusinessSearchResult;
    const labels = Object.fromEntries(businesses.map((b) => [b.id, b.responseLabel]));
    expect(labels[featured.businessId]).toBe('Usually replies within an hour');
    expect(labels[free.businessId]).toBe('Usually replies within an hour');
  });

  it("lists the owner's unanswered requests first, oldest first, with the figures", async () => {
    const owner = await createOwnerWithBusiness(getDb(), { business: { category: 'movers-packers' }, now: NOW });
    const answered = await deliver(getDb(), owner.businessId, '2027-01-19T09:00:00-05:00', 20);
    const newer = await deliver(getDb(), owner.businessId, '2027-01-18T09:00:00-05:00', null);
    const older = await deliver(getDb(), owner.businessId, '2027-01-10T09:00:00-05:00', null);
    // Four more waiting, all under 24 hours old: not counted yet, and said so.
    for (const hour of ['08', '09', '10', '11']) await deliver(getDb(), owner.businessId, `2027-01-20T${hour}:00:00-05:00`, null);
    const response = await get(api, '/api/owner/quote-requests', owner.token);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: Array<{ requestId: number }>; responsiveness: Record<string, Responsiveness> };
    expect(body.items.slice(0, 2).map((item) => item.requestId)).toEqual([older, newer]);
    expect(body.items.at(-1)?.requestId).toBe(answered);
    expect(body.responsiveness[owner.businessId]).toMatchObject({
      requests: 3,
      answered: 1,
      tooNew: 4,
      needed: 2,
      medianMinutes: null,
      label: 'New to quote requests',
    });
  });

  it('cannot be earned by one client: one device with many addresses, the owner’s own address, a device the owner answered from', async () => {
    const owner = await createOwnerWithBusiness(getDb(), { business: { category: 'movers-packers' }, now: NOW });
    // One person, one laptop, four addresses, four days, each answered within minutes.
    for (const [day, email] of [
      ['11', 'mia@example.com'],
      ['12', 'mia+2@example.com'],
      ['13', 'Mia.Other@example.net'],
      ['14', 'someone@example.org'],
    ] as const) {
      await deliver(getDb(), owner.businessId, `2027-01-${day}T19:00:00-05:00`, 3, { email, client: 'mias-laptop' });
    }
    // The owner's own address with a plus-tag, from another device.
    const [first, ...tagged] = owner.email.split('@');
    await deliver(getDb(), owner.businessId, '2027-01-15T10:00:00-05:00', 3, { email: `${first}+test@${tagged.join('@')}`.toUpperCase() });
    // A request from the device the owner then answers from (through the dashboard).
    const ownersPhone = '198.51.100.23:5555';
    const fromPhone = await deliver(getDb(), owner.businessId, '2027-01-16T10:00:00-05:00', null, {
      email: 'friend@example.com',
      client: clientKey({ clientAddress: ownersPhone }),
    });
    const reply = await createRouter(routes, api.deps)(
      new Request(`http://localhost/api/owner/quote-requests/${fromPhone}/reply`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'decline' }),
      }),
      { clientAddress: ownersPhone },
    );
    expect(reply.status).toBe(200);

    // A request from the laptop the owner signs in on.
    const ownersLaptop = '203.0.113.41:6000';
    const signIn = await createRouter(routes, api.deps)(
      new Request('http://localhost/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: owner.email, password: OWNER_PASSWORD }),
      }),
      { clientAddress: ownersLaptop },
    );
    expect(signIn.status).toBe(200);
    await deliver(getDb(), owner.businessId, '2027-01-17T10:00:00-05:00', 3, {
      email: 'colleague@example.com',
      client: clientKey({ clientAddress: ownersLaptop }),
    });

    const figures = await figuresOf(owner.businessId);
    expect(figures).toMatchObject({ requesters: 1, repeats: 3, own: 3, needed: 4, label: 'New to quote requests', medianMinutes: null });
    const search = await get(api, `/api/businesses?category=movers-packers&search=${encodeURIComponent(owner.businessName)}`);
    const card = ((await search.json()) as BusinessSearchResult).businesses.find((b) => b.id === owner.businessId);
    expect(card?.responseLabel).toBe('New to quote requests');
  });

  it('in Supabase mode too: a request from a device the owner used the dashboard from is their own', async () => {
    const owner = await createSupabaseOwnerWithBusiness(getDb(), { business: { category: 'movers-packers' } });
    const token = await supabaseToken({ admin: false, email: owner.email, subject: owner.ownerId, now: NOW });
    const supabase = createRouter(routes, () => ({ ...api.deps(), env: parseEnv(SUPABASE_ENV) }));
    const ownersTablet = '203.0.113.77';
    const dashboard = await supabase(new Request('http://localhost/api/owner/businesses', { headers: { authorization: `Bearer ${token}` } }), {
      clientAddress: ownersTablet,
    });
    expect(dashboard.status).toBe(200);
    await deliver(getDb(), owner.businessId, '2027-01-14T10:00:00-05:00', 3, { client: clientKey({ clientAddress: ownersTablet }) });
    await deliver(getDb(), owner.businessId, '2027-01-15T10:00:00-05:00', 3);
    expect(await figuresOf(owner.businessId)).toMatchObject({ requesters: 1, own: 1, needed: 4 });
  });

  it("in Supabase mode, a staff member's address (their role in Supabase Auth's app_metadata) and the owner's Supabase address are their own", async () => {
    const owner = await createSupabaseOwnerWithBusiness(getDb(), { business: { category: 'movers-packers' } });
    const staffId = '0b7c2a52-6f0e-4c83-9d4e-2f1a5b6c7d80';
    const staffEmail = `${unique('sam-staff').replace(/\W+/g, '-')}@example.com`.toLowerCase();
    const ownersNewAddress = `${unique('owner-renamed').replace(/\W+/g, '-')}@example.com`.toLowerCase();
    await insertSupabaseUsers(getDb(), [
      { id: staffId, email: staffEmail, role: 'editor' },
      { id: owner.ownerId, email: ownersNewAddress },
      { id: '0b7c2a52-6f0e-4c83-9d4e-2f1a5b6c7d81', email: 'signed-up-customer@example.com' },
    ]);
    // The staff member can use /admin with the token Supabase makes from that row.
    const staffToken = await supabaseToken({ role: 'editor', email: staffEmail, subject: staffId, now: NOW });
    const supabase = createRouter(routes, () => ({ ...api.deps(), env: parseEnv(SUPABASE_ENV) }));
    const me = await supabase(new Request('http://localhost/api/auth/me', { headers: { authorization: `Bearer ${staffToken}` } }), {
      clientAddress: '192.0.2.9',
    });
    expect(me.status).toBe(200);

    const [local, domain] = staffEmail.split('@');
    await deliver(getDb(), owner.businessId, '2027-01-13T10:00:00-05:00', 3, { email: `${local}+quote@${domain}`.toUpperCase() });
    await deliver(getDb(), owner.businessId, '2027-01-14T10:00:00-05:00', 3, { email: ownersNewAddress });
    // A Supabase user without a staff role is a customer like any other.
    await deliver(getDb(), owner.businessId, '2027-01-15T10:00:00-05:00', 3, { email: 'signed-up-customer@example.com' });
    expect(await figuresOf(owner.businessId)).toMatchObject({ requesters: 1, own: 2, needed: 4 });
  });

  it("the daily run forgets an owner's device unseen for 90 days, unless a request in the window came from it", async () => {
    const owner = await createOwnerWithBusiness(getDb(), { business: { category: 'movers-packers' }, now: NOW });
    const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
    for (const [client, seen] of [
      ['old-laptop', 91],
      ['old-phone-still-sending', 120],
      ['this-months-phone', 10],
    ] as const) {
      await getDb().query('insert into public.account_clients (account_id, client_key, last_seen_at) values ($1, $2, $3)', [
        owner.ownerId,
        client,
        daysAgo(seen),
      ]);
    }
    // The old phone sent a request 80 days ago: while that counts in the window, the phone stays the owner's.
    await deliver(getDb(), owner.businessId, daysAgo(80), 3, { client: 'old-phone-still-sending' });
    await runAlerts({ db: getDb(), env: parseEnv({}), now: () => NOW }, 'staff', { deliver: false });
    const kept = await getDb().query<{ client_key: string }>('select client_key from public.account_clients where account_id = $1 order by client_key', [
      owner.ownerId,
    ]);
    expect(kept.map((row) => row.client_key)).toEqual(['old-phone-still-sending', 'this-months-phone']);
    expect(await figuresOf(owner.businessId)).toMatchObject({ requesters: 0, own: 1 });
  });

  describe('refusals', () => {
    it('answers 404 for an unknown business, an id that is not one, and a category without quote requests', async () => {
      for (const path of ['/api/businesses/999999999/responsiveness', '/api/businesses/abc/responsiveness']) {
        expect((await get(api, path)).status, path).toBe(404);
      }
      const utility = await insertBusiness(getDb(), { category: 'utility-setup' });
      expect((await get(api, `/api/businesses/${utility.id}/responsiveness`)).status).toBe(404);
    });
  });
});

/**
 * The admin moderation and tools API: guards on every new admin call, deny /
 * reject / publish and their effects, the audit log, CSV export and import, analytics,
 * the rebuild hook, and the sign-in lockout.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUSINESS_REJECTION_REASONS,
  CLAIM_DENIAL_REASONS,
  REVIEW_REJECTION_REASONS,
  type AdminClaim,
  type AdminReview,
  type AnalyticsReport,
  type AuditEntry,
  type OutboxMessage,
  type Page,
} from '../../src/domain/admin';
import { EXPORT_COLUMNS, parseCsv, toCsv } from '../../src/domain/business-csv';
import type { Business, BusinessSearchResult } from '../../src/domain/types';
import { pruneAnalytics, recordAnalyticsEvent } from '../../src/server/queries/analytics';
import type { Db } from '../../src/server/db/client';
import { describeEachDb } from '../support/db';
import { SUPABASE_ENV, errorOf, get, insertBusiness, insertReview, localLogin, makeApi, post, send, supabaseToken, unique, type Api } from './api-support';

/** Every admin-only call this issue added, as [method, path, body?]. */
const ADMIN_CALLS: Array<[string, string, unknown?]> = [
  ['GET', '/api/business-claims?status=pending'],
  ['PUT', '/api/business-claims/999999/deny', { reason: CLAIM_DENIAL_REASONS[0] }],
  ['GET', '/api/reviews/pending'],
  ['PUT', '/api/reviews/999999/reject', { reason: REVIEW_REJECTION_REASONS[0] }],
  ['PUT', '/api/businesses/999999/publish'],
  ['PUT', '/api/businesses/999999/reject', { reason: BUSINESS_REJECTION_REASONS[0] }],
  ['POST', '/api/admin/businesses', {}],
  ['GET', '/api/admin/audit-log'],
  ['GET', '/api/admin/export/businesses.csv'],
  ['POST', '/api/admin/import/businesses', 'businessName\r\n'],
  ['GET', '/api/admin/analytics'],
  ['GET', '/api/admin/config'],
  ['POST', '/api/admin/rebuild'],
  ['GET', '/api/admin/outbox'],
  ['POST', '/api/admin/outbox/999999/send'],
];

function call(api: Api, method: string, path: string, body: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (typeof body === 'string') {
    headers['content-type'] = 'text/csv';
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return api(new Request(`http://test${path}`, { method, headers, body: payload }));
}

const putJson = (api: Api, path: string, body: unknown, token: string) => send(api, 'PUT', path, body, token);
const csvPost = (api: Api, path: string, csv: string, token: string) =>
  api(new Request(`http://test${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' }, body: csv }));

async function auditFor(db: Db, action: string, targetId: number) {
  return db.query<{ actor_id: string; actor_email: string | null; reason: string | null; note: string | null; target_label: string | null }>(
    'select actor_id, actor_email, reason, note, target_label from public.audit_log where action = $1 and target_id = $2',
    [action, targetId],
  );
}

async function insertClaimRow(db: Db, businessId: number, email = `${unique('claimer').replace(/\W+/g, '-')}@example.com`) {
  const [row] = await db.query<{ id: number }>(
    `insert into public.business_claims (business_id, claimer_name, claimer_email) values ($1, 'Pat Owner', $2) returning id`,
    [businessId, email],
  );
  return Number(row!.id);
}

describeEachDb('moderation API', (getDb) => {
  let api: Api;
  let admin: string;
  beforeAll(async () => {
    api = makeApi(getDb(), SUPABASE_ENV);
    admin = await supabaseToken();
  });

  describe('guards', () => {
    let localToken: string | undefined;
    it.each(ADMIN_CALLS)('%s %s answers 401 without a token', async (method, path, body) => {
      const response = await call(api, method, path, body);
      expect(response.status).toBe(401);
      expect((await errorOf(response)).code).toBe('unauthorized');
    });

    it.each(ADMIN_CALLS)('%s %s answers 403 for a signed-in user without the admin role', async (method, path, body) => {
      const response = await call(api, method, path, body, await supabaseToken({ admin: false }));
      expect(response.status).toBe(403);
      expect((await errorOf(response)).message).toBe('This account is not an administrator.');
    });

    it.each(ADMIN_CALLS)('%s %s answers 401 to a local token while Supabase Auth is on, and works locally', async (method, path, body) => {
      const local = makeApi(getDb());
      localToken ??= await localLogin(local);
      const token = localToken;
      expect((await call(api, method, path, body, token)).status).toBe(401);
      const response = await call(local, method, path, body, token);
      expect([401, 403]).not.toContain(response.status);
    });
  });

  describe('claims', () => {
    it('lists pending claims with paging and the e-mail verification time', async () => {
      const db = getDb();
      const business = await insertBusiness(db);
      const first = await insertClaimRow(db, business.id);
      const second = await insertClaimRow(db, business.id);
      await db.query('update public.business_claims set email_verified_at = now() where id = $1', [second]);
      const all = (await (await get(api, '/api/business-claims?status=pending&limit=100', admin)).json()) as Page<AdminClaim>;
      const ids = all.items.map((c) => c.id);
      expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
      expect(all.total).toBeGreaterThanOrEqual(2);
      const mine = all.items.find((c) => c.id === second)!;
      expect(mine).toMatchObject({ businessId: business.id, businessName: business.businessName, businessStatus: 'published', status: 'pending' });
      expect(mine.emailVerifiedAt).toMatch(/^\d{4}-/);

      const page = (await (await get(api, '/api/business-claims?status=pending&limit=1&offset=1', admin)).json()) as Page<AdminClaim>;
      expect(page).toMatchObject({ limit: 1, offset: 1, total: all.total });
      expect(page.items.map((c) => c.id)).toEqual([all.items[1]!.id]);
    });

    it('rejects bad paging and status values with 400', async () => {
      expect((await get(api, '/api/business-claims?status=lost', admin)).status).toBe(400);
      expect((await get(api, '/api/business-claims?limit=0', admin)).status).toBe(400);
      expect((await get(api, '/api/business-claims?offset=-1', admin)).status).toBe(400);
    });

    it('denies a claim with a reason from the list: status denied, business untouched, audited', async () => {
      const db = getDb();
      const business = await insertBusiness(db);
      const claimId = await insertClaimRow(db, business.id);
      const response = await putJson(api, `/api/business-claims/${claimId}/deny`, { reason: CLAIM_DENIAL_REASONS[2], note: ' Second claim ' }, admin);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ id: claimId, status: 'denied' });
      const [claim] = await db.query<{ status: string; decision_reason: string; decided_at: Date | null }>(
        'select status, decision_reason, decided_at from public.business_claims where id = $1',
        [claimId],
      );
      expect(claim).toMatchObject({ status: 'denied', decision_reason: CLAIM_DENIAL_REASONS[2] });
      expect(claim!.decided_at).not.toBeNull();
      const [row] = await db.query<{ is_claimed: boolean; is_verified: boolean }>('select is_claimed, is_verified from public.businesses where id = $1', [
        business.id,
      ]);
      expect(row).toEqual({ is_claimed: false, is_verified: false });
      expect(await auditFor(db, 'claim.deny', claimId)).toEqual([
        expect.objectContaining({
          actor_id: '6f1d0c1e-8d6b-4a53-9a53-2b8f0c0f1a01',
          actor_email: 'editor@example.com',
          reason: CLAIM_DENIAL_REASONS[2],
          note: 'Second claim',
        }),
      ]);
      const pending = (await (await get(api, '/api/business-claims?status=pending&limit=100', admin)).json()) as Page<AdminClaim>;
      expect(pending.items.map((c) => c.id)).not.toContain(claimId);
      const denied = (await (await get(api, '/api/business-claims?status=denied&limit=100', admin)).json()) as Page<AdminClaim>;
      expect(denied.items.find((c) => c.id === claimId)).toMatchObject({ decisionReason: CLAIM_DENIAL_REASONS[2] });

      const again = await putJson(api, `/api/business-claims/${claimId}/deny`, { reason: CLAIM_DENIAL_REASONS[0] }, admin);
      expect(again.status).toBe(409);
      expect((await errorOf(again)).message).toBe('This claim is already denied.');
    });

    it('tells a claimer whose address was confirmed that the claim was denied and why (never the internal note); an unconfirmed address is told nothing', async () => {
      const db = getDb();
      const business = await insertBusiness(db);
      const confirmed = `${unique('denied').replace(/\W+/g, '-')}@example.com`;
      const confirmedClaim = await insertClaimRow(db, business.id, confirmed);
      await db.query('update public.business_claims set email_verified_at = now() where id = $1', [confirmedClaim]);
      const unconfirmed = `${unique('typed').replace(/\W+/g, '-')}@example.com`;
      const unconfirmedClaim = await insertClaimRow(db, business.id, unconfirmed);
      for (const id of [confirmedClaim, unconfirmedClaim]) {
        const response = await putJson(
          api,
          `/api/business-claims/${id}/deny`,
          { reason: CLAIM_DENIAL_REASONS[0], note: 'Phone number rang a pizzeria' },
          admin,
        );
        expect(response.status).toBe(200);
      }
      const outbox = (await (await get(api, '/api/admin/outbox?limit=100', admin)).json()) as Page<OutboxMessage>;
      const told = outbox.items.filter((m) => m.toAddress === confirmed);
      expect(told).toEqual([expect.objectContaining({ kind: 'claim_denied', subject: `Your claim of ${business.businessName} was not approved` })]);
      expect(told[0]!.text).toContain(`Reason: ${CLAIM_DENIAL_REASONS[0]}.`);
      expect(told[0]!.text).not.toContain('pizzeria');
      expect(outbox.items.filter((m) => m.toAddress === unconfirmed)).toEqual([]);
    });

    it('tells a claimer who claimed on the Spanish page in Spanish, the reason too, with the Spanish support page', async () => {
      const db = getDb();
      const business = await insertBusiness(db);
      const address = `${unique('negado').replace(/\W+/g, '-')}@example.com`;
      const claimId = await insertClaimRow(db, business.id, address);
      await db.query("update public.business_claims set email_verified_at = now(), locale = 'es' where id = $1", [claimId]);
      expect((await putJson(api, `/api/business-claims/${claimId}/deny`, { reason: CLAIM_DENIAL_REASONS[2] }, admin)).status).toBe(200);
      const outbox = (await (await get(api, '/api/admin/outbox?limit=100', admin)).json()) as Page<OutboxMessage>;
      const [told] = outbox.items.filter((m) => m.toAddress === address);
      expect(told?.subject).toBe(`Su reclamo de la ficha de ${business.businessName} no fue aprobado`);
      expect(told?.text).toContain('Hola, Pat Owner:');
      expect(told?.text).toContain('Motivo: reclamo duplicado.');
      expect(told?.text).toMatch(/^Ayuda para negocios: https?:\/\/\S+\/es\/business-support$/m);
    });

    it('refuses a deny reason that is not on the list, or none, with 400', async () => {
      const db = getDb();
      const claimId = await insertClaimRow(db, (await insertBusiness(db)).id);
      for (const body of [{ reason: 'I do not like them' }, {}, { reason: CLAIM_DENIAL_REASONS[0], note: 'x'.repeat(501) }]) {
        const response = await putJson(api, `/api/business-claims/${claimId}/deny`, body, admin);
        expect(response.status).toBe(400);
      }
      const response = await putJson(api, `/api/business-claims/${claimId}/deny`, { reason: 'Other' }, admin);
      expect((await errorOf(response)).fields?.reason).toBe('Choose a reason from the list');
      const [claim] = await db.query<{ status: string }>('select status from public.business_claims where id = $1', [claimId]);
      expect(claim!.status).toBe('pending');
      expect((await putJson(api, '/api/business-claims/999999/deny', { reason: CLAIM_DENIAL_REASONS[0] }, admin)).status).toBe(404);
    });

    it('audits an approval (verify) in the same call, and the business becomes claimed and verified', async () => {
      const db = getDb();
      const business = await insertBusiness(db);
      const claimId = await insertClaimRow(db, business.id);
      expect((await send(api, 'PUT', `/api/business-claims/${claimId}/verify`, undefined, admin)).status).toBe(200);
      const [row] = await db.query<{ is_claimed: boolean; is_verified: boolean }>('select is_claimed, is_verified from public.businesses where id = $1', [
        business.id,
      ]);
      expect(row).toEqual({ is_claimed: true, is_verified: true });
      const audit = await auditFor(db, 'claim.verify', claimId);
      expect(audit).toHaveLength(1);
      expect(audit[0]!.target_label).toContain(business.businessName);
      // A refused second approval writes nothing.
      expect((await send(api, 'PUT', `/api/business-claims/${claimId}/verify`, undefined, admin)).status).toBe(409);
      expect(await auditFor(db, 'claim.verify', claimId)).toHaveLength(1);
    });
  });

  describe('reviews', () => {
    it('lists pending reviews with the reviewer e-mail, oldest first, with paging', async () => {
      const db = getDb();
      const business = await insertBusiness(db);
      const older = await insertReview(db, business.id, { rating: 2, status: 'pending', createdAt: '2020-01-01T00:00:00Z' });
      const newer = await insertReview(db, business.id, { rating: 5, status: 'pending', createdAt: '2020-01-02T00:00:00Z' });
      const page = (await (await get(api, '/api/reviews/pending?limit=100', admin)).json()) as Page<AdminReview>;
      const ids = page.items.map((r) => r.id);
      expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
      expect(page.items.find((r) => r.id === older)).toMatchObject({
        businessId: business.id,
        businessName: business.businessName,
        businessSlug: business.slug,
        reviewerEmail: 'reviewer@example.com',
        rating: 2,
      });
      const second = (await (await get(api, '/api/reviews/pending?limit=1&offset=1', admin)).json()) as Page<AdminReview>;
      expect(second.items).toHaveLength(1);
      expect(second.total).toBe(page.total);
    });

    it.each(REVIEW_REJECTION_REASONS)('rejects a review for "%s", whatever its rating, and audits it', async (reason) => {
      const db = getDb();
      const business = await insertBusiness(db);
      await insertReview(db, business.id, { rating: 4 });
      await db.query('update public.businesses set user_rating = 4, review_count = 1 where id = $1', [business.id]);
      const id = await insertReview(db, business.id, { rating: 5, status: 'pending' });
      const response = await putJson(api, `/api/reviews/${id}/reject`, { reason }, admin);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ id, status: 'rejected' });
      const [review] = await db.query<{ status: string; moderation_reason: string }>('select status, moderation_reason from public.reviews where id = $1', [
        id,
      ]);
      expect(review).toEqual({ status: 'rejected', moderation_reason: reason });
      const publicList = (await (await get(api, `/api/businesses/${business.id}/reviews`)).json()) as Array<{ id: number }>;
      expect(publicList.map((r) => r.id)).not.toContain(id);
      const shown = (await (await get(api, `/api/businesses/${business.slug}`)).json()) as Business;
      expect(shown).toMatchObject({ userRating: 4, reviewCount: 1 });
      expect((await auditFor(db, 'review.reject', id))[0]).toMatchObject({ reason });
    });

    it.each([['Negative review'], ['Low rating'], ['I disagree'], ['']])('refuses the reason %j with 400: only the content rules', async (reason) => {
      const db = getDb();
      const id = await insertReview(db, (await insertBusiness(db)).id, { rating: 1, status: 'pending' });
      const response = await putJson(api, `/api/reviews/${id}/reject`, { reason }, admin);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields?.reason).toBe('Choose a reason from the list');
      const [review] = await db.query<{ status: string }>('select status from public.reviews where id = $1', [id]);
      expect(review!.status).toBe('pending');
    });

    it('audits an approval and publishes the review with the new rating', async () => {
      const db = getDb();
      const business = await insertBusiness(db);
      const id = await insertReview(db, business.id, { rating: 3, status: 'pending' });
      const response = await send(api, 'PUT', `/api/reviews/${id}/approve`, undefined, admin);
      expect(await response.json()).toMatchObject({ userRating: 3, reviewCount: 1 });
      expect(await auditFor(db, 'review.approve', id)).toHaveLength(1);
      const again = await putJson(api, `/api/reviews/${id}/reject`, { reason: REVIEW_REJECTION_REASONS[1] }, admin);
      expect(again.status).toBe(409);
    });
  });

  describe('businesses', () => {
    it('publishes a pending business: searchable and shown at once, audited, once', async () => {
      const db = getDb();
      const name = unique('Zephyrine Publish Movers');
      const business = await insertBusiness(db, { businessName: name, status: 'pending' });
      const search = () => get(api, `/api/businesses?search=${encodeURIComponent('Zephyrine')}`);
      expect(((await (await search()).json()) as BusinessSearchResult).businesses.map((b) => b.id)).not.toContain(business.id);
      expect((await get(api, `/api/businesses/${business.slug}`)).status).toBe(404);

      const response = await send(api, 'PUT', `/api/businesses/${business.id}/publish`, undefined, admin);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ id: business.id, slug: business.slug, status: 'published' });
      expect(((await (await search()).json()) as BusinessSearchResult).businesses.map((b) => b.id)).toContain(business.id);
      expect((await get(api, `/api/businesses/${business.slug}`)).status).toBe(200);
      expect(await auditFor(db, 'business.publish', business.id)).toEqual([expect.objectContaining({ target_label: name })]);
      expect((await send(api, 'PUT', `/api/businesses/${business.id}/publish`, undefined, admin)).status).toBe(409);
    });

    it('rejects a pending business with a reason from the list; it never shows', async () => {
      const db = getDb();
      const business = await insertBusiness(db, { status: 'pending' });
      expect((await putJson(api, `/api/businesses/${business.id}/reject`, { reason: 'Ugly logo' }, admin)).status).toBe(400);
      const response = await putJson(api, `/api/businesses/${business.id}/reject`, { reason: BUSINESS_REJECTION_REASONS[0] }, admin);
      expect(response.status).toBe(200);
      const [row] = await db.query<{ status: string; moderation_reason: string }>('select status, moderation_reason from public.businesses where id = $1', [
        business.id,
      ]);
      expect(row).toEqual({ status: 'rejected', moderation_reason: BUSINESS_REJECTION_REASONS[0] });
      const pending = (await (await get(api, '/api/businesses?approved=false&limit=100', admin)).json()) as BusinessSearchResult;
      expect(pending.businesses.map((b) => b.id)).not.toContain(business.id);
      expect((await send(api, 'PUT', `/api/businesses/${business.id}/publish`, undefined, admin)).status).toBe(409);
      expect(await auditFor(db, 'business.reject', business.id)).toHaveLength(1);
      expect((await send(api, 'PUT', '/api/businesses/abc/publish', undefined, admin)).status).toBe(404);
    });

    it('adds a business from the admin form, published at once or left pending', async () => {
      const name = unique('Quillfeather Admin Cleaning');
      const body = {
        businessName: name,
        category: 'cleaning-services',
        address: '1 Admin Way, Charlotte, NC',
        phone: '(704) 555-0111',
        email: 'hello@quillfeather.example',
        website: 'quillfeather.example',
        longDescription: 'Move-out cleaning.',
        serviceTags: ['same-day'],
        businessHours: { Monday: '9:00 AM - 5:00 PM' },
        neighborhood: 'noda',
        publish: true,
      };
      const response = await post(api, '/api/admin/businesses', body, admin);
      expect(response.status).toBe(201);
      const created = (await response.json()) as { id: number; slug: string; status: string };
      expect(created.status).toBe('published');
      const shown = (await (await get(api, `/api/businesses/${created.slug}`)).json()) as Business;
      expect(shown).toMatchObject({ businessName: name, neighborhood: 'noda', website: 'https://quillfeather.example', serviceTags: ['same-day'] });
      expect(await auditFor(getDb(), 'business.create', created.id)).toHaveLength(1);

      const draft = await post(api, '/api/admin/businesses', { ...body, businessName: unique('Quillfeather Draft'), publish: false }, admin);
      const pending = (await draft.json()) as { id: number; slug: string; status: string };
      expect(pending.status).toBe('pending');
      expect((await get(api, `/api/businesses/${pending.slug}`)).status).toBe(404);
    });

    it('answers the claim form messages for invalid admin business fields', async () => {
      const response = await post(api, '/api/admin/businesses', { businessName: '', category: 'nope', address: '', phone: '', email: 'x' }, admin);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields).toMatchObject({
        businessName: 'Business name is required',
        category: 'Please select a category',
        address: 'Business address is required',
        phone: 'Phone number is required',
        email: 'Please enter a valid email address',
      });
    });
  });

  describe('audit log', () => {
    it('lists entries newest first with who, what, when and why, with paging', async () => {
      const db = getDb();
      const claimId = await insertClaimRow(db, (await insertBusiness(db)).id);
      api.setNow(new Date());
      await putJson(api, `/api/business-claims/${claimId}/deny`, { reason: CLAIM_DENIAL_REASONS[4] }, admin);
      const response = await get(api, '/api/admin/audit-log?limit=2', admin);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const page = (await response.json()) as Page<AuditEntry>;
      expect(page.limit).toBe(2);
      expect(page.items).toHaveLength(2);
      expect(page.items[0]).toMatchObject({
        action: 'claim.deny',
        targetType: 'claim',
        targetId: claimId,
        actorEmail: 'editor@example.com',
        reason: CLAIM_DENIAL_REASONS[4],
      });
      expect(Date.parse(page.items[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(page.items[1]!.createdAt));
      const next = (await (await get(api, '/api/admin/audit-log?limit=2&offset=2', admin)).json()) as Page<AuditEntry>;
      expect(next.items[0]?.id).not.toBe(page.items[0]!.id);
      expect(next.total).toBe(page.total);
    });

    it('records the local admin as actor for a local sign-in', async () => {
      const local = makeApi(getDb());
      const token = await localLogin(local);
      const business = await insertBusiness(getDb(), { status: 'pending' });
      await send(local, 'PUT', `/api/businesses/${business.id}/publish`, undefined, token);
      expect((await auditFor(getDb(), 'business.publish', business.id))[0]).toMatchObject({ actor_id: 'local-admin' });
    });
  });

  describe('CSV export', () => {
    it('downloads every business as CSV with the documented columns, escaped', async () => {
      const db = getDb();
      const tricky = await insertBusiness(db, {
        businessName: unique('Comma, "Quote" & Co'),
        shortDescription: 'Line one\nline two',
        longDescription: '=HYPERLINK("http://evil.example")',
        status: 'pending',
      });
      const response = await get(api, '/api/admin/export/businesses.csv', admin);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="charlotte-directory-businesses-\d{4}-\d{2}-\d{2}\.csv"$/);
      const text = await response.text();
      expect(text.split('\r\n')[0]).toBe(EXPORT_COLUMNS.join(','));
      const name = `Comma, "Quote" & Co`;
      expect(text).toContain(`"${tricky.businessName.replace(name, name.replace(/"/g, '""'))}"`);
      expect(text).toContain('"Line one\nline two"');
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      const rows = parseCsv(text);
      const [count] = await db.query<{ n: number }>('select count(*)::int as n from public.businesses');
      expect(rows).toHaveLength(count!.n + 1);
      const row = rows.find((r) => r[0] === String(tricky.id))!;
      const at = (column: (typeof EXPORT_COLUMNS)[number]) => row[EXPORT_COLUMNS.indexOf(column)];
      expect(at('businessName')).toBe(tricky.businessName);
      expect(at('shortDescription')).toBe('Line one\nline two');
      expect(at('status')).toBe('pending');
      expect((await db.query("select 1 from public.audit_log where action = 'business.export'")).length).toBeGreaterThan(0);
    });
  });

  describe('CSV import', () => {
    const header = 'businessName,category,address,phone,email,website,serviceTags,neighborhood,businessHours,longDescription';
    const count = async () => (await getDb().query<{ n: number }>('select count(*)::int as n from public.businesses'))[0]!.n;

    it('imports a good file: every row, published when asked, in one audited import', async () => {
      const a = unique('Import Alpha Movers');
      const b = unique('Import Beta, Vets');
      const csv = [
        header,
        `${a},movers-packers,1 Import St,(704) 555-0101,alpha@example.com,alpha.example,free-quote;same-day,South End,,Local moves.`,
        `"${b}",Pet Services,2 Import St,704-555-0102,beta@example.com,,Same Day,noda,"{""Monday"": ""8:00 AM - 6:00 PM""}","Vets, ""friendly"""`,
      ].join('\r\n');
      const before = await count();
      const response = await csvPost(api, '/api/admin/import/businesses?publish=true', csv, admin);
      expect(response.status).toBe(201);
      const body = (await response.json()) as { imported: number; businesses: Array<{ row: number; id: number; slug: string }> };
      expect(body.imported).toBe(2);
      expect(body.businesses.map((x) => x.row)).toEqual([2, 3]);
      expect(await count()).toBe(before + 2);
      const beta = (await (await get(api, `/api/businesses/${body.businesses[1]!.slug}`)).json()) as Business;
      expect(beta).toMatchObject({
        businessName: b,
        category: 'pet-services',
        serviceTags: ['same-day'],
        neighborhood: 'noda',
        businessHours: { Monday: '8:00 AM - 6:00 PM' },
        longDescription: 'Vets, "friendly"',
        status: 'published',
      });
      const alpha = (await (await get(api, `/api/businesses/${body.businesses[0]!.slug}`)).json()) as Business;
      expect(alpha).toMatchObject({ website: 'https://alpha.example', serviceTags: ['free-quote', 'same-day'], neighborhood: 'south-end', zipCode: '28202' });
      const [audit] = await getDb().query<{ details: { count: number } }>(
        "select details from public.audit_log where action = 'business.import' order by id desc limit 1",
      );
      expect(audit!.details.count).toBe(2);
    });

    it('leaves imported businesses unpublished unless publish=true', async () => {
      const csv = `${header}\r\n${unique('Import Pending Co')},specialty-services,3 Import St,704-555-0103,p@example.com,,,,,\r\n`;
      const response = await csvPost(api, '/api/admin/import/businesses', csv, admin);
      const body = (await response.json()) as { businesses: Array<{ slug: string }> };
      expect((await get(api, `/api/businesses/${body.businesses[0]!.slug}`)).status).toBe(404);
    });

    it('reports every bad row with row, field and message, and imports nothing', async () => {
      const csv = [
        header,
        `${unique('Fine Row')},movers-packers,4 Import St,704-555-0104,fine@example.com,,,,,`,
        `,movers-packers,5 Import St,704-555-0105,x@example.com,,,,,`,
        `${unique('Bad Category')},rocket-science,6 Import St,704-555-0106,notanemail,,,,,`,
        `${unique('Bad Tags')},movers-packers,7 Import St,704-555-0107,t@example.com,not a url,licensed;teleporting,Atlantis,{oops},`,
        `${unique('Too Long')},movers-packers,8 Import St,704-555-0108,l@example.com,,,,,${'x'.repeat(801)}`,
      ].join('\n');
      const before = await count();
      const response = await csvPost(api, '/api/admin/import/businesses?publish=true', csv, admin);
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { code: string; message: string; rows: Array<{ row: number; field: string; message: string }> } };
      expect(error.code).toBe('validation_failed');
      expect(error.message).toMatch(/nothing was imported\.$/);
      expect(error.rows).toEqual(
        expect.arrayContaining([
          { row: 3, field: 'businessName', message: 'Business name is required' },
          { row: 4, field: 'category', message: 'Please select a category' },
          { row: 4, field: 'email', message: 'Please enter a valid email address' },
          { row: 5, field: 'website', message: 'Please enter a valid website URL' },
          { row: 5, field: 'neighborhood', message: expect.stringContaining('Unknown neighborhood "Atlantis"') },
          { row: 5, field: 'businessHours', message: expect.stringContaining('JSON') },
          { row: 5, field: 'serviceTags', message: expect.any(String) },
          { row: 6, field: 'longDescription', message: 'Description must be 800 characters or less' },
        ]),
      );
      expect(error.rows.some((r) => r.row === 2)).toBe(false);
      expect(await count()).toBe(before);
    });

    it('refuses rows already in the directory, header problems, and non-CSV bodies', async () => {
      const db = getDb();
      const existing = await insertBusiness(db);
      const dup = await csvPost(
        api,
        '/api/admin/import/businesses',
        `${header}\n${existing.businessName.toUpperCase()},movers-packers,100 N Tryon St, Charlotte, NC,704-555-0100,d@example.com,,,,,`.replace(
          '100 N Tryon St, Charlotte, NC',
          '"100 n tryon st, charlotte, nc"',
        ),
        admin,
      );
      expect(dup.status).toBe(400);
      expect(((await dup.json()) as { error: { rows: unknown[] } }).error.rows).toEqual([
        { row: 2, field: 'businessName', message: 'A business with this name and address is already in the directory' },
      ]);

      const headerProblems = await csvPost(api, '/api/admin/import/businesses', 'businessName,colour\nA,b\n', admin);
      expect(((await headerProblems.json()) as { error: { rows: unknown[] } }).error.rows).toEqual(
        expect.arrayContaining([
          { row: 1, field: 'colour', message: 'Unknown column "colour"' },
          { row: 1, field: 'category', message: 'Missing column "category"' },
        ]),
      );
      const asJson = await post(api, '/api/admin/import/businesses', { rows: [] }, admin);
      expect(asJson.status).toBe(415);
    });

    it("accepts its own export's columns: only row problems are reported", async () => {
      const exported = parseCsv(await (await get(api, '/api/admin/export/businesses.csv', admin)).text());
      const response = await csvPost(api, '/api/admin/import/businesses', toCsv(exported.slice(0, 6)), admin);
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { rows: Array<{ row: number; message: string }> } };
      expect(error.rows.length).toBeGreaterThan(0);
      expect(error.rows.filter((r) => r.row === 1)).toEqual([]);
      expect(error.rows.some((r) => /already in the directory/.test(r.message))).toBe(true);
    });
  });

  describe('analytics', () => {
    it('counts searches, listing views, reviews and claims per day over 30 days', async () => {
      const db = getDb();
      const local = makeApi(db, SUPABASE_ENV);
      const now = new Date();
      local.setNow(now);
      const before = (await (await get(local, '/api/admin/analytics', admin)).json()) as AnalyticsReport;
      expect(before.days).toHaveLength(30);
      expect(before.timeZone).toBe('America/New_York');
      const business = await insertBusiness(db);
      // Searches and listing views are recorded by the page loaders (tests/e2e/search.test.ts, business.test.ts).
      await recordAnalyticsEvent(db, { kind: 'search', searchText: 'analytics movers', client: '198.51.100.1' }, now);
      await recordAnalyticsEvent(db, { kind: 'listing_view', businessId: business.id, client: '198.51.100.1' }, now);
      await post(local, `/api/businesses/${business.id}/reviews`, { rating: 5, reviewerEmail: 'a@example.com' });
      await post(local, '/api/business-claims', { businessId: business.id, claimerEmail: 'analytics@example.com' });
      const after = (await (await get(local, '/api/admin/analytics', admin)).json()) as AnalyticsReport;
      const today = after.days.at(-1)!;
      const was = before.days.at(-1)!;
      expect(today.date).toBe(was.date);
      expect(today).toEqual({
        date: was.date,
        searches: was.searches + 1,
        listingViews: was.listingViews + 1,
        reviews: was.reviews + 1,
        claims: was.claims + 1,
      });
      expect(after.totals.searches).toBe(before.totals.searches + 1);
      const dates = after.days.map((d) => d.date);
      expect([...dates].sort()).toEqual(dates);
    });

    it('counts a client once per business (or search text) per half-hour, keeps no raw rows beyond two days', async () => {
      const db = getDb();
      const business = await insertBusiness(db);
      const now = new Date('2031-05-05T15:00:00Z');
      const views = async () => {
        const [row] = await db.query<{ n: number }>(
          "select coalesce(sum(count), 0)::int as n from public.analytics_daily where kind = 'listing_view' and business_id = $1",
          [business.id],
        );
        return row!.n;
      };
      const view = (client: string, at: Date) => recordAnalyticsEvent(db, { kind: 'listing_view', businessId: business.id, client }, at);
      for (let i = 0; i < 20; i++) await view('203.0.113.7', new Date(now.getTime() + i * 1000));
      expect(await views()).toBe(1);
      await view('203.0.113.8', now);
      expect(await views()).toBe(2);
      await view('203.0.113.7', new Date(now.getTime() + 31 * 60_000));
      expect(await views()).toBe(3);

      const searches = async () => {
        const [row] = await db.query<{ n: number }>(
          "select coalesce(sum(count), 0)::int as n from public.analytics_daily where kind = 'search' and day = '2031-05-05'",
        );
        return row!.n;
      };
      await recordAnalyticsEvent(db, { kind: 'search', searchText: 'Piano', client: '203.0.113.7' }, now);
      await recordAnalyticsEvent(db, { kind: 'search', searchText: ' piano ', client: '203.0.113.7' }, now);
      await recordAnalyticsEvent(db, { kind: 'search', searchText: 'movers', client: '203.0.113.7' }, now);
      expect(await searches()).toBe(2);

      // Raw de-duplication rows hold hashes, never addresses, and go after two days; counts stay.
      const raw = await db.query<{ client_key: string }>('select client_key from public.analytics_recent');
      expect(raw.length).toBeGreaterThan(0);
      expect(raw.some((row) => row.client_key.includes('203.0.113'))).toBe(false);
      await pruneAnalytics(db, new Date(now.getTime() + 3 * 86_400_000));
      const [left] = await db.query<{ n: number }>('select count(*)::int as n from public.analytics_recent where window_start < $1', [
        new Date(now.getTime() + 86_400_000).toISOString(),
      ]);
      expect(left!.n).toBe(0);
      expect(await views()).toBe(3);
      expect(await searches()).toBe(2);
    });
  });

  describe('config and rebuild', () => {
    let server: Server;
    let hookUrl = '';
    const hits: Array<{ method: string; url: string }> = [];
    let answer = 200;
    beforeAll(async () => {
      server = createServer((req, res) => {
        hits.push({ method: req.method ?? '', url: req.url ?? '' });
        res.writeHead(answer).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/abc123`;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it('says what the server offers; rebuild is 404 without a build hook', async () => {
      expect(await (await get(api, '/api/admin/config', admin)).json()).toEqual({
        authMode: 'supabase',
        emailProvider: null,
        rebuildConfigured: false,
        buildTarget: 'none',
        role: 'admin',
        mapTiles: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '&copy; OpenStreetMap contributors' },
        geocoder: null,
      });
      const response = await post(api, '/api/admin/rebuild', undefined, admin);
      expect(response.status).toBe(404);
      expect(hits).toHaveLength(0);
    });

    it('POSTs to the configured build hook and audits it', async () => {
      const withHook = makeApi(getDb(), { ...SUPABASE_ENV, NETLIFY_BUILD_HOOK_URL: hookUrl });
      expect(((await (await get(withHook, '/api/admin/config', admin)).json()) as { rebuildConfigured: boolean }).rebuildConfigured).toBe(true);
      const response = await post(withHook, '/api/admin/rebuild', undefined, admin);
      expect(response.status).toBe(202);
      expect(hits).toEqual([{ method: 'POST', url: '/build_hooks/abc123' }]);
      expect((await getDb().query("select 1 from public.audit_log where action = 'site.rebuild'")).length).toBe(1);
      answer = 500;
      expect((await post(withHook, '/api/admin/rebuild', undefined, admin)).status).toBe(502);
    });
  });
});

/**
 * Credentials only staff record (src/domain/credentials.ts): an owner cannot make one appear
 * (not by ticking a tag, not by asking); staff approve with the evidence (or refuse with the
 * reason the owner is told); the badge data, the card data and the Licensed filter read only
 * the recorded fact, and an expired one is gone the day after its last day, with no job run.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Page } from '../../src/domain/admin';
import { CredentialEvidenceSchema } from '../../src/domain/credential-forms';
import type { CredentialRecord } from '../../src/domain/credentials';
import type { Business, BusinessSearchResult } from '../../src/domain/types';
import { describeEachDb } from '../support/db';
import { createOwnerWithBusiness } from '../support/owners';
import { LOCAL_PASSWORD, errorOf, get, insertBusiness, localLogin, makeApi, post, send, type Api } from './api-support';

const put = (api: Api, path: string, body: unknown, token?: string) => send(api, 'PUT', path, body, token);

const NOW = new Date('2026-11-29T15:00:00Z');
const LICENCE = { kind: 'licensed', licenceNumber: 'NCUC C-2231', issuingAuthority: 'North Carolina Utilities Commission', expiresOn: '2027-03-31' };

describeEachDb('credentials only staff record', (getDb) => {
  let api: Api;
  let admin: string;
  beforeAll(async () => {
    api = makeApi(getDb(), { ADMIN_PASSWORD: LOCAL_PASSWORD });
    api.setNow(NOW);
    admin = await localLogin(api);
  });

  const business = async (slug: string) => (await (await get(api, `/api/businesses/${slug}`)).json()) as Business;
  const licensedIn = async (category: string) =>
    ((await (await get(api, `/api/businesses?category=${category}&serviceTags=licensed&limit=100`)).json()) as BusinessSearchResult).businesses.map(
      (b) => b.slug,
    );

  it('an owner cannot tick Licensed, Insured or Verified: the edit is refused and nothing shows', async () => {
    const owner = await createOwnerWithBusiness(getDb(), { business: { category: 'movers-packers' }, now: NOW });
    const edit = await send(api, 'PATCH', `/api/owner/businesses/${owner.businessId}`, { serviceTags: ['free-quote', 'licensed'] }, owner.token);
    expect(edit.status).toBe(400);
    expect((await errorOf(edit)).fields?.['serviceTags.1']).toMatch(/recorded by our staff/);
    expect((await send(api, 'PATCH', `/api/owner/businesses/${owner.businessId}`, { serviceTags: ['free-quote', 'same-day'] }, owner.token)).status).toBe(200);
    const shown = await business(owner.slug);
    expect(shown).toMatchObject({ serviceTags: ['free-quote', 'same-day'], credentials: [] });
    expect(await licensedIn('movers-packers')).not.toContain(owner.slug);
    // Nor can the add-business form send one.
    const added = await post(api, '/api/businesses', {
      businessName: 'Tick Test Movers',
      category: 'movers-packers',
      address: '1 Test St, Charlotte, NC',
      phone: '704-555-0100',
      email: 'tick@example.com',
      serviceTags: ['verified'],
    });
    expect(added.status).toBe(400);
    // And the database refuses a credential tag whatever writes it.
    await expect(getDb().query(`update public.businesses set service_tags = '{licensed}' where id = $1`, [owner.businessId])).rejects.toThrow();
  });

  it('an owner asks with the evidence; it shows nowhere until staff approve it, then shows, filters and expires', async () => {
    const owner = await createOwnerWithBusiness(getDb(), { business: { category: 'movers-packers' }, now: NOW });
    // Sent as the dashboard's form sends it: the shared schema's output, the other kind's fields null.
    const asked = await post(api, `/api/owner/businesses/${owner.businessId}/credentials`, CredentialEvidenceSchema.parse(LICENCE), owner.token);
    expect(asked.status).toBe(201);
    const { id } = (await asked.json()) as { id: number };
    expect((await business(owner.slug)).credentials).toEqual([]);
    expect(await licensedIn('movers-packers')).not.toContain(owner.slug);
    // The owner sees it waiting.
    const mine = (await (await get(api, '/api/owner/credentials', owner.token)).json()) as { items: CredentialRecord[] };
    expect(mine.items).toEqual([expect.objectContaining({ id, status: 'pending', source: 'owner', licenceNumber: 'NCUC C-2231' })]);
    // An owner cannot approve; staff can, with the evidence they saw.
    expect((await put(api, `/api/admin/credentials/${id}/approve`, LICENCE, owner.token)).status).toBe(403);
    const approved = await put(api, `/api/admin/credentials/${id}/approve`, LICENCE, admin);
    expect(approved.status).toBe(200);
    expect((await put(api, `/api/admin/credentials/${id}/approve`, LICENCE, admin)).status).toBe(409);

    expect((await business(owner.slug)).credentials).toEqual([
      { kind: 'licensed', licenceNumber: 'NCUC C-2231', issuingAuthority: 'North Carolina Utilities Commission', expiresOn: '2027-03-31' },
    ]);
    expect(await licensedIn('movers-packers')).toContain(owner.slug);
    const outbox = (await (await get(api, '/api/admin/outbox?limit=100', admin)).json()) as Page<{ kind: string; toAddress: string; subject: string }>;
    expect(outbox.items).toContainEqual(
      expect.objectContaining({ kind: 'owner_decision', toAddress: owner.email, subject: `${owner.businessName} now shows “Licensed”` }),
    );

    // Its last day still counts; the next day it is gone from the page and the filter.
    api.setNow(new Date('2027-03-31T23:00:00-04:00'));
    expect((await business(owner.slug)).credentials).toHaveLength(1);
    api.setNow(new Date('2027-04-01T00:30:00-04:00'));
    expect((await business(owner.slug)).credentials).toEqual([]);
    expect(await licensedIn('movers-packers')).not.toContain(owner.slug);
    const later = await createOwnerWithBusiness(getDb(), { ownerId: owner.ownerId, now: new Date('2027-04-01T04:30:00Z') });
    const expired = (await (await get(api, '/api/owner/credentials', later.token)).json()) as { items: CredentialRecord[] };
    expect(expired.items[0]).toMatchObject({ id, status: 'expired' });
    api.setNow(NOW);
  });

  it('staff refuse with a reason the owner is told; a past date, missing evidence and hostile input are 400s', async () => {
    const owner = await createOwnerWithBusiness(getDb(), { now: NOW });
    const path = `/api/owner/businesses/${owner.businessId}/credentials`;
    const past = await post(api, path, { ...LICENCE, expiresOn: '2026-11-28' }, owner.token);
    expect(past.status).toBe(400);
    expect((await errorOf(past)).fields?.expiresOn).toMatch(/passed/);
    const missing = await post(api, path, { kind: 'insured', expiresOn: '2027-01-31' }, owner.token);
    expect(missing.status).toBe(400);
    expect(Object.keys((await errorOf(missing)).fields ?? {})).toEqual(expect.arrayContaining(['insurer', 'policyNumber']));
    expect((await post(api, path, { ...LICENCE, expiresOn: '2027-02-30' }, owner.token)).status).toBe(400);
    expect((await post(api, path, { kind: 'verified', expiresOn: '2027-01-31' }, owner.token)).status).toBe(400);
    expect((await post(api, path, 'not json', owner.token)).status).toBe(400);
    const other = await insertBusiness(getDb());
    expect((await post(api, `/api/owner/businesses/${other.id}/credentials`, LICENCE, owner.token)).status).toBe(404);

    const asked = await post(api, path, { kind: 'insured', insurer: 'Carolina Casualty', policyNumber: 'GL-778', expiresOn: '2027-06-30' }, owner.token);
    const { id } = (await asked.json()) as { id: number };
    expect((await put(api, `/api/admin/credentials/${id}/refuse`, {}, admin)).status).toBe(400);
    const refused = await put(api, `/api/admin/credentials/${id}/refuse`, { reason: 'The policy number is not on the insurer’s certificate' }, admin);
    expect(refused.status).toBe(200);
    expect((await business(owner.slug)).credentials).toEqual([]);
    const mine = (await (await get(api, '/api/owner/credentials', owner.token)).json()) as { items: CredentialRecord[] };
    expect(mine.items[0]).toMatchObject({ status: 'refused', reason: 'The policy number is not on the insurer’s certificate' });
    const notices = (await (await get(api, '/api/admin/outbox?limit=100', admin)).json()) as Page<{ toAddress: string; text: string }>;
    expect(notices.items.some((m) => m.toAddress === owner.email && /not on the insurer’s certificate/.test(m.text))).toBe(true);
  });

  it('a listing staff have not verified never shows Verified, and the Verified filter reads only that', async () => {
    const plain = await insertBusiness(getDb(), { category: 'pet-services' });
    expect((await business(plain.slug)).isVerified).toBe(false);
    const verified = ((await (await get(api, '/api/businesses?category=pet-services&serviceTags=verified&limit=100')).json()) as BusinessSearchResult)
      .businesses;
    expect(verified.every((b) => b.isVerified)).toBe(true);
    expect(verified.map((b) => b.slug)).not.toContain(plain.slug);
  });

  it('staff record a credential they checked themselves; the queue lists pending requests', async () => {
    const target = await insertBusiness(getDb(), { category: 'cleaning-services' });
    const recorded = await post(api, `/api/admin/businesses/${target.id}/credentials`, LICENCE, admin);
    expect(recorded.status).toBe(201);
    expect((await business(target.slug)).credentials.map((c) => c.kind)).toEqual(['licensed']);
    // Withdrawn before its expiry (the board revoked it): gone at once, kept on record with the reason.
    const { id } = (await recorded.json()) as { id: number };
    expect((await put(api, `/api/admin/credentials/${id}/withdraw`, {}, admin)).status).toBe(400);
    expect((await put(api, `/api/admin/credentials/${id}/withdraw`, { reason: 'The board revoked this licence' }, admin)).status).toBe(200);
    expect((await business(target.slug)).credentials).toEqual([]);
    expect((await put(api, `/api/admin/credentials/${id}/withdraw`, { reason: 'Again' }, admin)).status).toBe(409);
    const refused = (await (await get(api, '/api/admin/credentials?status=refused', admin)).json()) as Page<CredentialRecord>;
    expect(refused.items).toContainEqual(expect.objectContaining({ id, reason: 'The board revoked this licence' }));
    expect((await post(api, '/api/admin/businesses/99999999/credentials', LICENCE, admin)).status).toBe(404);
    const queue = (await (await get(api, '/api/admin/credentials', admin)).json()) as Page<CredentialRecord>;
    expect(queue.items.every((item) => item.status === 'pending')).toBe(true);
    expect((await get(api, '/api/admin/credentials?status=nope', admin)).status).toBe(400);
  });
});

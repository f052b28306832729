/**
 * Owners and their customers, and the way back in: fair review invitations (the signed link,
 * its QR code, the fixed e-mail, the daily limit, who may not be invited, the label, and the
 * same moderation for a 1-star as a 5-star invited review), sign-out revoking the token,
 * password resets, owner accounts for staff and the sign-in lockout.
 */
import jsQR from 'jsqr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminReview, Page } from '../../src/domain/admin';
import { RESET_LINK_MESSAGES } from '../../src/domain/password-reset';
import { REVIEW_INVITATIONS, type ReviewInvitationAnswer } from '../../src/domain/review-invitation-rules';
import { type OwnerAccountSummary } from '../../src/domain/owner-accounts';
import type { Review } from '../../src/domain/types';
import { createRouter } from '../../src/server/api/router';
import { routes } from '../../src/server/api/routes';
import { describeEachDb } from '../support/db';
import { OWNER_PASSWORD, createOwnerWithBusiness, createSupabaseOwnerWithBusiness, type OwnerFixture } from '../support/owners';
import { SUPABASE_ENV, errorOf, get, insertStaff, insertSupabaseUsers, localLogin, makeApi, post, send, staffLogin, type Api } from './api-support';

interface OutboxItem {
  kind: string;
  toAddress: string;
  subject: string;
  text: string;
}

async function outbox(api: Api, admin: string): Promise<OutboxItem[]> {
  return ((await (await get(api, '/api/admin/outbox?limit=100', admin)).json()) as { items: OutboxItem[] }).items;
}

const invite = (api: Api, owner: OwnerFixture, body: unknown = {}) =>
  post(api, `/api/owner/businesses/${owner.businessId}/review-invitations`, body, owner.token);

/** Posts a review as a visitor who opened `link`: the token from its `invite` parameter goes along. */
function reviewFromLink(api: Api, businessId: number, link: string | null, review: { rating: number; reviewerEmail: string; reviewText?: string }) {
  const invitation = link ? (new URL(link).searchParams.get('invite') ?? undefined) : undefined;
  return post(api, `/api/businesses/${businessId}/reviews`, { ...review, invitation });
}

describeEachDb('owner access', (getDb) => {
  let api: Api;
  let admin: string;
  beforeAll(async () => {
    api = makeApi(getDb());
    admin = await localLogin(api);
  });

  describe('fair review invitations', () => {
    it('answers a signed 90-day link to the business page and its QR code, which decodes to the link', async () => {
      const owner = await createOwnerWithBusiness(getDb());
      const response = await invite(api, owner);
      expect(response.status).toBe(200);
      const answer = (await response.json()) as ReviewInvitationAnswer;
      const link = new URL(answer.link);
      expect(link.pathname).toBe(`/charlotte/listing/${owner.slug}`);
      expect(link.hash).toBe('#reviews');
      expect(link.searchParams.get('invite')).toMatch(/^ri1\./);
      expect(new Date(answer.expiresAt).getTime() - Date.now()).toBeGreaterThan((REVIEW_INVITATIONS.linkDays - 1) * 86_400_000);
      expect(answer).toMatchObject({ queued: 0, sentToday: 0, dailyLimit: 20 });

      const png = Buffer.from(answer.qrPng.replace(/^data:image\/png;base64,/, ''), 'base64');
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(info.width).toBeGreaterThanOrEqual(200);
      expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(answer.link);
    });

    it('queues the one fixed e-mail per address, at most 20 a day per business, never to the owner or staff', async () => {
      const owner = await createOwnerWithBusiness(getDb());
      const staffEmail = `staff-${Date.now()}@example.com`;
      await insertStaff(getDb(), { email: staffEmail, password: 'a-staff-password-1' });
      const [name, domain] = owner.email.split('@') as [string, string];
      const [staffName, staffDomain] = staffEmail.split('@') as [string, string];
      for (const refused of [
        owner.email,
        staffEmail.toUpperCase(),
        `${name}+reviews@${domain}`,
        `${name.toUpperCase()}+X@${domain.toUpperCase()}`,
        `${staffName}+1@${staffDomain}`,
      ]) {
        const response = await invite(api, owner, { emails: ['ok@customer.example', refused] });
        expect(response.status).toBe(400);
        expect((await errorOf(response)).fields?.emails).toContain(refused.toLowerCase());
      }
      expect((await invite(api, owner, { emails: ['not an address'] })).status).toBe(400);

      const first = Array.from({ length: 12 }, (_, i) => `customer${i}@customer.example`);
      const sent = await invite(api, owner, { emails: first });
      expect(sent.status).toBe(201);
      expect(await sent.json()).toMatchObject({ queued: 12, sentToday: 12 });
      const over = await invite(api, owner, { emails: Array.from({ length: 9 }, (_, i) => `more${i}@customer.example`) });
      expect(over.status).toBe(429);
      const overMessage =
        'Nothing was sent: these 9 invitations would go over the limit of 20 invitation e-mails a day (12 sent today). Send at most 8 today, the rest tomorrow.';
      expect(await errorOf(over)).toMatchObject({ message: overMessage, fields: { emails: overMessage } });
      // One mailbox written two ways gets one invitation.
      expect(await (await invite(api, owner, { emails: ['last@customer.example', 'Last+Shop@Customer.example'] })).json()).toMatchObject({
        queued: 1,
        sentToday: 13,
      });

      const mail = (await outbox(api, admin)).filter((m) => m.kind === 'review_invitation' && m.toAddress.endsWith('@customer.example'));
      const mine = mail.filter((m) => m.subject.startsWith(owner.businessName));
      expect(mine).toHaveLength(13);
      expect(mine.some((m) => m.toAddress === owner.email)).toBe(false);
      const text = mine[0]!.text;
      expect(text).toContain(`${owner.businessName} invites you to review them`);
      expect(text).toContain('good or bad');
      expect(text).toContain('Nothing is offered for a review.');
      expect(text).toContain(`/charlotte/listing/${owner.slug}?invite=ri1.`);
      // The same words for every customer: only the address differs.
      expect(new Set(mine.map((m) => m.text)).size).toBe(1);
    });

    it('a 1-star invited review reaches the same moderation queue as a 5-star one, both labelled, and one review per address a year', async () => {
      const owner = await createOwnerWithBusiness(getDb());
      const { link } = (await (await invite(api, owner)).json()) as ReviewInvitationAnswer;
      const one = await reviewFromLink(api, owner.businessId, link, { rating: 1, reviewerEmail: 'unhappy@customer.example', reviewText: 'Late and rude.' });
      const five = await reviewFromLink(api, owner.businessId, link, { rating: 5, reviewerEmail: 'happy@customer.example', reviewText: 'Wonderful.' });
      expect([one.status, five.status]).toEqual([201, 201]);
      const { id: oneId } = (await one.json()) as { id: number };

      const queue = ((await (await get(api, '/api/reviews/pending?limit=100', admin)).json()) as Page<AdminReview>).items.filter(
        (r) => r.businessId === owner.businessId,
      );
      expect(queue.map((r) => [r.rating, r.invited])).toEqual([
        [1, true],
        [5, true],
      ]);
      expect((await send(api, 'PUT', `/api/reviews/${oneId}/approve`, undefined, admin)).status).toBe(200);
      const shown = (await (await get(api, `/api/businesses/${owner.businessId}/reviews`)).json()) as Review[];
      expect(shown).toEqual([expect.objectContaining({ id: oneId, rating: 1, invited: true })]);

      const again = await reviewFromLink(api, owner.businessId, link, { rating: 4, reviewerEmail: 'UNHAPPY@customer.example' });
      expect(again.status).toBe(409);
      expect((await errorOf(again)).fields).toEqual({ reviewerEmail: 'This address has reviewed this business within the last year' });
    });

    it('a link for another business, altered or expired posts a normal, unlabelled review', async () => {
      const owner = await createOwnerWithBusiness(getDb());
      const other = await createOwnerWithBusiness(getDb());
      const { link } = (await (await invite(api, other)).json()) as ReviewInvitationAnswer;
      const posted = await reviewFromLink(api, owner.businessId, link, { rating: 3, reviewerEmail: 'wrong-link@customer.example' });
      expect(posted.status).toBe(201);
      const expired = await (async () => {
        api.setNow(new Date(Date.now() - 91 * 86_400_000));
        try {
          return ((await (await invite(api, owner)).json()) as ReviewInvitationAnswer).link;
        } finally {
          api.setNow(new Date());
        }
      })();
      expect((await reviewFromLink(api, owner.businessId, expired, { rating: 2, reviewerEmail: 'late@customer.example' })).status).toBe(201);
      const queue = ((await (await get(api, '/api/reviews/pending?limit=100', admin)).json()) as Page<AdminReview>).items.filter(
        (r) => r.businessId === owner.businessId,
      );
      expect(queue.map((r) => r.invited)).toEqual([false, false]);
    });

    it('with Supabase Auth too, never to a staff member (their role in app_metadata, no local account)', async () => {
      const owner = await createSupabaseOwnerWithBusiness(getDb());
      const supabase = makeApi(getDb(), SUPABASE_ENV);
      const staffEmail = `supabase-staff-${Date.now()}@example.com`;
      await insertSupabaseUsers(getDb(), [
        { id: '7c4e1f2a-3b5d-4e6f-8a9b-0c1d2e3f4a5b', email: staffEmail, role: 'admin' },
        { id: '7c4e1f2a-3b5d-4e6f-8a9b-0c1d2e3f4a5c', email: `supabase-customer-${Date.now()}@example.com` },
      ]);
      const [name, domain] = staffEmail.split('@') as [string, string];
      const refused = await invite(supabase, owner, { emails: ['ok@customer.example', `${name}+quote@${domain}`] });
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).fields?.emails).toBe(`Not a customer's address: ${name}+quote@${domain}`);
      // A Supabase user without a staff role is a customer like any other.
      expect((await invite(supabase, owner, { emails: [`supabase-customer-${Date.now()}@example.com`] })).status).toBe(201);
    });

    it('only the owner of the business may invite: 401 without a token, 403 for staff, 404 for another owner', async () => {
      const owner = await createOwnerWithBusiness(getDb());
      const other = await createOwnerWithBusiness(getDb());
      const path = `/api/owner/businesses/${owner.businessId}/review-invitations`;
      expect((await post(api, path, {})).status).toBe(401);
      expect((await post(api, path, {}, admin)).status).toBe(403);
      expect((await post(api, path, {}, other.token)).status).toBe(404);
    });
  });

  describe('signing out and getting back in', () => {
    it('sign-out revokes that token at once for owners and staff; other sessions keep working', async () => {
      const owner = await createOwnerWithBusiness(getDb());
      const second = await staffLogin(api, owner.email, OWNER_PASSWORD);
      expect((await post(api, '/api/auth/logout', undefined, owner.token)).status).toBe(204);
      const refused = await get(api, '/api/owner/businesses', owner.token);
      expect(refused.status).toBe(401);
      expect((await errorOf(refused)).message).toBe('You have signed out. Please sign in again.');
      expect((await get(api, '/api/owner/businesses', second)).status).toBe(200);

      const staff = await localLogin(api);
      expect((await post(api, '/api/auth/logout', undefined, staff)).status).toBe(204);
      expect((await get(api, '/api/auth/me', staff)).status).toBe(401);
      expect((await post(api, '/api/auth/logout')).status).toBe(401);
    });

    it('two sign-ins of one account in the same second are two sessions: signing one out leaves the other', async () => {
      const owner = await createOwnerWithBusiness(getDb());
      api.setNow(new Date('2026-11-29T03:00:00.250Z'));
      try {
        const first = await localLogin(api);
        const second = await localLogin(api);
        const ownerFirst = await staffLogin(api, owner.email, OWNER_PASSWORD);
        const ownerSecond = await staffLogin(api, owner.email, OWNER_PASSWORD);
        expect(new Set([first, second, ownerFirst, ownerSecond]).size).toBe(4);
        expect((await post(api, '/api/auth/logout', undefined, first)).status).toBe(204);
        expect((await post(api, '/api/auth/logout', undefined, ownerFirst)).status).toBe(204);
        expect((await get(api, '/api/auth/me', first)).status).toBe(401);
        expect((await get(api, '/api/auth/me', second)).status).toBe(200);
        expect((await get(api, '/api/owner/businesses', ownerFirst)).status).toBe(401);
        expect((await get(api, '/api/owner/businesses', ownerSecond)).status).toBe(200);
      } finally {
        api.setNow(new Date());
      }
    });

    it('successful sign-ins never add up to a lock-out', async () => {
      const owner = await createOwnerWithBusiness(getDb());
      const handle = createRouter(routes, api.deps);
      const body = JSON.stringify({ email: owner.email, password: OWNER_PASSWORD });
      // One client (one address), one account: one sign-in more than the sign-in rate limit (10) allows attempts.
      for (let i = 0; i < 11; i += 1) {
        const response = await handle(new Request('http://test/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body }), {
          clientAddress: '198.51.100.7:4000',
        });
        expect(response.status, `sign-in ${i + 1}`).toBe(200);
      }
    });

    it('"Forgot password?": 202 whether or not the address has an account; a one-time link sets a new password and ends older sessions', async () => {
      const owner = await createOwnerWithBusiness(getDb());
      const unknown = await post(api, '/api/auth/password-reset', { email: 'nobody@nowhere.example' });
      const known = await post(api, '/api/auth/password-reset', { email: owner.email.toUpperCase() });
      expect([unknown.status, known.status]).toEqual([202, 202]);
      expect(await unknown.json()).toEqual(await known.json());
      const mail = (await outbox(api, admin)).filter((m) => m.kind === 'password_reset');
      expect(mail.some((m) => m.toAddress === 'nobody@nowhere.example')).toBe(false);
      const token = /\/owner#reset=([A-Za-z0-9_-]+)/.exec(mail.find((m) => m.toAddress === owner.email)?.text ?? '')?.[1];
      expect(token, 'reset link').toBeDefined();

      // The page asks whether the link works when it opens; asking uses nothing up.
      for (let i = 0; i < 2; i += 1) expect(await (await post(api, '/api/auth/password-reset/check', { token })).json()).toMatchObject({ valid: true });
      expect((await post(api, '/api/auth/password-reset/confirm', { token, password: 'short' })).status).toBe(400);
      const reset = await post(api, '/api/auth/password-reset/confirm', { token, password: 'a-brand-new-owner-password' });
      expect(reset.status).toBe(200);
      expect(((await reset.json()) as { role: string }).role).toBe('owner');
      expect((await post(api, '/api/auth/password-reset/confirm', { token, password: 'a-brand-new-owner-password' })).status).toBe(400);
      const used = await post(api, '/api/auth/password-reset/check', { token });
      expect(used.status).toBe(400);
      expect((await errorOf(used)).message).toBe(RESET_LINK_MESSAGES.invalid);
      expect((await post(api, '/api/auth/password-reset/check', { token: 'x'.repeat(43) })).status).toBe(400);
      expect((await post(api, '/api/auth/password-reset/check', { token: 'short' })).status).toBe(400);
      expect((await get(api, '/api/owner/businesses', owner.token)).status).toBe(401);
      expect((await get(api, '/api/owner/businesses', await staffLogin(api, owner.email, 'a-brand-new-owner-password'))).status).toBe(200);
    });

    it('a reset link is expired when its page opens after an hour: 410 with the way to a new one', async () => {
      const owner = await createOwnerWithBusiness(getDb());
      const clock = makeApi(getDb());
      const asked = new Date('2026-11-29T15:00:00Z');
      clock.setNow(asked);
      await post(clock, '/api/auth/password-reset', { email: owner.email });
      const mail = (await outbox(api, admin)).filter((m) => m.kind === 'password_reset' && m.toAddress === owner.email);
      const token = /\/owner#reset=([A-Za-z0-9_-]+)/.exec(mail.at(-1)?.text ?? '')?.[1];
      clock.setNow(new Date(asked.getTime() + 59 * 60_000));
      expect((await post(clock, '/api/auth/password-reset/check', { token })).status).toBe(200);
      clock.setNow(new Date(asked.getTime() + 60 * 60_000));
      const expired = await post(clock, '/api/auth/password-reset/check', { token });
      expect(expired.status).toBe(410);
      expect((await errorOf(expired)).message).toBe(RESET_LINK_MESSAGES.expired);
    });

    it('staff see owner accounts and send a new invitation to one who never set a password', async () => {
      const active = await createOwnerWithBusiness(getDb());
      const invited = await createOwnerWithBusiness(getDb());
      await getDb().query(`update public.staff_accounts set status = 'invited', password_hash = null where id = $1`, [invited.ownerId]);
      const list = (await (await get(api, '/api/admin/owners?limit=100', admin)).json()) as Page<OwnerAccountSummary>;
      expect(list.items.find((o) => o.id === invited.ownerId)).toMatchObject({
        status: 'invited',
        businesses: [{ id: invited.businessId, name: invited.businessName, slug: invited.slug }],
      });
      expect((await get(api, '/api/admin/owners', active.token)).status).toBe(403);

      expect((await post(api, `/api/admin/owners/${active.ownerId}/invite`, undefined, admin)).status).toBe(409);
      expect((await post(api, '/api/admin/owners/not-an-owner/invite', undefined, admin)).status).toBe(409);
      expect((await post(api, `/api/admin/owners/${invited.ownerId}/invite`, undefined, admin)).status).toBe(200);
      const message = (await outbox(api, admin)).find((m) => m.kind === 'owner_invitation' && m.toAddress === invited.email);
      const token = /\/owner#invite=([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1];
      expect((await post(api, '/api/auth/invitation', { token, password: 'the-invited-owner-password' })).status).toBe(200);
    });
  });
});

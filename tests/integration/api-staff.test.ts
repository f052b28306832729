/**
 * Staff roles and local staff accounts and the sign-in rules: the role
 * matrix (visitor, editor, admin against every staff endpoint, in both sign-in modes),
 * invitations through the outbox with their 72-hour expiry, disabling, token revocation on
 * password changes (ADMIN_PASSWORD included), the token's identity, and the lockout keyed
 * on the verified account and the client rather than the typed e-mail.
 */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { INVITATION_LINK_MESSAGES, can, type Capability } from '../../src/domain/staff';
import { createRouter } from '../../src/server/api/router';
import { routes } from '../../src/server/api/routes';
import { LOCKOUT, delaySeconds } from '../../src/server/auth/lockout';
import { parseEnv } from '../../src/server/env';
import { describeEachDb } from '../support/db';
import { OWNER_PASSWORD, createOwnerWithBusiness, createSupabaseOwnerWithBusiness } from '../support/owners';
import { LOCAL_PASSWORD, SUPABASE_ENV, errorOf, get, insertStaff, localLogin, makeApi, post, send, staffLogin, supabaseToken, type Api } from './api-support';

/** Routes anyone may call (the rest are staff endpoints and must be in STAFF below). */
const PUBLIC = new Set([
  'POST /api/quote-requests',
  'GET /api/quote-requests/recipients',
  'POST /api/quote-requests/confirm',
  'GET /api/quote-requests/:token',
  'POST /api/quote-requests/:token/close',
  'GET /api/quote-replies/:token',
  'POST /api/quote-replies/:token',
  'POST /api/saved-searches',
  'POST /api/saved-searches/confirm',
  'POST /api/saved-searches/manage',
  'GET /api/saved-searches/unsubscribe',
  'GET /api/saved-searches/unsubscribe/:token',
  'GET /api/saved-searches/unsubscribe/:token/:rest',
  'POST /api/saved-searches/unsubscribe/:token',
  'GET /api/neighborhoods',
  'GET /api/neighborhoods/featured',
  'GET /api/neighborhoods/:slug',
  'GET /api/neighborhoods/:slug/figures',
  'GET /api/businesses',
  'GET /api/businesses/:slug',
  'GET /api/map/businesses',
  'GET /api/search',
  'POST /api/businesses',
  'POST /api/businesses/:id/clicks',
  'GET /api/businesses/:id/reviews',
  'GET /api/businesses/:id/responsiveness',
  'POST /api/businesses/:id/reviews',
  'POST /api/business-claims',
  'GET /api/business-claims/verify-email',
  'POST /api/auth/login',
  'GET /api/auth/config',
  'POST /api/auth/invitation',
  'POST /api/auth/invitation/check',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/check',
  'POST /api/auth/password-reset/confirm',
  'POST /api/stripe/webhook',
  'GET /api/places/address',
  'GET /api/photos/:business/:file',
]);

/** Owner endpoints (api-owner.test.ts tests them as owner, other owner, staff and visitor). */
const OWNER = new Set([
  'GET /api/owner/businesses',
  'PATCH /api/owner/businesses/:id',
  'GET /api/owner/businesses/:id/reviews',
  'GET /api/owner/businesses/:id/insights',
  'PUT /api/owner/reviews/:id/reply',
  'DELETE /api/owner/reviews/:id/reply',
  'POST /api/owner/reviews/:id/report',
  'GET /api/owner/billing',
  'POST /api/owner/billing-portal',
  'GET /api/owner/businesses/:id/photos',
  'POST /api/owner/businesses/:id/photos',
  'PUT /api/owner/businesses/:id/photos/order',
  'PATCH /api/owner/businesses/:id/photos/:photoId',
  'DELETE /api/owner/businesses/:id/photos/:photoId',
  'GET /api/owner/quote-requests',
  'POST /api/owner/quote-requests/:id/reply',
  'POST /api/owner/businesses/:id/review-invitations',
  'GET /api/owner/notices',
  'GET /api/owner/credentials',
  'POST /api/owner/businesses/:id/credentials',
]);

/** Any signed-in token, staff or owner: signing out revokes it (so it is not called in the loops below, which reuse tokens). */
const ANY_SIGNED_IN = new Set(['POST /api/auth/logout']);

/** Every staff endpoint and the capability it needs. */
const STAFF: Record<string, Capability> = {
  'GET /api/admin/businesses/locations': 'moderation',
  'PUT /api/admin/businesses/:id/location': 'moderation',
  'PUT /api/admin/businesses/:id/languages': 'moderation',
  'GET /api/auth/me': 'neighborhoods',
  'POST /api/auth/password': 'neighborhoods',
  'GET /api/admin/config': 'neighborhoods',
  'GET /api/admin/neighborhoods': 'neighborhoods',
  'POST /api/admin/neighborhoods': 'neighborhoods',
  'POST /api/admin/neighborhoods/preview': 'neighborhoods',
  'GET /api/admin/neighborhoods/:id': 'neighborhoods',
  'PUT /api/admin/neighborhoods/:id': 'neighborhoods',
  'GET /api/admin/neighborhoods/:id/versions': 'neighborhoods',
  'GET /api/admin/neighborhoods/:id/versions/:version': 'neighborhoods',
  'POST /api/admin/neighborhoods/:id/versions/:version/restore': 'neighborhoods',
  'POST /api/admin/publish': 'rebuild',
  'GET /api/admin/builds': 'rebuild',
  'POST /api/admin/rebuild': 'rebuild',
  'GET /api/admin/stats': 'moderation',
  'GET /api/admin/quote-requests': 'moderation',
  'GET /api/admin/change-requests': 'moderation',
  'PUT /api/admin/change-requests/:id/approve': 'moderation',
  'PUT /api/admin/change-requests/:id/reject': 'moderation',
  'GET /api/admin/review-reports': 'moderation',
  'PUT /api/admin/review-reports/:id/uphold': 'moderation',
  'PUT /api/admin/review-reports/:id/dismiss': 'moderation',
  'DELETE /api/admin/quote-requests/:id': 'moderation',
  'POST /api/admin/saved-searches/run': 'moderation',
  'GET /api/business-claims': 'moderation',
  'GET /api/business-claims/pending': 'moderation',
  'PUT /api/business-claims/:id/verify': 'moderation',
  'PUT /api/business-claims/:id/deny': 'moderation',
  'GET /api/reviews/pending': 'moderation',
  'PUT /api/reviews/:id/approve': 'moderation',
  'PUT /api/reviews/:id/reject': 'moderation',
  'PUT /api/businesses/:id/publish': 'moderation',
  'PUT /api/businesses/:id/reject': 'moderation',
  'POST /api/admin/businesses': 'moderation',
  'GET /api/admin/audit-log': 'tools',
  'GET /api/admin/export/businesses.csv': 'tools',
  'POST /api/admin/import/businesses': 'tools',
  'GET /api/admin/analytics': 'tools',
  'GET /api/admin/outbox': 'tools',
  'POST /api/admin/outbox/:id/send': 'tools',
  'GET /api/admin/staff': 'staff',
  'POST /api/admin/staff': 'staff',
  'POST /api/admin/staff/:id/invite': 'staff',
  'POST /api/admin/staff/:id/disable': 'staff',
  'POST /api/admin/staff/:id/enable': 'staff',
  'GET /api/admin/owners': 'moderation',
  'POST /api/admin/owners/:id/invite': 'moderation',
  'GET /api/admin/credentials': 'moderation',
  'PUT /api/admin/credentials/:id/approve': 'moderation',
  'PUT /api/admin/credentials/:id/refuse': 'moderation',
  'PUT /api/admin/credentials/:id/withdraw': 'moderation',
  'POST /api/admin/businesses/:id/credentials': 'moderation',
};

const concrete = (path: string) => path.replace(':id', '999999').replace(':version', '1').replace(':slug', 'x');

function call(api: Api, key: string, token?: string) {
  const [method, path] = key.split(' ') as [string, string];
  return send(api, method, concrete(path!), method === 'GET' ? undefined : {}, token);
}

describe('the role matrix covers every route', () => {
  it('lists each route either as public or as a staff endpoint with its capability', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    const unclassified = keys.filter(
      (key) =>
        !PUBLIC.has(key) && !OWNER.has(key) && !ANY_SIGNED_IN.has(key) && !(key in STAFF) && !key.startsWith('GET /api/og') && !/subscription|plans/.test(key),
    );
    expect(unclassified).toEqual([]);
    for (const key of Object.keys(STAFF)) expect(keys, key).toContain(key);
  });
});

describeEachDb('staff roles and accounts', (getDb) => {
  describe.each(['local', 'supabase'] as const)('role matrix (%s sign-in)', (mode) => {
    const tokens = async (api: Api) => {
      if (mode === 'supabase') {
        return {
          editor: await supabaseToken({ role: 'editor' }),
          admin: await supabaseToken({ role: 'admin' }),
          nobody: await supabaseToken({ admin: false }),
          owner: (await createSupabaseOwnerWithBusiness(getDb())).token,
        };
      }
      const stamp = Math.random().toString(36).slice(2, 8);
      const owner = await createOwnerWithBusiness(getDb());
      await insertStaff(getDb(), { email: `editor-${stamp}@example.com`, password: 'editor-password-123', role: 'editor' });
      await insertStaff(getDb(), { email: `admin-${stamp}@example.com`, password: 'admin-password-1234', role: 'admin' });
      return {
        editor: await staffLogin(api, `editor-${stamp}@example.com`, 'editor-password-123'),
        admin: await staffLogin(api, `admin-${stamp}@example.com`, 'admin-password-1234'),
        nobody: undefined,
        owner: await staffLogin(api, owner.email, OWNER_PASSWORD),
      };
    };

    it('visitor: 401 everywhere; owner: 403 everywhere; editor: 403 outside neighborhoods and rebuilds; admin: never 401/403', async () => {
      const api = makeApi(getDb(), mode === 'supabase' ? SUPABASE_ENV : { ADMIN_PASSWORD: LOCAL_PASSWORD });
      const { editor, admin, nobody, owner } = await tokens(api);
      const seen: string[] = [];
      for (const [key, capability] of Object.entries(STAFF)) {
        const visitor = await call(api, key);
        expect(visitor.status, `visitor ${key}`).toBe(401);
        expect((await errorOf(visitor)).code).toBe('unauthorized');
        if (nobody) expect((await call(api, key, nobody)).status, `signed-in non-staff ${key}`).toBe(403);
        const asOwner = await call(api, key, owner);
        expect(asOwner.status, `owner ${key}`).toBe(403);
        const asEditor = await call(api, key, editor);
        if (can('editor', capability)) expect([401, 403], `editor ${key} (${asEditor.status})`).not.toContain(asEditor.status);
        else expect(asEditor.status, `editor ${key}`).toBe(403);
        const asAdmin = await call(api, key, admin);
        expect([401, 403], `admin ${key} (${asAdmin.status})`).not.toContain(asAdmin.status);
        seen.push(key);
      }
      expect(seen).toHaveLength(Object.keys(STAFF).length);
    });

    it('owner endpoints: visitor 401, staff 403 (staff tokens are not owners), owner never 401/403', async () => {
      const api = makeApi(getDb(), mode === 'supabase' ? SUPABASE_ENV : { ADMIN_PASSWORD: LOCAL_PASSWORD });
      const { editor, admin, owner } = await tokens(api);
      for (const key of OWNER) {
        expect((await call(api, key)).status, `visitor ${key}`).toBe(401);
        expect((await call(api, key, editor)).status, `editor ${key}`).toBe(403);
        expect((await call(api, key, admin)).status, `admin ${key}`).toBe(403);
        const asOwner = await call(api, key, owner);
        expect([401, 403], `owner ${key} (${asOwner.status})`).not.toContain(asOwner.status);
      }
    });

    it('sign-out: visitor 401; owner, editor and admin each revoke their own token', async () => {
      const api = makeApi(getDb(), mode === 'supabase' ? SUPABASE_ENV : { ADMIN_PASSWORD: LOCAL_PASSWORD });
      const { editor, admin, owner } = await tokens(api);
      for (const key of ANY_SIGNED_IN) {
        expect((await call(api, key)).status, `visitor ${key}`).toBe(401);
        for (const [who, token] of Object.entries({ editor, admin, owner })) {
          expect((await call(api, key, token)).status, `${who} ${key}`).toBe(204);
          expect((await call(api, key, token)).status, `${who} ${key} again`).toBe(401);
        }
      }
    });
  });

  describe('invitations (local)', () => {
    async function outboxLink(api: Api, adminToken: string, email: string): Promise<string> {
      const outbox = (await (await get(api, '/api/admin/outbox?limit=50', adminToken)).json()) as {
        items: Array<{ kind: string; toAddress: string; text: string }>;
      };
      const message = outbox.items.find((m) => m.kind === 'staff_invitation' && m.toAddress === email);
      expect(message, 'invitation in the outbox').toBeDefined();
      const token = /\/admin#invite=([A-Za-z0-9_-]+)/.exec(message!.text)?.[1];
      expect(token).toBeDefined();
      return token!;
    }

    it('admin invites an editor; the link in the outbox sets a password within 72 hours, once; the editor signs in as that account', async () => {
      const api = makeApi(getDb());
      const start = new Date('2031-03-01T09:00:00Z');
      api.setNow(start);
      const admin = await localLogin(api);
      const email = `invitee-${Date.now()}@example.com`;
      const invited = await post(api, '/api/admin/staff', { name: 'Ivy Editor', email: email.toUpperCase(), role: 'editor' }, admin);
      expect(invited.status).toBe(201);
      expect(await invited.json()).toMatchObject({ email, name: 'Ivy Editor', role: 'editor', status: 'invited', inviteExpiresAt: '2031-03-04T09:00:00.000Z' });
      expect((await post(api, '/api/admin/staff', { name: 'Again', email, role: 'admin' }, admin)).status).toBe(409);

      const token = await outboxLink(api, admin, email);
      // The page checks the link as it opens; checking uses nothing up.
      expect(await (await post(api, '/api/auth/invitation/check', { token })).json()).toMatchObject({ valid: true, expiresAt: '2031-03-04T09:00:00.000Z' });
      expect((await post(api, '/api/auth/invitation', { token, password: 'short' })).status).toBe(400);
      api.setNow(new Date(start.getTime() + 71 * 3_600_000));
      const accepted = await post(api, '/api/auth/invitation', { token, password: 'editor-password-123' });
      expect(accepted.status).toBe(200);
      const body = (await accepted.json()) as { token: string; email: string; role: string };
      expect(body).toMatchObject({ email, role: 'editor' });
      expect(decodeJwt(body.token)).toMatchObject({ email, app_metadata: { role: 'editor' } });
      expect((await post(api, '/api/auth/invitation', { token, password: 'another-password-1' })).status).toBe(400);
      const used = await post(api, '/api/auth/invitation/check', { token });
      expect([used.status, (await errorOf(used)).message]).toEqual([400, INVITATION_LINK_MESSAGES.invalid]);

      const me = await get(api, '/api/auth/me', await staffLogin(api, email, 'editor-password-123'));
      expect(await me.json()).toMatchObject({ email, name: 'Ivy Editor', role: 'editor', mode: 'local' });
      const audit = await getDb().query<{ action: string }>("select action from public.audit_log where target_type = 'staff' and target_label like $1", [
        `%${email}%`,
      ]);
      expect(audit.map((a) => a.action).sort()).toEqual(['staff.accept', 'staff.invite']);
    });

    it('an invitation link expires after 72 hours; a new link works', async () => {
      const api = makeApi(getDb());
      const start = new Date('2031-04-01T09:00:00Z');
      api.setNow(start);
      const admin = await localLogin(api);
      const email = `late-${Date.now()}@example.com`;
      const { id } = (await (await post(api, '/api/admin/staff', { name: 'Late Larry', email, role: 'editor' }, admin)).json()) as { id: string };
      const first = await outboxLink(api, admin, email);
      api.setNow(new Date(start.getTime() + 72 * 3_600_000 + 1000));
      const checked = await post(api, '/api/auth/invitation/check', { token: first });
      expect([checked.status, (await errorOf(checked)).message]).toEqual([410, INVITATION_LINK_MESSAGES.expired]);
      const expired = await post(api, '/api/auth/invitation', { token: first, password: 'late-password-123' });
      expect(expired.status).toBe(410);
      expect((await errorOf(expired)).message).toMatch(/expired/);
      const admin2 = await localLogin(api);
      expect((await post(api, `/api/admin/staff/${id}/invite`, undefined, admin2)).status).toBe(200);
      const outbox = (await (await get(api, '/api/admin/outbox?limit=50', admin2)).json()) as {
        items: Array<{ kind: string; toAddress: string; text: string }>;
      };
      const links = outbox.items.filter((m) => m.toAddress === email).map((m) => /#invite=([A-Za-z0-9_-]+)/.exec(m.text)?.[1]);
      const second = links.find((link) => link !== first)!;
      expect((await post(api, '/api/auth/invitation', { token: first, password: 'late-password-123' })).status).toBe(400);
      expect((await post(api, '/api/auth/invitation', { token: second, password: 'late-password-123' })).status).toBe(200);
    });
  });

  describe('revocation (local)', () => {
    it("disabling an account stops its tokens at once; it cannot sign in until enabled; the first admin and oneself can't be disabled", async () => {
      const api = makeApi(getDb());
      const admin = await localLogin(api);
      const email = `disable-${Date.now()}@example.com`;
      const id = await insertStaff(getDb(), { email, password: 'disable-password-1' });
      const editor = await staffLogin(api, email, 'disable-password-1');
      expect((await get(api, '/api/admin/neighborhoods', editor)).status).toBe(200);
      expect((await post(api, `/api/admin/staff/${id}/disable`, undefined, admin)).status).toBe(200);
      const stopped = await get(api, '/api/admin/neighborhoods', editor);
      expect(stopped.status).toBe(401);
      expect(stopped.headers.get('www-authenticate')).toContain('invalid_token');
      expect((await post(api, '/api/auth/login', { email, password: 'disable-password-1' })).status).toBe(403);
      expect((await post(api, '/api/admin/staff/local-admin/disable', undefined, admin)).status).toBe(409);
      expect((await post(api, `/api/admin/staff/${id}/enable`, undefined, admin)).status).toBe(200);
      expect((await get(api, '/api/admin/neighborhoods', editor)).status, 'old tokens stay revoked').toBe(401);
      expect((await get(api, '/api/admin/neighborhoods', await staffLogin(api, email, 'disable-password-1'))).status).toBe(200);
    });

    it('changing a password revokes every earlier token and answers a new one', async () => {
      const api = makeApi(getDb());
      const email = `change-${Date.now()}@example.com`;
      await insertStaff(getDb(), { email, password: 'change-password-1' });
      const first = await staffLogin(api, email, 'change-password-1');
      const second = await staffLogin(api, email, 'change-password-1');
      expect((await post(api, '/api/auth/password', { currentPassword: 'wrong', newPassword: 'change-password-2' }, first)).status).toBe(400);
      const changed = await post(api, '/api/auth/password', { currentPassword: 'change-password-1', newPassword: 'change-password-2' }, first);
      expect(changed.status).toBe(200);
      const { token } = (await changed.json()) as { token: string };
      expect((await get(api, '/api/auth/me', first)).status).toBe(401);
      expect((await get(api, '/api/auth/me', second)).status).toBe(401);
      expect((await get(api, '/api/auth/me', token)).status).toBe(200);
      expect((await post(api, '/api/auth/login', { email, password: 'change-password-1' })).status).toBe(401);
    });

    it('a changed ADMIN_PASSWORD revokes the tokens issued under the old one (new process = new API)', async () => {
      const db = getDb();
      const before = makeApi(db, { ADMIN_PASSWORD: 'first-admin-password-1' });
      const token = await localLogin(before, 'first-admin-password-1');
      expect((await get(before, '/api/admin/stats', token)).status).toBe(200);
      // The server restarts with another ADMIN_PASSWORD.
      const after = makeApi(db, { ADMIN_PASSWORD: 'second-admin-password-2' });
      expect((await get(after, '/api/admin/stats', token)).status).toBe(401);
      expect((await post(after, '/api/auth/login', { password: 'first-admin-password-1' })).status).toBe(401);
      const fresh = await localLogin(after, 'second-admin-password-2');
      expect((await get(after, '/api/admin/stats', fresh)).status).toBe(200);
      // The same password again changes nothing.
      const again = makeApi(db, { ADMIN_PASSWORD: 'second-admin-password-2' });
      expect((await get(again, '/api/admin/stats', fresh)).status).toBe(200);
      await localLogin(makeApi(db, { ADMIN_PASSWORD: LOCAL_PASSWORD }));
    });

    it("writes the account's identity to the audit log, never typed text", async () => {
      const api = makeApi(getDb());
      const email = `audit-${Date.now()}@example.com`;
      const id = await insertStaff(getDb(), { email, password: 'audit-password-12', role: 'admin' });
      const token = await staffLogin(api, email.toUpperCase(), 'audit-password-12');
      expect(decodeJwt(token)).toMatchObject({ sub: id, email });
      await get(api, '/api/admin/export/businesses.csv', token);
      const [row] = await getDb().query<{ actor_id: string; actor_email: string }>(
        "select actor_id, actor_email from public.audit_log where action = 'business.export' order by id desc limit 1",
      );
      expect(row).toEqual({ actor_id: id, actor_email: email });
    });
  });
});

describeEachDb(
  'sign-in lockout (by verified account and by client)',
  (getDb) => {
    let clock = new Date('2031-01-01T10:00:00Z');
    const handle = createRouter(routes, () => ({ db: getDb(), env: parseEnv({ ADMIN_PASSWORD: LOCAL_PASSWORD }), now: () => clock }));
    const login = (body: { email?: string; password: string }, clientAddress = '203.0.113.10') =>
      handle(new Request('http://test/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }), {
        clientAddress,
      });
    const PASSWORDS: Record<string, string> = {};
    const account = async (email: string) => {
      PASSWORDS[email] = `${email}-password`;
      await insertStaff(getDb(), { email, password: PASSWORDS[email]! });
    };
    const wrong = (email?: string, clientAddress?: string) => login({ ...(email ? { email } : {}), password: 'not-the-password' }, clientAddress);
    const right = (email?: string, clientAddress?: string) =>
      login({ ...(email ? { email } : {}), password: email ? PASSWORDS[email]! : LOCAL_PASSWORD }, clientAddress);
    const wait = (seconds: number) => {
      clock = new Date(clock.getTime() + seconds * 1000);
    };

    it('slows down after 3 failures: the next try must wait, Retry-After says how long', async () => {
      const email = 'slow@example.com';
      await account(email);
      for (let i = 0; i < 3; i++) expect((await wrong(email)).status).toBe(401);
      const refused = await right(email);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect((await errorOf(refused)).message).toBe('Too many failed sign-in attempts. Try again in 1 second.');
      wait(1);
      expect((await wrong(email)).status).toBe(401);
      const longer = await right(email);
      expect(longer.headers.get('retry-after')).toBe('2');
      wait(2);
      expect((await right(email)).status).toBe(200);
    });

    it('answers every wrong password in order: 401 three times, then each wait (1 s, 2 s ... with Retry-After) and a 401 after it, then 15 minutes', async () => {
      const email = 'ladder@example.com';
      await account(email);
      const answers: string[] = [];
      for (let attempt = 0; attempt < 20 && !answers.at(-1)?.endsWith('minutes.'); attempt++) {
        const response = await wrong(email);
        const { message } = await errorOf(response);
        answers.push(`${response.status} ${message}`);
        const seconds = /Try again in (\d+) seconds?\.$/.exec(message)?.[1];
        if (seconds) {
          expect(response.headers.get('retry-after')).toBe(seconds);
          wait(Number(seconds));
        }
      }
      const wrongAnswer = '401 Wrong e-mail or password.';
      const slowed = (seconds: number) => `429 Too many failed sign-in attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
      expect(answers).toEqual([
        wrongAnswer,
        wrongAnswer,
        wrongAnswer,
        ...[1, 2, 3, 4, 5, 6].flatMap((seconds) => [slowed(seconds), wrongAnswer]),
        slowed(7),
        '429 Too many failed sign-in attempts. Try again in 15 minutes.',
      ]);
    });

    it('refuses an account for 15 minutes after 10 failures, from any client; other accounts still sign in', async () => {
      const email = 'locked@example.com';
      await account(email);
      await account('colleague@example.com');
      let last: Response | undefined;
      for (let failures = 0; failures < 10; failures++) {
        wait(delaySeconds(failures, LOCKOUT.account.slowAfter));
        last = await wrong(email, `198.51.100.${failures}`);
        if (failures < 9) expect(last.status).toBe(401);
      }
      expect(last!.status).toBe(429);
      expect((await errorOf(last!)).message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
      wait(60);
      expect((await right(email, '198.51.100.77')).status).toBe(429);
      expect((await right('colleague@example.com')).status).toBe(200);
      wait(14 * 60);
      expect((await right(email)).status).toBe(200);
    });

    it('typing a different e-mail on each try does not dodge the lock on the first admin: it counts on the client', async () => {
      wait(3600);
      const client = '192.0.2.200';
      // Unknown e-mails name no account: every try counts against the client only (its
      // failure counter and its sign-in rate limit), so a new e-mail per try gains nothing.
      let refusedAt = -1;
      for (let attempt = 0; attempt < LOCKOUT.client.lockAfter && refusedAt < 0; attempt++) {
        wait(delaySeconds(attempt, LOCKOUT.client.slowAfter));
        const response = await wrong(`spray${attempt}@example.com`, client);
        if (response.status === 429) refusedAt = attempt;
        else expect(response.status).toBe(401);
      }
      expect(refusedAt).toBeGreaterThan(0);
      expect(refusedAt).toBeLessThan(LOCKOUT.client.lockAfter);
      expect((await wrong('yet-another@example.com', client)).status).toBe(429);
      expect((await right(undefined, '192.0.2.201')).status).toBe(200);
      // And the first admin's own counter is keyed on the account: 10 wrong passwords lock it from any address.
      wait(16 * 60);
      for (let failures = 0; failures < 10; failures++) {
        wait(delaySeconds(failures, LOCKOUT.account.slowAfter));
        await wrong(undefined, `203.0.113.${100 + failures}`);
      }
      expect((await right(undefined, '203.0.113.250')).status).toBe(429);
      wait(15 * 60 + 1);
      expect((await right(undefined, '203.0.113.251')).status).toBe(200);
    });

    it('stores neither addresses nor e-mail addresses', async () => {
      const rows = await getDb().query<{ key: string }>('select key from public.sign_in_attempts');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((r) => /@|\d+\.\d+\.\d+/.test(r.key))).toBe(false);
    });
  },
  { seeded: false },
);

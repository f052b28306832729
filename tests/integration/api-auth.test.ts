import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/forms';
import { ensureLocalAdmin } from '../../src/server/auth/local-admin';
import { parseEnv } from '../../src/server/env';
import { describeEachDb } from '../support/db';
import { errorOf, get, LOCAL_PASSWORD, makeApi, post, SUPABASE_ENV } from './api-support';

describeEachDb(
  'auth API',
  (getDb) => {
    describe('GET /api/auth/config', () => {
      it("answers {mode: 'local'} without Supabase Auth", async () => {
        const response = await get(makeApi(getDb()), '/api/auth/config');
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ mode: 'local' });
      });

      it('answers the public Supabase values, never the secret', async () => {
        const response = await get(makeApi(getDb(), SUPABASE_ENV), '/api/auth/config');
        const text = await response.text();
        expect(JSON.parse(text)).toEqual({
          mode: 'supabase',
          supabaseUrl: SUPABASE_ENV.PUBLIC_SUPABASE_URL,
          supabaseAnonKey: SUPABASE_ENV.PUBLIC_SUPABASE_ANON_KEY,
        });
        expect(text).not.toContain(SUPABASE_ENV.SUPABASE_JWT_SECRET);
      });

      it('stays local while Supabase Auth is only partly configured', async () => {
        const partial = { PUBLIC_SUPABASE_URL: SUPABASE_ENV.PUBLIC_SUPABASE_URL, PUBLIC_SUPABASE_ANON_KEY: 'anon' };
        expect(await (await get(makeApi(getDb(), partial), '/api/auth/config')).json()).toEqual({ mode: 'local' });
      });
    });

    describe('POST /api/auth/login with ADMIN_PASSWORD', () => {
      it("answers an 8-hour token of the first admin's account for the right password (no e-mail typed)", async () => {
        const api = makeApi(getDb());
        const now = new Date('2030-05-01T09:00:00Z');
        api.setNow(now);
        const response = await post(api, '/api/auth/login', { password: LOCAL_PASSWORD });
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
        const { token, expiresAt } = (await response.json()) as { token: string; expiresAt: string };
        expect(expiresAt).toBe('2030-05-01T17:00:00.000Z');
        const claims = decodeJwt(token);
        expect(claims.email).toBeUndefined();
        expect(claims).toMatchObject({
          sub: 'local-admin',
          name: 'Site administrator',
          role: 'authenticated',
          aud: 'authenticated',
          app_metadata: { role: 'admin' },
          exp: Date.parse(expiresAt) / 1000,
        });
        expect((await get(api, '/api/admin/stats', token)).status).toBe(200);
      });

      it('answers 401 when the typed e-mail names no account, even with the admin password (the typed text is never an identity)', async () => {
        const response = await post(makeApi(getDb()), '/api/auth/login', { email: 'me@example.com', password: LOCAL_PASSWORD });
        expect(response.status).toBe(401);
        expect((await errorOf(response)).message).toBe('Wrong e-mail or password.');
      });

      it('answers 401 for a wrong password', async () => {
        const response = await post(makeApi(getDb()), '/api/auth/login', { password: `${LOCAL_PASSWORD}x` });
        expect(response.status).toBe(401);
        expect(await errorOf(response)).toMatchObject({ code: 'unauthorized', message: 'Wrong password.' });
      });

      it.each([
        ['no password', {}, 'password', 'Password is required'],
        ['an empty password', { password: '' }, 'password', 'Password is required'],
        ['a bad e-mail address', { email: 'me', password: LOCAL_PASSWORD }, 'email', MESSAGES.email],
      ])('answers 400 for %s', async (_label, body, field, message) => {
        const response = await post(makeApi(getDb()), '/api/auth/login', body);
        expect(response.status).toBe(400);
        expect((await errorOf(response)).fields?.[field]).toBe(message);
      });

      it('answers 404 explaining that sign-in is via Supabase when Supabase Auth is configured', async () => {
        const response = await post(makeApi(getDb(), { ...SUPABASE_ENV, ADMIN_PASSWORD: LOCAL_PASSWORD }), '/api/auth/login', {
          password: LOCAL_PASSWORD,
        });
        expect(response.status).toBe(404);
        expect((await errorOf(response)).message).toMatch(/Supabase/);
      });
    });

    describe('POST /api/auth/login with a generated password', () => {
      it('answers 503 until a password exists, then accepts only the generated one, printed once', async () => {
        const db = getDb();
        await db.query("delete from public.staff_accounts where id = 'local-admin'");
        const api = makeApi(db, {});

        const early = await post(api, '/api/auth/login', { password: 'anything-at-all' });
        expect(early.status).toBe(503);
        expect((await errorOf(early)).message).toMatch(/ADMIN_PASSWORD/);

        const first = await ensureLocalAdmin(db, parseEnv({}));
        expect(first.generatedPassword).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){4}$/);
        expect(await ensureLocalAdmin(db, parseEnv({}))).toEqual({});

        const [stored] = await db.query<{ password_hash: string }>("select password_hash from public.staff_accounts where id = 'local-admin'");
        expect(stored!.password_hash).toMatch(/^scrypt:/);
        expect(stored!.password_hash).not.toContain(first.generatedPassword);

        expect((await post(api, '/api/auth/login', { password: 'wrong-password-here' })).status).toBe(401);
        const ok = await post(api, '/api/auth/login', { password: first.generatedPassword });
        expect(ok.status).toBe(200);
        const { token } = (await ok.json()) as { token: string };
        expect((await get(api, '/api/admin/stats', token)).status).toBe(200);
      });

      it('generates nothing when ADMIN_PASSWORD is set or Supabase Auth is configured', async () => {
        const db = getDb();
        await db.query("delete from public.staff_accounts where id = 'local-admin'");
        expect(await ensureLocalAdmin(db, parseEnv(SUPABASE_ENV))).toEqual({});
        expect(await db.query("select 1 from public.staff_accounts where id = 'local-admin'")).toHaveLength(0);
        expect(await ensureLocalAdmin(db, parseEnv({ ADMIN_PASSWORD: LOCAL_PASSWORD }))).toEqual({});
        const [row] = await db.query<{ password_hash: string }>("select password_hash from public.staff_accounts where id = 'local-admin'");
        expect(row!.password_hash).toMatch(/^scrypt:/);
      });
    });
  },
  { seeded: false },
);

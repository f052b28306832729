/**
 * The embedded default's admin sign-in (used when Supabase Auth is not configured).
 *
 * - Password: `ADMIN_PASSWORD` when set; otherwise one generated at first start
 *   (`tsx scripts/db.ts prepare`, run by `npm start`), printed once, and stored only as a
 *   scrypt hash in `app_settings`.
 * - Tokens: HS256 JWTs shaped like Supabase Auth's (sub, email, aud and role
 *   'authenticated', app_metadata.role 'admin'), valid for 8 hours, signed with a random
 *   secret generated once and kept in `app_settings`.
 */
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Queryable } from '../db/client';
import type { Env } from '../env';
import { authMode } from './mode';
import { generatePassword, hashPassword, secretsEqual, verifyPassword } from './password';

export const SETTING_SIGNING_SECRET = 'local_auth_jwt_secret';
export const SETTING_PASSWORD_HASH = 'local_admin_password_hash';

/** Issuer and subject of locally signed tokens. */
export const LOCAL_ISSUER = 'charlotte-directory-local';
export const LOCAL_ADMIN_SUBJECT = 'local-admin';
/** How long a local sign-in lasts. */
export const LOCAL_TOKEN_TTL_SECONDS = 8 * 60 * 60;

async function getSetting(db: Queryable, key: string): Promise<string | undefined> {
  const [row] = await db.query<{ value: string }>('select value from public.app_settings where key = $1', [key]);
  return row?.value;
}

/** Stores `value` under `key` unless a value is there already; returns the stored one. */
async function putSettingOnce(db: Queryable, key: string, value: string): Promise<{ value: string; inserted: boolean }> {
  const [inserted] = await db.query<{ value: string }>(
    'insert into public.app_settings (key, value) values ($1, $2) on conflict (key) do nothing returning value',
    [key, value],
  );
  if (inserted) return { value: inserted.value, inserted: true };
  const existing = await getSetting(db, key);
  if (existing === undefined) throw new Error(`app setting ${key} conflicted but is missing`);
  return { value: existing, inserted: false };
}

const signingKeys = new WeakMap<object, Promise<Uint8Array>>();

/** The local token signing key, generated on first use and cached per database handle. */
export function getLocalSigningKey(db: Queryable): Promise<Uint8Array> {
  let key = signingKeys.get(db);
  if (!key) {
    key = putSettingOnce(db, SETTING_SIGNING_SECRET, randomBytes(32).toString('base64url')).then(
      ({ value }) => new Uint8Array(Buffer.from(value, 'base64url')),
    );
    key.catch(() => signingKeys.delete(db));
    signingKeys.set(db, key);
  }
  return key;
}

/**
 * Makes sure the local sign-in works (nothing to do when Supabase Auth is configured): the
 * signing secret exists and, unless `ADMIN_PASSWORD` is set, a password hash exists. When it had to generate the password it
 * returns it (the only time it is ever available in plain text) so the caller can print it.
 */
export async function ensureLocalAdmin(db: Queryable, env: Env): Promise<{ generatedPassword?: string }> {
  if (authMode(env) === 'supabase') return {};
  await getLocalSigningKey(db);
  if (env.ADMIN_PASSWORD) return {};
  if (await getSetting(db, SETTING_PASSWORD_HASH)) return {};
  const password = generatePassword();
  const { inserted } = await putSettingOnce(db, SETTING_PASSWORD_HASH, await hashPassword(password));
  return inserted ? { generatedPassword: password } : {};
}

/**
 * Checks a sign-in password: against `ADMIN_PASSWORD` when set, else against the stored
 * hash; always in constant time. 'not_configured' when neither exists.
 */
export async function checkLocalAdminPassword(
  db: Queryable,
  env: Env,
  password: string,
): Promise<'ok' | 'wrong' | 'not_configured'> {
  if (env.ADMIN_PASSWORD) return secretsEqual(password, env.ADMIN_PASSWORD) ? 'ok' : 'wrong';
  const hash = await getSetting(db, SETTING_PASSWORD_HASH);
  if (!hash) return 'not_configured';
  return (await verifyPassword(password, hash)) ? 'ok' : 'wrong';
}

/** Signs a local admin token valid for {@link LOCAL_TOKEN_TTL_SECONDS} from `now`. */
export async function signLocalAdminToken(
  db: Queryable,
  { email, now }: { email?: string; now: Date },
): Promise<{ token: string; expiresAt: string }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + LOCAL_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({
    ...(email ? { email } : {}),
    role: 'authenticated',
    app_metadata: { provider: 'local', role: 'admin' },
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(LOCAL_ADMIN_SUBJECT)
    .setIssuer(LOCAL_ISSUER)
    .setAudience('authenticated')
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(await getLocalSigningKey(db));
  return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

/**
 * The embedded default's staff sign-in (used when Supabase Auth is not configured): local
 * staff accounts in `staff_accounts` (see ./staff-accounts.ts for invitations).
 *
 * - The first admin (`local-admin`, "Site administrator", no e-mail address): its password
 *   is `ADMIN_PASSWORD` when set, otherwise one generated at first start
 *   (`tsx scripts/db.ts prepare`, run by `npm start`), printed once. Only a scrypt hash is
 *   stored. When `ADMIN_PASSWORD` changes, the next start (or the first sign-in check of a
 *   new process) stores the new hash and revokes every token issued before.
 * - Tokens: HS256 JWTs shaped like Supabase Auth's (sub = the account id, email = the
 *   account's address, aud and role 'authenticated', app_metadata.role = the account's
 *   role), valid for 8 hours, signed with a random secret kept in `app_settings`. They also
 *   carry the account's `session_version` (`sv`): a password change or a disabled account
 *   bumps it, and the API checks it on every call, so older tokens stop working at once.
 *   Each carries a random `jti`: two sign-ins of one account in the same second are two
 *   tokens, so signing one out (which revokes that token) leaves the other signed in.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { AccountRole } from '../../domain/staff';
import type { Queryable } from '../db/client';
import type { Env } from '../env';
import { putSettingOnce } from '../queries/app-settings';
import { ensureLocalAdminAccount, localAdminPasswordHash, setFirstLocalAdminPassword, storeLocalAdminPassword } from '../queries/staff-accounts';
import { authMode } from './mode';
import { generatePassword, hashPassword, verifyPassword } from './password';

const SETTING_SIGNING_SECRET = 'local_auth_jwt_secret';

/** Issuer of locally signed tokens. */
export const LOCAL_ISSUER = 'charlotte-directory-local';
/** How long a local sign-in lasts. */
const LOCAL_TOKEN_TTL_SECONDS = 8 * 60 * 60;

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
 * Makes sure the first admin's account exists and, when `ADMIN_PASSWORD` is set, that its
 * stored hash is of that password; a different stored password is replaced and every token
 * issued under it revoked (session_version + 1). Generates nothing.
 */
async function syncLocalAdmin(db: Queryable, env: Env): Promise<void> {
  await ensureLocalAdminAccount(db);
  if (!env.ADMIN_PASSWORD) return;
  const stored = await localAdminPasswordHash(db);
  if (stored && (await verifyPassword(env.ADMIN_PASSWORD, stored))) return;
  await storeLocalAdminPassword(db, await hashPassword(env.ADMIN_PASSWORD));
}

const synced = new WeakMap<object, { password: string; ready: Promise<void> }>();

/** {@link syncLocalAdmin} once per process and database handle, and again whenever ADMIN_PASSWORD differs from the last one synced. */
export function readyLocalAdmin(db: Queryable, env: Env): Promise<void> {
  const password = env.ADMIN_PASSWORD ?? '';
  const last = synced.get(db);
  if (last && last.password === password) return last.ready;
  const ready = syncLocalAdmin(db, env);
  const entry = { password, ready };
  ready.catch(() => {
    if (synced.get(db) === entry) synced.delete(db);
  });
  synced.set(db, entry);
  return ready;
}

/**
 * Makes sure the local sign-in works (nothing to do when Supabase Auth is configured): the
 * signing secret and the first admin exist, with `ADMIN_PASSWORD` as its password when set,
 * else a generated one. When it had to generate the password it returns it (the only time
 * it is ever available in plain text) so the caller can print it.
 */
export async function ensureLocalAdmin(db: Queryable, env: Env): Promise<{ generatedPassword?: string }> {
  if (authMode(env) === 'supabase') return {};
  await getLocalSigningKey(db);
  await syncLocalAdmin(db, env);
  if (env.ADMIN_PASSWORD) return {};
  const password = generatePassword();
  return (await setFirstLocalAdminPassword(db, await hashPassword(password))) ? { generatedPassword: password } : {};
}

export interface TokenAccount {
  id: string;
  email: string | null;
  name: string;
  role: AccountRole;
  sessionVersion: number;
}

/** Signs a local staff token for `account`, valid for {@link LOCAL_TOKEN_TTL_SECONDS} from `now`. */
export async function signLocalToken(db: Queryable, account: TokenAccount, now: Date): Promise<{ token: string; expiresAt: string }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + LOCAL_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({
    ...(account.email ? { email: account.email } : {}),
    name: account.name,
    role: 'authenticated',
    app_metadata: { provider: 'local', role: account.role },
    sv: account.sessionVersion,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(account.id)
    .setJti(randomUUID())
    .setIssuer(LOCAL_ISSUER)
    .setAudience('authenticated')
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(await getLocalSigningKey(db));
  return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

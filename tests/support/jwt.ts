/**
 * Runs SQL as a Supabase API request would: PostgREST switches to the JWT's role with
 * `set local role` and publishes the verified claims as `request.jwt.claims` for the
 * transaction, which Row Level Security policies read (`current_setting('request.jwt.claims',
 * true)::jsonb ->> 'sub'`, `auth.uid()`, `auth.jwt()`). Every run is one transaction, rolled
 * back unless `commit` is set (then what the role managed to change stays).
 */
import type { Db, Executor } from '../../src/server/db/client';

/** The claims Supabase Auth puts in an access token, as far as policies read them. */
export interface JwtClaims {
  role: 'anon' | 'authenticated';
  /** The user's id (auth.users.id); absent for the anon key. */
  sub?: string;
  email?: string;
  /** Written only server-side: this project keeps staff roles here (`{ role: 'admin' | 'editor' }`). */
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
}

/** A visitor with the public anon key. */
export const anonVisitor = (): JwtClaims => ({ role: 'anon' });

/** A signed-in user without a staff role: a business owner, for instance. */
export const signedInUser = (sub: string, email = `${sub}@example.com`): JwtClaims => ({
  role: 'authenticated',
  sub,
  email,
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: {},
});

/** A staff member (`app_metadata.role` 'admin' or 'editor'). */
export const staffMember = (sub: string, role: 'admin' | 'editor' = 'admin'): JwtClaims => ({
  ...signedInUser(sub),
  app_metadata: { provider: 'email', providers: ['email'], role },
});

const ROLLBACK = Symbol('rollback');

/** Runs `fn` in one transaction as the holder of `claims` (see the module comment). */
export async function asJwt<T>(db: Db, claims: JwtClaims, fn: (tx: Executor) => Promise<T>, options: { commit?: boolean } = {}): Promise<T> {
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      // Identifiers cannot be parameters: the role is one of two fixed names.
      await tx.query(`set local role ${claims.role === 'anon' ? 'anon' : 'authenticated'}`);
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      result = await fn(tx);
      if (!options.commit) throw ROLLBACK;
    });
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return result as T;
}

/** One statement as the holder of `claims`: its rows, or the error message when it fails. */
export async function attemptAsJwt(
  db: Db,
  claims: JwtClaims,
  sql: string,
  options: { commit?: boolean; params?: unknown[] } = {},
): Promise<{ rows?: unknown[]; error?: string }> {
  try {
    return { rows: await asJwt(db, claims, (tx) => tx.query(sql, options.params), options) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

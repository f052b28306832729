/** Which admin sign-in this deployment uses (see ./index.ts). */
import type { Env } from '../env';
import type { AuthMode } from '../identity';

/** The public URL of the Supabase project, when one is configured. */
export function supabaseUrl(env: Env): string | undefined {
  return env.PUBLIC_SUPABASE_URL;
}

/**
 * 'supabase' when Supabase Auth is fully configured (project URL, public anon key, and
 * `SUPABASE_JWT_SECRET` or `SUPABASE_JWKS_URL` to verify its tokens), else 'local'.
 */
export function authMode(env: Env): AuthMode {
  return supabaseUrl(env) && env.PUBLIC_SUPABASE_ANON_KEY && (env.SUPABASE_JWT_SECRET || env.SUPABASE_JWKS_URL) ? 'supabase' : 'local';
}

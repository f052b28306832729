/**
 * POST /api/auth/login (local admin sign-in) and GET /api/auth/config (how admins sign in).
 * See src/server/auth/index.ts for the two modes and the token rules.
 */
import { z } from 'zod';
import { MESSAGES } from '../../domain/forms';
import { authConfig, authMode, checkLocalAdminPassword, signLocalAdminToken } from '../auth';
import { beginSignIn } from '../auth/lockout';
import { ApiError, json, readJson } from './http';
import type { ApiContext, Handler, Route } from './router';

export const LOGIN_PATH = '/api/auth/login';

export const LoginSchema = z.object({
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(254, MESSAGES.email).pipe(z.email(MESSAGES.email)).optional(),
  ),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password must be 200 characters or less'),
});

/**
 * Local sign-in: `{email?, password}` -> `{token, expiresAt}` (an 8-hour admin token).
 * 401 for a wrong password; 404 when Supabase Auth is configured (sign in there instead);
 * 503 when no local password exists yet. Repeated wrong passwords are slowed down, then
 * refused for a while (429, see ../auth/lockout.ts).
 */
export const login: Handler = async (ctx: ApiContext) => {
  if (authMode(ctx.deps.env) === 'supabase') {
    throw new ApiError(
      404,
      'not_found',
      'Local sign-in is turned off: this site signs admins in with Supabase Auth. Use the Supabase sign-in (GET /api/auth/config gives its URL and public key).',
    );
  }
  const { email, password } = await readJson(ctx.request, LoginSchema);
  const attempt = await beginSignIn(ctx, email);
  const outcome = await checkLocalAdminPassword(ctx.deps.db, ctx.deps.env, password);
  if (outcome === 'not_configured') {
    throw new ApiError(
      503,
      'service_unavailable',
      'No admin password is set up yet. Set ADMIN_PASSWORD, or run `npx tsx scripts/db.ts prepare` (npm start does) to generate one.',
    );
  }
  if (outcome === 'wrong') {
    await attempt.failed();
    throw new ApiError(401, 'unauthorized', 'Wrong password.', { password: 'Wrong password' });
  }
  await attempt.succeeded();
  const token = await signLocalAdminToken(ctx.deps.db, { email, now: ctx.deps.now() });
  return json(token);
};

/** `{mode: 'local'}` or `{mode: 'supabase', supabaseUrl, supabaseAnonKey}`: public values only. */
export const config: Handler = (ctx: ApiContext) => json(authConfig(ctx.deps.env));

export const authRoutes: Route[] = [
  { method: 'POST', path: LOGIN_PATH, handler: login },
  { method: 'GET', path: '/api/auth/config', handler: config },
];

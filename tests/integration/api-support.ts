/**
 * Helpers for the API integration suites (api-*.test.ts): the router built in-process over
 * a test database, request shortcuts, fixtures inserted with plain SQL, and admin tokens.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { hashPassword } from '../../src/server/auth/password';
import { createRouter, type ApiDeps } from '../../src/server/api/router';
import { routes } from '../../src/server/api/routes';
import type { Db } from '../../src/server/db/client';
import { parseEnv } from '../../src/server/env';
import { CREDENTIAL_TAG_VALUES } from '../../src/domain/catalog';

/** A Supabase-style HS256 secret used by the suites that run in 'supabase' auth mode. */
export const SUPABASE_SECRET = 'test-supabase-jwt-secret-0123456789abcdef';
export const SUPABASE_ENV = {
  PUBLIC_SUPABASE_URL: 'https://project-ref.supabase.co',
  PUBLIC_SUPABASE_ANON_KEY: 'anon-public-key',
  SUPABASE_JWT_SECRET: SUPABASE_SECRET,
};
export const LOCAL_PASSWORD = 'local-admin-password-for-tests';

export type Api = ((request: Request) => Promise<Response>) & { deps: () => ApiDeps; setNow(date: Date): void };

/** The API router over `db` with the given environment (default: local auth with a known password). */
export function makeApi(db: Db, env: Record<string, string> = { ADMIN_PASSWORD: LOCAL_PASSWORD }): Api {
  let now = new Date();
  const deps = (): ApiDeps => ({ db, env: parseEnv(env), now: () => now });
  const handle = createRouter(routes, deps);
  // Each request comes from its own address, so per-client rate limits (tested on their own
  // in rate-limit.test.ts) stay out of the way of endpoint tests.
  let client = 0;
  const api = ((request: Request) => handle(request, { clientAddress: `192.0.2.${client++ % 250}:${client}` })) as Api;
  api.deps = deps;
  api.setNow = (date) => {
    now = date;
  };
  return api;
}

export function get(api: Api, path: string, token?: string) {
  return api(new Request(`http://test${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }));
}

export function send(api: Api, method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return api(new Request(`http://test${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
}

export const post = (api: Api, path: string, body?: unknown, token?: string) => send(api, 'POST', path, body, token);
export const put = (api: Api, path: string, token?: string) => send(api, 'PUT', path, undefined, token);

/** The `{error}` body of an error answer. */
export async function errorOf(response: Response) {
  const body = (await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } };
  return body.error;
}

/** A token shaped like Supabase Auth's access tokens, signed HS256 with `secret`. */
export async function supabaseToken(
  options: { secret?: string; admin?: boolean; role?: string; expiresInSeconds?: number; email?: string; now?: Date; audience?: string; subject?: string } = {},
) {
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  return new SignJWT({
    email: options.email ?? 'editor@example.com',
    role: 'authenticated',
    app_metadata: options.role
      ? { provider: 'email', role: options.role }
      : options.admin === false
        ? { provider: 'email' }
        : { provider: 'email', role: 'admin' },
    user_metadata: {},
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(options.subject ?? '6f1d0c1e-8d6b-4a53-9a53-2b8f0c0f1a01')
    .setIssuer(`${SUPABASE_ENV.PUBLIC_SUPABASE_URL}/auth/v1`)
    .setAudience(options.audience ?? 'authenticated')
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? 3600))
    .sign(new TextEncoder().encode(options.secret ?? SUPABASE_SECRET));
}

/**
 * A stand-in for Supabase Auth's users table (`auth.users`, with the columns the server
 * reads) holding `users`: in production the database is the Supabase project's, where a
 * staff member's `app_metadata.role` is kept in `raw_app_meta_data`.
 */
export async function insertSupabaseUsers(db: Db, users: Array<{ id: string; email: string; role?: 'admin' | 'editor' }>): Promise<void> {
  await db.query('create schema if not exists auth');
  await db.query(`create table if not exists auth.users (id uuid primary key, email text, raw_app_meta_data jsonb not null default '{}')`);
  for (const user of users) {
    await db.query('insert into auth.users (id, email, raw_app_meta_data) values ($1, $2, $3::text::jsonb)', [
      user.id,
      user.email,
      JSON.stringify(user.role ? { provider: 'email', role: user.role } : { provider: 'email' }),
    ]);
  }
}

/** Signs in through POST /api/auth/login and returns the token. */
export async function localLogin(api: Api, password = LOCAL_PASSWORD): Promise<string> {
  const response = await post(api, '/api/auth/login', { password });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** A local staff account with a password, inserted directly (the invitation flow has its own tests). */
export async function insertStaff(
  db: Db,
  account: { email: string; password: string; role?: 'admin' | 'editor'; name?: string; status?: 'active' | 'disabled' },
): Promise<string> {
  const id = randomUUID();
  await db.query(`insert into public.staff_accounts (id, email, name, role, status, password_hash) values ($1, $2, $3, $4, $5, $6)`, [
    id,
    account.email.toLowerCase(),
    account.name ?? account.email.split('@')[0],
    account.role ?? 'editor',
    account.status ?? 'active',
    await hashPassword(account.password),
  ]);
  return id;
}

/** Signs a local staff account in and returns its token. */
export async function staffLogin(api: Api, email: string, password: string): Promise<string> {
  const response = await post(api, '/api/auth/login', { email, password });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

let counter = 0;
/** A name unique within the test run, so suites sharing a database never collide. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${process.pid}x${counter}`;
}

export interface BusinessFixture {
  businessName?: string;
  slug?: string;
  category?: string;
  neighborhood?: string | null;
  shortDescription?: string | null;
  longDescription?: string | null;
  serviceTags?: string[];
  isPremium?: boolean;
  userRating?: number;
  reviewCount?: number;
  status?: 'published' | 'pending' | 'rejected';
}

/** Inserts a business with plain SQL and returns its id and slug. */
export async function insertBusiness(db: Db, fixture: BusinessFixture = {}): Promise<{ id: number; slug: string; businessName: string }> {
  const businessName = fixture.businessName ?? unique('Fixture Business');
  const slug =
    fixture.slug ??
    businessName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const credentialTags = (fixture.serviceTags ?? []).filter((tag) => (CREDENTIAL_TAG_VALUES as readonly string[]).includes(tag));
  const [row] = await db.query<{ id: number }>(
    `insert into public.businesses
       (slug, business_name, category, address, phone, short_description, long_description, service_tags,
        neighborhood, is_premium, user_rating, review_count, status)
     values ($1, $2, $3, '100 N Tryon St, Charlotte, NC', '704-555-0100', $4, $5, string_to_array($6, ','), $7, $8, $9, $10, $11)
     returning id`,
    [
      slug,
      businessName,
      fixture.category ?? 'specialty-services',
      fixture.shortDescription ?? null,
      fixture.longDescription ?? null,
      (fixture.serviceTags ?? []).filter((tag) => !credentialTags.includes(tag)).join(','),
      fixture.neighborhood === undefined ? 'uptown' : fixture.neighborhood,
      fixture.isPremium ?? false,
      fixture.userRating ?? 0,
      fixture.reviewCount ?? 0,
      fixture.status ?? 'published',
    ],
  );
  const id = Number(row!.id);
  // Credential tags are staff-recorded facts (src/domain/credentials.ts): a fixture naming one gets it recorded.
  for (const kind of credentialTags.filter((tag) => tag !== 'verified')) {
    await db.query(
      `insert into public.business_credentials (business_id, kind, status, source, licence_number, issuing_authority, insurer, policy_number, expires_on, decided_at)
       values ($1, $2, 'approved', 'staff', $3, $4, $5, $6, '2099-12-31', now())`,
      kind === 'licensed' ? [id, kind, `FIX-${id}`, 'Fixture Licensing Board', null, null] : [id, kind, null, null, 'Fixture Mutual', `P-${id}`],
    );
  }
  if (credentialTags.includes('verified')) await db.query('update public.businesses set is_verified = true where id = $1', [id]);
  return { id, slug, businessName };
}

/** Inserts a review with plain SQL (status default 'approved'). */
export async function insertReview(
  db: Db,
  businessId: number,
  review: { rating: number; status?: 'pending' | 'approved' | 'rejected'; createdAt?: string; reviewerName?: string },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into public.reviews (business_id, reviewer_name, reviewer_email, rating, review_text, status, created_at)
     values ($1, $2, 'reviewer@example.com', $3, 'Fixture review', $4, coalesce($5::timestamptz, now()))
     returning id`,
    [businessId, review.reviewerName ?? null, review.rating, review.status ?? 'approved', review.createdAt ?? null],
  );
  return Number(row!.id);
}

import { z } from 'zod';
import { TEST_CLOCK_REFUSED } from './clock-policy';

const optionalUrl = z.url({ message: 'must be a full URL such as https://example.com' }).optional();
const optionalText = z.string().min(1).optional();

/** Every environment variable the server reads. README.md documents each one. */
const EnvSchema = z.object({
  /** Postgres connection string (Supabase). Unset: the embedded PGlite database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// or postgresql:// connection string' })
    .optional(),
  /** Folder of the embedded database. */
  PGLITE_DATA_DIR: z.string().min(1).default('.data/pglite'),
  /** Public origin of the site, used in canonical links, sitemaps and share images. */
  PUBLIC_SITE_URL: z.url({ message: 'must be a full URL such as https://charlottedirectory.example' }).default('http://localhost:4321'),
  PUBLIC_SUPABASE_URL: optionalUrl,
  PUBLIC_SUPABASE_ANON_KEY: optionalText,
  /** HS256 secret of the Supabase project's JWTs; or use SUPABASE_JWKS_URL. */
  SUPABASE_JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  SUPABASE_JWKS_URL: optionalUrl,
  /** Password of the local admin sign-in (embedded default). Unset: generated at first start and printed. */
  ADMIN_PASSWORD: z.string().min(12, { message: 'must be at least 12 characters' }).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, { message: 'must start with sk_test_ or sk_live_' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, { message: 'must start with whsec_' })
    .optional(),
  PUBLIC_STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, { message: 'must start with pk_test_ or pk_live_' })
    .optional(),
  /** Stripe API endpoint override, for tests against a local server speaking Stripe's wire format. */
  STRIPE_API_BASE: optionalUrl,
  PUBLIC_MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  PUBLIC_MAP_TILE_ATTRIBUTION: z.string().min(1).default('&copy; OpenStreetMap contributors'),
  /** Multiplies every per-client rate limit (e.g. for a test run whose clients share one address). */
  RATE_LIMIT_SCALE: z.coerce.number().positive({ message: 'must be a positive number' }).default(1),
  /** Netlify build hook; when set, admins can rebuild the prerendered pages. */
  NETLIFY_BUILD_HOOK_URL: optionalUrl,
  /** Netlify personal access token; with NETLIFY_SITE_ID, /admin follows the build's progress. */
  NETLIFY_API_TOKEN: optionalText,
  /** The Netlify site's API id (Site configuration -> Site details). */
  NETLIFY_SITE_ID: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,100}$/, { message: 'must be the site id shown in Netlify' })
    .optional(),
  /** Netlify API endpoint override, for tests against a local server. */
  NETLIFY_API_BASE: optionalUrl,
  /** Resend API key; with EMAIL_FROM, every e-mail is sent through Resend (src/server/email/delivery.ts). Unset: kept in the outbox and logged. */
  RESEND_API_KEY: z.string().regex(/^re_/, { message: 'must start with re_' }).optional(),
  /** Sender of outgoing e-mail, e.g. 'Charlotte Directory <no-reply@example.com>' (a domain verified in Resend). */
  EMAIL_FROM: z
    .string()
    .regex(/^(.*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, { message: 'must be an e-mail address, optionally as Name <address>' })
    .optional(),
  /** Secret that signs e-mail verification links (32+ characters). Unset: generated once and kept in the database. */
  EMAIL_LINK_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** Resend API endpoint override, for tests against a local server. */
  RESEND_API_BASE: optionalUrl,
  /** Key that signs share-image URLs (32+ characters). Unset: a random key per build (set it on Netlify). */
  OG_IMAGE_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** Folder where rendered share images are kept across restarts (default .data/og-cache). */
  OG_CACHE_DIR: z.string().min(1).default('.data/og-cache'),
  /** Where business photos are stored: 'local' (a folder, PHOTO_STORAGE_DIR) or 'supabase' (Supabase Storage). */
  PHOTO_STORAGE: z.enum(['local', 'supabase'], { error: 'must be local or supabase' }).default('local'),
  /** Folder of business photos when PHOTO_STORAGE=local (default .data/photos). */
  PHOTO_STORAGE_DIR: z.string().min(1).default('.data/photos'),
  /** Supabase Storage bucket of business photos (public) when PHOTO_STORAGE=supabase. */
  PHOTO_STORAGE_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{2,62}$/, { message: 'must be a bucket name such as business-photos' })
    .default('business-photos'),
  /** Supabase service-role key: the server writes photos to Storage with it. Never sent to browsers. */
  SUPABASE_SERVICE_ROLE_KEY: optionalText,
  /** Geocoder of new, imported and edited addresses: 'census' (the US Census Bureau's, no key) or 'none' (neighborhood centres, marked approximate). */
  GEOCODER: z.enum(['none', 'census'], { error: 'must be none or census' }).default('none'),
  /** Geocoder endpoint override (base URL, e.g. a local test double). Default: https://geocoding.geo.census.gov */
  GEOCODER_URL: optionalUrl,
  /** How long one geocoding request may take before the business falls back to its neighborhood's centre. */
  GEOCODER_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 100 to 30000' })
    .int({ error: 'must be a whole number of milliseconds from 100 to 30000' })
    .min(100, { error: 'must be a whole number of milliseconds from 100 to 30000' })
    .max(30_000, { error: 'must be a whole number of milliseconds from 100 to 30000' })
    .default(4000),
  /** Folder of the Supabase project files (migrations, seed.sql, config.toml). */
  SUPABASE_DIR: z.string().min(1).default('supabase'),
  /** Set by scripts/site-builder.mjs for a local rebuild's build child: the embedded database copy it opens in memory. */
  PGLITE_SNAPSHOT: optionalText,
  /** Set by the functions runtime on Netlify: the folder the function's files were unpacked to. */
  LAMBDA_TASK_ROOT: optionalText,
  /**
   * Tests only: a file holding the instant the server's clock reads (src/server/clock.ts).
   * Refused unless PUBLIC_SITE_URL is a loopback address, and in the deployed functions.
   */
  TEST_CLOCK_FILE: z.string().min(1).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

/** Hosts of a site that only this machine can reach: the only kind a test clock may run on. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Thrown when the environment is invalid; the message names every bad variable. */
export class EnvError extends Error {
  constructor(problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee README.md, "Environment variables".`);
    this.name = 'EnvError';
  }
}

/** Validates the environment once; empty strings count as unset (as in `.env.example`). */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
  }
  if (result.data.STRIPE_SECRET_KEY && !result.data.STRIPE_WEBHOOK_SECRET) {
    throw new EnvError(['STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set']);
  }
  if (result.data.PHOTO_STORAGE === 'supabase' && !(result.data.PUBLIC_SUPABASE_URL && result.data.SUPABASE_SERVICE_ROLE_KEY)) {
    throw new EnvError(['PUBLIC_SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are required when PHOTO_STORAGE=supabase']);
  }
  if (result.data.RESEND_API_KEY && !result.data.EMAIL_FROM) {
    throw new EnvError(['EMAIL_FROM is required when RESEND_API_KEY is set']);
  }
  // Netlify sets NETLIFY=true in its builds.
  if (result.data.TEST_CLOCK_FILE && (source.NETLIFY === 'true' || !LOOPBACK_HOSTS.has(new URL(result.data.PUBLIC_SITE_URL).hostname))) {
    throw new EnvError([TEST_CLOCK_REFUSED]);
  }
  return result.data;
}

let cached: Env | undefined;

/**
 * The process environment, validated once. The build (astro.config.mjs), the local server's
 * API entry (src/server/api/node-mount.ts) and the Netlify function call it when they start,
 * so a bad variable stops them before the first request.
 */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * supabase/config.toml (what `supabase start` and `supabase link` + `config push` apply)
 * agrees with what the code expects of the Supabase project.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { STAFF_PASSWORD_MIN } from '../../src/domain/staff';

interface SupabaseConfig {
  api: { schemas: string[] };
  db: { major_version: number };
  storage: { enabled: boolean; buckets: Record<string, { public: boolean; allowed_mime_types: string[] }> };
  auth: {
    site_url: string;
    additional_redirect_urls: string[];
    enable_signup: boolean;
    enable_anonymous_sign_ins: boolean;
    minimum_password_length: number;
    email: { enable_signup: boolean; enable_confirmations: boolean };
  };
}

const config = parse(readFileSync('supabase/config.toml', 'utf8')) as unknown as SupabaseConfig;

describe('supabase/config.toml', () => {
  it('runs the PostgreSQL major version the SQL is written for, exposing only public', () => {
    expect(config.db.major_version).toBe(15);
    expect(config.api.schemas).toEqual(['public']);
  });

  it('sends sign-in links back to the owner and staff pages only', () => {
    const site = new URL(config.auth.site_url);
    for (const page of ['/owner', '/admin']) expect(config.auth.additional_redirect_urls).toContain(`${site.origin}${page}`);
    for (const url of config.auth.additional_redirect_urls) expect(new URL(url).pathname).toMatch(/^\/(owner|admin)$/);
  });

  it('lets owners sign up only with an address they confirm (ownership follows a verified claim e-mail), and no anonymous users', () => {
    expect(config.auth.enable_signup).toBe(true);
    expect(config.auth.email.enable_signup).toBe(true);
    expect(config.auth.email.enable_confirmations).toBe(true);
    expect(config.auth.enable_anonymous_sign_ins).toBe(false);
  });

  it('asks passwords at least as long as the local sign-in does', () => {
    expect(config.auth.minimum_password_length).toBeGreaterThanOrEqual(STAFF_PASSWORD_MIN);
  });

  it('has the public business-photos bucket the photo storage writes WebP files to', () => {
    expect(config.storage.enabled).toBe(true);
    expect(config.storage.buckets['business-photos']).toMatchObject({ public: true, allowed_mime_types: ['image/webp'] });
  });
});

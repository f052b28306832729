import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('environment', () => {
  it('runs with nothing set: embedded database, default tiles, no payments', () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DATA_DIR).toBe('.data/pglite');
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env.PUBLIC_MAP_TILE_URL).toContain('{z}');
  });

  it('geocodes nothing unless GEOCODER=census, with a bounded timeout', () => {
    expect(parseEnv({})).toMatchObject({ GEOCODER: 'none', GEOCODER_TIMEOUT_MS: 4000 });
    expect(parseEnv({ GEOCODER: 'census', GEOCODER_URL: 'http://127.0.0.1:9', GEOCODER_TIMEOUT_MS: '250' })).toMatchObject({
      GEOCODER: 'census',
      GEOCODER_TIMEOUT_MS: 250,
    });
    expect(() => parseEnv({ GEOCODER: 'google' })).toThrow(/GEOCODER must be none or census/);
    expect(() => parseEnv({ GEOCODER_TIMEOUT_MS: '0' })).toThrow(/GEOCODER_TIMEOUT_MS/);
    expect(() => parseEnv({ GEOCODER_URL: 'not a url' })).toThrow(/GEOCODER_URL/);
  });

  it('stores photos in a local folder unless PHOTO_STORAGE=supabase, which needs the project URL and service-role key', () => {
    expect(parseEnv({})).toMatchObject({ PHOTO_STORAGE: 'local', PHOTO_STORAGE_DIR: '.data/photos', PHOTO_STORAGE_BUCKET: 'business-photos' });
    expect(() => parseEnv({ PHOTO_STORAGE: 'supabase' })).toThrow(/SUPABASE_SERVICE_ROLE_KEY are required when PHOTO_STORAGE=supabase/);
    expect(
      parseEnv({ PHOTO_STORAGE: 'supabase', PUBLIC_SUPABASE_URL: 'https://ref.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'service-key' }).PHOTO_STORAGE,
    ).toBe('supabase');
    expect(() => parseEnv({ PHOTO_STORAGE: 's3' })).toThrow(/PHOTO_STORAGE must be local or supabase/);
    expect(() => parseEnv({ PHOTO_STORAGE_BUCKET: '../x' })).toThrow(/PHOTO_STORAGE_BUCKET/);
  });

  it('treats empty values as unset, as .env.example leaves them', () => {
    expect(parseEnv({ DATABASE_URL: '', STRIPE_SECRET_KEY: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable in one message', () => {
    let error: unknown;
    try {
      parseEnv({ DATABASE_URL: 'mysql://x', STRIPE_SECRET_KEY: 'pk_test_123', PUBLIC_SITE_URL: 'nope' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// connection string');
    expect(message).toContain('STRIPE_SECRET_KEY must start with sk_test_ or sk_live_');
    expect(message).toContain('PUBLIC_SITE_URL');
  });

  it('requires the webhook secret when payments are on', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow('STRIPE_WEBHOOK_SECRET is required');
    expect(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).STRIPE_SECRET_KEY).toBe('sk_test_abc');
  });

  it('takes a test clock only on a site that is not public: loopback PUBLIC_SITE_URL, not on Netlify', () => {
    expect(parseEnv({ TEST_CLOCK_FILE: '/tmp/clock' }).TEST_CLOCK_FILE).toBe('/tmp/clock');
    expect(parseEnv({ TEST_CLOCK_FILE: '/tmp/clock', PUBLIC_SITE_URL: 'http://127.0.0.1:4321' }).TEST_CLOCK_FILE).toBe('/tmp/clock');
    expect(() => parseEnv({ TEST_CLOCK_FILE: '/tmp/clock', PUBLIC_SITE_URL: 'https://charlottedirectory.example' })).toThrow(
      'TEST_CLOCK_FILE is for tests only',
    );
    expect(() => parseEnv({ TEST_CLOCK_FILE: '/tmp/clock', NETLIFY: 'true' })).toThrow('TEST_CLOCK_FILE is for tests only');
    expect(parseEnv({ TEST_CLOCK_FILE: '' }).TEST_CLOCK_FILE).toBeUndefined();
  });
});

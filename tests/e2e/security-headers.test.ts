import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/browser';

const REQUIRED = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

async function headersOf(path: string) {
  const response = await fetch(`${baseURL()}${path}`, { redirect: 'manual' });
  return response.headers;
}

describe('security headers', () => {
  it.each(['/', '/no-such-page', '/api/subscription-plans', '/api/nothing-here', '/favicon.svg'])('are sent with %s', async (path) => {
    const headers = await headersOf(path);
    for (const [name, value] of Object.entries(REQUIRED)) expect(headers.get(name), name).toBe(value);
    expect(headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  // On-demand pages carry Astro's per-page policy header; it must still hold the app's
  // directives (a meta tag cannot carry frame-ancestors).
  it.each(['/charlotte/movers-packers', '/charlotte/movers-packers/south-end', '/search?q=movers', '/categories', '/premium-upgrade', '/no-such-page'])(
    'on-demand page %s carries the full policy',
    async (path) => {
      const headers = await headersOf(path);
      const policy = headers.get('content-security-policy') ?? '';
      for (const directive of ["frame-ancestors 'none'", "base-uri 'self'", "object-src 'none'", "form-action 'self'"])
        expect(policy, path).toContain(directive);
      expect(headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it('locks API answers down to data only', async () => {
    expect((await headersOf('/api/subscription-plans')).get('content-security-policy')).toContain("default-src 'none'");
  });

  it('gives pages a script policy that allows only their own scripts', async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('compresses text answers for clients that accept it', async () => {
    const response = await fetch(`${baseURL()}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('<html');
  });
});

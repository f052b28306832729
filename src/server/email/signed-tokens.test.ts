import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkExpiring, checkLasting, parseExpiring, signExpiring, signLasting } from './signed-tokens';

const SECRET = 'test-secret';
const KIND = { prefix: 'qc1', purpose: 'quote-confirm' };
const now = new Date('2026-11-26T12:00:00Z');
const later = new Date('2026-11-27T12:00:00Z');

describe('signed tokens of e-mailed links', () => {
  it('keeps the format of links already sent: prefix, id, expiry, HMAC over purpose|id|expiry|address', () => {
    const token = signExpiring(SECRET, KIND, 42, later, 'Ana@Example.com');
    const expires = later.getTime() / 1000;
    const sig = createHmac('sha256', SECRET).update(`quote-confirm|42|${expires}|ana@example.com`).digest('base64url');
    expect(token).toBe(`qc1.42.${expires}.${sig}`);
    expect(parseExpiring(KIND, token)).toEqual({ id: 42, expires, signature: sig });
  });

  it('accepts an expiring token for its address (any case) until it expires; refuses a forged, foreign or malformed one as invalid first', () => {
    const token = signExpiring(SECRET, KIND, 42, later, 'ana@example.com');
    expect(checkExpiring(SECRET, KIND, token, 'ANA@example.com', now)).toEqual({ ok: true, id: 42 });
    expect(checkExpiring(SECRET, KIND, token, 'ana@example.com', later)).toEqual({ ok: false, reason: 'expired' });
    expect(checkExpiring(SECRET, KIND, token, 'bob@example.com', now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkExpiring('other-secret', KIND, token, 'ana@example.com', now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkExpiring(SECRET, KIND, token.replace('qc1.42.', 'qc1.43.'), 'ana@example.com', now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkExpiring(SECRET, { ...KIND, purpose: 'alert-confirm' }, token, 'ana@example.com', now)).toEqual({ ok: false, reason: 'invalid' });
    for (const bad of ['', 'qc1', 'qc1.0.1.x', `qc1.2147483648.${later.getTime() / 1000}.${'a'.repeat(43)}`, `ac1${token.slice(3)}`]) {
      expect(checkExpiring(SECRET, KIND, bad, 'ana@example.com', now)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('reads back the ids of a lasting token, and nothing from a forged one', () => {
    const reply = { prefix: 'qr1', purpose: 'quote-reply' };
    const token = signLasting(SECRET, reply, 7, 239);
    expect(checkLasting(SECRET, reply, token, 2)).toEqual([7, 239]);
    expect(checkLasting(SECRET, reply, token.replace('.239.', '.240.'), 2)).toBeNull();
    expect(checkLasting(SECRET, reply, token, 1)).toBeNull();
    expect(checkLasting(SECRET, { prefix: 'qs1', purpose: 'quote-status' }, token, 2)).toBeNull();
  });
});

import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkInvitationToken, signInvitationToken } from './review-invitation';

const secret = 'a-secret-for-invitation-tests';
const now = new Date('2026-11-26T12:00:00Z');
const expiresAt = new Date('2027-02-24T12:00:00Z');

describe('review invitation tokens', () => {
  it('keeps the format of links already sent: ri1.{business}.{expires}.{HMAC of review-invite|business|expires}', () => {
    const expires = expiresAt.getTime() / 1000;
    const signature = createHmac('sha256', secret).update(`review-invite|42|${expires}`).digest('base64url');
    expect(signInvitationToken(secret, 42, expiresAt)).toBe(`ri1.42.${expires}.${signature}`);
  });

  it('accepts its own token for its business until it expires, and nothing else', () => {
    const token = signInvitationToken(secret, 42, expiresAt);
    expect(checkInvitationToken(secret, token, 42, now)).toBe(true);
    expect(checkInvitationToken(secret, token, 43, now)).toBe(false);
    expect(checkInvitationToken('another-secret', token, 42, now)).toBe(false);
    expect(checkInvitationToken(secret, token, 42, expiresAt)).toBe(false);
    const [prefix, id, expires, signature] = token.split('.');
    expect(checkInvitationToken(secret, [prefix, id, Number(expires) + 86_400, signature].join('.'), 42, now)).toBe(false);
    expect(checkInvitationToken(secret, `${token}x`, 42, now)).toBe(false);
  });
});

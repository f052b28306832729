import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox';

describe('mailboxKey', () => {
  it('folds case and drops a +tag, so the variants of one address are one mailbox', () => {
    expect(mailboxKey('Owner+Reviews@Example.COM')).toBe('owner@example.com');
    expect(mailboxKey(' owner@example.com ')).toBe('owner@example.com');
    expect(mailboxKey('owner+a+b@example.com')).toBe('owner@example.com');
    expect(mailboxKey(' Ana.Smith+quotes@Example.COM ')).toBe('ana.smith@example.com');
    expect(mailboxKey('plain@example.com')).toBe('plain@example.com');
  });

  it('keeps what is not a tag: a + at the start, a + in the domain, an address without @', () => {
    expect(mailboxKey('+owner@example.com')).toBe('+owner@example.com');
    expect(mailboxKey('owner@ex+ample.com')).toBe('owner@ex+ample.com');
    expect(mailboxKey('Not An Address')).toBe('not an address');
  });
});

import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/forms';
import { emptyExistingClaim, findStatus, findUrl, validateExistingClaim } from './claim-existing-state';

describe('finding a listed business', () => {
  it('searches the API by name once two letters are typed, a few matches at a time', () => {
    expect(findUrl('')).toBeUndefined();
    expect(findUrl(' q ')).toBeUndefined();
    expect(findUrl(' Queen City ')).toBe('/api/businesses?search=Queen+City&limit=8');
  });

  it('says what the list shows', () => {
    expect(findStatus({ text: 'q', loading: false, failed: false, count: 0 })).toBe('Type at least 2 letters of your business name.');
    expect(findStatus({ text: 'queen', loading: true, failed: false, count: 0 })).toBe('Searching...');
    expect(findStatus({ text: 'queen', loading: false, failed: true, count: 0 })).toBe('Search failed. Please try again.');
    expect(findStatus({ text: 'queen', loading: false, failed: false, count: 0 })).toBe('No listed business matches. Add it below.');
    expect(findStatus({ text: 'queen', loading: false, failed: false, count: 1 })).toBe('1 listed business matches.');
    expect(findStatus({ text: 'queen', loading: false, failed: false, count: 3 })).toBe('3 listed businesses match.');
  });
});

describe('the claim of a listed business', () => {
  it('sends the API body of POST /api/business-claims, without the terms box', () => {
    const result = validateExistingClaim(42, { claimerName: ' Dana ', claimerEmail: 'Dana@Owner.example', claimerPhone: '', agreeToTerms: true });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toMatchObject({ businessId: 42, claimerName: 'Dana' });
    expect(result.body).not.toHaveProperty('agreeToTerms');
  });

  it("uses the spec's messages: a valid e-mail and the terms are required", () => {
    const result = validateExistingClaim(42, { ...emptyExistingClaim(), claimerEmail: 'nope' });
    expect(result).toEqual({ ok: false, errors: { claimerEmail: MESSAGES.email, agreeToTerms: MESSAGES.agreeToTerms } });
  });
});

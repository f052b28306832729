import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/forms';
import { enClaim } from '../../i18n/en-claim';
import { ExistingClaimFormSchema, emptyExistingClaim, existingClaimBody, findStatus, findUrl } from './claim-existing-state';

describe('finding a listed business', () => {
  it('searches the API by name once two letters are typed, a few matches at a time', () => {
    expect(findUrl('')).toBeUndefined();
    expect(findUrl(' q ')).toBeUndefined();
    expect(findUrl(' Queen City ')).toBe('/api/businesses?search=Queen+City&limit=8');
  });

  it('says what the list shows', () => {
    expect(findStatus({ text: 'q', loading: false, failed: false, count: 0 }, enClaim.find)).toBe('Type at least 2 letters of your business name.');
    expect(findStatus({ text: 'queen', loading: true, failed: false, count: 0 }, enClaim.find)).toBe('Searching...');
    expect(findStatus({ text: 'queen', loading: false, failed: true, count: 0 }, enClaim.find)).toBe('Search failed. Please try again.');
    expect(findStatus({ text: 'queen', loading: false, failed: false, count: 0 }, enClaim.find)).toBe('No listed business matches. Add it below.');
    expect(findStatus({ text: 'queen', loading: false, failed: false, count: 1 }, enClaim.find)).toBe('1 listed business matches.');
    expect(findStatus({ text: 'queen', loading: false, failed: false, count: 3 }, enClaim.find)).toBe('3 listed businesses match.');
  });
});

describe('the claim of a listed business', () => {
  it('sends the API body of POST /api/business-claims, without the terms box', () => {
    const result = ExistingClaimFormSchema.safeParse({
      businessId: 42,
      claimerName: ' Dana ',
      claimerEmail: 'Dana@Owner.example',
      claimerPhone: '',
      agreeToTerms: true,
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    const body = existingClaimBody(result.data, 'es');
    expect(body).toMatchObject({ businessId: 42, claimerName: 'Dana', locale: 'es' });
    expect(body).not.toHaveProperty('agreeToTerms');
  });

  it("uses the spec's messages: a valid e-mail and the terms are required", () => {
    const result = ExistingClaimFormSchema.safeParse({ ...emptyExistingClaim(42), claimerEmail: 'nope' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({ claimerEmail: MESSAGES.email, agreeToTerms: MESSAGES.agreeToTerms });
  });
});

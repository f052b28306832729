import { describe, expect, it } from 'vitest';
import { MESSAGES, newBusinessPayload } from '../../domain/forms';
import {
  CLAIM_TOASTS,
  emptyClaimValues,
  firstInvalidField,
  newSubmissionKey,
  readApiError,
  serverFieldErrors,
  toggleServiceTag,
  validateClaim,
  type ClaimValues,
} from './claim-form-state';

const filled = (overrides: Partial<ClaimValues> = {}): ClaimValues => ({
  ...emptyClaimValues(),
  businessName: 'Queen City Movers',
  category: 'movers-packers',
  address: '1200 South Blvd',
  phone: '704-555-0142',
  email: 'hello@queencitymovers.example',
  claimerEmail: 'owner@queencitymovers.example',
  agreeToTerms: true,
  ...overrides,
});

describe('claim form validation', () => {
  it("shows the spec's message for every required field of an empty form, in form order", () => {
    const result = validateClaim(emptyClaimValues());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      businessName: MESSAGES.businessName,
      category: MESSAGES.category,
      address: MESSAGES.address,
      phone: MESSAGES.phone,
      email: MESSAGES.email,
      claimerEmail: MESSAGES.email,
      agreeToTerms: MESSAGES.agreeToTerms,
    });
    expect(firstInvalidField(result.errors)).toBe('businessName');
  });

  it('checks website, description length and per-day hours', () => {
    const result = validateClaim(
      filled({
        website: 'not a url',
        description: 'x'.repeat(801),
        businessHours: { ...emptyClaimValues().businessHours, Tuesday: 'x'.repeat(61) },
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.website).toBe(MESSAGES.website);
    expect(result.errors.description).toBe(MESSAGES.description);
    expect(result.errors['businessHours.Tuesday']).toBe('Hours must be 60 characters or less');
    expect(firstInvalidField(result.errors)).toBe('website');
  });

  it('accepts a filled form and builds the one add-and-claim payload', () => {
    const result = validateClaim(
      filled({
        website: 'queencitymovers.example',
        description: 'd'.repeat(300),
        serviceTags: ['licensed', 'insured'],
        businessHours: { ...emptyClaimValues().businessHours, Monday: '8:00 AM - 6:00 PM', Sunday: 'Closed' },
        claimerName: 'Dana Owner',
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const payload = newBusinessPayload(result.form, 'key-12345678');
    expect(payload).toMatchObject({
      businessName: 'Queen City Movers',
      zipCode: '28202',
      website: 'https://queencitymovers.example',
      serviceTags: ['licensed', 'insured'],
      businessHours: { Monday: '8:00 AM - 6:00 PM', Sunday: 'Closed' },
      claim: { claimerName: 'Dana Owner', claimerEmail: 'owner@queencitymovers.example' },
      submissionKey: 'key-12345678',
    });
    expect(payload.shortDescription).toHaveLength(200);
    expect(payload.longDescription).toHaveLength(300);
  });
});

describe('service tags', () => {
  it('adds tags in catalog order and removes them', () => {
    expect(toggleServiceTag(['insured'], 'licensed', true)).toEqual({ tags: ['licensed', 'insured'], limitReached: false });
    expect(toggleServiceTag(['licensed', 'insured'], 'licensed', false)).toEqual({ tags: ['insured'], limitReached: false });
  });

  it('allows exactly the limit and refuses one more', () => {
    const seven = ['licensed', 'free-quote', '24-7', 'eco-friendly', 'same-day', 'insured'];
    const full = toggleServiceTag(seven, 'verified', true);
    expect(full).toEqual({ tags: [...seven, 'verified'], limitReached: false });
    expect(toggleServiceTag(full.tags, 'an-eighth', true)).toEqual({ tags: full.tags, limitReached: true });
    expect(toggleServiceTag(['licensed', 'insured'], 'same-day', true, 2)).toEqual({ tags: ['licensed', 'insured'], limitReached: true });
  });

  it("has the spec's tag limit toast", () => {
    expect(CLAIM_TOASTS.tagLimit).toEqual({ title: 'Tag Limit Reached', description: 'You can select up to 7 service tags.' });
  });
});

describe('server answers', () => {
  it("maps the API's field names onto the form and drops unknown ones", () => {
    expect(
      serverFieldErrors({
        longDescription: 'Description must be 800 characters or less',
        'claim.claimerEmail': 'Please enter a valid email address',
        'serviceTags.3': 'Unknown tag',
        businessName: 'Business name is required',
        submissionKey: 'bad key',
      }),
    ).toEqual({
      description: 'Description must be 800 characters or less',
      claimerEmail: 'Please enter a valid email address',
      serviceTags: 'Unknown tag',
      businessName: 'Business name is required',
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });

  it('reads error bodies leniently', async () => {
    const body = { error: { code: 'validation_failed', message: 'Some fields are invalid.', fields: { email: 'Bad' } } };
    expect(await readApiError(new Response(JSON.stringify(body), { status: 400 }))).toEqual({
      message: 'Some fields are invalid.',
      fields: { email: 'Bad' },
    });
    expect(await readApiError(new Response('<html>oops</html>', { status: 502 }))).toEqual({});
  });

  it('makes submission keys the API accepts, different each time', () => {
    const a = newSubmissionKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newSubmissionKey()).not.toBe(a);
  });
});

describe('zod under the Content Security Policy', () => {
  it('runs without compiling code (no eval), once the form schemas are loaded', async () => {
    await import('../../domain/forms');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});

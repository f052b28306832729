import { describe, expect, it } from 'vitest';
import { ClaimFormSchema, MESSAGES, newBusinessPayload } from '../../domain/forms';
import { CLAIM_TOASTS, emptyClaimValues, newSubmissionKey, serverFieldErrors, type ClaimValues } from './claim-form-state';

/** The form's check (the schema its resolver uses): the parsed form, or the first message per field. */
function validateClaim(values: ClaimValues) {
  const result = ClaimFormSchema.safeParse(values);
  if (result.success) return { ok: true as const, form: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { ok: false as const, errors };
}

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
  });

  it('accepts a filled form and builds the one add-and-claim payload', () => {
    const result = validateClaim(
      filled({
        website: 'queencitymovers.example',
        description: 'd'.repeat(300),
        serviceTags: ['free-quote', 'same-day'],
        businessHours: { ...emptyClaimValues().businessHours, Monday: '8:00 AM - 6:00 PM', Sunday: 'Closed' },
        claimerName: 'Dana Owner',
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const payload = newBusinessPayload(result.form, 'key-12345678', 'en');
    expect(payload).toMatchObject({
      businessName: 'Queen City Movers',
      zipCode: '28202',
      website: 'https://queencitymovers.example',
      serviceTags: ['free-quote', 'same-day'],
      businessHours: { Monday: '8:00 AM - 6:00 PM', Sunday: 'Closed' },
      claim: { claimerName: 'Dana Owner', claimerEmail: 'owner@queencitymovers.example', locale: 'en' },
      submissionKey: 'key-12345678',
    });
    expect(payload.shortDescription).toHaveLength(200);
    expect(payload.longDescription).toHaveLength(300);
  });
});

describe('service tags', () => {
  it("has the spec's tag limit toast", () => {
    expect(CLAIM_TOASTS.tagLimit).toEqual({ title: 'Tag Limit Reached', description: 'You can select up to 7 service tags.' });
  });
});

describe('server answers', () => {
  it("maps the API's field names onto the form, in form order, and drops unknown ones", () => {
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
    expect(Object.keys(serverFieldErrors({ 'claim.claimerEmail': 'Bad', longDescription: 'Long' }))).toEqual(['description', 'claimerEmail']);
    expect(serverFieldErrors(undefined)).toEqual({});
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

import { describe, expect, it } from 'vitest';
import { CLAIM_FORM_BLANK_MESSAGES } from '../../tests/support/claim-form';
import { ClaimFormSchema, NewBusinessSchema, ReviewFormSchema, SubscriptionFormSchema, newBusinessPayload } from './forms';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const validClaim = {
  businessName: 'Queen City Movers',
  category: 'movers-packers',
  address: '100 N Tryon St, Charlotte, NC',
  phone: '(704) 555-0123',
  email: 'owner@queencity.example',
  website: '',
  description: 'Local and long-distance moves.',
  serviceTags: ['free-quote', 'same-day'],
  claimerName: 'Ana Owner',
  claimerEmail: 'ana@queencity.example',
  claimerPhone: '',
  agreeToTerms: true,
};

describe('review form', () => {
  it('requires a rating from 1 to 5 and a valid e-mail, with the spec messages', () => {
    expect(messages(ReviewFormSchema.safeParse({ reviewerEmail: 'nope' }))).toEqual({
      rating: 'Please select a rating',
      reviewerEmail: 'Please enter a valid email address',
    });
    expect(messages(ReviewFormSchema.safeParse({ rating: 6, reviewerEmail: 'a@b.co' }))).toEqual({
      rating: 'Please select a rating',
    });
  });

  it('limits the text to 300 characters and the name to 100', () => {
    const result = ReviewFormSchema.safeParse({ rating: 4, reviewerEmail: 'a@b.co', reviewText: 'x'.repeat(301), reviewerName: 'n'.repeat(101) });
    expect(messages(result)).toMatchObject({ reviewText: 'Review must be 300 characters or less' });
    expect(messages(result).reviewerName).toBeDefined();
    expect(ReviewFormSchema.parse({ rating: '5', reviewerEmail: ' a@b.co ', reviewText: 'x'.repeat(300), reviewerName: '' })).toEqual({
      rating: 5,
      reviewerEmail: 'a@b.co',
      reviewText: 'x'.repeat(300),
      reviewerName: undefined,
      locale: 'en',
    });
  });

  it('keeps the language of the page the review was written on, English when none is sent, and refuses any other', () => {
    expect(ReviewFormSchema.parse({ rating: 5, reviewerEmail: 'a@b.co', locale: 'es' }).locale).toBe('es');
    expect(ReviewFormSchema.parse({ rating: 5, reviewerEmail: 'a@b.co' }).locale).toBe('en');
    expect(messages(ReviewFormSchema.safeParse({ rating: 5, reviewerEmail: 'a@b.co', locale: 'es-MX' }))).toEqual({ locale: 'Language must be en or es' });
  });
});

describe('claim form', () => {
  it('accepts a complete form', () => {
    expect(ClaimFormSchema.safeParse(validClaim).success).toBe(true);
  });

  it('shows each required-field message of the spec', () => {
    const result = ClaimFormSchema.safeParse({
      ...validClaim,
      businessName: ' ',
      category: '',
      address: '',
      phone: '',
      email: 'x',
      claimerEmail: 'y',
      agreeToTerms: false,
    });
    expect(messages(result)).toEqual(CLAIM_FORM_BLANK_MESSAGES);
  });

  it('checks website, description length and the tag limit', () => {
    const result = ClaimFormSchema.safeParse({
      ...validClaim,
      website: 'not a url',
      description: 'd'.repeat(801),
      serviceTags: ['free-quote', '24-7', 'eco-friendly', 'same-day', 'free-quote', '24-7', 'eco-friendly', 'same-day'],
    });
    expect(messages(result)).toEqual({
      website: 'Please enter a valid website URL',
      description: 'Description must be 800 characters or less',
      serviceTags: 'You can select up to 7 service tags',
    });
    expect(ClaimFormSchema.parse({ ...validClaim, website: 'queencity.example' }).website).toBe('https://queencity.example');
  });

  it('builds the add-business payload of the spec: fixed ZIP, first 200 characters, no empty website', () => {
    const form = ClaimFormSchema.parse({ ...validClaim, description: 'a'.repeat(250) });
    const payload = newBusinessPayload(form, 'key-12345678', 'es');
    expect(payload.zipCode).toBe('28202');
    expect(payload.shortDescription).toHaveLength(200);
    expect(payload.longDescription).toHaveLength(250);
    expect('website' in payload).toBe(false);
    expect(payload.claim).toMatchObject({ claimerEmail: 'ana@queencity.example', locale: 'es' });
    expect(NewBusinessSchema.safeParse(payload).success).toBe(true);
  });
});

describe('upgrade form', () => {
  it('requires business, name, e-mail and plan with the spec messages', () => {
    expect(messages(SubscriptionFormSchema.safeParse({ businessId: '', customerName: '', customerEmail: 'x', planId: '' }))).toEqual({
      businessId: 'Please select a business',
      customerName: 'Customer name is required',
      customerEmail: 'Please enter a valid email address',
      planId: 'Please select a subscription plan',
    });
  });
});

describe('missing fields', () => {
  it('get the same messages as empty ones, for callers that leave them out', () => {
    expect(messages(SubscriptionFormSchema.safeParse({}))).toEqual({
      businessId: 'Please select a business',
      customerName: 'Customer name is required',
      customerEmail: 'Please enter a valid email address',
      planId: 'Please select a subscription plan',
    });
    expect(messages(ClaimFormSchema.safeParse({ agreeToTerms: true, category: 'pet-services', claimerEmail: 'a@b.co', email: 'a@b.co' }))).toEqual({
      businessName: 'Business name is required',
      address: 'Business address is required',
      phone: 'Phone number is required',
    });
    expect(messages(ReviewFormSchema.safeParse({}))).toEqual({
      rating: 'Please select a rating',
      reviewerEmail: 'Please enter a valid email address',
    });
  });
});

describe('text no field may hold', () => {
  it('refuses a NUL character or an unpaired surrogate in any text field, naming the field', async () => {
    const { INVALID_TEXT_MESSAGE, hasInvalidCharacters } = await import('./forms');
    expect(hasInvalidCharacters('ok \u{1F600} emoji')).toBe(false);
    for (const bad of ['a\u0000b', '\uD800', 'x\uDC00', '\uDBFFz', 'end\uD83D']) expect(hasInvalidCharacters(bad)).toBe(true);
    expect(messages(ReviewFormSchema.safeParse({ rating: 5, reviewerEmail: 'a@b.co', reviewText: 'Great\u0000' }))).toEqual({
      reviewText: INVALID_TEXT_MESSAGE,
    });
    expect(messages(ClaimFormSchema.safeParse({ ...validClaim, businessName: 'Movers \uD800' }))).toEqual({ businessName: INVALID_TEXT_MESSAGE });
    expect(messages(NewBusinessSchema.safeParse({ ...validClaim, longDescription: 'ok', businessHours: { Monday: '9-5\u0000' } }))).toEqual({
      'businessHours.Monday': INVALID_TEXT_MESSAGE,
    });
    expect(messages(SubscriptionFormSchema.safeParse({ businessId: 1, customerName: 'Pat\uDFFF', customerEmail: 'p@x.co', planId: 1 }))).toEqual({
      customerName: INVALID_TEXT_MESSAGE,
    });
  });
});

describe('ids', () => {
  it('are whole numbers from 1 to 2^31 - 1 (the database integer range), as numbers or digit strings', async () => {
    const { BusinessClaimSchema, MAX_ID } = await import('./forms');
    const form = { customerName: 'Pat', customerEmail: 'p@x.co' };
    expect(SubscriptionFormSchema.safeParse({ ...form, businessId: MAX_ID, planId: '7' }).data).toMatchObject({ businessId: MAX_ID, planId: 7 });
    for (const bad of [2 ** 31, '2147483648', 2 ** 53, '99999999999999999999', 0, -1, 1.5, '1e3', '0x10', true, null, 'NaN', Infinity]) {
      expect(messages(SubscriptionFormSchema.safeParse({ ...form, businessId: bad, planId: bad }))).toEqual({
        businessId: 'Please select a business',
        planId: 'Please select a subscription plan',
      });
      expect(BusinessClaimSchema.safeParse({ businessId: bad, claimerEmail: 'a@b.co' }).success).toBe(false);
    }
  });
});

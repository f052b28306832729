import { describe, expect, it } from 'vitest';
import { emptyValues, formatPrice, isMostPopular, readApiFailure, validateUpgrade } from './premium-state';

describe('upgrade form rules', () => {
  it('shows priceMonthly / 100 with two decimals per month', () => {
    expect(formatPrice(4999)).toEqual({ amount: '$49.99', period: '/month' });
    expect(formatPrice(2000)).toEqual({ amount: '$20.00', period: '/month' });
    expect(formatPrice(5)).toEqual({ amount: '$0.05', period: '/month' });
  });

  it("marks the plan whose name contains 'Featured' as Most Popular", () => {
    expect(isMostPopular({ name: 'Featured Listing' })).toBe(true);
    expect(isMostPopular({ name: 'Premium Featured Plus' })).toBe(true);
    expect(isMostPopular({ name: 'Basic Listing' })).toBe(false);
  });

  it("gives the spec's message for each empty field and accepts a complete form", () => {
    expect(validateUpgrade(emptyValues())).toEqual({
      ok: false,
      errors: {
        businessId: 'Please select a business',
        customerName: 'Customer name is required',
        customerEmail: 'Please enter a valid email address',
        planId: 'Please select a subscription plan',
      },
    });
    expect(validateUpgrade({ businessId: '12', customerName: ' Dana ', customerEmail: 'dana@example.com', planId: '2' })).toEqual({
      ok: true,
      form: { businessId: 12, customerName: 'Dana', customerEmail: 'dana@example.com', planId: 2 },
    });
  });

  it("reads the API's error message and fields, and survives a body that is not JSON", async () => {
    const json = new Response(JSON.stringify({ error: { code: 'validation_failed', message: 'Some fields are invalid.', fields: { planId: 'x' } } }), {
      status: 400,
    });
    expect(await readApiFailure(json)).toEqual({ status: 400, message: 'Some fields are invalid.', fields: { planId: 'x' } });
    expect(await readApiFailure(new Response('<h1>502</h1>', { status: 502 }))).toEqual({ status: 502 });
  });
});

import { describe, expect, it } from 'vitest';
import { emptyValues, planPrice, isComplete, isMostPopular } from './premium-state';

describe('upgrade form rules', () => {
  it('shows priceMonthly / 100 with two decimals per month', () => {
    expect(planPrice(4999)).toEqual({ amount: '$49.99', period: '/month' });
    expect(planPrice(2000)).toEqual({ amount: '$20.00', period: '/month' });
    expect(planPrice(5)).toEqual({ amount: '$0.05', period: '/month' });
  });

  it("marks the plan whose name contains 'Featured' as Most Popular", () => {
    expect(isMostPopular({ name: 'Featured Listing' })).toBe(true);
    expect(isMostPopular({ name: 'Premium Featured Plus' })).toBe(true);
    expect(isMostPopular({ name: 'Basic Listing' })).toBe(false);
  });

  it('is complete only when the shared schema takes every field', () => {
    const complete = { businessId: '12', customerName: ' Dana ', customerEmail: 'dana@example.com', planId: '2' };
    expect(isComplete(emptyValues())).toBe(false);
    expect(isComplete(complete)).toBe(true);
    expect(isComplete({ ...complete, businessId: '' })).toBe(false);
    expect(isComplete({ ...complete, customerName: '   ' })).toBe(false);
    expect(isComplete({ ...complete, customerEmail: 'dana@' })).toBe(false);
    expect(isComplete({ ...complete, planId: '' })).toBe(false);
  });
});

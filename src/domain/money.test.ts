import { describe, expect, it } from 'vitest';
import { formatCents, formatDollarAmount, formatDollars, formatDollarsAndCents } from './money';

describe('money', () => {
  it('writes whole dollars rounded, with thousands separators', () => {
    expect(formatDollars(1234.5)).toBe('$1,235');
    expect(formatDollars(0)).toBe('$0');
  });
  it('writes dollars and cents with two decimals', () => {
    expect(formatDollarsAndCents(18.4)).toBe('$18.40');
  });
  it('writes decimals only when an amount has some', () => {
    expect(formatDollarAmount(1200)).toBe('$1,200');
    expect(formatDollarAmount(1200.5)).toBe('$1,200.5');
  });
  it('writes Stripe cents in their currency', () => {
    expect(formatCents(4999)).toBe('$49.99');
    expect(formatCents(123456, 'usd')).toBe('$1,234.56');
    expect(formatCents(500, 'eur')).toBe('€5.00');
  });
});

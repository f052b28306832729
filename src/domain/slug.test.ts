import { describe, expect, it } from 'vitest';
import { isSlug } from './slug';

describe('isSlug', () => {
  it('accepts hyphen-joined lowercase runs', () => {
    expect(isSlug('plaza-midwood')).toBe(true);
    expect(isSlug('noda2')).toBe(true);
  });
  it('refuses capitals, doubled, leading or trailing hyphens, spaces and path pieces', () => {
    for (const value of ['Plaza', 'a--b', '-a', 'a-', 'a b', '../a', '__proto__', '']) expect(isSlug(value)).toBe(false);
  });
});

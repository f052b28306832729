import { describe, expect, it } from 'vitest';
import { ADDRESS_TOO_LONG, ADDRESS_TOO_SHORT, addressProblem } from './address-place';

describe('addressProblem (the typed "my place" address, checked in the island and the API)', () => {
  it('accepts a street address, spaces around it ignored', () => {
    expect(addressProblem('  600 E 4th St, Charlotte ')).toBeNull();
  });

  it('asks for an address when the text is too short, and refuses one too long', () => {
    expect(addressProblem('')).toBe(ADDRESS_TOO_SHORT);
    expect(addressProblem('  ab   ')).toBe(ADDRESS_TOO_SHORT);
    expect(addressProblem('x'.repeat(201))).toBe(ADDRESS_TOO_LONG);
    expect(addressProblem('x'.repeat(200))).toBeNull();
  });
});

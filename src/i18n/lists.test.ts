import { describe, expect, it } from 'vitest';
import { nameList } from './lists';

describe('nameList', () => {
  it('lists names as each language writes them in a sentence', () => {
    expect(nameList([], 'en')).toBe('');
    expect(nameList(['Crown Town'], 'es')).toBe('Crown Town');
    expect(nameList(['Crown Town', 'Queen City'], 'en')).toBe('Crown Town and Queen City');
    expect(nameList(['A, and Sons', 'B', 'C'], 'en')).toBe('A, and Sons, B and C');
    expect(nameList(['Crown Town', 'Queen City', 'Uptown'], 'es')).toBe('Crown Town, Queen City y Uptown');
    expect(nameList(['Crown Town', 'Hilton Movers'], 'es')).toBe('Crown Town y Hilton Movers');
    expect(nameList(['Crown Town', 'Queen City', 'Interstate Movers'], 'es')).toBe('Crown Town, Queen City e Interstate Movers');
  });
});

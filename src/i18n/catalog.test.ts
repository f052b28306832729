import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import { categoryText } from './categories';
import { fill } from './messages';
import { CATEGORY_VALUES } from '../domain/catalog';
import { ADDRESS_NO_MATCH, ADDRESS_SERVICE_DOWN, ADDRESS_TOO_LONG, ADDRESS_TOO_SHORT } from '../domain/address-place';
import { flattenCatalog } from './flatten-catalog';

/** Messages that are the same words in both languages. */
const SAME_IN_BOTH = new Set([
  'notFound.eyebrow',
  'listing.city',
  'listing.cityName',
  'listing.siteName',
  'review.errorTitle',
  'neighborhoodProfile.npaOne',
  'neighborhoodProfile.no',
  'neighborhoodCompare.no',
]);

describe('the message catalogs', () => {
  it('have the same keys in English and Spanish', () => {
    expect([...flattenCatalog(es).keys()].sort()).toEqual([...flattenCatalog(en).keys()].sort());
  });

  it('hold no empty message and no English left untranslated in the Spanish catalog', () => {
    const english = flattenCatalog(en);
    for (const [key, text] of flattenCatalog(es)) {
      expect(text.trim(), key).not.toBe('');
      if (!SAME_IN_BOTH.has(key)) expect(text, key).not.toBe(english.get(key));
    }
  });

  it('give each message the same {placeholders} in both languages', () => {
    const names = (text = '') => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const spanish = flattenCatalog(es);
    for (const [key, text] of flattenCatalog(en)) expect(names(spanish.get(key)), key).toEqual(names(text));
  });

  it('fill placeholders and leave unknown ones as they are', () => {
    expect(fill(es.guides.checklist.progress, { done: 3, total: 40 })).toBe('3 de 40 tareas hechas');
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('name every category in Spanish, each differently', () => {
    const labels = CATEGORY_VALUES.map((value) => categoryText(value, 'es').label);
    expect(new Set(labels).size).toBe(CATEGORY_VALUES.length);
    expect(categoryText('movers-packers', 'es')).toEqual({ label: 'Mudanzas y embalaje', description: 'servicios profesionales de mudanza' });
    expect(categoryText('movers-packers', 'en').label).toBe('Movers & Packers');
  });
});

describe('the English catalog says what the domain says', () => {
  it('has the address messages of src/domain/address-place.ts', () => {
    expect(en.search.addressTooShort).toBe(ADDRESS_TOO_SHORT);
    expect(en.search.addressTooLong).toBe(ADDRESS_TOO_LONG);
    expect(en.search.addressNoMatch).toBe(ADDRESS_NO_MATCH);
    expect(en.search.addressServiceDown).toBe(ADDRESS_SERVICE_DOWN);
  });
});

import { describe, expect, it } from 'vitest';
import { englishPath, formatDate, localeOfPath, localizedPath } from './locale';
import { formatDollars } from '../domain/money';
import { alternatesOf, linkIn } from './routes';

describe('a page path and its language', () => {
  it('reads Spanish only under /es/, and maps each path to the other language', () => {
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/es/privacy')).toBe('es');
    expect(localeOfPath('/essential')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
    expect(englishPath('/es/')).toBe('/');
    expect(englishPath('/es/guide/faq/')).toBe('/guide/faq');
    expect(localizedPath('/', 'es')).toBe('/es');
    expect(localizedPath('/guide/faq', 'es')).toBe('/es/guide/faq');
    expect(localizedPath('/es/guide/faq', 'en')).toBe('/guide/faq');
  });

  it('names alternates and links to Spanish only for pages that exist in Spanish', () => {
    expect(alternatesOf('/es/')).toEqual({ en: '/', es: '/es' });
    expect(alternatesOf('/')).toEqual({ en: '/', es: '/es' });
    expect(alternatesOf('/admin')).toBeUndefined();
    expect(linkIn('/', 'es')).toBe('/es');
    expect(linkIn('/admin', 'es')).toBe('/admin');
    expect(linkIn('/', 'en')).toBe('/');
  });

  it("sends a link with a query and a fragment to the Spanish page, keeping both; the business's answer page stays English", () => {
    expect(linkIn('/quotes/new?category=movers-packers&ids=1,2', 'es')).toBe('/es/quotes/new?category=movers-packers&ids=1,2');
    expect(linkIn('/quotes/status#token=abc', 'es')).toBe('/es/quotes/status#token=abc');
    expect(linkIn('/quotes/new?category=movers-packers', 'en')).toBe('/quotes/new?category=movers-packers');
    expect(linkIn('/quotes/reply#token=abc', 'es')).toBe('/quotes/reply#token=abc');
    expect(linkIn('?x=1', 'es')).toBe('/es?x=1');
  });

  it('knows the listings exist in Spanish, whatever their category and neighborhood', () => {
    for (const path of [
      '/search',
      '/businesses',
      '/categories',
      '/categories/pet-services',
      '/charlotte',
      '/charlotte/movers-packers',
      '/charlotte/movers-packers/noda',
    ]) {
      expect(alternatesOf(path), path).toEqual({ en: path, es: `/es${path}` });
    }
    expect(linkIn('/charlotte/movers-packers', 'es')).toBe('/es/charlotte/movers-packers');
    expect(alternatesOf('/charlotte/listing')).toBeUndefined();
    expect(alternatesOf('/es/charlotte/listing/queen-city-movers')).toEqual({
      en: '/charlotte/listing/queen-city-movers',
      es: '/es/charlotte/listing/queen-city-movers',
    });
    expect(alternatesOf('/charlotte/a/b/c')).toBeUndefined();
  });
});

describe('dates and money in each language', () => {
  it('writes dates as a Spanish or English reader expects, in Charlotte time', () => {
    const date = new Date('2026-11-28T15:00:00Z');
    expect(formatDate(date, 'es')).toBe('28 de noviembre de 2026');
    expect(formatDate(date, 'en')).toBe('November 28, 2026');
    // 01:00 UTC on the 29th is still the 28th in Charlotte.
    expect(formatDate(new Date('2026-11-29T01:00:00Z'), 'es')).toBe('28 de noviembre de 2026');
  });

  it('needs no Spanish money formatter: es-US writes US dollars as en-US does (src/domain/money.ts serves both)', () => {
    const esUs = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    expect(esUs.format(1540)).toBe(formatDollars(1540));
    expect(formatDollars(1540)).toBe('$1,540');
  });
});

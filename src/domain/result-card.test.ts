import { describe, expect, it } from 'vitest';
import { LIMITS } from './catalog';
import { isFeatured, ratingLabel, wholeStars } from './card-display';
import { cardDescription, featurePhrases, toResultCard, truncateText } from './result-card';
import type { Business } from './types';

const business = (patch: Partial<Business> = {}): Business => ({
  id: 7,
  slug: 'queen-city-movers',
  businessName: 'Queen City Movers',
  category: 'movers-packers',
  address: '100 N Tryon St, Charlotte, NC 28202',
  zipCode: '28202',
  phone: '(704) 555-0123',
  email: null,
  website: null,
  shortDescription: 'Local and long-distance moves.',
  longDescription: null,
  websiteSummary: null,
  businessHours: null,
  serviceTags: ['free-quote', 'same-day'],
  languages: [],
  neighborhood: 'uptown',
  isPremium: false,
  isVerified: true,
  isClaimed: false,
  credentials: [],
  quoteReachable: false,
  userRating: 4.36,
  reviewCount: 12,
  details: null,
  latitude: null,
  longitude: null,
  locationApproximate: false,
  status: 'published',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...patch,
});

describe('result cards', () => {
  it('describes with shortDescription, else longDescription, else websiteSummary, else the category', () => {
    expect(cardDescription(business())).toBe('Local and long-distance moves.');
    expect(cardDescription(business({ shortDescription: '  ', longDescription: 'Long text.' }))).toBe('Long text.');
    expect(cardDescription(business({ shortDescription: null, longDescription: null, websiteSummary: 'From the website.' }))).toBe('From the website.');
    expect(cardDescription(business({ shortDescription: null }))).toBe('Movers & Packers serving Charlotte, NC.');
  });

  it('limits the description to 100 characters with an ellipsis', () => {
    const long = 'Full-service movers handling apartments, houses and offices across Charlotte with careful packing and storage.';
    const text = cardDescription(business({ shortDescription: long }));
    expect(LIMITS.cardDescription).toBe(100);
    expect(text.length).toBeLessThanOrEqual(100);
    expect(text.endsWith('…')).toBe(true);
    expect(long.startsWith(text.slice(0, -1))).toBe(true);
    expect(truncateText('x'.repeat(150), 100)).toBe(`${'x'.repeat(99)}…`);
    expect(truncateText('short', 100)).toBe('short');
    expect(truncateText('y'.repeat(100), 100)).toBe('y'.repeat(100));
  });

  it('takes up to 4 feature phrases: Highlights 3, Popular for 2, Offerings 2', () => {
    const details = {
      Highlights: { 'Family owned': true, Hidden: false, 'Same-day quotes': true, 'Bilingual staff': true, 'Fourth highlight': true },
      'Popular for': { 'Apartment moves': true, 'Piano moves': true },
      Offerings: { Packing: true, Storage: true },
    };
    expect(featurePhrases(details)).toEqual(['Family owned', 'Same-day quotes', 'Bilingual staff', 'Apartment moves']);
    expect(featurePhrases({ Offerings: { Packing: true, Storage: true, Crating: true }, 'Popular for': { Condos: true } })).toEqual([
      'Condos',
      'Packing',
      'Storage',
    ]);
    expect(featurePhrases(null)).toEqual([]);
  });

  it('shows whole stars from the floor, out of 5, with an accessible text', () => {
    expect(wholeStars(4.9)).toBe(4);
    expect(wholeStars(5)).toBe(5);
    expect(wholeStars(0)).toBe(0);
    expect(wholeStars(7)).toBe(5);
    expect(wholeStars(Number.NaN)).toBe(0);
    expect(ratingLabel(4.3)).toBe('Rated 4.3 out of 5');
    expect(ratingLabel(4.36)).toBe('Rated 4.4 out of 5');
  });

  it('marks FEATURED only on the first result of the first page, and only if premium', () => {
    expect(isFeatured({ isPremium: true }, 0, 1)).toBe(true);
    expect(isFeatured({ isPremium: false }, 0, 1)).toBe(false);
    expect(isFeatured({ isPremium: true }, 1, 1)).toBe(false);
    expect(isFeatured({ isPremium: true }, 0, 2)).toBe(false);
  });

  it("says the languages as the business's own statement, in the page's language, and nothing when it said none", () => {
    expect(toResultCard(business({ languages: ['es', 'en'] })).languages).toBe('The business says its staff speak English and Spanish.');
    expect(toResultCard(business({ languages: ['es', 'en'] }), 'es').languages).toBe('El negocio dice que su personal habla inglés y español.');
    expect(toResultCard(business({ languages: [] })).languages).toBe('');
  });

  it('maps a business to a small card', () => {
    const card = toResultCard(
      business({ serviceTags: ['24-7', 'licensed'], credentials: [{ kind: 'insured', insurer: 'Carolina Casualty', expiresOn: '2027-06-30' }] }),
    );
    expect(card).toMatchObject({
      id: 7,
      slug: 'queen-city-movers',
      name: 'Queen City Movers',
      description: 'Local and long-distance moves.',
      rating: 4.36,
      reviewCount: 12,
      // What the business says, never a credential; credentials only from the staff's record.
      tags: ['24-7'],
      credentials: ['insured', 'verified'],
      features: [],
      isPremium: false,
      telHref: 'tel:+17045550123',
    });
    expect(Object.keys(card)).not.toContain('email');
  });

  it('shows where the business is: neighborhood and short address, with the town outside Charlotte', () => {
    expect(toResultCard(business()).location).toBe('Uptown · 100 N Tryon St');
    expect(toResultCard(business()).locationApproximate).toBe(false);
    expect(toResultCard(business({ locationApproximate: true })).locationApproximate).toBe(true);
    expect(toResultCard(business({ neighborhood: 'matthews', address: '285 N Trade St, Matthews, NC 28105', zipCode: '28105' })).location).toBe(
      'Matthews · 285 N Trade St',
    );
    expect(toResultCard(business({ neighborhood: 'charlotte-metro', address: '285 N Trade St, Matthews, NC 28105' })).location).toBe(
      'Charlotte Metro · 285 N Trade St, Matthews',
    );
    expect(toResultCard(business({ neighborhood: 'myers-park', address: '1900 Selwyn Ave' })).location).toBe('Myers Park · 1900 Selwyn Ave');
    expect(toResultCard(business({ neighborhood: null })).location).toBe('100 N Tryon St');
    expect(toResultCard(business({ neighborhood: null, address: '' })).location).toBe('');
  });
});

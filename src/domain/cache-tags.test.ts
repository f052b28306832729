import { describe, expect, it } from 'vitest';
import { HOURS_POLICY, publicCacheHeaders, tagsForBusinessChange, tagsForListing, tagsForWrite, tagsOfHeader, type TaggedBusiness } from './cache-tags';

const plumber: TaggedBusiness = { id: 42, category: 'home-services', neighborhood: 'south-end' };
const noArea: TaggedBusiness = { id: 7, category: 'healthcare', neighborhood: null };

describe('tagsForWrite', () => {
  it('an approved review purges the business and the listings it appears in, nothing else', () => {
    expect(tagsForWrite({ kind: 'review-approved', business: plumber })).toEqual([
      'business-42',
      'category-home-services',
      'listings',
      'neighborhood-south-end',
    ]);
  });

  it('a business without a neighborhood purges no neighborhood tag', () => {
    expect(tagsForWrite({ kind: 'review-approved', business: noArea })).toEqual(['business-7', 'category-healthcare', 'listings']);
  });

  it('publishing a business, moving its pin and a premium change purge the same tags', () => {
    const expected = ['business-42', 'category-home-services', 'listings', 'neighborhood-south-end'];
    expect(tagsForWrite({ kind: 'business-published', business: plumber })).toEqual(expected);
    expect(tagsForWrite({ kind: 'pin-moved', business: plumber })).toEqual(expected);
    expect(tagsForWrite({ kind: 'premium-changed', business: plumber })).toEqual(expected);
  });

  it('an owner edit that moves the business to another category and area purges the old and the new listings', () => {
    const moved = { ...plumber, category: 'moving-storage', neighborhood: 'noda' };
    expect(tagsForBusinessChange(moved, plumber)).toEqual([
      'business-42',
      'category-home-services',
      'category-moving-storage',
      'listings',
      'neighborhood-noda',
      'neighborhood-south-end',
    ]);
  });

  it('an owner edit of the same business without its previous state purges its current tags', () => {
    expect(tagsForBusinessChange(plumber)).toEqual(tagsForWrite({ kind: 'review-approved', business: plumber }));
  });

  it('publishing a neighborhood purges that neighborhood and the answers listing neighborhoods, no business', () => {
    expect(tagsForWrite({ kind: 'neighborhood-published', neighborhood: 'dilworth' })).toEqual(['neighborhood-dilworth', 'neighborhoods']);
  });
});

describe('listing tags', () => {
  it('a listing narrowed to a category is purged by that category, not by every listing write', () => {
    expect(tagsForListing({ category: 'home-services' })).toEqual(['category-home-services', 'neighborhoods']);
  });

  it('an unnarrowed listing is purged by any business write', () => {
    expect(tagsForListing({})).toEqual(['listings', 'neighborhoods']);
    expect(tagsForListing({ neighborhood: 'noda' })).toEqual(['listings', 'neighborhood-noda', 'neighborhoods']);
  });

  it('every business write reaches the listings that can show that business', () => {
    const writeTags = new Set(tagsForWrite({ kind: 'review-approved', business: plumber }));
    for (const listing of [{}, { category: 'home-services' }, { category: 'home-services', neighborhood: 'south-end' }, { neighborhood: 'south-end' }]) {
      expect(tagsForListing(listing).some((tag) => writeTags.has(tag))).toBe(true);
    }
    expect(tagsForListing({ category: 'healthcare' }).some((tag) => writeTags.has(tag))).toBe(false);
  });
});

describe('publicCacheHeaders', () => {
  it('gives browsers a short Cache-Control and the CDN a durable, tagged one with stale-while-revalidate', () => {
    const headers = publicCacheHeaders(['listings', 'business-42', 'listings'], HOURS_POLICY);
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(headers['netlify-cdn-cache-control']).toBe('public, durable, s-maxage=300, stale-while-revalidate=60');
    expect(tagsOfHeader(headers['netlify-cache-tag']!)).toEqual(['business-42', 'listings']);
  });

  it('reads no tags from a missing header', () => {
    expect(tagsOfHeader(null)).toEqual([]);
    expect(tagsOfHeader(' a , b ,')).toEqual(['a', 'b']);
  });
});

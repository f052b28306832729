import { describe, expect, it } from 'vitest';
import {
  EMPTY_CATEGORY_TEXT,
  EMPTY_TEXT,
  countText,
  emptyText,
  listingDescription,
  listingHeading,
  listingTitle,
  neighborhoodName,
  resultsHeading,
  searchedForText,
} from './listing-text';

describe('headings, title and description', () => {
  it('names the category and neighborhood', () => {
    expect(listingHeading('Movers & Packers', 'Uptown')).toBe('Movers & Packers in Uptown');
    expect(listingHeading('Movers & Packers')).toBe('Movers & Packers');
    expect(listingHeading(undefined, 'Myers Park')).toBe('All Businesses in Myers Park');
    expect(listingHeading()).toBe('All Businesses');
    expect(resultsHeading('Pet Services')).toBe('Pet Services in Charlotte');
    expect(resultsHeading()).toBe('All Businesses in Charlotte');
  });

  it('builds the page title', () => {
    expect(listingTitle('Movers & Packers', 'Uptown')).toBe('Movers & Packers - Uptown - Charlotte, NC - Charlotte Directory');
    expect(listingTitle('Movers & Packers')).toBe('Movers & Packers - Charlotte, NC - Charlotte Directory');
    expect(listingTitle(undefined, 'NoDa')).toBe('All Businesses - NoDa - Charlotte, NC - Charlotte Directory');
    expect(listingTitle()).toBe('All Businesses - Charlotte, NC - Charlotte Directory');
  });

  it('says the page helps find, compare reviews, get quotes and contact', () => {
    const text = listingDescription('Movers & Packers', 'Uptown');
    expect(text).toContain('Movers & Packers in Uptown, Charlotte, NC');
    expect(text).toContain('Compare reviews, get quotes and contact local businesses');
  });

  it('names neighborhoods from the table, the filter list, else the slug', () => {
    expect(neighborhoodName('myers-park', { 'myers-park': 'Myers Park' })).toBe('Myers Park');
    expect(neighborhoodName('noda')).toBe('NoDa');
    expect(neighborhoodName('steele-creek')).toBe('Steele Creek');
    expect(neighborhoodName(null)).toBeUndefined();
  });

  it('counts results and picks the empty message', () => {
    expect(countText(42)).toBe('42 businesses found');
    expect(countText(0)).toBe('0 businesses found');
    expect(emptyText({ category: 'pet-services', q: '' })).toBe(EMPTY_CATEGORY_TEXT);
    expect(emptyText({ category: 'pet-services', q: 'zzz' })).toBe(EMPTY_TEXT);
    expect(emptyText({ category: null, q: '' })).toBe(EMPTY_TEXT);
    expect(EMPTY_CATEGORY_TEXT).toBe("Coming Soon! We're working on adding businesses in this category.");
    expect(EMPTY_TEXT).toBe('No results found. Try adjusting your search criteria.');
  });
});

describe('searchedForText', () => {
  it('names the search text, and the words searched instead when they differ', () => {
    expect(searchedForText('movers', undefined)).toBe('Showing results for “movers”');
    expect(searchedForText('movres', 'movers')).toBe('Showing results for “movers” instead of “movres”');
    expect(searchedForText('  ', undefined)).toBeNull();
  });
});

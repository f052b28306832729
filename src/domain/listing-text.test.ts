import { describe, expect, it } from 'vitest';
import {
  countText,
  emptyText,
  fill,
  listingDescription,
  listingHeading,
  listingTitle,
  neighborhoodName,
  resultsHeading,
  searchedForText,
} from './listing-text';
import { LISTING_WORDS as W } from './listing-words';

describe('headings, title and description', () => {
  it('names the category and neighborhood', () => {
    expect(listingHeading('Movers & Packers', 'Uptown', W)).toBe('Movers & Packers in Uptown');
    expect(listingHeading('Movers & Packers', undefined, W)).toBe('Movers & Packers');
    expect(listingHeading(undefined, 'Myers Park', W)).toBe('All Businesses in Myers Park');
    expect(listingHeading(undefined, undefined, W)).toBe('All Businesses');
    expect(resultsHeading('Pet Services', W)).toBe('Pet Services in Charlotte');
    expect(resultsHeading(undefined, W)).toBe('All Businesses in Charlotte');
  });

  it('builds the page title', () => {
    expect(listingTitle('Movers & Packers', 'Uptown', W)).toBe('Movers & Packers - Uptown - Charlotte, NC - Charlotte Directory');
    expect(listingTitle('Movers & Packers', undefined, W)).toBe('Movers & Packers - Charlotte, NC - Charlotte Directory');
    expect(listingTitle(undefined, 'NoDa', W)).toBe('All Businesses - NoDa - Charlotte, NC - Charlotte Directory');
    expect(listingTitle(undefined, undefined, W)).toBe('All Businesses - Charlotte, NC - Charlotte Directory');
  });

  it('says the page helps find, compare reviews, get quotes and contact', () => {
    const text = listingDescription('Movers & Packers', 'Uptown', W);
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
    expect(countText(42, W)).toBe('42 businesses found');
    expect(countText(0, W)).toBe('0 businesses found');
    expect(emptyText({ category: 'pet-services', q: '' }, W)).toBe(W.emptyCategory);
    expect(emptyText({ category: 'pet-services', q: 'zzz' }, W)).toBe(W.empty);
    expect(emptyText({ category: null, q: '' }, W)).toBe(W.empty);
    expect(W.emptyCategory).toBe("Coming Soon! We're working on adding businesses in this category.");
    expect(W.empty).toBe('No results found. Try adjusting your search criteria.');
  });
});

describe('searchedForText', () => {
  it('names the search text, and the words searched instead when they differ', () => {
    expect(searchedForText('movers', undefined, W)).toBe('Showing results for “movers”');
    expect(searchedForText('movres', 'movers', W)).toBe('Showing results for “movers” instead of “movres”');
    expect(searchedForText('  ', undefined, W)).toBeNull();
  });
});

describe('the words of another language', () => {
  const words = {
    ...W,
    allBusinesses: 'Todos los negocios',
    headingIn: '{what} en {where}',
    countMany: '{count} negocios encontrados',
  };

  it('fills each value in its place and leaves unknown names as they are', () => {
    expect(fill('{count} de {max}', { count: 2, max: 5 })).toBe('2 de 5');
    expect(fill('{count} {unknown}', { count: 1 })).toBe('1 {unknown}');
  });

  it('writes headings and counts with the words given', () => {
    expect(listingHeading(undefined, 'NoDa', words)).toBe('Todos los negocios en NoDa');
    expect(resultsHeading('Mudanzas y embalaje', words)).toBe('Mudanzas y embalaje en Charlotte');
    expect(countText(3, words)).toBe('3 negocios encontrados');
  });
});

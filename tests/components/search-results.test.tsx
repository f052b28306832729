/**
 * The search island (/search): the server's results shown without fetching again, filters
 * applied with GET /api/businesses and kept in the URL, the spec's empty and error texts,
 * Retry, and paging.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '../../src/domain/catalog';
import { DEFAULT_STATE, SEARCH_ROUTE, type ListingState } from '../../src/domain/listing-state';
import { toResultCard } from '../../src/domain/result-card';
import type { Business, BusinessSearchResult } from '../../src/domain/types';
import SearchResults from '../../src/islands/search/SearchResults';
import { apiError, fakeApi } from './support/api';
import { businessFixture } from './support/fixtures';

const MOVERS = businessFixture({
  id: 7,
  slug: 'queen-city-movers',
  businessName: 'Queen City Movers',
  category: 'movers-packers',
  userRating: 4.5,
  reviewCount: 12,
});
const STORAGE = businessFixture({ id: 9, slug: 'noda-storage', businessName: 'NoDa Storage', category: 'storage-junk-removal' });

function renderSearch(businesses: Business[], total = businesses.length, state: Partial<ListingState> = {}) {
  window.history.replaceState(null, '', '/search');
  return render(
    <SearchResults
      route={SEARCH_ROUTE}
      state={{ ...DEFAULT_STATE, ...state }}
      result={{ cards: businesses.map(toResultCard), total }}
      neighborhoods={[['noda', 'NoDa', 35.2468, -80.8062]]}
      tiles={{ url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'Tiles' }}
    />,
  );
}

const answer = (businesses: Business[], total = businesses.length): BusinessSearchResult => ({ businesses, total });
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Results' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('search results', () => {
  it("shows the server's results and count without asking the API again", () => {
    const api = fakeApi();
    renderSearch([MOVERS, STORAGE]);
    expect(screen.getByTestId('result-count').textContent).toBe('2 businesses found');
    expect(cardNames()).toEqual(['Queen City Movers', 'NoDa Storage']);
    expect(api.calls).toHaveLength(0);
  });

  it('applies the filters with one search, puts them in the address, and shows the new results', async () => {
    const api = fakeApi().on('GET', '/api/businesses', answer([MOVERS], 1));
    const user = userEvent.setup();
    renderSearch([MOVERS, STORAGE]);

    await user.type(screen.getByLabelText('Keywords'), 'movers');
    await user.selectOptions(screen.getByLabelText('Category'), 'movers-packers');
    await user.selectOptions(screen.getByLabelText('Neighborhood'), 'noda');
    // Nothing is searched until the filters are applied.
    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));

    await waitFor(() => expect(screen.getByTestId('result-count').textContent).toBe('1 business found'));
    expect(cardNames()).toEqual(['Queen City Movers']);
    expect(api.calls).toHaveLength(1);
    expect(Object.fromEntries(api.calls[0]?.query ?? [])).toEqual({
      search: 'movers',
      category: 'movers-packers',
      neighborhood: 'noda',
      limit: String(PAGE_SIZE),
    });
    const address = new URL(window.location.href);
    expect(address.pathname).toBe('/search');
    expect(address.searchParams.get('q')).toBe('movers');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('NoDa');
  });

  it("says 'Coming Soon!' for an empty category and 'No results found' for an empty search", async () => {
    const api = fakeApi().on('GET', '/api/businesses', answer([]));
    const user = userEvent.setup();
    renderSearch([MOVERS]);

    await user.selectOptions(screen.getByLabelText('Category'), 'pet-services');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(await screen.findByText("Coming Soon! We're working on adding businesses in this category.")).toBeTruthy();

    await user.type(screen.getByLabelText('Keywords'), 'zebra grooming');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(await screen.findByText('No results found. Try adjusting your search criteria.')).toBeTruthy();
    expect(api.calls).toHaveLength(2);
  });

  it('shows the error text with Retry when the search fails, and Retry asks again', async () => {
    const api = fakeApi().on('GET', '/api/businesses', apiError(500, 'internal_error', 'Database unavailable'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderSearch([MOVERS]);

    await user.type(screen.getByLabelText('Keywords'), 'movers');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load businesses. Please try again.');
    // The internal error says what failed, with the status and body.
    expect(logged).toHaveBeenCalledWith('Failed to fetch businesses', new Error('500: {"error":{"code":"internal_error","message":"Database unavailable"}}'));
    logged.mockRestore();

    api.on('GET', '/api/businesses', answer([MOVERS], 1));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardNames()).toEqual(['Queen City Movers']));
    expect(api.calls).toHaveLength(2);
  });

  it('pages with Next: the next offset is asked for and the address says which page', async () => {
    const page2 = Array.from({ length: 3 }, (_, i) => businessFixture({ id: 100 + i, slug: `page-two-${i}`, businessName: `Page Two ${i}` }));
    const api = fakeApi().on('GET', '/api/businesses', answer(page2, PAGE_SIZE + 3));
    const user = userEvent.setup();
    const firstPage = Array.from({ length: PAGE_SIZE }, (_, i) => businessFixture({ id: 1 + i, slug: `page-one-${i}`, businessName: `Page One ${i}` }));
    renderSearch(firstPage, PAGE_SIZE + 3);

    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pagination).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(cardNames()).toEqual(['Page Two 0', 'Page Two 1', 'Page Two 2']));
    expect(api.calls[0]?.query.get('offset')).toBe(String(PAGE_SIZE));
    expect(new URL(window.location.href).searchParams.get('page')).toBe('2');
  });
});

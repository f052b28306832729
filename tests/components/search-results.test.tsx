/**
 * The search island (/search, /charlotte/{category}): the server's results shown without
 * fetching again, filters applied with GET /api/businesses and kept in the URL, Clear Filters
 * keeping the route's category, the live count with its loading placeholders, the spec's
 * empty and error texts, Retry, paging, and the address set to the page shown. The same
 * island against the real server and the seed (results, Back/Forward, reload, keyboard,
 * small screens, hydration, the map, axe) is in tests/e2e/search.test.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '../../src/domain/catalog';
import type { Business, BusinessSearchResult } from '../../src/domain/types';
import { apiError, fakeApi } from './support/api';
import { businessFixture } from './support/fixtures';
import { renderSearch } from './support/search';

const MOVERS = businessFixture({
  id: 7,
  slug: 'queen-city-movers',
  businessName: 'Queen City Movers',
  category: 'movers-packers',
  userRating: 4.5,
  reviewCount: 12,
});
const STORAGE = businessFixture({ id: 9, slug: 'noda-storage', businessName: 'NoDa Storage', category: 'storage-junk-removal' });

const answer = (businesses: Business[], total = businesses.length): BusinessSearchResult => ({ businesses, total });
const count = () => screen.getByTestId('result-count');
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

  it('searches at once with the "Spanish spoken" chip, keeps it in the address, and shows what each business says it speaks', async () => {
    const spanish = businessFixture({ ...MOVERS, languages: ['en', 'es'] });
    const api = fakeApi().on('GET', '/api/businesses', answer([spanish], 1));
    const user = userEvent.setup();
    renderSearch([MOVERS, STORAGE], 2, { category: 'movers-packers' }, '/charlotte/movers-packers');

    await user.click(screen.getByRole('checkbox', { name: 'Spanish spoken' }));
    await waitFor(() => expect(count().textContent).toBe('1 business found'));
    expect(Object.fromEntries(api.calls[0]?.query ?? [])).toMatchObject({ category: 'movers-packers', languages: 'es' });
    expect(new URL(window.location.href).searchParams.get('languages')).toBe('es');
    expect(screen.getByTestId('card-languages').textContent).toBe('The business says its staff speak English and Spanish.');

    await user.click(screen.getByRole('checkbox', { name: 'Spanish spoken' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(Object.fromEntries(api.calls[1]?.query ?? [])).not.toHaveProperty('languages');
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

  it("announces the result count in a live region, which says 'Loading...' with three placeholder cards while loading", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    fakeApi().on('GET', '/api/businesses', async () => {
      await held;
      return answer([STORAGE], 1);
    });
    const user = userEvent.setup();
    renderSearch([MOVERS, STORAGE]);
    expect(count().getAttribute('role')).toBe('status');

    await user.selectOptions(screen.getByLabelText('Category'), 'storage-junk-removal');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(count().textContent).toBe('Loading...'));
    expect(screen.getAllByTestId('placeholder-card')).toHaveLength(3);
    expect(screen.queryAllByTestId('result-card')).toHaveLength(0);
    release();
    await waitFor(() => expect(count().textContent).toBe('1 business found'));
    expect(screen.queryAllByTestId('placeholder-card')).toHaveLength(0);
    expect(cardNames()).toEqual(['NoDa Storage']);
  });

  it('shows the error text with Retry and no cards when the search fails; Retry asks again for the same search and shows its results', async () => {
    const api = fakeApi().on('GET', '/api/businesses', apiError(500, 'internal_error', 'Database unavailable'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderSearch([MOVERS]);

    await user.type(screen.getByLabelText('Keywords'), 'movers');
    await user.selectOptions(screen.getByLabelText('Minimum Rating'), '3');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load businesses. Please try again.');
    expect(screen.queryAllByTestId('result-card')).toHaveLength(0);
    // The internal error says what failed, with the status and body.
    expect(logged).toHaveBeenCalledWith(new Error('500: {"error":{"code":"internal_error","message":"Database unavailable"}}'));
    logged.mockRestore();

    api.on('GET', '/api/businesses', answer([MOVERS], 1));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardNames()).toEqual(['Queen City Movers']));
    expect(count().textContent).toBe('1 business found');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls).toHaveLength(2);
    expect(Object.fromEntries(api.calls[1]?.query ?? [])).toEqual({ search: 'movers', minRating: '3', limit: String(PAGE_SIZE) });
    expect(Object.fromEntries(api.calls[1]?.query ?? [])).toEqual(Object.fromEntries(api.calls[0]?.query ?? []));
  });

  it('keeps the category of /charlotte/{category} when clearing the filters: the link leads there without JavaScript, and a click searches the category alone', async () => {
    const api = fakeApi().on('GET', '/api/businesses', answer([MOVERS], 1));
    const user = userEvent.setup();
    renderSearch([MOVERS], 1, { category: 'movers-packers', minRating: 4, tags: ['licensed'] }, '/charlotte/movers-packers?minRating=4&tags=licensed');
    const clear = screen.getByRole('link', { name: 'Clear Filters' });
    expect(clear.getAttribute('href')).toBe('/charlotte/movers-packers');

    await user.click(clear);
    await waitFor(() => expect(count().textContent).toBe('1 business found'));
    expect(api.calls).toHaveLength(1);
    expect(Object.fromEntries(api.calls[0]?.query ?? [])).toEqual({ category: 'movers-packers', limit: String(PAGE_SIZE) });
    expect(window.location.pathname + window.location.search).toBe('/charlotte/movers-packers');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('movers-packers');
    expect((screen.getByLabelText('Minimum Rating') as HTMLSelectElement).value).toBe('all');
    expect((screen.getByRole('checkbox', { name: 'Licensed' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Movers & Packers');
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

  it('sets the address to the page it shows, without asking the API: a malformed page is page 1, a page past the end the last page', () => {
    const api = fakeApi();
    const cards = Array.from({ length: 3 }, (_, i) => businessFixture({ id: 200 + i, slug: `last-page-${i}`, businessName: `Last Page ${i}` }));
    const malformed = renderSearch(cards, 3, { page: 1 }, '/search?page=abc');
    expect(window.location.pathname + window.location.search).toBe('/search');
    malformed.unmount();

    renderSearch(cards, PAGE_SIZE + 3, { page: 2 }, '/search?page=9999');
    expect(window.location.pathname + window.location.search).toBe('/search?page=2');
    expect(api.calls).toHaveLength(0);
  });
});

describe('search results on a Spanish page', () => {
  it('speaks Spanish: heading, count, filters, "Abierto ahora", tags, stars and links to Spanish pages', async () => {
    const api = fakeApi().on('GET', '/api/businesses', answer([MOVERS], 1));
    const user = userEvent.setup();
    renderSearch([{ ...MOVERS, serviceTags: ['free-quote', 'same-day'] }, STORAGE], 2, { category: 'movers-packers' }, '/es/charlotte/movers-packers', {
      locale: 'es',
    });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mudanzas y embalaje');
    expect(count().textContent).toBe('2 negocios encontrados');
    expect(screen.getByRole('option', { name: 'Abierto ahora' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Cotización gratis' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Resultados' });
    expect(within(list).getByRole('link', { name: 'Queen City Movers' }).getAttribute('href')).toBe('/es/charlotte/listing/queen-city-movers');
    expect(within(list).getByTestId('declared-tags').textContent).toBe('El negocio dice: Cotización gratis · El mismo día');
    expect(within(list).getByRole('img', { name: 'Calificación: 4.5 de 5' })).toBeTruthy();
    // The business's own description stays in its language, marked as such.
    expect(within(list).getAllByText(/./, { selector: 'p[lang="en"]' }).length).toBeGreaterThan(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'pet-services');
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    await waitFor(() => expect(count().textContent).toBe('1 negocio encontrado'));
    expect(window.location.pathname + window.location.search).toBe('/es/search?category=pet-services');
    expect(api.calls).toHaveLength(1);
  });
});

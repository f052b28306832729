/**
 * "My place" in the search island (src/islands/search/MyPlace.tsx): a ZIP code outside the
 * area refused before any search, a street address the geocoder cannot match (the server's
 * message shown, the address kept), and the place remembered by this browser for the next
 * visit and forgotten by Clear my place. Setting it by mouse and keyboard against the real
 * server and the seed (distances, nearest first, within N miles, the map's centre mark, axe)
 * is in tests/e2e/near-open.test.ts and tests/e2e/map-area.test.ts.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADDRESS_NO_MATCH } from '../../src/domain/address-place';
import { PLACE_STORAGE_KEY } from '../../src/domain/geo';
import type { Business, BusinessSearchResult } from '../../src/domain/types';
import { apiError, fakeApi } from './support/api';
import { businessFixture } from './support/fixtures';
import { renderSearch as renderSearchAt } from './support/search';

const MOVERS = businessFixture({ id: 7, slug: 'queen-city-movers', businessName: 'Queen City Movers', category: 'movers-packers' });

/** Renders the island as the server would for /search?category=movers-packers, no place in the URL. */
const renderSearch = () => renderSearchAt([MOVERS], 1, { category: 'movers-packers' }, '/search?category=movers-packers', { addressSearch: true });

/** The search API's answer with a place: the business at `miles`. */
const near = (miles: number, total = 1): BusinessSearchResult => ({
  businesses: [{ ...MOVERS, distanceMiles: miles } as Business],
  total,
});
const address = () => new URL(window.location.href).searchParams;
const myPlace = () => screen.getByTestId('my-place');

describe('my place', () => {
  it('refuses a ZIP code outside the Charlotte area without searching, then sets one inside it', async () => {
    const api = fakeApi().on('GET', '/api/businesses', near(1.2));
    const user = userEvent.setup();
    renderSearch();

    await user.type(screen.getByLabelText('or ZIP code'), '90210{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('ZIP code 90210 is not in the Charlotte area.');
    expect(address().get('near')).toBeNull();
    expect(api.calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('or ZIP code'));
    await user.type(screen.getByLabelText('or ZIP code'), '28205{Enter}');
    await waitFor(() => expect(address().get('near')).toBe('28205'));
    expect((await screen.findByTestId('my-place-label')).textContent).toBe('Distances from ZIP 28205');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo('GET', '/api/businesses')[0]?.query.get('near')).toBe('28205');
  });

  it("shows the server's message for a street address no Charlotte-area address matches, and keeps what was typed", async () => {
    const api = fakeApi().on('GET', '/api/places/address', apiError(404, 'not_found', ADDRESS_NO_MATCH));
    const user = userEvent.setup();
    renderSearch();

    const field = screen.getByLabelText('or street address');
    await user.type(field, '1 Nowhere Lane, Springfield');
    await user.click(screen.getByRole('button', { name: 'Set my place' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ADDRESS_NO_MATCH);
    expect((field as HTMLInputElement).value).toBe('1 Nowhere Lane, Springfield');
    expect(api.callsTo('GET', '/api/places/address')[0]?.query.get('address')).toBe('1 Nowhere Lane, Springfield');
    expect(api.callsTo('GET', '/api/businesses')).toHaveLength(0);
    expect(address().get('near')).toBeNull();
  });

  it('is remembered by this browser: the next visit without a place in the URL gets it back, and Clear my place forgets it', async () => {
    const api = fakeApi().on('GET', '/api/businesses', (call) => (call.query.get('radius') === '3' ? near(2.5, 4) : near(0.8, 9)));
    const user = userEvent.setup();
    renderSearch();

    await user.selectOptions(within(myPlace()).getByLabelText('Area of town'), 'noda');
    await user.click(within(myPlace()).getByRole('button', { name: 'Set my place' }));
    await waitFor(() => expect(address().get('near')).toBe('noda'));
    await user.selectOptions(within(myPlace()).getByLabelText('Within'), '3');
    await waitFor(() => expect(address().get('radius')).toBe('3'));
    expect(JSON.parse(window.localStorage.getItem(PLACE_STORAGE_KEY) ?? 'null')).toEqual({ near: 'noda', radius: 3 });

    // The next visit: a new page, the same browser's storage.
    cleanup();
    api.calls.length = 0;
    renderSearch();
    await waitFor(() => expect(address().get('near')).toBe('noda'));
    expect(address().get('radius')).toBe('3');
    expect(address().get('sort')).toBe('distance');
    await waitFor(() => expect(screen.getByTestId('result-count').textContent).toBe('4 businesses found'));
    const asked = api.callsTo('GET', '/api/businesses')[0]?.query;
    expect([asked?.get('near'), asked?.get('radius'), asked?.get('sortBy')]).toEqual(['noda', '3', 'distance']);
    expect(screen.getByTestId('my-place-label').textContent).toBe('Distances from NoDa');

    await user.click(screen.getByRole('button', { name: 'Clear my place' }));
    await waitFor(() => expect(address().get('near')).toBeNull());
    expect(address().get('radius')).toBeNull();
    expect(address().get('sort')).toBeNull();
    expect(window.localStorage.getItem(PLACE_STORAGE_KEY)).toBeNull();
    expect(screen.queryByTestId('my-place-label')).toBeNull();
  });
});

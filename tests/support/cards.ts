import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BusinessSearchResult } from '../../src/domain/types';
import { baseURL } from './browser';

/** The names on the page's result cards, in order. */
export const cardNames = (page: Page) => page.getByTestId('result-card').locator('h3').allTextContents();

export const namesOf = (result: BusinessSearchResult) => result.businesses.map((b) => b.businessName);

/** The public search API's answer to `query` (`?...`). */
export async function searchApi(query: string): Promise<BusinessSearchResult> {
  const response = await fetch(new URL(`/api/businesses${query}`, baseURL()));
  expect(response.status, `GET /api/businesses${query}`).toBe(200);
  return (await response.json()) as BusinessSearchResult;
}

/** Waits (up to 10 s: the island loads them) until the page's cards are `names`, in order. */
export async function expectCards(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => cardNames(page), { timeout: 10_000 }).toEqual(names);
}

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

const sameNames = (a: string[], b: string[]) => a.length === b.length && a.every((name, i) => name === b[i]);

/**
 * Waits until the cards are the search API's page for `query` and returns their names.
 * Other test files publish businesses and approve reviews meanwhile, which can reorder a page
 * between the island's request and the test's, so the cards must equal one of the API's
 * answers from `since` (pages read before the page loaded) to now.
 */
export async function expectCardsOf(page: Page, query: string, since: string[][]): Promise<string[]> {
  const answers = [...since];
  let shown: string[] = [];
  await expect
    .poll(
      async () => {
        answers.push(namesOf(await searchApi(query)));
        shown = await cardNames(page);
        return answers.some((answer) => sameNames(answer, shown));
      },
      // Each try asks the API again, which takes a while on a busy machine.
      { message: `the cards are a page the API gave for ${query}`, timeout: 10_000 },
    )
    .toBe(true);
  return shown;
}

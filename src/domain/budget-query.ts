/**
 * The monthly budget's household as the URL holds it (`?adults=&children=&bedrooms=&zip=`):
 * the fields, their messages, parsing and the link back. Kept apart from ./budget.ts, which
 * computes the budget, so the budget island loads the computation only when a field changes.
 */

import type { BudgetWords } from './budget-words';
import { fillTemplate as fillWords } from './fill';

const BUDGET_DEFAULTS = { adults: 1, children: 0, bedrooms: 1, zip: '' } as const;

export interface BudgetQuery {
  adults: number;
  children: number;
  bedrooms: number;
  /** Five digits, or '' for none. */
  zip: string;
}

/** The allowed range of each count field (its label: the words' `fields`). */
export const BUDGET_FIELDS = {
  adults: { min: 1, max: 2 },
  children: { min: 0, max: 3 },
  bedrooms: { min: 0, max: 4 },
} as const;

function countField(name: keyof typeof BUDGET_FIELDS, raw: string, words: BudgetWords): number | string {
  const { min, max } = BUDGET_FIELDS[name];
  const message = fillWords(words.countMessage, { label: words.fields[name], min, max });
  if (!/^\d{1,2}$/.test(raw)) return message;
  const value = Number(raw);
  return value >= min && value <= max ? value : message;
}

/**
 * The URL query of a budget, or the field messages with the household made of the valid
 * fields (an invalid field takes its default, so `?adults=2&children=7` keeps two adults).
 * Missing or empty parameters take the defaults. Used by the page and the island alike.
 */
export function parseBudgetQuery(
  params: URLSearchParams,
  words: BudgetWords,
): { ok: true; query: BudgetQuery } | { ok: false; query: BudgetQuery; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const query: BudgetQuery = { ...BUDGET_DEFAULTS };
  for (const name of ['adults', 'children', 'bedrooms'] as const) {
    const raw = (params.get(name) ?? '').trim();
    if (!raw) continue;
    const value = countField(name, raw, words);
    if (typeof value === 'string') errors[name] = value;
    else query[name] = value;
  }
  const zip = (params.get('zip') ?? '').trim();
  if (zip && !/^\d{5}$/.test(zip)) errors.zip = words.zipMessage;
  else query.zip = zip;
  return Object.keys(errors).length ? { ok: false, query, errors } : { ok: true, query };
}

/** The household in words, for the message under field errors ("2 adults, no children, 1 bedroom, no ZIP code"). */
export function describeHousehold(query: BudgetQuery, words: BudgetWords['household']): string {
  const count = (n: number, one: string, many: string) => fillWords(n === 1 ? one : many, { n });
  return [
    count(query.adults, words.adultOne, words.adultMany),
    query.children === 0 ? words.childNone : count(query.children, words.childOne, words.childMany),
    query.bedrooms === 0 ? words.studio : count(query.bedrooms, words.bedroomOne, words.bedroomMany),
    query.zip ? fillWords(words.zip, { zip: query.zip }) : words.noZip,
  ].join(', ');
}

/**
 * The URL of a budget (defaults left out, so the default household is /guide/cost-of-living);
 * `page` is the guide's path in the reader's language (/es/guide/cost-of-living).
 */
export function budgetHref(query: BudgetQuery, page = '/guide/cost-of-living'): string {
  const params = new URLSearchParams({
    adults: String(query.adults),
    children: String(query.children),
    bedrooms: String(query.bedrooms),
  });
  if (query.zip) params.set('zip', query.zip);
  return `${page}?${params.toString()}#budget`;
}

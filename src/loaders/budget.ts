/**
 * The cost-of-living page's budget: the URL's household (valid fields kept, invalid ones at
 * their default), its field messages, the guide's sample household computed from the same
 * inputs, and today's date in Charlotte (which picks the HUD fiscal year in force).
 */
import { computeBudget, type Budget, type BudgetInputs } from '../domain/budget';
import { parseBudgetQuery, type BudgetQuery } from '../domain/budget-query';
import { budgetInputs } from '../domain/budget-data';
import { BUDGET_WORDS_EN, type BudgetWords } from '../domain/budget-words';
import { BUDGET_WORDS_ES } from '../i18n/budget-es';
import type { Locale } from '../i18n/locale';
import { isoDay } from '../domain/dates';
import { serverNow } from '../server/clock';

export interface BudgetPageData {
  query: BudgetQuery;
  errors: Record<string, string>;
  inputs: BudgetInputs;
  budget: Budget;
  /** The guide's "Sample monthly budget", from the same inputs as the calculator. */
  sample: Budget;
  /** The budget's words in the page's language (the island gets them as a prop). */
  words: BudgetWords;
}

/** The page's budget in `locale`: the same inputs and figures in both languages, the words and notes of `locale`. */
export function loadBudgetPage(url: URL, sampleHousehold: BudgetQuery, locale: Locale = 'en'): BudgetPageData {
  const words = locale === 'es' ? BUDGET_WORDS_ES : BUDGET_WORDS_EN;
  const parsed = parseBudgetQuery(url.searchParams, words);
  const inputs = budgetInputs(isoDay(serverNow()), undefined, locale);
  return {
    query: parsed.query,
    errors: parsed.ok ? {} : parsed.errors,
    inputs,
    budget: computeBudget(parsed.query, inputs, words),
    sample: computeBudget(sampleHousehold, inputs, words),
    words,
  };
}

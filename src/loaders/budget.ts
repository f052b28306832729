/**
 * The cost-of-living page's budget: the URL's household (valid fields kept, invalid ones at
 * their default), its field messages, the guide's sample household computed from the same
 * inputs, and today's date in Charlotte (which picks the HUD fiscal year in force).
 */
import { computeBudget, type Budget, type BudgetInputs } from '../domain/budget';
import { parseBudgetQuery, type BudgetQuery } from '../domain/budget-query';
import { budgetInputs } from '../domain/budget-data';
import { isoDay } from '../domain/dates';
import { serverNow } from '../server/clock';

export interface BudgetPageData {
  query: BudgetQuery;
  errors: Record<string, string>;
  inputs: BudgetInputs;
  budget: Budget;
  /** The guide's "Sample monthly budget", from the same inputs as the calculator. */
  sample: Budget;
}

export function loadBudgetPage(url: URL, sampleHousehold: BudgetQuery): BudgetPageData {
  const parsed = parseBudgetQuery(url.searchParams);
  const inputs = budgetInputs(isoDay(serverNow()));
  return {
    query: parsed.query,
    errors: parsed.ok ? {} : parsed.errors,
    inputs,
    budget: computeBudget(parsed.query, inputs),
    sample: computeBudget(sampleHousehold, inputs),
  };
}

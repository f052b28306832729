/**
 * The cost-of-living page's budget: the URL's household (or the default one), its field
 * messages, and today's date in Charlotte (which picks the HUD fiscal year in force).
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
}

export function loadBudgetPage(url: URL): BudgetPageData {
  const parsed = parseBudgetQuery(url.searchParams);
  const inputs = budgetInputs(isoDay(serverNow()));
  return {
    query: parsed.query,
    errors: parsed.ok ? {} : parsed.errors,
    inputs,
    budget: computeBudget(parsed.query, inputs),
  };
}

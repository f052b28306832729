/**
 * The monthly budget on /guide/cost-of-living#budget. Rendered on the server as a plain GET
 * form with the budget for the URL's household; once hydrated (client:visible) it recomputes
 * as the visitor changes a field and keeps the URL in step, so a budget can be shared.
 * Hydration shows the server's budget; the computation (src/domain/budget.ts) loads when a
 * field first changes. "Show budget" moves focus to the results heading (without JavaScript
 * the form's target is that heading too).
 */
import { useMemo, useRef, useState, type SubmitEvent } from 'react';
import type { Budget, BudgetInputs } from '../../domain/budget';
import { BUDGET_FIELDS, budgetHref, describeHousehold, parseBudgetQuery, type BudgetQuery } from '../../domain/budget-query';
import { formatDollars, formatDollarsAndCents } from '../../domain/money';

interface Props {
  query: BudgetQuery;
  errors: Record<string, string>;
  /** The day's figures (src/domain/budget-data.ts), passed in so the island ships no data files. */
  inputs: BudgetInputs;
  /** The budget for `query`, as the server computed it. */
  budget: Budget;
}

const money = (n: number) => (Number.isInteger(n) ? formatDollars(n) : formatDollarsAndCents(n));

type Values = Record<keyof BudgetQuery, string>;

const toValues = (q: BudgetQuery): Values => ({ adults: String(q.adults), children: String(q.children), bedrooms: String(q.bedrooms), zip: q.zip });

export default function BudgetCalculator({ query, errors: initialErrors, inputs, budget: initialBudget }: Props) {
  const [values, setValues] = useState<Values>(() => toValues(query));
  const [edited, setEdited] = useState(false);
  const parsed = useMemo(() => parseBudgetQuery(new URLSearchParams(values)), [values]);
  const errors = parsed.ok ? {} : parsed.errors;
  // The server's messages stand until the visitor changes a field.
  const shownErrors = edited ? errors : initialErrors;
  const [budget, setBudget] = useState(initialBudget);
  const latest = useRef(0);
  const results = useRef<HTMLHeadingElement>(null);

  const change = (name: keyof Values, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    setEdited(true);
    const nextParsed = parseBudgetQuery(new URLSearchParams(next));
    if (nextParsed.ok) window.history.replaceState(null, '', budgetHref(nextParsed.query));
    // A bad value takes its default and the valid fields stay, as on the server.
    const shown = nextParsed.query;
    const request = ++latest.current;
    void import('../../domain/budget').then(({ computeBudget }) => {
      if (request === latest.current) setBudget(computeBudget(shown, inputs));
    });
  };

  const select = (name: keyof typeof BUDGET_FIELDS) => {
    const { label, min, max } = BUDGET_FIELDS[name];
    const options = Array.from({ length: max - min + 1 }, (_, i) => String(min + i));
    const id = `budget-${name}`;
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {name === 'bedrooms' ? 'Bedrooms (0 = studio)' : label}
        </label>
        <select
          id={id}
          name={name}
          value={values[name]}
          onChange={(e) => change(name, e.target.value)}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
          aria-invalid={shownErrors[name] ? true : undefined}
        >
          {!options.includes(values[name]) && <option value={values[name]}>{values[name]}</option>}
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      </div>
    );
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    // The budget already follows the fields: move the reader to it instead of reloading.
    event.preventDefault();
    if (parsed.ok) window.history.replaceState(null, '', budgetHref(parsed.query).replace('#budget', '#budget-results'));
    results.current?.focus();
  };

  const problems = Object.values(shownErrors);
  const shownQuery = edited ? parsed.query : query;
  return (
    <div data-budget>
      <form
        method="get"
        action="/guide/cost-of-living#budget-results"
        onSubmit={submit}
        className="card grid gap-4 p-5 sm:grid-cols-5 sm:items-end"
        data-budget-form
      >
        {select('adults')}
        {select('children')}
        {select('bedrooms')}
        <div className="sm:col-span-1">
          <label htmlFor="budget-zip" className="block text-sm font-medium text-slate-800">
            ZIP code
          </label>
          <input
            id="budget-zip"
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            value={values.zip}
            onChange={(e) => change('zip', e.target.value)}
            placeholder="28205"
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
            aria-invalid={shownErrors.zip ? true : undefined}
          />
        </div>
        <button type="submit" className="btn-primary">
          Show budget
        </button>
      </form>
      <div aria-live="polite">
        {problems.length > 0 && (
          <div role="alert" className="mt-4 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950" data-budget-problems>
            <ul className="list-disc space-y-1 pl-5">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <p className="mt-2">Showing the budget for {describeHousehold(shownQuery)} instead.</p>
          </div>
        )}
        {budget.notices.map((n) => (
          <p key={n} className="mt-4 rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-800" data-budget-notice>
            {n}
          </p>
        ))}
      </div>
      <h3 id="budget-results" ref={results} tabIndex={-1} className="mt-6 text-lg font-semibold text-slate-900" data-budget-results>
        Budget for {describeHousehold(budget.query)}
      </h3>
      <div className="mt-3 grid gap-6 lg:grid-cols-3">
        <div className="card overflow-x-auto lg:col-span-2" tabIndex={0} role="region" aria-label="Monthly budget table (scrolls sideways)">
          <table className="w-full text-left text-sm" data-budget-table>
            <caption className="sr-only">Monthly budget for this household</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Item
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Per month
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Source
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {budget.lines.map((line) => (
                <tr key={line.id} data-budget-line={line.id}>
                  <th scope="row" className="px-4 py-3 align-top font-medium text-slate-900">
                    {line.label}
                    <span className="mt-1 block text-xs font-normal text-slate-600">{line.note}</span>
                  </th>
                  <td className="px-4 py-3 text-right align-top text-slate-900" data-amount={line.monthly ?? ''}>
                    {line.monthly === null ? 'not in the total' : money(line.monthly)}
                  </td>
                  <td className="px-4 py-3 align-top text-slate-700">
                    {line.source ? (
                      <a href={line.source.url} className="underline underline-offset-2" rel="noopener">
                        {line.source.name}
                      </a>
                    ) : (
                      'none'
                    )}
                    {line.source && <span className="block text-xs text-slate-600">{line.source.year}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-slate-300">
                <th scope="row" className="px-4 py-3 font-bold text-slate-900">
                  Pre-tax income that covers it
                </th>
                <td className="px-4 py-3 text-right font-bold text-slate-900" data-budget-income={budget.preTaxMonthly}>
                  {money(budget.preTaxMonthly)}
                </td>
                <td className="px-4 py-3 text-slate-700">{formatDollars(budget.preTaxAnnual)} a year</td>
              </tr>
              <tr>
                <td colSpan={3} className="px-4 pb-3 text-xs text-slate-600" data-budget-left-out>
                  Not included: {budget.leftOut}.
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
        <aside className="card p-5" data-budget-living-wage>
          <h3 className="font-semibold text-slate-900">For reference: MIT living wage</h3>
          {budget.living ? (
            <>
              <p className="mt-2 text-2xl font-bold text-slate-900">{formatDollars(budget.living.annual)} a year</p>
              <p className="mt-1 text-sm text-slate-700">
                {formatDollarsAndCents(budget.living.hourly)} an hour{budget.living.working > 1 ? ' for each of two working adults' : ''}, full time, before
                taxes.
              </p>
              <p className="mt-2 text-xs text-slate-600">
                <a href={budget.living.source.url} className="underline underline-offset-2" rel="noopener">
                  {budget.living.source.name}
                </a>{' '}
                ({budget.living.source.year}).
              </p>
            </>
          ) : (
            <p className="mt-2 text-sm text-slate-700">MIT publishes no figure for this household.</p>
          )}
          <h4 className="mt-4 text-sm font-semibold text-slate-900">Why the two totals differ</h4>
          <dl className="mt-1 space-y-2 text-sm text-slate-700" data-budget-differences>
            {budget.differences.map((d) => (
              <div key={d.line}>
                <dt className="font-medium text-slate-900">{d.line}</dt>
                <dd>{d.text}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </div>
  );
}

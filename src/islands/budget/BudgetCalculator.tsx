/**
 * The monthly budget on /guide/cost-of-living#budget (and /es/...: its words and interface
 * text come from the page as props, so it ships no catalog). Rendered on the server as a plain GET
 * form with the budget for the URL's household; once hydrated (client:visible) it recomputes
 * as the visitor changes a field and keeps the URL in step, so a budget can be shared.
 * Hydration shows the server's budget; the computation (src/domain/budget.ts) loads when a
 * field first changes. "Show budget" moves focus to the results heading (without JavaScript
 * the form's target is that heading too).
 */
import { useMemo, useRef, useState, type SubmitEvent } from 'react';
import type { Budget, BudgetInputs } from '../../domain/budget';
import { BUDGET_FIELDS, budgetHref, describeHousehold, parseBudgetQuery, type BudgetQuery } from '../../domain/budget-query';
import type { BudgetWords } from '../../domain/budget-words';
import { fillTemplate as fill } from '../../domain/fill';
import { formatDollars, formatDollarsAndCents } from '../../domain/money';
import type { Messages } from '../../i18n/en';

interface Props {
  query: BudgetQuery;
  errors: Record<string, string>;
  /** The day's figures (src/domain/budget-data.ts), passed in so the island ships no data files. */
  inputs: BudgetInputs;
  /** The budget for `query`, as the server computed it. */
  budget: Budget;
  /** The budget's words in the page's language (lines, notes, messages). */
  words: BudgetWords;
  /** The calculator's own interface text in the page's language. */
  ui: Messages['guides']['costOfLiving']['calculator'];
  /** The guide's path in the page's language, where the form and the shared URL go. */
  page: string;
}

const money = (n: number) => (Number.isInteger(n) ? formatDollars(n) : formatDollarsAndCents(n));

type Values = Record<keyof BudgetQuery, string>;

const toValues = (q: BudgetQuery): Values => ({ adults: String(q.adults), children: String(q.children), bedrooms: String(q.bedrooms), zip: q.zip });

export default function BudgetCalculator({ query, errors: initialErrors, inputs, budget: initialBudget, words, ui, page }: Props) {
  const [values, setValues] = useState<Values>(() => toValues(query));
  const [edited, setEdited] = useState(false);
  const parsed = useMemo(() => parseBudgetQuery(new URLSearchParams(values), words), [values, words]);
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
    const nextParsed = parseBudgetQuery(new URLSearchParams(next), words);
    if (nextParsed.ok) window.history.replaceState(null, '', budgetHref(nextParsed.query, page));
    // A bad value takes its default and the valid fields stay, as on the server.
    const shown = nextParsed.query;
    const request = ++latest.current;
    void import('../../domain/budget').then(({ computeBudget }) => {
      if (request === latest.current) setBudget(computeBudget(shown, inputs, words));
    });
  };

  const select = (name: keyof typeof BUDGET_FIELDS) => {
    const { min, max } = BUDGET_FIELDS[name];
    const options = Array.from({ length: max - min + 1 }, (_, i) => String(min + i));
    const id = `budget-${name}`;
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {name === 'bedrooms' ? ui.bedroomsLabel : words.fields[name]}
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
    if (parsed.ok) window.history.replaceState(null, '', budgetHref(parsed.query, page).replace('#budget', '#budget-results'));
    results.current?.focus();
  };

  const problems = Object.values(shownErrors);
  const shownQuery = edited ? parsed.query : query;
  return (
    <div data-budget>
      <form method="get" action={`${page}#budget-results`} onSubmit={submit} className="card grid gap-4 p-5 sm:grid-cols-5 sm:items-end" data-budget-form>
        {select('adults')}
        {select('children')}
        {select('bedrooms')}
        <div className="sm:col-span-1">
          <label htmlFor="budget-zip" className="block text-sm font-medium text-slate-800">
            {ui.zip}
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
          {ui.show}
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
            <p className="mt-2">{fill(ui.instead, { household: describeHousehold(shownQuery, words.household) })}</p>
          </div>
        )}
        {budget.notices.map((n) => (
          <p key={n} className="mt-4 rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-800" data-budget-notice>
            {n}
          </p>
        ))}
      </div>
      <h3 id="budget-results" ref={results} tabIndex={-1} className="mt-6 text-lg font-semibold text-slate-900" data-budget-results>
        {fill(ui.resultsFor, { household: describeHousehold(budget.query, words.household) })}
      </h3>
      <div className="mt-3 grid gap-6 lg:grid-cols-3">
        <div className="card overflow-x-auto lg:col-span-2" tabIndex={0} role="region" aria-label={ui.tableRegion}>
          <table className="w-full text-left text-sm" data-budget-table>
            <caption className="sr-only">{ui.caption}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {ui.item}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {ui.perMonth}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {ui.source}
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
                    {line.monthly === null ? ui.notInTotal : money(line.monthly)}
                  </td>
                  <td className="px-4 py-3 align-top text-slate-700">
                    {line.source ? (
                      // A source's name is its own, in English on either page.
                      <a href={line.source.url} className="underline underline-offset-2" rel="noopener" lang="en">
                        {line.source.name}
                      </a>
                    ) : (
                      ui.noSource
                    )}
                    {line.source && <span className="block text-xs text-slate-600">{line.source.year}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-slate-300">
                <th scope="row" className="px-4 py-3 font-bold text-slate-900">
                  {ui.preTax}
                </th>
                <td className="px-4 py-3 text-right font-bold text-slate-900" data-budget-income={budget.preTaxMonthly}>
                  {money(budget.preTaxMonthly)}
                </td>
                <td className="px-4 py-3 text-slate-700">{fill(ui.perYear, { amount: formatDollars(budget.preTaxAnnual) })}</td>
              </tr>
              <tr>
                <td colSpan={3} className="px-4 pb-3 text-xs text-slate-600" data-budget-left-out>
                  {fill(ui.notIncluded, { list: budget.leftOut })}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
        <aside className="card p-5" data-budget-living-wage>
          <h3 className="font-semibold text-slate-900">{ui.livingWage}</h3>
          {budget.living ? (
            <>
              <p className="mt-2 text-2xl font-bold text-slate-900">{fill(ui.perYear, { amount: formatDollars(budget.living.annual) })}</p>
              <p className="mt-1 text-sm text-slate-700">
                {fill(ui.hourly, { amount: formatDollarsAndCents(budget.living.hourly), each: budget.living.working > 1 ? ui.eachOfTwo : '' })}
              </p>
              <p className="mt-2 text-xs text-slate-600">
                <a href={budget.living.source.url} className="underline underline-offset-2" rel="noopener" lang="en">
                  {budget.living.source.name}
                </a>{' '}
                ({budget.living.source.year}).
              </p>
            </>
          ) : (
            <p className="mt-2 text-sm text-slate-700">{ui.noLivingWage}</p>
          )}
          <h4 className="mt-4 text-sm font-semibold text-slate-900">{ui.whyDiffer}</h4>
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

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TAX_LINE_IDS, TRANSIT_TRIPS_PER_MONTH } from './budget';
import { budgetHref, parseBudgetQuery, type BudgetQuery } from './budget-query';
import { budgetOn as computeBudget, taxYearOn } from './budget-data';
import { annualTaxes, type TaxYearFile } from './income-taxes';

const TODAY = '2026-11-25';
const safmr27 = new Map(
  readFileSync('data/official/hud-fmr/safmr-fy2027.csv', 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','))
    .map(([zip, , ...rents]) => [zip!, rents.map(Number)] as const),
);
const metro = readFileSync('data/official/hud-fmr/metro-fmr.csv', 'utf8').trim().split('\n')[1]!.split(',');
const mit = JSON.parse(readFileSync('data/official/mit-living-wage/charlotte-metro.json', 'utf8')) as {
  hoursPerYear: number;
  households: { adults: number; working: number; children: number; livingWageHourly: number; foodAnnual: number }[];
};
const facts = (JSON.parse(readFileSync('data/facts/facts.json', 'utf8')) as { facts: { id: string; value: number }[] }).facts;
const fact = (id: string) => facts.find((f) => f.id === id)!.value;

const line = (b: ReturnType<typeof computeBudget>, id: string) => b.lines.find((l) => l.id === id)!;

describe('computeBudget', () => {
  const query: BudgetQuery = { adults: 1, children: 0, bedrooms: 1, zip: '28205' };
  const budget = computeBudget(query, TODAY);

  it('rent is HUD FY2027 small-area rent for the ZIP and bedrooms', () => {
    expect(line(budget, 'rent').monthly).toBe(safmr27.get('28205')![1]);
    expect(line(budget, 'rent').source?.year).toBe('FY2027');
    expect(line(budget, 'rent').note).toContain('28205');
  });

  it('every line with a figure names its source and year; the others say none is on file', () => {
    for (const l of budget.lines) {
      if (l.monthly && l.monthly > 0) expect(l.source?.year).toBeTruthy();
    }
    expect(line(budget, 'health').monthly).toBeNull();
    expect(line(budget, 'health').note).toContain('not in the total');
  });

  it('food and transport come from their source rows', () => {
    const row = mit.households.find((h) => h.adults === 1 && h.working === 1 && h.children === 0)!;
    expect(line(budget, 'food').monthly).toBe(Math.round(row.foodAnnual / 12));
    expect(line(budget, 'transport').monthly).toBeCloseTo(TRANSIT_TRIPS_PER_MONTH * fact('cats-local-fare'), 2);
  });

  it('the total is the sum of the lines and the income covers it after the three tax lines', () => {
    const isTax = (id: string) => (TAX_LINE_IDS as readonly string[]).includes(id);
    const before = budget.lines.filter((l) => !isTax(l.id)).reduce((s, l) => s + (l.monthly ?? 0), 0);
    expect(budget.expenses).toBeCloseTo(before, 2);
    const taxes = TAX_LINE_IDS.map((id) => line(budget, id).monthly!);
    expect(budget.preTaxMonthly).toBeCloseTo(budget.expenses + taxes.reduce((a, b) => a + b, 0), 2);
    expect(budget.preTaxAnnual).toBe(Math.round(budget.preTaxMonthly * 12));
  });

  it('each tax line is that tax on the yearly income, from the tax-year file and the NC rate fact', () => {
    const file = JSON.parse(readFileSync('data/official/income-taxes/tax-year-2026.json', 'utf8')) as TaxYearFile;
    for (const q of [query, { adults: 2, children: 2, bedrooms: 3, zip: '28277' }, { adults: 1, children: 1, bedrooms: 2, zip: '' }]) {
      const b = computeBudget(q, TODAY);
      const annual = annualTaxes(b.preTaxMonthly * 12, q, file, fact('income-tax-2026'));
      expect(line(b, 'federal-income-tax').monthly).toBeCloseTo(annual.federal / 12, 1);
      expect(line(b, 'nc-income-tax').monthly).toBeCloseTo(annual.northCarolina / 12, 1);
      expect(line(b, 'payroll-taxes').monthly).toBeCloseTo(annual.payroll / 12, 1);
      expect(line(b, 'federal-income-tax').source?.year).toBe('2026');
    }
  });

  it('uses the newest tax year on file up to the day, and the oldest before any', () => {
    const file = JSON.parse(readFileSync('data/official/income-taxes/tax-year-2026.json', 'utf8')) as TaxYearFile;
    const next = { ...file, taxYear: 2027 };
    expect(taxYearOn('2026-12-31', [next, file]).taxYear).toBe(2026);
    expect(taxYearOn('2027-01-01', [next, file]).taxYear).toBe(2027);
    expect(taxYearOn('2025-06-01', [next, file]).taxYear).toBe(2026);
  });

  it('shows MIT living wage for the same household as annual wage for its working adults', () => {
    const row = mit.households.find((h) => h.adults === 2 && h.working === 2 && h.children === 2)!;
    const b = computeBudget({ adults: 2, children: 2, bedrooms: 3, zip: '28277' }, TODAY);
    expect(b.living?.hourly).toBe(row.livingWageHourly);
    expect(b.living?.annual).toBe(Math.round(row.livingWageHourly * mit.hoursPerYear * 2));
    expect(line(b, 'child-care').monthly).toBeNull();
    expect(line(b, 'rent').monthly).toBe(safmr27.get('28277')![3]);
  });

  it("a ZIP outside HUD's table uses the metro FMR and says so", () => {
    const b = computeBudget({ ...query, zip: '10001' }, TODAY);
    expect(line(b, 'rent').monthly).toBe(Number(metro[3]));
    expect(line(b, 'rent').source?.year).toBe(`FY${metro[0]}`);
    expect(b.notices[0]).toContain('10001');
  });
});

describe('parseBudgetQuery', () => {
  it('takes the defaults without parameters', () => {
    expect(parseBudgetQuery(new URLSearchParams())).toEqual({ ok: true, query: { adults: 1, children: 0, bedrooms: 1, zip: '' } });
  });

  it.each([
    ['adults=9', 'adults'],
    ['children=-1', 'children'],
    ['bedrooms=1.5', 'bedrooms'],
    ['zip=2820%00', 'zip'],
    ['bedrooms=__proto__', 'bedrooms'],
    ['adults=1e400', 'adults'],
  ])('%s gives a message for %s and the default household', (qs, field) => {
    const result = parseBudgetQuery(new URLSearchParams(qs));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toMatch(/must be|ZIP/);
  });

  it('round-trips through the URL', () => {
    const q: BudgetQuery = { adults: 2, children: 1, bedrooms: 2, zip: '28205' };
    const href = budgetHref(q);
    expect(href).toBe('/guide/cost-of-living?adults=2&children=1&bedrooms=2&zip=28205#budget');
    expect(parseBudgetQuery(new URL(href, 'http://x').searchParams)).toEqual({ ok: true, query: q });
  });
});

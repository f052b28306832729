import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEFT_OUT, TAX_LINE_IDS, TRIPS_PER_MONTH } from './budget';
import { budgetHref, describeHousehold, parseBudgetQuery, type BudgetQuery } from './budget-query';
import { BUDGET_WORDS_EN } from './budget-words';
import { budgetOn as computeBudget, drivingMiles, taxYearOn } from './budget-data';
import { annualTaxes, wagesCovering, type TaxYearFile } from './income-taxes';
import { distanceKm } from './npa-geometry';
import { ZIP_CENTRES } from './zip-centres';

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
const costs = JSON.parse(readFileSync('data/official/household-costs/charlotte.json', 'utf8')) as {
  childCare: { annualPerChild: number };
  health: { adultMonthly: number; ageCurve: { adult: number; child: number } };
  driving: { centsPerMile: number; uptown: { latitude: number; longitude: number }; zips: { zip: string }[] };
};
const taxFile = JSON.parse(readFileSync('data/official/income-taxes/tax-year-2026.json', 'utf8')) as TaxYearFile;
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

  it('every line with a figure names its source and year; only the lines named beside the total are left out of it', () => {
    for (const l of budget.lines) {
      if (l.monthly && l.monthly > 0) expect(l.source?.year).toBeTruthy();
    }
    const leftOut = budget.lines.filter((l) => l.monthly === null).map((l) => l.id);
    expect(leftOut).toEqual(LEFT_OUT.map((l) => l.id));
    expect(budget.leftOut).toBe('other necessities, phone and internet');
    expect(line(budget, 'health').monthly).toBe(costs.health.adultMonthly);
  });

  it('food and transport come from their source rows', () => {
    const row = mit.households.find((h) => h.adults === 1 && h.working === 1 && h.children === 0)!;
    expect(line(budget, 'food').monthly).toBe(Math.round(row.foodAnnual / 12));
    expect(line(budget, 'transport').monthly).toBeCloseTo(TRIPS_PER_MONTH * fact('cats-local-fare'), 2);
    // the fare's year is the year it took effect, not the day someone last looked for a newer one
    const fare = facts.find((f) => f.id === 'cats-local-fare') as unknown as { validFrom: string; confirmed: boolean };
    expect(line(budget, 'transport').source?.year).toBe(`since ${fare.validFrom.slice(0, 4)}${fare.confirmed ? '' : ', not confirmed on a current CATS page'}`);
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
    expect(line(b, 'child-care').monthly).toBeCloseTo((2 * costs.childCare.annualPerChild) / 12, 2);
    expect(line(b, 'rent').monthly).toBe(safmr27.get('28277')![3]);
    expect(b.differences.map((d) => d.line)).toEqual(['Rent', 'Food', 'Child care', 'Health', 'Transport', 'Other necessities, phone and internet', 'Taxes']);
  });

  it('an out-of-area ZIP says in plain words that it is not in the Charlotte area, and uses the metro FMR', () => {
    const b = computeBudget({ ...query, zip: '10001' }, TODAY);
    expect(line(b, 'rent').monthly).toBe(Number(metro[3]));
    expect(line(b, 'rent').source?.year).toBe(`FY${metro[0]}`);
    expect(b.notices[0]).toContain('ZIP 10001 is not in the Charlotte area');
    expect(b.notices[0]).not.toMatch(/HUD|FY20/);
  });

  it('a South Carolina ZIP of the metro is not taxed as North Carolina: the state tax is left out and the page says so', () => {
    const b = computeBudget({ adults: 1, children: 1, bedrooms: 2, zip: '29708' }, TODAY);
    expect(line(b, 'nc-income-tax').monthly).toBeNull();
    expect(line(b, 'nc-income-tax').note).toContain('South Carolina income tax is not covered');
    expect(b.notices.join(' ')).toContain('ZIP 29708 is in South Carolina');
    expect(b.leftOut).toContain('South Carolina income tax');
    expect(line(b, 'rent').monthly).toBe(safmr27.get('29708')![2]);
  });

  it('where the profile says driving is the norm the transport line is driving at the IRS rate, with no bus fares', () => {
    const b = computeBudget({ adults: 2, children: 0, bedrooms: 2, zip: '28277' }, TODAY);
    const miles = drivingMiles(costs.driving)['28277']!;
    expect(line(b, 'transport').label).toBe('Transport (driving)');
    expect(line(b, 'transport').note).not.toMatch(/CATS|fare/);
    expect(line(b, 'transport').monthly).toBeCloseTo((2 * TRIPS_PER_MONTH * miles * costs.driving.centsPerMile) / 100, 2);
    expect(line(computeBudget({ adults: 2, children: 0, bedrooms: 2, zip: '28205' }, TODAY), 'transport').label).toBe('Transport (bus and light rail)');
  });
});

describe('three households recomputed from the data files', () => {
  const rent = (zip: string, bedrooms: number) => safmr27.get(zip)![bedrooms]!;
  const food = (adults: number, children: number) =>
    Math.round(mit.households.find((h) => h.adults === adults && h.working === adults && h.children === children)!.foodAnnual / 12);
  const health = (adults: number, children: number) =>
    adults * costs.health.adultMonthly +
    (children * Math.round(((costs.health.adultMonthly * costs.health.ageCurve.child) / costs.health.ageCurve.adult) * 100)) / 100;
  const childCare = (children: number) => (children * costs.childCare.annualPerChild) / 12;
  const milesToUptown = (zip: string) => {
    const [lat, lon] = ZIP_CENTRES[zip]!;
    return Math.round((distanceKm([lon, lat], [costs.driving.uptown.longitude, costs.driving.uptown.latitude]) / 1.609344) * 10) / 10;
  };

  it.each([
    { q: { adults: 1, children: 0, bedrooms: 1, zip: '28205' }, transport: () => TRIPS_PER_MONTH * fact('cats-local-fare'), nc: true },
    {
      q: { adults: 2, children: 2, bedrooms: 3, zip: '28277' },
      transport: () => (2 * TRIPS_PER_MONTH * milesToUptown('28277') * costs.driving.centsPerMile) / 100,
      nc: true,
    },
    { q: { adults: 1, children: 1, bedrooms: 2, zip: '29708' }, transport: () => TRIPS_PER_MONTH * fact('cats-local-fare'), nc: false },
  ])('$q.adults adults, $q.children children, $q.bedrooms bedrooms in $q.zip', ({ q, transport, nc }) => {
    const expenses = rent(q.zip, q.bedrooms) + transport() + food(q.adults, q.children) + childCare(q.children) + health(q.adults, q.children);
    const b = computeBudget(q, TODAY);
    expect(b.expenses).toBeCloseTo(expenses, 1);
    const household = { adults: q.adults, children: q.children };
    const rate = nc ? fact('income-tax-2026') : 0;
    const wages = wagesCovering(b.expenses * 12, household, taxFile, rate);
    const taxes = annualTaxes(wages, household, taxFile, rate);
    expect(b.preTaxMonthly).toBeCloseTo(b.expenses + (taxes.federal + taxes.northCarolina + taxes.payroll) / 12, 1);
    expect(b.preTaxAnnual).toBe(Math.round(b.preTaxMonthly * 12));
  });
});

describe('parseBudgetQuery', () => {
  it('takes the defaults without parameters', () => {
    expect(parseBudgetQuery(new URLSearchParams(), BUDGET_WORDS_EN)).toEqual({ ok: true, query: { adults: 1, children: 0, bedrooms: 1, zip: '' } });
  });

  it.each([
    ['adults=9', 'adults'],
    ['children=-1', 'children'],
    ['bedrooms=1.5', 'bedrooms'],
    ['zip=2820%00', 'zip'],
    ['bedrooms=__proto__', 'bedrooms'],
    ['adults=1e400', 'adults'],
  ])('%s gives a message for %s and the default household', (qs, field) => {
    const result = parseBudgetQuery(new URLSearchParams(qs), BUDGET_WORDS_EN);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toMatch(/must be|ZIP/);
  });

  it('keeps the valid fields when one is out of range: ?adults=2&children=7 keeps two adults', () => {
    const result = parseBudgetQuery(new URLSearchParams('adults=2&children=7&bedrooms=3'), BUDGET_WORDS_EN);
    expect(result).toEqual({
      ok: false,
      query: { adults: 2, children: 0, bedrooms: 3, zip: '' },
      errors: { children: 'Children must be a whole number from 0 to 3.' },
    });
  });

  it('a partial or mistyped ZIP keeps the household', () => {
    for (const zip of ['2', '282', '2820', '28a05']) {
      const result = parseBudgetQuery(new URLSearchParams({ adults: '2', children: '2', bedrooms: '3', zip }), BUDGET_WORDS_EN);
      expect(result.ok).toBe(false);
      expect(result.query).toEqual({ adults: 2, children: 2, bedrooms: 3, zip: '' });
    }
  });

  it('describes the household in words', () => {
    expect(describeHousehold({ adults: 2, children: 0, bedrooms: 0, zip: '' }, BUDGET_WORDS_EN.household)).toBe('2 adults, no children, a studio, no ZIP code');
    expect(describeHousehold({ adults: 1, children: 1, bedrooms: 3, zip: '28205' }, BUDGET_WORDS_EN.household)).toBe('1 adult, 1 child, 3 bedrooms, ZIP 28205');
  });

  it('round-trips through the URL', () => {
    const q: BudgetQuery = { adults: 2, children: 1, bedrooms: 2, zip: '28205' };
    const href = budgetHref(q);
    expect(href).toBe('/guide/cost-of-living?adults=2&children=1&bedrooms=2&zip=28205#budget');
    expect(parseBudgetQuery(new URL(href, 'http://x').searchParams, BUDGET_WORDS_EN)).toEqual({ ok: true, query: q });
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { annualTaxes, filingStatus, wagesCovering, type TaxYearFile } from './income-taxes';

const file = JSON.parse(readFileSync('data/official/income-taxes/tax-year-2026.json', 'utf8')) as TaxYearFile;
const ncRate = (JSON.parse(readFileSync('data/facts/facts.json', 'utf8')) as { facts: { id: string; value: number }[] }).facts.find(
  (f) => f.id === 'income-tax-2026',
)!.value;
const { federal, payroll, northCarolina } = file;
const bracket = (status: 'single' | 'joint' | 'head', index: number) => federal.brackets[status][index]!;
const digits = (n: number) => n.toLocaleString('en-US');

describe('the tax-year file (data/official/income-taxes/)', () => {
  it('quotes the passages its figures come from', () => {
    for (const figure of [federal.standardDeduction.single, federal.standardDeduction.joint, bracket('single', 0).upTo!, bracket('joint', 1).upTo!]) {
      expect(federal.source.quote).toContain(digits(figure));
    }
    expect(federal.childTaxCredit.source.quote).toContain(digits(federal.childTaxCredit.perChild));
    expect(federal.childTaxCredit.source.quote).toContain(digits(federal.childTaxCredit.refundablePerChild));
    expect(payroll.source.quote).toContain(digits(payroll.socialSecurityWageBase));
    for (const amount of Object.values(northCarolina.standardDeduction)) expect(northCarolina.source.quote).toContain(digits(amount));
  });

  it('has rising brackets that end open for every filing status', () => {
    for (const brackets of Object.values(federal.brackets)) {
      const tops = brackets.map((b) => b.upTo);
      expect(tops.at(-1)).toBeNull();
      const bounded = tops.slice(0, -1) as number[];
      expect([...bounded].sort((a, b) => a - b)).toEqual(bounded);
    }
  });
});

describe('filingStatus', () => {
  it('files one adult single, one adult with children as head of household, two adults jointly', () => {
    expect(filingStatus({ adults: 1, children: 0 })).toBe('single');
    expect(filingStatus({ adults: 1, children: 2 })).toBe('head');
    expect(filingStatus({ adults: 2, children: 0 })).toBe('joint');
  });
});

describe('annualTaxes', () => {
  it('taxes a single earner bracket by bracket over the standard deduction', () => {
    const wages = federal.standardDeduction.single + bracket('single', 0).upTo! + 10_000;
    const taxes = annualTaxes(wages, { adults: 1, children: 0 }, file, ncRate);
    const expectedFederal = (bracket('single', 0).upTo! * bracket('single', 0).rate) / 100 + (10_000 * bracket('single', 1).rate) / 100;
    expect(taxes.federal).toBeCloseTo(expectedFederal, 6);
    expect(taxes.northCarolina).toBeCloseTo(((wages - northCarolina.standardDeduction.single) * ncRate) / 100, 6);
    expect(taxes.payroll).toBeCloseTo((wages * (payroll.socialSecurityRate + payroll.medicareRate)) / 100, 6);
  });

  it('owes no income tax below the standard deductions', () => {
    const taxes = annualTaxes(Math.min(federal.standardDeduction.single, northCarolina.standardDeduction.single) - 1, { adults: 1, children: 0 }, file, ncRate);
    expect(taxes.federal).toBe(0);
    expect(taxes.northCarolina).toBe(0);
  });

  it('takes the child tax credit off the tax, and pays its refundable part where the credit exceeds the tax', () => {
    const household = { adults: 2, children: 2 };
    const wages = 120_000;
    const withoutCredit = annualTaxes(wages, { adults: 2, children: 0 }, file, ncRate).federal;
    expect(annualTaxes(wages, household, file, ncRate).federal).toBeCloseTo(withoutCredit - 2 * federal.childTaxCredit.perChild, 6);
    const low = annualTaxes(federal.standardDeduction.joint, household, file, ncRate);
    const phaseIn = ((federal.standardDeduction.joint - federal.childTaxCredit.refundableEarningsFloor) * federal.childTaxCredit.refundableRate) / 100;
    expect(low.federal).toBeCloseTo(-Math.min(2 * federal.childTaxCredit.refundablePerChild, phaseIn), 6);
  });

  it('stops Social Security at the wage base for each earner', () => {
    const wages = payroll.socialSecurityWageBase + 100_000;
    const taxes = annualTaxes(wages, { adults: 1, children: 0 }, file, ncRate);
    expect(taxes.payroll).toBeCloseTo((payroll.socialSecurityWageBase * payroll.socialSecurityRate + wages * payroll.medicareRate) / 100, 6);
    const couple = annualTaxes(wages, { adults: 2, children: 0 }, file, ncRate);
    expect(couple.payroll).toBeCloseTo((wages * (payroll.socialSecurityRate + payroll.medicareRate)) / 100, 6);
  });
});

describe('wagesCovering', () => {
  it.each([
    [{ adults: 1, children: 0 }, 30_000],
    [{ adults: 1, children: 2 }, 55_000],
    [{ adults: 2, children: 3 }, 90_000],
  ])('finds the lowest wages that leave what %o needs (%d a year) after the three taxes', (household, needed) => {
    const wages = wagesCovering(needed, household, file, ncRate);
    const left = (w: number) => {
      const t = annualTaxes(w, household, file, ncRate);
      return w - t.federal - t.northCarolina - t.payroll;
    };
    expect(left(wages)).toBeGreaterThanOrEqual(needed);
    expect(left(wages - 0.02)).toBeLessThan(needed);
  });

  it('needs no wages for nothing', () => {
    expect(wagesCovering(0, { adults: 1, children: 0 }, file, ncRate)).toBe(0);
  });
});

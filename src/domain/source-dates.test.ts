import { describe, expect, it } from 'vitest';
import { factById } from './facts';
import { labelFiscalYear, overdueSources, staleFiscalYears } from './source-dates';

describe('overdueSources', () => {
  const file = {
    source: { name: 'MIT Living Wage Calculator', recheck: '2026-03-31' },
    childCare: { source: { cite: 'Child Care Resources', name: 'long name', recheck: '2027-02-28' } },
    rows: [{ cite: 'row source', recheck: '2026-11-28' }],
  };

  it('lists every source whose recheck day has passed, with where it is and its short name', () => {
    expect(overdueSources('x.json', file, '2026-11-29')).toEqual([
      { file: 'x.json', path: 'source', name: 'MIT Living Wage Calculator', recheck: '2026-03-31' },
      { file: 'x.json', path: 'rows[0]', name: 'row source', recheck: '2026-11-28' },
    ]);
  });

  it('a source is due the day after its recheck day, not on it', () => {
    expect(overdueSources('x.json', { recheck: '2026-11-29' }, '2026-11-29')).toEqual([]);
    expect(overdueSources('x.json', { recheck: '2026-11-29' }, '2026-11-30')).toHaveLength(1);
  });

  it('ignores values that are not a recheck day', () => {
    expect(overdueSources('x.json', { recheck: 'soon', note: { recheck: 3 } }, '2030-01-01')).toEqual([]);
  });
});

describe('staleFiscalYears', () => {
  const county = factById('property-tax-county');

  it('reads the fiscal year a fact label names', () => {
    expect(labelFiscalYear(county.label)).toBe(2026);
    expect(labelFiscalYear('NC driver licence fee')).toBeNull();
    expect(labelFiscalYear('Rate, fiscal year 2027')).toBe(2027);
  });

  it('flags a text that gives a fiscal-year fact an older fiscal year, in any spelling', () => {
    const texts = [
      { where: 'a:1', text: 'Fiscal 2025 rates: {{fact:property-tax-county}} county' },
      { where: 'a:2', text: '{{fact:property-tax-county}} (FY2025)' },
      { where: 'a:3', text: '{{fact:property-tax-county}} (FY 2024), fiscal 2026 too' },
    ];
    expect(staleFiscalYears(texts, [county]).map((s) => [s.where, s.shown])).toEqual([
      ['a:1', 'Fiscal 2025'],
      ['a:2', 'FY2025'],
      ['a:3', 'FY 2024'],
    ]);
  });

  it('passes the same or a later year, plain calendar years, and facts whose label names no fiscal year', () => {
    const texts = [
      { where: 'b:1', text: 'Fiscal 2026 rates (July 2025 to June 2026): {{fact:property-tax-county}}; fiscal 2027 not yet' },
      { where: 'b:2', text: '{{fact:income-tax-2026}} for 2026 income, fiscal 2020 was different' },
      { where: 'b:3', text: 'fiscal 2020 without any fact' },
    ];
    expect(staleFiscalYears(texts, [county, factById('income-tax-2026')])).toEqual([]);
  });

  it('holds for the committed guides: no text gives a fact an older fiscal year than its label', async () => {
    const { dateCheck } = await import('../../scripts/qol/data-check');
    expect(dateCheck('2000-01-01').stale).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { factById, factIdsIn, factProblems, FACTS, fillFacts, fillFactsDeep, overdueFacts, recheckDue, reviewedText, type Fact } from './facts';

const entriesDir = new URL('../content/guides/entries/', import.meta.url);
const rawGuides = readdirSync(entriesDir)
  .filter((f) => f.endsWith('.yaml'))
  .map((file) => ({ file, text: readFileSync(new URL(file, entriesDir), 'utf8') }));
const guide = (file: string) => fillFactsDeep(parse(rawGuides.find((g) => g.file === file)?.text ?? '')) as Record<string, unknown>;
const figure = (list: unknown, label: string) => (list as Array<{ label: string; value: string; detail?: string }>).find((f) => f.label === label);

describe('the facts file', () => {
  it('gives every fact a value, unit, official source, date checked and re-check interval', () => {
    expect(FACTS.length).toBeGreaterThan(10);
    expect(factProblems()).toEqual([]);
  });

  it('says why wherever a figure could not be confirmed with its official source', () => {
    for (const f of FACTS.filter((x) => !x.confirmed)) expect(f.note, f.id).toMatch(/not confirmed/i);
  });

  it('holds the current DMV fees and income-tax rates', () => {
    expect(factById('dmv-licence-per-year').value).toBe(6.5);
    expect(factById('dmv-licence-eight-years').value).toBe(52);
    expect(factById('dmv-licence-five-years').value).toBe(32.5);
    expect(factById('dmv-registration-private').value).toBe(46.25);
    expect(factById('income-tax-2022').value).toBe(4.99);
    expect(factById('income-tax-2026').value).toBe(3.99);
    const parts = ['sales-tax-state', 'sales-tax-county', 'sales-tax-transit'].map((id) => factById(id).value);
    expect(parts.reduce((a, b) => a + b, 0)).toBeCloseTo(factById('sales-tax-total').value);
  });

  it('finds a problem in a fact without source or date', () => {
    const bad = { ...factById('income-tax-2026'), id: 'bad', source: { name: '', url: 'http://x' }, checked: 'soon' } as Fact;
    expect(factProblems([bad])).toEqual(['bad has no source name and https address', 'bad has no date checked']);
  });

  it('lists facts past their re-check date', () => {
    expect(recheckDue({ checked: '2026-11-25', recheckMonths: 6 })).toBe('2027-05-25');
    const fact = factById('income-tax-2026');
    expect(overdueFacts('2027-05-26', [fact]).map((f) => f.id)).toEqual(['income-tax-2026']);
    expect(overdueFacts('2027-05-25', [fact])).toEqual([]);
  });

  it('fills texts and refuses an unknown fact', () => {
    expect(fillFacts('Licence {{fact:dmv-licence-per-year}} a year')).toBe('Licence $6.50 a year');
    expect(() => fillFacts('{{fact:no-such-fact}}')).toThrow(/Unknown fact/);
    expect(factIdsIn('{{fact:a}} and {{fact:b-c}}')).toEqual(['a', 'b-c']);
  });
});

describe('the guides read their figures from the facts file', () => {
  it('refers only to known facts, and leaves none unfilled', () => {
    for (const { file, text } of rawGuides) {
      for (const id of factIdsIn(text)) expect(() => factById(id), `${file}: ${id}`).not.toThrow();
      expect(JSON.stringify(guide(file)), file).not.toContain('{{fact:');
    }
  });

  it('writes fees and rates as facts, not by hand', () => {
    const all = rawGuides.map((g) => g.text).join('\n');
    for (const stale of ['$5.50', '$44', '$36 plus', '5.25% in 2022', '4.25% flat', '3% to 5.25%']) expect(all).not.toContain(stale);
    for (const id of ['dmv-licence-per-year', 'dmv-registration-private', 'income-tax-2026', 'sales-tax-total', 'cats-local-fare']) {
      expect(all, id).toContain(`{{fact:${id}}}`);
    }
  });

  it('renders the getting-settled figures from the file', () => {
    const figures = guide('getting-settled.yaml').figures;
    expect(figure(figures, 'Licence fee')?.value).toBe('$6.50');
    expect(figure(figures, 'Licence fee')?.detail).toContain('$52');
    expect(figure(figures, 'Vehicle registration')?.value).toBe('$46.25 a year');
    expect(figure(figures, 'State income tax')?.detail).toContain('4.99% in 2022');
  });

  it('gives every guide one review date, from 2026', () => {
    for (const { file } of rawGuides) {
      const data = guide(file);
      expect(data.reviewed, file).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(data.updated, file).toBeUndefined();
    }
    expect(reviewedText('2026-11-25')).toBe('Updated November 25, 2026');
  });
});

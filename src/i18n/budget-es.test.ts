import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUDGET_WORDS_ES } from './budget-es';
import { computeBudget } from '../domain/budget';
import { budgetInputs } from '../domain/budget-data';
import { describeHousehold, parseBudgetQuery, type BudgetQuery } from '../domain/budget-query';
import { BUDGET_WORDS_EN } from '../domain/budget-words';
import { flattenCatalog } from './flatten-catalog';

/** The budget in Spanish: the same inputs give the same figures; only the words change. */

const TODAY = '2026-11-25';
const english = budgetInputs(TODAY);
const spanish = budgetInputs(TODAY, undefined, 'es');
const HOUSEHOLDS: BudgetQuery[] = [
  { adults: 1, children: 0, bedrooms: 1, zip: '28262' },
  { adults: 2, children: 2, bedrooms: 3, zip: '28277' },
  { adults: 1, children: 1, bedrooms: 0, zip: '29708' },
  { adults: 2, children: 0, bedrooms: 2, zip: '10001' },
  { adults: 1, children: 3, bedrooms: 4, zip: '' },
];

const placeholders = (text = '') => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the budget in Spanish', () => {
  it.each(HOUSEHOLDS)('$adults adults, $children children, $bedrooms bedrooms, ZIP "$zip": the same lines, figures and sources as in English', (query) => {
    const en = computeBudget(query, english, BUDGET_WORDS_EN);
    const es = computeBudget(query, spanish, BUDGET_WORDS_ES);
    const figures = (b: typeof en) => b.lines.map((l) => [l.id, l.monthly, l.source?.url ?? null]);
    expect(figures(es)).toEqual(figures(en));
    expect([es.expenses, es.preTaxMonthly, es.preTaxAnnual, es.living]).toEqual([en.expenses, en.preTaxMonthly, en.preTaxAnnual, en.living]);
    expect(es.notices.length).toBe(en.notices.length);
    expect(es.differences.length).toBe(en.differences.length);
    for (const l of es.lines) {
      expect(l.label, l.id).not.toBe(en.lines.find((e) => e.id === l.id)?.label);
      expect(l.note, l.id).not.toMatch(/\{\w+\}/);
    }
  });

  it('writes the notes of the cost file in Spanish, with the same figures', () => {
    const costs = JSON.parse(readFileSync('data/official/household-costs/charlotte.json', 'utf8')) as Record<string, { note?: string; noteEs?: string }>;
    const figures = (text = '') => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).join(' ');
    for (const key of ['childCare', 'health', 'driving']) {
      expect(costs[key]?.noteEs, key).toBeTruthy();
      expect(figures(costs[key]?.noteEs), key).toBe(figures(costs[key]?.note));
    }
    expect(spanish.costs.childCare.note).toBe(costs.childCare?.noteEs);
    expect(english.costs.childCare.note).toBe(costs.childCare?.note);
  });

  it('has every template of the English words, with the same placeholders, in other words', () => {
    const es = flattenCatalog(BUDGET_WORDS_ES);
    for (const [key, text] of flattenCatalog(BUDGET_WORDS_EN)) {
      expect(placeholders(es.get(key)), key).toEqual(placeholders(text));
      expect(es.get(key), key).not.toBe(text);
    }
  });

  it('describes the household and the field messages in Spanish', () => {
    expect(describeHousehold({ adults: 2, children: 1, bedrooms: 0, zip: '28205' }, BUDGET_WORDS_ES.household)).toBe(
      '2 adultos, 1 hijo, un estudio, código postal 28205',
    );
    const parsed = parseBudgetQuery(new URLSearchParams({ adults: '9', zip: '282' }), BUDGET_WORDS_ES);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors).toEqual({ adults: 'Adultos: escriba un número entero del 1 al 2.', zip: BUDGET_WORDS_ES.zipMessage });
  });
});

import { describe, expect, it } from 'vitest';
import { enMethodology } from './en-methodology';
import { esMethodology } from './es-methodology';
import { es } from './es';
import { FIGURES } from '../domain/qol';
import { SCORERS } from '../domain/neighborhood-scoring';
import { guideRules, priceTierText } from '../domain/scoring-rules-text';
import { priceTierRuleText } from '../domain/price-tier';
import { flattenCatalog } from './flatten-catalog';

/** Messages that are the same in both languages: separators, a column header, the tier's "$$ (label)". */
const SAME_IN_BOTH = new Set(['colFactor', 'reasonNpa', 'scoringRules.listJoin', 'scoringRules.tierJoin', 'priceTierRule.tier']);

describe('the methodology catalogs', () => {
  const english = flattenCatalog(enMethodology);
  const spanish = flattenCatalog(esMethodology);

  it('have the same keys, every figure of src/domain/qol.ts included', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    expect(Object.keys(esMethodology.figures).sort()).toEqual(FIGURES.map((f) => f.key).sort());
  });

  it('give each message the same {placeholders} in both languages, and leave none in English', () => {
    const names = (text = '') => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of english) {
      expect(names(spanish.get(key)), key).toEqual(names(text));
      if (!SAME_IN_BOTH.has(key)) expect(spanish.get(key), key).not.toBe(text);
    }
  });
});

describe('the Spanish scoring rules say what the scorers do', () => {
  const englishRules = guideRules();
  const spanishRules = guideRules(esMethodology.scoringRules);

  it('carry the same probes and points as the English, rule by rule', () => {
    expect(spanishRules.map((g) => [g.guide, g.href, g.rules.map((r) => r.probe)])).toEqual(
      englishRules.map((g) => [g.guide, g.href, g.rules.map((r) => r.probe)]),
    );
  });

  for (const guide of spanishRules) {
    for (const rule of guide.rules) {
      it(`${guide.guide}: "${rule.text}"`, () => {
        const { base, changed, points } = rule.probe;
        const scorer = SCORERS[guide.guide];
        expect(scorer(changed).score - scorer(base).score).toBeCloseTo(points, 9);
        // the Spanish sentence states the points the code gives, in Spanish
        expect(rule.text).toContain(String(points).replace(/\.0$/, ''));
        expect(rule.text).toMatch(/puntos|[“”]/);
      });
    }
  }

  it('join a list of names with “o” before the last one', () => {
    const urban = spanishRules.find((g) => g.guide === 'young-professionals')?.rules.find((r) => r.text.startsWith('El nombre contiene'));
    expect(urban?.text).toMatch(/^El nombre contiene “[^”]+”(, “[^”]+”)* o “[^”]+”: \+\d+ puntos\.$/);
  });

  it('state the price tier table and the official tiers with the hub’s Spanish labels', () => {
    expect(priceTierText(esMethodology.scoringRules)).toContain('$$$$ si contiene “4,000+”');
    expect(priceTierText(esMethodology.scoringRules)).toContain('ninguno de los dos, $$.');
    const labels = { 1: es.neighborhoodHub.tier1, 2: es.neighborhoodHub.tier2, 3: es.neighborhoodHub.tier3, 4: es.neighborhoodHub.tier4 };
    const rule = priceTierRuleText({ ...esMethodology.priceTierRule, labels });
    for (const [tier, label] of Object.entries(labels)) expect(rule).toContain(`${'$'.repeat(Number(tier))} (${label})`);
    expect(rule).not.toMatch(/\{\w+\}/);
  });
});

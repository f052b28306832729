import { describe, expect, it } from 'vitest';
import { GUIDE_KEYS, SCORERS } from './neighborhood-scoring';
import { guideRules, priceTierText } from './scoring-rules-text';

describe('the published scoring rules (methodology page) agree with the scoring module', () => {
  const rules = guideRules();

  it('covers the four ranked guides', () => {
    expect(rules.map((r) => r.guide)).toEqual([...GUIDE_KEYS]);
  });

  for (const guide of rules) {
    for (const rule of guide.rules) {
      it(`${guide.guide}: "${rule.text}"`, () => {
        const { base, changed, points } = rule.probe;
        const scorer = SCORERS[guide.guide];
        expect(scorer(changed).score - scorer(base).score).toBeCloseTo(points, 9);
        // the sentence states the points the code gives
        expect(rule.text).toContain(String(points).replace(/\.0$/, ''));
      });
    }
  }

  it('states the price tier table', () => {
    expect(priceTierText()).toContain('$$$$ when it contains "4,000+"');
    expect(priceTierText()).toContain('else $$ when neither is known');
  });
});

import { describe, expect, it } from 'vitest';
import { rangeMidpoint } from './data-check';
import { dataCheck } from '../../scripts/qol/data-check';

describe('data check', () => {
  it('reads price ranges', () => {
    expect(rangeMidpoint('$400,000 - $700,000')).toBe(550000);
    expect(rangeMidpoint('$1,800 - $2,500/month')).toBe(2150);
    expect(rangeMidpoint('$900,000+')).toBe(900000);
    expect(rangeMidpoint('N/A')).toBeNull();
    expect(rangeMidpoint(null)).toBeNull();
  });

  it('finds no disagreement left between the hand-written texts and the official figures', () => {
    const left = dataCheck().flatMap((r) => r.disagreements.map((d) => `${d.slug} ${d.field}: ${d.message}`));
    expect(left).toEqual([]);
  });
});

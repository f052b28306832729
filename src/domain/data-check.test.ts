import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dollarCents, dollarFigures, isEstimateLabel, rangeMidpoint, untracedDollars, type OfficialSource } from './data-check';
import { dataCheck, dollarCheck } from '../../scripts/qol/data-check';
import { citedAsPattern, officialSources } from '../../scripts/qol/dollar-check';

/** An official source holding two amounts, named by "Example Agency". */
const EXAMPLE: OfficialSource = { id: 'example', path: 'data/official/example', citedAs: /Example Agency/i, cents: new Set([171_200, 99]) };

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

describe('dollar figures on the pages', () => {
  it('reads the figures a text writes, ranges and scales included, but not a rate per $100', () => {
    expect(dollarFigures('From $1,800-$2,300 a month, fee $9.75, homes $1.2 million, 49 cents per $100')).toEqual([
      '$1,800',
      '$2,300',
      '$9.75',
      '$1.2 million',
    ]);
    expect(dollarFigures('unos 76 centavos por cada $100 de valor tasado, o por $100, y $1,400 al mes')).toEqual(['$1,400']);
    expect(dollarCents('$1,800')).toBe(180_000);
    expect(dollarCents('$9.75')).toBe(975);
    expect(dollarCents('$1.2 million')).toBe(120_000_000);
    expect(dollarCents('$400k')).toBe(40_000_000);
  });

  it('lets a fact, a labelled estimate, or a named official source carry a figure, and nothing else', () => {
    expect(untracedDollars('Licence {{fact:dmv-licence-per-year}} a year', [EXAMPLE])).toEqual([]);
    expect(untracedDollars('Rent {{estimate:2025|about $1,000}} a month', [EXAMPLE])).toEqual([]);
    expect(untracedDollars('The Example Agency figure is $1,712 a month', [EXAMPLE])).toEqual([]);
    // the same amount without naming its source, or an amount the source does not hold
    expect(untracedDollars('Typically $1,712 a month', [EXAMPLE])).toEqual(['$1,712']);
    expect(untracedDollars('The Example Agency figure is $1,713', [EXAMPLE])).toEqual(['$1,713']);
    expect(untracedDollars('About $75 to $150 extra', [])).toEqual(['$75', '$150']);
  });

  it('knows an estimate label by the word and a year', () => {
    expect(isEstimateLabel('Our estimates for 2025, for one adult')).toBe(true);
    expect(isEstimateLabel('One adult renting a one-bedroom')).toBe(false);
    expect(isEstimateLabel('Our estimate')).toBe(false);
    expect(isEstimateLabel('Nuestras estimaciones para 2025, para un adulto')).toBe(true);
    expect(isEstimateLabel('Una estimación de 2025')).toBe(true);
    expect(isEstimateLabel('Un adulto que alquila en 2025')).toBe(false);
  });

  it('registers every data/official folder by its SOURCE.md "Cited as" line, with every number of its files', () => {
    expect(citedAsPattern('# Source\nCited as: HUD Fair Market Rent, FMR\n')?.test('the HUD Fair Market Rent for 28205')).toBe(true);
    expect(citedAsPattern('# Source\nNo line here')).toBeNull();
    const root = mkdtempSync(join(tmpdir(), 'dollar-check-'));
    mkdirSync(join(root, 'data/official/rents'), { recursive: true });
    writeFileSync(join(root, 'data/official/rents/SOURCE.md'), 'Cited as: Example Rents\n');
    writeFileSync(join(root, 'data/official/rents/rents.csv'), 'zip,two_bedroom\n28205,"$1,712"\n');
    writeFileSync(join(root, 'data/official/rents/more.json'), JSON.stringify({ zips: [{ zip: '28202', fmr: 2110 }] }));
    mkdirSync(join(root, 'data/official/unnamed'), { recursive: true });
    const { sources, problems } = officialSources(root);
    const rents = sources.find((s) => s.id === 'rents');
    expect(rents?.cents.has(171_200)).toBe(true);
    expect(rents?.cents.has(211_000)).toBe(true);
    expect(untracedDollars('Example Rents: $1,712 for a two-bedroom', sources)).toEqual([]);
    expect(problems).toEqual(['data/official/unnamed has no SOURCE.md with a "Cited as:" line, so texts cannot quote its figures']);
    expect(sources.map((s) => s.id)).toContain('mecklenburg-qol');
  });

  it('finds every dollar figure of the committed page texts traced', () => {
    const { untraced, problems } = dollarCheck();
    expect(untraced.map((u) => `${u.where}: ${u.figure}`)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

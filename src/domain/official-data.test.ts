import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { METRO_FMRS, SAFMR_TABLES, safmrTableOn, smallAreaRent, twoBedroomRents } from './official-rents';

const dir = 'data/official/hud-fmr';
const sourceMd = readFileSync(`${dir}/SOURCE.md`, 'utf8');

function csvRows(name: string): string[][] {
  return readFileSync(`${dir}/${name}`, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','));
}

describe('HUD FMR files', () => {
  it.each(['safmr-fy2027.csv', 'safmr-fy2026.csv', 'metro-fmr.csv'])('%s has the SHA-256 SOURCE.md records', (name) => {
    const sha = createHash('sha256')
      .update(readFileSync(`${dir}/${name}`))
      .digest('hex');
    expect(sourceMd).toContain(`${sha}  ${name}`);
  });

  it('SOURCE.md names the licence, the retrieval date and the transcription to verify', () => {
    expect(sourceMd).toContain('public domain');
    expect(sourceMd).toMatch(/Retrieved: \d{4}-\d{2}-\d{2}/);
    expect(sourceMd).toContain('To verify against HUD');
  });

  it('every committed row is loaded with its five rents, in bedroom order', () => {
    for (const [name, fy] of [
      ['safmr-fy2027.csv', 2027],
      ['safmr-fy2026.csv', 2026],
    ] as const) {
      const table = SAFMR_TABLES.find((t) => t.fiscalYear === fy)!;
      const rows = csvRows(name);
      expect(table.rows.size).toBe(rows.length);
      for (const [zip, area, ...rents] of rows) {
        expect(area).toBe('METRO16740M16740');
        expect(table.rows.get(zip!)?.rents).toEqual(rents.map(Number));
      }
    }
    const [metro] = csvRows('metro-fmr.csv');
    expect(METRO_FMRS[0]?.rents).toEqual(metro!.slice(2).map(Number));
  });

  it('FY2027 is in force from 1 October 2026, FY2026 before', () => {
    expect(safmrTableOn('2026-11-25').fiscalYear).toBe(2027);
    expect(safmrTableOn('2026-10-01').fiscalYear).toBe(2027);
    expect(safmrTableOn('2026-09-30').fiscalYear).toBe(2026);
  });

  it("a ZIP outside HUD's table has no small-area rent; profiles skip it", () => {
    const table = safmrTableOn('2026-11-25');
    expect(smallAreaRent('10001', 2, table)).toBeNull();
    const [row] = csvRows('safmr-fy2027.csv');
    expect(twoBedroomRents([row![0]!, '10001'], table)).toEqual([{ zip: row![0], rent: Number(row![4]), bedrooms: 2, fiscalYear: 2027, kind: 'small-area' }]);
  });
});

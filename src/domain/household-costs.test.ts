import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NEIGHBORHOODS } from '../../scripts/seed-data/neighborhoods';
import { ZIP_CENTRES } from './zip-centres';
import { SAFMR_TABLES } from './official-rents';
import { formatDollars } from './money';

interface Source {
  cite: string;
  url: string;
  quote: string;
  year: string;
  retrieved: string;
  recheck: string;
}
const file = JSON.parse(readFileSync('data/official/household-costs/charlotte.json', 'utf8')) as {
  childCare: { annualPerChild: number; source: Source & { dated: { quote: string } } };
  health: { adultMonthly: number; source: Source; ageCurve: { adult: number; child: number; source: Source } };
  driving: { centsPerMile: number; source: Source; zips: { zip: string; profile: string; quote: string }[] };
};

describe('data/official/household-costs/charlotte.json', () => {
  it('every figure is the one its quoted passage states', () => {
    expect(file.childCare.source.quote).toContain(`${formatDollars(file.childCare.annualPerChild)} a year`);
    // the weekly infant figure behind it, and the year WBTV's report of the same data gives it
    expect(file.childCare.source.quote).toContain('$315 a week');
    expect(file.childCare.source.dated.quote).toContain(`315 per week in ${file.childCare.source.year}`);
    // the state's row as the copy read prints it ("North Carolina: $507", or a transcription's "'North Carolina', 507, 638)"): the figure ends it
    expect(file.health.source.quote).toMatch(new RegExp(`North Carolina\\b.*\\D${file.health.adultMonthly}\\)?$`));
    expect(file.health.ageCurve.source.quote).toContain(`(${file.health.ageCurve.child})`);
    expect(file.driving.source.quote).toContain(`${file.driving.centsPerMile} cents per mile`);
  });

  it('every source has an https address, the year the page shows, a retrieval day and a later recheck day', () => {
    for (const s of [file.childCare.source, file.health.source, file.health.ageCurve.source, file.driving.source]) {
      expect(s.url).toMatch(/^https:\/\//);
      expect(s.year.trim()).not.toBe('');
      expect(s.retrieved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(s.recheck > s.retrieved).toBe(true);
    }
  });

  it('driving ZIP codes are those nearest the profiles that say driving is the norm, with the passage quoted', () => {
    const table = SAFMR_TABLES[0]!;
    const nearest = (lat: number, lon: number) =>
      Object.entries(ZIP_CENTRES)
        .filter(([zip]) => table.rows.has(zip))
        .map(([zip, [zlat, zlon]]) => ({ zip, d: Math.hypot(zlat - lat, (zlon - lon) * Math.cos((lat * Math.PI) / 180)) }))
        .sort((a, b) => a.d - b.d)[0]!.zip;
    const driving = NEIGHBORHOODS.filter((n) => /driving is the norm/i.test(n.transportation ?? ''));
    expect(driving.length).toBeGreaterThan(0);
    expect(file.driving.zips.map((z) => z.zip).sort()).toEqual(driving.map((n) => nearest(n.latitude!, n.longitude!)).sort());
    for (const z of file.driving.zips) {
      const profile = NEIGHBORHOODS.find((n) => n.slug === z.profile);
      expect(profile?.transportation).toContain(z.quote);
    }
  });
});

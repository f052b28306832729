import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { neighborhoodNpas } from '../../scripts/seed-data/neighborhood-npas';
import { NEIGHBORHOODS } from '../../scripts/seed-data/neighborhoods';
import { pointInArea, type Area } from './npa-geometry';
import { areaNote, caveatsFor, mappingProblems, NPA_MAPPING, sharedFiguresNotice, type NpaMappingTable } from './npa-mapping';
import type { QolDataset } from './qol';

const dataset = JSON.parse(readFileSync(new URL('../../data/mecklenburg-qol/qol.json', import.meta.url), 'utf8')) as QolDataset;
const known = new Set(dataset.areas.map((a) => a.id));
const entry = (slug: string, main: string, extra: Partial<NpaMappingTable['neighborhoods'][number]> = {}) => ({
  slug,
  main: { npa: main, reason: 'Centre point inside.' },
  others: [],
  ...extra,
});

describe('the reviewed NPA mapping', () => {
  it('has no problems: a reason for every NPA, every NPA in the county data, no shared main NPA without the notice', () => {
    expect(mappingProblems(NPA_MAPPING, known)).toEqual([]);
  });

  it('covers every seeded neighborhood, and the seed loads exactly the table', () => {
    const mapping = neighborhoodNpas(NEIGHBORHOODS, dataset.areas);
    for (const n of NEIGHBORHOODS) {
      const row = NPA_MAPPING.neighborhoods.find((x) => x.slug === n.slug);
      expect(row, n.slug).toBeTruthy();
      const seeded = mapping.find((m) => m.slug === n.slug);
      expect(seeded?.main).toBe(row?.main.npa);
      expect(seeded?.npaIds).toEqual([row?.main.npa, ...(row?.others ?? []).map((o) => o.npa)]);
    }
  });

  it("puts every neighborhood's centre inside its main NPA", () => {
    for (const n of NEIGHBORHOODS) {
      const row = NPA_MAPPING.neighborhoods.find((x) => x.slug === n.slug);
      if (!row) continue;
      const main = dataset.areas.find((a) => a.id === row.main.npa) as Area;
      expect(pointInArea([n.longitude, n.latitude], main), n.slug).toBe(true);
    }
  });

  it('flags two neighborhoods sharing a main NPA unless both say so', () => {
    const silent: NpaMappingTable = { reviewed: '2026-11-25', method: '', neighborhoods: [entry('a', '3'), entry('b', '3')] };
    expect(mappingProblems(silent)).toHaveLength(2);
    const oneSided: NpaMappingTable = { ...silent, neighborhoods: [entry('a', '3', { sharesMainWith: ['b'] }), entry('b', '3')] };
    expect(mappingProblems(oneSided)).toEqual(['b and a share main NPA 3 but b does not say so (sharesMainWith)']);
    const both: NpaMappingTable = { ...silent, neighborhoods: [entry('a', '3', { sharesMainWith: ['b'] }), entry('b', '3', { sharesMainWith: ['a'] })] };
    expect(mappingProblems(both)).toEqual([]);
  });

  it('flags missing reasons, repeated NPAs and NPAs both included and left out', () => {
    const table: NpaMappingTable = {
      reviewed: '2026-11-25',
      method: '',
      neighborhoods: [{ slug: 'a', main: { npa: '3', reason: ' ' }, others: [{ npa: '3', reason: 'again' }], notIncluded: [{ npa: '3', reason: 'no' }] }],
    };
    expect(mappingProblems(table, new Set(['3']))).toEqual(['a: NPA 3 has no reason', 'a lists an NPA twice', 'a: NPA 3 is both included and left out']);
  });

  it('tells both pages when they share county figures, from the lists in use', () => {
    const mains = [
      { slug: 'uptown', main: '476' },
      { slug: 'fourth-ward', main: '476' },
      { slug: 'dilworth', main: '3' },
    ];
    const names = new Map([
      ['uptown', 'Uptown'],
      ['fourth-ward', 'Fourth Ward'],
      ['dilworth', 'Dilworth'],
    ]);
    expect(sharedFiguresNotice('fourth-ward', mains, names)).toContain('Shares its county figures with Uptown');
    expect(sharedFiguresNotice('uptown', mains, names)).toContain('with Fourth Ward');
    expect(sharedFiguresNotice('dilworth', mains, names)).toBeNull();
  });

  it('carries the caveats where the data misleads', () => {
    expect(caveatsFor('university-city').map((c) => c.kind)).toEqual(['student-housing']);
    expect(caveatsFor('uptown').map((c) => c.kind)).toContain('commercial');
    expect(caveatsFor('highland-creek')[0]?.text).toContain('public parks only');
    expect(caveatsFor('matthews').map((c) => c.kind)).toEqual(['town-police']);
    expect(caveatsFor('nowhere')).toEqual([]);
  });

  it('says where a neighborhood is only part of its NPAs: South End and Dilworth each carry part of the other', () => {
    expect(areaNote('south-end')).toContain("Dilworth's NPA 3");
    expect(areaNote('dilworth')).toContain('South End');
    expect(areaNote('montford')).toContain('NPA 393');
    expect(areaNote('ballantyne')).toBeNull();
  });
});

describe('the migrations for databases seeded before the table', () => {
  const rowsOf = (file: string) => {
    const sql = readFileSync(new URL(`../../supabase/migrations/${file}`, import.meta.url), 'utf8');
    return [...sql.matchAll(/\('([a-z0-9-]+)', '(\d+)', (true|false)\)/g)].map((m) => [m[1], m[2], m[3] === 'true'] as const);
  };

  /** The migrations that rewrite some neighborhoods' NPAs after the first review, in the order they run. */
  const CORRECTIONS = [
    '20261126040000_npa_landmark_corrections.sql',
    '20261127100000_npa_mapping_decisions.sql',
    '20261129031000_npa_highland_creek_eastover.sql',
    '20261129070000_npa_montford.sql',
  ];

  it('write exactly the reviewed NPA lists: each correction, in order, over the first review', () => {
    let applied = rowsOf('20261125102000_reviewed_npa_mapping.sql');
    for (const file of CORRECTIONS) {
      const corrections = rowsOf(file);
      const corrected = new Set(corrections.map((r) => r[0]));
      applied = [...applied.filter((r) => !corrected.has(r[0])), ...corrections];
    }
    const expected = NPA_MAPPING.neighborhoods.flatMap((n) => [[n.slug, n.main.npa, true], ...n.others.map((o) => [n.slug, o.npa, false])]);
    const key = (r: readonly unknown[]) => r.join('|');
    expect(applied.map(key).sort()).toEqual(expected.map(key).sort());
  });

  it('names in the mapping file every change the corrections make, with the reason; the latest change of each neighborhood is its NPAs now', () => {
    const changes = NPA_MAPPING.changes ?? [];
    const corrected = CORRECTIONS.flatMap((file) => [...new Set(rowsOf(file).map((r) => r[0]))]);
    expect(corrected.sort()).toEqual(changes.map((c) => c.slug).sort());
    for (const change of changes) expect(change.reason.length, change.slug).toBeGreaterThan(20);
    for (const entry of NPA_MAPPING.neighborhoods) {
      const latest = changes.filter((c) => c.slug === entry.slug).at(-1);
      if (latest) expect(latest.now, entry.slug).toEqual([entry.main.npa, ...entry.others.map((o) => o.npa)]);
    }
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NEIGHBORHOODS } from '../../scripts/seed-data/neighborhoods';
import { COMPARE_COUNT_MESSAGE, compareRows, compareSelection } from './compare';
import { neighborhoodNumbers } from './neighborhood-numbers';
import { mappingNpaLists, NPA_MAPPING } from './npa-mapping';
import type { QolDataset } from './qol';
import { pooledCrime, safetyEvidence } from './safety';
import type { Neighborhood } from './types';

const known = [
  { slug: 'uptown', name: 'Uptown' },
  { slug: 'dilworth', name: 'Dilworth' },
  { slug: 'noda', name: 'NoDa' },
  { slug: 'south-end', name: 'South End' },
  { slug: 'elizabeth', name: 'Elizabeth' },
];
const select = (query: string) => compareSelection(new URLSearchParams(query), known);

describe('which neighborhoods to compare', () => {
  it('keeps 2 to 4 known slugs in order, without repeats', () => {
    expect(select('n=noda&n=uptown')).toEqual({ slugs: ['noda', 'uptown'], problems: [], status: 200 });
    expect(select('n=noda&n=NODA&n=uptown').slugs).toEqual(['noda', 'uptown']);
  });

  it('names unknown or malformed slugs in plain words', () => {
    expect(select('n=uptown&n=atlantis').problems).toEqual(['We have no neighborhood called "atlantis". Pick one from the list below.']);
    expect(select('n=uptown&n=%3Cscript%3E').problems[0]).toContain('"<script>"');
    expect(select('n=uptown&n=atlantis').status).toBe(404);
  });

  it('answers one, or more than four, with 400 and the same message', () => {
    const five = select('n=uptown&n=dilworth&n=noda&n=south-end&n=elizabeth');
    expect(five).toMatchObject({ problems: [COMPARE_COUNT_MESSAGE], status: 400 });
    expect(select('n=uptown')).toMatchObject({ problems: [COMPARE_COUNT_MESSAGE], status: 400 });
    expect(select('n=uptown&n=uptown')).toMatchObject({ problems: [COMPARE_COUNT_MESSAGE], status: 400 });
    expect(COMPARE_COUNT_MESSAGE).toBe('Choose 2 to 4 neighborhoods to compare.');
    expect(select('')).toEqual({ slugs: [], problems: [], status: 200 });
  });
});

describe('the comparison rows', () => {
  const dataset = JSON.parse(readFileSync(new URL('../../data/mecklenburg-qol/qol.json', import.meta.url), 'utf8')) as QolDataset;
  const lists = mappingNpaLists(NPA_MAPPING);
  const entry = (slug: string) => {
    const seed = NEIGHBORHOODS.find((n) => n.slug === slug)!;
    const mapping = lists.find((m) => m.slug === slug)!;
    const crime = pooledCrime(dataset, mapping.npaIds);
    const neighborhood = { ...seed, safety: safetyEvidence(crime, seed.safetyRating) } as unknown as Neighborhood;
    return { neighborhood, numbers: neighborhoodNumbers(dataset, mapping) };
  };
  const rows = compareRows([entry('eastover'), entry('highland-creek')]);
  const cells = (key: string) => rows.find((r) => r.key === key)?.cells ?? [];

  it("shows no editors' estimate beside the county's figures: no walk score, rent, home price or commute estimate rows", () => {
    for (const key of ['walk', 'commute', 'home']) expect(rows.some((r) => r.key === key)).toBe(false);
    expect(rows.filter((r) => r.key === 'rent').map((r) => r.kind)).toEqual(['official']);
    expect(rows.flatMap((r) => r.cells).some((c) => c.text === 'N/A' || /estimate/.test(c.note ?? ''))).toBe(false);
  });

  it("takes the price tier from the county's average sale price: Eastover is Luxury, with the figure it stands on", () => {
    const [eastover] = cells('tier');
    expect(eastover?.text).toBe('$$$$ Luxury');
    expect(eastover?.note).toMatch(/^from the county's average sale price \$1,\d{3},\d{3} \(2023\)/);
  });

  it('says what each crime period is for: the rating pools three years, the crime rows show the latest year alone', () => {
    const [, highlandCreek] = cells('safety');
    expect(highlandCreek?.note).toContain('2020-2022');
    expect(highlandCreek?.note).toContain('the crime rows below show the latest year alone.');
    expect(highlandCreek?.note).not.toContain('..');
    expect(cells('violent-crime')[1]?.note).toMatch(/^2022 alone \(the latest year; the safety rating above pools three\)/);
  });
});

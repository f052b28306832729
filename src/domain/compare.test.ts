import { describe, expect, it } from 'vitest';
import { compareSelection } from './compare';

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
    expect(select('n=noda&n=uptown')).toEqual({ slugs: ['noda', 'uptown'], problems: [] });
    expect(select('n=noda&n=NODA&n=uptown').slugs).toEqual(['noda', 'uptown']);
  });

  it('names unknown or malformed slugs in plain words', () => {
    expect(select('n=uptown&n=atlantis').problems).toEqual(['We have no neighborhood called "atlantis". Pick one from the list below.']);
    expect(select('n=uptown&n=%3Cscript%3E').problems[0]).toContain('"<script>"');
  });

  it('keeps at most 4 and asks for at least 2 different ones', () => {
    const five = select('n=uptown&n=dilworth&n=noda&n=south-end&n=elizabeth');
    expect(five.slugs).toHaveLength(4);
    expect(five.problems[0]).toContain('up to 4');
    expect(select('n=uptown&n=uptown').problems).toEqual(['Pick at least 2 different neighborhoods to compare.']);
    expect(select('n=uptown')).toEqual({ slugs: ['uptown'], problems: [] });
    expect(select('')).toEqual({ slugs: [], problems: [] });
  });
});

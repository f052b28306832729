import { describe, expect, it } from 'vitest';
import { COMPARE_COUNT_MESSAGE, compareSelection } from './compare';

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

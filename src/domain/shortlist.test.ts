import { describe, expect, it } from 'vitest';
import { droppedNotice, parseSlugList, toggleSlug } from './shortlist';

const slugs = (count: number, prefix = 'mover') => Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);

describe('a shared shortlist link', () => {
  it('keeps the first 50 businesses and counts those past the limit apart from malformed and repeated ones', () => {
    const parsed = parseSlugList([...slugs(60), 'mover-3', 'Not A Slug'].join(','), 'b');
    expect(parsed.slugs).toEqual(slugs(50));
    expect(parsed).toMatchObject({ dropped: 2, overLimit: 10 });
  });

  it('says how many the limit cut, separately from those unknown, no longer listed or repeated', () => {
    expect(droppedNotice({ overLimit: { b: 10, n: 0 }, unknown: 0 })).toBe(
      '10 businesses of this link are not shown: a shortlist holds at most 50 businesses.',
    );
    expect(droppedNotice({ overLimit: { b: 1, n: 2 }, unknown: 3 })).toBe(
      '1 business of this link is not shown: a shortlist holds at most 50 businesses. 2 neighborhoods of this link are not shown: a shortlist holds at most 24 neighborhoods. 3 items of this link are not shown: they are unknown, no longer listed, or repeated.',
    );
    expect(droppedNotice({ overLimit: { b: 0, n: 0 }, unknown: 1 })).toBe('One item of this link is not shown: it is unknown, no longer listed, or repeated.');
    expect(droppedNotice({ overLimit: { b: 0, n: 0 }, unknown: 0 })).toBeNull();
  });
});

describe('saving', () => {
  it('refuses a 51st business and changes nothing', () => {
    const full = { b: slugs(50), n: [] };
    expect(toggleSlug(full, 'b', 'one-more')).toEqual({ list: full, outcome: 'full' });
    expect(toggleSlug(full, 'b', 'mover-1').outcome).toBe('removed');
  });
});

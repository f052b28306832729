import { describe, expect, it } from 'vitest';
import {
  ALERT_SCHEDULE,
  SavedSearchSchema,
  describeSavedQuery,
  describeStoredQuery,
  isAlertHour,
  parseSavedQuery,
  savedQueryFromApiQuery,
  savedQueryText,
} from './alerts';
import { savedQueryResultsHref } from './alert-results';

const parse = (query: Record<string, unknown>) => SavedSearchSchema.parse({ email: 'a@example.com', frequency: 'daily', query }).query;

describe('the saved query', () => {
  it('is normalised as GET /api/businesses normalises it: trimmed, defaults and paging left out', () => {
    const query = parse({
      category: 'movers-packers',
      search: '  piano  ',
      minRating: 4,
      sortBy: 'relevance',
      limit: '50',
      offset: '20',
      approved: 'false',
      serviceTags: 'insured,licensed,insured',
    });
    expect(savedQueryText(query)).toBe('category=movers-packers&search=piano&minRating=4&serviceTags=insured%2Clicensed');
    expect(savedQueryText(parseSavedQuery(savedQueryText(query))!)).toBe(savedQueryText(query));
  });

  it('takes what a listing page asks the API for, without its paging', () => {
    expect(savedQueryFromApiQuery('?category=pet-services&neighborhood=noda&limit=20&offset=40')).toEqual({ category: 'pet-services', neighborhood: 'noda' });
  });

  it('reads as words in e-mail and links to its full results on /search', () => {
    const query = parse({ category: 'movers-packers', neighborhood: 'south-end', minRating: '4', near: '28205', radius: '5', open: 'sat-09:00' });
    expect(describeSavedQuery(query)).toBe('Movers & Packers in South End, within 5 mi of 28205, 4+ stars, Open Saturday 9:00 AM');
    expect(savedQueryResultsHref(query)).toBe('/search?category=movers-packers&neighborhood=south-end&minRating=4&open=sat-09%3A00&near=28205&radius=5');
    expect(describeSavedQuery({})).toBe('All businesses');
  });

  it('keeps the languages filter: in words, and in the link to its results', () => {
    const query = parse({ category: 'movers-packers', languages: 'vi,es' });
    expect(describeSavedQuery(query)).toBe('Movers & Packers, Spanish and Vietnamese spoken');
    expect(savedQueryResultsHref(query)).toBe('/search?category=movers-packers&languages=es%2Cvi');
  });
});

describe('the schedule', () => {
  it('runs in the 07:00 hour in Charlotte, which is 12:00 UTC in winter and 11:00 UTC in summer', () => {
    expect(ALERT_SCHEDULE.netlifyCron).toBe('*/15 * * * *');
    expect(isAlertHour(new Date('2026-12-01T12:00:00Z'))).toBe(true);
    expect(isAlertHour(new Date('2026-12-01T11:00:00Z'))).toBe(false);
    expect(isAlertHour(new Date('2026-07-01T11:00:00Z'))).toBe(true);
    expect(isAlertHour(new Date('2026-07-01T12:00:00Z'))).toBe(false);
    // The days daylight saving time starts and ends.
    expect(isAlertHour(new Date('2026-03-08T11:00:00Z'))).toBe(true);
    expect(isAlertHour(new Date('2026-11-01T12:00:00Z'))).toBe(true);
  });

  it('reads a stored query that no longer validates as it was saved, not as all businesses', () => {
    expect(describeStoredQuery('category=movers-packers&minRating=4')).toBe('Movers & Packers, 4+ stars');
    expect(describeStoredQuery('category=hovercraft-repair&neighborhood=atlantis')).toBe('hovercraft-repair in Atlantis');
  });
});

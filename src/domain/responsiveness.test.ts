import { describe, expect, it } from 'vitest';
import { countedMinutes, NEW_TO_QUOTES, responsiveness, responsivenessLabel, type QuoteTiming } from './responsiveness';

const at = (iso: string) => new Date(iso);
/** A request delivered at `delivered` and answered `minutes` later (wall clock), or never. */
const timing = (delivered: string, minutes: number | null): QuoteTiming => ({
  deliveredAt: at(delivered),
  answeredAt: minutes === null ? null : new Date(at(delivered).getTime() + minutes * 60_000),
});

describe('countedMinutes (08:00-18:00 Charlotte time)', () => {
  it('counts 5 minutes for a request delivered at 17:55 and answered at 19:30', () => {
    expect(countedMinutes(at('2027-01-15T17:55:00-05:00'), at('2027-01-15T19:30:00-05:00'))).toBe(5);
  });

  it('does not count 18:00-08:00: delivered at 21:00, answered at 08:20 the next day counts 20', () => {
    expect(countedMinutes(at('2027-01-15T21:00:00-05:00'), at('2027-01-16T08:20:00-05:00'))).toBe(20);
    expect(countedMinutes(at('2027-01-15T18:30:00-05:00'), at('2027-01-16T07:59:00-05:00'))).toBe(0);
  });

  it('counts whole days as 10 hours each', () => {
    expect(countedMinutes(at('2027-01-15T09:00:00-05:00'), at('2027-01-17T09:00:00-05:00'))).toBe(20 * 60);
  });

  it('follows daylight saving: across the March and November changes each day still counts 08:00-18:00 local', () => {
    // Saturday 7 March 2026 17:00 EST to Monday 9 March 09:00 EDT: 1 h + 10 h (Sunday, the 23-hour day) + 1 h.
    expect(countedMinutes(at('2026-03-07T17:00:00-05:00'), at('2026-03-09T09:00:00-04:00'))).toBe(12 * 60);
    // Saturday 31 October 2026 17:00 EDT to Monday 2 November 09:00 EST: the 25-hour Sunday counts 10 h too.
    expect(countedMinutes(at('2026-10-31T17:00:00-04:00'), at('2026-11-02T09:00:00-05:00'))).toBe(12 * 60);
    // 07:30 EDT on the Sunday of the spring change, in UTC 11:30, is before 08:00 local: 30 minutes to 08:30.
    expect(countedMinutes(at('2026-03-08T11:30:00Z'), at('2026-03-08T12:30:00Z'))).toBe(30);
  });

  it('is 0 when the answer is not after the delivery', () => {
    expect(countedMinutes(at('2027-01-15T10:00:00-05:00'), at('2027-01-15T10:00:00-05:00'))).toBe(0);
    expect(countedMinutes(at('2027-01-15T11:00:00-05:00'), at('2027-01-15T10:00:00-05:00'))).toBe(0);
  });
});

describe('responsiveness', () => {
  const now = at('2027-01-20T12:00:00-05:00');

  it('is "New to quote requests" under 3 requests in the last 90 days', () => {
    const figures = responsiveness([timing('2027-01-12T10:00:00-05:00', 10), timing('2027-01-13T10:00:00-05:00', 20)], now);
    expect(figures).toMatchObject({ requests: 2, answered: 2, medianMinutes: null, responseRate: null, label: NEW_TO_QUOTES });
    expect(figures.window).toEqual({ from: '2026-10-22T17:00:00.000Z', to: '2027-01-20T17:00:00.000Z', days: 90 });
  });

  it('leaves out requests delivered more than 90 days ago and unanswered ones younger than 24 hours', () => {
    const timings = [
      timing('2026-10-20T10:00:00-04:00', 5),
      timing('2027-01-12T10:00:00-05:00', 10),
      timing('2027-01-13T10:00:00-05:00', 20),
      timing('2027-01-20T09:00:00-05:00', null),
    ];
    expect(responsiveness(timings, now)).toMatchObject({ requests: 2, label: NEW_TO_QUOTES });
  });

  it('leaves out a request the customer closed unanswered within 24 hours, not one closed later', () => {
    const answered = [timing('2027-01-11T10:00:00-05:00', 30), timing('2027-01-12T10:00:00-05:00', 30)];
    const closedEarly = { ...timing('2027-01-13T10:00:00-05:00', null), closedAt: at('2027-01-13T11:00:00-05:00') };
    const closedLate = { ...timing('2027-01-13T10:00:00-05:00', null), closedAt: at('2027-01-14T11:00:00-05:00') };
    expect(responsiveness([...answered, closedEarly], now)).toMatchObject({ requests: 2, label: NEW_TO_QUOTES });
    expect(responsiveness([...answered, closedLate], now)).toMatchObject({ requests: 3, answered: 2, responseRate: 0.667 });
  });

  it('takes the median counted time and the share answered within 24 hours', () => {
    const timings = [
      timing('2027-01-11T10:00:00-05:00', 30),
      // Friday 17:55, answered Saturday 09:00: 5 + 60 counted minutes, 15 h wall clock.
      timing('2027-01-15T17:55:00-05:00', 15 * 60 + 5),
      timing('2027-01-12T10:00:00-05:00', 50),
      // Answered after 3 days: not within 24 hours.
      timing('2027-01-13T10:00:00-05:00', 72 * 60),
    ];
    const figures = responsiveness(timings, now);
    expect(figures).toMatchObject({ requests: 4, answered: 4, medianMinutes: 58, responseRate: 0.75, label: 'Usually replies within an hour' });
  });

  it('counts a request unanswered after 24 hours as slower than any answer', () => {
    const timings = [timing('2027-01-11T10:00:00-05:00', 120), timing('2027-01-12T10:00:00-05:00', 180), timing('2027-01-13T10:00:00-05:00', null)];
    expect(responsiveness(timings, now)).toMatchObject({
      requests: 3,
      answered: 2,
      medianMinutes: 180,
      responseRate: 0.667,
      label: 'Usually replies within a few hours',
    });
    const mostlyUnanswered = [...timings.slice(0, 1), timing('2027-01-12T10:00:00-05:00', null), timing('2027-01-13T10:00:00-05:00', null)];
    expect(responsiveness(mostlyUnanswered, now)).toMatchObject({ medianMinutes: null, label: null });
  });

  it('labels by the median: an hour, a few hours, a day, nothing when slower', () => {
    expect([60, 61, 240, 241, 600, 601].map(responsivenessLabel)).toEqual([
      'Usually replies within an hour',
      'Usually replies within a few hours',
      'Usually replies within a few hours',
      'Usually replies within a day',
      'Usually replies within a day',
      null,
    ]);
  });
});

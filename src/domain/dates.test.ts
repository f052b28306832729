import { describe, expect, it } from 'vitest';
import { SITE_TIME_ZONE, copyrightYear, dateTime, dateTimeEs, isoDay, longDate, mediumDate, mediumDateTime, yearOf } from './dates';

describe('dates in Charlotte', () => {
  // 03:30 UTC on November 26 is still the evening of November 25 in Charlotte.
  const lateEvening = '2026-11-26T03:30:00Z';

  it('writes the Charlotte date, not the UTC one', () => {
    expect(SITE_TIME_ZONE).toBe('America/New_York');
    expect(longDate(lateEvening)).toBe('November 25, 2026');
    expect(mediumDate(lateEvening)).toBe('Nov 25, 2026');
    expect(isoDay(lateEvening)).toBe('2026-11-25');
    expect(yearOf('2027-01-01T02:00:00Z')).toBe('2026');
  });

  it('writes times in Charlotte with the zone named, in winter and in summer', () => {
    expect(dateTime(lateEvening)).toBe('November 25, 2026 at 10:30 PM EST');
    expect(dateTime(new Date('2026-07-04T16:05:00Z'))).toBe('July 4, 2026 at 12:05 PM EDT');
    expect(mediumDateTime(lateEvening)).toBe('Nov 25, 2026, 10:30 PM');
  });

  it("writes Spanish deadlines with the zone named, and one o'clock in the singular", () => {
    expect(dateTimeEs(lateEvening)).toBe('25 de noviembre de 2026 a las 10:30 p.m. EST');
    expect(dateTimeEs('2026-07-04T17:05:00Z')).toBe('4 de julio de 2026 a la 1:05 p.m. EDT');
    expect(dateTimeEs('2026-07-04T05:30:00Z')).toBe('4 de julio de 2026 a la 1:30 a.m. EDT');
    expect(dateTimeEs('2026-07-04T15:00:00Z')).toBe('4 de julio de 2026 a las 11:00 a.m. EDT');
    expect(dateTimeEs('not a date')).toBe('');
  });

  it('writes nothing for an invalid date', () => {
    expect(longDate('not a date')).toBe('');
    expect(dateTime(Number.NaN)).toBe('');
  });
});

describe('copyright year', () => {
  it("is the year on Charlotte's calendar at build or serve time, never a fixed one", () => {
    expect(copyrightYear(new Date('2026-11-25T12:00:00Z'))).toBe(2026);
    expect(copyrightYear(new Date('2027-01-01T03:00:00Z'))).toBe(2026);
    expect(copyrightYear(new Date('2027-01-01T06:00:00Z'))).toBe(2027);
  });
});

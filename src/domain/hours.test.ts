import { describe, expect, it } from 'vitest';
import {
  MINUTES_PER_WEEK,
  charlotteMoment,
  formatDayHours,
  hoursTextError,
  isOpenAtMinute,
  minuteOfWeek,
  openFilterLabel,
  openFilterMinute,
  openState,
  openWeekLiteral,
  parseDayHours,
  parseWeeklyHours,
  weekIntervals,
} from './hours';
import { openFilterText, parseOpenFilter } from './open-filter';

const ranges = (text: string) => {
  const result = parseDayHours(text);
  if (!result.ok) throw new Error(result.error);
  return result.hours;
};

describe('parseDayHours', () => {
  it('reads the spec form, closed days and 24 hours', () => {
    expect(ranges('8:00 AM - 6:00 PM')).toEqual({ kind: 'ranges', ranges: [{ open: 480, close: 1080 }] });
    expect(ranges('Closed')).toEqual({ kind: 'closed' });
    expect(ranges('closed')).toEqual({ kind: 'closed' });
    expect(ranges('Open 24 hours')).toEqual({ kind: 'open24' });
    expect(ranges('24/7')).toEqual({ kind: 'open24' });
  });

  it('reads other common spellings', () => {
    expect(ranges('8am-6pm')).toEqual(ranges('8:00 AM - 6:00 PM'));
    expect(ranges('8 a.m. to 6 p.m.')).toEqual(ranges('8:00 AM - 6:00 PM'));
    expect(ranges('08:00 – 18:00')).toEqual(ranges('8:00 AM - 6:00 PM'));
    expect(ranges('noon - 5:30 PM')).toEqual({ kind: 'ranges', ranges: [{ open: 720, close: 1050 }] });
    expect(ranges('12:00 AM - 11:59 PM')).toEqual({ kind: 'ranges', ranges: [{ open: 0, close: 1439 }] });
  });

  it('reads split hours in any order', () => {
    expect(ranges('1:00 PM - 5:00 PM, 9:00 AM - 12:00 PM')).toEqual({
      kind: 'ranges',
      ranges: [
        { open: 540, close: 720 },
        { open: 780, close: 1020 },
      ],
    });
    expect(ranges('9am-12pm and 1pm-5pm')).toEqual(ranges('9:00 AM - 12:00 PM; 1:00 PM - 5:00 PM'));
  });

  it('reads closing after midnight as the next day', () => {
    expect(ranges('6:00 PM - 2:00 AM')).toEqual({ kind: 'ranges', ranges: [{ open: 1080, close: 1560 }] });
    expect(ranges('10:00 PM - 12:00 AM')).toEqual({ kind: 'ranges', ranges: [{ open: 1320, close: 1440 }] });
    expect(ranges('5 PM - midnight')).toEqual({ kind: 'ranges', ranges: [{ open: 1020, close: 1440 }] });
  });

  it('refuses unreadable text with a clear message', () => {
    const cases: Array<[string, RegExp]> = [
      ['sometimes', /"sometimes" is not a range/],
      ['9 - 5', /"9" needs AM or PM/],
      ['13:00 PM - 5:00 PM', /"13:00 PM" is not a time/],
      ['9:75 AM - 5:00 PM', /minutes go up to 59/],
      ['9:00 AM - 9:00 AM', /opens and closes at the same time/],
      ['9:00 AM - 1:00 PM, 12:00 PM - 5:00 PM', /overlap/],
      ['by appointment', /is not a range/],
    ];
    for (const [text, why] of cases) {
      const result = parseDayHours(text);
      expect(result.ok, text).toBe(false);
      if (!result.ok) {
        expect(result.error).toMatch(why);
        expect(result.error).toContain('Write hours like 9:00 AM - 5:00 PM');
      }
    }
    expect(hoursTextError('')).toBeUndefined();
    expect(hoursTextError('8:00 AM - 6:00 PM')).toBeUndefined();
    expect(hoursTextError('whenever')).toMatch(/Could not read "whenever"/);
  });
});

describe('weekIntervals', () => {
  it('places each day in the week, Monday first, merged', () => {
    const hours = parseWeeklyHours({ Monday: '9:00 AM - 5:00 PM', Tuesday: '9:00 AM - 12:00 PM, 1:00 PM - 5:00 PM', Sunday: 'Closed' });
    expect(weekIntervals(hours)).toEqual([
      [540, 1020],
      [1440 + 540, 1440 + 720],
      [1440 + 780, 1440 + 1020],
    ]);
  });

  it('runs a late night into the next morning and merges with it', () => {
    const hours = parseWeeklyHours({ Friday: '6:00 PM - 2:00 AM', Saturday: '12:00 AM - 4:00 AM' });
    const fri = minuteOfWeek('Friday', 0);
    expect(weekIntervals(hours)).toEqual([[fri + 1080, fri + 1440 + 240]]);
  });

  it('wraps Sunday night into Monday morning', () => {
    const hours = parseWeeklyHours({ Sunday: '8:00 PM - 3:00 AM' });
    expect(weekIntervals(hours)).toEqual([
      [0, 180],
      [minuteOfWeek('Sunday', 1200), MINUTES_PER_WEEK],
    ]);
  });

  it('writes the database literal, null when no day is listed', () => {
    expect(openWeekLiteral({ Monday: 'Open 24 hours', Tuesday: 'Closed' })).toBe('{[0,1440)}');
    expect(openWeekLiteral({ Monday: 'Closed' })).toBe('{}');
    expect(openWeekLiteral({})).toBeNull();
    expect(openWeekLiteral(null)).toBeNull();
  });
});

describe('Charlotte time', () => {
  it('follows daylight saving: the same UTC hour is 8:30 EST before and 9:30 EDT after the March change', () => {
    // DST starts Sunday 8 March 2026 at 2:00 AM.
    expect(charlotteMoment(new Date('2026-03-06T13:30:00Z'))).toEqual({ day: 'Friday', minute: 8 * 60 + 30 });
    expect(charlotteMoment(new Date('2026-03-09T13:30:00Z'))).toEqual({ day: 'Monday', minute: 9 * 60 + 30 });
    const nineToFive = weekIntervals(parseWeeklyHours({ Monday: '9:00 AM - 5:00 PM', Friday: '9:00 AM - 5:00 PM' }));
    expect(isOpenAtMinute(nineToFive, openFilterMinute({ kind: 'now' }, new Date('2026-03-06T13:30:00Z')))).toBe(false);
    expect(isOpenAtMinute(nineToFive, openFilterMinute({ kind: 'now' }, new Date('2026-03-09T13:30:00Z')))).toBe(true);
  });

  it('skips the missing hour in spring and repeats the hour in autumn', () => {
    // 2026-03-08 06:59Z = 1:59 EST; 07:00Z = 3:00 EDT.
    expect(charlotteMoment(new Date('2026-03-08T06:59:00Z'))).toEqual({ day: 'Sunday', minute: 119 });
    expect(charlotteMoment(new Date('2026-03-08T07:00:00Z'))).toEqual({ day: 'Sunday', minute: 180 });
    // DST ends Sunday 1 November 2026: 05:30Z = 1:30 EDT, 06:30Z = 1:30 EST.
    expect(charlotteMoment(new Date('2026-11-01T05:30:00Z'))).toEqual({ day: 'Sunday', minute: 90 });
    expect(charlotteMoment(new Date('2026-11-01T06:30:00Z'))).toEqual({ day: 'Sunday', minute: 90 });
  });

  it('a Saturday late night is open in the early hours of a DST-change Sunday', () => {
    const hours = { Saturday: '8:00 PM - 3:00 AM', Sunday: 'Closed' };
    // 2026-03-08 07:30Z = 3:30 EDT (closed again); 06:30Z = 1:30 EST (open).
    expect(openState(hours, new Date('2026-03-08T06:30:00Z'))?.open).toBe(true);
    expect(openState(hours, new Date('2026-03-08T07:30:00Z'))?.open).toBe(false);
  });
});

describe('openState', () => {
  const week = {
    Monday: '9:00 AM - 12:00 PM, 1:00 PM - 5:00 PM',
    Tuesday: '9:00 AM - 5:00 PM',
    Friday: '6:00 PM - 2:00 AM',
    Saturday: 'Closed',
    Sunday: 'Closed',
  };
  // Monday 16 November 2026 (EST, UTC-5).
  const at = (iso: string) => openState(week, new Date(iso));

  it('is open within split hours and closed over lunch', () => {
    expect(at('2026-11-16T15:00:00Z')).toEqual({ open: true, text: 'Open now · closes 12:00 PM' });
    expect(at('2026-11-16T17:30:00Z')).toEqual({ open: false, text: 'Closed now · opens today 1:00 PM' });
    expect(at('2026-11-16T23:00:00Z')).toEqual({ open: false, text: 'Closed now · opens Tuesday 9:00 AM' });
  });

  it('is open after midnight on the night that started the day before', () => {
    // Saturday 21 November 2026, 1:00 AM EST.
    expect(at('2026-11-21T06:00:00Z')).toEqual({ open: true, text: 'Open now · closes 2:00 AM' });
    expect(at('2026-11-21T08:00:00Z')).toEqual({ open: false, text: 'Closed now · opens Monday 9:00 AM' });
  });

  it('says open 24 hours when never closed, and nothing when no hours are listed', () => {
    const always = Object.fromEntries(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [d, 'Open 24 hours']));
    expect(openState(always, new Date('2026-11-16T15:00:00Z'))).toEqual({ open: true, text: 'Open 24 hours' });
    expect(openState({}, new Date())).toBeUndefined();
    expect(openState(null, new Date())).toBeUndefined();
  });
});

describe('formatDayHours', () => {
  it('formats the canonical text form back', () => {
    for (const text of ['8:00 AM - 6:00 PM', 'Closed', 'Open 24 hours', '9:00 AM - 12:00 PM, 1:00 PM - 5:00 PM', '6:00 PM - 2:00 AM']) {
      expect(formatDayHours(ranges(text))).toBe(text);
    }
    expect(formatDayHours(ranges('8am-6pm'))).toBe('8:00 AM - 6:00 PM');
  });
});

describe('the open filter', () => {
  it('reads now and day-time, refuses the rest', () => {
    expect(parseOpenFilter('now')).toEqual({ kind: 'now' });
    expect(parseOpenFilter('sat-14:30')).toEqual({ kind: 'at', day: 'Saturday', minute: 870 });
    expect(parseOpenFilter('SUN-00:00')).toEqual({ kind: 'at', day: 'Sunday', minute: 0 });
    for (const bad of ['later', 'sat', 'sat-24:00', 'sat-9:00', 'xyz-10:00', 'sat-10:60']) expect(parseOpenFilter(bad), bad).toBeUndefined();
    expect(openFilterText({ kind: 'at', day: 'Saturday', minute: 870 })).toBe('sat-14:30');
    expect(openFilterLabel({ kind: 'at', day: 'Saturday', minute: 870 })).toBe('Open Saturday 2:30 PM');
    expect(openFilterMinute({ kind: 'at', day: 'Tuesday', minute: 60 }, new Date())).toBe(1440 + 60);
  });
});

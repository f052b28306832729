/**
 * Opening hours: the one module that reads the spec's hours text, says whether a business
 * is open at a moment in Charlotte, and formats hours for people.
 *
 * ## The text form (weekday to hours, 'Closed' for closed days)
 * One text per weekday, any of:
 * - `Closed`
 * - `Open 24 hours` (also `24 hours`, `24/7`, `24 hrs`)
 * - one range `8:00 AM - 6:00 PM` (also `8am-6pm`, `8 AM to 6 PM`, `08:00 - 18:00`, `noon`,
 *   `midnight`; dashes `-`, `–`, `—` or `to`)
 * - several ranges separated by `,`, `;` or `and`: `9:00 AM - 12:00 PM, 1:00 PM - 5:00 PM`
 * - a range that closes after midnight: `6:00 PM - 2:00 AM` (Friday's range then runs into
 *   Saturday morning; Sunday's into Monday's).
 * A clock time needs AM/PM unless written as a 24-hour `HH:MM`. Text that cannot be read is
 * refused with a message saying why and how to write it ({@link parseDayHours}).
 *
 * ## Structured form
 * A week is 10,080 minutes, Monday 00:00 = 0. Each day's ranges become half-open intervals
 * of minutes of the week ({@link weekIntervals}), merged and wrapped past Sunday midnight.
 * The database stores them as an `int4multirange` (`businesses.open_week`, GiST-indexed) so
 * "open at minute m" is `open_week @> m` on both PostgreSQL 15 and PGlite.
 *
 * ## Time zone
 * Every business is in Charlotte: "now" is read as wall-clock time in SITE_TIME_ZONE (./dates.ts)
 * (daylight saving included) by {@link charlotteMoment}.
 */
import { WEEKDAYS, type Weekday } from './catalog';
import { charlotteWallClock } from './dates';
import type { OpenFilter } from './open-filter';

export const MINUTES_PER_DAY = 1440;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** How a day's text is written in the data and shown. */
const CLOSED_TEXT = 'Closed';
const OPEN_24_TEXT = 'Open 24 hours';

/** One day's hours: closed, open all day, or ranges of minutes after that day's midnight (close may pass 1440). */
export type DayHours = { kind: 'closed' } | { kind: 'open24' } | { kind: 'ranges'; ranges: Array<{ open: number; close: number }> };

export type WeeklyHours = Partial<Record<Weekday, DayHours>>;

export type ParseResult = { ok: true; hours: DayHours } | { ok: false; error: string };

const HOURS_HELP = 'Write hours like 9:00 AM - 5:00 PM, 9:00 AM - 12:00 PM, 1:00 PM - 5:00 PM, Closed or Open 24 hours';

const OPEN_24 = /^(open\s+)?(24\s*(hours|hrs|hr|h)|24\s*\/\s*7|all\s+day)$/i;
const TIME = /^(\d{1,2})(?::(\d{2}))?\s*(a\.?\s*m\.?|p\.?\s*m\.?|am|pm|a|p)?$/i;

/** A clock time as minutes after midnight, or an error message. `end` lets 'midnight' and '12:00 AM' close at 1440. */
function parseTime(raw: string): number | string {
  const text = raw.trim();
  if (/^noon$/i.test(text)) return 720;
  if (/^midnight$/i.test(text)) return 0;
  const match = TIME.exec(text);
  if (!match) return `"${text}" is not a time`;
  let hour = Number(match[1]);
  const minute = match[2] === undefined ? 0 : Number(match[2]);
  if (minute > 59) return `"${text}" is not a time (minutes go up to 59)`;
  const half = match[3]?.toLowerCase().replace(/[^ap]/g, '');
  if (half) {
    if (hour < 1 || hour > 12) return `"${text}" is not a time (hours go from 1 to 12 with AM/PM)`;
    if (half === 'a' && hour === 12) hour = 0;
    if (half === 'p' && hour !== 12) hour += 12;
  } else {
    if (match[2] === undefined) return `"${text}" needs AM or PM (or a 24-hour time such as 17:00)`;
    if (hour > 23) return `"${text}" is not a time (hours go up to 23)`;
  }
  return hour * 60 + minute;
}

/**
 * Reads one day's hours text. Errors name the part that could not be read and end with
 * {@link HOURS_HELP}.
 */
export function parseDayHours(raw: string): ParseResult {
  const text = raw.normalize('NFKC').trim().replace(/\s+/g, ' ');
  const fail = (why: string): ParseResult => ({ ok: false, error: `Could not read "${text}": ${why}. ${HOURS_HELP}.` });
  if (!text) return fail('it is empty');
  if (/^closed$/i.test(text)) return { ok: true, hours: { kind: 'closed' } };
  if (OPEN_24.test(text)) return { ok: true, hours: { kind: 'open24' } };
  const parts = text.split(/\s*(?:,|;|\band\b|&)\s*/i).filter(Boolean);
  const ranges: Array<{ open: number; close: number }> = [];
  for (const part of parts) {
    const ends = part.split(/\s*(?:-|–|—|\bto\b|\buntil\b)\s*/i);
    if (ends.length !== 2 || !ends[0] || !ends[1]) return fail(`"${part}" is not a range such as 9:00 AM - 5:00 PM`);
    const open = parseTime(ends[0]);
    if (typeof open === 'string') return fail(open);
    const close = parseTime(ends[1]);
    if (typeof close === 'string') return fail(close);
    if (open === close) return fail(`"${part}" opens and closes at the same time`);
    // Closing at or before opening means closing after midnight (the next day).
    ranges.push({ open, close: close <= open ? close + MINUTES_PER_DAY : close });
  }
  ranges.sort((a, b) => a.open - b.open);
  for (let i = 1; i < ranges.length; i++) {
    if (ranges[i]!.open < ranges[i - 1]!.close) return fail('two of its ranges overlap');
  }
  return { ok: true, hours: { kind: 'ranges', ranges } };
}

/** The error of one weekday's text, or undefined when it reads (empty text means "not listed"). */
export function hoursTextError(text: string | undefined | null): string | undefined {
  if (!text?.trim()) return undefined;
  const result = parseDayHours(text);
  return result.ok ? undefined : result.error;
}

/** Reads a weekday -> text record; days whose text cannot be read are left out (they are reported by {@link hoursTextError}). */
export function parseWeeklyHours(record: Partial<Record<string, string>> | null | undefined): WeeklyHours {
  const out: WeeklyHours = {};
  if (!record) return out;
  for (const day of WEEKDAYS) {
    const text = record[day];
    if (!text?.trim()) continue;
    const result = parseDayHours(text);
    if (result.ok) out[day] = result.hours;
  }
  return out;
}

/**
 * The week's open intervals, half-open `[start, end)` in minutes of the week (Monday 00:00 =
 * 0), sorted, merged, and wrapped: Sunday past midnight continues at Monday 0.
 */
export function weekIntervals(hours: WeeklyHours): Array<[number, number]> {
  const raw: Array<[number, number]> = [];
  WEEKDAYS.forEach((day, index) => {
    const base = index * MINUTES_PER_DAY;
    const dayHours = hours[day];
    if (!dayHours || dayHours.kind === 'closed') return;
    const ranges = dayHours.kind === 'open24' ? [{ open: 0, close: MINUTES_PER_DAY }] : dayHours.ranges;
    for (const { open, close } of ranges) {
      const start = base + open;
      const end = base + close;
      if (end <= MINUTES_PER_WEEK) raw.push([start, end]);
      else {
        raw.push([start, MINUTES_PER_WEEK]);
        raw.push([0, end - MINUTES_PER_WEEK]);
      }
    }
  });
  raw.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of raw) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** The intervals as PostgreSQL `int4multirange` text ('{}' when never open). */
function toMultirangeLiteral(intervals: ReadonlyArray<readonly [number, number]>): string {
  return `{${intervals.map(([start, end]) => `[${start},${end})`).join(',')}}`;
}

/** The `open_week` value for a weekday -> text record: null when no day is listed (unknown hours). */
export function openWeekLiteral(record: Partial<Record<string, string>> | null | undefined): string | null {
  const hours = parseWeeklyHours(record);
  if (Object.keys(hours).length === 0) return null;
  return toMultirangeLiteral(weekIntervals(hours));
}

/** Minute of the week for a weekday and minute of that day. */
export function minuteOfWeek(day: Weekday, minute: number): number {
  return WEEKDAYS.indexOf(day) * MINUTES_PER_DAY + minute;
}

export interface CharlotteMoment {
  day: Weekday;
  /** Minutes after local midnight. */
  minute: number;
}

/** The weekday and wall-clock minute in Charlotte at `date` (daylight saving included). */
export function charlotteMoment(date: Date): CharlotteMoment {
  const clock = charlotteWallClock(date);
  const day = (WEEKDAYS as readonly string[]).includes(clock.weekday) ? (clock.weekday as Weekday) : 'Monday';
  return { day, minute: clock.hour * 60 + clock.minute };
}

/** Whether `minute` (of the week) falls in one of the intervals. */
export function isOpenAtMinute(intervals: ReadonlyArray<readonly [number, number]>, minute: number): boolean {
  return intervals.some(([start, end]) => minute >= start && minute < end);
}

/** A clock time as people read it: 480 -> '8:00 AM', 1440 -> '12:00 AM'. */
export function formatClock(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hour24 = Math.floor(m / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${String(m % 60).padStart(2, '0')} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

/** One day's hours as shown: 'Closed', 'Open 24 hours' or '8:00 AM - 6:00 PM, 7:00 PM - 9:00 PM'. */
export function formatDayHours(hours: DayHours): string {
  if (hours.kind === 'closed') return CLOSED_TEXT;
  if (hours.kind === 'open24') return OPEN_24_TEXT;
  return hours.ranges.map(({ open, close }) => `${formatClock(open)} - ${formatClock(close)}`).join(', ');
}

export interface OpenState {
  open: boolean;
  /** 'Open now · closes 6:00 PM', 'Open 24 hours', 'Closed now · opens Monday 8:00 AM', 'Closed now'. */
  text: string;
}

/**
 * Whether a business with these hours is open at `now` in Charlotte, and when that changes.
 * Undefined when no day is listed (hours unknown).
 */
export function openState(record: Partial<Record<string, string>> | null | undefined, now: Date): OpenState | undefined {
  const hours = parseWeeklyHours(record);
  if (Object.keys(hours).length === 0) return undefined;
  const intervals = weekIntervals(hours);
  const { day, minute } = charlotteMoment(now);
  const at = minuteOfWeek(day, minute);
  const current = intervals.find(([start, end]) => at >= start && at < end);
  if (current) {
    const allWeek = intervals.length === 1 && current[0] === 0 && current[1] === MINUTES_PER_WEEK;
    if (allWeek) return { open: true, text: OPEN_24_TEXT };
    // An interval that ends at Sunday midnight and one that starts at Monday 0 are one stretch.
    let end = current[1];
    if (end === MINUTES_PER_WEEK && intervals[0]?.[0] === 0) end = MINUTES_PER_WEEK + intervals[0][1];
    const closesDay = WEEKDAYS[Math.floor((end % MINUTES_PER_WEEK) / MINUTES_PER_DAY)]!;
    const when = end - at >= MINUTES_PER_DAY ? `${closesDay} ${formatClock(end)}` : formatClock(end);
    return { open: true, text: `Open now · closes ${when}` };
  }
  const next = intervals.find(([start]) => start > at) ?? intervals[0];
  if (!next) return { open: false, text: 'Closed now' };
  const opensDay = WEEKDAYS[Math.floor(next[0] / MINUTES_PER_DAY)]!;
  const today = opensDay === day && next[0] > at;
  return { open: false, text: `Closed now · opens ${today ? 'today' : opensDay} ${formatClock(next[0])}` };
}

// ---------------------------------------------------------------- the open filter
// Reading and writing the filter is in ./open-filter.ts (the listing island loads it at once;
// this module's hours parser only where owners edit hours).

/** The minute of the week an open filter asks about; 'now' is read in Charlotte at `now`. */
export function openFilterMinute(filter: OpenFilter, now: Date): number {
  if (filter.kind === 'at') return minuteOfWeek(filter.day, filter.minute);
  const moment = charlotteMoment(now);
  return minuteOfWeek(moment.day, moment.minute);
}

/** 'Open now' or 'Open Saturday 2:30 PM'. */
export function openFilterLabel(filter: OpenFilter): string {
  return filter.kind === 'now' ? 'Open now' : `Open ${filter.day} ${formatClock(filter.minute)}`;
}

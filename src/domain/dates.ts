/**
 * The site's time zone and how dates and times are written. Every business is in Charlotte,
 * so every date or time a visitor, owner or staff member reads (pages, islands, e-mails) and
 * every day the analytics count is Charlotte's. Pure: runs in the browser and on the server.
 */

/** Charlotte, NC. */
export const SITE_TIME_ZONE = 'America/New_York';

const longDateFormat = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });
const longDateFormatEs = /* @__PURE__ */ new Intl.DateTimeFormat('es-US', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });
const mediumDateFormat = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, dateStyle: 'medium' });
// en-CA writes dates as YYYY-MM-DD.
const isoDayFormat = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const yearFormat = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, year: 'numeric' });
const dateTimeFormat = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const dateTimeFormatEs = /* @__PURE__ */ new Intl.DateTimeFormat('es-US', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const mediumDateTimeFormat = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

type DateInput = Date | string | number;

/** The input as a valid Date, or null. */
function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatWith =
  (format: Intl.DateTimeFormat) =>
  (value: DateInput): string => {
    const date = toDate(value);
    return date ? format.format(date) : '';
  };

/** 'November 25, 2026' (Charlotte's date); '' for an invalid date. */
export const longDate = formatWith(longDateFormat);
/** '25 de noviembre de 2026' (Charlotte's date, for the Spanish pages); '' for an invalid date. */
export const longDateEs = formatWith(longDateFormatEs);
/** 'Nov 25, 2026' (Charlotte's date); '' for an invalid date. */
export const mediumDate = formatWith(mediumDateFormat);
/** '2026-11-25' (Charlotte's date), e.g. for `<time datetime>`; '' for an invalid date. */
export const isoDay = formatWith(isoDayFormat);
/** '2026' (Charlotte's year); '' for an invalid date. */
export const yearOf = formatWith(yearFormat);
/** The footer's copyright year: the year in Charlotte when the page is built or served. */
export function copyrightYear(now: Date): number {
  return Number(yearOf(now));
}
/** 'November 25, 2026 at 7:30 PM EST' (Charlotte's time, zone named), as e-mails write deadlines; '' for an invalid date. */
export const dateTime = formatWith(dateTimeFormat);
/**
 * '25 de noviembre de 2026 a las 7:30 p.m. EST' (Charlotte's time, zone named), as Spanish e-mails write deadlines; '' for an
 * invalid date. One o'clock is singular in Spanish ('a la 1:05 p.m.'), which Intl does not write.
 */
export const dateTimeEs = (value: DateInput): string => formatWith(dateTimeFormatEs)(value).replace(' a las 1:', ' a la 1:');
/** 'Nov 25, 2026, 7:30 PM' (Charlotte's time), as the dashboards list events; '' for an invalid date. */
export const mediumDateTime = formatWith(mediumDateTimeFormat);

const wallClockFormat = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  weekday: 'long',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The wall clock in Charlotte at one instant (daylight saving included); `month` counts from 1. */
export interface CharlotteWallClock {
  weekday: string;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock on a wall in Charlotte shows at `date`. */
export function charlotteWallClock(date: Date): CharlotteWallClock {
  const clock: CharlotteWallClock = { weekday: '', year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of wallClockFormat.formatToParts(date)) {
    if (part.type === 'weekday') clock.weekday = part.value;
    else if (part.type === 'hour') clock.hour = Number(part.value) % 24;
    else if (part.type === 'year' || part.type === 'month' || part.type === 'day' || part.type === 'minute' || part.type === 'second')
      clock[part.type] = Number(part.value);
  }
  return clock;
}

/** Charlotte's offset from UTC at `instant` (ms since the epoch), in ms: -5 h in winter, -4 h in summer. */
export function charlotteOffset(instant: number): number {
  const clock = charlotteWallClock(new Date(instant));
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ms since the epoch) of `minutes` after midnight on the Charlotte date
 * year/month/day, `month` counting from 0 as in Date.UTC (never on a DST change: those are at 2 AM).
 */
export function charlotteInstant(year: number, month: number, day: number, minutes: number): number {
  const guess = Date.UTC(year, month, day) + minutes * 60_000;
  return guess - charlotteOffset(guess - charlotteOffset(guess));
}

/** The instant Charlotte's calendar day containing `now` began. */
export function dayStart(now: Date): Date {
  const clock = charlotteWallClock(now);
  const elapsed = (clock.hour * 3600 + clock.minute * 60 + clock.second) * 1000 + now.getUTCMilliseconds();
  return new Date(now.getTime() - elapsed);
}

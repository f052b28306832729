/**
 * The site's time zone and how dates and times are written. Every business is in Charlotte,
 * so every date or time a visitor, owner or staff member reads (pages, islands, e-mails) and
 * every day the analytics count is Charlotte's. Pure: runs in the browser and on the server.
 */

/** Charlotte, NC. */
export const SITE_TIME_ZONE = 'America/New_York';

const longDateFormat = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });
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
/** 'Nov 25, 2026' (Charlotte's date); '' for an invalid date. */
export const mediumDate = formatWith(mediumDateFormat);
/** '2026-11-25' (Charlotte's date), e.g. for `<time datetime>`; '' for an invalid date. */
export const isoDay = formatWith(isoDayFormat);
/** '2026' (Charlotte's year); '' for an invalid date. */
export const yearOf = formatWith(yearFormat);
/** 'November 25, 2026 at 7:30 PM EST' (Charlotte's time, zone named), as e-mails write deadlines; '' for an invalid date. */
export const dateTime = formatWith(dateTimeFormat);
/** 'Nov 25, 2026, 7:30 PM' (Charlotte's time), as the dashboards list events; '' for an invalid date. */
export const mediumDateTime = formatWith(mediumDateTimeFormat);

const clockFormat = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The instant Charlotte's calendar day containing `now` began. */
export function dayStart(now: Date): Date {
  const parts = Object.fromEntries(clockFormat.formatToParts(now).map((part) => [part.type, Number(part.value)])) as Record<string, number>;
  const elapsed = ((parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)) * 1000 + now.getUTCMilliseconds();
  return new Date(now.getTime() - elapsed);
}

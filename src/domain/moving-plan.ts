/**
 * The moving checklist as a dated plan: each phase's due date counted from the
 * move date, the tasks that need a service (and where to find it), and an RFC 5545
 * iCalendar writer (all-day events, America/New_York). Pure: the page, the .ics endpoint,
 * the PDF and the tests share it.
 */
import { SITE, findFilterNeighborhood, type CategoryValue } from './catalog';
import { isIsoDate } from './iso-date';
import { SITE_TIME_ZONE } from './dates';

/** The languages the plan is written in (the checklist's pages, its .ics and PDF). */
type PlanLanguage = 'en' | 'es';

/** How a due line reads: `{date}` is the due date as {@link shortDate} writes it. */
export interface DueWords {
  due: string;
  wasDue: string;
}

/** Days from the move date by which each checklist phase should be done. */
const PHASE_OFFSET_DAYS: Record<string, number> = {
  '60-days': -60,
  '30-days': -30,
  '14-days': -14,
  '7-days': -7,
  'moving-day': 0,
  'first-week': 7,
};

/** Checklist tasks (item ids of the moving-checklist guide) that need a business of a category. */
export const TASK_SERVICES: Record<string, CategoryValue> = {
  quotes: 'movers-packers',
  'confirm-movers': 'movers-packers',
  housing: 'realtors-rentals',
  declutter: 'storage-junk-removal',
  storage: 'storage-junk-removal',
  'utilities-schedule': 'utility-setup',
  internet: 'utility-setup',
  cleaning: 'cleaning-services',
  pets: 'pet-services',
  'dmv-appointment': 'dmv-paperwork',
  doctor: 'healthcare-doctors',
};

/** The calendar's time zone: the move happens in Charlotte. */

/** `date` (YYYY-MM-DD) moved by `days` days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A phase's due date for a move on `moveDate`, or null when the date or the phase is unknown. */
export function phaseDueDate(moveDate: string, phaseId: string): string | null {
  const offset = PHASE_OFFSET_DAYS[phaseId];
  if (offset === undefined || !isIsoDate(moveDate)) return null;
  return addDays(moveDate, offset);
}

/**
 * A phase's or task's due line: "Due Sat, Jun 6, 2026", or, once the date has passed in
 * Charlotte, "Was due Sat, Jun 6, 2026 (date passed)" so the plan shows what is overdue; in
 * the words and date format of `language`.
 */
export function dueLine(due: string, today: string, words: DueWords, language: PlanLanguage = 'en'): { text: string; passed: boolean } {
  const passed = due < today;
  return { text: (passed ? words.wasDue : words.due).replace('{date}', shortDate(due, language)), passed };
}

/**
 * 'Sat, Jun 6, 2026' / 'sáb, 6 de jun de 2026' (Intl, en-US or es-US): short enough for a
 * task line; never "Invalid Date" (the input is checked).
 */
export function shortDate(date: string, language: PlanLanguage = 'en'): string {
  if (!isIsoDate(date)) return '';
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString(language === 'es' ? 'es-US' : 'en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Where a visitor's new place is: a filter neighborhood or a ZIP code (both optional). */
export interface PlanPlace {
  neighborhood?: string;
  zip?: string;
}

/** The listing of `category` near the place: the neighborhood's page, or nearest-first from the ZIP. */
export function serviceHref(category: CategoryValue, place: PlanPlace = {}): string {
  if (place.neighborhood) return `/charlotte/${category}/${place.neighborhood}`;
  if (place.zip && /^\d{5}$/.test(place.zip)) return `/charlotte/${category}?near=${place.zip}&sort=distance`;
  return `/charlotte/${category}`;
}

export interface PlanPhase {
  id: string;
  title: string;
  items: ReadonlyArray<{ id: string; text: string; link?: { href: string; label: string } }>;
}

export interface PlannedTask {
  uid: string;
  phaseTitle: string;
  text: string;
  due: string;
  link?: string;
}

/**
 * Every task with its due date, in checklist order; service tasks link to their category near
 * `place`. `localize` turns a site path into the one the plan's reader should open (the
 * Spanish page where one exists).
 */
export function planTasks(
  phases: readonly PlanPhase[],
  moveDate: string,
  siteUrl: string,
  place: PlanPlace = {},
  localize: (path: string) => string = (path) => path,
): PlannedTask[] {
  const tasks: PlannedTask[] = [];
  for (const phase of phases) {
    const due = phaseDueDate(moveDate, phase.id);
    if (!due) continue;
    for (const item of phase.items) {
      const service = TASK_SERVICES[item.id];
      const href = service ? serviceHref(service, place) : item.link?.href;
      tasks.push({
        uid: `${moveDate}-${phase.id}-${item.id}@charlotte-directory`,
        phaseTitle: phase.title,
        text: item.text,
        due,
        link: href ? new URL(localize(href), siteUrl).href : undefined,
      });
    }
  }
  return tasks;
}

/**
 * The plan's query (`?moveDate=YYYY-MM-DD&neighborhood=noda&zip=28205`): the move date, or
 * null when it is missing or not a real date; an unknown neighborhood or a malformed ZIP is
 * dropped.
 */
export function readPlanQuery(query: URLSearchParams): { moveDate: string | null; place: PlanPlace } {
  const moveDate = query.get('moveDate') ?? '';
  const neighborhood = query.get('neighborhood') ?? '';
  const zip = query.get('zip') ?? '';
  return {
    moveDate: isIsoDate(moveDate) ? moveDate : null,
    place: {
      ...(findFilterNeighborhood(neighborhood) ? { neighborhood } : {}),
      ...(/^\d{5}$/.test(zip) ? { zip } : {}),
    },
  };
}

// ---------------------------------------------------------------- RFC 5545

/** TEXT value escaping (RFC 5545 §3.3.11). */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDate = (date: string) => date.replace(/-/g, '');
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The America/New_York time zone as a VTIMEZONE (US rules since 2007). */
const NEW_YORK_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${SITE_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * The plan as an iCalendar file: one all-day VEVENT per task on its due date (DTSTART and
 * DTEND as DATE values, so calendars show them on that day whatever the viewer's zone),
 * the calendar's zone America/New_York. Lines end in CRLF and are folded at 75 octets.
 */
export function planToICalendar(tasks: readonly PlannedTask[], options: { now: Date; calendarName?: string }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${SITE.name}//Moving checklist//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.calendarName ?? 'Moving to Charlotte')}`,
    `X-WR-TIMEZONE:${SITE_TIME_ZONE}`,
    ...NEW_YORK_VTIMEZONE,
  ];
  for (const task of tasks) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${task.uid}`,
      `DTSTAMP:${utcStamp(options.now)}`,
      `DTSTART;VALUE=DATE:${basicDate(task.due)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(task.due, 1))}`,
      `SUMMARY:${escapeText(task.text)}`,
      `DESCRIPTION:${escapeText(`${task.phaseTitle}${task.link ? `\n${task.link}` : ''}`)}`,
      ...(task.link ? [`URL:${task.link}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

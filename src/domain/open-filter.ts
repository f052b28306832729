/**
 * The listing's `open` filter ('now' or 'sat-14:30'): reading and writing it. Apart from
 * ./hours.ts, whose hours-text parser the listing pages do not load; what needs the clock
 * (openFilterMinute, openFilterLabel) is there.
 */
import { WEEKDAYS, type Weekday } from './catalog';

/** Short weekday names of the `open` filter ('sat-14:30'), Monday first. */
export const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
type DayKey = (typeof DAY_KEYS)[number];

/** The `open` filter: open now, or open at a weekday and wall-clock time in Charlotte. */
export type OpenFilter = { kind: 'now' } | { kind: 'at'; day: Weekday; minute: number };

/** Reads 'now' or '{mon..sun}-{HH:MM}'; undefined when it is neither. */
export function parseOpenFilter(raw: string | null | undefined): OpenFilter | undefined {
  const text = raw?.trim().toLowerCase();
  if (!text) return undefined;
  if (text === 'now') return { kind: 'now' };
  const match = /^(mon|tue|wed|thu|fri|sat|sun)-([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) return undefined;
  const day = WEEKDAYS[DAY_KEYS.indexOf(match[1] as DayKey)]!;
  return { kind: 'at', day, minute: Number(match[2]) * 60 + Number(match[3]) };
}

/** The URL/API text of an open filter: 'now' or 'sat-14:30'. */
export function openFilterText(filter: OpenFilter): string {
  if (filter.kind === 'now') return 'now';
  const h = Math.floor(filter.minute / 60);
  const m = filter.minute % 60;
  return `${DAY_KEYS[WEEKDAYS.indexOf(filter.day)]}-${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

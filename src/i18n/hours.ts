/**
 * Opening hours as a Spanish reader reads them. src/domain/hours.ts writes hours and the open
 * state in a small fixed English grammar ('8:00 AM - 6:00 PM', 'Closed', 'Open 24 hours',
 * 'Open now · closes 6:00 PM', 'Closed now · opens Monday 8:00 AM'); these functions rewrite
 * that grammar, clock times through Intl with es-US ('6:00 p.m.'). Text an owner wrote that
 * the hours module could not read is theirs and stays as written.
 */
import type { Locale } from './locale';

const DAYS_ES: Readonly<Record<string, string>> = {
  Monday: 'lunes',
  Tuesday: 'martes',
  Wednesday: 'miércoles',
  Thursday: 'jueves',
  Friday: 'viernes',
  Saturday: 'sábado',
  Sunday: 'domingo',
};

const clockEs = new Intl.DateTimeFormat('es-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
const CLOCK = /\b(\d{1,2}):(\d{2}) (AM|PM)\b/g;

/** '6:00 PM' -> '6:00 p.m.' (each clock time in `text`). */
function clocksEs(text: string): string {
  return text.replace(CLOCK, (_, hour: string, minute: string, half: string) => {
    const h = (Number(hour) % 12) + (half === 'PM' ? 12 : 0);
    return clockEs.format(Date.UTC(2026, 0, 1, h, Number(minute)));
  });
}

/** 'a las 6:00 p.m.' for '6:00 PM', but 'a la 1:00 p.m.': Spanish says the hour one in the singular. */
export function atClock(text: string): string {
  const clock = clocksEs(text);
  return `${/^1:/.test(clock) ? 'a la' : 'a las'} ${clock}`;
}

/** A weekday's name in `locale` ('Monday' -> 'lunes'). */
export function dayName(day: string, locale: Locale): string {
  return locale === 'es' ? (DAYS_ES[day] ?? day) : day;
}

/** One day's hours of the hours table in `locale`: 'Cerrado', 'Abierto las 24 horas', 'Sin indicar', '8:00 a.m. - 6:00 p.m.'. */
export function dayHoursText(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  if (text === 'Closed') return 'Cerrado';
  if (text === 'Open 24 hours') return 'Abierto las 24 horas';
  if (text === 'Not listed') return 'Sin indicar';
  return clocksEs(text);
}

/** The open state's line in `locale`: 'Abierto ahora · cierra a las 6:00 p.m.', 'Cerrado ahora · abre el lunes a las 8:00 a.m.'. */
export function openStateText(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  if (text === 'Open 24 hours') return 'Abierto las 24 horas';
  if (text === 'Closed now') return 'Cerrado ahora';
  const closes = /^Open now · closes (?:(\w+day) )?(.+)$/.exec(text);
  if (closes) return `Abierto ahora · cierra ${closes[1] ? `el ${dayName(closes[1], 'es')} ` : ''}${atClock(closes[2] ?? '')}`;
  const opens = /^Closed now · opens (today|\w+day) (.+)$/.exec(text);
  if (opens) return `Cerrado ahora · abre ${opens[1] === 'today' ? 'hoy' : `el ${dayName(opens[1] ?? '', 'es')}`} ${atClock(opens[2] ?? '')}`;
  return text;
}

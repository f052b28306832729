import { describe, expect, it } from 'vitest';
import { dayHoursText, dayName, openStateText } from './hours';
import { formatDayHours, openState } from '../domain/hours';

describe('opening hours in Spanish', () => {
  it('writes each day of the hours table in Spanish, clock times as es-US writes them', () => {
    expect(dayHoursText('8:00 AM - 6:00 PM, 7:30 PM - 9:00 PM', 'es')).toBe('8:00 a.m. - 6:00 p.m., 7:30 p.m. - 9:00 p.m.');
    expect(dayHoursText('12:00 AM - 12:00 PM', 'es')).toBe('12:00 a.m. - 12:00 p.m.');
    expect(dayHoursText('Closed', 'es')).toBe('Cerrado');
    expect(dayHoursText('Open 24 hours', 'es')).toBe('Abierto las 24 horas');
    expect(dayHoursText('Not listed', 'es')).toBe('Sin indicar');
    expect(dayHoursText('8:00 AM - 6:00 PM', 'en')).toBe('8:00 AM - 6:00 PM');
    expect(dayName('Wednesday', 'es')).toBe('miércoles');
  });

  it('writes every form of the open state the hours module makes', () => {
    const weekdays = { Monday: '8:00 AM - 6:00 PM', Tuesday: '8:00 AM - 6:00 PM' };
    // Monday 10:00 in Charlotte (15:00 UTC): open until 6 PM.
    const monday = new Date('2026-11-23T15:00:00Z');
    expect(openStateText(openState(weekdays, monday)!.text, 'es')).toBe('Abierto ahora · cierra a las 6:00 p.m.');
    // Monday 7:00: opens today at 8.
    expect(openStateText(openState(weekdays, new Date('2026-11-23T12:00:00Z'))!.text, 'es')).toBe('Cerrado ahora · abre hoy a las 8:00 a.m.');
    // Tuesday 20:00: opens next Monday.
    expect(openStateText(openState(weekdays, new Date('2026-11-25T01:00:00Z'))!.text, 'es')).toBe('Cerrado ahora · abre el lunes a las 8:00 a.m.');
    expect(
      openStateText(
        openState(
          {
            Monday: 'Open 24 hours',
            Tuesday: 'Open 24 hours',
            Wednesday: 'Open 24 hours',
            Thursday: 'Open 24 hours',
            Friday: 'Open 24 hours',
            Saturday: 'Open 24 hours',
            Sunday: 'Open 24 hours',
          },
          monday,
        )!.text,
        'es',
      ),
    ).toBe('Abierto las 24 horas');
    expect(openStateText('Open now · closes Tuesday 2:00 AM', 'es')).toBe('Abierto ahora · cierra el martes a las 2:00 a.m.');
    expect(openStateText('Closed now', 'es')).toBe('Cerrado ahora');
    // The hour one is singular in Spanish: 'a la 1:00', not 'a las 1:00'.
    expect(openStateText('Open now · closes 1:00 PM', 'es')).toBe('Abierto ahora · cierra a la 1:00 p.m.');
    expect(openStateText('Closed now · opens Friday 1:30 AM', 'es')).toBe('Cerrado ahora · abre el viernes a la 1:30 a.m.');
    expect(openStateText('Open now · closes 11:00 PM', 'es')).toBe('Abierto ahora · cierra a las 11:00 p.m.');
    expect(formatDayHours({ kind: 'closed' })).toBe('Closed');
  });
});

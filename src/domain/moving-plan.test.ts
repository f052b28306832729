import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { addDays, dueLine, foldLine, phaseDueDate, planTasks, planToICalendar, readPlanQuery, serviceHref, shortDate, type PlanPhase } from './moving-plan';
import { isoDay } from './dates';

const phases: PlanPhase[] = [
  { id: '60-days', title: '60 Days Before', items: [{ id: 'quotes', text: 'Get at least three written quotes; book one.' }] },
  { id: 'moving-day', title: 'Moving Day', items: [{ id: 'keys', text: 'Hand over the keys, and say goodbye', link: { href: '/guide/faq', label: 'FAQ' } }] },
  { id: 'first-week', title: 'First Week', items: [{ id: 'doctor', text: 'Find a doctor' }] },
];

describe('due dates', () => {
  it('counts each phase from the move date, across month and year ends', () => {
    expect(phaseDueDate('2026-03-01', '60-days')).toBe('2025-12-31');
    expect(phaseDueDate('2028-03-01', '7-days')).toBe('2028-02-23');
    expect(phaseDueDate('2026-12-28', 'first-week')).toBe('2027-01-04');
    expect(addDays('2026-11-01', 0)).toBe('2026-11-01');
  });

  it('gives no date for a bad move date or an unknown phase, and never "Invalid Date"', () => {
    expect(phaseDueDate('2026-02-30', '60-days')).toBeNull();
    expect(phaseDueDate('tomorrow', '60-days')).toBeNull();
    expect(phaseDueDate('2026-06-06', 'someday')).toBeNull();
    expect(shortDate('2026-13-01')).toBe('');
    expect(shortDate('2026-06-06')).toBe('Sat, Jun 6, 2026');
  });

  it('links service tasks to the category near the place', () => {
    expect(serviceHref('movers-packers', { neighborhood: 'noda' })).toBe('/charlotte/movers-packers/noda');
    expect(serviceHref('movers-packers', { zip: '28205' })).toBe('/charlotte/movers-packers?near=28205&sort=distance');
    expect(serviceHref('movers-packers', { zip: 'x' })).toBe('/charlotte/movers-packers');
  });
});

describe('phases whose date has passed', () => {
  it('marks a due date before today in Charlotte as passed, and today or later as due', () => {
    const [due, wasDue] = ['Due {date}', 'Was due {date} (date passed)'];
    expect(dueLine('2026-11-24', '2026-11-25', { due, wasDue })).toEqual({ text: 'Was due Tue, Nov 24, 2026 (date passed)', passed: true });
    expect(dueLine('2026-11-25', '2026-11-25', { due, wasDue })).toEqual({ text: 'Due Wed, Nov 25, 2026', passed: false });
  });

  it('writes the due line in Spanish, with the date through Intl es-US', () => {
    expect(shortDate('2026-06-06', 'es')).toBe(
      new Date(Date.UTC(2026, 5, 6)).toLocaleDateString('es-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
    );
    expect(shortDate('2026-06-06', 'es')).toMatch(/6 de jun/);
    expect(dueLine('2026-11-24', '2026-11-25', { due: 'Fecha límite: {date}', wasDue: 'Fecha límite: {date} (ya pasó)' }, 'es')).toEqual({
      text: `Fecha límite: ${shortDate('2026-11-24', 'es')} (ya pasó)`,
      passed: true,
    });
  });

  it("reads today on Charlotte's calendar, not UTC's", () => {
    expect(isoDay(new Date('2026-11-26T03:30:00Z'))).toBe('2026-11-25');
    expect(isoDay(new Date('2026-11-26T05:30:00Z'))).toBe('2026-11-26');
  });
});

describe('the plan query', () => {
  it('keeps a real date and a known place, and drops the rest', () => {
    expect(readPlanQuery(new URLSearchParams('moveDate=2026-06-06&neighborhood=noda&zip=28205'))).toEqual({
      moveDate: '2026-06-06',
      place: { neighborhood: 'noda', zip: '28205' },
    });
    expect(readPlanQuery(new URLSearchParams('moveDate=06/06/2026&neighborhood=__proto__&zip=123'))).toEqual({ moveDate: null, place: {} });
    expect(readPlanQuery(new URLSearchParams(''))).toEqual({ moveDate: null, place: {} });
  });
});

describe('iCalendar', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const ics = planToICalendar(planTasks(phases, '2026-06-06', 'https://example.org'), { now });

  it('parses back with a calendar library into one all-day event per task on its due date', () => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/New_York');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/New_York');
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((event) => [event.summary, event.startDate.toString(), event.startDate.isDate, event.endDate.toString()])).toEqual([
      ['Get at least three written quotes; book one.', '2026-04-07', true, '2026-04-08'],
      ['Hand over the keys, and say goodbye', '2026-06-06', true, '2026-06-07'],
      ['Find a doctor', '2026-06-13', true, '2026-06-14'],
    ]);
    expect(events[0]!.description).toBe('60 Days Before\nhttps://example.org/charlotte/movers-packers');
    expect(new Set(events.map((event) => event.uid)).size).toBe(3);
    expect(events[1]!.component.getFirstPropertyValue('url')).toBe('https://example.org/guide/faq');
  });

  it('ends lines in CRLF and folds them at 75 octets without splitting a character', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const long = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldLine(long);
    expect(folded.split('\r\n ').join('')).toBe(long);
    const [event] = new ICAL.Component(
      ICAL.parse(planToICalendar([{ uid: 'u', phaseTitle: 'P', text: 'é'.repeat(100), due: '2026-01-01' }], { now })),
    ).getAllSubcomponents('vevent');
    expect(event!.getFirstPropertyValue('summary')).toBe('é'.repeat(100));
  });
});

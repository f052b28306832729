import { describe, expect, it } from 'vitest';
import { countedMinutes, NEW_TO_QUOTES, responsiveness, responsivenessLabel, type QuoteTiming } from './responsiveness';

const at = (iso: string) => new Date(iso);
let person = 0;
/** A request delivered at `delivered` and answered `minutes` later (wall clock), or never; from a new person on a device of their own unless told. */
const timing = (delivered: string, minutes: number | null, from: { requester?: string; client?: string | null } = {}): QuoteTiming => {
  person += 1;
  return {
    requester: from.requester ?? `customer${person}@example.com`,
    client: from.client === undefined ? `device-${person}` : from.client,
    deliveredAt: at(delivered),
    answeredAt: minutes === null ? null : new Date(at(delivered).getTime() + minutes * 60_000),
  };
};

describe('countedMinutes (08:00-18:00 Charlotte time)', () => {
  it('counts 5 minutes for a request delivered at 17:55 and answered at 19:30', () => {
    expect(countedMinutes(at('2027-01-15T17:55:00-05:00'), at('2027-01-15T19:30:00-05:00'))).toBe(5);
  });

  it('does not count 18:00-08:00: delivered at 21:00, answered at 08:20 the next day counts 20', () => {
    expect(countedMinutes(at('2027-01-15T21:00:00-05:00'), at('2027-01-16T08:20:00-05:00'))).toBe(20);
    expect(countedMinutes(at('2027-01-15T18:30:00-05:00'), at('2027-01-16T07:59:00-05:00'))).toBe(0);
  });

  it('counts whole days as 10 hours each', () => {
    expect(countedMinutes(at('2027-01-15T09:00:00-05:00'), at('2027-01-17T09:00:00-05:00'))).toBe(20 * 60);
  });

  it('follows daylight saving: across the March and November changes each day still counts 08:00-18:00 local', () => {
    // Saturday 7 March 2026 17:00 EST to Monday 9 March 09:00 EDT: 1 h + 10 h (Sunday, the 23-hour day) + 1 h.
    expect(countedMinutes(at('2026-03-07T17:00:00-05:00'), at('2026-03-09T09:00:00-04:00'))).toBe(12 * 60);
    // Saturday 31 October 2026 17:00 EDT to Monday 2 November 09:00 EST: the 25-hour Sunday counts 10 h too.
    expect(countedMinutes(at('2026-10-31T17:00:00-04:00'), at('2026-11-02T09:00:00-05:00'))).toBe(12 * 60);
    // 07:30 EDT on the Sunday of the spring change, in UTC 11:30, is before 08:00 local: 30 minutes to 08:30.
    expect(countedMinutes(at('2026-03-08T11:30:00Z'), at('2026-03-08T12:30:00Z'))).toBe(30);
  });

  it('is 0 when the answer is not after the delivery', () => {
    expect(countedMinutes(at('2027-01-15T10:00:00-05:00'), at('2027-01-15T10:00:00-05:00'))).toBe(0);
    expect(countedMinutes(at('2027-01-15T11:00:00-05:00'), at('2027-01-15T10:00:00-05:00'))).toBe(0);
  });
});

describe('responsiveness', () => {
  const now = at('2027-01-20T12:00:00-05:00');

  it('is "New to quote requests" under 5 different requesters in the last 90 days, saying how many more', () => {
    const figures = responsiveness([timing('2027-01-12T10:00:00-05:00', 10), timing('2027-01-13T10:00:00-05:00', 20)], now);
    expect(figures).toMatchObject({
      requests: 2,
      answered: 2,
      needed: 3,
      days: 2,
      daysNeeded: 1,
      medianMinutes: null,
      responseRate: null,
      label: NEW_TO_QUOTES,
    });
    expect(figures.window).toEqual({ from: '2026-10-22T17:00:00.000Z', to: '2027-01-20T17:00:00.000Z', days: 90 });
  });

  it('leaves out requests delivered more than 90 days ago and unanswered ones younger than 24 hours', () => {
    const timings = [
      timing('2026-10-20T10:00:00-04:00', 5),
      timing('2027-01-12T10:00:00-05:00', 10),
      timing('2027-01-13T10:00:00-05:00', 20),
      timing('2027-01-20T09:00:00-05:00', null),
    ];
    expect(responsiveness(timings, now)).toMatchObject({ requests: 2, label: NEW_TO_QUOTES });
  });

  it('leaves out a request the customer closed unanswered within 24 hours, not one closed later', () => {
    const answered = ['2027-01-11', '2027-01-12', '2027-01-14', '2027-01-15'].map((day) => timing(`${day}T10:00:00-05:00`, 30));
    const closedEarly = { ...timing('2027-01-13T10:00:00-05:00', null), closedAt: at('2027-01-13T11:00:00-05:00') };
    const closedLate = { ...timing('2027-01-13T10:00:00-05:00', null), closedAt: at('2027-01-14T11:00:00-05:00') };
    expect(responsiveness([...answered, closedEarly], now)).toMatchObject({ requests: 4, tooNew: 1, label: NEW_TO_QUOTES });
    expect(responsiveness([...answered, closedLate], now)).toMatchObject({ requests: 5, answered: 4, responseRate: 0.8 });
  });

  it('takes the median counted time and the share answered within 24 hours', () => {
    const timings = [
      timing('2027-01-11T10:00:00-05:00', 30),
      // Friday 17:55, answered Saturday 09:00: 5 + 60 counted minutes, 15 h wall clock.
      timing('2027-01-15T17:55:00-05:00', 15 * 60 + 5),
      timing('2027-01-12T10:00:00-05:00', 50),
      // Answered after 3 days: not within 24 hours.
      timing('2027-01-13T10:00:00-05:00', 72 * 60),
      timing('2027-01-14T10:00:00-05:00', 40),
    ];
    const figures = responsiveness(timings, now);
    expect(figures).toMatchObject({ requests: 5, answered: 5, medianMinutes: 50, responseRate: 0.8, label: 'Usually replies within an hour' });
  });

  it('counts a request unanswered after 24 hours as slower than any answer', () => {
    const timings = [
      timing('2027-01-11T10:00:00-05:00', 120),
      timing('2027-01-12T10:00:00-05:00', 180),
      timing('2027-01-13T10:00:00-05:00', null),
      timing('2027-01-14T10:00:00-05:00', 200),
      timing('2027-01-15T10:00:00-05:00', 220),
    ];
    expect(responsiveness(timings, now)).toMatchObject({
      requests: 5,
      answered: 4,
      medianMinutes: 200,
      responseRate: 0.8,
      label: 'Usually replies within a few hours',
    });
    const mostlyUnanswered = [timings[0]!, timing('2027-01-12T10:00:00-05:00', null), timings[2]!, timings[3]!, timing('2027-01-15T10:00:00-05:00', null)];
    expect(responsiveness(mostlyUnanswered, now)).toMatchObject({ medianMinutes: null, label: null });
  });

  it('one person cannot earn the figure: one device or one address (plus-tags, case) counts once, however many requests', () => {
    // One evening, four addresses, one laptop: one requester.
    const evening = ['ana@example.com', 'ana+2@example.com', 'ANA+3@Example.com', 'someone.else@example.net'].map((requester, i) =>
      timing(`2027-01-1${2 + i}T19:0${i}:00-05:00`, 5, { requester, client: 'ana-laptop' }),
    );
    const figures = responsiveness(evening, now);
    expect(figures).toMatchObject({ requesters: 1, repeats: 3, needed: 4, label: NEW_TO_QUOTES });
    // The same address from other devices is still the same person.
    const devices = ['a', 'b', 'c', 'd', 'e'].map((d, i) => timing(`2027-01-1${1 + i}T10:00:00-05:00`, 5, { requester: `bo+${d}@example.com`, client: d }));
    expect(responsiveness(devices, now)).toMatchObject({ requesters: 1, repeats: 4, label: NEW_TO_QUOTES });
  });

  it("never counts the business's own or staff addresses, nor a device it answered from", () => {
    const others = ['2027-01-11', '2027-01-12', '2027-01-13', '2027-01-14'].map((day) => timing(`${day}T10:00:00-05:00`, 10));
    const fromOwner = timing('2027-01-15T10:00:00-05:00', 10, { requester: 'Owner+test@Movers.example' });
    const fromAnswerDevice = timing('2027-01-15T11:00:00-05:00', 10, { client: 'owner-phone' });
    const notCounted = { addresses: new Set(['owner@movers.example']), clients: new Set(['owner-phone']) };
    expect(responsiveness([...others, fromOwner, fromAnswerDevice], now, notCounted)).toMatchObject({ requesters: 4, own: 2, needed: 1, label: NEW_TO_QUOTES });
    expect(responsiveness([...others, timing('2027-01-15T10:00:00-05:00', 10)], now, notCounted)).toMatchObject({
      requesters: 5,
      label: 'Usually replies within an hour',
    });
  });

  it('needs the requesters on 3 different days: five people in one evening are not enough', () => {
    const oneEvening = [0, 1, 2, 3, 4].map((i) => timing(`2027-01-15T19:${10 + i}:00-05:00`, 5));
    expect(responsiveness(oneEvening, now)).toMatchObject({ requesters: 5, needed: 0, days: 1, daysNeeded: 2, label: NEW_TO_QUOTES });
  });

  it('labels by the median: an hour, a few hours, a day, nothing when slower', () => {
    expect([60, 61, 240, 241, 600, 601].map(responsivenessLabel)).toEqual([
      'Usually replies within an hour',
      'Usually replies within a few hours',
      'Usually replies within a few hours',
      'Usually replies within a day',
      'Usually replies within a day',
      null,
    ]);
  });
});

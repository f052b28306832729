/**
 * The weekly hours editor: each weekday closed, open 24 hours, or one to four ranges; a
 * range may close after midnight (the closing time is earlier than the opening time). It
 * edits the structured week PATCH /api/owner/businesses/{id} takes as `hours`.
 */
import { useId } from 'react';
import { WEEKDAYS, type Weekday } from '../../domain/catalog';
import { RANGES_PER_DAY_MAX, type EditorDayHours, type EditorWeek } from '../../domain/owner';
import { formatClock, MINUTES_PER_DAY } from '../../domain/hours';

const TIMES = Array.from({ length: 48 }, (_, i) => i * 30);

function toInput(minute: number): string {
  const m = minute % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

function fromInput(value: string): number {
  const [h, m] = value.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The editor's words; `{day}` and `{n}` are filled in. */
export const HOURS_WORDS = {
  legend: 'Opening hours',
  days: { Monday: 'Monday', Tuesday: 'Tuesday', Wednesday: 'Wednesday', Thursday: 'Thursday', Friday: 'Friday', Saturday: 'Saturday', Sunday: 'Sunday' },
  notListed: 'Not listed',
  open: 'Open',
  closed: 'Closed',
  open24: 'Open 24 hours',
  opens: '{day} range {n} opens',
  to: 'to',
  closes: '{day} range {n} closes',
  nextDay: '(closes the next day)',
  remove: 'Remove',
  removeWhich: ' {day} range {n}',
  add: 'Add hours',
  addWhich: ' on {day}',
};

type HoursWords = { [K in keyof typeof HOURS_WORDS]: K extends 'days' ? Record<Weekday, string> : string };

const put = (template: string, day: string, n = 0) => template.replace('{day}', day).replace('{n}', String(n));

interface Props {
  week: EditorWeek;
  errors: Record<string, string>;
  onChange: (week: EditorWeek) => void;
  words?: HoursWords;
  /** How the suggested times read ('6:00 PM' by default). */
  clock?: (minutes: number) => string;
}

export function HoursEditor({ week, errors, onChange, words: w = HOURS_WORDS, clock = formatClock }: Props) {
  const id = useId();
  const setDay = (day: Weekday, value: EditorDayHours | undefined) => onChange({ ...week, [day]: value });
  return (
    <fieldset className="space-y-3" data-hours-editor>
      <legend className="text-sm font-medium text-slate-900">{w.legend}</legend>
      <datalist id={`${id}-times`}>
        {TIMES.map((t) => (
          <option key={t} value={toInput(t)} label={clock(t)} />
        ))}
      </datalist>
      {WEEKDAYS.map((day) => {
        const value = week[day];
        const kind = value?.kind ?? 'unset';
        const error = errors[`hours.${day}`];
        const name = w.days[day];
        return (
          <div key={day} className="rounded-md border border-slate-300 p-3" data-day={day}>
            <div className="flex flex-wrap items-center gap-3">
              <label htmlFor={`${id}-${day}`} className="w-28 font-medium text-slate-900">
                {name}
              </label>
              <select
                id={`${id}-${day}`}
                className="rounded-md border border-slate-500 bg-white px-2 py-1 text-sm"
                value={kind}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-${day}-error` : undefined}
                onChange={(event) => {
                  const next = event.target.value;
                  if (next === 'unset') setDay(day, undefined);
                  else if (next === 'closed' || next === 'open24') setDay(day, { kind: next });
                  else setDay(day, { kind: 'ranges', ranges: [{ open: 540, close: 1020 }] });
                }}
              >
                <option value="unset">{w.notListed}</option>
                <option value="ranges">{w.open}</option>
                <option value="closed">{w.closed}</option>
                <option value="open24">{w.open24}</option>
              </select>
            </div>
            {value?.kind === 'ranges' && (
              <ul className="mt-2 space-y-2">
                {value.ranges.map((range, index) => (
                  <li key={index} className="flex flex-wrap items-center gap-2 text-sm">
                    <label>
                      <span className="sr-only">{put(w.opens, name, index + 1)}</span>
                      <input
                        type="time"
                        step={300}
                        list={`${id}-times`}
                        className="rounded-md border border-slate-500 px-2 py-1"
                        value={toInput(range.open)}
                        onChange={(event) => {
                          const ranges = value.ranges.map((r, i) => (i === index ? { ...r, open: fromInput(event.target.value) } : r));
                          setDay(day, { kind: 'ranges', ranges });
                        }}
                      />
                    </label>
                    <span aria-hidden="true">{w.to}</span>
                    <label>
                      <span className="sr-only">{put(w.closes, name, index + 1)}</span>
                      <input
                        type="time"
                        step={300}
                        list={`${id}-times`}
                        className="rounded-md border border-slate-500 px-2 py-1"
                        value={toInput(range.close)}
                        onChange={(event) => {
                          const ranges = value.ranges.map((r, i) => (i === index ? { ...r, close: fromInput(event.target.value) } : r));
                          setDay(day, { kind: 'ranges', ranges });
                        }}
                      />
                    </label>
                    {range.close % MINUTES_PER_DAY <= range.open % MINUTES_PER_DAY && <span className="text-slate-700">{w.nextDay}</span>}
                    {value.ranges.length > 1 && (
                      <button
                        type="button"
                        className="text-sm text-red-800 underline"
                        onClick={() => setDay(day, { kind: 'ranges', ranges: value.ranges.filter((_, i) => i !== index) })}
                      >
                        {w.remove}
                        <span className="sr-only">{put(w.removeWhich, name, index + 1)}</span>
                      </button>
                    )}
                  </li>
                ))}
                {value.ranges.length < RANGES_PER_DAY_MAX && (
                  <li>
                    <button
                      type="button"
                      className="text-sm text-brand-800 underline"
                      onClick={() => {
                        const last = value.ranges.at(-1)!;
                        const open = Math.min(last.close % MINUTES_PER_DAY, MINUTES_PER_DAY - 60);
                        setDay(day, { kind: 'ranges', ranges: [...value.ranges, { open, close: Math.min(open + 120, MINUTES_PER_DAY) }] });
                      }}
                    >
                      {w.add}
                      <span className="sr-only">{put(w.addWhich, name)}</span>
                    </button>
                  </li>
                )}
              </ul>
            )}
            {error && (
              <p id={`${id}-${day}-error`} className="mt-1 text-sm text-red-800" role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

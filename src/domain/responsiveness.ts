/**
 * How quickly a business answers quote requests, from the timestamps the site keeps (each
 * request's delivery to the business and its first answer, a quote or a decline). The rule
 * and its reasons: docs/quote-requests.md ("Response time and rate"). Pure: the same figures
 * for every business, whatever its plan (Featured changes neither the figures nor the text).
 */
import { charlotteInstant, charlotteOffset } from './dates';

export const RESPONSIVENESS_RULE = {
  /** Requests delivered in the last this many days count. */
  windowDays: 90,
  /** Fewer requests to judge than this: "New to quote requests". */
  minRequests: 3,
  /** The response rate is the share answered within this many hours (wall clock). */
  rateHours: 24,
  /** Only time between these minutes of the Charlotte day counts toward the response time (08:00-18:00). */
  countedFrom: 8 * 60,
  countedUntil: 18 * 60,
} as const;

/** Median counted minutes up to which each text is shown, fastest first; slower shows nothing. */
const BANDS = [
  { maxMinutes: 60, text: 'Usually replies within an hour' },
  { maxMinutes: 4 * 60, text: 'Usually replies within a few hours' },
  // A whole counted day: 08:00 to 18:00.
  { maxMinutes: 10 * 60, text: 'Usually replies within a day' },
] as const;

export const NEW_TO_QUOTES = 'New to quote requests';

/** One request as delivered to one business. */
export interface QuoteTiming {
  deliveredAt: Date;
  /** The first answer (quote or decline); null while unanswered. */
  answeredAt: Date | null;
  /** When the customer closed the request (hired someone, or gave up); null while open. */
  closedAt?: Date | null;
}

/** What GET /api/businesses/{id}/responsiveness answers, and the pages show. */
export interface Responsiveness {
  window: { from: string; to: string; days: number };
  /** Requests delivered in the window that can be judged (answered, or waiting 24 hours or more). */
  requests: number;
  answered: number;
  /** Median counted minutes from delivery to first answer; null under the minimum or when the median request is unanswered. */
  medianMinutes: number | null;
  /** Share (0-1) answered within 24 hours; null under the minimum. */
  responseRate: number | null;
  /** The text shown, or null to show nothing (slower than a day). */
  label: string | null;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Minutes between `from` and `to` that fall between 08:00 and 18:00 in Charlotte (daylight
 * saving included): delivered 17:55 and answered 19:30 counts 5.
 */
export function countedMinutes(from: Date, to: Date): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  const local = new Date(start + charlotteOffset(start));
  let [year, month, day] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  let total = 0;
  for (;;) {
    const open = charlotteInstant(year, month, day, RESPONSIVENESS_RULE.countedFrom);
    if (open >= end) break;
    const close = charlotteInstant(year, month, day, RESPONSIVENESS_RULE.countedUntil);
    total += Math.max(0, Math.min(end, close) - Math.max(start, open));
    const next = new Date(Date.UTC(year, month, day + 1));
    [year, month, day] = [next.getUTCFullYear(), next.getUTCMonth(), next.getUTCDate()];
  }
  return total / MINUTE;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The text for a median of `minutes` counted minutes: a band's, or null when slower than a day. */
export function responsivenessLabel(minutes: number): string | null {
  return BANDS.find((band) => minutes <= band.maxMinutes)?.text ?? null;
}

/**
 * The figures of one business at `now` from its requests' timings. Requests delivered in the
 * last 90 days count; one still unanswered counts once it has waited 24 hours (as slower than
 * any answer), not before, and not when the customer closed it within those 24 hours. Under
 * 3 such requests: no figures, "New to quote requests".
 */
export function responsiveness(timings: readonly QuoteTiming[], now: Date): Responsiveness {
  const to = now.getTime();
  const from = to - RESPONSIVENESS_RULE.windowDays * DAY;
  const rateMs = RESPONSIVENESS_RULE.rateHours * 60 * MINUTE;
  const judged = timings.filter((t) => {
    const delivered = t.deliveredAt.getTime();
    if (delivered <= from || delivered > to) return false;
    const answered = t.answeredAt && t.answeredAt.getTime() <= to ? t.answeredAt : null;
    if (answered) return true;
    // Closed by the customer before the business had 24 hours: it could not answer any more.
    const closed = t.closedAt && t.closedAt.getTime() <= to ? t.closedAt.getTime() : Infinity;
    return Math.min(closed, to) - delivered >= rateMs;
  });
  const window = { from: new Date(from).toISOString(), to: now.toISOString(), days: RESPONSIVENESS_RULE.windowDays };
  const answered = judged.filter((t) => t.answeredAt && t.answeredAt.getTime() <= to);
  if (judged.length < RESPONSIVENESS_RULE.minRequests) {
    return { window, requests: judged.length, answered: answered.length, medianMinutes: null, responseRate: null, label: NEW_TO_QUOTES };
  }
  const minutes = judged.map((t) => (t.answeredAt && t.answeredAt.getTime() <= to ? countedMinutes(t.deliveredAt, t.answeredAt) : Infinity));
  const middle = median(minutes);
  const withinRate = answered.filter((t) => t.answeredAt!.getTime() - t.deliveredAt.getTime() <= rateMs).length;
  return {
    window,
    requests: judged.length,
    answered: answered.length,
    medianMinutes: Number.isFinite(middle) ? Math.round(middle) : null,
    responseRate: Math.round((withinRate / judged.length) * 1000) / 1000,
    label: responsivenessLabel(middle),
  };
}

/** The response rate as shown: '90% answered within 24 hours'. */
export function responseRateText(rate: number): string {
  return `${Math.round(rate * 100)}% answered within ${RESPONSIVENESS_RULE.rateHours} hours`;
}

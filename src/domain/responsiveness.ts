/**
 * How quickly a business answers quote requests, from the timestamps the site keeps (each
 * request's delivery to the business and its first answer, a quote or a decline). The rule
 * and its reasons: docs/quote-requests.md ("Response time and rate"). Pure: the same figures
 * for every business, whatever its plan (Featured changes neither the figures nor the text).
 */
import { fillTemplate } from './fill';
import { charlotteInstant, charlotteOffset, isoDay } from './dates';
import { mailboxKey } from './mailbox';

export const RESPONSIVENESS_RULE = {
  /** Requests delivered in the last this many days count. */
  windowDays: 90,
  /**
   * Fewer different requesters than this: "New to quote requests". Thumbtack asks for 5
   * verified reviews a year before a pro can be a Top Pro (docs/decisions/0025-response-time-from-distinct-requesters.md).
   */
  minRequesters: 5,
  /** ...whose counted requests were delivered on at least this many different Charlotte days: one evening is one day. */
  minDays: 3,
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

/** Who may not earn a business its figure: its own and the staff's addresses (folded), and the devices it answered from or signed in from. */
export interface NotCounted {
  addresses: ReadonlySet<string>;
  clients: ReadonlySet<string>;
}

/** One request as delivered to one business. */
export interface QuoteTiming {
  /** The requester's confirmed address, as sent (folded here). */
  requester: string;
  /** The hashed network address the request was sent from; null when not kept. */
  client: string | null;
  deliveredAt: Date;
  /** The first answer (quote or decline); null while unanswered. */
  answeredAt: Date | null;
  /** When the customer closed the request (hired someone, or gave up); null while open. */
  closedAt?: Date | null;
}

/** What GET /api/businesses/{id}/responsiveness answers, and the pages show. */
export interface Responsiveness {
  window: { from: string; to: string; days: number };
  /** Requests counted: one per different requester (answered, or waiting 24 hours or more). */
  requests: number;
  answered: number;
  /** Different requesters counted, and how many more the figure needs (0 once shown). */
  requesters: number;
  needed: number;
  /** Different Charlotte days the counted requests came on, and how many more are needed. */
  days: number;
  daysNeeded: number;
  /** Requests delivered in the window and not counted: too new (unanswered, under 24 hours), the business's own, or a requester already counted. */
  tooNew: number;
  own: number;
  repeats: number;
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
 * any answer), not before, and not when the customer closed it within those 24 hours. Requests
 * from the business itself do not count (its own or the staff's addresses, plus-tags and case
 * folded, or sent from a device it answered from or signed in from), and each requester counts once (by
 * address, and by device). Under 5 requesters, or all on fewer than 3 days: no figures, "New
 * to quote requests".
 */
export function responsiveness(
  timings: readonly QuoteTiming[],
  now: Date,
  notCounted: NotCounted = { addresses: new Set(), clients: new Set() },
): Responsiveness {
  const to = now.getTime();
  const from = to - RESPONSIVENESS_RULE.windowDays * DAY;
  const rateMs = RESPONSIVENESS_RULE.rateHours * 60 * MINUTE;
  const inWindow = timings
    .filter((t) => t.deliveredAt.getTime() > from && t.deliveredAt.getTime() <= to)
    .sort((a, b) => a.deliveredAt.getTime() - b.deliveredAt.getTime());
  const isOwn = (t: QuoteTiming) => notCounted.addresses.has(mailboxKey(t.requester)) || (t.client !== null && notCounted.clients.has(t.client));
  const judgeable = (t: QuoteTiming) => {
    const answered = t.answeredAt && t.answeredAt.getTime() <= to ? t.answeredAt : null;
    if (answered) return true;
    // Closed by the customer before the business had 24 hours: it could not answer any more.
    const closed = t.closedAt && t.closedAt.getTime() <= to ? t.closedAt.getTime() : Infinity;
    return Math.min(closed, to) - t.deliveredAt.getTime() >= rateMs;
  };
  const own = inWindow.filter(isOwn);
  const others = inWindow.filter((t) => !isOwn(t));
  const tooNew = others.filter((t) => !judgeable(t)).length;
  const seenRequesters = new Set<string>();
  const seenClients = new Set<string>();
  const judged: QuoteTiming[] = [];
  for (const t of others.filter(judgeable)) {
    const requester = mailboxKey(t.requester);
    if (seenRequesters.has(requester) || (t.client !== null && seenClients.has(t.client))) continue;
    seenRequesters.add(requester);
    if (t.client !== null) seenClients.add(t.client);
    judged.push(t);
  }
  const window = { from: new Date(from).toISOString(), to: now.toISOString(), days: RESPONSIVENESS_RULE.windowDays };
  const answered = judged.filter((t) => t.answeredAt && t.answeredAt.getTime() <= to);
  const days = new Set(judged.map((t) => isoDay(t.deliveredAt))).size;
  const counts = {
    requests: judged.length,
    answered: answered.length,
    requesters: judged.length,
    needed: Math.max(0, RESPONSIVENESS_RULE.minRequesters - judged.length),
    days,
    daysNeeded: Math.max(0, RESPONSIVENESS_RULE.minDays - days),
    tooNew,
    own: own.length,
    repeats: others.length - tooNew - judged.length,
  };
  if (counts.needed > 0 || counts.daysNeeded > 0) {
    return { window, ...counts, medianMinutes: null, responseRate: null, label: NEW_TO_QUOTES };
  }
  const minutes = judged.map((t) => (t.answeredAt && t.answeredAt.getTime() <= to ? countedMinutes(t.deliveredAt, t.answeredAt) : Infinity));
  const middle = median(minutes);
  const withinRate = answered.filter((t) => t.answeredAt!.getTime() - t.deliveredAt.getTime() <= rateMs).length;
  return {
    window,
    ...counts,
    medianMinutes: Number.isFinite(middle) ? Math.round(middle) : null,
    responseRate: Math.round((withinRate / judged.length) * 1000) / 1000,
    label: responsivenessLabel(middle),
  };
}

interface Counted {
  one: string;
  many: string;
}

/**
 * The words of {@link ownerResponsivenessText} in the dashboard's language (src/i18n/en-owner.ts
 * and es-owner.ts, `responsiveness`): templates whose `{name}`s are filled here, a count's
 * `one` and `many` forms with `{count}`, and the figure's labels by their English text.
 */
export interface OwnerResponsivenessWords {
  newToQuotes: string;
  newHeadline: string;
  headline: string;
  slower: string;
  rate: string;
  counted: string;
  customers: Counted;
  days: Counted;
  moreCustomers: Counted;
  moreDays: Counted;
  and: string;
  tooNew: Counted;
  repeats: Counted;
  own: Counted;
  notCounted: string;
  listSeparator: string;
  labels: Readonly<Record<string, string>>;
}

/**
 * What the owner's Quote requests tab says of a figure: what it is, exactly what is counted,
 * and how many more different customers (and days) it needs before newcomers see it.
 */
export function ownerResponsivenessText(figure: Responsiveness, words: OwnerResponsivenessWords): string[] {
  const rule = RESPONSIVENESS_RULE;
  const hours = rule.rateHours;
  const count = (forms: Counted, n: number) => fillTemplate(n === 1 ? forms.one : forms.many, { count: n, hours });
  const lines: string[] = [];
  if (figure.needed > 0 || figure.daysNeeded > 0) {
    const more = [
      figure.needed > 0 ? count(words.moreCustomers, figure.needed) : '',
      figure.daysNeeded > 0 ? count(words.moreDays, figure.daysNeeded) : '',
    ].filter(Boolean);
    lines.push(
      fillTemplate(words.newHeadline, {
        newToQuotes: words.newToQuotes,
        customers: count(words.customers, figure.requesters),
        minRequesters: rule.minRequesters,
        days: count(words.days, figure.days),
        minDays: rule.minDays,
        more: more.join(words.and),
      }),
    );
  } else {
    lines.push(
      fillTemplate(words.headline, {
        label: figure.label === null ? words.slower : (words.labels[figure.label] ?? figure.label),
        rate: figure.responseRate === null ? '' : fillTemplate(words.rate, { percent: Math.round(figure.responseRate * 100), hours }),
        customers: count(words.customers, figure.requesters),
      }),
    );
  }
  lines.push(fillTemplate(words.counted, { windowDays: rule.windowDays, rateHours: hours, minRequesters: rule.minRequesters, minDays: rule.minDays }));
  const aside = [
    figure.tooNew > 0 ? count(words.tooNew, figure.tooNew) : '',
    figure.repeats > 0 ? count(words.repeats, figure.repeats) : '',
    figure.own > 0 ? count(words.own, figure.own) : '',
  ].filter(Boolean);
  if (aside.length) lines.push(fillTemplate(words.notCounted, { list: aside.join(words.listSeparator) }));
  return lines;
}

/** The response rate as shown: '90% answered within 24 hours'. */
export function responseRateText(rate: number): string {
  return `${Math.round(rate * 100)}% answered within ${RESPONSIVENESS_RULE.rateHours} hours`;
}

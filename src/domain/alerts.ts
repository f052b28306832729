/**
 * Saved searches with e-mail alerts (docs/alerts.md): the form's one schema (shared by the
 * "Alert me" island and `POST /api/saved-searches`), the saved query as the business search
 * normalises it, the limits, when the daily job runs and which searches it runs, and how a
 * saved search reads in e-mail and on /alerts (its results link: src/domain/alert-results.ts).
 */
import { z } from 'zod';
import { SERVICE_TAGS, categoryLabel, findFilterNeighborhood } from './catalog';
import { SITE_TIME_ZONE, charlotteWallClock } from './dates';
import { MESSAGES, localeField, text } from './forms';
import { placeText } from './geo';
import { openFilterLabel } from './hours';
import { BusinessSearchQuerySchema, businessSearchQueryString, type BusinessSearchParams } from './search';
import { honeypotField } from './honeypot';
import { languageList } from './languages';

export const ALERT_LIMITS = {
  /** Saved searches one e-mail address may have (confirmed or waiting). */
  perAddress: 10,
  /** Confirmation e-mails one address may be sent per day. */
  confirmationsPerDay: 5,
  /** Hours the confirmation link works; an unconfirmed search is deleted after it. */
  confirmHours: 72,
  /** Businesses one digest lists (the link shows them all). */
  digestSize: 10,
} as const;

/** A daily search is in every run; a weekly one in the runs of the Charlotte weekday it was confirmed on. */
const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/**
 * The job opens its run once a day at 07:00 in Charlotte. Netlify's cron is in UTC, so its
 * function is called every 15 minutes: the call that falls in the 07:00 hour there opens the
 * day's run (once), and any call continues a run an earlier call could not finish within
 * its time budget (src/server/alerts/run.ts).
 */
export const ALERT_SCHEDULE = { hour: 7, timeZone: SITE_TIME_ZONE, netlifyCron: '*/15 * * * *' } as const;

export const ALERT_MESSAGES = {
  frequency: 'Choose daily or weekly',
  query: 'The search to save is missing',
  perAddress: `An e-mail address can have at most ${ALERT_LIMITS.perAddress} saved searches. Remove one from the link in any alert e-mail first.`,
  perDay: `We send at most ${ALERT_LIMITS.confirmationsPerDay} confirmation e-mails a day to one address. Please try again tomorrow.`,
  invalidLink: 'This link is not valid.',
  expired: 'This confirmation link has expired. Please save the search again.',
  neighborhood: 'Unknown neighborhood. Use the slug of a neighborhood on this site, such as south-end',
} as const;

/** The keys of `GET /api/businesses` a saved search keeps (paging and the staff-only `approved` are not part of it). */
const SAVED_QUERY_KEYS = ['category', 'neighborhood', 'search', 'minRating', 'serviceTags', 'languages', 'sortBy', 'open', 'near', 'radius', 'bbox'] as const;

/**
 * The saved query: the same keys and rules as the query string of `GET /api/businesses`
 * (errors name the key: `query.category`); numbers are taken as their text, other keys are
 * ignored, as the API ignores them.
 */
const SavedQuerySchema = z.preprocess((value) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const given = value as Record<string, unknown>;
  return Object.fromEntries(
    SAVED_QUERY_KEYS.flatMap((key) => {
      const item = Object.hasOwn(given, key) ? given[key] : undefined;
      return item === undefined || item === null ? [] : [[key, typeof item === 'number' ? String(item) : item]];
    }),
  );
}, BusinessSearchQuerySchema);

/** The "Alert me" form and `POST /api/saved-searches`. */
export const SavedSearchSchema = z.object({
  email: text({ error: MESSAGES.email }).trim().max(254, MESSAGES.email).pipe(z.email(MESSAGES.email)),
  frequency: z.enum(ALERT_FREQUENCIES, { error: ALERT_MESSAGES.frequency }),
  query: SavedQuerySchema,
  locale: localeField(),
  ...honeypotField,
});

/** The search a saved query runs: published businesses, the saved filters and sort. */
export type SavedQuery = Omit<BusinessSearchParams, 'limit' | 'offset' | 'status'>;

function withoutPaging(params: BusinessSearchParams): SavedQuery {
  const { limit: _limit, offset: _offset, status: _status, ...saved } = params;
  return saved;
}

/** The stored form of a saved query: its normalised query string, without '?', paging or defaults. */
export function savedQueryText(params: BusinessSearchParams): string {
  return businessSearchQueryString(withoutPaging(params)).replace(/^\?/, '');
}

/** A stored query string read back (null when it no longer validates, e.g. a retired category). */
export function parseSavedQuery(stored: string): SavedQuery | null {
  const parsed = BusinessSearchQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(stored)));
  return parsed.success ? withoutPaging(parsed.data) : null;
}

/** The body's `query` from a listing page's API query string (what the island sends). */
export function savedQueryFromApiQuery(apiQueryString: string): Record<string, string> {
  const query = new URLSearchParams(apiQueryString);
  return Object.fromEntries(SAVED_QUERY_KEYS.flatMap((key) => (query.has(key) ? [[key, query.get(key)!]] : [])));
}

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * How a stored query reads even when it no longer validates (a category retired): its
 * values as saved, never 'All businesses'.
 */
export function describeStoredQuery(stored: string): string {
  const query = parseSavedQuery(stored);
  if (query) return describeSavedQuery(query);
  const raw = new URLSearchParams(stored);
  const parts = [
    raw.get('search') ? `“${raw.get('search')}”` : null,
    raw.get('category') ? categoryLabel(raw.get('category')!) : null,
    raw.get('neighborhood') ? `in ${titleCase(raw.get('neighborhood')!)}` : null,
    raw.get('near') ? `near ${raw.get('near')}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : stored;
}

/** How a saved search reads in e-mail and on /alerts: 'Movers & Packers in South End, 4+ stars'. */
export function describeSavedQuery(query: SavedQuery): string {
  const what = [query.search ? `“${query.search}”` : null, query.category ? categoryLabel(query.category) : null].filter(Boolean).join(' in ');
  const parts = [what || 'All businesses'];
  if (query.neighborhood) parts[0] += ` in ${findFilterNeighborhood(query.neighborhood)?.label ?? titleCase(query.neighborhood)}`;
  if (query.near) parts.push(query.radius ? `within ${query.radius} mi of ${placeText(query.near)}` : `near ${placeText(query.near)}`);
  if (query.minRating !== undefined) parts.push(query.minRating >= 5 ? '5 stars' : `${query.minRating}+ stars`);
  if (query.serviceTags?.length) parts.push(query.serviceTags.map((tag) => SERVICE_TAGS.find((t) => t.value === tag)?.label ?? tag).join(', '));
  if (query.languages?.length) parts.push(`${languageList(query.languages)} spoken`);
  if (query.open) parts.push(openFilterLabel(query.open));
  if (query.bbox) parts.push('in a map area');
  return parts.join(', ');
}

/** The calendar day and hour in Charlotte at `now`. */
export function charlotteDayHour(now: Date): { day: string; hour: number } {
  const clock = charlotteWallClock(now);
  const two = (n: number) => String(n).padStart(2, '0');
  return { day: `${clock.year}-${two(clock.month)}-${two(clock.day)}`, hour: clock.hour };
}

/** True in the hour the daily job runs (07:00-07:59 in Charlotte, whatever the UTC offset). */
export function isAlertHour(now: Date): boolean {
  return charlotteDayHour(now).hour === ALERT_SCHEDULE.hour;
}

/** What the job answers (and staff see): searches run and digest messages decided. */
export interface AlertRunResult {
  /** Due saved searches the run served (counted when it finishes; 0 while it continues). */
  searches: number;
  /** Digest messages, one per subscriber, the run decided (by the whole run when it finished in this call): written and sent after the run, as fast as the provider takes them. */
  emails: number;
  /** False when the call stopped at its time budget: the next call continues the run. */
  finished: boolean;
}

/** A saved search as its address's manage page shows it. */
export interface ManagedSavedSearch {
  id: number;
  label: string;
  frequency: AlertFrequency;
  confirmed: boolean;
  createdAt: string;
  resultsHref: string;
  /** Its query no longer validates (a category retired, a place removed): it sends nothing. */
  broken: boolean;
  /** The search's one-click unsubscribe token (POST it to /api/saved-searches/unsubscribe/{token}). */
  unsubscribeToken: string;
}

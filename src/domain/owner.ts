/**
 * The owner dashboard's shared contracts: the edit-listing form (one zod schema,
 * used by the /owner island and by PATCH /api/owner/businesses/{id}), the structured weekly
 * hours it edits, review replies and reports, and the shapes the owner API answers.
 *
 * Hours: the editor holds each weekday as closed, open 24 hours, or ranges of minutes after
 * that day's midnight; a range closing at or before it opens runs past midnight (stored as
 * close + 1440, the form src/domain/hours.ts reads). {@link hoursToText} turns them into the
 * text the API and the open-now filter already read.
 */
import { z } from 'zod';
import { CATEGORY_VALUES, LIMITS, SELF_DECLARED_TAG_VALUES, WEEKDAYS, type Weekday } from './catalog';
import { MESSAGES, email, text, websiteUrl } from './forms';
import { MINUTES_PER_DAY, formatDayHours, parseWeeklyHours, type DayHours } from './hours';
import { LanguagesSchema } from './languages-schema';

export const REPLY_MAX = 1000;

/** What the upgrade page says of a business nobody owns yet: only its verified owner may feature it. */
export const CLAIM_FIRST_TEXT = 'Claim this business first';
const SERVICES_MAX = 12;
const SERVICE_NAME_MAX = 60;
export const RANGES_PER_DAY_MAX = 4;

export { OWNER_REPLY_HEADING } from './business-display';

/** The content rules an owner may report a review for, with the label staff read. */
export const REPORT_REASONS = {
  not_a_customer: 'Not a real customer experience',
  conflict_of_interest: 'Conflict of interest (competitor, employee or ex-employee)',
  offensive: 'Hate speech, harassment or offensive language',
  private_information: 'Shares private information',
  spam: 'Spam or advertising',
  off_topic: 'Not about this business',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
const REPORT_REASON_VALUES = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

const minute = z.number({ error: 'Choose a time' }).int('Choose a time').min(0, 'Choose a time').max(MINUTES_PER_DAY, 'Choose a time');

/** One weekday in the hours editor. */
const DayHoursSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('closed') }),
    z.object({ kind: z.literal('open24') }),
    z.object({
      kind: z.literal('ranges'),
      ranges: z
        .array(z.object({ open: minute, close: minute }))
        .min(1, 'Add opening hours or mark the day closed')
        .max(RANGES_PER_DAY_MAX, `At most ${RANGES_PER_DAY_MAX} ranges a day`),
    }),
  ],
  { error: 'Choose closed, open 24 hours or opening hours' },
);
export type EditorDayHours = z.infer<typeof DayHoursSchema>;

/**
 * A day's ranges as hours.ts stores them: a close at or before its open runs past midnight
 * (close + 1440); ranges sorted; overlapping ranges refused.
 */
function normaliseDay(day: EditorDayHours): DayHours | string {
  if (day.kind !== 'ranges') return day;
  const ranges = day.ranges
    .map(({ open, close }) => ({ open: open % MINUTES_PER_DAY, close: close <= open % MINUTES_PER_DAY ? close + MINUTES_PER_DAY : close }))
    .sort((a, b) => a.open - b.open);
  for (let i = 1; i < ranges.length; i++) {
    if (ranges[i]!.open < ranges[i - 1]!.close) return 'Opening hours overlap';
  }
  return { kind: 'ranges', ranges };
}

const WeeklyHoursSchema = z
  .object(Object.fromEntries(WEEKDAYS.map((day) => [day, DayHoursSchema.optional()])) as Record<Weekday, z.ZodOptional<typeof DayHoursSchema>>)
  .strict()
  .superRefine((week, ctx) => {
    for (const day of WEEKDAYS) {
      const value = week[day];
      if (!value) continue;
      const normal = normaliseDay(value);
      if (typeof normal === 'string') ctx.addIssue({ code: 'custom', path: [day], message: normal });
    }
  });
export type EditorWeek = z.infer<typeof WeeklyHoursSchema>;

/** The week as the hours text the API and the open-now filter read ('Closed', 'Open 24 hours', '9:00 AM - 5:00 PM'). */
export function hoursToText(week: EditorWeek): Partial<Record<Weekday, string>> {
  const out: Partial<Record<Weekday, string>> = {};
  for (const day of WEEKDAYS) {
    const value = week[day];
    if (!value) continue;
    const normal = normaliseDay(value);
    if (typeof normal !== 'string') out[day] = formatDayHours(normal);
  }
  return out;
}

const optionalPlain = (max: number, message: string) => text().trim().max(max, message);

/**
 * PATCH /api/owner/businesses/{id}: every field optional; only those sent change. The
 * name, category and address go to staff as a change request; the rest are live at once.
 */
export const OwnerListingPatchSchema = z
  .object({
    shortDescription: optionalPlain(LIMITS.shortDescription, 'Short description must be 200 characters or less'),
    longDescription: optionalPlain(LIMITS.description, MESSAGES.description),
    phone: text({ error: MESSAGES.phone }).trim().min(1, MESSAGES.phone).max(40, 'Phone number must be 40 characters or less'),
    email: z.union([z.literal(''), email()], { error: MESSAGES.email }),
    website: websiteUrl,
    hours: WeeklyHoursSchema,
    serviceTags: z.array(z.enum(SELF_DECLARED_TAG_VALUES, { error: MESSAGES.credentialTag })).max(LIMITS.serviceTags, MESSAGES.serviceTags),
    languages: LanguagesSchema,
    servicesOffered: z
      .array(text().trim().min(1, 'A service needs a name').max(SERVICE_NAME_MAX, `Service names must be ${SERVICE_NAME_MAX} characters or less`))
      .max(SERVICES_MAX, `At most ${SERVICES_MAX} services`),
    businessName: text({ error: MESSAGES.businessName }).trim().min(1, MESSAGES.businessName).max(LIMITS.businessName, MESSAGES.businessNameLength),
    category: z.enum(CATEGORY_VALUES, { error: MESSAGES.category }),
    address: text({ error: MESSAGES.address }).trim().min(1, MESSAGES.address).max(300, 'Address must be 300 characters or less'),
  })
  .partial()
  .strict();
export type OwnerListingPatch = z.infer<typeof OwnerListingPatchSchema>;

/** Fields that need staff approval. */
export const REVIEWED_FIELDS = ['businessName', 'category', 'address'] as const;
export type ReviewedField = (typeof REVIEWED_FIELDS)[number];

const blank = (value: string | null | undefined) => (value ? value : null);
const sameWeek = (a: Partial<Record<Weekday, string>> | null, b: Partial<Record<Weekday, string>> | null) =>
  JSON.stringify(parseWeeklyHours(a)) === JSON.stringify(parseWeeklyHours(b));
const sameSet = (a: readonly string[], b: readonly string[]) => JSON.stringify([...new Set(a)].sort()) === JSON.stringify([...new Set(b)].sort());
const uniqueNames = (names: readonly string[]) => [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];

/**
 * The fields of a parsed edit that would change what `listing` shows, as stored (an empty
 * text is no value, an e-mail is kept lower-case, hours compared by the times they mean, tags
 * in any order): what a save sends, and what the API applies and audits. A name, category or
 * address already waiting for staff with the same value is not asked again.
 */
export function listingChanges(patch: OwnerListingPatch, listing: OwnerListing): OwnerListingPatch {
  const changed: OwnerListingPatch = {};
  const differs: { [K in keyof OwnerListingPatch]-?: (value: NonNullable<OwnerListingPatch[K]>) => boolean } = {
    shortDescription: (value) => blank(value) !== listing.shortDescription,
    longDescription: (value) => blank(value) !== listing.longDescription,
    phone: (value) => value !== listing.phone,
    email: (value) => blank(value.toLowerCase()) !== listing.email,
    website: (value) => blank(value) !== listing.website,
    hours: (value) => !sameWeek(hoursToText(value), listing.businessHours),
    serviceTags: (value) => !sameSet(value, listing.serviceTags),
    languages: (value) => !sameSet(value, listing.languages ?? []),
    servicesOffered: (value) => JSON.stringify(uniqueNames(value)) !== JSON.stringify(listing.servicesOffered),
    businessName: (value) => reviewedChange('businessName', value),
    category: (value) => reviewedChange('category', value),
    address: (value) => reviewedChange('address', value),
  };
  function reviewedChange(field: ReviewedField, value: string) {
    const waiting = listing.pendingChanges.findLast((request) => request.changes[field] !== undefined)?.changes[field];
    return value !== listing[field] && value !== waiting;
  }
  for (const field of Object.keys(patch) as Array<keyof OwnerListingPatch>) {
    const value = patch[field];
    if (value !== undefined && (differs[field] as (v: typeof value) => boolean)(value)) (changed as Record<string, unknown>)[field] = value;
  }
  return changed;
}

export const ReplySchema = z.object({
  text: text({ error: 'Write a response' }).trim().min(1, 'Write a response').max(REPLY_MAX, `A response must be ${REPLY_MAX} characters or less`),
});

export const ReportSchema = z.object({
  reason: z.enum(REPORT_REASON_VALUES, { error: 'Choose which rule the review breaks' }),
  note: text().trim().max(1000, 'A note must be 1000 characters or less').optional(),
});

/** A listing as the owner dashboard shows it. */
export interface OwnerListing {
  id: number;
  slug: string;
  businessName: string;
  category: string;
  address: string;
  phone: string;
  email: string | null;
  website: string | null;
  shortDescription: string | null;
  longDescription: string | null;
  businessHours: Partial<Record<Weekday, string>> | null;
  serviceTags: string[];
  /** The languages the owner says the staff speak (src/domain/languages.ts). */
  languages: string[];
  servicesOffered: string[];
  status: 'published' | 'pending' | 'rejected';
  isPremium: boolean;
  /** Name, category or address changes waiting for staff. */
  pendingChanges: Array<{ id: number; changes: Partial<Record<ReviewedField, string>>; createdAt: string }>;
  /** Reviews reported by this owner still waiting for staff. */
  openReports: number;
}

/** One review as the owner sees it, with the owner's reply. */
export interface OwnerReview {
  id: number;
  reviewerName: string | null;
  rating: number;
  reviewText: string | null;
  createdAt: string;
  reply: { text: string; createdAt: string; updatedAt: string } | null;
  reported: boolean;
}

/** The counts of one week (Monday start, Charlotte dates) of {@link OwnerInsights}. */
export interface InsightsWeek {
  weekStart: string;
  views: number;
  calls: number;
  websiteClicks: number;
  directionsClicks: number;
  /** Quote requests delivered to the business (after the visitor confirmed). */
  quoteRequests: number;
}

export interface OwnerInsights {
  businessId: number;
  weeks: InsightsWeek[];
}

const INSIGHTS_WEEKS = 12;

/** Monday of the week of `day` (YYYY-MM-DD). */
function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const offset = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - offset);
  return date.toISOString().slice(0, 10);
}

/** The last {@link INSIGHTS_WEEKS} week starts, oldest first, ending with the week of `today`. */
export function insightWeekStarts(today: string): string[] {
  const last = new Date(`${weekStartOf(today)}T00:00:00Z`);
  return Array.from({ length: INSIGHTS_WEEKS }, (_, i) => {
    const d = new Date(last);
    d.setUTCDate(d.getUTCDate() - 7 * (INSIGHTS_WEEKS - 1 - i));
    return d.toISOString().slice(0, 10);
  });
}

/**
 * The admin dashboard's fixed facts and pure rules, shared by the /admin island and the
 * moderation API: toast texts (directory.md §8), the moderation reason lists, request
 * schemas, the shapes the admin calls answer with, and the business CSV format (export,
 * import parsing and row validation).
 */
import { z } from 'zod';
import { CATEGORIES, FILTER_NEIGHBORHOODS, LIMITS, SERVICE_TAGS } from './catalog';
import { MAX_ID, NewBusinessSchema, WEEKDAYS, text, type BusinessHours } from './forms';
import type { Business, BusinessStatus, ClaimStatus } from './types';
import { own } from './lookup';

// ---------------------------------------------------------------- texts

/** Toasts of the dashboard. The first six are the spec's, word for word. */
export const ADMIN_TOASTS = {
  claimVerified: { title: 'Claim Verified', description: 'The business claim has been approved successfully.' },
  claimVerifyFailed: 'Failed to verify claim.',
  reviewApproved: { title: 'Review Approved', description: 'The review has been published successfully.' },
  reviewApproveFailed: 'Failed to approve review.',
  statsFailed: 'Failed to fetch stats',
  pendingClaimsFailed: 'Failed to fetch pending claims',
  claimDenied: { title: 'Claim Denied', description: 'The business claim has been denied.' },
  claimDenyFailed: 'Failed to deny claim.',
  reviewRejected: { title: 'Review Rejected', description: 'The review will not be published.' },
  reviewRejectFailed: 'Failed to reject review.',
  businessPublished: { title: 'Business Published', description: 'The business is now listed and searchable.' },
  businessPublishFailed: 'Failed to publish business.',
  locationSaved: { title: 'Location Saved', description: 'The pin is where you put it; the location is no longer approximate.' },
  locationFailed: 'Failed to save the location.',
  businessRejected: { title: 'Business Rejected', description: 'The business will not be listed.' },
  businessRejectFailed: 'Failed to reject business.',
  businessCreated: { title: 'Business Added', description: 'The business has been saved.' },
  businessCreateFailed: 'Failed to add business.',
  importFailed: 'Failed to import businesses.',
  exportFailed: 'Failed to export businesses.',
  rebuildStarted: { title: 'Rebuild Started', description: 'The site is being rebuilt; changes appear in a few minutes.' },
  rebuildFailed: 'Failed to start the rebuild.',
  emailSent: { title: 'E-mail Sent', description: 'The message was handed to the e-mail provider.' },
  emailSendFailed: 'Failed to send the e-mail.',
  signedOut: { title: 'Signed Out', description: 'You have signed out of the admin dashboard.' },
  sessionExpired: 'Your session has expired. Please sign in again.',
  notAdmin: 'This account is not an administrator.',
} as const;

/** What the review queue says about the rules it applies (FTC 16 CFR Part 465). */
export const REVIEW_POLICY_TEXT =
  'Reviews are checked only against the content rules below, and the same rules apply to every review whatever its rating. ' +
  "Under the FTC's 2024 rule on consumer reviews (16 CFR Part 465), a review may not be withheld because it is negative.";

// ---------------------------------------------------------------- moderation reasons

/**
 * The ONLY reasons a review may be rejected for: content rules that apply to every review
 * whatever its rating. None of them is about sentiment or the star rating, so negative
 * reviews cannot be suppressed for being negative (FTC 16 CFR Part 465, 2024).
 */
export const REVIEW_REJECTION_REASONS = [
  'Contains personal information',
  'Spam or advertising',
  'Off-topic: not about this business',
  'Hateful, harassing or obscene language',
  'Conflict of interest (owner, employee or competitor)',
  'Not based on a real customer experience',
] as const;

/** Reasons a business claim may be denied. */
export const CLAIM_DENIAL_REASONS = [
  'Could not confirm the claimer represents this business',
  'Claimer e-mail address not verified',
  'Duplicate claim',
  'Business already claimed by its owner',
  'Spam or fraudulent claim',
] as const;

/** Reasons a submitted business may be rejected. */
export const BUSINESS_REJECTION_REASONS = [
  'Duplicate of an existing listing',
  'Not a business serving Charlotte',
  'Could not verify the business exists',
  'Spam or advertising',
  'Incomplete or incorrect details',
] as const;

export type ReviewRejectionReason = (typeof REVIEW_REJECTION_REASONS)[number];
export type ClaimDenialReason = (typeof CLAIM_DENIAL_REASONS)[number];
export type BusinessRejectionReason = (typeof BUSINESS_REJECTION_REASONS)[number];

export const REASON_MESSAGE = 'Choose a reason from the list';
export const NOTE_LIMIT = 500;

const note = text()
  .trim()
  .max(NOTE_LIMIT, `Note must be ${NOTE_LIMIT} characters or less`)
  .optional()
  .transform((value) => value || undefined);

/** Body of PUT /api/reviews/{id}/reject. */
export const ReviewRejectSchema = z.object({ reason: z.enum(REVIEW_REJECTION_REASONS, { error: REASON_MESSAGE }), note });
/** Body of PUT /api/business-claims/{id}/deny. */
export const ClaimDenySchema = z.object({ reason: z.enum(CLAIM_DENIAL_REASONS, { error: REASON_MESSAGE }), note });
/** Body of PUT /api/businesses/{id}/reject. */
export const BusinessRejectSchema = z.object({ reason: z.enum(BUSINESS_REJECTION_REASONS, { error: REASON_MESSAGE }), note });

// ---------------------------------------------------------------- paging

/** Rows per page in the dashboard's queues and logs. */
export const ADMIN_PAGE_SIZE = 10;
/** Largest `limit` the admin list calls accept. */
export const ADMIN_MAX_LIMIT = 100;

/** `?limit&offset` of the admin list calls. */
export const PageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `Limit must be a whole number from 1 to ${ADMIN_MAX_LIMIT}` })
    .int(`Limit must be a whole number from 1 to ${ADMIN_MAX_LIMIT}`)
    .min(1, `Limit must be a whole number from 1 to ${ADMIN_MAX_LIMIT}`)
    .max(ADMIN_MAX_LIMIT, `Limit must be a whole number from 1 to ${ADMIN_MAX_LIMIT}`)
    .default(ADMIN_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'Offset must be a whole number of 0 or more' })
    .int('Offset must be a whole number of 0 or more')
    .min(0, 'Offset must be a whole number of 0 or more')
    .max(MAX_ID, `Offset must be at most ${MAX_ID}`)
    .default(0),
});

/** `?status&limit&offset` of GET /api/business-claims. */
export const ClaimListQuerySchema = PageQuerySchema.extend({
  status: z.enum(['pending', 'verified', 'denied'], { error: 'status must be pending, verified or denied' }).default('pending'),
});

export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

// ---------------------------------------------------------------- answer shapes

/** A claim in the admin queue. */
export interface AdminClaim {
  id: number;
  businessId: number;
  businessName: string;
  businessSlug: string;
  businessStatus: BusinessStatus;
  claimerName: string | null;
  claimerEmail: string;
  claimerPhone: string | null;
  status: ClaimStatus;
  submittedAt: string;
  /** When the claimer opened the verification link; null until then. */
  emailVerifiedAt: string | null;
  decisionReason: string | null;
  decidedAt: string | null;
}

/** A review in the admin queue (with the reviewer's e-mail, which the public never sees). */
export interface AdminReview {
  id: number;
  businessId: number;
  businessName: string;
  businessSlug: string;
  reviewerName: string | null;
  reviewerEmail: string;
  rating: number;
  reviewText: string | null;
  createdAt: string;
}

export interface AuditEntry {
  id: number;
  actorId: string;
  actorEmail: string | null;
  action: string;
  targetType: 'claim' | 'review' | 'business' | 'site' | 'email' | 'neighborhood' | 'staff' | 'quote_request';
  targetId: number | null;
  targetLabel: string | null;
  reason: string | null;
  note: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}

/** Readable names of audit actions. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'claim.verify': 'Approved claim',
  'claim.deny': 'Denied claim',
  'review.approve': 'Approved review',
  'review.reject': 'Rejected review',
  'business.publish': 'Published business',
  'business.reject': 'Rejected business',
  'business.create': 'Added business',
  'business.import': 'Imported businesses',
  'business.location': 'Moved business pin',
  'business.export': 'Exported businesses',
  'site.rebuild': 'Started site rebuild',
  'email.send': 'Sent e-mail again',
  'neighborhood.create': 'Added neighborhood',
  'neighborhood.save': 'Saved neighborhood draft',
  'neighborhood.restore': 'Restored neighborhood version',
  'neighborhood.publish': 'Published neighborhood',
  'staff.invite': 'Invited staff member',
  'staff.reinvite': 'Sent a new staff invitation',
  'staff.accept': 'Staff member set a password',
  'staff.password': 'Changed password',
  'staff.disable': 'Disabled staff account',
  'staff.enable': 'Enabled staff account',
};

export function auditActionLabel(action: string): string {
  return own(AUDIT_ACTION_LABELS, action) ?? action;
}

export interface OutboxMessage {
  id: number;
  kind: 'claim_verification' | 'staff_invitation' | 'quote_confirmation' | 'quote_request' | 'quote_answer' | 'quote_closed';
  toAddress: string;
  subject: string;
  /** The message text as it is (or would be) sent, verification link included. */
  text: string;
  claimId: number | null;
  status: 'queued' | 'sent';
  attempts: number;
  lastError: string | null;
  lastAttemptAt: string | null;
  sentAt: string | null;
  createdAt: string;
}

/** GET /api/admin/config: what the dashboard may offer on this server. */
export interface AdminConfig {
  authMode: 'local' | 'supabase';
  /** The e-mail provider messages are sent with, or null (messages stay in the outbox). */
  emailProvider: 'resend' | null;
  /** True when this server can rebuild the site (Netlify build hook, or the local server). */
  rebuildConfigured: boolean;
  /** Where builds run (src/domain/builds.ts). */
  buildTarget: 'netlify' | 'local' | 'none';
  /** The signed-in staff member's role: the island shows only what it may use. */
  role: 'admin' | 'editor';
  /** The map tiles of the Locations view's pin editor (PUBLIC_MAP_TILE_URL and its attribution). */
  mapTiles: { url: string; attribution: string };
  /** The geocoder new addresses go through ('census'), or null: they get their neighborhood's centre, approximate. */
  geocoder: 'census' | null;
}

// ---------------------------------------------------------------- analytics

/** Days shown by View Analytics, counted in the city's time zone. */
export const ANALYTICS_DAYS = 30;
export const ANALYTICS_TIME_ZONE = 'America/New_York';

export interface AnalyticsDay {
  /** YYYY-MM-DD in {@link ANALYTICS_TIME_ZONE}. */
  date: string;
  searches: number;
  listingViews: number;
  reviews: number;
  claims: number;
}

export interface AnalyticsReport {
  timeZone: string;
  days: AnalyticsDay[];
  totals: Omit<AnalyticsDay, 'date'>;
}

/** The `count` dates ending with `lastDate` (YYYY-MM-DD), oldest first. */
export function dateRange(lastDate: string, count: number): string[] {
  const end = Date.parse(`${lastDate}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

// ---------------------------------------------------------------- admin business form

/** Add New Business (admin): the claim form's business fields, a neighborhood, and publish-now. */
export const AdminBusinessSchema = NewBusinessSchema.omit({ claim: true, submissionKey: true, website2: true }).extend({
  neighborhood: z
    .enum(FILTER_NEIGHBORHOODS.map((n) => n.value) as [string, ...string[]], { error: 'Please select a neighborhood' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  publish: z.boolean().default(true),
});
export type AdminBusinessInput = z.input<typeof AdminBusinessSchema>;
export type AdminBusiness = z.output<typeof AdminBusinessSchema>;

// ---------------------------------------------------------------- CSV

/**
 * Columns of the business export, in order. Import reads the {@link IMPORT_COLUMNS} among
 * them and ignores the others (ids, flags and counts are the directory's to set).
 */
export const EXPORT_COLUMNS = [
  'id',
  'slug',
  'businessName',
  'category',
  'address',
  'zipCode',
  'phone',
  'email',
  'website',
  'shortDescription',
  'longDescription',
  'businessHours',
  'serviceTags',
  'neighborhood',
  'isPremium',
  'isVerified',
  'isClaimed',
  'userRating',
  'reviewCount',
  'status',
  'createdAt',
] as const;

export const REQUIRED_IMPORT_COLUMNS = ['businessName', 'category', 'address', 'phone', 'email'] as const;
export const OPTIONAL_IMPORT_COLUMNS = [
  'zipCode',
  'website',
  'shortDescription',
  'longDescription',
  'businessHours',
  'serviceTags',
  'neighborhood',
] as const;
export const IMPORT_COLUMNS = [...REQUIRED_IMPORT_COLUMNS, ...OPTIONAL_IMPORT_COLUMNS] as const;
type ImportColumn = (typeof IMPORT_COLUMNS)[number];
const IGNORED_COLUMNS = new Set<string>(EXPORT_COLUMNS.filter((c) => !(IMPORT_COLUMNS as readonly string[]).includes(c)));

/** Most data rows one import takes. */
export const MAX_IMPORT_ROWS = 1000;
/** Separator of service tags inside their cell. */
export const TAG_SEPARATOR = ';';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote, CR or LF, or starts or ends
 * with a space; quotes doubled. A text that a spreadsheet would run as a formula (starting
 * with =, @, tab or CR, or with + or - not followed by a phone-like number) gets a leading
 * apostrophe (OWASP CSV injection advice); import removes it again.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-][\d\s().-]*$/.test(text))) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text: CRLF line ends, a final CRLF. */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly row: number,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

/**
 * Parses CSV text (RFC 4180: quoted cells may hold commas, doubled quotes and line breaks;
 * CRLF or LF; a leading byte-order mark is dropped). Blank lines are skipped. Throws
 * {@link CsvSyntaxError} for a quote left open or text after a closing quote.
 */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let cellWasQuoted = false;
  let i = 0;
  const endCell = () => {
    row.push(cell);
    cell = '';
    cellWasQuoted = false;
  };
  const endRow = () => {
    endCell();
    if (!(row.length === 1 && row[0] === '' )) rows.push(row);
    row = [];
  };
  while (i < source.length) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        const next = source[i];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
          throw new CsvSyntaxError(`Unexpected text after a closing quote in row ${rows.length + 1}`, rows.length + 1);
        }
        continue;
      }
      cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cell === '' && !cellWasQuoted) {
      quoted = true;
      cellWasQuoted = true;
      i += 1;
    } else if (ch === ',') {
      endCell();
      i += 1;
    } else if (ch === '\r' || ch === '\n') {
      endRow();
      i += ch === '\r' && source[i + 1] === '\n' ? 2 : 1;
    } else {
      cell += ch;
      i += 1;
    }
  }
  if (quoted) throw new CsvSyntaxError(`A quoted cell in row ${rows.length + 1} is never closed`, rows.length + 1);
  if (cell !== '' || row.length > 0 || cellWasQuoted) endRow();
  return rows;
}

/** Undoes {@link csvCell}'s formula guard. */
function unguard(text: string): string {
  return /^'[=@\t\r+-]/.test(text) ? text.slice(1) : text;
}

/** One business as an export row, in {@link EXPORT_COLUMNS} order. */
export function businessCsvRow(b: Business): unknown[] {
  const hours = b.businessHours && Object.keys(b.businessHours).length ? JSON.stringify(b.businessHours) : '';
  return [
    b.id,
    b.slug,
    b.businessName,
    b.category,
    b.address,
    b.zipCode,
    b.phone,
    b.email,
    b.website,
    b.shortDescription,
    b.longDescription,
    hours,
    b.serviceTags.join(TAG_SEPARATOR),
    b.neighborhood,
    b.isPremium,
    b.isVerified,
    b.isClaimed,
    b.userRating,
    b.reviewCount,
    b.status,
    b.createdAt,
  ];
}

/** The whole export: header and one row per business. */
export function businessesToCsv(businesses: readonly Business[]): string {
  return toCsv([EXPORT_COLUMNS, ...businesses.map(businessCsvRow)]);
}

/** A problem with one row of an import. `row` counts as a spreadsheet does: the header is row 1. */
export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

/** A valid import row, ready to store. */
export interface ImportBusiness {
  /** Spreadsheet row number (header = 1). */
  row: number;
  business: z.output<typeof NewBusinessSchema>;
  neighborhood?: string;
}

/** The valid rows and every problem found; the file may be imported only when `errors` is empty. */
export interface ImportParseResult {
  rows: ImportBusiness[];
  errors: ImportRowError[];
}

const byLower = <T extends { value: string; label: string }>(list: readonly T[], text: string) => {
  const key = text.trim().toLowerCase();
  return list.find((item) => item.value === key || item.label.toLowerCase() === key)?.value;
};

function parseHours(text: string): { hours?: BusinessHours; error?: string } {
  if (!text.trim()) return { hours: {} };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: `Hours must be JSON such as {"Monday": "8:00 AM - 6:00 PM"}` };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { error: 'Hours must be a JSON object of weekday to hours' };
  const unknownDay = Object.keys(data).find((day) => !(WEEKDAYS as readonly string[]).includes(day));
  if (unknownDay) return { error: `Unknown weekday "${unknownDay}" (use ${WEEKDAYS.join(', ')})` };
  return { hours: data as BusinessHours };
}

/**
 * Reads an import file: the header names the columns (any order; {@link REQUIRED_IMPORT_COLUMNS}
 * must be there; export-only columns are ignored; others are an error), then one business
 * per row, each validated with the add-business rules (NewBusinessSchema, the claim form's
 * field rules). Category and neighborhood may be written as value or label; service tags
 * as values or labels separated by ';'; hours as JSON. Every problem of every row is
 * reported (header problems stop the reading of rows).
 */
export function parseBusinessImport(text: string): ImportParseResult {
  let table: string[][];
  try {
    table = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { rows: [], errors: [{ row: error.row, field: '', message: error.message }] };
    throw error;
  }
  const [header, ...data] = table;
  if (!header) return { rows: [], errors: [{ row: 1, field: '', message: 'The file is empty' }] };
  const names = header.map((name) => name.trim());
  const errors: ImportRowError[] = [];
  for (const name of names) {
    if (!(IMPORT_COLUMNS as readonly string[]).includes(name) && !IGNORED_COLUMNS.has(name)) {
      errors.push({ row: 1, field: name, message: `Unknown column "${name}"` });
    }
  }
  for (const required of REQUIRED_IMPORT_COLUMNS) {
    if (!names.includes(required)) errors.push({ row: 1, field: required, message: `Missing column "${required}"` });
  }
  const duplicates = names.filter((name, i) => name && names.indexOf(name) !== i);
  for (const name of new Set(duplicates)) errors.push({ row: 1, field: name, message: `Column "${name}" appears twice` });
  if (errors.length) return { rows: [], errors };
  if (data.length === 0) return { rows: [], errors: [{ row: 2, field: '', message: 'The file has no business rows' }] };
  if (data.length > MAX_IMPORT_ROWS) {
    return { rows: [], errors: [{ row: MAX_IMPORT_ROWS + 2, field: '', message: `At most ${MAX_IMPORT_ROWS} rows per import` }] };
  }

  const rows: ImportBusiness[] = [];
  const seen = new Map<string, number>();
  data.forEach((cells, index) => {
    const row = index + 2;
    if (cells.length !== names.length) {
      errors.push({ row, field: '', message: `Expected ${names.length} cells, found ${cells.length}` });
      return;
    }
    const cell = (column: ImportColumn) => {
      const at = names.indexOf(column);
      return at < 0 ? '' : unguard(cells[at] ?? '').trim();
    };
    const rowErrors: ImportRowError[] = [];
    const categoryText = cell('category');
    const category = byLower(CATEGORIES, categoryText) ?? categoryText;
    const tagTexts = cell('serviceTags')
      .split(/[;|]/)
      .map((tag) => tag.trim())
      .filter(Boolean);
    const serviceTags = tagTexts.map((tag) => byLower(SERVICE_TAGS, tag) ?? tag);
    const neighborhoodText = cell('neighborhood');
    const neighborhood = neighborhoodText ? byLower(FILTER_NEIGHBORHOODS, neighborhoodText) : undefined;
    if (neighborhoodText && !neighborhood) {
      rowErrors.push({
        row,
        field: 'neighborhood',
        message: `Unknown neighborhood "${neighborhoodText}" (use one of ${FILTER_NEIGHBORHOODS.map((n) => n.label).join(', ')})`,
      });
    }
    const hours = parseHours(cell('businessHours'));
    if (hours.error) rowErrors.push({ row, field: 'businessHours', message: hours.error });
    const zipCode = cell('zipCode');
    const website = cell('website');
    const result = NewBusinessSchema.safeParse({
      businessName: cell('businessName'),
      category,
      address: cell('address'),
      ...(zipCode ? { zipCode } : {}),
      phone: cell('phone'),
      email: cell('email'),
      ...(website ? { website } : {}),
      shortDescription: cell('shortDescription'),
      longDescription: cell('longDescription'),
      businessHours: hours.hours ?? {},
      serviceTags,
    });
    if (!result.success) {
      const fieldsDone = new Set<string>();
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (fieldsDone.has(field)) continue;
        fieldsDone.add(field);
        rowErrors.push({ row, field, message: issue.message });
      }
    }
    if (result.success) {
      const key = `${result.data.businessName.toLowerCase()}|${result.data.address.toLowerCase()}`;
      const first = seen.get(key);
      if (first !== undefined) {
        rowErrors.push({ row, field: 'businessName', message: `Same business name and address as row ${first}` });
      } else seen.set(key, row);
    }
    if (rowErrors.length) errors.push(...rowErrors);
    else if (result.success) rows.push({ row, business: result.data, ...(neighborhood ? { neighborhood } : {}) });
  });
  return { rows, errors };
}

/** A suggested file name for an export made on `date`. */
export function exportFileName(date: Date): string {
  return `charlotte-directory-businesses-${date.toISOString().slice(0, 10)}.csv`;
}

/**
 * Recent Activity (issue 12): the `limit` most recently submitted pending claims, newest
 * first (the queue itself stays oldest first). Ties by the higher id.
 */
export function mostRecentClaims<T extends { id: number; submittedAt: string }>(claims: readonly T[], limit: number = LIMITS.adminRecentClaims): T[] {
  return [...claims].sort((a, b) => Date.parse(b.submittedAt) - Date.parse(a.submittedAt) || b.id - a.id).slice(0, limit);
}

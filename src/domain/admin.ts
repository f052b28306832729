/**
 * The admin dashboard's fixed facts and pure rules, shared by the /admin island and the
 * moderation API: toast texts, the moderation reason lists, request
 * schemas and the shapes the admin calls answer with. The business CSV format is in
 * ./business-csv.ts.
 */
import { z } from 'zod';
import { FILTER_NEIGHBORHOODS, LIMITS } from './catalog';
import { MAX_ID, NewBusinessSchema, text } from './forms';
import type { BusinessStatus, ClaimStatus } from './types';
import { own } from './lookup';
import { LanguagesSchema } from './languages-schema';

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
export type ClaimDenialReason = (typeof CLAIM_DENIAL_REASONS)[number];

/** Reasons a submitted business may be rejected. */
export const BUSINESS_REJECTION_REASONS = [
  'Duplicate of an existing listing',
  'Not a business serving Charlotte',
  'Could not verify the business exists',
  'Spam or advertising',
  'Incomplete or incorrect details',
] as const;

const REASON_MESSAGE = 'Choose a reason from the list';
const NOTE_LIMIT = 500;

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
const ADMIN_MAX_LIMIT = 100;

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
  /** Came through the business's invitation link ("Invited by the business"); moderated like every review. */
  invited?: boolean;
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
const AUDIT_ACTION_LABELS: Record<string, string> = {
  'claim.verify': 'Approved claim',
  'claim.deny': 'Denied claim',
  'review.approve': 'Approved review',
  'review.reject': 'Rejected review',
  'business.publish': 'Published business',
  'business.reject': 'Rejected business',
  'business.create': 'Added business',
  'business.import': 'Imported businesses',
  'business.location': 'Moved business pin',
  'business.languages': 'Set the languages a business speaks',
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
  'owner.accept': 'Owner set a password',
  'owner.listing_update': 'Owner edited listing',
  'owner.listing_request': 'Owner asked to change name, category or address',
  'owner.reply_create': 'Owner answered a review',
  'owner.reply_update': 'Owner edited a review response',
  'owner.reply_delete': 'Owner deleted a review response',
  'owner.review_report': 'Owner reported a review',
  'change.approve': 'Approved an owner’s listing change',
  'change.reject': 'Rejected an owner’s listing change',
  'report.uphold': 'Removed a reported review',
  'report.dismiss': 'Dismissed a review report',
};

export function auditActionLabel(action: string): string {
  return own(AUDIT_ACTION_LABELS, action) ?? action;
}

/** Every kind of e-mail the site sends (each has its template in src/server/email/templates/). */
export type EmailKind =
  | 'claim_verification'
  | 'claim_denied'
  | 'staff_invitation'
  | 'owner_invitation'
  | 'review_invitation'
  | 'review_confirmation'
  | 'owner_decision'
  | 'password_reset'
  | 'quote_confirmation'
  | 'quote_request'
  | 'quote_answer'
  | 'quote_closed'
  | 'alert_confirmation'
  | 'alert_digest'
  | 'alert_broken';

export interface OutboxMessage {
  id: number;
  kind: EmailKind;
  toAddress: string;
  subject: string;
  /** The message text as it is (or would be) sent, verification link included. */
  text: string;
  claimId: number | null;
  /** 'queued': waiting for its next try; 'sent'; 'failed': given up after its tries. */
  status: 'queued' | 'sent' | 'failed';
  /** Tries so far. */
  attempts: number;
  lastError: string | null;
  lastAttemptAt: string | null;
  /** When a queued message is tried next (null once sent or given up). */
  nextAttemptAt: string | null;
  /** The extra headers it is (or was) sent with, such as List-Unsubscribe. */
  headers: Record<string, string>;
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

export interface AnalyticsDay {
  /** YYYY-MM-DD in the site's time zone (./dates.ts). */
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
export const AdminBusinessSchema = NewBusinessSchema.omit({ claim: true, submissionKey: true, homepage: true }).extend({
  neighborhood: z
    .enum(FILTER_NEIGHBORHOODS.map((n) => n.value) as [string, ...string[]], { error: 'Please select a neighborhood' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  publish: z.boolean().default(true),
  languages: LanguagesSchema.default([]),
});
export type AdminBusinessInput = z.input<typeof AdminBusinessSchema>;
export type AdminBusiness = z.output<typeof AdminBusinessSchema>;

/**
 * Recent Activity: the `limit` most recently submitted pending claims, newest
 * first (the queue itself stays oldest first). Ties by the higher id.
 */
export function mostRecentClaims<T extends { id: number; submittedAt: string }>(claims: readonly T[], limit: number = LIMITS.adminRecentClaims): T[] {
  return [...claims].sort((a, b) => Date.parse(b.submittedAt) - Date.parse(a.submittedAt) || b.id - a.id).slice(0, limit);
}

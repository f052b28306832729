/**
 * What staff decide for owners: a listing's name, category or address change
 * (approved, and the address geocoded, or rejected for a reason), and an owner's report of a
 * review (upheld: the review is removed under the content rule it breaks; or dismissed: it
 * stays). The /admin island and the API handlers share these contracts.
 */
import { z } from 'zod';
import { REVIEW_REJECTION_REASONS } from './admin';
import { FILTER_NEIGHBORHOODS } from './catalog';
import { text } from './forms';
import { REPORT_REASONS, type ReportReason, type ReviewedField } from './owner';

/** Why staff may refuse a name, category or address change. */
const CHANGE_REJECTION_REASONS = [
  'The new name does not match the business’s public records',
  'The category does not describe this business',
  'The address could not be confirmed',
  'Another change is needed first (see the message)',
] as const;

/**
 * The content rule a review is removed under when staff uphold an owner's report: each
 * report reason is one of the review queue's own rules, so a review reported by its
 * business is judged by the same rules as every other review (16 CFR Part 465).
 */
export const REPORT_RULES: Record<ReportReason, (typeof REVIEW_REJECTION_REASONS)[number]> = {
  not_a_customer: 'Not based on a real customer experience',
  conflict_of_interest: 'Conflict of interest (owner, employee or competitor)',
  offensive: 'Hateful, harassing or obscene language',
  private_information: 'Contains personal information',
  spam: 'Spam or advertising',
  off_topic: 'Off-topic: not about this business',
};

/** What staff write to the owner with a decision: on the owner's dashboard and in the e-mail. */
const ownerMessage = text().trim().max(1000, 'A message must be 1000 characters or less').optional();
/** What staff keep for themselves: the audit log only, never sent to anyone. */
const internalNote = text().trim().max(1000, 'A note must be 1000 characters or less').optional();

export const ChangeRejectSchema = z.object({
  reason: z.enum(CHANGE_REJECTION_REASONS, { error: 'Choose a reason from the list' }),
  message: ownerMessage,
  note: internalNote,
});

export const ReportDecisionSchema = z.object({
  message: ownerMessage,
  note: internalNote,
});

export const OWNER_REQUEST_TOASTS = {
  changeApproved: { title: 'Change Approved', description: 'The listing shows the new details now.' },
  changeApproveFailed: 'Failed to approve the change.',
  changeRejected: { title: 'Change Rejected', description: 'The listing keeps its current details.' },
  changeRejectFailed: 'Failed to reject the change.',
  reportUpheld: { title: 'Review Removed', description: 'The review breaks a content rule and is no longer shown.' },
  reportUpholdFailed: 'Failed to remove the review.',
  reportDismissed: { title: 'Report Dismissed', description: 'The review stays on the listing.' },
  reportDismissFailed: 'Failed to dismiss the report.',
} as const;

/** A pending name, category or address change, with the values it would replace. */
export interface AdminChangeRequest {
  id: number;
  businessId: number;
  businessName: string;
  businessSlug: string;
  ownerEmail: string | null;
  current: Record<ReviewedField, string>;
  changes: Partial<Record<ReviewedField, string>>;
  createdAt: string;
}

/** An open report of a review by the reviewed business's owner. */
export interface AdminReviewReport {
  id: number;
  reviewId: number;
  businessName: string;
  businessSlug: string;
  ownerEmail: string | null;
  reason: ReportReason;
  reasonLabel: (typeof REPORT_REASONS)[ReportReason];
  rule: (typeof REVIEW_REJECTION_REASONS)[number];
  note: string | null;
  review: { reviewerName: string | null; rating: number; text: string | null; createdAt: string };
  createdAt: string;
}

/** PUT /api/admin/change-requests/{id}/approve: the neighborhood staff chose when the new address could not be placed. */
export const ApproveChangeSchema = z.object({
  neighborhood: z.enum(FILTER_NEIGHBORHOODS.map((n) => n.value) as [string, ...string[]], { error: 'Choose a neighborhood from the list' }).optional(),
});

/** The approval's answer when the new address could not be placed on the map. */
export const ADDRESS_NOT_PLACED_MESSAGE =
  'The new address could not be placed on the map (no geocoder is configured, or it did not find the address). Choose the neighborhood to list the business in, then approve again.';

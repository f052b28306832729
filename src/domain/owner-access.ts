/**
 * Owners and their customers, and owners' way back in: fair review invitations, staff
 * decisions told to owners, password resets, owner accounts in /admin and the licence staff
 * record. One zod schema per form, shared by the island and the API.
 */
import { z } from 'zod';
import { FILTER_NEIGHBORHOODS } from './catalog';
import { email, text } from './forms';
import { dayStart } from './dates';
import { StaffPasswordSchema } from './staff';

/** The review invitations' fixed rules (docs/owners.md says why). */
export const REVIEW_INVITATIONS = {
  /** How long an invitation link opens the review form as an invited review. */
  linkDays: 90,
  /** Invitation e-mails one business may send per day (Charlotte's calendar day). */
  dailyEmails: 20,
} as const;

const invitationEmail = email();

/** POST /api/owner/businesses/{id}/review-invitations: `{emails?}`; without e-mails the answer is the link and its QR code. */
export const ReviewInvitationSchema = z.object({
  emails: z
    .array(invitationEmail, { error: 'List the e-mail addresses to invite' })
    .max(REVIEW_INVITATIONS.dailyEmails, `At most ${REVIEW_INVITATIONS.dailyEmails} addresses a day`)
    .optional(),
});

/** The invitation form's text box: one address per line or separated by commas. */
function splitEmails(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[\s,;]+/)
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/**
 * The invitation form: its text box read into the API's body (`{emails}`) by the API's own
 * rules, with at least one address; every message lands on the box.
 */
export const ReviewInvitationFormSchema = z.object({
  emails: z.string().transform((value, ctx) => {
    const parsed = ReviewInvitationSchema.safeParse({ emails: splitEmails(value) });
    const message = parsed.success
      ? parsed.data.emails?.length
        ? null
        : 'Enter at least one e-mail address'
      : (parsed.error.issues[0]?.message ?? 'Check the addresses');
    if (message === null) return parsed.data?.emails ?? [];
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }),
});

export interface ReviewInvitationAnswer {
  /** The signed link (valid {@link REVIEW_INVITATIONS.linkDays} days) to the business page's review form. */
  link: string;
  expiresAt: string;
  /** The link as a QR code, a PNG data URL to show and print. */
  qrPng: string;
  /** How many invitation e-mails this call queued. */
  queued: number;
  /** Invitation e-mails sent today, this call's included, and the day's limit. */
  sentToday: number;
  dailyLimit: number;
}

/** What staff decided about an owner's change or report, as the dashboard shows it. */
export interface OwnerNotice {
  id: number;
  businessId: number;
  subject: string;
  body: string;
  createdAt: string;
}

// ---------------------------------------------------------------- finding the way back in

/** POST /api/auth/password-reset: the answer is 202 whether or not the address has an account. */
export const PasswordResetRequestSchema = z.object({ email: email() });

/** How long a password reset link works. */
export const RESET_TTL_MINUTES = 60;

/** The new password of a reset link's form (with Supabase Auth it goes to Supabase). */
export const NewPasswordSchema = z.object({ password: StaffPasswordSchema });
export type NewPassword = z.infer<typeof NewPasswordSchema>;

/** POST /api/auth/password-reset/confirm: the link's token and the new password. */
export const PasswordResetSchema = NewPasswordSchema.extend({
  token: z.string({ error: 'The reset link is not valid.' }).min(20, 'The reset link is not valid.').max(200, 'The reset link is not valid.'),
});

/** An owner account as staff see it in /admin. */
export interface OwnerAccountSummary {
  id: string;
  email: string | null;
  name: string;
  status: 'invited' | 'active' | 'disabled';
  inviteExpiresAt: string | null;
  lastSignInAt: string | null;
  createdAt: string;
  businesses: Array<{ id: number; name: string; slug: string }>;
}

// ---------------------------------------------------------------- licence and address placement

/** A licence staff record: its number and the authority that issued it (the /admin Owners form). */
export const RecordLicenceSchema = z.object({
  licenceNumber: text({ error: 'Licence number is required' })
    .trim()
    .min(1, 'Licence number is required')
    .max(60, 'Licence number must be 60 characters or less'),
  licenceAuthority: text({ error: 'Licensing authority is required' })
    .trim()
    .min(2, 'Licensing authority is required')
    .max(120, 'Licensing authority must be 120 characters or less'),
});

/** PUT /api/admin/businesses/{id}/licence: both, or `null` for both to remove it. */
export const LicenceSchema = z.union([RecordLicenceSchema, z.object({ licenceNumber: z.null(), licenceAuthority: z.null() })]);

/** PUT /api/admin/change-requests/{id}/approve: the neighborhood staff chose when the new address could not be placed. */
export const ApproveChangeSchema = z.object({
  neighborhood: z.enum(FILTER_NEIGHBORHOODS.map((n) => n.value) as [string, ...string[]], { error: 'Choose a neighborhood from the list' }).optional(),
});

/** The approval's answer when the new address could not be placed on the map. */
export const ADDRESS_NOT_PLACED_MESSAGE =
  'The new address could not be placed on the map (no geocoder is configured, or it did not find the address). Choose the neighborhood to list the business in, then approve again.';

/** The instant Charlotte's current calendar day began (the invitations' daily limit counts from it). */
export function charlotteDayStart(now: Date): Date {
  return dayStart(now);
}

/**
 * Fair review invitations (docs/owners.md): the fixed rules, the API's body and the owner's
 * form, one schema shared by the island and the API. The zod-free facts the business page
 * needs are in ./review-invitation.ts.
 */
import { z } from 'zod';
import { email } from './forms';

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

/**
 * Why a send that would pass the day's limit sent nothing (the limit is all or nothing: no
 * address of the list gets an invitation).
 */
export function overDailyLimitMessage(sentToday: number, asked: number): string {
  const limit = REVIEW_INVITATIONS.dailyEmails;
  const left = Math.max(0, limit - sentToday);
  const these = asked === 1 ? 'this invitation' : `these ${asked} invitations`;
  const head = `Nothing was sent: ${these} would go over the limit of ${limit} invitation e-mails a day (${sentToday} sent today).`;
  return left === 0 ? `${head} Send ${asked === 1 ? 'it' : 'them'} tomorrow.` : `${head} Send at most ${left} today, the rest tomorrow.`;
}

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

/**
 * The fixed review invitation: the same words for every business and customer. It asks for an
 * honest review, good or bad, offers nothing in return, and names no rating. Its link is
 * signed for the business (../review-invitation.ts).
 */
import { SITE } from '../../../domain/catalog';
import { dateTime } from '../../../domain/dates';
import { invitationLink } from '../review-invitation';
import type { EmailTemplate } from '../render';
import { MAIL_LIMITS, mailText } from '../text';

export interface ReviewInvitationPayload {
  businessId: number;
  businessName: string;
  slug: string;
  token: string;
  expiresAt: string;
}

export const reviewInvitation: EmailTemplate<ReviewInvitationPayload> = {
  subject: (p) => `${mailText(p.businessName, MAIL_LIMITS.businessName)} asks for your review on ${SITE.name}`,
  render(p, { env }) {
    const link = invitationLink(env, p.slug, p.token);
    const name = mailText(p.businessName, MAIL_LIMITS.businessName);
    return {
      blocks: [
        { kind: 'paragraph', text: 'Hello,' },
        {
          kind: 'paragraph',
          text: `${name} invites you to review them on ${SITE.name}.\nTell other newcomers how it went, good or bad: every honest review is welcome, and every review is checked by our staff the same way before it is published.`,
        },
        { kind: 'button', label: 'Write a review', href: link },
        { kind: 'paragraph', text: `The link works until ${dateTime(p.expiresAt)}. Nothing is offered for a review.` },
        { kind: 'paragraph', text: `If you are not a customer of ${name}, ignore this message.` },
      ],
      logLink: { label: 'Review link', href: link },
    };
  },
};

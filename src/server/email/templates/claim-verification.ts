/** The claim verification e-mail: the signed link that confirms the claimer's address (../links.ts). */
import { SITE } from '../../../domain/catalog';
import { dateTime } from '../../../domain/dates';
import { LINK_TTL_HOURS, signClaimToken, verificationLink } from '../links';
import type { EmailTemplate } from '../render';
import { MAIL_LIMITS, mailText } from '../text';

export interface ClaimVerificationPayload {
  claimId: number;
  businessName: string;
  claimerName: string | null;
  /** When the link stops working (ISO 8601). */
  expiresAt: string;
}

export const claimVerification: EmailTemplate<ClaimVerificationPayload> = {
  subject: (p) => `Confirm your claim of ${mailText(p.businessName, MAIL_LIMITS.businessName)} on ${SITE.name}`,
  belongsTo: (p) => ({ claimId: p.claimId }),
  render(p, { env, secret, to }) {
    const expiresAt = new Date(p.expiresAt);
    const link = verificationLink(env, signClaimToken(secret, { claimId: p.claimId, email: to, expiresAt }));
    const name = p.claimerName ? mailText(p.claimerName, MAIL_LIMITS.greetingName) : '';
    const businessName = mailText(p.businessName, MAIL_LIMITS.businessName);
    return {
      blocks: [
        { kind: 'paragraph', text: name ? `Hello ${name},` : 'Hello,' },
        { kind: 'paragraph', text: `Thank you for claiming ${businessName} on ${SITE.name}.\nPlease confirm your e-mail address by opening this link:` },
        { kind: 'button', label: 'Confirm my e-mail address', href: link },
        {
          kind: 'paragraph',
          text: `The link works until ${dateTime(expiresAt)} (${LINK_TTL_HOURS} hours). Our team reviews every claim before it is approved.`,
        },
        { kind: 'paragraph', text: `If you did not claim this business, ignore this message or tell us at ${SITE.supportEmail}.` },
      ],
      logLink: { label: 'Verification link', href: link },
    };
  },
};

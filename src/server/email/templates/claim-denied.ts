/** To a claimer who confirmed the address, when staff deny the claim: the reason staff chose from the fixed list (never their internal note). */
import { SITE } from '../../../domain/catalog';
import type { EmailTemplate } from '../render';
import { MAIL_LIMITS, mailText } from '../text';

export interface ClaimDeniedPayload {
  claimId: number;
  businessName: string;
  claimerName: string | null;
  /** One of CLAIM_DENIAL_REASONS (src/domain/admin.ts). */
  reason: string;
}

export const claimDenied: EmailTemplate<ClaimDeniedPayload> = {
  subject: (p) => `Your claim of ${mailText(p.businessName, MAIL_LIMITS.businessName)} was not approved`,
  belongsTo: (p) => ({ claimId: p.claimId }),
  render(p, { env }) {
    const name = p.claimerName ? mailText(p.claimerName, MAIL_LIMITS.greetingName) : '';
    const businessName = mailText(p.businessName, MAIL_LIMITS.businessName);
    const support = new URL('/business-support', env.PUBLIC_SITE_URL).href;
    return {
      blocks: [
        { kind: 'paragraph', text: name ? `Hello ${name},` : 'Hello,' },
        { kind: 'paragraph', text: `Our team looked at your claim of ${businessName} on ${SITE.name} and could not approve it. Reason: ${p.reason}.` },
        {
          kind: 'paragraph',
          text: `If you run this business, write to ${SITE.supportEmail} with something that shows it, such as a business licence or a bill in the business's name, and we will look at it again.`,
        },
        { kind: 'button', label: 'Business support', href: support },
      ],
      logLink: { label: 'Support link', href: support },
    };
  },
};

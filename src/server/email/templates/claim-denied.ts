/**
 * To a claimer who confirmed the address, when staff deny the claim: the reason staff chose
 * from the fixed list (never their internal note). In the language of the page the business
 * was claimed on (`locale`; words: src/i18n/mail-en.ts and mail-es.ts), with the support page in it.
 */
import type { ClaimDenialReason } from '../../../domain/admin';
import type { Locale } from '../../../i18n/locale';
import { mailWords, pageIn } from '../locale';
import type { EmailTemplate } from '../render';
import { MAIL_LIMITS, mailText } from '../text';

export interface ClaimDeniedPayload {
  claimId: number;
  businessName: string;
  claimerName: string | null;
  /** One of CLAIM_DENIAL_REASONS (src/domain/admin.ts). */
  reason: string;
  /** The language of the page the claim was made on (absent: English). */
  locale?: Locale;
}

export const claimDenied: EmailTemplate<ClaimDeniedPayload> = {
  subject: (p) => mailWords(p.locale).claimDenied.subject(mailText(p.businessName, MAIL_LIMITS.businessName)),
  belongsTo: (p) => ({ claimId: p.claimId }),
  render(p, { env }) {
    const locale = p.locale ?? 'en';
    const words = mailWords(locale);
    const name = p.claimerName ? mailText(p.claimerName, MAIL_LIMITS.greetingName) : '';
    const business = mailText(p.businessName, MAIL_LIMITS.businessName);
    const reason = words.claimDenied.reasons[p.reason as ClaimDenialReason] ?? p.reason;
    const support = new URL(pageIn('/business-support', locale), env.PUBLIC_SITE_URL).href;
    return {
      blocks: [
        { kind: 'paragraph', text: name ? words.hello(name) : words.claimVerification.helloNobody },
        { kind: 'paragraph', text: words.claimDenied.notApproved({ business, reason }) },
        { kind: 'paragraph', text: words.claimDenied.showUs },
        { kind: 'button', label: words.claimDenied.button, href: support },
      ],
      logLink: { label: 'Support link', href: support },
      ...(locale === 'en' ? {} : { lang: locale }),
    };
  },
};
